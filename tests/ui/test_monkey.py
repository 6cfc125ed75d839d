"""The monkey on the real window: random user events for a game of each family, the table checked as it goes.

Reproducible from the seed (``monkey.py`` explains the events and the checks). A failure names the seed,
the event and the last 30 events; run one again with ``PATIENCE_QT_MONKEY_SEEDS=<seed>`` and ``-m slow``
(the random runs are marked slow: the default test command leaves them out).
``PATIENCE_QT_MONKEY_EVENTS`` sets the number of events per game (default 300);
``bench/bench_monkey.py`` runs thousands per game over several seeds.
"""

from __future__ import annotations

import os

import pytest
from monkey import Monkey
from PySide6.QtCore import QAbstractAnimation, QPointF, QSettings
from table_check import history_problems, table_problems

from patience_qt.play.hints.ranking import best_move
from patience_qt.rules import new_game
from patience_qt.store import Profile
from patience_qt.ui.text import i18n
from patience_qt.ui.window.main_window import MainWindow

EVENTS = int(os.environ.get("PATIENCE_QT_MONKEY_EVENTS", "300"))
SEEDS = [int(seed) for seed in os.environ.get("PATIENCE_QT_MONKEY_SEEDS", "1").split(",")]
GAMES = [("rainbow", 11), ("clock", 12), ("village", 13), ("babette", 14), ("toad", 15)]


def open_window(qtbot, folder, game_id: str, number: int) -> MainWindow:
    settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/animations", True)
    settings.setValue("table/automove", True)
    window = MainWindow(new_game(game_id, seed=number), settings=settings, deal_animation=True,
                        profile=Profile(folder / "data"))
    window.resize(1100, 760)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    return window


@pytest.mark.slow
@pytest.mark.real_pace  # the monkey's own speed (monkey.py): its events land mid-flight
@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize(("game_id", "number"), GAMES, ids=[game for game, _ in GAMES])
def test_random_events_leave_the_table_true_to_the_game(qtbot, tmp_path, game_id, number, seed):
    window = open_window(qtbot, tmp_path, game_id, number)
    monkey = Monkey(window, seed=seed * 1000 + number, folder=tmp_path)
    try:
        monkey.run(EVENTS if game_id in ("rainbow", "clock", "village") else EVENTS // 3)
    finally:
        i18n.apply_language("en")
        window.controller.animator.stop()
    assert monkey.checks >= EVENTS // monkey.check_every // 3


# -- what the monkey found, pinned down --------------------------------------------------------------------

def test_the_check_sees_a_card_out_of_place_and_a_card_missing(open_table):
    table = open_table(new_game("rainbow", seed=4))
    assert table_problems(table.controller) == []
    item = table.item("reserve")
    item.setPos(item.pos() + QPointF(30, 0))
    problems = table_problems(table.controller)
    assert any("reserve[" in problem and "its place is" in problem for problem in problems)
    table.controller.sync()
    assert table_problems(table.controller) == []
    table.game.set_cards("stock", table.game.pile("stock").cards[:-1])
    assert any("not the deck" in problem for problem in table_problems(table.controller))


def test_the_check_sees_undo_and_redo_that_disagree_with_the_session(open_table):
    table = open_table(new_game("rainbow", seed=4))
    window, controller = table.window, table.controller
    for _ in range(2):
        assert controller.play(best_move(table.game))
        table.settle()
    controller.undo()
    assert controller.session.done == 1 and history_problems(window) == []
    window.redo_action.setEnabled(False)
    assert any(problem.startswith("Redo is disabled") for problem in history_problems(window))
    window.redo_action.setEnabled(True)
    window.undo_action.setText("&Undo: deal")
    assert any(problem.startswith("Undo says") for problem in history_problems(window))
    controller.redo()
    assert history_problems(window) == [] and not window.redo_action.isEnabled()


def test_a_move_made_before_an_undo_has_begun_to_move_leaves_every_card_in_place(open_table):
    """Undo, and at once (no frame between) a move that sends the same card back: the card used to stay
    where the undo was taking it (the stock), its pile the hand."""
    table = open_table(new_game("rainbow", seed=4), animations=True)
    controller = table.controller
    controller.stock_click()
    table.settle()
    controller.undo()
    controller.stock_click()
    table.settle()
    assert table_problems(controller) == []


@pytest.mark.parametrize(("game_id", "number"), [("toad", 9), ("toad", 21), ("rainbow", 5)])
def test_animations_switched_off_mid_flight_then_a_move_with_automatic_moves(open_table, game_id, number):
    """The automatic moves that followed ran inside the new move's bookkeeping, and the new move's
    motions, measured before them, put a card back where it had been."""
    table = open_table(new_game(game_id, seed=number), animations=True, automove=True)
    controller = table.controller
    for _ in range(12):
        game = table.game
        move = best_move(game)
        if move is None or game.is_over():
            break
        controller.animate = True
        controller.play(move)
        controller.animate = False  # the Settings menu's switch, while the cards are moving
        following = best_move(game)
        if following is None:
            break
        controller.play(following)
        table.settle()
        assert table_problems(controller) == []


def test_finished_card_motions_are_let_go(open_table, qtbot):
    """Each batch of motions was kept as a child of the animator: one more object tree every move."""
    table = open_table(new_game("clock", seed=13), animations=True)
    controller = table.controller
    controller.animator.speed = 0.05
    for _ in range(25):
        move = best_move(table.game)
        if move is None:
            break
        controller.play(move)
        table.settle()
    qtbot.wait(10)  # deferred deletes
    assert len(table.game.moves) >= 25
    assert len(controller.animator.findChildren(QAbstractAnimation)) <= 8  # at most the last batch's parts
