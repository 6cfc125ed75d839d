"""The table with the mouse, Clock family: drag the turned card under its pile, click it, double-click it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from tablekit import placed

from patience_qt.rules import Card, Move, new_game, reason
from patience_qt.ui.table.drop_marks import DropMark

# Clock deals round the 13 piles, so position 51 (0-based) is the K pile's top, turned first;
# position 43 is pile 5's top, turned when the five arrives.
CLOCK_ORDER = placed({51: "5H", 43: "9S", 47: "KD"}, 52)


def clock_game():
    return new_game("clock", order=CLOCK_ORDER)


def test_the_deal_shows_the_turned_card_on_the_kings_pile(open_table):
    table = open_table(clock_game())
    top = table.item("pile13")
    assert str(top.card) == "5H" and top.face_up
    assert table.game.movable_indices("pile13") == [3]
    assert table.cards_inside_view() == []


def test_a_legal_drag_moves_the_card_under_its_pile(open_table):
    table = open_table(clock_game())
    table.drag_card("pile13", "pile5")
    assert table.game.moves == [Move("step", "pile13", "pile5", Card.parse("5H"))]
    five = table.item("pile5", 0)  # tucked under the pile: its bottom card
    assert str(five.card) == "5H" and five.face_up
    assert five.pos() == table.scene.places("pile5")[0][0]
    assert str(table.item("pile5").card) == "9S" and table.item("pile5").face_up  # the next card turned


def test_while_dragging_the_card_follows_the_mouse_and_its_pile_glows(open_table):
    table = open_table(clock_game())
    card = table.item("pile13")
    start = card.pos()
    viewport = table.view.viewport()
    a = table.point(start)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, a + QPoint(30, 10))
    QTest.mouseMove(viewport, a + QPoint(60, 20))
    assert card.lifted
    assert card.pos() == start + QPointF(60, 20)
    marks = table.controller.drag.marks
    assert marks.levels() == {"pile5": 1}  # the one legal target is marked, softly
    QTest.mouseMove(viewport, table.point(table.place_pos("pile5")))
    assert marks.levels() == {"pile5": 2}  # stronger under the card
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                       table.point(table.place_pos("pile5")))
    assert not card.lifted
    assert len(table.game.moves) == 1
    assert marks.levels() == {}
    assert not [item for item in table.scene.items() if isinstance(item, DropMark)]


def test_an_illegal_drag_slides_back_and_says_why(open_table):
    table = open_table(clock_game())
    before = table.game.snapshot()
    start = table.card_pos("pile13")
    table.drag_card("pile13", "pile3")
    assert table.game.snapshot() == before
    assert table.game.moves == []
    assert table.card_pos("pile13") == start
    assert table.status_message() == str(reason("clock.under_its_pile", rank=5))


def test_dropping_on_the_felt_puts_the_card_back_and_says_where_it_goes(open_table):
    table = open_table(clock_game())
    start = table.card_pos("pile13")
    greeting = table.status_message()
    felt = table.scene.sceneRect().topLeft() + (table.scene.sceneRect().bottomRight() - start) * 0.05
    table.drag(start, felt)
    assert table.game.moves == []
    assert table.card_pos("pile13") == start
    assert table.status_message() != greeting  # never a silent slide back
    assert table.status_message() == str(reason("drop.one_clock_pile", card=Card.parse("5H"), rank=5))


def test_unavailable_cards_cannot_be_picked_up_and_the_table_says_which_can(open_table):
    table = open_table(clock_game())
    before = table.game.snapshot()
    table.drag(table.card_pos("pile2"), table.place_pos("pile7"))
    assert table.game.snapshot() == before
    assert table.item("pile2").pos() == table.scene.places("pile2")[-1][0]
    assert table.status_message() == str(reason("clock.only_the_turned_card", card=Card.parse("5H")))


def test_a_refusal_is_cleared_by_the_legal_move_that_follows(open_table):
    table = open_table(clock_game())
    table.drag_card("pile13", "pile3")
    assert table.status_message() == str(reason("clock.under_its_pile", rank=5))
    table.drag_card("pile13", "pile5")
    assert len(table.game.moves) == 1
    assert table.status_message() == ""


def test_a_click_on_the_turned_card_makes_the_step(open_table):
    table = open_table(clock_game())
    table.click(table.card_pos("pile13"))
    assert table.game.moves == [Move("step", "pile13", "pile5", Card.parse("5H"))]


def test_a_double_click_sends_the_card_home_once(open_table):
    table = open_table(clock_game())
    table.double_click(table.card_pos("pile13"))
    # The first click of the double-click already sent the five home; the second press is not a new move.
    assert table.game.moves == [Move("step", "pile13", "pile5", Card.parse("5H"))]


def test_the_keyboard_picks_and_plays_the_turned_card(open_table):
    table = open_table(clock_game())
    table.view.setFocus()
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    assert table.item("pile13").focused
    QTest.keyClick(table.view, Qt.Key.Key_Return)
    assert len(table.game.moves) == 1


def test_undo_and_redo_follow_the_rules(open_table):
    table = open_table(clock_game())
    start = table.game.snapshot()
    table.drag_card("pile13", "pile5")
    after = table.game.snapshot()
    table.controller.undo()
    assert table.game.snapshot() == start
    assert str(table.item("pile13").card) == "5H"
    table.controller.redo()
    assert table.game.snapshot() == after
    assert table.item("pile5", 0).pos() == table.scene.places("pile5")[0][0]


@pytest.mark.parametrize("size", [(1024, 700), (1400, 900), (800, 500), (1280, 800)])
def test_resizing_keeps_every_card_inside_the_view(open_table, qtbot, size):
    table = open_table(clock_game())
    table.drag_card("pile13", "pile5")
    table.window.setMinimumSize(0, 0)
    table.window.resize(*size)
    qtbot.waitUntil(lambda: table.view.viewport().width() > 0)
    assert table.cards_inside_view() == []
    for item in table.scene.card_items:  # and every card is where its pile says
        assert item.pos() == table.scene.places(item.pile_id)[item.index][0]


def test_an_animated_drop_lands_on_its_target(open_table):
    table = open_table(clock_game(), animations=True)
    table.drag_card("pile13", "pile5")
    assert table.controller.animator.running
    table.settle()
    assert table.item("pile5", 0).pos() == table.scene.places("pile5")[0][0]


def test_a_long_word_beside_a_pile_is_written_under_its_whole_fan(open_table):
    """Travellers' hand: the label sits under the middle of the fan at its full reach, and the long
    Russian name («Путешественники», shown here by the pile item itself) is written at a size that
    reads, not shrunk into one card's width."""
    table = open_table(new_game("travellers", seed=3), size=(1024, 700))
    hand = table.scene.pile_items["travellers"]
    fan_middle = hand.pos().x() + table.scene.card_width * 1.6 / 2  # its place's centre + half the fan
    assert abs(hand.mapToScene(hand.label_rect().center()).x() - fan_middle) < 2
    hand.set_label("путешественники", False)
    assert hand.label_font().pixelSize() >= 0.2 * hand.width  # 0.15 when it had one card's room
