"""The Clock family (docs/rules.md B1–B7) on explicit deal orders."""

from __future__ import annotations

import pytest

from patience_qt.rules import GAMES, Card, IllegalMove, Move, deck, new_game, reason
from patience_qt.rules.game import Game

SUITS = "SHDC"


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def order_with(first: dict[int, str], size: int = 52) -> list[Card]:
    """A deal order with the given cards at the given positions and the rest of the deck around them."""
    fixed = {position: Card.parse(text) for position, text in first.items()}
    rest = deck(size)
    for card in fixed.values():
        rest.remove(card)
    return [fixed[i] if i in fixed else rest.pop(0) for i in range(size)]


def winning_clock_order() -> list[Card]:
    """Pile X holds the four cards of rank X+1 (the K pile holds the aces): A, 2, … K, four times over."""
    return [Card(k % 13 + 1 + 1 if k % 13 + 1 < 13 else 1, SUITS[k // 13]) for k in range(52)]


def play_to_end(game: Game) -> list[Move]:
    played = []
    while game.legal_moves():
        move = game.legal_moves()[0]
        game.push(move)
        played.append(move)
    return played


def test_piles_are_dealt_round_in_pile_order_face_down() -> None:
    order = deck(52)
    game = new_game("moving_house", order=order)
    assert [str(c) for c in game.pile("pile1").cards] == [str(order[i]) for i in (0, 13, 26, 39)]
    assert all(not c.face_up for c in game.pile("pile1").cards)
    assert [game.pile(f"pile{i}").home for i in range(1, 14)] == list(range(1, 14))


@pytest.mark.parametrize(
    ("game_id", "start"),
    [("moving_house", "pile13"), ("clock", "pile13"), ("new_republican", "pile1"),
     ("republican", "reserve"), ("devils", "pile13"), ("devils_two_decks", "pile13")],
)
def test_each_game_starts_from_its_own_pile(game_id: str, start: str) -> None:
    game = new_game(game_id, seed=11)
    (move,) = game.legal_moves()
    assert move.kind == "step" and move.src == start
    assert move.card == game.pile(start).top and game.pile(start).top.face_up


def test_new_republican_uses_the_piquet_deck_with_homes_seven_to_ace() -> None:
    game = new_game("new_republican", seed=4)
    assert [game.pile(f"pile{i}").home for i in range(1, 9)] == [7, 8, 9, 10, 11, 12, 13, 1]
    assert sum(len(p) for p in game.piles.values()) == 32


def test_a_step_puts_the_card_under_its_pile_and_turns_the_next() -> None:
    # The K pile's top (dealt last, position 51) is a 5; the fives' pile top (position 43) a 9.
    game = new_game("moving_house", order=order_with({51: "5S", 43: "9H"}))
    game.push(Move("step", "pile13", "pile5", Card.parse("5S")))
    assert game.pile("pile5").cards[0] == Card.parse("5S") and game.pile("pile5").cards[0].face_up
    assert game.pile("pile5").top == Card.parse("9H") and game.pile("pile5").top.face_up
    assert game.legal_moves() == [Move("step", "pile5", "pile9", Card.parse("9H"))]


def test_a_card_refused_anywhere_but_under_its_pile_says_why() -> None:
    game = new_game("moving_house", order=order_with({51: "7S"}))
    with pytest.raises(IllegalMove) as refused:
        game.push(Move("step", "pile13", "pile8", Card.parse("7S")))
    assert refused.value.reason == reason("clock.under_its_pile", rank=7)
    with pytest.raises(IllegalMove) as refused:
        game.push(Move("step", "pile2", "pile8", game.pile("pile2").top))
    assert refused.value.reason == reason("clock.only_the_turned_card", card=Card.parse("7S"))


def test_moving_house_stops_when_the_first_card_is_a_king() -> None:
    game = new_game("moving_house", order=order_with({51: "KS"}))
    game.push(game.legal_moves()[0])
    assert game.legal_moves() == [] and game.is_lost() and not game.is_won()
    assert game.pile("pile13").cards[0] == Card.parse("KS")


def test_moving_house_goes_on_with_the_self_match_option_off() -> None:
    order = order_with({51: "KS", 38: "4D"})
    game = new_game("moving_house", order=order, options={"self_match_stop": False})
    game.push(game.legal_moves()[0])
    assert game.legal_moves() == [Move("step", "pile13", "pile4", Card.parse("4D"))]


def test_clock_goes_on_after_a_card_of_its_own_pile() -> None:
    game = new_game("clock", order=order_with({51: "KS", 38: "4D"}))
    game.push(game.legal_moves()[0])
    assert game.legal_moves() == [Move("step", "pile13", "pile4", Card.parse("4D"))]


def test_clock_stops_when_the_current_pile_has_no_face_down_card() -> None:
    # All four kings are the K pile's own cards: four steps, then the chain has nowhere to go.
    game = new_game("clock", order=order_with({12: "KS", 25: "KH", 38: "KD", 51: "KC"}))
    played = play_to_end(game)
    assert len(played) == 4 and game.is_lost()


@pytest.mark.parametrize("game_id", ["moving_house", "clock"])
def test_a_deal_that_comes_out_is_won(game_id: str) -> None:
    game = new_game(game_id, order=winning_clock_order())
    played = play_to_end(game)
    assert len(played) == 52 and game.is_won() and not game.is_lost()
    for i in range(1, 14):
        assert {c.rank for c in game.pile(f"pile{i}").cards} == {i}


def test_won_only_when_the_last_step_is_made() -> None:
    game = new_game("clock", order=winning_clock_order())
    for _ in range(51):
        game.push(game.legal_moves()[0])
    assert not game.is_won() and not game.is_lost()


def test_republican_deals_49_round_and_3_to_the_reserve() -> None:
    order = deck(52)
    game = new_game("republican", order=order)
    assert [len(game.pile(f"pile{i}")) for i in range(1, 14)] == [4] * 10 + [3] * 3
    assert list(game.pile("reserve").cards) == order[49:]
    assert game.legal_moves()[0].card == order[51]


def test_republican_starts_a_new_chain_from_each_of_the_three_reserve_cards() -> None:
    # Every pile's cards are its own rank: each chain stops at once (self-match) after one more step.
    order = [Card(k % 13 + 1, SUITS[k // 13]) for k in range(49)]
    order = order_with({i: str(card) for i, card in enumerate(order)})
    game = new_game("republican", order=order)
    reserve = list(game.pile("reserve").cards)
    played = play_to_end(game)
    from_reserve = [m.card for m in played if m.src == "reserve"]
    assert from_reserve == list(reversed(reserve))
    assert len(played) == 6 and game.is_lost()


def test_devils_sets_kings_aside_and_uses_the_13th_pile_as_reserve() -> None:
    game = new_game("devils", order=order_with({51: "KS", 38: "3H"}))
    assert game.pile("pile13").home is None
    assert game.legal_moves() == [Move("step", "pile13", "discard", Card.parse("KS"))]
    game.push(game.legal_moves()[0])
    assert list(game.pile("discard").cards) == [Card.parse("KS")]
    # The king ended the chain: the next chain starts from the 13th pile again.
    assert game.legal_moves() == [Move("step", "pile13", "pile3", Card.parse("3H"))]
    game = new_game("devils", order=order_with({51: "KS"}))
    with pytest.raises(IllegalMove) as refused:
        game.push(Move("step", "pile13", "pile1", Card.parse("KS")))
    assert refused.value.reason == reason("clock.king_aside")


def test_devils_two_decks_has_thirteen_piles_of_eight() -> None:
    game = new_game("devils_two_decks", seed=5)
    assert [len(game.pile(f"pile{i}")) for i in range(1, 14)] == [8] * 13
    played = play_to_end(game)
    kings = [m for m in played if m.dst == "discard"]
    assert all(m.card.rank == 13 for m in kings) and len(game.pile("discard")) == len(kings) <= 8


def test_devils_won_when_queens_home_and_kings_aside() -> None:
    # Piles 1–12 hold the next rank up (the Q pile holds kings); the 13th pile holds the aces.
    order = [Card(k % 13 + 2 if k % 13 < 12 else 1, SUITS[k // 13]) for k in range(52)]
    game = new_game("devils", order=order)
    play_to_end(game)
    assert len(game.pile("discard")) == 4 and game.is_won()


def test_travellers_counting_deal_sets_matches_aside_and_turns_the_piles() -> None:
    # "ace" is called at pile 1: AS matches and is a traveller; 5H then goes to pile 1, still called ace.
    # Pile 2 is called "two": 2H matches too.
    order = order_with({0: "AS", 1: "5H", 2: "2H", 3: "9C"})
    game = new_game("travellers", order=order)
    assert game.pile("travellers").top == Card.parse("AS")  # first set aside, used first
    assert Card.parse("2H") in game.pile("travellers").cards
    pile1 = game.pile("pile1").cards
    assert pile1[-1] == Card.parse("5H") and not any(c.face_up for c in pile1[:-1])  # turned over
    assert game.pile("pile2").cards[-1] == Card.parse("9C")
    assert game.legal_moves()[0].src == "travellers"
    assert sum(len(p) for p in game.piles.values()) == 52


def test_travellers_without_a_traveller_start_from_the_king_pile() -> None:
    # Pile i gets the cards of rank i+1 (the K pile gets aces): nothing matches its call.
    order = [Card(k % 13 + 2 if k % 13 < 12 else 1, SUITS[k // 13]) for k in range(52)]
    game = new_game("travellers", order=order)
    assert len(game.pile("travellers")) == 0
    assert game.legal_moves()[0].src == "pile13"


def test_travellers_offer_no_self_match_option_for_no_card_ever_turns_up_in_its_own_pile() -> None:
    # the counting deal sets every card of a pile's own rank aside, so the option could change nothing
    assert GAMES["travellers"].options == {}
    for number in range(1, 40):
        game = new_game("travellers", seed=number)
        for move in play_to_end(game):
            assert move.src == "travellers" or move.src != move.dst
    # a game saved when the option was offered still opens, the option dropped
    old = new_game("travellers", seed=7, options={"self_match_stop": False})
    assert old.options == {} and old.snapshot() == new_game("travellers", seed=7).snapshot()


@pytest.mark.parametrize("game_id", ["moving_house", "new_republican", "clock", "republican", "devils",
                                     "devils_two_decks", "travellers"])
def test_a_lost_game_says_what_ended_it_and_a_game_in_play_does_not(game_id: str) -> None:
    reasons = set()
    for seed in range(1, 40):
        game = new_game(game_id, seed=seed)
        assert game.rules.over_reason(game) is None
        while game.legal_moves():
            game.push(game.legal_moves()[0])
        over = game.rules.over_reason(game)
        assert (over is None) == game.is_won()
        if over is not None:
            reasons.add(over.code)
            if over.code == "clock.over.own_pile":
                last = game.moves[-1]
                assert over.args == {"card": last.card} and last.src == last.dst
    expected = {"clock.over.own_pile", "clock.over.reserve_used", "clock.over.travellers_used",
                "clock.over.nothing_to_turn"}
    assert reasons and reasons <= expected


def test_the_card_that_ended_the_game_is_where_over_card_says() -> None:
    # Moving House: the king turned first goes under its own pile and ends the game.
    game = new_game("moving_house", order=order_with({51: "KS"}))
    assert game.rules.over_card(game) is None  # not over yet
    game.push(game.legal_moves()[0])
    pile_id, index = game.rules.over_card(game)
    assert game.pile(pile_id).cards[index] == Card.parse("KS")
    assert game.rules.over_reason(game).args["card"] == Card.parse("KS")
    # Clock: the fourth king, which brought the chain to a pile with nothing left to turn
    game = new_game("clock", order=order_with({12: "KS", 25: "KH", 38: "KD", 51: "KC"}))
    play_to_end(game)
    pile_id, index = game.rules.over_card(game)
    assert game.pile(pile_id).cards[index] == game.moves[-1].card and pile_id == "pile13"
    won = new_game("clock", order=winning_clock_order())
    play_to_end(won)
    assert won.rules.over_card(won) is None
