"""A search the window gives up frees its memory (issue #37 item 1): Village, Is this deal winnable?, then
New game while it searches, fifty times, took the program from 74 MB to 3.4 GB, because each given-up
thread kept its answer and with it the search's tables. Every part of the window that searches (the
solver box and its Search longer, Where did it go wrong?, the winnability light, the end check, Deal
only winnable games) now lets go of a search it gives up, whatever gives it up, and deletes the thread.

The memory is measured through the real window with the compiled core's real search; the other parts'
searches are stand-ins that build a "table" object the test watches (a weak reference) and search
until they are cancelled, so that only the give-up ends them.
"""

from __future__ import annotations

import gc
import os
import time
import weakref
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QThread

from patience_qt.play.odds.table import shipped_winnable
from patience_qt.play.session import Session
from patience_qt.play.solver import UNKNOWN, Resume, SolveResult, native
from patience_qt.rules import Game, game_from_json, new_game
from patience_qt.ui.settings.preferences import WINNABILITY_LIGHT_KEY
from patience_qt.ui.settings.winnable_preference import WINNABLE_ONLY_KEY
from patience_qt.ui.solver import dialog as dialog_module
from patience_qt.ui.solver import worker as solver_worker
from patience_qt.ui.solver.where_box import WhereBox
from patience_qt.ui.solver.where_thread import WhereThread

DEAD_END = Path(__file__).resolve().parent.parent / "fixtures" / "open_shop_no_way_forward.json"
PAGE = os.sysconf("SC_PAGE_SIZE") if hasattr(os, "sysconf") else 4096
KEPT_AT_MOST_MB = 60  # what fifty given-up searches may leave behind, all told


def resident_mb() -> float:
    """The process's resident memory now."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE / 2**20


def settled(qtbot, refs: list[weakref.ref]) -> bool:
    """Ended threads report, what was deleteLater()'d is deleted, the garbage is collected: are all of
    ``refs`` gone?"""
    qtbot.wait(20)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    return all(ref() is None for ref in refs)


def undecided_village_seeds() -> list[int]:
    """Village deals the compiled core leaves undecided after two million positions (docs/odds.md: none
    of the thousand proved lost, those listed proved winnable): each search runs until it is given up."""
    winnable = set(shipped_winnable("village", {}))
    return [seed for seed in range(1, 1001) if seed not in winnable]


# -- Is this deal winnable?, given up again and again, measured --------------------------------------------
def give_up_village_asks(open_table, qtbot, count: int, grow_mb: float) -> tuple[float, float, list, object]:
    """Ask about a Village deal (Ctrl+W), let the search build ``grow_mb`` of tables, give it up (New
    game, a move then Ctrl+W, Undo then Ctrl+W, in turn), ``count`` times; the resident memory before
    and after, weak references to every thread, and the window."""
    seeds = iter(undecided_village_seeds())
    table = open_table(new_game("village", seed=next(seeds)))
    window, controller = table.window, table.controller
    actions = window.solver_actions
    refs: list[weakref.ref] = []
    settled(qtbot, [])
    start = resident_mb()
    given_up = 0
    while given_up < count:
        dialog = actions.dialog
        if dialog is None or not dialog.running():
            actions.solve_action.trigger()  # Ctrl+W: Is this deal winnable?
            dialog = actions.dialog
        thread = dialog.thread
        assert thread is not None
        refs.append(weakref.ref(thread))
        enough = resident_mb() + grow_mb
        qtbot.waitUntil(lambda box=dialog, enough=enough: resident_mb() >= enough or not box.running(),
                        timeout=20_000)
        if not dialog.running():
            continue  # answered before it grew: not a search given up (it answered and was freed too)
        way = given_up % 3
        if way == 0:
            window.start("village", seed=next(seeds))  # what New game does, with a known deal
            assert "Another game is on the table" in dialog.answer.text()
        else:
            if way == 1:
                assert controller.play(controller.game.legal_moves()[0])
            else:
                window.undo_action.trigger()
            actions.solve_action.trigger()  # asked about the position now on the table
        assert thread.cancelled() and dialog.thread is not thread
        del thread
        given_up += 1
    window.start("village", seed=next(seeds))  # the last one given up too
    qtbot.waitUntil(lambda: all(thread.isFinished() for thread in window.findChildren(QThread)),
                    timeout=20_000)
    settled(qtbot, refs)
    return start, resident_mb(), refs, window


@pytest.mark.parametrize("count, grow_mb", [(5, 20), pytest.param(50, 8, marks=pytest.mark.slow)])
def test_given_up_village_searches_give_their_memory_back(open_table, qtbot, monkeypatch, count: int,
                                                         grow_mb: float) -> None:
    if not native.available():
        pytest.skip("the compiled search core is not built here: the Python one grows too slowly")
    monkeypatch.setattr(dialog_module, "SOLVE_SECONDS", 8.0)  # one not given up ends by itself
    start, end, refs, window = give_up_village_asks(open_table, qtbot, count, grow_mb)
    # each search built at least grow_mb of tables: kept, count of them would be far over the limit
    assert count * grow_mb > 1.5 * KEPT_AT_MOST_MB
    assert end - start <= KEPT_AT_MOST_MB, f"{start:.0f} MB before, {end:.0f} MB after {count} given up"
    assert all(ref() is None for ref in refs)  # no thread object outlives its search
    assert window.findChildren(QThread) == []


def test_search_longer_given_up_frees_the_search_it_went_on_with(open_table, qtbot, monkeypatch) -> None:
    if not native.available():
        pytest.skip("the compiled search core is not built here")
    monkeypatch.setattr(dialog_module, "SOLVE_SECONDS", 0.5)
    seed = undecided_village_seeds()[0]
    table = open_table(new_game("village", seed=seed))
    window = table.window
    dialog = window.solver_actions.ask()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=20_000)
    assert dialog.result.verdict == UNKNOWN and dialog.result.resume is not None
    assert "longer" in dialog.again_button.text()
    first = dialog.result.resume
    dialog.again_button.click()  # Search longer: the same search goes on
    thread = dialog.thread
    assert thread is not None and thread.resume is first
    qtbot.wait(300)
    refs = [weakref.ref(thread), weakref.ref(first)]
    del first
    window.start("village", seed=seed + 1)  # New game while it searches on
    assert thread.cancelled() and dialog.result is None and not dialog.running()
    del thread
    qtbot.waitUntil(lambda: settled(qtbot, refs), timeout=10_000)
    assert window.findChildren(QThread) == []


# -- the other searches: stand-ins that build a table and search until cancelled ---------------------------
class Tables:
    """What a search builds; the test holds only a weak reference to it."""


class Endless:
    """A ``solve`` that builds ``Tables`` and searches until cancelled (a minute at most), answering
    unknown with its tables to go on with, as the real one does on a deal it has not decided."""

    def __init__(self) -> None:
        self.tables: list[weakref.ref] = []
        self.calls = 0

    def __call__(self, game: Game, *args, cancel=None, **kwargs) -> SolveResult:
        self.calls += 1
        tables = Tables()
        self.tables.append(weakref.ref(tables))
        start = time.monotonic()
        while not (cancel is not None and cancel()) and time.monotonic() - start < 60:
            time.sleep(0.002)
        return SolveResult(UNKNOWN, resume=Resume(tables, 0.0, hints_done=False))


@pytest.fixture
def endless(monkeypatch) -> Endless:
    solve = Endless()
    monkeypatch.setattr(solver_worker, "solve", solve)
    return solve


def test_where_did_it_go_wrong_given_up_frees_its_thread(open_table, qtbot, endless) -> None:
    table = open_table(new_game("toad", seed=3))
    window, controller = table.window, table.controller
    for _ in range(3):
        assert controller.play(controller.game.legal_moves()[0])
    where = window.solver_actions.where
    where.box = box = WhereBox(controller, window, solver=endless)  # the window's box, the stand-in solver
    refs = []
    assert where.ask() is box
    for give_up in ("a move, then ask again", "New game"):
        assert box.running()
        thread = box.thread
        refs.append(weakref.ref(thread))
        qtbot.waitUntil(lambda: endless.calls > 0, timeout=5000)
        endless.calls = 0
        if give_up == "New game":
            window.start("toad", seed=4)
            assert "Another game is on the table" in box.answer.text()
        else:
            assert controller.play(controller.game.legal_moves()[0])
            assert where.ask() is box  # another history: the search about the old one is given up
            assert box.thread is not thread
        assert thread.cancelled() and thread.probe is None  # given up and let go of at once
        del thread
    qtbot.waitUntil(lambda: settled(qtbot, refs), timeout=10_000)
    assert window.findChildren(WhereThread) == []
    assert all(ref() is None for ref in endless.tables)


def test_the_winnability_light_given_up_by_a_move_frees_its_search(open_table, qtbot, settings,
                                                                     endless) -> None:
    settings.setValue(WINNABILITY_LIGHT_KEY, True)
    table = open_table(new_game("toad", seed=3))
    window, controller = table.window, table.controller
    light = window.solver_actions.light
    refs = []
    for give_up in ("a move", "Undo", "New game"):
        qtbot.waitUntil(lambda: light.thread is not None and endless.calls > 0, timeout=5000)
        thread = light.thread
        refs.append(weakref.ref(thread))
        if give_up == "a move":
            assert controller.play(controller.game.legal_moves()[0])
        elif give_up == "Undo":
            window.undo_action.trigger()
        else:
            window.start("toad", seed=4)
        assert thread.cancelled() and light.thread is not thread
        del thread
        endless.calls = 0
    light.set_enabled(False)  # the last search given up too
    qtbot.waitUntil(lambda: settled(qtbot, refs), timeout=10_000)
    assert window.findChildren(QThread) == []
    assert len(endless.tables) >= 3 and all(ref() is None for ref in endless.tables)


def test_the_end_check_given_up_by_undo_frees_its_search(open_table, qtbot, endless) -> None:
    table = open_table(new_game("open_shop", seed=1))
    window = table.window
    dead_end = game_from_json(DEAD_END.read_text())  # Open Shop #5: the stock spent, no move worth trying
    window.controller.set_session(Session.resumed(dead_end), deal_animation=False)
    qtbot.waitUntil(lambda: window.end_check.thread is not None and endless.calls > 0, timeout=10_000)
    thread = window.end_check.thread
    refs = [weakref.ref(thread)]
    window.controller.undo()  # another position: the search about the old one is given up
    qtbot.waitUntil(thread.cancelled, timeout=5000)  # once the table is still
    assert window.end_check.thread is not thread
    del thread
    qtbot.waitUntil(lambda: settled(qtbot, refs), timeout=10_000)
    assert window.findChildren(QThread) == []
    assert all(ref() is None for ref in endless.tables)


def test_deal_only_winnable_games_frees_its_search_answered_or_given_up(open_table, qtbot, settings,
                                                                       monkeypatch, endless) -> None:
    settings.setValue(WINNABLE_ONLY_KEY, True)
    table = open_table(new_game("toad", seed=3))
    window = table.window
    actions = window.solver_actions
    window.new_deal()  # New game: a search for a winnable deal
    assert actions.searching()
    qtbot.waitUntil(lambda: endless.calls > 0, timeout=5000)
    thread = actions.dealer.search
    refs = [weakref.ref(thread)]
    window.start("toad", seed=7)  # another game came to the table (a saved one, Restart): given up
    assert thread.cancelled() and not actions.searching()
    del thread
    qtbot.waitUntil(lambda: settled(qtbot, refs), timeout=10_000)
    assert window.controller.game.seed == 7  # the search's answer was not dealt
    # a search that answers is let go of as well
    monkeypatch.setattr(solver_worker, "solve", lambda game, *args, **kwargs: SolveResult("winnable"))
    window.new_deal()
    thread = actions.dealer.search
    refs = [weakref.ref(thread)]
    del thread
    qtbot.waitUntil(lambda: not actions.searching() and settled(qtbot, refs), timeout=10_000)
    assert window.findChildren(QThread) == []
    assert all(ref() is None for ref in endless.tables)
