"""Record a winning line of every deal ``winnable_deals.json`` lists, for the check that holds the
compiled core to the rules along each of them (tests/play/test_native_truth.py).

The list was proved by the odds table's searches, some of them a second search of up to a minute with no
position limit, so a test that searched each deal again within its own limits could not win them all and
would take the time of the search, not of the check. Recorded once, every listed line is checked, quickly.

Each deal is solved with the hint policy's play-out and the search, within ``LIMITS`` (a node limit
first, so that the same line comes out on any machine; the hardest deals take a minute or more each,
and 20 of them needed ``--nodes 400000000 --seconds 240``).
A line is written as the index of each move among the rules' ``legal_moves()`` at its position, one
character each (``ALPHABET``; ``~`` and two characters above 61): a line recorded before the rules
changed the order of their moves no longer wins, and the test says to record them again. Run from the
project's root with the compiled core built::

    python tools/record_winning_lines.py [--jobs N] [--again] [--nodes N] [--seconds S] [GAME ...]

It adds to ``tests/fixtures/winning_lines.txt.gz`` the lines of the listed deals it does not hold (with
``--again``, of every listed deal of the games named, or of all), writing it as it goes, so that a run
stopped half-way keeps what it found; it exits with 1, naming them, when some deal was not won again.
"""

from __future__ import annotations

import argparse
import gzip
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from patience_qt.play.odds.table import WINNABLE_PATH, load_odds_table
from patience_qt.play.solver import WINNABLE, solve
from patience_qt.rules import Game, Move, new_game
from patience_qt.rules.variants import read_variant_key

OUT = Path("tests/fixtures/winning_lines.txt.gz")
ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
WIDE = "~"  # the next two characters are the index, for positions with more than 62 legal moves
LIMITS = (40_000_000, 1800.0)  # (positions, seconds) of a solve


def encode(game: Game, line: list[Move]) -> str:
    """The line as indices into ``legal_moves()``, played on ``game`` (left where the line ends)."""
    out = []
    for move in line:
        index = game.legal_moves().index(move)
        high, low = divmod(index, len(ALPHABET))
        out.append(ALPHABET[index] if index < len(ALPHABET) else WIDE + ALPHABET[high] + ALPHABET[low])
        game.push(move)
    return "".join(out)


def decode(game: Game, text: str) -> list[Move]:
    """The moves of an encoded line, played on ``game``; ValueError when one is not there to play."""
    moves, i = [], 0
    while i < len(text):
        if text[i] == WIDE:
            index = ALPHABET.index(text[i + 1]) * len(ALPHABET) + ALPHABET.index(text[i + 2])
            i += 3
        else:
            index = ALPHABET.index(text[i])
            i += 1
        legal = game.legal_moves()
        if index >= len(legal):
            raise ValueError(f"move {len(moves) + 1} of the line is not among the position's moves")
        moves.append(legal[index])
        game.push(legal[index])
    return moves


def read_lines(path: Path = OUT) -> dict[tuple[str, str], dict[int, str]]:
    """The recorded lines: (game, variant key) -> game number -> encoded line. A file recorded before the
    odds table keyed its rows as the statistics do names the variant in the older form (``standard``):
    read in the one form (``rules.variants``), as the table's rows are."""
    lines: dict[tuple[str, str], dict[int, str]] = {}
    if path.exists():
        with gzip.open(path, "rt", encoding="ascii") as f:
            for row in f:
                game_id, variant, seed, text = row.split()
                lines.setdefault((game_id, read_variant_key(game_id, variant)), {})[int(seed)] = text
    return lines


def write_lines(lines: dict[tuple[str, str], dict[int, str]], path: Path = OUT) -> None:
    # mtime=0: the same lines make the same bytes, so a run that finds the same lines changes nothing;
    # written aside and then moved, so that a run stopped while writing leaves the last whole file
    part = path.with_name(path.name + ".part")
    with open(part, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as f:
        for (game_id, variant), by_seed in sorted(lines.items()):
            for seed, text in sorted(by_seed.items()):
                f.write(f"{game_id} {variant} {seed} {text}\n".encode("ascii"))
    part.replace(path)


def record(game_id: str, options: dict[str, Any], seed: int,
           limits: tuple[int, float] = LIMITS) -> str | None:
    """The deal's winning line, encoded; None when it was not won within ``limits``."""
    nodes, seconds = limits
    result = solve(new_game(game_id, seed=seed, options=options), max_nodes=nodes, max_seconds=seconds)
    if result.verdict != WINNABLE:
        return None
    game = new_game(game_id, seed=seed, options=options)
    text = encode(game, list(result.line))
    if not game.is_won():
        raise AssertionError(f"{game_id} {seed}: the solver's line does not win")
    return text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("games", nargs="*", help="only these games (default: every listed game)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--again", action="store_true", help="record the lines it holds again too")
    parser.add_argument("--nodes", type=int, default=LIMITS[0], help="positions a search may look at")
    parser.add_argument("--seconds", type=float, default=LIMITS[1], help="seconds a search may take")
    args = parser.parse_args(argv)
    table = load_odds_table(WINNABLE_PATH)
    lines = read_lines()
    jobs = []
    for game_id, variants in table.items():
        for variant, entry in variants.items():
            held = lines.setdefault((game_id, variant), {})
            listed = set(entry.get("winnable_seeds", []))
            for seed in set(held) - listed:  # a deal no longer listed
                del held[seed]
            if args.games and game_id not in args.games:
                continue
            jobs += [(game_id, variant, entry["options"], seed)
                     for seed in sorted(listed) if args.again or seed not in held]
    limits = (args.nodes, args.seconds)
    missing = []
    start = written = time.perf_counter()
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(record, game_id, options, seed, limits) for game_id, _, options, seed in jobs]
        for n, ((game_id, variant, _, seed), future) in enumerate(zip(jobs, futures, strict=True), 1):
            text = future.result()
            if text is None:
                missing.append(f"{game_id} {variant} {seed}")
            else:
                lines[(game_id, variant)][seed] = text
            if time.perf_counter() - written > 30 or n == len(jobs):
                write_lines(lines)
                written = time.perf_counter()
                print(f"{n} of {len(jobs)} deals, {written - start:.0f} s", file=sys.stderr)
    write_lines(lines)
    if missing:
        print(f"not won again within {limits[0]} positions and {limits[1]:g} s: {', '.join(missing)}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
