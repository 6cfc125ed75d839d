"""Hint latency: how long ``hints(game)`` takes, median and worst, over positions from played games.

    python bench/bench_hints.py [-n DEALS] [GAME ...]

For each game, DEALS deals (game numbers 1..DEALS) are played with the hint policy and ``hints`` is
timed at every position along the way. Prints a Markdown table. Not a test: figures to quote.
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

from patience_qt.play.hints.policy import MAX_MOVES  # noqa: E402
from patience_qt.play.hints.ranking import hints  # noqa: E402
from patience_qt.rules import GAMES, new_game  # noqa: E402


def time_game(game_id: str, deals: int) -> list[float]:
    """Seconds per ``hints`` call at every position of ``deals`` deals played with the first hint."""
    times: list[float] = []
    for seed in range(1, deals + 1):
        game = new_game(game_id, seed=seed)
        for _ in range(MAX_MOVES):
            start = time.perf_counter()
            found = hints(game)
            times.append(time.perf_counter() - start)
            if not found:
                break
            game.push(found[0].move)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("-n", type=int, default=20, help="deals per game (default 20)")
    args = parser.parse_args()
    print(f"{date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {args.n} deals per game")
    print("| Game | Positions | Median ms | 95th pct ms | Worst ms |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for game_id in args.games:
        times = sorted(time_game(game_id, args.n))
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"| {GAMES[game_id].name_en} | {len(times)} | {1000 * statistics.median(times):.1f} "
              f"| {1000 * p95:.1f} | {1000 * times[-1]:.1f} |", flush=True)


if __name__ == "__main__":
    main()
