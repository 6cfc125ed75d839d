"""The core of the rules: cards, the versioned deal, new_game, JSON and errors."""

from __future__ import annotations

import json

import pytest

from patience_qt.rules import GAMES, Card, Game, IllegalMove, Move, deck, new_game
from patience_qt.rules.deal import SplitMix64, check_game_number, shuffled


def test_card_text_round_trips_for_every_card() -> None:
    for card in deck(52):
        assert Card.parse(str(card)) == card
    assert str(Card.parse("10h")) == "10H"
    assert Card.parse("QD").rank == 12 and Card.parse("QD").suit == "D"


@pytest.mark.parametrize("text", ["", "1S", "11H", "AX", "10", "KK", "A♠"])
def test_card_parse_refuses_nonsense(text: str) -> None:
    with pytest.raises(ValueError):
        Card.parse(text)


def test_decks_have_the_right_cards() -> None:
    assert len(deck(32)) == 32 and {c.rank for c in deck(32)} == {7, 8, 9, 10, 11, 12, 13, 1}
    assert len(set(deck(52))) == 52
    assert len(deck(104)) == 104 and len(set(deck(104))) == 52
    with pytest.raises(ValueError):
        deck(36)


def test_face_up_does_not_change_identity() -> None:
    card = Card.parse("7S")
    assert card.turned(True) == card and card.turned(True).face_up and not card.face_up


def test_splitmix64_reference_values() -> None:
    # SplitMix64 from seed 0: the published first outputs of the reference implementation.
    rng = SplitMix64(0)
    assert [rng.next64() for _ in range(3)] == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


# A game number must mean the same deal for ever: these are pinned (deal version 1).
PINNED = {
    1: (["KH", "5S", "2D", "4C", "7H", "8H", "3C", "6S"], ["AC", "7H", "JS", "2D"], ["KH", "8C", "KS", "9S"]),
    42: (["KH", "QH", "AC", "2D", "QD", "2S", "10H", "6H"], ["QS", "7D", "JC", "9C"],
         ["AS", "AD", "7H", "7S"]),
    123456789: (["QS", "QC", "KS", "3S", "3D", "5H", "4D", "3H"], ["6C", "2C", "8S", "AD"],
                ["7S", "JH", "AS", "7H"]),
}


@pytest.mark.parametrize("number", sorted(PINNED))
def test_game_numbers_are_pinned(number: int) -> None:
    first52, first104, first32 = PINNED[number]
    assert [str(c) for c in shuffled(deck(52), number)[:8]] == first52
    assert [str(c) for c in shuffled(deck(104), number)[:4]] == first104
    assert [str(c) for c in shuffled(deck(32), number)[:4]] == first32


def test_a_salt_gives_another_shuffle_of_the_same_deal() -> None:
    assert shuffled(deck(52), 5, salt=1) != shuffled(deck(52), 5)
    assert shuffled(deck(52), 5, salt=1) == shuffled(deck(52), 5, salt=1)


@pytest.mark.parametrize("bad", [-1, 2**63, 1.5, "7", True, None])
def test_bad_game_numbers_are_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        check_game_number(bad)  # type: ignore[arg-type]


def test_the_catalogue_names_every_game_in_both_languages() -> None:
    for game_id, info in GAMES.items():
        assert info.id == game_id and info.name_en and info.name_ru
        assert info.family in ("rainbow", "clock", "village")
    clock_ids = {"moving_house", "new_republican", "clock", "republican", "devils", "devils_two_decks",
                 "travellers"}
    assert clock_ids <= set(GAMES)


def test_every_game_has_its_rules_text_in_english_and_russian() -> None:
    for info in GAMES.values():
        assert len(info.rules_en.split()) > 80, info.id
        assert len(info.rules_ru.split()) > 80, info.id
        assert any("а" <= ch <= "я" for ch in info.rules_ru), info.id


def test_unknown_game_and_option_are_refused_in_one_sentence() -> None:
    with pytest.raises(ValueError, match="unknown game 'frog'"):
        new_game("frog", seed=1)
    with pytest.raises(ValueError, match="no option"):
        new_game("clock", seed=1, options={"speed": 3})
    with pytest.raises(ValueError, match="true or false"):
        new_game("clock", seed=1, options={"self_match_stop": "yes"})


def test_explicit_order_must_be_the_whole_deck() -> None:
    cards = deck(52)
    with pytest.raises(ValueError, match="52-card deck"):
        new_game("clock", order=cards[:-1])
    with pytest.raises(ValueError, match="52-card deck"):
        new_game("clock", order=cards[:-1] + [cards[0]])


def test_same_number_same_deal() -> None:
    a, b = new_game("moving_house", seed=77), new_game("moving_house", seed=77)
    assert a.snapshot() == b.snapshot()
    assert new_game("moving_house", seed=78).snapshot() != a.snapshot()


def test_illegal_move_raises_and_changes_nothing() -> None:
    game = new_game("clock", seed=3)
    before = game.snapshot()
    with pytest.raises(IllegalMove):
        game.push(Move("move", "pile1", "pile2", Card.parse("AS")))
    assert game.snapshot() == before and game.moves == []


def test_json_round_trip_and_malformed_files() -> None:
    game = new_game("republican", seed=9)
    for _ in range(5):
        game.push(game.legal_moves()[0])
    again = Game.from_json(game.to_json())
    assert again.snapshot() == game.snapshot() and again.moves == game.moves
    data = json.loads(game.to_json())
    data["moves"][2] = ["step", "pile1", "pile2", "AS"]
    with pytest.raises(ValueError, match="move 3"):
        Game.from_json(data)
    for broken in ["{", "[]", '{"format": "x"}', json.dumps({**json.loads(game.to_json()), "game": "nope"})]:
        with pytest.raises(ValueError):
            Game.from_json(broken)


def test_pop_on_a_fresh_game_raises() -> None:
    with pytest.raises(IndexError):
        new_game("clock", seed=1).pop()
