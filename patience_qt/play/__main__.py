"""``python -m patience_qt.play simulate GAME -n N [--seed S] [--option NAME=VALUE …] [--policy hint|baseline]
[--detail]``;
``python -m patience_qt.play odds GAME -n N [--seed S] [--option NAME=VALUE …] [--seconds T] [--nodes K]
[--retry-unknown T2 [--retry-nodes K2]] [--jobs J | --scheduler tcp://HOST:PORT]``;
``python -m patience_qt.play --version``.

N is 1 … 1,000,000 deals, S a game number (S+N−1 a game number too), T above 0 and at most 3600 seconds
a deal, K 0 (no limit) … 10**12 positions a deal, J 1 … 256 processes (default: all cores; odds
shows its progress on standard error when that is a terminal); an option is written as for the main
program (``two_reserves=true``, ``redeals=5``); ``--scheduler`` spreads the deals over the workers of a
Dask scheduler instead of local processes (``odds_cluster``; docs/odds.md, "On a cluster");
``--retry-unknown`` searches the deals left unknown again, for up to T2 seconds (and K2 positions, 0 no
limit, the default) each, through the same processes or cluster. Bad input
prints one line ``patience_qt.play: error: …`` and exits with status 2, as the main program does: the
flags are read by ``cli_input``'s parts; so does a cluster that cannot be reached or is lost.
"""

from __future__ import annotations

import argparse
import sys

from ..cli_input import (
    ArgumentError,
    OneLineParser,
    add_version,
    check_game,
    check_game_numbers,
    parse_address,
    parse_count,
    parse_options,
    parse_seconds,
    parse_seed,
    report,
)
from ..rules import GAMES
from .command_options import (
    MAX_DEALS,
    MAX_JOBS,
    MAX_NODES,
    MAX_SECONDS,
    RETRY_HELP,
    RETRY_NODES_HELP,
    parse_retry,
)
from .odds import odds
from .odds_cluster import ClusterError
from .odds_deals import default_jobs, show_progress
from .simulate import POLICIES, policy_by_name, simulate

PROGRAM = "patience_qt.play"


def _parser() -> argparse.ArgumentParser:
    """The flags, all read as text: each is checked by ``cli_input``, as the main program's are."""
    parser = OneLineParser(prog=f"python -m {PROGRAM}", description=__doc__)
    add_version(parser)
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play N deals with a policy (the baseline) and count the wins")
    sim.add_argument("game", help="game id: " + ", ".join(GAMES))
    sim.add_argument("-n", default="1000", help=f"number of deals, 1 … {MAX_DEALS} (default 1000)")
    sim.add_argument("--seed", default="1", help="first game number (default 1)")
    sim.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sim.add_argument("--policy", choices=POLICIES, default="baseline",
                     help="baseline (the family's simple policy, default) or hint (the first hint's move)")
    sim.add_argument("--detail", action="store_true",
                     help="also print the mean number of cards on the foundations per deal")
    odds = commands.add_parser("odds", help="solve N deals: the shares proved winnable, lost, unknown")
    odds.add_argument("game", help="game id: " + ", ".join(GAMES))
    odds.add_argument("-n", default="100", help=f"number of deals, 1 … {MAX_DEALS} (default 100)")
    odds.add_argument("--seed", default="1", help="first game number (default 1)")
    odds.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    odds.add_argument("--seconds", default="2",
                      help=f"solver limit per deal, above 0 and at most {MAX_SECONDS:g} (default 2)")
    odds.add_argument("--nodes", default="0",
                      help="solver limit in positions per deal, the same on any machine (default: none)")
    odds.add_argument("--retry-unknown", default="0", metavar="SECONDS", help=RETRY_HELP)
    odds.add_argument("--retry-nodes", default="0", metavar="K", help=RETRY_NODES_HELP)
    odds.add_argument("--policy", choices=("hint", "hints", "baseline"), default="hints",
                      help="policy to play each deal with (default: hints when present)")
    odds.add_argument("--jobs", default=str(default_jobs()),
                      help=f"processes to spread the deals over, 1 … {MAX_JOBS} (default: all cores)")
    odds.add_argument("--scheduler", help="a Dask scheduler, tcp://HOST:PORT, to spread the deals over "
                      "its workers instead (needs the extra [cluster]; docs/odds.md, 'On a cluster')")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run a command; bad input is one line on stderr and exit status 2, as in the main program."""
    try:
        args = _parser().parse_args(sys.argv[1:] if argv is None else argv)
        game_id = check_game(args.game)
        deals = parse_count(args.n, "-n", 1, MAX_DEALS)
        seed = parse_seed(args.seed) or 0
        check_game_numbers(seed, deals)
        options = parse_options(game_id, args.option)
        if args.command == "odds":
            seconds = parse_seconds(args.seconds, "--seconds", MAX_SECONDS)
            nodes = parse_count(args.nodes, "--nodes", 0, MAX_NODES)
            retry = parse_retry(args.retry_unknown, args.retry_nodes)
            jobs = parse_count(args.jobs, "--jobs", 1, MAX_JOBS)
            scheduler = None if args.scheduler is None else parse_address(args.scheduler, "--scheduler")
    except ArgumentError as error:
        return report(PROGRAM, error)
    try:
        if args.command == "odds":
            progress = show_progress(deals) if sys.stderr is not None and sys.stderr.isatty() else None
            lines = odds(game_id, deals, seed, options, seconds, progress, args.policy, nodes, jobs,
                         scheduler, *retry).report()
        else:
            result = simulate(game_id, deals, seed, options, policy_by_name(game_id, args.policy))
            lines = ([result.detail()] if args.detail else []) + [result.line()]
    except (ValueError, ClusterError) as error:
        return report(PROGRAM, error)
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
