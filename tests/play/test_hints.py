"""Hints: legal, the expected move in built positions, never changing the game, and the hint policy."""

from __future__ import annotations

import pytest

from patience_qt.play.hints.policy import MAX_MOVES
from patience_qt.play.hints.ranking import NO_MOVES, NO_USEFUL_MOVES, Hint, best_move, hints, no_moves_message
from patience_qt.rules import GAMES, Card, Game, Move, Reason, deck, new_game, reason

BY_RANK_DOWN = sorted(deck(104), key=lambda card: -card.rank)  # kings first: filler that rarely plays


def order_with(fixed: dict[int, str], size: int = 104, filler: list[Card] | None = None) -> list[Card]:
    """A deal order with the given cards at the given positions (first dealt = 0); the rest of the
    deck fills the other positions in ``filler`` order (default: kings first)."""
    chosen = {position: Card.parse(text) for position, text in fixed.items()}
    rest = list(filler if filler is not None else (BY_RANK_DOWN if size == 104 else deck(size)))
    for card in chosen.values():
        rest.remove(card)
    return [chosen[i] if i in chosen else rest.pop(0) for i in range(size)]


def turn(game: Game) -> None:
    game.push(Move("turn", "stock", "hand", game.pile("stock").top))


def to_waste(game: Game, waste: str) -> None:
    card = game.pile("hand").top
    game.push(Move("move", "hand", waste, card))


def first(game: Game) -> Hint:
    found = hints(game)
    assert found, "a hint was expected"
    for hint in found:
        assert hint.move in game.legal_moves()
        assert isinstance(hint.reason, Reason)
    assert best_move(game) == found[0].move
    return found[0]


# -- Rainbow family --------------------------------------------------------------------------------

def test_rainbow_reserve_card_to_the_foundation_turns_up_the_next() -> None:
    # reserve: positions 0..25 (25 is the face-up outer card); base card 26; stock from 27
    game = new_game("rainbow", order=order_with({25: "6S", 26: "5H"}))
    hint = first(game)
    assert hint.move == Move("move", "reserve", "foundation1", Card.parse("6S"))
    assert hint.reason == reason("hint.put_on", card=Card.parse("6S"), pile="foundation1").then(
        reason("hint.turns_up", pile="reserve"))


def test_open_shop_looks_ahead_to_the_card_under_a_waste_top() -> None:
    # reserve 0..17 (17 available): 7♣; base 18: 4♥ (foundation 1 wants a 5); stock 19, 20, 21 turned in turn
    game = new_game("open_shop", order=order_with({17: "7C", 18: "4H", 19: "6D", 20: "5S", 21: "5H"}))
    turn(game)
    to_waste(game, "waste1")  # 6♦
    turn(game)
    to_waste(game, "waste1")  # 5♠ on the 6♦
    turn(game)  # 5♥ in the hand
    # greedy would play the hand's 5♥; the 5♠ first lets the 6♦ and the reserve's 7♣ follow
    hint = first(game)
    assert hint.move == Move("move", "waste1", "foundation1", Card.parse("5S"))
    assert hint.reason == reason("hint.put_on", card=Card.parse("5S"), pile="foundation1").then(
        reason("hint.uncovers", card=Card.parse("6D")), reason("hint.then_many", n=2))


def test_open_shop_hand_card_onto_the_reserve_frees_the_waste_piles() -> None:
    # the hand's 8♥ fits the reserve's 9♣; no foundation wants it soon (base 2♦)
    game = new_game("open_shop", order=order_with({17: "9C", 18: "2D", 19: "8H"}))
    turn(game)
    hint = first(game)
    assert hint.move == Move("move", "hand", "reserve", Card.parse("8H"))
    assert hint.reason.code == "hint.on_reserve" and hint.reason.args == {"card": Card.parse("8H")}


def test_toad_starts_a_foundation_with_the_reserve_ace() -> None:
    # reserve 0..12 (12 available); no base card: foundations start with aces
    game = new_game("toad", order=order_with({12: "AS", 13: "QD"}))
    hint = first(game)
    assert hint.move == Move("move", "reserve", "foundation1", Card.parse("AS"))
    assert hint.reason.code == "hint.start_foundation" and hint.reason.args == {"card": Card.parse("AS")}


def test_star_puts_the_hand_card_on_a_waste_top_wanted_after_it() -> None:
    # reserve 0..19 (19 available): K♠; base 20: 2♣ (foundations want 3s); stock 21: J♦, 22: 10♥
    game = new_game("star", order=order_with({19: "KS", 20: "2C", 21: "JD", 22: "10H"}))
    turn(game)
    to_waste(game, "waste3")  # J♦
    turn(game)  # 10♥: on the J♦ it blocks nothing (the J is wanted after the 10)
    hint = first(game)
    assert hint.move == Move("move", "hand", "waste3", Card.parse("10H"))
    assert hint.reason == reason("hint.on_wanted_card", card=Card.parse("10H"), pile="waste3",
                                 card2=Card.parse("JD"))


def test_nothing_useful_says_turn_the_stock() -> None:
    game = new_game("open_shop", order=order_with({17: "9C", 18: "2D"}))
    only = [hint for hint in hints(game) if hint.move.kind != "turn"]
    assert not only
    assert hints(game)[0].reason == reason("hint.no_useful.turn") and hints(game)[0].stands_alone


# -- Village family -----------------------------------------------------------------------------------

def village_order(fixed: dict[int, str]) -> list[Card]:
    # middle ranks first as filler: they reach no foundation early and build on little
    filler = sorted(deck(104), key=lambda card: (abs(card.rank - 7), card.suit))
    return order_with(fixed, filler=filler)


def test_carnival_ace_before_the_two_it_lets_follow() -> None:
    # the first row: positions 0..7 are columns 1..8
    game = new_game("carnival", order=village_order({0: "2H", 5: "AH"}))
    hint = first(game)
    assert hint.move == Move("move", "column6", "foundation2", Card.parse("AH"))
    assert hint.reason.code == "hint.start_ace_foundation"
    assert hint.reason.args == {"suit": "H", "card": Card.parse("AH")}
    assert hint.reason.clauses[-1] == reason("hint.then_one")
    assert hints(game)[-1].move.kind == "deal"


def test_carnival_build_that_uncovers_an_ace_after_the_stock() -> None:
    # 13 rows of 8: row r, column c is position 8 r + c; the last row's cards are the columns' bottoms
    last = 8 * 12
    tops = {last + 0: "7H", last + 1: "8H", last + 2: "5C", last + 3: "9D", last + 4: "3S",
            last + 5: "JC", last + 6: "6D", last + 7: "10S", last - 8: "AS", last - 7: "5H"}
    game = new_game("carnival", order=village_order(tops))
    for _ in range(12):
        game.push(Move("deal", "stock", "column1", None))
    assert not game.pile("stock").cards
    hint = first(game)
    assert hint.move == Move("move", "column1", "column2", Card.parse("7H"))
    assert hint.reason == reason("hint.move_onto", card=Card.parse("7H"), card2=Card.parse("8H")).then(
        reason("hint.uncovers", card=Card.parse("AS")), reason("hint.then_one"))


def test_village_deals_when_nothing_fits() -> None:
    game = new_game("village", order=village_order({}))
    assert [hint.move.kind for hint in hints(game)] == ["deal"]
    assert hints(game)[0].reason == reason("hint.no_useful.deal")


def test_babette_gathers_the_piles_in_an_order_that_plays_well() -> None:
    game = new_game("babette", seed=4)
    while not any(move.kind == "gather" for move in game.legal_moves()):
        game.push(best_move(game))
    while any(move.kind == "gather" for move in game.legal_moves()):
        hint = first(game)
        if hint.move.kind != "gather":
            game.push(hint.move)
            continue
        assert hint.reason == reason("hint.gather_pile", n=int(hint.move.src.removeprefix("column")))
        game.push(hint.move)
    assert game.state["redealt"]


# -- Clock family --------------------------------------------------------------------------------------

def test_clock_family_hint_is_the_forced_move() -> None:
    # pile i gets cards i, i+13, i+26, i+39 (1-based); the last one dealt is its top: pile 13's is card 52
    game = new_game("moving_house", order=order_with({51: "7S"}, size=52, filler=deck(52)))
    found = hints(game)
    assert [hint.move for hint in found] == game.legal_moves()
    assert found[0].move == Move("step", "pile13", "pile7", Card.parse("7S"))
    assert found[0].reason == reason("clock.hint.under", card=Card.parse("7S"), rank=7)
    assert best_move(game) == found[0].move


def test_devils_king_is_set_aside() -> None:
    game = new_game("devils", order=order_with({51: "KD"}, size=52, filler=deck(52)))
    hint = first(game)
    assert hint.move.dst == "discard"
    assert hint.reason == reason("clock.hint.aside", card=Card.parse("KD"))


# -- every game -----------------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hints_never_change_the_game(game_id: str) -> None:
    game = new_game(game_id, seed=11)
    for step in range(400):
        if step % 7 == 0:
            before, count, legal = game.snapshot(), len(game.moves), game.legal_moves()
            found = hints(game)
            assert game.snapshot() == before and len(game.moves) == count
            assert all(hint.move in legal for hint in found)
            assert game.legal_moves() == legal
        move = best_move(game)
        if move is None:
            break
        game.push(move)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_best_move_plays_a_whole_deal_with_legal_moves_and_ends(game_id: str) -> None:
    game = new_game(game_id, seed=3)
    for _ in range(MAX_MOVES):
        move = best_move(game)
        if move is None:
            break
        assert move in game.legal_moves()
        game.push(move)
    else:
        pytest.fail("the hint policy did not end the game")
    assert hints(game) == []
    if game.is_lost():
        assert no_moves_message(game) == NO_MOVES
    elif not game.is_won():  # only moves that lead nowhere are left
        assert game.legal_moves()
        assert no_moves_message(game) == NO_USEFUL_MOVES


def test_a_lost_position_gives_no_hints() -> None:
    game = new_game("carnival", seed=3)
    while (move := best_move(game)) is not None:
        game.push(move)
    assert game.is_lost()
    assert hints(game) == []
    assert best_move(game) is None
    assert no_moves_message(game) == NO_MOVES == reason("no_moves")


def test_a_game_in_play_has_no_end_message() -> None:
    assert no_moves_message(new_game("toad", seed=1)) is None


def test_a_hint_never_builds_back_to_a_position_already_left() -> None:
    """Babette, game 1003: two searches a move apart each rated the other's position higher, and the
    hints sent the J♠ from column 8 to column 7 and back until the move limit."""
    game = new_game("babette", seed=1003)
    positions: set[tuple] = set()
    while (move := best_move(game)) is not None and len(game.moves) < 400:
        game.push(move)
        columns = tuple(pile.cards for pile in game.piles.values() if pile.kind == "column")
        if move.kind == "move" and move.dst.startswith("column"):
            assert columns not in positions, f"move {len(game.moves)} brings back a position"
        else:
            positions.clear()
        positions.add(columns)
    assert best_move(game) is None and len(game.moves) < 400
