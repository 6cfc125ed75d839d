"""Automatic moves against the solver: how often does the table's own move lose a winnable position?

    python bench/bench_automove.py [-n DEALS] [--seconds S] [--jobs J] [GAME ...]

Along the recorded winning line (``tests/fixtures/winning_lines.txt.gz``, tools/record_winning_lines.py)
of the first DEALS listed deals of each game, every position is winnable. Wherever the automatic move
differs from the line's next move it is played and the position after it solved (``--seconds`` each, the
compiled core): "lost" is a winnable position the table's move made lost. Counted for the rule before
issue 48 (``old_safe_automove``, kept here as it was: every outer card that fits goes home, unless two
foundations of different lengths take it) and for ``play.automove.safe_automove`` now, with the
certified moves (``certified_automove``) apart; and the new rule's time a call, mean and worst, on the
positions of the lines (what the table's thread waits after each move), and the worst in CPU time (the
same without the waits of a machine shared with other work). Prints a Markdown table. Not a
test: figures to quote (docs/benchmarks.md, "Automatic moves").
"""

from __future__ import annotations

import argparse
import platform
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from patience_qt.play.automove import certified_automove, safe_automove  # noqa: E402
from patience_qt.play.odds.table import WINNABLE_PATH, listed_winnable, load_odds_table  # noqa: E402
from patience_qt.play.solver import NOT_WINNABLE, WINNABLE, solve  # noqa: E402
from patience_qt.rules import Game, Move, new_game  # noqa: E402
from patience_qt.rules.variants import variant_key  # noqa: E402
from tools import record_winning_lines  # noqa: E402

GAMES = ("rainbow", "open_shop", "toad", "star", "village", "babette")
SOURCE_ORDER = ("reserve", "hand", "waste", "column")


# -- the rule before issue 48 (patience_qt/play/automove.py at 1488d4a), kept for the comparison --------
def _old_foundations_differ(game: Game, move: Move, legal: list[Move]) -> bool:
    for other in legal:
        if other.card == move.card and other.src == move.src and other.dst != move.dst:
            pile = game.pile(other.dst)
            if pile.kind == "foundation" and len(pile.cards) != len(game.pile(move.dst).cards):
                return True
    return False


def old_safe_automove(game: Game) -> Move | None:
    """The old rule: an outer card that fits a foundation goes home, reserve first."""
    found: list[tuple[int, Move]] = []
    legal = game.legal_moves()
    for move in legal:
        if move.kind != "move" or move.card is None:
            continue
        src, dst = game.pile(move.src), game.pile(move.dst)
        if dst.kind != "foundation" or src.kind == "foundation":
            continue
        if move.card_index != len(src.cards) - 1 or _old_foundations_differ(game, move, legal):
            continue
        rank = SOURCE_ORDER.index(src.kind) if src.kind in SOURCE_ORDER else len(SOURCE_ORDER)
        found.append((rank, move))
    return min(found, key=lambda pair: pair[0])[1] if found else None


# -- one deal ----------------------------------------------------------------------------------------
def verdict_after(game: Game, move: Move, seconds: float) -> str:
    after = game.copy(history=False)
    after.push(move)
    if after.is_won():
        return WINNABLE
    return solve(after, max_seconds=seconds).verdict


def one_deal(game_id: str, options: dict, seed: int, text: str, seconds: float) -> dict:
    """The counts of one deal's line: per rule, the places its move differs from the line's and what
    the solver says of the position after it; the new rule's call times."""
    game = new_game(game_id, seed=seed, options=options)
    line = record_winning_lines.decode(game.copy(history=False), text)
    out = {"positions": len(line), "old": {}, "new": {}, "old_moves": 0, "new_moves": 0, "certified": 0,
           "times": [], "cpu": []}
    for step in line:
        old = old_safe_automove(game)
        start, cpu = time.perf_counter(), time.process_time()
        new = safe_automove(game)
        out["times"].append(time.perf_counter() - start)
        out["cpu"].append(time.process_time() - cpu)
        out["old_moves"] += old is not None
        out["new_moves"] += new is not None
        if new is not None and certified_automove(game) == new:
            out["certified"] += 1
        for name, move in (("old", old), ("new", new)):
            if move is not None and move != step:
                verdict = verdict_after(game, move, seconds)
                out[name][verdict] = out[name].get(verdict, 0) + 1
        game.push(step)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", default=list(GAMES))
    parser.add_argument("-n", "--deals", type=int, default=15, help="listed deals of each game")
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds a solve after a move")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    lists = load_odds_table(WINNABLE_PATH)
    lines = record_winning_lines.read_lines()
    print(f"bench_automove {date.today()} {platform.python_version()}, first {args.deals} listed deals "
          f"a game, {args.seconds:g} s a solve\n")
    print("| game | deals | positions | old: moves | differs | lost | unknown | new: moves | certified "
          "| differs | lost | unknown | new: ms a call, mean | worst | worst CPU |")
    print("|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|")
    with ProcessPoolExecutor(args.jobs) as pool:
        for game_id in args.games:
            seeds = listed_winnable(game_id, {}, lists)[:args.deals]
            held = lines.get((game_id, variant_key(game_id)), {})
            futures = [pool.submit(one_deal, game_id, {}, seed, held[seed], args.seconds)
                       for seed in seeds if seed in held]
            done = [future.result() for future in futures]
            times = [t for d in done for t in d["times"]]
            row = [game_id, str(len(done)), str(sum(d["positions"] for d in done))]
            for name in ("old", "new"):
                counts = [d[name] for d in done]
                row.append(str(sum(d[f"{name}_moves"] for d in done)))
                if name == "new":
                    row.append(str(sum(d["certified"] for d in done)))
                row += [str(sum(sum(c.values()) for c in counts)),
                        str(sum(c.get(NOT_WINNABLE, 0) for c in counts)),
                        str(sum(c.get("unknown", 0) for c in counts))]
            cpu = [t for d in done for t in d["cpu"]]
            row += [f"{1000 * sum(times) / max(1, len(times)):.1f}", f"{1000 * max(times, default=0):.0f}",
                    f"{1000 * max(cpu, default=0):.0f}"]
            print("| " + " | ".join(row) + " |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
