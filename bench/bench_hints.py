"""Hint latency: how long ``hints(game)`` takes, median and worst, over positions from played games;
and the guide's (``play.guide``) wins of the deals the solver proves winnable, and its answers' times.

    python bench/bench_hints.py [-n DEALS] [GAME ...]
    python bench/bench_hints.py --guide [-n LISTED] [--fresh FRESH] [GAME ...]
    python bench/bench_hints.py --guide --any [-n DEALS] GAME ...

For each game, DEALS deals (game numbers 1..DEALS) are played with the look-ahead's hint policy and
``hints`` is timed at every position along the way. Prints a Markdown table. Not a test: figures to
quote.

``--guide`` (the Rainbow family by default): LISTED deals from the shipped list of deals proved winnable
(``winnable_deals.json``, from game number 1) and FRESH ones past the table's game numbers (from 1001 on,
each proved winnable by a solve of up to 10 s first) are played with the guide as the window uses it
(``Guide()``, its searches bounded by seconds); each position's first hint (``Guide.advise``) is timed,
and every tenth position the whole answer H waits for (``Guide.hints``: the ranked hints too).
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


def fresh_winnable(game_id: str, count: int, first: int = 1001) -> list[int]:
    """The first ``count`` game numbers from ``first`` on that the solver proves winnable (10 s each)."""
    from patience_qt.play.solver import WINNABLE, solve

    found, seed = [], first
    while len(found) < count and seed < first + 20 * count:
        if solve(new_game(game_id, seed=seed), max_seconds=10.0).verdict == WINNABLE:
            found.append(seed)
        seed += 1
    return found


def guide_game(game_id: str, seeds: list[int]) -> tuple[int, list[float], list[float], int]:
    """Deals won by following the guide's first hint, the times of its first hints and of its whole
    answers, and the searches it made."""
    from patience_qt.play.guide import Guide

    won, first, whole, searches = 0, [], [], 0
    for seed in seeds:
        game, guide = new_game(game_id, seed=seed), Guide()
        for i in range(MAX_MOVES):
            if i % 10 == 0:
                start = time.perf_counter()
                guide.hints(game)
                whole.append(time.perf_counter() - start)
            start = time.perf_counter()
            advice = guide.advise(game)
            first.append(time.perf_counter() - start)
            if advice.move is None:
                break
            game.push(advice.move)
        won += game.is_won()
        searches += guide.searches
    return won, first, whole, searches


def guide_main(args: argparse.Namespace) -> None:
    from patience_qt.play.odds.table import listed_winnable

    games = args.games if args.games != list(GAMES) else ["rainbow", "open_shop", "toad", "star"]
    which = (f"game numbers 1-{args.n}" if args.any
             else f"{args.n} listed and {args.fresh} fresh deals proved winnable per game")
    print(f"{date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}; {which}")
    print("| Game | Deals | Won | Share | First hint: median ms | worst ms | Whole answer: median ms "
          "| worst ms | Searches a deal |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game_id in games:
        if args.any:
            seeds = list(range(1, args.n + 1))
        else:
            seeds = listed_winnable(game_id)[:args.n] + fresh_winnable(game_id, args.fresh)
        won, first, whole, searches = guide_game(game_id, seeds)
        print(f"| {GAMES[game_id].name_en} | {len(seeds)} | {won} | {100 * won / len(seeds):.1f}% "
              f"| {1000 * statistics.median(first):.2f} | {1000 * max(first):.0f} "
              f"| {1000 * statistics.median(whole):.1f} | {1000 * max(whole):.0f} "
              f"| {searches / len(seeds):.1f} |", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("-n", type=int, default=20, help="deals per game (default 20)")
    parser.add_argument("--guide", action="store_true", help="the guide's wins and answer times")
    parser.add_argument("--fresh", type=int, default=10, help="--guide: fresh deals per game (default 10)")
    parser.add_argument("--any", action="store_true",
                        help="--guide: game numbers 1..N, winnable or not (the answers' times where the "
                        "search rarely decides: the Village family)")
    args = parser.parse_args()
    if args.guide:
        guide_main(args)
        return
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
