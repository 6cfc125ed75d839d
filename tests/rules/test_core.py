"""The core of the rules: cards, the versioned deal, new_game, JSON and errors."""

from __future__ import annotations

import json

import pytest

from patience_qt.rules import GAMES, Card, Game, IllegalMove, Move, deck, game_from_json, new_game
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
    again = game_from_json(game.to_json())
    assert again.snapshot() == game.snapshot() and again.moves == game.moves
    data = json.loads(game.to_json())
    data["moves"][2] = ["step", "pile1", "pile2", "AS"]
    with pytest.raises(ValueError, match="move 3"):
        game_from_json(data)
    for broken in ["{", "[]", '{"format": "x"}', json.dumps({**json.loads(game.to_json()), "game": "nope"})]:
        with pytest.raises(ValueError):
            game_from_json(broken)


def test_the_contracts_game_from_json_still_reads_a_saved_game_in_a_fresh_process() -> None:
    """``Game.from_json`` is the headless contract's reader (DESIGN.md): tools outside rely on it,
    importing only ``patience_qt.rules.game``'s class, so it must not need the caller to have loaded the
    catalogue by another name."""
    import subprocess
    import sys

    game = new_game("toad", seed=42)
    for _ in range(3):
        game.push(game.legal_moves()[0])
    code = ("import sys; from patience_qt.rules.game import Game; "
            "g = Game.from_json(sys.stdin.read()); print(g.id, g.seed, len(g.moves))")
    out = subprocess.run([sys.executable, "-c", code], input=game.to_json(), capture_output=True,
                         text=True, check=True).stdout
    assert out.split() == ["toad", "42", "3"]
    with pytest.raises(ValueError):
        Game.from_json("{")


def test_pop_on_a_fresh_game_raises() -> None:
    with pytest.raises(IndexError):
        new_game("clock", seed=1).pop()


# -- option values: one check, exact types, one line -----------------------------------------------------
def _deep(depth: int) -> list:
    value: list = []
    for _ in range(depth):
        value = [value]
    return value


WRONG_OPTION_VALUES = [
    ("toad", "reserve_size", 13.0),  # 13.0 == 13 and 13.0 in range(8, 21): it must still be refused
    ("toad", "reserve_size", True),  # True == 1, a bool is an int
    ("toad", "reserve_size", "13"),
    ("toad", "reserve_size", [13]),
    ("toad", "reserve_size", None),
    ("toad", "reserve_size", float("nan")),
    ("toad", "reserve_size", 10**5000),  # too long for str(): the message must not fail
    ("toad", "reserve_size", _deep(100_000)),  # too deep for repr()
    ("toad", "reserve_size", "x" * 100_000),
    ("toad", "two_reserves", 1),
    ("toad", "two_reserves", 1.0),
    ("toad", "two_reserves", "true\nfalse"),
    ("rainbow", "redeals", 5.0),
    ("clock", "self_match_stop", 0),
]


def _one_line(error: BaseException) -> str:
    message = str(error)
    assert message and "\n" not in message and message.isprintable() and len(message) <= 300, message
    return message


def _value_id(value: object) -> str:
    """A test id: the value itself when short, else its type (some of these values have no str())."""
    if isinstance(value, str) and len(value) <= 20 and value.isprintable():
        return value
    if isinstance(value, (bool, float, type(None))) or value in (1, 0):
        return repr(value)
    return type(value).__name__


@pytest.mark.parametrize(("game_id", "name", "value"), WRONG_OPTION_VALUES, ids=_value_id)
def test_an_option_value_of_the_wrong_type_is_a_one_line_value_error_in_new_game(game_id, name, value):
    with pytest.raises(ValueError) as refused:
        new_game(game_id, seed=1, options={name: value})
    assert f"option {name} takes" in _one_line(refused.value)


@pytest.mark.parametrize(("game_id", "name", "value"), [
    (game_id, name, value) for game_id, name, value in WRONG_OPTION_VALUES
    if not isinstance(value, list) and value != 10**5000 and value == value], ids=_value_id)  # JSON's
def test_an_option_value_of_the_wrong_type_in_a_saved_game_is_a_one_line_value_error(game_id, name, value):
    data = new_game(game_id, seed=1).to_dict()
    data["options"] = {name: value}
    for saved in (data, json.dumps(data)):
        with pytest.raises(ValueError) as refused:
            game_from_json(saved)
        assert f"option {name} takes" in _one_line(refused.value)


def test_a_deeply_nested_option_value_in_a_saved_game_is_a_one_line_value_error() -> None:
    text = new_game("toad", seed=1).to_json().replace('"reserve_size": 13', '"reserve_size": '
                                                      + "[" * 100_000 + "]" * 100_000)
    with pytest.raises(ValueError) as refused:
        game_from_json(text)
    _one_line(refused.value)


@pytest.mark.parametrize("options", [[("redeals", 5)], "redeals=5", 5, {1: 2}, {("redeals",): 5},
                                     {"x" * 10_000: 1}], ids=_value_id)
def test_options_that_are_not_names_and_values_are_a_one_line_value_error(options) -> None:
    with pytest.raises(ValueError) as refused:
        new_game("rainbow", seed=1, options=options)
    _one_line(refused.value)


def test_an_unknown_game_of_any_kind_is_a_one_line_value_error() -> None:
    for game_id in ("x" * 100_000, _deep(100_000), 10**5000, None):
        with pytest.raises(ValueError) as refused:
            new_game(game_id, seed=1)  # type: ignore[arg-type]
        assert "unknown game" in _one_line(refused.value)


def test_good_option_values_are_still_taken() -> None:
    game = new_game("toad", seed=1, options={"reserve_size": 8, "two_reserves": True, "deep_ace": False})
    assert game.options == {"reserve_size": 8, "two_reserves": True, "deep_ace": False}
    assert type(game.options["reserve_size"]) is int
    assert game_from_json(game.to_json()).options == game.options


# -- push takes only one of legal_moves() --------------------------------------------------------------
class _EqualsAnything(str):
    def __eq__(self, other: object) -> bool:
        return True

    __hash__ = str.__hash__


def _not_moves(legal: Move) -> list[object]:
    card_text = "AS" if legal.card is None else str(legal.card)
    return [
        tuple(legal),  # equal to a legal Move, yet not a Move
        list(legal),
        legal._replace(card=card_text),  # a card's text instead of a Card
        legal._replace(card=Card(99, "X")),
        legal._replace(card=Card(True, "S")),
        legal._replace(kind=_EqualsAnything("move")),
        legal._replace(src=_EqualsAnything(legal.src)),
        legal._replace(kind="fly"),
        Move("move", "nowhere", "nowhere", None),
        None, "move", 5, legal.to_list(),
    ]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_push_refuses_anything_but_a_legal_move_and_changes_nothing(game_id: str) -> None:
    game = new_game(game_id, seed=4)
    game.push(game.legal_moves()[0])
    if not game.legal_moves():  # that move ended the game: refuse moves on the fresh deal instead
        game.pop()
    saved, position, moves = game.to_json(), game.snapshot(), list(game.moves)
    legal = game.legal_moves()
    for thing in _not_moves(legal[0]):
        assert not game.is_legal(thing), thing  # type: ignore[arg-type]
        with pytest.raises(IllegalMove) as refused:
            game.push(thing)  # type: ignore[arg-type]
        _one_line(refused.value)
        assert refused.value.reason is not None  # every refusal is a code, worded by the one table
        assert game.to_json() == saved and game.snapshot() == position and game.moves == moves
        assert game.legal_moves() == legal
    game.push(legal[0])  # the game goes on as before
    assert game.moves == moves + [legal[0]]


def test_a_thing_that_is_not_a_move_is_refused_with_its_own_code() -> None:
    from patience_qt.rules import reason

    game = new_game("clock", seed=4)
    with pytest.raises(IllegalMove) as refused:
        game.push(tuple(game.legal_moves()[0]))  # type: ignore[arg-type]
    assert refused.value.reason == reason("not_a_move")


def test_a_legal_move_knows_where_its_card_lies_and_that_is_not_part_of_the_move() -> None:
    game = new_game("village", seed=3)
    for move in game.legal_moves():
        if move.card is not None:
            assert game.pile(move.src).cards[move.card_index] == move.card
    move = next(move for move in game.legal_moves() if move.card is not None)
    bare = Move(move.kind, move.src, move.dst, move.card)
    assert bare.card_index is None and bare == move and hash(bare) == hash(move)
    assert bare.to_list() == move.to_list() and len(move.to_list()) == 4
    game.push(bare)
    assert game.moves[-1].card_index == move.card_index  # the game keeps the rules' own move
