"""``odds … --scheduler tcp://HOST:PORT``: the deals spread over a Dask cluster count as in one process,
in game-number order, also when a worker is lost half-way; without the flag nothing of Dask is
imported, and a missing ``distributed``, a bad address or no scheduler there is one line, status 2.

The cluster is an in-process ``LocalCluster`` (threads, no processes) listening on tcp, so the command
is given a real address; the tests that need it are skipped where ``distributed`` is not installed
(the ``[test]`` extra installs it, so CI runs them)."""

from __future__ import annotations

import contextlib
import gc
import http.server
import json
import os
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest

from patience_qt.cli_input import ArgumentError, parse_address
from patience_qt.play.__main__ import main as play_main
from patience_qt.play.odds.__main__ import make_table
from patience_qt.play.odds.cluster import ClusterError, _speaks_dask
from patience_qt.play.odds.run import odds

ROOT = Path(__file__).resolve().parents[2]


def _local_cluster(workers: int, threads: int):
    distributed = pytest.importorskip("distributed")
    return distributed.LocalCluster(n_workers=workers, threads_per_worker=threads, processes=False,
                                    protocol="tcp://", dashboard_address=":0")


@pytest.fixture(scope="module")
def cluster():
    with _local_cluster(1, 2) as running:
        yield running


def _computed(cluster, game_id: str) -> int:
    """How many of this game's deals the cluster's workers have computed so far."""
    prefix = cluster.scheduler.task_prefixes.get(f"patience-deal-{game_id}")
    return prefix.state_counts["memory"] if prefix is not None else 0


def _counts(result) -> tuple:
    return (result.winnable, result.lost, result.unknown, result.policy_won, result.winnable_seeds,
            result.cores, result.deals)


def test_the_deals_over_a_dask_cluster_count_as_in_one_process(cluster) -> None:
    # a node limit makes each deal's verdict the same on any worker
    alone = odds("rainbow", 8, first_seed=3, nodes=20_000, seconds=60)
    spread = odds("rainbow", 8, first_seed=3, nodes=20_000, seconds=60, scheduler=cluster.scheduler_address)
    assert _computed(cluster, "rainbow") == 8
    assert _counts(spread) == _counts(alone)
    assert alone.winnable > 0 and alone.lost > 0  # both verdicts, so a mix-up of deals would show


def test_the_unknown_deals_searched_again_over_the_cluster_count_as_in_one_process(cluster) -> None:
    # Star 77-81 at 1,000 positions leave 2 unknown; 50,000 decide 1 of them (test_odds_retry.py)
    limits = {"nodes": 1_000, "seconds": 60, "retry_seconds": 60, "retry_nodes": 50_000}
    alone = odds("star", 5, first_seed=77, **limits)
    before = _computed(cluster, "star")
    spread = odds("star", 5, first_seed=77, scheduler=cluster.scheduler_address, **limits)
    assert _computed(cluster, "star") == before + 5 + 2  # the second search went to the workers too
    assert _counts(spread) == _counts(alone)
    assert (spread.retried, spread.retry_decided, spread.unknown) == (2, 1, 1)
    # a first pass stopped at once: the deals still out are dropped, and the second search's results
    # are its own (game number 79: unknown at first, then winnable)
    stopped = odds("star", 5, first_seed=79, budget=1e-9, scheduler=cluster.scheduler_address, **limits)
    assert (stopped.deals, stopped.retried, stopped.winnable_seeds, stopped.unknown) == (1, 1, [79], 0)


def test_the_cluster_gives_the_outcomes_in_game_number_order_and_a_stop_keeps_the_first(cluster) -> None:
    seen: list[int] = []

    class Stop(Exception):
        pass

    def progress(count, result) -> None:
        seen.append(result.winnable + result.lost + result.unknown)
        if count == 3:
            raise Stop

    with pytest.raises(Stop):
        odds("clock", 9, first_seed=4, progress=progress, scheduler=cluster.scheduler_address)
    assert seen == [1, 2, 3]
    before = _computed(cluster, "clock")
    whole = odds("clock", 9, first_seed=4, scheduler=cluster.scheduler_address)
    assert _computed(cluster, "clock") >= before + 9
    assert _counts(whole) == _counts(odds("clock", 9, first_seed=4))


def test_a_lost_worker_s_deals_run_again_and_count_the_same() -> None:
    lost: list[int] = []
    with _local_cluster(2, 1) as two:
        def progress(count, result) -> None:
            if not lost:  # close a worker while it computes a deal: the scheduler reruns it elsewhere
                busy = [name for name, worker in two.workers.items()
                        if two.scheduler.workers[worker.address].processing]
                if busy:
                    lost.append(len(two.scheduler.workers[two.workers[busy[0]].address].processing))
                    two.sync(two.workers[busy[0]].close, executor_wait=False, timeout=10)

        # deals the search does not settle in a moment (Star's are decided at once since the reserve
        # relaxation, and no worker was busy any more when the first came back)
        spread = odds("open_shop", 8, first_seed=3, nodes=200_000, seconds=60, progress=progress,
                      scheduler=two.scheduler_address)
        left = len(two.scheduler.workers)
    assert lost and lost[0] > 0 and left == 1
    assert _counts(spread) == _counts(odds("open_shop", 8, first_seed=3, nodes=200_000, seconds=60))


def _dask(command: str, *flags: str, log: Path) -> subprocess.Popen:
    """``dask scheduler`` or ``dask worker`` as docs/odds.md starts them, as a process of its own."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))  # the workers import this checkout's program
    with log.open("w") as out:
        return subprocess.Popen([sys.executable, "-m", f"distributed.cli.dask_{command}", *flags], cwd=ROOT,
                                env=env, stdout=out, stderr=subprocess.STDOUT)


@pytest.mark.slow  # real scheduler and worker processes, seconds to start; a rerun is also tested in-process
def test_a_lost_worker_process_is_mended_and_a_lost_scheduler_stops_the_run(tmp_path, monkeypatch) -> None:
    """The commands of docs/odds.md: a worker process killed half-way, its deals run again; the
    scheduler killed, the run stops with one line."""
    pytest.importorskip("distributed")
    from patience_qt.play.odds.cluster import ClusterError

    monkeypatch.setattr("patience_qt.play.odds.cluster.CONNECT_SECONDS", 3.0)  # to try reconnecting
    where = tmp_path / "scheduler.json"
    scheduler = _dask("scheduler", "--port", "0", "--dashboard-address", ":0", "--scheduler-file", str(where),
                      log=tmp_path / "scheduler.log")
    worker = None
    try:
        for _ in range(600):  # its address, once it listens
            if where.exists() and where.read_text().strip() or scheduler.poll() is not None:
                break
            time.sleep(0.1)
        address = json.loads(where.read_text())["address"]
        worker = _dask("worker", address, "--nworkers", "2", "--nthreads", "1", "--dashboard-address", ":0",
                       log=tmp_path / "worker.log")
        killed: list[int] = []

        def kill_a_worker(count, result) -> None:
            if count == 1:
                import psutil  # installed with distributed

                children = [child for child in psutil.Process(worker.pid).children()
                            if "spawn_main" in " ".join(child.cmdline())]
                children[0].kill()
                killed.append(children[0].pid)

        spread = odds("star", 6, first_seed=3, nodes=20_000, seconds=60, progress=kill_a_worker,
                      scheduler=address)
        assert killed and _counts(spread) == _counts(odds("star", 6, first_seed=3, nodes=20_000, seconds=60))

        def kill_the_scheduler(count, result) -> None:
            if count == 1:
                scheduler.kill()

        with pytest.raises(ClusterError, match="^lost the Dask scheduler at " + address):
            odds("clock", 200, first_seed=7, progress=kill_the_scheduler, scheduler=address)
    finally:
        for process in (worker, scheduler):
            if process is not None:
                process.kill()
                process.wait(timeout=60)


def test_the_odds_command_runs_over_the_scheduler(cluster, capsys) -> None:
    assert play_main(["odds", "clock", "-n", "4", "--seed", "101", "--jobs", "1"]) == 0
    here = capsys.readouterr().out.splitlines()[-1]
    before = _computed(cluster, "clock")
    assert play_main(["odds", "clock", "-n", "4", "--seed", "101", "--scheduler",
                      cluster.scheduler_address]) == 0
    assert _computed(cluster, "clock") == before + 4
    assert capsys.readouterr().out.splitlines()[-1] == here
    assert here.startswith("clock: winnable")


def test_the_table_script_runs_over_the_scheduler(cluster, tmp_path) -> None:
    out = tmp_path / "table.json"
    before = _computed(cluster, "clock")
    assert make_table(["clock", "-n", "3", "--clock-n", "3", "--out", str(out),
                       "--scheduler", cluster.scheduler_address]) == 0
    assert _computed(cluster, "clock") == before + 2 * 3  # the standard rules and the variant
    entries = json.loads(out.read_text())["games"]["clock"]
    assert entries["clock"]["deals"] == 3  # the standard rules' row, keyed as the statistics key them
    assert "--scheduler" in entries["clock"]["command"]


@pytest.mark.needs_core
def test_a_rows_undecided_deals_are_searched_again_over_the_scheduler(cluster, tmp_path) -> None:
    # Star 77-81 at 1,000 positions: 79 and 81 unknown; 50,000 positions prove 79 winnable
    from patience_qt.play.odds.__main__ import main as odds_main

    out = tmp_path / "table.json"
    assert make_table(["star", "-n", "5", "--seed", "77", "--nodes", "1000", "--seconds", "60", "--jobs", "1",
                       "--out", str(out)]) == 0
    before = _computed(cluster, "star")
    assert odds_main(["again", "star", "--seconds", "60", "--nodes", "50000", "--out", str(out),
                      "--scheduler", cluster.scheduler_address]) == 0
    assert _computed(cluster, "star") == before + 2  # the two unknown deals, on the workers
    row = json.loads(out.read_text())["games"]["star"]["star"]
    assert (row["winnable_seeds"], row["unknown_seeds"]) == ([77, 78, 79], [81])


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_no_scheduler_at_the_address_is_one_line_and_status_2(capsys) -> None:
    pytest.importorskip("distributed")
    address = f"tcp://127.0.0.1:{_free_port()}"
    assert play_main(["odds", "clock", "-n", "2", "--scheduler", address]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("patience_qt.play: error: no Dask scheduler at " + address)


@contextlib.contextmanager
def _something_else(kind: str) -> Iterator[str]:
    """A server on a free loopback port that is not a Dask scheduler: its address."""
    if kind == "http server":  # answers a request (Dask's handshake, to it, is a bad one)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), http.server.BaseHTTPRequestHandler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        try:
            yield f"tcp://127.0.0.1:{server.server_address[1]}"
        finally:
            server.shutdown()
            server.server_close()
        return
    with socket.socket() as listening:
        listening.bind(("127.0.0.1", 0))
        listening.listen()

        def talk() -> None:  # says its piece at once, whatever it is asked, as an HTTP server's error
            with contextlib.suppress(OSError):
                while True:
                    peer, _ = listening.accept()
                    with peer:
                        peer.sendall(b"HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
                        time.sleep(0.5)

        if kind == "server that speaks first":
            threading.Thread(target=talk, daemon=True).start()
        yield f"tcp://127.0.0.1:{listening.getsockname()[1]}"  # "silent server": accepts, says nothing


@pytest.mark.parametrize("kind", ["http server", "server that speaks first",
                                  pytest.param("silent server", marks=pytest.mark.slow)])  # 5 s waited out
def test_something_else_at_the_address_is_one_line_and_status_2(kind) -> None:
    """Dask's client read an HTTP server's answer as a frame's length (a MemoryError traceback after
    23 s) and waited for ever on a server that says nothing: a subprocess, so that a hang fails."""
    pytest.importorskip("distributed")
    with _something_else(kind) as address:
        done = subprocess.run([sys.executable, "-m", "patience_qt.play", "odds", "clock", "-n", "2",
                               "--scheduler", address], cwd=ROOT, capture_output=True, text=True, timeout=90)
    assert (done.returncode, done.stdout) == (2, "")
    assert done.stderr.count("\n") == 1, done.stderr[-3000:]
    assert done.stderr.startswith("patience_qt.play: error: no Dask scheduler at " + address + ": ")


def test_a_silent_server_is_refused_when_its_time_is_up() -> None:
    # on a real socket; the command's own run of this waits out the 5 s (HANDSHAKE_SECONDS) under -m slow,
    # above; how long it waits is checked on the test's own clock, below
    pytest.importorskip("distributed")
    with _something_else("silent server") as address, \
            pytest.raises(ClusterError, match="said nothing within 0.3 s"):
        _speaks_dask(address, 0.3)


class _Wire:
    """A connection to a server on the test's own clock (``now``): its bytes arrive at the times given, and
    a read that finds none waits its timeout out, moving the clock on by as much, then times out as a
    socket does. So how long the probe waits is counted exactly, whatever the machine's load."""

    def __init__(self, arrivals: list[tuple[float, bytes]]) -> None:
        self.now = 0.0
        self.arrivals = list(arrivals)
        self.timeout: float | None = None

    def connect(self, address: tuple[str, int], timeout: float | None = None) -> _Wire:
        self.timeout = timeout
        return self

    def __enter__(self) -> _Wire:
        return self

    def __exit__(self, *exc_info: object) -> None:
        return None

    def shutdown(self, how: int) -> None:
        pass

    def settimeout(self, seconds: float | None) -> None:
        self.timeout = seconds

    def recv(self, count: int) -> bytes:
        assert self.timeout is not None, "a read without a time limit waits for ever on a silent server"
        if not self.arrivals or self.arrivals[0][0] > self.now + self.timeout:
            self.now += self.timeout
            raise TimeoutError("timed out")
        at, data = self.arrivals.pop(0)
        self.now = max(self.now, at)
        if len(data) > count:
            self.arrivals.insert(0, (at, data[count:]))
        return data[:count]


def _probe_on(wire: _Wire, monkeypatch, seconds: float) -> tuple[str, float]:
    """_speaks_dask over ``wire`` with ``seconds`` to wait: the ClusterError's text, after how long."""
    from patience_qt.play.odds import cluster

    monkeypatch.setattr(cluster, "time", SimpleNamespace(monotonic=lambda: wire.now))
    monkeypatch.setattr(cluster, "socket", SimpleNamespace(create_connection=wire.connect,
                                                           SHUT_WR=socket.SHUT_WR))
    with pytest.raises(ClusterError) as refused:
        _speaks_dask("tcp://192.0.2.1:8786", seconds)
    return str(refused.value), wire.now


def test_a_silent_server_is_waited_for_the_time_given_no_less_and_no_more(monkeypatch) -> None:
    pytest.importorskip("distributed")
    said, waited = _probe_on(_Wire([]), monkeypatch, 0.5)
    assert "said nothing within 0.5 s" in said
    assert waited == 0.5


def test_a_server_that_trickles_bytes_gets_the_time_given_in_all_not_a_wait_for_each(monkeypatch) -> None:
    # a byte every 1/8 s of an endless "handshake": waited for 1/2 s in all (the last read's least wait,
    # 1 ms, aside), not 1/2 s after each byte, which would have read on past the length
    pytest.importorskip("distributed")
    said, waited = _probe_on(_Wire([(step / 8, b"\x01") for step in range(1, 200)]), monkeypatch, 0.5)
    assert "said nothing within 0.5 s" in said
    assert 0.5 <= waited <= 0.5 + 0.001


def test_a_dask_worker_s_address_is_one_line_and_status_2(capsys) -> None:
    """A worker speaks Dask but is no scheduler: one line, and its half-started client closed at once
    (left to the garbage collector it printed a traceback of its own at exit)."""
    with _local_cluster(1, 1) as one:
        worker = next(iter(one.scheduler.workers))
        assert play_main(["odds", "clock", "-n", "2", "--scheduler", worker]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err.startswith(f"patience_qt.play: error: no Dask scheduler at {worker}: ")
    gc.collect()
    assert "Exception ignored" not in capsys.readouterr().err


def test_without_distributed_the_scheduler_flag_is_one_line_and_status_2(monkeypatch, capsys) -> None:
    monkeypatch.setitem(sys.modules, "distributed", None)  # import distributed now fails
    assert play_main(["odds", "clock", "-n", "2", "--scheduler", "tcp://127.0.0.1:8786"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "pip install 'patience-qt[cluster]'" in err


@pytest.mark.parametrize("text", ["", "8786", "tcp://", "tcp://host", "tcp://host:0", "tcp://host:65536",
                                  "udp://host:8786", "tcp://host:8786/x", "tcp://-host:1", "tcp://[::1:8786",
                                  "tcp://a b:1", "tcp://host:8786\n"])
def test_a_bad_address_is_refused_before_connecting(text, capsys) -> None:
    with pytest.raises(ArgumentError, match="a scheduler's address is tcp://HOST:PORT"):
        parse_address(text, "--scheduler")
    assert play_main(["odds", "clock", "-n", "2", "--scheduler", text]) == 2
    assert make_table(["clock", "--scheduler", text]) == 2
    assert capsys.readouterr().err.count("--scheduler") == 2


@pytest.mark.parametrize(("text", "address"), [
    ("tcp://10.0.0.5:8786", "tcp://10.0.0.5:8786"), ("localhost:8786", "tcp://localhost:8786"),
    ("tcp://[::1]:8786", "tcp://[::1]:8786"), (" tcp://node-7.lab.example:08786 ", "tcp://node-7.lab.example:8786"),
])
def test_a_good_address_is_read(text, address) -> None:
    assert parse_address(text, "--scheduler") == address


def test_without_the_flag_nothing_of_dask_is_imported() -> None:
    code = ("import sys; from patience_qt.play.__main__ import main; import patience_qt.play.odds;"
            "assert main(['odds', 'clock', '-n', '2', '--jobs', '1']) == 0;"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('dask', 'distributed')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.splitlines()[-1] == "[]"
