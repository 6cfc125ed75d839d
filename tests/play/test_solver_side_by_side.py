"""The compiled portfolio's members side by side, a core object a thread: the members are split without
overlap, the first to decide stops the others, cancel stops every one, and the answers keep their
checks (a winning line replayed by the rules, a loss with its reason, resume)."""

from __future__ import annotations

import threading

import pytest

from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, native, solve
from patience_qt.rules import new_game

pytestmark = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)


@pytest.fixture
def two_threads(monkeypatch):
    monkeypatch.setattr(native, "THREADS", 2)


def test_the_portfolio_is_split_over_the_threads_without_overlap() -> None:
    assert native.shares(4, 1) == [(0, 4)]
    assert native.shares(4, 2) == [(0, 2), (2, 2)]
    assert native.shares(4, 3) == [(0, 2), (2, 1), (3, 1)]
    assert native.shares(4, 4) == [(0, 1), (1, 1), (2, 1), (3, 1)]


def test_one_thread_by_default_as_measured(monkeypatch) -> None:
    assert native.side_by_side() == 1
    assert len(native.NativeSearch(new_game("toad", seed=1), 10**9, 60.0, None, 0.0).engines) == 1


def test_one_thread_a_processor_core_at_most_one_a_member_and_one_in_a_pool_worker(monkeypatch) -> None:
    monkeypatch.setattr(native, "THREADS", None)
    monkeypatch.setattr(native.os, "cpu_count", lambda: 64)
    assert native.side_by_side() == native.PORTFOLIO
    monkeypatch.setattr(native.os, "cpu_count", lambda: None)
    assert native.side_by_side() == 1
    monkeypatch.setattr(native.os, "cpu_count", lambda: 2)
    assert native.side_by_side() == 2
    monkeypatch.setattr(native.multiprocessing, "parent_process", lambda: object())
    assert native.side_by_side() == 1  # the odds table's process pool: one process a core already
    monkeypatch.setattr(native, "THREADS", 3)
    assert native.side_by_side() == 3


def test_members_from_gives_other_streams_and_only_before_a_search() -> None:
    game = new_game("open_shop", seed=4)
    lines = []
    for first in (0, 0, 1):
        core = native.rainbow_core(game, members=1)
        core.members_from(first)
        verdict, line, _ = core.search(max_nodes=5_000_000, seconds=60.0, cancel=None)
        assert verdict == 0
        lines.append(line)
        with pytest.raises(ValueError):
            core.members_from(2)
    assert lines[0] == lines[1] and lines[0] != lines[2]
    with pytest.raises(ValueError):
        native.rainbow_core(game).members_from(native_most() + 1)


def native_most() -> int:
    return 16  # native_search.h's MEMBERS_MAX


@pytest.mark.parametrize("game_id, seed", [("open_shop", 4), ("star", 2), ("toad", 1), ("rainbow", 1)])
def test_side_by_side_wins_with_a_line_the_rules_accept(two_threads, game_id: str, seed: int) -> None:
    game = new_game(game_id, seed=seed)
    result = solve(game, hints=False, max_seconds=60, core="native")
    assert result.verdict == WINNABLE and result.core == "native"
    replay = new_game(game_id, seed=seed)
    for move in result.line:
        replay.push(move)
    assert replay.is_won()


def test_side_by_side_a_loss_keeps_its_reason(two_threads) -> None:
    result = solve(new_game("rainbow", seed=2), hints=False, max_seconds=60, core="native")
    assert result.verdict == NOT_WINNABLE and result.reason is not None and result.blocked


def test_side_by_side_a_loss_proved_through_the_tables_is_confirmed(two_threads) -> None:
    import random

    rng = random.Random(13)
    game = new_game("carnival", seed=13)
    for _ in range(20):
        game.push(rng.choice(game.legal_moves()))
    result = solve(game, max_seconds=60.0, hints=False, core="native")
    assert result.verdict == NOT_WINNABLE and result.nodes > 0 and "twice" in result.note


def test_cancel_stops_every_member_and_the_search_resumes(two_threads) -> None:
    # Carnival deal 2 is left undecided after millions of positions: only the cancel ends it
    asked = threading.Event()
    calls = []

    def cancel() -> bool:
        calls.append(threading.current_thread().name)
        if len(calls) >= 6:
            asked.set()
        return asked.is_set()

    game = new_game("carnival", seed=2)
    first = solve(game, hints=False, max_seconds=600, cancel=cancel, core="native")
    assert first.verdict == UNKNOWN and first.resume is not None
    search = first.resume.search
    assert len(search.engines) == 2
    assert all(engine.nodes > 0 for engine in search.engines)  # both searched
    for engine in search.engines:
        engine.moves()  # not searching any more (a searching core refuses every call)
    assert first.nodes == sum(engine.nodes for engine in search.engines)
    again = solve(game, hints=False, max_nodes=200_000, max_seconds=600, resume=first.resume)
    assert again.verdict == UNKNOWN and again.nodes > first.nodes


class Engine:
    """A stand-in core: decides at once, or searches until stopped."""

    def __init__(self, decides: bool) -> None:
        self.decides = decides
        self.stopped = threading.Event()
        self.nodes = 0

    def search(self, max_nodes: int, seconds: float, cancel):
        if self.decides:
            self.nodes = 7
            return 0, [], self.nodes
        self.stopped.wait(30)  # a limit only so that a missing stop() fails the test instead of hanging
        self.nodes = 5
        return 2, None, self.nodes

    def stop(self) -> None:
        self.stopped.set()


def test_the_first_to_decide_stops_the_others(two_threads) -> None:
    search = native.NativeSearch(new_game("toad", seed=1), 10**9, 600.0, None, 0.0)
    slow, fast = Engine(decides=False), Engine(decides=True)
    search.engines = [slow, fast]
    verdict, line = search._side_by_side(600.0)
    assert (verdict, line) == (0, []) and search.engine is fast
    assert slow.stopped.is_set()
