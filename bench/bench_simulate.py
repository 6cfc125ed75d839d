"""Simulation throughput and win rates: prints a Markdown table, one row per game (and named variant).

    python bench/bench_simulate.py [-n DEALS] [--clock-n DEALS] [GAME ...]

Not a test: it prints figures to quote; ``bench/run_all.py`` writes them into docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from datetime import date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from patience_qt.play.odds.simulate import simulate  # noqa: E402
from patience_qt.rules import GAMES  # noqa: E402

VARIANTS: dict[str, list[dict[str, object]]] = {"rainbow": [{}, {"redeals": 5}]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("-n", type=int, default=1000, help="deals per game (Rainbow and Village families)")
    parser.add_argument("--clock-n", type=int, default=10_000, help="deals per clock-family game")
    args = parser.parse_args()
    print(f"{date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}, {platform.processor() or 'cpu'}")
    print("| Game | Variant | Deals | Won | Win rate | Deals/s |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for game_id in args.games:
        info = GAMES[game_id]
        deals = args.clock_n if info.family == "clock" else args.n
        for options in VARIANTS.get(game_id, [{}]):
            start = time.perf_counter()
            result = simulate(game_id, deals, 1, options)
            seconds = time.perf_counter() - start
            variant = ", ".join(f"{k}={v}" for k, v in options.items()) or "standard"
            print(f"| {info.name_en} | {variant} | {deals} | {result.won} | {result.percent:.1f}% "
                  f"| {deals / seconds:,.0f} |", flush=True)


if __name__ == "__main__":
    main()
