"""Game → Game number… (Ctrl+Shift+N) while a winnable deal of a newly chosen game is looked for (#49 item 6):
the number is a deal of the chosen game, not of the one still on the table."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QInputDialog

from patience_qt.rules import new_game
from patience_qt.ui.settings.winnable_preference import WINNABLE_ONLY_KEY


def test_a_number_typed_while_the_chosen_games_search_runs_deals_that_game(open_table, qtbot, settings,
                                                                          monkeypatch) -> None:
    """The play-test: Choose game… Rainbow with Deal only winnable games on, then Ctrl+Shift+N and a
    number while the search ran: Village's deal of that number came, and Rainbow was dropped silently."""
    table = open_table(new_game("village", seed=1))
    window = table.window
    settings.setValue(WINNABLE_ONLY_KEY, True)
    asked: list[str] = []

    def answer(dialog: QInputDialog) -> int:
        asked.append(dialog.labelText())
        dialog.setTextValue("4242")
        return 1

    monkeypatch.setattr(QInputDialog, "exec", answer)
    qtbot.waitUntil(window.isActiveWindow)
    window._deal_new("rainbow", {})  # what Choose game… does once a game is chosen
    assert window.solver_actions.searching()
    assert window.controller.game.id == "village"  # the search runs; the old deal is still on the table
    QTest.keyClick(table.view, Qt.Key.Key_N,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert asked == ["Play Rainbow deal number:"]
    game = window.controller.game
    assert (game.id, game.seed) == ("rainbow", 4242)
    assert not window.solver_actions.searching()  # given up: its answer does not take the deal away
    qtbot.wait(300)
    assert window.controller.game is game


def test_without_a_search_the_number_is_of_the_game_on_the_table(open_table, monkeypatch) -> None:
    table = open_table(new_game("village", seed=1))
    offered: list[str] = []

    def answer(dialog: QInputDialog) -> int:
        offered.append(dialog.textValue())
        dialog.setTextValue("77")
        return 1

    monkeypatch.setattr(QInputDialog, "exec", answer)
    table.window.number_action.trigger()
    assert offered == ["1"]
    assert (table.controller.game.id, table.controller.game.seed) == ("village", 77)
