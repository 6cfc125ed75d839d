"""``python -m patience_qt.play.odds table|markdown``: the odds table made, and the one installed with
the program printed (``run.py`` says what an entry holds; the odds of some deals are the play command's,
``python -m patience_qt.play odds GAME``).

    python -m patience_qt.play.odds table [GAME …] [--variant KEY …] [-n 1000] [--clock-n 10000]
        [--seconds 1] [--nodes K] [--retry-unknown SECONDS [--retry-nodes K]] [--budget SECONDS]
        [--jobs J | --scheduler tcp://HOST:PORT] [--out FILE]
    python -m patience_qt.play.odds policy [GAME …] [--variant KEY …] [--jobs J] [--budget SECONDS]
        [--resume] [--out FILE]
    python -m patience_qt.play.odds again GAME [--variant KEY] --seconds S [--nodes K] [--budget SECONDS]
        [--jobs J | --scheduler tcp://HOST:PORT] [--out FILE] [--list FILE] [--restart]
    python -m patience_qt.play.odds markdown

Its flags are checked as the ``odds`` command's (``command_line``): bad input is one line
``patience_qt.play.odds: error: …`` and status 2. The table goes to ``--out FILE``, or to the player's
own table (``odds_table.json`` in the player's data folder, which the program reads before the installed
one); the installed table is written only when ``--out`` names it (the project makes it so). What
``--out`` names is checked before the first deal (``table_out``).
"""

from __future__ import annotations

import contextlib
import shlex
import sys
from pathlib import Path
from typing import Any

from ...rules import GAMES
from ...rules.catalog import game_info
from ...rules.variants import options_text, read_variant_key, variant_key
from .command_line import (
    ArgumentError,
    OneLineParser,
    add_deal_flags,
    add_search_flags,
    brief,
    check_game,
    parse_address,
    parse_count,
    parse_seconds,
    read_deals,
    read_search,
    report,
)
from .deals import forced
from .run import VARIANTS, markdown_table, odds, store_entry
from .table import player_table_path
from .table_out import TableOutError, check_out

PROGRAM = "patience_qt.play.odds"


def make_table(argv: list[str] | None = None) -> int:
    """The ``table`` script mode; its flags are checked as the ``odds`` command's (one line, status 2)."""
    parser = OneLineParser(prog=f"python -m {PROGRAM} table", description="compute odds_table.json")
    parser.add_argument("games", nargs="*", help="game ids (default: all fourteen)")
    parser.add_argument("--variant", action="append", default=[], metavar="KEY",
                        help="only this variant of the games named: its options (standard, "
                        "deep_ace=false …) or its key (toad[deep_ace=false]) (repeatable; default: every "
                        "variant)")
    add_deal_flags(parser, deals="1000", what="deals per game and variant")
    parser.add_argument("--clock-n", default="10000", help="deals per clock-family game (default 10000)")
    add_search_flags(parser, seconds="1")
    parser.add_argument("--budget", default="0",
                        help="seconds of computing per game and variant; stop early, keep the deals done "
                        "(--retry-unknown's searches come after it)")
    parser.add_argument("--out", type=Path, help="the table to update: a table file or a new name in a "
                        "folder that can be written to (default: odds_table.json in the player's data "
                        "folder, which the program reads before the installed table)")
    try:
        args = parser.parse_args(argv)
        games = [check_game(game_id) or "" for game_id in args.games] or list(GAMES)
        kinds = {forced(game_id) for game_id in games}  # the clock family's games deal --clock-n
        seed, counts = read_deals(args.seed, (args.n, "-n"), (args.clock_n, "--clock-n"),
                                  dealt=(False in kinds, True in kinds))
        search = read_search(args)
        budget = parse_seconds(args.budget, "--budget", 7 * 24 * 3600.0, zero=True)
        runs = [(game_id, options) for game_id in games for options in _variants(game_id, args.variant)]
        out = _out(args.out)
    except (ArgumentError, TableOutError) as error:
        return report(PROGRAM, error)
    from .cluster import ClusterError  # imports no Dask itself

    given = sys.argv[2:] if argv is None else argv
    command = shlex.join(["python", "-m", PROGRAM, "table", *given])
    for game_id, options in runs:
        deals = counts[1] if forced(game_id) else counts[0]
        try:
            result = odds(game_id, deals, seed, options, search.seconds, None, search.policy, search.nodes,
                          search.jobs, search.scheduler, search.retry_seconds, search.retry_nodes, budget)
        except ClusterError as error:  # the rows done so far are stored: name the rest to resume
            return report(PROGRAM, error)
        try:
            store_entry(result, command, out)
        except TableOutError as error:  # changed since it was checked: left as it is
            return report(PROGRAM, error)
        print(result.line(), f"({options_text(result.variant)}, {result.elapsed:.0f} s)", flush=True)
    return 0


def _out(given: Path | None) -> Path:
    """The table the run writes, checked before the first deal (``table_out.check_out``: the work would
    be lost, or a file written that should not be): ``--out``, or the player's table, never the one
    installed with the program (its folder is made when missing)."""
    if given is not None:
        check_out(given, f"--out {given}")
        return given
    try:
        path = player_table_path()
        path.parent.mkdir(parents=True, exist_ok=True)
    except (OSError, RuntimeError) as error:
        raise TableOutError(f"the player's data folder cannot be made ({error}): name a table with --out "
                            "FILE") from None
    check_out(path, f"the odds table {path}")
    return path


def print_markdown(argv: list[str]) -> int:
    """The ``markdown`` script mode: the shipped table as Markdown. It takes no flags; one given is
    refused (one line, status 2) rather than passed over, as the table mode's are."""
    parser = OneLineParser(prog=f"python -m {PROGRAM} markdown",
                           description="print the shipped odds table as Markdown")
    try:
        parser.parse_args(argv)
    except ArgumentError as error:
        return report(PROGRAM, error)
    print(markdown_table())
    return 0


def recompute_policy(argv: list[str]) -> int:
    """The ``policy`` script mode: the stored rows' policy column computed again (``policy_column``)."""
    from .policy_column import recompute
    from .run import store_row
    from .table import load_odds_table

    parser = OneLineParser(prog=f"python -m {PROGRAM} policy",
                           description="compute the hint policy's wins of the stored rows again")
    parser.add_argument("games", nargs="*", help="game ids (default: every game with a choice to make)")
    parser.add_argument("--variant", action="append", default=[], metavar="KEY",
                        help="only this variant of the games named (repeatable; default: every one stored)")
    parser.add_argument("--jobs", default="1", help="processes to spread the deals over (default 1)")
    parser.add_argument("--budget", default="0",
                        help="seconds of computing per row; stop early, keep the deals done "
                        "(default 0: none)")
    parser.add_argument("--resume", action="store_true",
                        help="a row this command left short goes on from its next deal")
    parser.add_argument("--out", type=Path, default=None,
                        help="the table to read and update (default: the player's, over the installed one, "
                        "written to the player's: the installed table is never written but by naming it)")
    try:
        args = parser.parse_args(argv)
        games = [check_game(game_id) or "" for game_id in args.games] or list(GAMES)
        jobs = parse_count(args.jobs, "--jobs", 1, 256)
        budget = parse_seconds(args.budget, "--budget", 7 * 24 * 3600.0, zero=True)
        out = _out(args.out)
    except (ArgumentError, TableOutError) as error:
        return report(PROGRAM, error)
    command = shlex.join(["python", "-m", PROGRAM, "policy", *argv])
    table = load_odds_table(args.out)  # without --out: the player's rows over the installed ones
    for game_id in games:
        if forced(game_id):
            continue  # the one move is the game: the column is the solver's replay
        for key, entry in table.get(game_id, {}).items():
            if args.variant and key not in _keys(game_id, args.variant):
                continue
            if args.resume and entry.get("policy_deals", 0) >= entry["deals"]:
                continue  # done
            row = recompute(game_id, entry, jobs, budget, command, args.resume)
            try:
                store_row(game_id, key, row, out)
            except TableOutError as error:
                return report(PROGRAM, error)
            print(f"{game_id} ({options_text(key)}): following the hints won {row['policy_won']} of "
                  f"{row['policy_deals']} (was {entry['policy_won']} of {entry['deals']}), "
                  f"{row['policy_elapsed']:.0f} s", flush=True)
    return 0


def search_again(argv: list[str]) -> int:
    """The ``again`` script mode: a stored row's undecided deals searched again (``again``), its progress
    stored in the row as it goes, so that the same command after a stop goes on from the next deal."""
    from . import again
    from .run import deal_pool, store_row
    from .table import load_odds_table, read_table

    parser = OneLineParser(prog=f"python -m {PROGRAM} again",
                           description="search a stored row's undecided deals again")
    parser.add_argument("game", help="game id")
    parser.add_argument("--variant", default="standard", metavar="KEY",
                        help="the row's variant: its options (deep_ace=false) or its key (default standard)")
    parser.add_argument("--seconds", required=True, help="solver limit per deal, above 0")
    parser.add_argument("--nodes", default="0", help="and in positions per deal (default: none)")
    parser.add_argument("--budget", default="0",
                        help="seconds of computing; stop, keep the deals done (default 0: none)")
    parser.add_argument("--jobs", default="1", help="processes to spread the deals over (default 1)")
    parser.add_argument("--scheduler", help="a Dask scheduler, tcp://HOST:PORT, instead of processes")
    parser.add_argument("--out", type=Path, default=None,
                        help="the table to read and update (default: the player's, over the installed one, "
                        "written to the player's)")
    parser.add_argument("--list", type=Path, default=None, dest="winnable_list",
                        help="a winnable list (winnable_deals.json) whose row of the same deals gives the "
                        "winnable game numbers the table leaves out, and gets the new ones")
    parser.add_argument("--restart", action="store_true",
                        help="drop a second search under way with other limits and start this one")
    try:
        args = parser.parse_args(argv)
        game_id = check_game(args.game) or ""
        key = next(iter(_keys(game_id, [args.variant])), None)
        if key is None:
            raise ArgumentError(f"bad --variant {brief(args.variant)}")
        seconds = parse_seconds(args.seconds, "--seconds", 24 * 3600.0)
        nodes = parse_count(args.nodes, "--nodes", 0, 10**12)
        budget = parse_seconds(args.budget, "--budget", 7 * 24 * 3600.0, zero=True)
        jobs = parse_count(args.jobs, "--jobs", 1, 256)
        scheduler = None if args.scheduler is None else parse_address(args.scheduler, "--scheduler")
        out = _out(args.out)
        entry = load_odds_table(args.out).get(game_id, {}).get(key)
        if entry is None:
            raise ArgumentError(f"the table has no row {key}")
        listed = None
        if args.winnable_list is not None:
            list_entry = (read_table(args.winnable_list) or {}).get(game_id, {}).get(key)
            if list_entry is None or not again.same_deals(list_entry, entry):
                raise ArgumentError(f"{args.winnable_list} has no row of the same deals as the table's {key}")
            listed = list_entry.get("winnable_seeds")
        command = shlex.join(["python", "-m", PROGRAM, "again", *argv])
        block = entry.get("again")
        if block is not None and (block["seconds"], block["nodes"]) != (seconds, nodes) and not args.restart:
            raise ArgumentError(f"a second search at {block['seconds']:g} s or {block['nodes']} positions "
                                "is under way: go on with those limits, or --restart")
        if block is None or args.restart:
            block = again.start_block(entry, seconds, nodes, command, listed)
    except (ArgumentError, TableOutError, again.AgainError) as error:
        return report(PROGRAM, error)
    except (OSError, ValueError) as error:
        return report(PROGRAM, ArgumentError(f"{args.winnable_list}: {error}"))
    from .cluster import ClusterError

    def save(block: dict[str, Any]) -> None:
        store_row(game_id, key, {**entry, "again": block}, out)

    def progress(block: dict[str, Any]) -> None:
        print(f"\rodds again: {again.searched(block)}/{len(block['seeds'])} deals, "
              f"{len(block['winnable'])} winnable, {len(block['lost'])} lost, {block['elapsed']:.0f} s",
              end="", file=sys.stderr, flush=True)

    try:
        with deal_pool(jobs, len(again.pending(block)), scheduler) as pool:
            again.search(game_id, entry, block, jobs, pool, budget, save, progress)
        print(file=sys.stderr)
        left = len(block["seeds"]) - again.searched(block)
        if left:
            print(f"{game_id} ({options_text(key)}): {left} deals still to search; the same command goes "
                  "on with them", flush=True)
            return 0
        row = again.fold(entry, block)
        store_row(game_id, key, row, out)
        if args.winnable_list is not None:
            list_entry = (read_table(args.winnable_list) or {})[game_id][key]
            store_row(game_id, key, again.grown_list(list_entry, row, block["winnable"]), args.winnable_list)
    except (ClusterError, TableOutError, again.AgainError) as error:
        return report(PROGRAM, error)
    print(f"{game_id} ({options_text(key)}): searched again {len(block['seeds'])}: {len(block['winnable'])} "
          f"winnable, {len(block['lost'])} lost, {len(block['unknown'])} unknown; the row now winnable "
          f"{row['winnable']}, lost {row['lost']}, unknown {row['unknown']} of {row['deals']}", flush=True)
    return 0


def _keys(game_id: str, given: list[str]) -> set[str]:
    """The ``--variant`` values that name a variant of this game, as its keys (``rules.variants``): either
    form is taken, the options alone (``standard``, ``deep_ace=false``) or the key itself."""
    keys = set()
    for text in given:
        with contextlib.suppress(ValueError):
            keys.add(read_variant_key(game_id, text))
    return keys


def _variants(game_id: str, given: list[str]) -> list[dict[str, Any]]:
    """The options of the game's rows the table run makes: all (no ``--variant``), or those named so;
    a variant the game has not is refused (one line naming those it has)."""
    info = game_info(game_id)
    every = {variant_key(info.id, options): options for options in [{}, *VARIANTS.get(info.id, [])]}
    for text in given:
        if not _keys(game_id, [text]) & set(every):
            shown = ", ".join(options_text(key) for key in every)
            raise ArgumentError(f"bad --variant {brief(text)}: {info.id}'s are {shown}")
    keys = _keys(game_id, given)
    return [options for key, options in every.items() if not given or key in keys]


def main(argv: list[str] | None = None) -> int:
    """The script modes, ``table`` and ``markdown``; anything else is one line and status 2."""
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["table"]:
        return make_table(argv[1:])
    if argv[:1] == ["policy"]:
        return recompute_policy(argv[1:])
    if argv[:1] == ["again"]:
        return search_again(argv[1:])
    if argv[:1] == ["markdown"]:
        return print_markdown(argv[1:])
    # the odds of some deals are the play command's (python -m patience_qt.play odds GAME …): this one
    # only makes and prints the shipped table
    return report(PROGRAM, ArgumentError(
        "the modes are 'table', 'policy', 'again' and 'markdown'; the odds of some deals: "
        "python -m patience_qt.play odds GAME"))


if __name__ == "__main__":
    sys.exit(main())
