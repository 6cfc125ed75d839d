"""The table's Hint and Autoplay play the guide (``play.guide``): worked out off the table's thread, the
first hint of a winnable deal says it keeps the deal winnable, and Autoplay wins such a deal."""

from __future__ import annotations

import threading
import time

from PySide6.QtCore import QTimer

import patience_qt.play.guide as guide_module
from patience_qt.play.guide import KEEPS_WINNABLE, Guide
from patience_qt.play.odds.table import listed_winnable
from patience_qt.rules import new_game
from patience_qt.ui.text import i18n

KEEPS = " This move keeps the deal winnable."


def test_the_first_hint_keeps_the_deal_winnable_and_the_table_is_not_blocked(open_table, monkeypatch, qtbot):
    seed = listed_winnable("toad")[0]
    table = open_table(new_game("toad", seed=seed))
    real_solve = guide_module.solve
    release, searching = threading.Event(), threading.Event()

    def held_solve(*args, **kwargs):  # a search held until the test lets it go, on the worker's thread
        searching.set()
        assert release.wait(60)
        return real_solve(*args, **kwargs)

    monkeypatch.setattr(guide_module, "solve", held_solve)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(20)
    table.window.hint_action.trigger()  # returns while the search is held: the table was not waiting
    assert not release.is_set() and table.status_message() == "Looking for a hint…"
    # the table's thread goes on (its timer ticks) while the guide's search is held on the worker
    qtbot.waitUntil(lambda: searching.is_set() and len(ticks) >= 5, timeout=10_000)
    release.set()
    table.wait_for_hint()
    timer.stop()
    expected = Guide().advise(new_game("toad", seed=seed))
    assert expected.standing == KEEPS_WINNABLE
    hint = table.controller.hint_cycle.current
    assert hint is not None and hint.move == expected.move
    assert table.status_message().endswith(KEEPS)
    marks = table.controller.hint_overlay.marks
    assert marks and marks[0].pile_id == expected.move.src
    # the next hint of the cycle is one of the others, without the words
    table.hint()
    assert not table.status_message().endswith(KEEPS)
    # in Russian too
    i18n.apply_language("ru")
    try:
        table.controller.clear_hint()
        table.hint()
        assert table.status_message().endswith("Этот ход сохраняет возможность выиграть расклад.")
    finally:
        i18n.apply_language("en")


def test_following_the_hints_on_the_table_wins_and_the_next_hints_cost_no_search(open_table, monkeypatch):
    seed = listed_winnable("star")[0]
    table = open_table(new_game("star", seed=seed))
    searches = []
    real_solve = guide_module.solve
    monkeypatch.setattr(guide_module, "solve", lambda *a, **k: searches.append(1) or real_solve(*a, **k))
    for _ in range(400):
        if table.game.is_won():
            break
        table.hint()
        assert table.status_message().endswith(KEEPS), table.status_message()
        table.controller.play(table.controller.hint_cycle.hints[0].move)
        table.settle()
    assert table.game.is_won()
    assert len(searches) == 1  # at the start: then the line kept


def test_autoplay_wins_a_winnable_deal(open_table):
    """Automatic moves off: some of them can still throw a deal away (play/automove.py says which)."""
    seed = listed_winnable("open_shop")[0]
    table = open_table(new_game("open_shop", seed=seed))
    table.controller.autoplayer.interval = 1
    table.window.autoplay_action.trigger()
    table.qtbot.waitUntil(lambda: not table.controller.autoplayer.running, timeout=120_000)
    assert table.game.is_won()


def test_a_window_closed_while_a_hint_is_worked_out_leaves_no_thread_behind(open_table, monkeypatch, qtbot):
    from patience_qt.ui.input import hint_worker

    table = open_table(new_game("toad", seed=1))
    real_solve = guide_module.solve

    def slow_solve(*args, **kwargs):
        time.sleep(0.5)
        return real_solve(*args, **kwargs)

    monkeypatch.setattr(guide_module, "solve", slow_solve)
    table.window.hint_action.trigger()
    assert hint_worker._ALIVE
    table.window.close()
    qtbot.waitUntil(lambda: not hint_worker._ALIVE, timeout=10_000)


def test_an_undo_while_a_hint_is_worked_out_drops_it(open_table, monkeypatch):
    table = open_table(new_game("toad", seed=1))
    table.controller.play(table.game.legal_moves()[0])
    real_solve = guide_module.solve

    def slow_solve(*args, **kwargs):
        time.sleep(0.5)
        return real_solve(*args, **kwargs)

    monkeypatch.setattr(guide_module, "solve", slow_solve)
    said = []
    table.controller.message.connect(said.append)
    table.window.hint_action.trigger()
    table.window.undo_action.trigger()
    table.qtbot.waitUntil(lambda: not table.controller.hint_worker.busy, timeout=10_000)
    table.qtbot.wait(50)
    assert said == ["Looking for a hint…"] and not table.controller.hint_overlay.showing
