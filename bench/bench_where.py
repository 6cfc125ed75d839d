"""Where did it go wrong?: what the look back answers on games the hints lose, and how long it takes.

    python bench/bench_where.py [-n DEALS] [--skip K] [--seconds-each S] [--total T] [--check S]
                                [--histories] [GAME ...]

For each game, the first DEALS game numbers (after the first K) the solver proves winnable
(``play/odds/winnable_deals.json``; Carnival and the clock family have none or no choices and are left out)
are played with the first hint,
the automatic moves joining each step as on the table, until the game ends or the hints have nothing
left; the deals the hints win are skipped. On each lost game the real ``WhereProbe`` answers, as the
window's box asks it (``SECONDS_EACH`` a solve, ``TOTAL_SECONDS`` in all). Prints a Markdown table:
how often it names a move as the one that lost the deal (``LOST_AT``: the position before it proved
winnable, the one after it proved lost), how often it says only that the deal could still be won after
a move and what follows is not proved lost (``NOT_PROVED_LOST``), how often with a move to play instead;
how often it knows only a last winnable position; and the solves and seconds an answer takes. The bench
checks itself: the position after every named move is searched again for ``--check`` seconds (60), and
a named move whose after-position that search wins is counted ("Named, yet won after"; it must be 0).
``--histories``: the histories tests/fixtures/where holds (``tools/make_where_histories.py``: a won line
with one move swapped for one proved losing) are looked back along too, and the swapped move must be
the one named. Not a test: figures to quote.
"""

from __future__ import annotations

import argparse
import json
import platform
import statistics
import sys
import time
from collections import Counter
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from patience_qt.play.odds.table import listed_winnable  # noqa: E402
from patience_qt.play.session import Session  # noqa: E402
from patience_qt.play.solver import solve  # noqa: E402
from patience_qt.play.where_wrong import (  # noqa: E402
    LOST_AT,
    NOT_PROVED_LOST,
    SECONDS_EACH,
    TOTAL_SECONDS,
    WINNABLE_UNTIL,
    WhereProbe,
)
from patience_qt.rules import GAMES  # noqa: E402
from tools.make_where_histories import hint_played  # noqa: E402

GAMES_ASKED = ("rainbow", "open_shop", "toad", "star", "village", "babette")


def winnable_seeds(game_id: str) -> list[int]:
    return listed_winnable(game_id)


def won_after(probe: WhereProbe, step: int, seconds: float) -> bool:
    """The position after the named step, searched again for ``seconds``: won (the naming was wrong)."""
    return solve(probe.position(step + 1), 400_000_000, seconds).verdict == "winnable"


def built_histories(seconds_each: float, total: float) -> None:
    """The built histories of tests/fixtures/where: is the swapped move the one named?"""
    found_exactly = 0
    paths = sorted((ROOT / "tests" / "fixtures" / "where").glob("*.json"))
    for path in paths:
        data = json.loads(path.read_text())
        session = Session.from_dict(data)
        start = time.perf_counter()
        found = WhereProbe.of(session).run(seconds_each, total_seconds=total)
        exact = found.kind == LOST_AT and found.move_number == data["losing_move"]
        found_exactly += exact
        print(f"- {path.stem}: {found.kind}, move {found.move_number} (swapped: {data['losing_move']}), "
              f"{time.perf_counter() - start:.1f} s{'' if exact else ' — NOT FOUND EXACTLY'}", flush=True)
    print(f"Built histories found exactly: {found_exactly} of {len(paths)}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("games", nargs="*", default=list(GAMES_ASKED))
    parser.add_argument("-n", type=int, default=8, help="lost games per game (default 8)")
    parser.add_argument("--skip", type=int, default=0,
                        help="leave out the first K winnable deals (fresh deals: not those tuned on)")
    parser.add_argument("--seconds-each", type=float, default=SECONDS_EACH)
    parser.add_argument("--total", type=float, default=TOTAL_SECONDS)
    parser.add_argument("--check", type=float, default=60.0,
                        help="seconds of the search that checks each named move's after-position (0: none)")
    parser.add_argument("--histories", action="store_true",
                        help="also the built histories of tests/fixtures/where")
    parser.add_argument("--waste", action="store_true",
                        help="with the compiled core's waste-pile relaxation among its dead-end tests")
    args = parser.parse_args()
    if args.waste:
        from patience_qt.play.solver import native

        native.WASTE_RELAXATION = True
    print(f"{date.today()}, {platform.python_implementation()} {platform.python_version()}, "
          f"{platform.machine()}; up to {args.n} games the hints lost per game, from the deals the solver "
          f"proves winnable{f' after the first {args.skip}' if args.skip else ''}; {args.seconds_each:g} s "
          f"a solve, {args.total:g} s an answer")
    if args.histories:
        built_histories(args.seconds_each, args.total)
    print("| Game | Lost games | Move named, proved both sides | Named, yet won after | Not proved lost "
          "after a winnable move | With a move instead | Last winnable known | Other | Solves (median) "
          "| Seconds (median, worst) |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for game_id in args.games:
        kinds: Counter[str] = Counter()
        instead = wrong = 0
        solves: list[int] = []
        seconds: list[float] = []
        for seed in winnable_seeds(game_id)[args.skip:]:
            if sum(kinds.values()) >= args.n:
                break
            session = hint_played(game_id, seed)
            if session.game.is_won() or not session.done:
                continue
            start = time.perf_counter()
            probe = WhereProbe.of(session)
            found = probe.run(args.seconds_each, total_seconds=args.total)
            seconds.append(time.perf_counter() - start)
            if found.kind == LOST_AT and args.check and won_after(probe, found.step, args.check):
                wrong += 1
                print(f"  {game_id} {seed}: move {found.move_number} named, yet the position after it is won",
                      flush=True)
            print(f"  {game_id} {seed}: {found.kind}, move {found.move_number}, winnable until "
                  f"{found.winnable_until}, {seconds[-1]:.1f} s, {found.solves} solves", file=sys.stderr,
                  flush=True)
            kinds[found.kind] += 1
            solves.append(found.solves)
            instead += found.instead is not None
        lost = sum(kinds.values())
        if not lost:
            print(f"| {GAMES[game_id].name_en} | 0 | - | - | - | - | - | - | - | - |", flush=True)
            continue
        other = lost - kinds[LOST_AT] - kinds[NOT_PROVED_LOST] - kinds[WINNABLE_UNTIL]
        print(f"| {GAMES[game_id].name_en} | {lost} | {kinds[LOST_AT]} | {wrong} | {kinds[NOT_PROVED_LOST]} "
              f"| {instead} | {kinds[WINNABLE_UNTIL]} | {other} | {statistics.median(solves):.0f} "
              f"| {statistics.median(seconds):.1f}, {max(seconds):.1f} |", flush=True)


if __name__ == "__main__":
    main()
