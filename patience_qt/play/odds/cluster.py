"""The odds' deals spread over a Dask cluster: ``odds … --scheduler tcp://HOST:PORT``.

For the user who outgrows one machine (the table's long re-runs are days of computing): a Dask
scheduler on one machine, workers on as many as there are (docs/odds.md, "On a cluster"), and this
pool hands them the deals as the process pool hands them to local processes (``deals.DealPool``,
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

import contextlib
import socket
import struct
import time
from collections.abc import Collection
from typing import Any

from .deals import DealOutcome, one_deal

CONNECT_SECONDS = 10.0  # to reach the scheduler before giving up
HANDSHAKE_SECONDS = 5.0  # for whatever listens at the address to say it is Dask (a scheduler: at once)
HANDSHAKE_BYTES = 1 << 16  # a Dask handshake is some tens of bytes; a longer "length" is something else
WIDTH_SECONDS = 1.0  # how often to ask the scheduler how many worker threads it has


class ClusterError(Exception):
    """The cluster cannot be used (dask.distributed missing, no scheduler at the address) or was lost
    during the run; ``str()`` is one line that says which."""


def _speaks_dask(address: str, seconds: float) -> None:
    """Refuse in one line, within ``seconds``, an address where nothing listens or where something other
    than Dask answers. Dask's own client waits for ever on a server that says nothing, and reads an
    HTTP server's reply as the length of a frame (exabytes: a MemoryError, long after).

    A Dask scheduler (or worker) says its handshake first, as soon as it accepts a connection: eight
    bytes of length, then that many bytes of frames whose first is a msgpack map. This side sends
    nothing and closes its half at once, so a server that waits for a request (HTTP) sees the request
    end and answers or closes at once too; the scheduler, having spoken, notes a client gone."""
    import msgpack  # with distributed, which is installed when this runs
    from distributed.protocol.utils import unpack_frames

    host, _, port = address.removeprefix("tcp://").rpartition(":")
    deadline = time.monotonic() + seconds
    try:
        probe = socket.create_connection((host.strip("[]"), int(port)), timeout=seconds)
    except (OSError, ValueError) as error:  # refused, no route, timed out, no such host
        raise ClusterError(f"no Dask scheduler at {address}: {getattr(error, 'strerror', None) or error}"
                           ) from None
    try:
        with probe:
            probe.shutdown(socket.SHUT_WR)
            (length,) = struct.unpack("Q", _receive(probe, 8, deadline))
            if not 8 <= length <= HANDSHAKE_BYTES:
                raise _NotDask
            frames = unpack_frames(_receive(probe, length, deadline))
            if not frames or not isinstance(msgpack.unpackb(frames[0]), dict):
                raise _NotDask
    except TimeoutError:
        raise ClusterError(f"no Dask scheduler at {address}: something listens there but said nothing "
                           f"within {seconds:g} s (a Dask scheduler speaks at once)") from None
    except (_NotDask, OSError, ValueError, struct.error, msgpack.UnpackException, EOFError):
        raise ClusterError(f"no Dask scheduler at {address}: what answers there does not speak Dask"
                           ) from None


class _NotDask(Exception):
    """The bytes a server sent are not a Dask handshake."""


def _receive(probe: socket.socket, count: int, deadline: float) -> bytes:
    """Exactly ``count`` bytes, before ``deadline`` (TimeoutError) or the server closes (_NotDask)."""
    data = bytearray()
    while len(data) < count:
        probe.settimeout(max(0.001, deadline - time.monotonic()))
        chunk = probe.recv(count - len(data))
        if not chunk:
            raise _NotDask
        data += chunk
    return bytes(data)


class ClusterPool:
    """The workers of the Dask scheduler at ``address`` (``tcp://HOST:PORT``)."""

    def __init__(self, address: str, connect_seconds: float | None = None) -> None:
        connect_seconds = CONNECT_SECONDS if connect_seconds is None else connect_seconds
        try:
            import dask
            import distributed
        except ImportError:
            raise ClusterError("--scheduler needs dask.distributed: pip install 'patience-qt[cluster]' "
                               "(or pip install distributed)") from None
        self._distributed = distributed
        self.address = address
        _speaks_dask(address, min(connect_seconds, HANDSHAKE_SECONDS))
        try:
            # the connect limit bounds Dask's own calls while the client starts, too
            with dask.config.set({"distributed.comm.timeouts.connect": f"{connect_seconds}s"}):
                self.client = distributed.Client(address, timeout=connect_seconds, set_as_default=False)
        except Exception as error:  # noqa: BLE001 - whatever Dask says: one line (a worker's address …)
            _close_half_started(distributed, error)
            said = (str(error).splitlines() or [type(error).__name__])[0]
            raise ClusterError(f"no Dask scheduler at {address}: {said}") from None
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


def _close_half_started(distributed: Any, error: BaseException) -> None:
    """Close the client whose start failed with ``error``, now: Dask leaves it to the garbage collector,
    whose close waits its full time and prints a traceback of its own. The client is found where only
    it is still held, in the frames of the error's traceback."""
    trace = error.__traceback__
    while trace is not None:
        client = trace.tb_frame.f_locals.get("self")
        if isinstance(client, distributed.Client):
            with contextlib.suppress(Exception):
                client.close(timeout=2)
            return
        trace = trace.tb_next
