"""The limits of the play commands' numbers (``simulate``, ``odds`` and the odds table's script): one
place, so the commands and the table refuse the same values."""

from __future__ import annotations

MAX_DEALS = 1_000_000
MAX_SECONDS = 3600.0  # per deal
MAX_NODES = 10**12  # per deal, the solver's own ceiling
MAX_JOBS = 256  # odds --jobs: processes

RETRY_HELP = ("search the deals left unknown again, for up to SECONDS each and with no limit of positions "
              "(unless --retry-nodes), through the same processes or cluster (default 0: not)")
RETRY_NODES_HELP = ("a limit of positions for --retry-unknown's searches, the same on any machine "
                    "(default: none)")


def parse_retry(seconds: str, nodes: str) -> tuple[float, int]:
    """``--retry-unknown SECONDS`` (0: no second search) and ``--retry-nodes K`` (0: no limit), read
    as the other limits are; a node limit for a second search that is not asked for is refused."""
    from ..cli_input import ArgumentError, parse_count, parse_seconds

    retry_seconds = parse_seconds(seconds, "--retry-unknown", MAX_SECONDS, zero=True)
    retry_nodes = parse_count(nodes, "--retry-nodes", 0, MAX_NODES)
    if retry_nodes and not retry_seconds:
        raise ArgumentError("--retry-nodes limits the searches of --retry-unknown SECONDS: give that too")
    return retry_seconds, retry_nodes
