"""A whole game played by ear: keys only, each choice made from what a screen reader hears (the focused
place's name and what Enter does, the announcements), to the game's end, which is heard too."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest

from patience_qt.rules import new_game
from patience_qt.ui.text import i18n
from patience_qt.ui.text.speech import ANNOUNCED
from patience_qt.ui.text.speech import heard as record
from patience_qt.ui.text.spoken import move_words

ENDS = ("You won", "No moves left", "No way forward", "Game over")


@pytest.fixture(autouse=True)
def english():
    i18n.apply_language("en")
    yield


def choose(offered: list[tuple[str, str]], tried: set[str]) -> int | None:
    """Which place to press Enter on, by what was heard of each (see ``play_by_ear``)."""
    tests = (lambda name, does: " to foundation " in does, lambda name, does: ", hand, " in name,
             lambda name, does: name.startswith("Stock"), lambda name, does: does not in tried)
    for test in tests:
        for index, (name, does) in enumerate(offered):
            if does.startswith("Enter: ") and test(name, does):
                return index
    return None


def play_by_ear(table, turns: int = 1000, read: list[str] | None = None) -> list[str]:
    """Play the game on the table with Tab and Enter, choosing only by what is heard: a card that Enter
    sends to a foundation, else the hand's card, else the stock, else a move not yet tried since the
    last of those (the Village family's builds). Returns what was announced; ``read`` gets each focused
    place's name and description."""
    view = table.view
    interface = QAccessible.queryAccessibleInterface(view)
    heard: list[str] = []

    def note(said) -> None:
        if said.how == ANNOUNCED:
            heard.append(said.text)

    record().said.connect(note)
    try:
        return _play(table, view, interface, heard, turns, read)
    finally:
        record().said.disconnect(note)


def _play(table, view, interface, heard: list[str], turns: int, read: list[str] | None) -> list[str]:
    def focus() -> tuple[str, str]:
        child = interface.focusChild()
        assert child is not None and child.state().focused
        return child.text(QAccessible.Text.Name), child.text(QAccessible.Text.Description)

    tried: set[str] = set()
    for _turn in range(turns):
        if any(end in said for said in heard[-2:] for end in ENDS):
            return heard
        QTest.keyClick(view, Qt.Key.Key_Tab)
        offered = [focus()]
        while True:  # round the places the keyboard offers, back to the first
            QTest.keyClick(view, Qt.Key.Key_Tab)
            if focus() == offered[0]:
                break
            offered.append(focus())

        if read is not None:
            read.extend(text for place in offered for text in place)
        choice = choose(offered, tried)
        assert choice is not None, f"nothing to do, and no end heard: {offered}"
        name, does = offered[choice]
        tried = set() if " to foundation " in does or name.startswith("Stock") else tried | {does}
        for _step in range(choice):
            QTest.keyClick(view, Qt.Key.Key_Tab)
        assert focus() == offered[choice]
        QTest.keyClick(view, Qt.Key.Key_Return)
    raise AssertionError(f"no end after {turns} turns")


@pytest.mark.parametrize(("game_id", "seed"), [("rainbow", 5), ("village", 8)])
def test_a_whole_game_is_played_by_ear(open_table, game_id, seed):
    table = open_table(new_game(game_id, seed=seed), automove=True)
    table.window.activateWindow()
    table.view.setFocus()
    read: list[str] = []
    heard = play_by_ear(table, read=read)
    game = table.game
    assert table.controller.verdict is not None and len(game.moves) > 40
    # every move was heard, the automatic ones too, and the end
    said = " ; ".join(heard)
    assert all(move_words(move, game) in said for move in game.moves)
    assert any(end in heard[-1] for end in ENDS)
    # in words, never a suit's sign, which a speech engine reads by its name ("black spade suit")
    assert not [text for text in heard + read if any(sign in text for sign in "♠♥♦♣")]
