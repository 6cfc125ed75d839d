"""What the play commands' command lines share: ``python -m patience_qt.play simulate|odds`` and the odds
table's script, ``python -m patience_qt.play.odds table``. One place, so the commands offer the same
flags, refuse the same values and import the checks of ``cli_input`` once.

The deals' flags (``-n``, ``--seed``) are added by ``add_deal_flags`` and read by ``read_deals``;
the search's (``--seconds``, ``--nodes``, ``--retry-unknown``, ``--retry-nodes``, ``--policy``,
``--jobs``, ``--scheduler``) are added by ``add_search_flags`` and read by ``read_search``. Bad input
is an ``ArgumentError``, which ``report`` prints as one line (status 2).
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from dataclasses import dataclass

from ...cli_input import (
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
from ...quoting import brief
from .deals import default_jobs

__all__ = ["ArgumentError", "OneLineParser", "add_version", "brief", "check_game", "parse_count",
           "parse_address", "parse_options", "parse_seconds", "report", "SearchFlags", "add_deal_flags",
           "add_search_flags",
           "read_deals", "read_search"]

MAX_DEALS = 1_000_000
MAX_SECONDS = 3600.0  # per deal
MAX_NODES = 10**12  # per deal, the solver's own ceiling
MAX_JOBS = 256  # odds --jobs: processes
ODDS_POLICIES = ("hint", "hints", "baseline")  # "hint" as simulate spells it

RETRY_HELP = ("search the deals left unknown again, for up to SECONDS each and with no limit of positions "
              "(unless --retry-nodes), through the same processes or cluster (default 0: not)")
RETRY_NODES_HELP = ("a limit of positions for --retry-unknown's searches, the same on any machine "
                    "(default: none)")


@dataclass(frozen=True)
class SearchFlags:
    """The search's limits and where it runs, read and checked: ``odds``'s arguments after the deals."""

    seconds: float
    nodes: int  # 0: no limit
    retry_seconds: float  # 0: no second search of the deals left unknown
    retry_nodes: int  # 0: no limit
    jobs: int
    scheduler: str | None  # a Dask scheduler's address; None: local processes
    policy: str


def add_deal_flags(parser: argparse.ArgumentParser, deals: str, what: str = "number of deals") -> None:
    """``-n`` (``deals`` by default) and ``--seed``, read as text (``read_deals`` checks them)."""
    parser.add_argument("-n", default=deals, help=f"{what}, 1 … {MAX_DEALS} (default {deals})")
    parser.add_argument("--seed", default="1", help="first game number (default 1)")


def add_search_flags(parser: argparse.ArgumentParser, seconds: str) -> None:
    """The search's flags, all read as text (``read_search`` checks them); ``seconds``: the default
    limit a deal."""
    parser.add_argument("--seconds", default=seconds,
                        help=f"solver limit per deal, above 0 and at most {MAX_SECONDS:g} "
                        f"(default {seconds})")
    parser.add_argument("--nodes", default="0",
                        help="solver limit in positions per deal, the same on any machine (default: none)")
    parser.add_argument("--retry-unknown", default="0", metavar="SECONDS", help=RETRY_HELP)
    parser.add_argument("--retry-nodes", default="0", metavar="K", help=RETRY_NODES_HELP)
    parser.add_argument("--policy", choices=ODDS_POLICIES, default="hints",
                        help="policy to play each deal with (default: hints when present)")
    parser.add_argument("--jobs", default=str(default_jobs()),
                        help=f"processes to spread the deals over, 1 … {MAX_JOBS} (default: all cores)")
    parser.add_argument("--scheduler", help="a Dask scheduler, tcp://HOST:PORT, to spread the deals over "
                        "its workers instead (needs the extra [cluster]; docs/odds.md, 'On a cluster')")


def read_search(args: argparse.Namespace) -> SearchFlags:
    """The flags ``add_search_flags`` added, checked; ArgumentError for the first bad one."""
    seconds = parse_seconds(args.seconds, "--seconds", MAX_SECONDS)
    nodes = parse_count(args.nodes, "--nodes", 0, MAX_NODES)
    retry_seconds, retry_nodes = parse_retry(args.retry_unknown, args.retry_nodes)
    jobs = parse_count(args.jobs, "--jobs", 1, MAX_JOBS)
    scheduler = None if args.scheduler is None else parse_address(args.scheduler, "--scheduler")
    return SearchFlags(seconds, nodes, retry_seconds, retry_nodes, jobs, scheduler, args.policy)


def read_deals(seed: str, *counts: tuple[str, str], dealt: Sequence[bool] = ()) -> tuple[int, list[int]]:
    """The first game number and each count of deals (``(text, flag)``: ``("1000", "-n")``), checked:
    the last game number a count reaches must be a game number too. ``dealt`` says which counts this
    run deals (default: all); a count that deals no game (the clock family's, for Rainbow alone) is
    checked as a count but reaches no game number, so it is not the one the limit is told with."""
    numbers = [parse_count(text, flag, 1, MAX_DEALS) for text, flag in counts]
    first = parse_seed(seed) or 0
    reached = [number for number, used in zip(numbers, dealt or [True] * len(numbers), strict=True) if used]
    if reached:
        check_game_numbers(first, max(reached))
    return first, numbers


def parse_retry(seconds: str, nodes: str) -> tuple[float, int]:
    """``--retry-unknown SECONDS`` (0: no second search) and ``--retry-nodes K`` (0: no limit), read
    as the other limits are; a node limit for a second search that is not asked for is refused."""
    retry_seconds = parse_seconds(seconds, "--retry-unknown", MAX_SECONDS, zero=True)
    retry_nodes = parse_count(nodes, "--retry-nodes", 0, MAX_NODES)
    if retry_nodes and not retry_seconds:
        raise ArgumentError("--retry-nodes limits the searches of --retry-unknown SECONDS: give that too")
    return retry_seconds, retry_nodes
