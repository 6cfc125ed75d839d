"""A drop lands where the player aims (#32): a fanned pile takes a card dropped over any of its cards,
not only its top one, in every family; a drop no place takes always says why; the places marked during a
drag are exactly those the rules' legal moves allow."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from patience_qt.layout import card_places, layout_for
from patience_qt.rules import GAMES, Game, Move, new_game
from patience_qt.rules.moves import CARD_KINDS


def _fanned(game: Game, pile_id: str) -> bool:
    """The pile holds three cards or more and they lie apart (a fan, not a squared stack)."""
    cards = game.pile(pile_id).cards
    places = card_places(layout_for(game).piles[pile_id], [card.face_up for card in cards])
    return len(cards) >= 3 and len({(place.cx, place.cy) for place in places}) == len(places)


def _position_with_a_move_onto_a_fan(game_id: str) -> tuple[Game, Move]:
    """A position of the game, reached by random play, with a legal card move onto a fanned pile."""
    for seed in range(1, 60):
        game = new_game(game_id, seed=seed)
        chance = random.Random(seed)
        for _ in range(200):
            legal = game.legal_moves()
            if not legal:
                break
            onto_fan = [move for move in legal if move.kind in CARD_KINDS and move.dst in game.piles
                        and game.pile(move.dst).kind != "foundation" and _fanned(game, move.dst)]
            if onto_fan:
                return game, onto_fan[0]
            game.push(chance.choice(legal))
    pytest.skip(f"no move onto a fan found in {game_id}")


FANNED_GAMES = ["rainbow", "open_shop", "toad", "star", "devils_two_decks", "village", "carnival"]


@pytest.mark.parametrize("game_id", FANNED_GAMES)
@pytest.mark.parametrize("aim", ["first", "middle", "top"])
def test_a_drop_over_any_card_of_a_fanned_pile_lands(open_table, game_id, aim):
    game, move = _position_with_a_move_onto_a_fan(game_id)
    table = open_table(game, size=(1280, 800))
    played = len(table.game.moves)
    items = table.scene.items_of(move.dst)
    target = {"first": items[0], "middle": items[len(items) // 2], "top": items[-1]}[aim]
    table.drag(table.card_pos(move.src, move.card_index), target.pos())
    assert len(table.game.moves) == played + 1, table.status_message()
    assert table.game.moves[-1] == move


def test_star_drop_on_the_first_card_of_a_six_card_fan_lands(open_table):
    """The play-test's case: Star, the hand card dropped over waste pile 1's first card."""
    game, move = None, None
    for seed in (856994729, *range(1, 80)):
        candidate = new_game("star", seed=seed)
        chance = random.Random(seed)
        for _ in range(300):
            legal = candidate.legal_moves()
            wanted = [m for m in legal if m.src == "hand" and m.dst == "waste1"
                      and len(candidate.pile("waste1").cards) >= 6]
            if wanted:
                game, move = candidate, wanted[0]
                break
            if not legal:
                break
            candidate.push(chance.choice(legal))
        if game is not None:
            break
    assert game is not None and move is not None
    table = open_table(game, size=(1280, 800))
    first = table.scene.items_of("waste1")[0].pos()
    table.drag(table.card_pos("hand"), first)
    assert table.game.moves[-1] == move, table.status_message()


def _refused_drops(game_id: str) -> Game:
    """A position some way into a deal, still in play (its random moves stop short of the end)."""
    for seed in range(7, 40):
        game = new_game(game_id, seed=seed)
        chance = random.Random(game_id)
        for _ in range(40):
            legal = game.legal_moves()
            if len(legal) < 2 and game.moves:
                break
            game.push(chance.choice(legal))
        if game.legal_moves() and not game.is_over():
            return game
    raise AssertionError(f"no position in play found in {game_id}")


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_refused_drop_always_says_why(open_table, game_id):
    """Cards that lift, dropped all over the table: every drop that plays nothing sets a message."""
    table = open_table(_refused_drops(game_id), size=(1100, 760))
    messages: list[str] = []
    table.controller.message.connect(messages.append)
    chance = random.Random(game_id)
    rect = table.scene.table_rect()
    refused = 0
    for _ in range(12):
        game = table.game
        liftable = [(item.pile_id, item.index) for item in table.scene.card_items
                    if item.isVisible() and game.rules.lifts(game, item.pile_id, item.index)
                    and table.scene.card_item_at(item.pos()) is item]
        if not liftable or game.is_won():
            break
        pile_id, index = chance.choice(liftable)
        end = QPointF(chance.uniform(rect.left(), rect.right()), chance.uniform(rect.top(), rect.bottom()))
        before, said = len(game.moves), len(messages)
        table.drag(table.card_pos(pile_id, index), end)
        table.settle()
        if len(table.game.moves) == before:
            refused += 1
            assert len(messages) > said and messages[-1], f"{pile_id}[{index}] dropped at {end}: no word"
    assert refused > 0


@pytest.mark.parametrize("game_id", ["rainbow", "star", "clock", "devils", "village", "babette"])
def test_the_drag_marks_exactly_the_places_the_legal_moves_allow(open_table, game_id):
    game = _refused_drops(game_id)
    table = open_table(game, size=(1100, 760))
    checked = 0
    for item in list(table.scene.card_items):
        if not item.isVisible() or not game.rules.lifts(game, item.pile_id, item.index):
            continue
        if table.scene.card_item_at(item.pos()) is not item:
            continue
        allowed = {move.dst for move in game.legal_moves()
                   if move.src == item.pile_id and move.card_index == item.index and move.kind in CARD_KINDS}
        whole = game.rules.pile_move(game, item.pile_id)
        if whole is not None:
            allowed.add(whole.dst)
        viewport, a = table.view.viewport(), table.point(item.pos())
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        QTest.mouseMove(viewport, a + QPoint(15, 15))
        QTest.mouseMove(viewport, a + QPoint(25, 30))
        marks = table.controller.drag.marks.levels()
        QTest.keyClick(table.view, Qt.Key.Key_Escape)
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        assert set(marks) == allowed, f"{item}"
        assert list(marks.values()).count(2) <= 1
        checked += 1
    assert checked


def test_the_preference_turns_the_marks_off(open_table, settings):
    settings.setValue("table/drop_marks", False)
    game, move = _position_with_a_move_onto_a_fan("rainbow")
    table = open_table(game)
    viewport, a = table.view.viewport(), table.point(table.card_pos(move.src, move.card_index))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, a + QPoint(15, 15))
    QTest.mouseMove(viewport, a + QPoint(25, 30))
    assert table.controller.drag.marks.levels() == {}
    end = table.point(table.scene.items_of(move.dst)[0].pos())
    QTest.mouseMove(viewport, end)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    assert table.game.moves[-1] == move  # the drop itself works the same


def test_the_pointer_breaks_a_tie_between_two_places(open_table):
    """A card half over each of two empty waste piles goes to the one the pointer is over."""
    game = new_game("star", seed=856994729)
    table = open_table(game, size=(1280, 800))
    if not game.pile("hand").cards:
        table.controller.stock_click()
    item = table.item("hand")
    targets = game.rules.drop_targets(game, "hand", len(game.pile("hand").cards) - 1)
    assert {"waste1", "waste2"} <= set(targets)
    upper, lower = table.place_pos("waste1"), table.place_pos("waste2")
    item.set_lifted(True)
    item.setPos((upper + lower) / 2)
    try:
        assert table.scene.drop_target(item, targets, upper) == "waste1"
        assert table.scene.drop_target(item, targets, lower) == "waste2"
        item.setPos((upper + lower) / 2 + (upper - lower) * 0.2)  # mostly over waste 1: the pointer no matter
        assert table.scene.drop_target(item, targets, lower) == "waste1"
    finally:
        item.set_lifted(False)
        table.controller.sync()
