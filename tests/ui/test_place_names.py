"""One name and one number for each place (#32 item 7): a pile named by a hint, by a refusal and by the
Edit menu's Undo reads the same, in English and in Russian, and its number counts as the table does. A
foundation a move goes to is named as the table labels it (issue 48: "foundation K♠", "a foundation"),
as the hints name foundations, never by the number the table does not show."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from patience_qt.layout import layout_for
from patience_qt.play.hints.ranking import hints
from patience_qt.rules import GAMES, Move, new_game, reason
from patience_qt.rules.places import place_name, place_parts
from patience_qt.ui.text import i18n
from patience_qt.ui.text.move_names import foundation_words
from patience_qt.ui.text.reason_sentences import pile_words, sentence
from patience_qt.ui.window.play_actions import describe_move


@pytest.fixture(params=["en", "ru"])
def language(request, qapp):
    i18n.apply_language(request.param)
    QApplication.processEvents()
    yield request.param
    i18n.apply_language("en")
    QApplication.processEvents()


def _hint_onto_a_waste_pile():
    """Star, played at random until its best hint puts a card on a waste pile."""
    for seed in range(1, 200):
        game = new_game("star", seed=seed)
        chance = random.Random(seed)
        for _ in range(30):
            found = [hint for hint in hints(game) if hint.move.kind == "move"
                     and game.pile(hint.move.dst).kind == "waste" and "pile" in hint.reason.args]
            if found:
                return game, found[0]
            legal = game.legal_moves()
            if not legal:
                break
            game.push(chance.choice(legal))
    raise AssertionError("no hint onto a waste pile")


def test_a_waste_pile_reads_the_same_in_a_hint_a_refusal_and_the_edit_menu(open_table, language):
    game, hint = _hint_onto_a_waste_pile()
    table = open_table(game)
    name = pile_words(hint.move.dst, table.game)
    assert name == pile_words(hint.move.dst)  # no family of its own for waste piles
    said = sentence(hint.reason)
    assert name in said
    refusal = sentence(reason("drop.one_place", card=hint.move.card, pile=hint.move.dst))
    assert name in refusal
    assert table.controller.play(hint.move)
    undo = table.window.play_actions.undo_action.text().replace("&", "")
    assert undo.endswith(name), (undo, name)
    if language == "en":
        assert name == place_name(hint.move.dst) == f"waste pile {place_parts(hint.move.dst)[1]}"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_place_has_one_name_in_sentences_and_in_the_edit_menu(qapp, game_id):
    i18n.apply_language("en")
    game = new_game(game_id, seed=3)
    card = next(card for pile in game.piles.values() for card in pile.cards)
    for pile_id, pile in game.piles.items():
        name = pile_words(pile_id, game)
        if pile.kind == "pile" and pile.home is not None:  # a clock pile, by the rank beside it
            assert describe_move(Move("step", "stock", pile_id, card), game).endswith(name)
            assert name in sentence(reason("drop.one_clock_pile", card=card, rank=pile.home))
            continue
        if pile.kind == "foundation":  # by its label, as the table and the hints name it (issue 48)
            named = describe_move(Move("move", "stock", pile_id, card), game)
            assert named.endswith(foundation_words(pile_id, game)) and not named.endswith(name)
            continue
        if pile.kind == "column" and not game.rules.place_words:
            assert name == f"column {place_parts(pile_id)[1]}"
        assert describe_move(Move("move", "stock", pile_id, card), game).endswith(name)
        if game.rules.place_words.get(place_parts(pile_id)[0]) is None and pile.kind != "pile":
            assert name in sentence(reason("drop.one_place", card=card, pile=pile_id))


def test_babettes_squared_columns_are_piles_in_the_edit_menu_as_in_its_sentences(qapp):
    i18n.apply_language("en")
    game = new_game("babette", seed=3)
    card = game.pile("column3").cards[-1]
    assert describe_move(Move("move", "column1", "column3", card), game).endswith("pile 3")
    assert "pile 3" in sentence(reason("village.already_on_pile", card=card, n=3))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_places_are_numbered_from_one_in_the_tables_reading_order(game_id):
    """Left to right, then top to bottom; Star's foundations go round its ring from the top."""
    game = new_game(game_id, seed=3)
    table = layout_for(game)
    kinds: dict[str, list[tuple[int, float, float]]] = {}
    for pile_id, pile_layout in table.piles.items():
        stem, number = place_parts(pile_id)
        if number and stem != "pile":  # the clock family's piles are named by their ranks
            kinds.setdefault(stem, []).append((int(number), pile_layout.place.cy, pile_layout.place.cx))
    assert kinds or game_id in ("clock", "moving_house", "new_republican", "republican", "devils",
                                "devils_two_decks", "travellers")
    for stem, places in kinds.items():
        numbers = sorted(number for number, _, _ in places)
        assert numbers == list(range(1, len(places) + 1)), stem
        if game_id == "star" and stem == "foundation":
            continue
        reading = [number for number, _, _ in sorted(places, key=lambda p: (round(p[1], 1), p[2]))]
        assert reading == numbers, (stem, reading)
