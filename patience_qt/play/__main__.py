"""``python -m patience_qt.play simulate GAME -n N [--seed S] [--option NAME=VALUE …] [--policy hint|baseline]
[--detail]``;
``python -m patience_qt.play odds GAME -n N [--seed S] [--option NAME=VALUE …] [--seconds T] [--nodes K]
[--retry-unknown T2 [--retry-nodes K2]] [--jobs J | --scheduler tcp://HOST:PORT]``;
``python -m patience_qt.play --version``.

N is 1 … 1,000,000 deals, S a game number (S+N−1 a game number too), T above 0 and at most 3600 seconds
a deal, K 0 (no limit) … 10**12 positions a deal, J 1 … 256 processes (default: all cores; odds
shows its progress on standard error when that is a terminal); an option is written as for the main
program (``two_reserves=true``, ``redeals=5``); ``--scheduler`` spreads the deals over the workers of a
Dask scheduler instead of local processes (``odds/cluster.py``; docs/odds.md, "On a cluster");
``--retry-unknown`` searches the deals left unknown again, for up to T2 seconds (and K2 positions, 0 no
limit, the default) each, through the same processes or cluster. Bad input
prints one line ``patience_qt.play: error: …`` and exits with status 2, as the main program does: the
flags are read by ``cli_input``'s parts, through ``odds/command_line.py`` as the odds table's script
reads them; so does a cluster that cannot be reached or is lost.
"""

from __future__ import annotations

import argparse
import sys

from ..rules import GAMES
from .odds.cluster import ClusterError
from .odds.command_line import (
    ArgumentError,
    OneLineParser,
    add_deal_flags,
    add_search_flags,
    add_version,
    check_game,
    parse_options,
    read_deals,
    read_search,
    report,
)
from .odds.deals import show_progress
from .odds.run import odds
from .odds.simulate import POLICIES, policy_by_name, simulate

PROGRAM = "patience_qt.play"


def _parser() -> argparse.ArgumentParser:
    """The flags, all read as text: each is checked by ``cli_input``, as the main program's are."""
    parser = OneLineParser(prog=f"python -m {PROGRAM}", description=__doc__)
    add_version(parser)
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play N deals with a policy (the baseline) and count the wins")
    sim.add_argument("game", help="game id: " + ", ".join(GAMES))
    add_deal_flags(sim, deals="1000")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--policy", choices=POLICIES, default="baseline",
                     help="baseline (the family's simple policy, default) or hint (the first hint's move)")
    sim.add_argument("--detail", action="store_true",
                     help="also print the mean number of cards on the foundations per deal")
    odds = commands.add_parser("odds", help="solve N deals: the shares proved winnable, lost, unknown")
    odds.add_argument("game", help="game id: " + ", ".join(GAMES))
    add_deal_flags(odds, deals="100")
    odds.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    add_search_flags(odds, seconds="2")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run a command; bad input is one line on stderr and exit status 2, as in the main program."""
    try:
        args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
        game_id = check_game(args.game)
        seed, (deals,) = read_deals(args.seed, (args.n, "-n"))
        options = parse_options(game_id, args.option)
        if args.command == "odds":
            search = read_search(args)
    except ArgumentError as error:
        return report(PROGRAM, error)
    try:
        if args.command == "odds":
            progress = show_progress(deals) if sys.stderr is not None and sys.stderr.isatty() else None
            lines = odds(game_id, deals, seed, options, search.seconds, progress, search.policy, search.nodes,
                         search.jobs, search.scheduler, search.retry_seconds, search.retry_nodes).report()
        else:
            result = simulate(game_id, deals, seed, options, policy_by_name(game_id, args.policy))
            lines = ([result.detail()] if args.detail else []) + [result.line()]
    except (ValueError, ClusterError) as error:
        return report(PROGRAM, error)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
