"""Solver speed: time per deal (median, 95th percentile), share decided within 2 s, nodes per second.

    python bench/bench_solver.py [-n DEALS] [--seconds LIMIT] [--seed FIRST] [GAME ...]

Solves game numbers FIRST … FIRST+DEALS-1 of each game (standard rules) with the limit per deal and
prints a Markdown table. Not a test: it prints figures to quote. Times depend on the machine and on
what else runs on it.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import sys
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patience_qt.play.solver import NOT_WINNABLE, WINNABLE, solve  # noqa: E402
from patience_qt.rules import GAMES, new_game  # noqa: E402

DECIDED_WITHIN = 2.0


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("-n", type=int, default=50, help="deals per game (default 50)")
    parser.add_argument("--seconds", type=float, default=DECIDED_WITHIN, help="solver limit per deal")
    parser.add_argument("--seed", type=int, default=1, help="first game number (default 1)")
    args = parser.parse_args()
    print(f"{date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}; {args.n} deals per game from game number {args.seed}, "
          f"limit {args.seconds:g} s a deal")
    print("| Game | Winnable | Lost | Unknown | Decided ≤ 2 s | Median s | 95th pct s | Nodes/s |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game_id in args.games:
        info = GAMES[game_id]
        times: list[float] = []
        counts = {WINNABLE: 0, NOT_WINNABLE: 0}
        decided = nodes = 0
        searched = 0.0
        for seed in range(args.seed, args.seed + args.n):
            game = new_game(game_id, seed=seed)
            start = time.perf_counter()
            result = solve(game, max_seconds=args.seconds, max_nodes=10**9)
            took = time.perf_counter() - start
            times.append(took)
            if result.verdict in counts:
                counts[result.verdict] += 1
                decided += took <= DECIDED_WITHIN
            nodes += result.nodes
            searched += took
        unknown = args.n - counts[WINNABLE] - counts[NOT_WINNABLE]
        rate = f"{nodes / searched:,.0f}" if searched and nodes else "-"
        print(f"| {info.name_en} | {counts[WINNABLE]} | {counts[NOT_WINNABLE]} | {unknown} "
              f"| {100.0 * decided / args.n:.0f}% | {statistics.median(times):.3f} "
              f"| {percentile(times, 0.95):.3f} | {rate} |", flush=True)


if __name__ == "__main__":
    main()
