"""Solver speed: share decided within 2 s, positions a second for each search core, time to an answer.

    python bench/bench_solver.py [-n DEALS] [--fresh K] [--seconds LIMIT] [--seed FIRST]
                                  [--python-deals K] [--threads T] [GAME ...]

Solves game numbers FIRST … FIRST+DEALS-1 of each game (standard rules) with the limit per deal, and
then K fresh game numbers from 900001 on (numbers no figure of the project was tuned on), on the
compiled core where the family has one and else on the Python one, and prints a Markdown table a row
per game and set: verdicts, the share decided within 2 s, how many of the losses the Rainbow family's
reserve relaxation proved at the root (the result's ``reason``), the median and 95th percentile time
of a deal, the median time of the decided deals (how long an answer takes to come), and positions a
second of each core side by side. The Python core's rate is measured on the first K deals only
(``--python-deals``, default 10: a rate needs no more, and the Python core's 2 s a deal add up). Not a
test: it prints figures to quote. Times depend on the machine and on what else runs on it.
``--threads T``: the compiled portfolio's members on T threads side by side (``native.THREADS``; 0, one
a processor core), to measure whether that pays on a machine.
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

from patience_qt.play.solver import NOT_WINNABLE, WINNABLE, native, solve, solver_part  # noqa: E402
from patience_qt.rules import GAMES, new_game  # noqa: E402

DECIDED_WITHIN = 2.0
FRESH = 900001  # the first fresh game number


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def rate(nodes: int, seconds: float) -> str:
    return f"{nodes / seconds:,.0f}" if seconds and nodes else "-"


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("-n", type=int, default=50, help="deals per game (default 50)")
    parser.add_argument("--seconds", type=float, default=DECIDED_WITHIN, help="solver limit per deal")
    parser.add_argument("--seed", type=int, default=1, help="first game number (default 1)")
    parser.add_argument("--fresh", type=int, default=20, help="fresh game numbers from 900001 (default 20)")
    parser.add_argument("--python-deals", type=int, default=10,
                        help="deals on which the Python core's rate is measured beside the native one")
    parser.add_argument("--threads", type=int, default=None,
                        help="threads the compiled portfolio searches on (0: one a processor core)")
    args = parser.parse_args()
    if args.threads is not None:
        native.THREADS = args.threads or None
    core_word = "compiled core built" if native.available() else "NO compiled core (Python only)"
    print(f"{date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {core_word}; {args.n} deals per game from game number {args.seed} and "
          f"{args.fresh} fresh ones from {FRESH}, limit {args.seconds:g} s a deal; Python positions/s over "
          f"the first {min(args.n, args.python_deals)} deals; {native.side_by_side()} thread(s) a search")
    print("| Game | Set | Core | Winnable | Lost | by the relaxation | Unknown | Decided ≤ 2 s | Median s "
          "| 95th pct s | Median s to an answer | Positions/s native | Positions/s Python |")
    print("| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    sets = [(f"{args.seed}–{args.seed + args.n - 1}", range(args.seed, args.seed + args.n), True)]
    if args.fresh:
        sets.append((f"{FRESH}–{FRESH + args.fresh - 1}", range(FRESH, FRESH + args.fresh), False))
    for game_id in args.games:
        for label, seeds, python_rate in sets:
            row(game_id, label, list(seeds), args, python_rate)


def row(game_id: str, label: str, seeds: list[int], args: argparse.Namespace, python_rate: bool) -> None:
    info = GAMES[game_id]
    has_native = native.available() and solver_part(game_id).native is not None
    times: list[float] = []
    answered: list[float] = []
    counts = {WINNABLE: 0, NOT_WINNABLE: 0}
    decided = nodes = relaxed = 0
    searched = 0.0
    py_nodes, py_seconds = 0, 0.0
    for i, seed in enumerate(seeds):
        game = new_game(game_id, seed=seed)
        start = time.perf_counter()
        result = solve(game, max_seconds=args.seconds, max_nodes=10**9)
        took = time.perf_counter() - start
        times.append(took)
        if result.verdict in counts:
            counts[result.verdict] += 1
            decided += took <= DECIDED_WITHIN
            answered.append(took)
        relaxed += result.verdict == NOT_WINNABLE and result.reason is not None
        nodes += result.nodes
        searched += took
        if has_native and python_rate and i < args.python_deals:
            start = time.perf_counter()
            other = solve(game, max_seconds=args.seconds, max_nodes=10**9, core="python", hints=False)
            py_seconds += time.perf_counter() - start
            py_nodes += other.nodes
    if not has_native:
        py_nodes, py_seconds = nodes, searched
    unknown = len(seeds) - counts[WINNABLE] - counts[NOT_WINNABLE]
    to_answer = f"{statistics.median(answered):.3f}" if answered else "-"
    print(f"| {info.name_en} | {label} | {'native' if has_native else 'python'} | {counts[WINNABLE]} "
          f"| {counts[NOT_WINNABLE]} | {relaxed} | {unknown} | {100.0 * decided / len(seeds):.0f}% "
          f"| {statistics.median(times):.3f} | {percentile(times, 0.95):.3f} | {to_answer} "
          f"| {rate(nodes, searched) if has_native else '-'} "
          f"| {rate(py_nodes, py_seconds) if python_rate or not has_native else '-'} |", flush=True)


if __name__ == "__main__":
    main()
