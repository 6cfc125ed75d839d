"""The table with the mouse, Village family: columns, ace and king foundations, stock, Babette's gather."""

from __future__ import annotations

import pytest
from tablekit import placed

from patience_qt.rules import Card, Move, new_game, reason

# Village deals rows of eight, left to right: positions 0-7 are the first row, 8-15 the next one.
VILLAGE_ORDER = placed({0: "AS", 1: "KH", 2: "5D", 8: "2S", 9: "QH", 10: "9C"}, 104)


def village_game(game_id: str = "village"):
    return new_game(game_id, order=VILLAGE_ORDER)


def texts(cards) -> list[str]:
    return [str(card) for card in cards]


def test_the_deal_shows_the_first_row_and_labelled_foundations(open_table):
    table = open_table(village_game())
    assert [str(table.item(f"column{i}").card) for i in (1, 2, 3)] == ["AS", "KH", "5D"]
    labels = [table.scene.pile_items[f"foundation{i}"].label for i in range(1, 9)]
    assert labels == ["A♠", "A♥", "A♦", "A♣", "K♠", "K♥", "K♦", "K♣"]
    assert table.cards_inside_view() == []


def test_a_legal_drag_to_the_ace_foundation_is_replaced_from_the_stock(open_table):
    table = open_table(village_game())
    table.drag_card("column1", "foundation1")
    assert table.game.moves == [Move("move", "column1", "foundation1", Card.parse("AS"))]
    assert texts(table.game.pile("foundation1").cards) == ["AS"]
    assert texts(table.game.pile("column1").cards) == ["2S"]  # the next stock card took its place
    assert table.item("foundation1").pos() == table.scene.places("foundation1")[0][0]
    assert table.item("column1").pos() == table.scene.places("column1")[0][0]


def test_an_illegal_drag_to_the_kings_foundation_slides_back(open_table):
    table = open_table(village_game())
    before = table.game.snapshot()
    start = table.card_pos("column1")
    table.drag_card("column1", "foundation5")
    assert table.game.snapshot() == before
    assert table.card_pos("column1") == start
    assert table.status_message() == str(reason("village.king_foundation_start", suit="S"))


def test_building_on_a_column_is_refused_while_the_stock_lasts(open_table):
    # The ace is available (it may go home), so it can be picked up; the 2 it is dropped on is refused.
    table = open_table(new_game("village", order=placed({0: "2D", 2: "AD"}, 104)))
    table.drag_card("column3", "column1")
    assert table.game.moves == []
    assert table.status_message() == str(reason("village.no_builds_yet", card=Card.parse("AD")))


def test_clicking_the_stock_deals_a_row(open_table):
    table = open_table(village_game())
    table.click(table.card_pos("stock"))
    assert table.game.moves == [Move("deal", "stock", "column1", None)]
    assert texts(table.game.pile("column1").cards) == ["AS", "2S"]
    second = table.item("column1")
    assert second.pos() == table.scene.places("column1")[1][0]
    assert second.pos().y() > table.item("column1", 0).pos().y()  # columns fan downward
    assert table.window.status_labels["stock"].text() == "Stock: 88"


def test_a_double_click_sends_a_king_to_its_foundation(open_table):
    table = open_table(village_game("carnival"))
    table.double_click(table.card_pos("column2"))
    assert table.game.moves == [Move("move", "column2", "foundation6", Card.parse("KH"))]
    assert table.game.pile("column2").cards == ()  # Carnival: no replacement


def test_a_click_sends_a_card_to_its_foundation(open_table):
    table = open_table(village_game("carnival"))
    table.click(table.card_pos("column1"))
    assert table.game.moves == [Move("move", "column1", "foundation1", Card.parse("AS"))]


def dealt_out_babette(seed: int = 5):
    game = new_game("babette", seed=seed)
    while game.pile("stock").cards:
        game.push(Move("deal", "stock", "column1", None))
    return game


def homeless_piles(game) -> list[str]:
    """Babette's piles whose top card has no move but the gathering."""
    moving = {move.src for move in game.legal_moves() if move.kind == "move"}
    return [column for column in (f"column{i}" for i in range(1, 9)) if column not in moving]


def test_babette_piles_are_squared_and_a_drag_onto_the_stock_gathers_them_for_the_redeal(open_table):
    game = dealt_out_babette()
    table = open_table(game)
    places = table.scene.places("column4")
    assert len(places) == 13 and all(place == places[0] for place in places)  # squared, not fanned
    assert table.scene.pile_items["column4"].depth == 12  # drawn as the stack's edge
    first, second = homeless_piles(game)[:2]
    table.click(table.card_pos(first))  # a click is no way to end the builds: it only says how
    assert game.moves == [Move("deal", "stock", "column1", None)] * 12
    assert "has nowhere to go now. To gather the piles for the redeal, drag a pile onto the stock" in (
        table.status_message())
    table.drag_card(first, "stock")
    assert game.moves[-1] == Move("gather", first, "stock", None)
    assert game.pile(first).cards == ()
    assert f"Pile {first.removeprefix('column')} picked up for the redeal" in table.status_message()
    undo = table.window.undo_action.text().replace("&", "")
    assert undo == f"Undo: pick up pile {first.removeprefix('column')}"  # Babette's piles are piles
    table.click(table.card_pos(second))  # once gathering has begun, every click gathers
    assert game.moves[-1] == Move("gather", second, "stock", None)


def test_the_keyboard_picks_up_babettes_piles_in_the_order_it_chooses(open_table):
    game = dealt_out_babette()
    table = open_table(game)
    first, second = homeless_piles(game)[:2]
    assert (first, 12) in table.controller.keyboard.available()  # no move but the gathering, yet reachable
    table.controller.keyboard.set_focus((first, 12))
    table.controller.activate_focus()  # Enter alone does not end the builds
    assert game.moves[-1].kind == "deal"
    assert "take a pile up with Space and put it on the stock" in table.status_message()
    table.controller.keyboard.set_focus((first, 12))
    table.controller.carry_focus()  # Space: the stock is among the places offered
    stock = [i for i, move in enumerate(table.controller.keyboard.carry) if move.kind == "gather"]
    assert stock and table.status_message().startswith(f"The {game.pile(first).cards[-1].symbol} goes")
    table.controller.keyboard.carry_index = stock[0]
    table.controller.activate_focus()
    assert game.moves[-1] == Move("gather", first, "stock", None)
    table.controller.keyboard.set_focus((second, 12))
    table.controller.activate_focus()  # once gathering has begun, Enter picks the pile up
    assert game.moves[-1] == Move("gather", second, "stock", None)


def test_in_babette_a_click_on_a_card_that_can_be_built_builds_it_rather_than_gathering(open_table):
    game = dealt_out_babette()
    builds = [move for move in game.legal_moves() if move.kind == "move" and move.dst.startswith("column")]
    assert builds  # game 5 has one once dealt out (4♣ onto 5♣)
    table = open_table(game)
    table.click(table.card_pos(builds[0].src))
    assert game.moves[-1].kind == "move" and not game.rules.gathering(game)


@pytest.mark.parametrize("size", [(1024, 700), (1920, 1080), (700, 480)])
def test_resizing_keeps_long_columns_inside_the_view(open_table, qtbot, size):
    game = new_game("carnival", seed=8)
    for _ in range(12):
        game.push(Move("deal", "stock", "column1", None))
    table = open_table(game)
    table.window.setMinimumSize(0, 0)
    table.window.resize(*size)
    qtbot.waitUntil(lambda: table.view.viewport().width() > 0)
    assert table.cards_inside_view() == []


def test_automatic_moves_run_right_after_the_deal_and_undo_as_one_step(open_table):
    table = open_table(village_game("carnival"), automove=True)
    assert texts(table.game.pile("foundation1").cards) == ["AS"]
    assert texts(table.game.pile("foundation6").cards) == ["KH"]
    table.controller.undo()
    assert table.game.moves == []
    assert texts(table.game.pile("column1").cards) == ["AS"]


def test_the_status_bar_says_how_to_play_and_counts(open_table):
    table = open_table(village_game())
    assert "click the stock to deal" in table.status_message()
    labels = table.window.status_labels
    assert labels["game"].text() == "Village — Деревенский"
    assert labels["number"].text() == "Game #0"
    assert labels["moves"].text() == "Moves: 0"
    assert labels["redeals"].text() == "Redeals left: 1"


def test_an_empty_stock_is_counted_as_nought_not_left_blank(open_table):
    game = new_game("carnival", seed=5)
    while game.pile("stock").cards:
        game.push(Move("deal", "stock", "column1", None))
    table = open_table(game)
    table.window.refresh_status()
    assert table.window.status_labels["stock"].text() == "Stock: 0"


def test_babettes_empty_stock_offers_the_redeal_and_gathers_in_the_default_order(open_table):
    game = new_game("babette", seed=5)
    while game.pile("stock").cards:
        game.push(Move("deal", "stock", "column1", None))
    table = open_table(game)
    assert table.scene.pile_items["stock"].label == "↺"
    table.click(table.place_pos("stock"))
    assert game.moves[-1] == Move("gather", "column1", "stock", None)
    for _ in range(7):
        table.click(table.place_pos("stock"))
    assert game.moves[-1].kind == "gather" and game.state["redealt"]
    assert all(len(game.pile(f"column{i}").cards) == 1 for i in range(1, 9))  # dealt again, first row


def test_a_quick_double_click_on_the_stock_deals_twice(open_table):
    table = open_table(village_game())
    table.double_click(table.card_pos("stock"))
    assert [move.kind for move in table.game.moves] == ["deal", "deal"]


def test_autoplay_stops_before_babettes_gathering_and_says_why(open_table, qtbot):
    table = open_table(dealt_out_babette())
    said: list[str] = []
    table.controller.message.connect(said.append)
    autoplayer = table.controller.autoplayer
    autoplayer.interval = 0
    if autoplayer.start():
        qtbot.waitUntil(lambda: not autoplayer.running, timeout=30_000)
    assert not any(move.kind == "gather" for move in table.game.moves)
    assert any(move.kind == "gather" for move in table.game.legal_moves())  # the choice is there
    assert said[-1].startswith("Autoplay stops here: the order in which the piles are gathered")
