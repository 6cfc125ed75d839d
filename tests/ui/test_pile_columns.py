"""Piles that go on in further columns, as a new player reads them (#49 item 6): the card that can move
is the one that reads as the pile's top, and a pile keeps its columns as it shrinks."""

from __future__ import annotations

import pytest
from tablekit import placed

from patience_qt.layout import CARD_H, CARD_W, card_places, column_starts
from patience_qt.rules import Move, new_game

SIZES = [(1024, 700), (1600, 1000)]


def _whole(index: int, places) -> bool:
    """Whether the card at ``index`` is covered by none of the cards above it."""
    x, y = places[index].cx, places[index].cy
    return all(abs(other.cx - x) >= CARD_W - 1e-9 or abs(other.cy - y) >= CARD_H - 1e-9
               for other in places[index + 1:])


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game_id", ["open_shop", "toad", "rainbow"])
def test_a_wrapped_waste_pile_shows_only_its_top_card_whole_lowest_and_rightmost(open_table, game_id, size):
    """The play-test: Open Shop's waste pile of 14 showed the 6 of clubs whole at the foot of its first
    column while only the ace of clubs, higher up in the second, could move; Toad's of 17 had its
    movable card alone at the top right."""
    table = open_table(new_game(game_id, seed=1), size=size)
    pile = table.scene.layout["waste1"]  # as the window grew it into the room it has
    wrapped = 0
    for count in range(1, 31):
        places = card_places(pile, [True] * count)
        if len({place.cx for place in places}) == 1:
            continue
        wrapped += 1
        whole = [index for index in range(count) if _whole(index, places)]
        assert whole == [count - 1], (count, whole)
        top = places[-1]
        assert top.cy == max(place.cy for place in places) and top.cx == max(place.cx for place in places)
    assert wrapped


def _aces_and_kings_down_column3() -> list:
    """Carnival's order (rows of eight) with an ace or a king at every place of column 3: whatever row
    was dealt last, column 3's top card can go home."""
    homes = ["AS", "AH", "AD", "AC", "KS", "KH", "KD", "KC", "AS", "AH", "AD", "AC", "KS"]
    return placed({2 + 8 * row: card for row, card in enumerate(homes)}, 104)


@pytest.mark.parametrize("size", SIZES)
def test_a_shrinking_column_keeps_its_sub_columns(open_table, size):
    """The play-test: Carnival 891154507, all rows dealt, the 9 of diamonds taken from column 3: the
    column went from two sub-columns to one and nine cards jumped. Every card left stays where it lay."""
    table = open_table(new_game("carnival", order=_aces_and_kings_down_column3()), size=size)
    scene, controller = table.scene, table.controller
    pile = scene.layout["column3"]
    taken = False
    while table.game.pile("stock").cards:
        controller.play(next(move for move in table.game.legal_moves() if move.kind == "deal"))
        table.settle()
        count = len(table.game.pile("column3").cards)
        now = column_starts(card_places(pile, [True] * count))
        fresh = column_starts(card_places(pile, [True] * (count - 1)))
        if now and fresh != now[:len(fresh)]:  # laid afresh, one card fewer would move cards
            before = [item.pos() for item in scene.items_of("column3")[:-1]]
            top = table.game.pile("column3").cards[-1]
            home = next(move for move in table.game.legal_moves() if move.src == "column3")
            assert home == Move("move", "column3", home.dst, top)
            controller.play(home)
            table.settle()
            assert [item.pos() for item in scene.items_of("column3")] == before
            # and back: the undone move's card goes back to the foot of its sub-column
            controller.undo()
            table.settle()
            assert [item.pos() for item in scene.items_of("column3")[:-1]] == before
            taken = True
            break
    assert taken



def test_a_table_laid_out_at_another_size_lays_its_piles_afresh(open_table):
    """Kept columns are the size's: a column of nine kept in two sub-columns (its tenth card gone) takes
    one again when the window is resized, as a table laid out at that size would."""
    table = open_table(new_game("carnival", order=_aces_and_kings_down_column3()), size=SIZES[0])
    scene, controller = table.scene, table.controller
    pile = scene.layout["column3"]
    while True:
        controller.play(next(move for move in table.game.legal_moves() if move.kind == "deal"))
        count = len(table.game.pile("column3").cards)
        if column_starts(card_places(pile, [True] * count)) and not column_starts(
                card_places(pile, [True] * (count - 1))):
            break
    controller.play(next(move for move in table.game.legal_moves() if move.src == "column3"))
    table.settle()
    assert len({item.pos().x() for item in scene.items_of("column3")}) == 2  # kept
    table.window.resize(1030, 706)
    table.qtbot.waitUntil(lambda: len({item.pos().x() for item in scene.items_of("column3")}) == 1,
                          timeout=3000)
