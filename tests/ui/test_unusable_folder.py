"""A data folder the program cannot use (a regular file in its place, a name too long): said once, with
the system's reason; the games and results are kept in memory, and closing asks before they are lost."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QMessageBox

from patience_qt.rules import new_game
from patience_qt.store import Profile
from patience_qt.ui.window.first_game import first_game
from patience_qt.ui.window.main_window import MainWindow


@pytest.mark.parametrize("name, reason", [("data", "Not a directory"), ("n" * 300, "File name too long")])
def test_a_data_folder_that_cannot_be_used_is_said_once_and_closing_asks(
        qtbot, settings, tmp_path, monkeypatch, name, reason) -> None:
    folder = tmp_path / name
    if name == "data":
        folder.write_text("the player's own file")
    settings.setValue("game/last", "clock")
    window = MainWindow(settings=settings, deal_animation=False, profile=Profile(folder))
    qtbot.addWidget(window)
    window.ask_before_losing_the_game = True
    said: list[str] = []
    window.keeper.warning.connect(said.append)
    assert first_game(window) is True
    message = window.statusBar().currentMessage()
    assert f"cannot be used ({reason})" in message and "\n" not in message
    assert "damaged" not in message and "moved aside" not in message
    assert str(folder)[-20:] in message

    controller = window.controller
    for _ in range(2):
        controller.play(controller.game.legal_moves()[0])
    window.keeper.flush()
    window.start("clock", seed=9)  # the game left after moves counts as lost: the result waits
    window.keeper.flush()
    assert said == []  # said once, at start: not again after each move
    assert window.keeper.statistics.get("clock").played == 1

    asked: list[str] = []

    def question(parent, title, text, buttons, default):
        asked.append(text)
        return QMessageBox.StandardButton.Cancel

    monkeypatch.setattr(QMessageBox, "question", question)
    assert window.close() is False
    assert len(asked) == 1 and f"the data folder cannot be used ({reason})" in asked[0]
    assert "results not yet saved are lost" in asked[0]
    assert "moves are lost" not in asked[0]  # the new deal has none played
    if name == "data":
        assert folder.read_text() == "the player's own file"
    window.ask_before_losing_the_game = False
    window.close()


def test_a_window_without_a_lock_of_its_saved_game_says_why(qtbot, settings, tmp_path, monkeypatch) -> None:
    from patience_qt.store import locks

    def refuse(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(locks, "_open_folder", refuse)
    (tmp_path / "current_game.lock").mkdir()
    window = MainWindow(new_game("clock", seed=1), settings=settings, deal_animation=False,
                        profile=Profile(tmp_path))
    qtbot.addWidget(window)
    first_game(window, "clock", 2)
    message = window.statusBar().currentMessage()
    assert "could not be locked" in message and "Permission denied" in message
    assert "Another copy" not in message
