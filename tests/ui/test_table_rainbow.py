"""The table with the mouse, Rainbow family: the arc reserve, foundations, the stock, hand and waste piles."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF
from tablekit import placed

from patience_qt.layout import place_label
from patience_qt.rules import Card, Move, new_game, reason
from patience_qt.ui.text import i18n

# Rainbow deals 26 reserve cards (position 25 is the outer, face-up one), then the base card, then the
# stock from its top down.
RAINBOW_ORDER = placed({24: "8C", 25: "7S", 26: "6H", 27: "8D", 28: "6C"}, 104)


def rainbow_game():
    return new_game("rainbow", order=RAINBOW_ORDER)


def test_the_arc_shows_its_outer_card_face_up(open_table):
    table = open_table(rainbow_game())
    outer = table.item("reserve")
    assert str(outer.card) == "7S" and outer.face_up
    assert not table.item("reserve", 0).face_up
    assert outer.rotation() > 30  # the right end of the arc leans right
    assert table.cards_inside_view() == []


def test_clicking_the_stock_turns_a_card_into_the_hand(open_table):
    table = open_table(rainbow_game())
    table.click(table.card_pos("stock"))
    assert table.game.moves[-1].kind == "turn"
    assert [str(card) for card in table.game.pile("hand").cards] == ["8D"]
    assert table.item("hand").face_up
    assert table.window.status_labels["stock"].text() == "Stock: 76"


def test_a_legal_drag_from_the_arc_to_a_foundation(open_table):
    table = open_table(rainbow_game())
    table.drag_card("reserve", "foundation1")
    assert table.game.moves == [Move("move", "reserve", "foundation1", Card.parse("7S"))]
    seven = table.item("foundation1")
    assert str(seven.card) == "7S"
    assert seven.pos() == table.scene.places("foundation1")[-1][0] and seven.rotation() == 0
    assert str(table.item("reserve").card) == "8C" and table.item("reserve").face_up


def test_an_illegal_drag_slides_back_onto_the_arc_and_says_why(open_table):
    table = open_table(rainbow_game())
    before = table.game.snapshot()
    start, turn = table.card_pos("reserve"), table.item("reserve").rotation()
    table.drag_card("reserve", "foundation2")
    assert table.game.snapshot() == before
    assert table.card_pos("reserve") == start and table.item("reserve").rotation() == turn
    assert table.status_message() == str(reason("rainbow.foundation_start", rank=7, rank2=6))
    i18n.apply_language("ru")
    try:
        table.drag_card("reserve", "foundation2")
        assert table.status_message() == "Семёрка не может начать базу: базы начинают только шестёрки."
    finally:
        i18n.apply_language("en")


def test_a_double_click_sends_the_outer_card_to_its_foundation(open_table):
    table = open_table(rainbow_game())
    table.double_click(table.card_pos("reserve"))
    assert table.game.moves == [Move("move", "reserve", "foundation1", Card.parse("7S"))]


def test_the_hand_card_is_dragged_onto_the_waste_pile_of_choice(open_table):
    table = open_table(rainbow_game())
    table.click(table.card_pos("stock"))
    table.drag_card("hand", "waste2")
    assert table.game.moves[-1] == Move("move", "hand", "waste2", Card.parse("8D"))
    assert table.item("waste2").pos() == table.scene.places("waste2")[0][0]


def test_automatic_moves_follow_the_deal_and_undo_as_one_step(open_table):
    table = open_table(rainbow_game(), automove=True)
    # The outer 7S goes up on the 6H by itself, and then the 8C it uncovered.
    assert [str(card) for card in table.game.pile("foundation1").cards] == ["6H", "7S", "8C"]
    table.controller.undo()
    assert table.game.moves == []
    assert str(table.item("reserve").card) == "7S"


TURN_THEN_HOME = placed({25: "9C", 26: "6H", 27: "7D", 28: "2S"}, 104)


def test_automatic_moves_follow_a_players_move_and_undo_with_it(open_table):
    table = open_table(new_game("rainbow", order=TURN_THEN_HOME), automove=True)
    assert table.game.moves == []  # nothing to do by itself yet
    table.click(table.card_pos("stock"))
    assert [str(card) for card in table.game.pile("foundation1").cards] == ["6H", "7D"]
    assert len(table.game.moves) == 2
    table.controller.undo()
    assert table.game.moves == []


def test_automatic_moves_are_animated_after_the_move(open_table):
    table = open_table(new_game("rainbow", order=TURN_THEN_HOME), automove=True, animations=True)
    table.click(table.card_pos("stock"))
    table.settle()
    assert [str(card) for card in table.game.pile("foundation1").cards] == ["6H", "7D"]
    assert table.item("foundation1").pos() == table.scene.places("foundation1")[-1][0]


def _use_up_the_stock(game) -> None:
    while game.pile("stock").cards or game.pile("hand").cards:
        moves = game.legal_moves()
        turn = [move for move in moves if move.kind == "turn"]
        wastes = [move for move in moves if move.src == "hand" and move.dst.startswith("waste")]
        game.push(turn[0] if turn else min(wastes, key=lambda m: len(game.pile(m.dst).cards)))


def test_an_empty_stock_with_a_redeal_left_shows_the_mark_and_redeals_on_a_click(open_table):
    game = rainbow_game()
    _use_up_the_stock(game)
    table = open_table(game)
    assert place_label(game, table.scene.layout.piles["stock"]) == "↺"
    assert table.scene.pile_items["stock"].label == "↺"
    table.click(table.place_pos("stock"))
    assert table.game.moves[-1].kind == "redeal"
    assert table.game.pile("stock").cards
    assert table.window.status_labels["redeals"].text() == "Redeals left: 2"
    assert table.scene.pile_items["stock"].label == ""


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000), (900, 600)])
def test_resizing_keeps_the_arc_inside_the_view(open_table, qtbot, size):
    table = open_table(rainbow_game())
    table.window.setMinimumSize(0, 0)
    table.window.resize(*size)
    qtbot.waitUntil(lambda: table.view.viewport().width() > 0)
    assert table.cards_inside_view() == []


OTHER_GAMES = [("open_shop", {}), ("toad", {"two_reserves": True}), ("star", {})]


@pytest.mark.parametrize("game_id, options", OTHER_GAMES)
def test_the_other_rainbow_games_turn_the_stock_and_take_the_hand_card_to_a_waste_pile(
        open_table, game_id, options):
    game = new_game(game_id, seed=11, options=options)
    table = open_table(game)
    assert table.cards_inside_view() == []
    table.click(table.card_pos("stock"))
    assert game.moves[-1].kind == "turn"
    hand = game.pile("hand").cards[-1]
    table.drag_card("hand", "waste3")
    assert game.moves[-1] == Move("move", "hand", "waste3", hand)


def test_toad_takes_its_one_ace_from_inside_the_fanned_reserve(open_table):
    # Toad: 13 reserve cards face up, fanned down; position 12 is the available one.
    game = new_game("toad", order=placed({5: "AS", 12: "9D"}, 104))
    table = open_table(game)
    assert 5 in game.movable_indices("reserve")
    ace = table.item("reserve", 5)
    # its top left corner: the rest of it lies under the next cards (and a second column's)
    visible_strip = ace.pos() - QPointF(ace.width / 2 - 6, ace.height / 2 - 6)
    table.drag(visible_strip, table.place_pos("foundation4"))
    assert game.moves == [Move("move", "reserve", "foundation4", Card.parse("AS"))]
    assert [str(card) for card in game.pile("reserve").cards].count("AS") == 0
    assert table.cards_inside_view() == []


def test_the_double_click_event_on_its_own_sends_the_card_home(open_table):
    # Some platforms deliver only the double-click event (as QTest.mouseDClick does): it still works.
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    table = open_table(rainbow_game())
    QTest.mouseDClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                      table.point(table.card_pos("reserve")))
    assert table.game.moves == [Move("move", "reserve", "foundation1", Card.parse("7S"))]


def test_a_card_with_no_legal_move_still_lifts_and_its_refusal_says_why(open_table):
    # the 8♦ on waste 1 has no move (nothing takes it: foundations want a 7, the reserve's 7♠ a 6);
    # dragged to waste 2 it slides back with the rules' reason, not silently
    table = open_table(rainbow_game())
    table.click(table.card_pos("stock"))
    table.drag_card("hand", "waste1")
    assert table.game.pile("waste1").cards[-1] == Card.parse("8D")
    assert 0 not in table.game.movable_indices("waste1")
    before = table.game.snapshot()
    table.drag_card("waste1", "waste2")
    assert table.game.snapshot() == before
    assert table.status_message() == str(reason("rainbow.waste_to_waste"))
    table.drag_card("foundation1", "waste2")  # the base card, home for good
    assert table.game.snapshot() == before
    assert table.status_message() == str(reason("rainbow.foundation_stays"))


def test_the_keyboard_takes_a_card_up_and_puts_it_on_the_waste_pile_of_choice(open_table):
    # Enter plays the best move; Space takes the card up, the arrows go round the places that take
    # it (lit), and Enter puts it there: the player's choice of waste pile, without a mouse
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    table = open_table(rainbow_game())
    table.click(table.card_pos("stock"))  # the 8♦ in the hand
    view, controller = table.view, table.controller
    view.setFocus()
    while controller.keyboard.focus != ("hand", 0):
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Space)
    places = [move.dst for move in controller.keyboard.carry]
    assert {"waste1", "waste2", "waste3"} <= set(places)
    assert "goes to the lit place" in table.status_message()
    while places[controller.keyboard.carry_index] != "waste3":
        QTest.keyClick(view, Qt.Key.Key_Right)
    assert table.scene.pile_items["waste3"].glow == 2
    QTest.keyClick(view, Qt.Key.Key_Return)
    assert table.game.moves[-1] == Move("move", "hand", "waste3", Card.parse("8D"))
    # Escape leaves a taken-up card where it is
    table.click(table.card_pos("stock"))
    while controller.keyboard.focus != ("hand", 0):
        QTest.keyClick(view, Qt.Key.Key_Tab)
    QTest.keyClick(view, Qt.Key.Key_Space)
    QTest.keyClick(view, Qt.Key.Key_Escape)
    moves = len(table.game.moves)
    QTest.keyClick(view, Qt.Key.Key_Right)
    assert len(table.game.moves) == moves and not controller.keyboard.carry
