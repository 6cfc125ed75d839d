"""Leaving a game in progress for another counts it as lost: the window asks once, with "Don't ask
again" in the box and in Preferences; a game not moved in, or over, is left without a question."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from patience_qt.rules import new_game
from patience_qt.store import Profile
from patience_qt.ui.dialogs import leave_question
from patience_qt.ui.dialogs.leave_question import ASK_KEY
from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from patience_qt.ui.window.main_window import MainWindow


class Player:
    """Answers the box: leaves the game (or not), ticking "Don't ask again" (or not); counts the boxes."""

    def __init__(self, leave: bool = True, never_again: bool = False) -> None:
        self.leave, self.never_again = leave, never_again
        self.boxes: list[str] = []

    def __call__(self, box: QMessageBox) -> bool:
        self.boxes.append(box.text())
        box.checkBox().setChecked(self.never_again)
        return self.leave


@pytest.fixture
def window(qtbot, settings, tmp_path):
    made = MainWindow(new_game("village", seed=7), settings=settings, deal_animation=False,
                      profile=Profile(tmp_path / "data"))
    made.ask_before_leaving_the_game = True  # as the program's own window does
    qtbot.addWidget(made)
    made.show()
    yield made
    made.controller.animator.stop()


def move_once(window: MainWindow) -> None:
    controller = window.controller
    controller.play(controller.game.legal_moves()[0])
    assert not controller.game.is_over()


def played(window: MainWindow) -> int:
    return window.keeper.statistics.get("village").played


def test_new_game_after_a_move_asks_and_cancel_keeps_the_game(window, monkeypatch):
    player = Player(leave=False)
    monkeypatch.setattr(leave_question, "run_box", player)
    move_once(window)
    game = window.controller.game
    window.new_action.trigger()
    assert player.boxes == ["This game counts as lost if you leave it for another."]
    assert window.controller.game is game and played(window) == 0
    window.restart_action.trigger()  # Restart leaves it too
    assert len(player.boxes) == 2 and window.controller.game is game


def test_leaving_asks_each_time_until_dont_ask_again(window, monkeypatch, settings):
    player = Player(leave=True)
    monkeypatch.setattr(leave_question, "run_box", player)
    move_once(window)
    window.new_action.trigger()
    assert len(player.boxes) == 1 and played(window) == 1  # counted as lost, as said
    move_once(window)
    player.never_again = True
    window.new_action.trigger()
    assert len(player.boxes) == 2 and played(window) == 2
    assert settings.value(ASK_KEY) in (False, "false")
    move_once(window)
    window.new_action.trigger()  # not asked again
    assert len(player.boxes) == 2 and played(window) == 3
    dialog = PreferencesDialog(settings, "village")  # the same switch, off, in Preferences
    assert not dialog.ask_before_leaving.isChecked()
    dialog.ask_before_leaving.setChecked(True)
    dialog.save()
    move_once(window)
    window.new_action.trigger()
    assert len(player.boxes) == 3


def test_a_game_not_moved_in_or_over_is_left_without_a_question(window, monkeypatch):
    player = Player()
    monkeypatch.setattr(leave_question, "run_box", player)
    window.new_action.trigger()  # not moved in
    window.start("new_republican", seed=1)
    window.controller.play(window.controller.game.legal_moves()[0])  # the first seven: lost at once
    assert window.controller.game.is_over()
    window.new_action.trigger()
    window.restart_action.trigger()
    assert player.boxes == []


def test_opening_a_file_over_a_game_in_progress_asks(window, monkeypatch, tmp_path):
    player = Player(leave=False)
    monkeypatch.setattr(leave_question, "run_box", player)
    path = tmp_path / "saved.json"
    assert window.profile_actions.save_game_as(str(path))
    move_once(window)
    game = window.controller.game
    assert not window.profile_actions.open_game(str(path))
    assert len(player.boxes) == 1 and window.controller.game is game


def test_windows_of_tests_and_tools_never_ask(window, monkeypatch):
    player = Player()
    monkeypatch.setattr(leave_question, "run_box", player)
    window.ask_before_leaving_the_game = False
    move_once(window)
    window.new_action.trigger()
    assert player.boxes == []
