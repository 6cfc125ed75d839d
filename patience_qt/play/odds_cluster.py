"""The odds' deals spread over a Dask cluster: ``odds … --scheduler tcp://HOST:PORT``.

For the user who outgrows one machine (the table's long re-runs are days of computing): a Dask
scheduler on one machine, workers on as many as there are (docs/odds.md, "On a cluster"), and this
pool hands them the deals as the process pool hands them to local processes (``odds_deals.DealPool``,
the same loop, the same counts in the same order). Every worker needs this program installed, the same
version, with its extra ``[cluster]`` (``dask.distributed``); this module alone imports it, and only
when ``--scheduler`` is given.

A worker lost half-way is Dask's to mend: the scheduler hands its deals to the others, and since a
deal's outcome depends only on its arguments (``one_deal``, pure) a deal run twice counts once, the
same. Each deal's key names its arguments, so two runs asking for the same deal at the same time share
one computation. A deal whose workers die ``distributed.scheduler.allowed-failures`` times over (3 by
default: a deal that kills its worker) stops the run, as does losing the scheduler: ``ClusterError``,
one line.
"""

from __future__ import annotations

import socket
import time
from collections.abc import Collection
from typing import Any

from .odds_deals import DealOutcome, one_deal

CONNECT_SECONDS = 10.0  # to reach the scheduler before giving up
WIDTH_SECONDS = 1.0  # how often to ask the scheduler how many worker threads it has


class ClusterError(Exception):
    """The cluster cannot be used (dask.distributed missing, no scheduler at the address) or was lost
    during the run; ``str()`` is one line that says which."""


def _reachable(address: str, seconds: float) -> None:
    """Refuse at once an address with nothing listening, before Dask retries it for ``seconds``."""
    host, _, port = address.removeprefix("tcp://").rpartition(":")
    try:
        socket.create_connection((host.strip("[]"), int(port)), timeout=seconds).close()
    except (OSError, ValueError) as error:
        raise ClusterError(f"no Dask scheduler at {address}: {error.strerror or error}") from None


class ClusterPool:
    """The workers of the Dask scheduler at ``address`` (``tcp://HOST:PORT``)."""

    def __init__(self, address: str, connect_seconds: float | None = None) -> None:
        connect_seconds = CONNECT_SECONDS if connect_seconds is None else connect_seconds
        try:
            import distributed
        except ImportError:
            raise ClusterError("--scheduler needs dask.distributed: pip install 'patience-qt[cluster]' "
                               "(or pip install distributed)") from None
        self._distributed = distributed
        self.address = address
        if address.startswith("tcp://"):
            _reachable(address, connect_seconds)
        try:
            self.client = distributed.Client(address, timeout=connect_seconds, set_as_default=False)
        except (OSError, ValueError, TimeoutError) as error:
            raise ClusterError(f"no Dask scheduler at {address}: {error}") from None
        # the deals handed out, as they finish (Dask's own wait() would need a default client)
        self._finished = distributed.as_completed(loop=self.client.loop)
        self._width = 2
        self._width_asked = -WIDTH_SECONDS

    def submit(self, game_id: str, seed: int, options: dict[str, Any], seconds: float, nodes: int,
               policy: str) -> Any:
        from dask.base import tokenize

        key = f"patience-deal-{game_id}-{seed}-{tokenize(options, seconds, nodes, policy)}"
        future = self.client.submit(one_deal, game_id, seed, options, seconds, nodes, policy, key=key,
                                    pure=True)
        self._finished.add(future)
        return future

    def first_done(self, waiting: Collection[Any]) -> Collection[Any]:
        finished = [next(self._finished)]
        while self._finished.has_ready():
            finished.append(next(self._finished))
        return finished

    def result(self, handle: Any) -> DealOutcome:
        try:
            outcome: DealOutcome = handle.result()
        except self._distributed.KilledWorker:
            raise ClusterError(f"a deal ({handle.key}) was running on every worker that died, as many "
                               "times as the scheduler allows (distributed.scheduler.allowed-failures); "
                               "the run stops") from None
        except (OSError, TimeoutError, self._distributed.CancelledError) as error:
            said = (str(error).splitlines() or ["cancelled"])[0]  # Dask's next lines say what to check
            raise ClusterError(f"lost the Dask scheduler at {self.address}: {said}") from None
        handle.release()  # taken: a worker lost later need not compute it again
        return outcome

    def drop(self, handles: Collection[Any]) -> None:
        """Cancel these deals and forget them, so that the next pass's first result is its own."""
        self.client.cancel(list(handles))
        self._finished.clear()

    def width(self) -> int:
        """Twice the worker threads the cluster has now (workers may join or leave during a run),
        asked of the scheduler at most once a second."""
        now = time.monotonic()
        if now - self._width_asked >= WIDTH_SECONDS:
            self._width_asked = now
            try:
                threads = sum(self.client.nthreads().values())
            except (OSError, TimeoutError):
                threads = 0  # the next wait says what went wrong
            self._width = max(2, 2 * threads)
        return self._width

    def close(self) -> None:
        self.client.close()
