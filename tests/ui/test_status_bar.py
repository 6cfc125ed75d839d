"""The status bar keeps the game's figures in view whatever the message; a message wraps onto the bar's
two lines, and one longer still is cut short with its whole text in the tool tip."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

from patience_qt.rules import Move, new_game


def figures_in_view(window) -> None:
    bar = window.statusBar()
    for key in ("game", "number", "moves", "time"):
        label = window.status_labels[key]
        assert label.isVisible() and label.text(), key
        where = QRect(label.mapTo(bar, QPoint(0, 0)), label.size())  # the figures stand in rows of their own
        assert bar.rect().contains(where), key  # not pushed out of the bar
        assert label.width() >= label.sizeHint().width(), key  # nor squeezed
        assert not where.intersects(bar.message_label.geometry()), key  # nor written over


def test_babettes_gathering_prompt_leaves_the_game_name_in_view_at_1024(open_table):
    game = new_game("babette", seed=5)
    while game.pile("stock").cards:
        game.push(Move("deal", "stock", "column1", None))
    table = open_table(game, size=(1024, 700))
    gather = next(move for move in game.legal_moves() if move.kind == "gather")
    assert table.controller.answer(gather)
    table.qtbot.wait(20)
    said = table.status_message()
    assert said.startswith("Pile ") and "picked up for the redeal" in said
    figures_in_view(table.window)
    message = table.window.statusBar().message_label
    assert not message.is_elided() and message.text() == said  # whole, on the bar's two lines
    assert message.toolTip() == ""


def test_a_message_longer_than_the_bar_holds_is_cut_with_its_whole_text_in_the_tool_tip(open_table):
    table = open_table(new_game("clock", seed=1), size=(1024, 700))
    said = " ".join(["A message far longer than two lines of the status bar can hold."] * 12)
    table.window.statusBar().showMessage(said)
    table.qtbot.wait(20)
    figures_in_view(table.window)
    message = table.window.statusBar().message_label
    assert message.is_elided() and message.text().endswith("…") and message.toolTip() == said


def test_a_long_message_does_not_change_the_tables_height(open_table):
    """The bar is two lines tall whatever it says: a bar that grew with a message would shrink the table."""
    table = open_table(new_game("village", seed=1), size=(1024, 700))
    height = table.view.height()
    table.window.statusBar().showMessage(" ".join(["Long words for the bar."] * 12))
    table.qtbot.wait(20)
    assert table.view.height() == height


def test_rainbows_first_prompt_leaves_the_game_name_in_view_at_1024(open_table):
    table = open_table(new_game("rainbow", seed=1), size=(1024, 700))
    table.window._greet()
    table.qtbot.wait(20)
    assert table.status_message().startswith("Click the stock")
    figures_in_view(table.window)
    assert table.window.status_labels["game"].text() == "Rainbow — Радуга"


def test_a_short_message_is_shown_whole_without_a_tool_tip(open_table):
    table = open_table(new_game("clock", seed=1), size=(1600, 1000))
    table.window.statusBar().showMessage("Saved.")
    table.qtbot.wait(20)
    message = table.window.statusBar().message_label
    assert message.text() == "Saved." and not message.is_elided() and message.toolTip() == ""
    table.window.statusBar().clearMessage()
    assert message.text() == ""
