"""The Rainbow family (docs/rules.md A1–A4) on explicit deal orders."""

from __future__ import annotations

import pytest

from patience_qt.rules import Card, Game, IllegalMove, Move, Reason, deck, game_from_json, new_game, reason
from patience_qt.rules.deal import shuffled

BY_RANK_DOWN = sorted(deck(104), key=lambda card: -card.rank)  # kings first: filler that rarely plays


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def names(pile_cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return [str(card) for card in pile_cards]


def order_with(first: dict[int, str], size: int = 104) -> list[Card]:
    """A deal order with the given cards at the given positions; the rest of the deck fills the
    other positions, kings first (so the filler stays out of the way of the cards a test watches)."""
    fixed = {position: Card.parse(text) for position, text in first.items()}
    rest = list(BY_RANK_DOWN)
    for card in fixed.values():
        rest.remove(card)
    return [fixed[i] if i in fixed else rest.pop(0) for i in range(size)]


def turn(game: Game) -> Card:
    game.push(Move("turn", "stock", "hand", game.pile("stock").top))
    hand = game.pile("hand").top
    assert hand is not None
    return hand


def refused(game: Game, move: Move) -> Reason | None:
    before = game.snapshot()
    with pytest.raises(IllegalMove) as error:
        game.push(move)
    assert game.snapshot() == before
    return error.value.reason


def put_hand(game: Game, card: str) -> Card:
    """Unit-test shortcut: lay a card in the hand directly (not through a move)."""
    game.set_cards("hand", [Card.parse(card).turned(True)])
    return Card.parse(card)


def run_stock_to_wastes(game: Game) -> None:
    """Turn the whole stock, putting each hand card on the first waste pile that takes it."""
    while game.pile("stock").cards or game.pile("hand").cards:
        if game.pile("hand").cards:
            game.push(next(m for m in game.legal_moves() if m.src == "hand" and m.dst.startswith("waste")))
        else:
            turn(game)


# -- the deal ------------------------------------------------------------------------------------

def test_rainbow_deal_order_reserve_deepest_first_then_base_then_stock_top() -> None:
    order = shuffled(deck(104), 12345)
    game = new_game("rainbow", order=order)
    assert names(game.pile("reserve").cards) == names(order[:26])
    assert names(game.pile("foundation1").cards) == [str(order[26])]
    assert str(game.pile("stock").top) == str(order[27])
    assert names(game.pile("stock").cards) == names(reversed(order[27:]))
    assert not game.pile("hand").cards
    assert sorted(game.piles) == sorted(
        ["stock", "hand", "reserve", "waste1", "waste2", "waste3"] + [f"foundation{i}" for i in range(1, 5)]
    )


def test_rainbow_reserve_is_an_arc_face_down_with_the_last_card_up_and_turns_by_itself() -> None:
    game = new_game("rainbow", order=order_with({24: "9D", 25: "5H", 26: "5S"}))
    reserve = game.pile("reserve").cards
    assert [card.face_up for card in reserve] == [False] * 25 + [True]
    assert game.pile("foundation1").cards[0].face_up
    assert not any(card.face_up for card in game.pile("stock").cards)
    game.push(Move("move", "reserve", "foundation2", Card.parse("5H")))
    assert game.pile("reserve").top == Card.parse("9D") and game.pile("reserve").top.face_up
    assert len(game.moves) == 1  # the turn happened inside the same move
    game.pop()
    assert [card.face_up for card in game.pile("reserve").cards] == [False] * 25 + [True]


def test_base_rank_comes_from_the_dealt_card() -> None:
    game = new_game("rainbow", order=order_with({26: "9C"}))
    assert [game.pile(f"foundation{i}").base for i in range(1, 5)] == [9, 9, 9, 9]
    toad = new_game("toad", seed=4)
    assert {toad.pile(f"foundation{i}").base for i in range(1, 9)} == {1}


def test_a_base_rank_card_starts_another_foundation_and_a_non_base_card_is_refused() -> None:
    game = new_game("rainbow", order=order_with({25: "KS", 26: "5S", 27: "7D", 28: "5D"}))
    seven = turn(game)
    assert refused(game, Move("move", "hand", "foundation2", seven)) == (
        reason("rainbow.foundation_start", rank=7, rank2=5)
    )
    assert refused(game, Move("move", "hand", "foundation1", seven)) == (
        reason("rainbow.foundation_needs", rank=7, rank2=6)
    )
    game.push(Move("move", "hand", "waste1", seven))
    five = turn(game)
    starts = {m.dst for m in game.legal_moves() if m.src == "hand" and m.dst.startswith("foundation")}
    assert starts == {"foundation2", "foundation3", "foundation4"}
    game.push(Move("move", "hand", "foundation3", five))
    assert names(game.pile("foundation3").cards) == ["5D"]


def test_rainbow_foundation_is_complete_at_26_cards() -> None:
    game = new_game("rainbow", order=order_with({26: "5S"}))
    run = [Card((4 + k) % 13 + 1, "S", True) for k in range(26)]  # 5 … K A … 4, twice
    game.set_cards("foundation1", run[:25])
    four = put_hand(game, "4H")
    assert Move("move", "hand", "foundation1", four) in game.legal_moves()
    game.set_cards("foundation1", run)
    five = put_hand(game, "5H")
    assert refused(game, Move("move", "hand", "foundation1", five)) == (
        reason("rainbow.foundation_complete", n=26)
    )
    assert Move("move", "hand", "foundation2", five) in game.legal_moves()


# -- the reserve -----------------------------------------------------------------------------------

def test_a_king_goes_on_an_ace_in_rainbow_reserve_but_not_in_toad() -> None:
    game = new_game("rainbow", order=order_with({25: "AS", 26: "5S", 27: "KH"}))
    king = turn(game)
    game.push(Move("move", "hand", "reserve", king))
    assert names(game.pile("reserve").cards[-2:]) == ["AS", "KH"]

    toad = new_game("toad", order=order_with({12: "AS", 13: "KH"}))
    king = turn(toad)
    assert refused(toad, Move("move", "hand", "reserve", king)) == reason("rainbow.reserve_closed", rank=1)


def test_the_reserve_is_extended_one_rank_lower_from_hand_or_waste_and_an_empty_one_takes_nothing() -> None:
    game = new_game("open_shop", order=order_with({17: "9C", 18: "5S", 19: "7D", 20: "8H"}))
    seven = turn(game)
    assert refused(game, Move("move", "hand", "reserve", seven)) == (
        reason("rainbow.reserve_needs", rank=7, rank2=9, rank3=8)
    )
    game.push(Move("move", "hand", "waste2", seven))
    eight = turn(game)
    game.push(Move("move", "hand", "reserve", eight))
    game.push(Move("move", "waste2", "reserve", seven))
    assert names(game.pile("reserve").cards[-3:]) == ["9C", "8H", "7D"]
    game.set_cards("reserve", ())
    card = turn(game)
    assert refused(game, Move("move", "hand", "reserve", card)) == reason("rainbow.reserve_empty")


# -- hand, waste piles, balance --------------------------------------------------------------------

def test_rainbow_balance_limit_refuses_a_third_card_ahead_and_balance_0_allows_it() -> None:
    order = order_with({25: "KS", 26: "5S", 27: "2C", 28: "3C", 29: "9C"})
    game = new_game("rainbow", order=order)
    for _ in range(2):
        game.push(Move("move", "hand", "waste1", turn(game)))
    nine = turn(game)
    assert refused(game, Move("move", "hand", "waste1", nine)) == (
        reason("rainbow.balance", pile="waste1", n=3, m=2)
    )
    assert {m.dst for m in game.legal_moves()} == {"waste2", "waste3"}

    free = new_game("rainbow", order=order, options={"balance": 0})
    for _ in range(3):
        free.push(Move("move", "hand", "waste1", turn(free)))
    assert len(free.pile("waste1").cards) == 3


def test_the_hand_card_must_be_placed_before_the_next_turn() -> None:
    game = new_game("rainbow", seed=8)
    turn(game)
    assert refused(game, Move("move", "stock", "hand", game.pile("stock").top)) == (
        reason("rainbow.turn_first")
    )
    assert refused(game, Move("turn", "stock", "hand", game.pile("stock").top)) == reason("rainbow.hand_full")
    assert not [m for m in game.legal_moves() if m.kind == "turn"]


def test_nothing_moves_waste_to_waste_nor_from_reserve_or_foundation_to_a_waste() -> None:
    game = new_game("open_shop", order=order_with({17: "KS", 18: "5S", 19: "2C"}))
    two = turn(game)
    game.push(Move("move", "hand", "waste1", two))
    assert refused(game, Move("move", "waste1", "waste2", two)) == reason("rainbow.waste_to_waste")
    assert refused(game, Move("move", "reserve", "waste2", Card.parse("KS"))) == (
        reason("rainbow.reserve_to_waste")
    )
    assert refused(game, Move("move", "foundation1", "waste2", Card.parse("5S"))) == (
        reason("rainbow.foundation_stays")
    )


# -- redeals ---------------------------------------------------------------------------------------

def test_rainbow_redeal_shuffles_the_gathered_wastes_reproducibly() -> None:
    game = new_game("rainbow", seed=77)
    assert refused(game, Move("redeal", "waste1", "stock")) == reason("rainbow.redeal_not_yet")
    run_stock_to_wastes(game)
    gathered = [card for i in (1, 2, 3) for card in game.pile(f"waste{i}").cards]
    game.push(Move("redeal", "waste1", "stock"))
    stock = game.pile("stock").cards
    assert names(stock) == names(reversed(shuffled(gathered, 77, salt=1)))
    assert not any(card.face_up for card in stock)
    assert all(not game.pile(f"waste{i}").cards for i in (1, 2, 3))
    assert game.state["redeals_used"] == 1

    again = new_game("rainbow", seed=77)
    run_stock_to_wastes(again)
    again.push(Move("redeal", "waste1", "stock"))
    assert names(again.pile("stock").cards) == names(stock)
    assert game_from_json(game.to_json()).snapshot() == game.snapshot()


@pytest.mark.parametrize(("options", "allowed"), [({}, 3), ({"redeals": 5}, 5), ({"redeals": 0}, 0)])
def test_rainbow_redeals_are_limited(options: dict[str, int], allowed: int) -> None:
    game = new_game("rainbow", seed=5, options=options)
    for _ in range(allowed):
        run_stock_to_wastes(game)
        game.push(Move("redeal", "waste1", "stock"))
    run_stock_to_wastes(game)
    assert not [m for m in game.legal_moves() if m.kind == "redeal"]
    expected = reason("rainbow.redeals_used", n=allowed) if allowed else reason("rainbow.no_redeal")
    assert refused(game, Move("redeal", "waste1", "stock")) == expected


def test_rainbow_is_not_lost_while_a_redeal_remains() -> None:
    game = new_game("rainbow", seed=5)
    run_stock_to_wastes(game)
    while [m for m in game.legal_moves() if m.kind == "move"]:
        game.push(next(m for m in game.legal_moves() if m.kind == "move"))
    assert game.legal_moves() == [Move("redeal", "waste1", "stock")]
    assert not game.is_lost()


# -- Open Shop -------------------------------------------------------------------------------------

def test_open_shop_18_face_up_five_wastes_any_proportion_no_redeal() -> None:
    order = order_with({17: "KS", 18: "5S"})
    game = new_game("open_shop", order=order)
    assert names(game.pile("reserve").cards) == names(order[:18])
    assert all(card.face_up for card in game.pile("reserve").cards)
    assert names(game.pile("foundation1").cards) == ["5S"]
    assert len(game.pile("stock").cards) == 85
    wastes = [pile_id for pile_id in game.piles if pile_id.startswith("waste")]
    assert wastes == [f"waste{i}" for i in range(1, 6)]
    assert game.options == {}
    for _ in range(6):
        game.push(Move("move", "hand", "waste1", turn(game)))
    assert len(game.pile("waste1").cards) == 6
    run_stock_to_wastes(game)
    assert not [m for m in game.legal_moves() if m.kind == "redeal"]
    assert refused(game, Move("redeal", "waste1", "stock")) == reason("rainbow.no_redeal")


# -- Toad ------------------------------------------------------------------------------------------

def test_toad_13_face_up_and_eight_ace_foundations_up_to_king() -> None:
    order = order_with({12: "AS", 13: "2H"})
    game = new_game("toad", order=order)
    assert names(game.pile("reserve").cards) == names(order[:13])
    assert all(card.face_up for card in game.pile("reserve").cards)
    assert all(not game.pile(f"foundation{i}").cards for i in range(1, 9))
    assert "foundation9" not in game.piles
    assert str(game.pile("stock").top) == "2H" and len(game.pile("stock").cards) == 91
    game.push(Move("move", "reserve", "foundation4", Card.parse("AS")))
    game.push(Move("move", "hand", "foundation4", turn(game)))
    assert names(game.pile("foundation4").cards) == ["AS", "2H"]

    game.set_cards("foundation1", [Card(rank, "C", True) for rank in range(1, 14)])
    ace = put_hand(game, "AD")
    assert refused(game, Move("move", "hand", "foundation1", ace)) == (
        reason("rainbow.foundation_complete", n=13)
    )
    game.set_cards("foundation1", [Card(rank, "C", True) for rank in range(1, 13)])
    assert Move("move", "hand", "foundation1", ace) not in game.legal_moves()


def test_toad_takes_one_deep_ace_once_and_only_once() -> None:
    game = new_game("toad", order=order_with({3: "AS", 7: "AH", 12: "9D"}))
    deep = Move("move", "reserve", "foundation2", Card.parse("AH"))
    legal = next(move for move in game.legal_moves() if move == deep)
    assert legal.card_index == 7  # the deep ace lies under the outer card: the move knows where
    assert game.movable_indices("reserve") == [3, 7]
    game.push(deep)
    assert names(game.pile("foundation2").cards) == ["AH"]
    assert len(game.pile("reserve").cards) == 12 and game.pile("reserve").top == Card.parse("9D")
    assert game.state["deep_ace_used"] is True
    assert not [m for m in game.legal_moves() if m.src == "reserve"]
    assert refused(game, Move("move", "reserve", "foundation3", Card.parse("AS"))) == (
        reason("rainbow.deep_ace_used")
    )
    assert game_from_json(game.to_json()).snapshot() == game.snapshot()
    game.pop()
    assert game.state["deep_ace_used"] is False and len(game.pile("reserve").cards) == 13


def test_toad_deep_ace_refused_when_the_option_is_off() -> None:
    game = new_game("toad", order=order_with({3: "AS", 12: "9D"}), options={"deep_ace": False})
    assert refused(game, Move("move", "reserve", "foundation1", Card.parse("AS"))) == (
        reason("rainbow.outer_card_only", pile="reserve")
    )


def test_toad_outer_ace_does_not_use_the_deep_ace() -> None:
    game = new_game("toad", order=order_with({5: "AC", 12: "AS"}))
    game.push(Move("move", "reserve", "foundation1", Card.parse("AS")))
    assert game.state["deep_ace_used"] is False
    game.push(Move("move", "reserve", "foundation2", Card.parse("AC")))
    assert game.state["deep_ace_used"] is True


def test_toad_two_reserves_each_with_its_own_available_card() -> None:
    order = order_with({6: "AS", 12: "AH"})
    game = new_game("toad", order=order, options={"two_reserves": True})
    assert "reserve" not in game.piles
    assert names(game.pile("reserve1").cards) == names(order[:7])
    assert names(game.pile("reserve2").cards) == names(order[7:13])
    sources = {(m.src, str(m.card)) for m in game.legal_moves() if m.kind == "move"}
    assert sources == {("reserve1", "AS"), ("reserve2", "AH")}


@pytest.mark.parametrize("size", [8, 20])
def test_toad_reserve_size_option(size: int) -> None:
    order = shuffled(deck(104), 31)
    game = new_game("toad", order=order, options={"reserve_size": size})
    assert names(game.pile("reserve").cards) == names(order[:size])
    assert str(game.pile("stock").top) == str(order[size])
    assert len(game.pile("stock").cards) == 104 - size
    with pytest.raises(ValueError):
        new_game("toad", seed=1, options={"reserve_size": 21})


# -- Star ------------------------------------------------------------------------------------------

def test_star_20_face_up_eight_foundations_of_the_base_rank_cyclic_closing_at_13() -> None:
    order = order_with({19: "AS", 20: "QH", 21: "KD", 22: "KC", 23: "AC", 24: "QS"})
    game = new_game("star", order=order)
    assert names(game.pile("reserve").cards) == names(order[:20])
    assert all(card.face_up for card in game.pile("reserve").cards)
    assert [game.pile(f"foundation{i}").base for i in range(1, 9)] == [12] * 8
    assert names(game.pile("foundation1").cards) == ["QH"]
    game.push(Move("move", "hand", "foundation1", turn(game)))  # K on Q
    game.push(Move("move", "hand", "reserve", turn(game)))  # K on the reserve's A: cyclic
    game.push(Move("move", "hand", "foundation1", turn(game)))  # A on K: cyclic
    assert names(game.pile("foundation1").cards) == ["QH", "KD", "AC"]
    queen = turn(game)
    assert Move("move", "hand", "foundation2", queen) in game.legal_moves()

    game.set_cards("foundation1", [Card((11 + k) % 13 + 1, "H", True) for k in range(13)])  # Q K A … J
    assert refused(game, Move("move", "hand", "foundation1", queen)) == (
        reason("rainbow.foundation_complete", n=13)
    )


# -- won and lost ------------------------------------------------------------------------------

def test_won_when_every_card_is_on_the_foundations() -> None:
    suits = "SHHDDCC"
    order = [Card(rank, "S") for rank in range(13, 0, -1)]  # reserve: K deepest … A outermost
    order += [Card(rank, suit) for suit in suits for rank in range(1, 14)]
    game = new_game("toad", order=order)
    while not game.is_won():
        moves = game.legal_moves()
        game.push(next((m for m in moves if m.dst.startswith("foundation")), moves[0]))
    assert game.legal_moves() == [] and not game.is_lost()
    assert sum(len(game.pile(f"foundation{i}").cards) for i in range(1, 9)) == 104


def test_lost_when_no_move_is_left() -> None:
    game = new_game("toad", order=order_with({}))
    everything = game.all_cards()
    for pile_id in game.piles:
        game.set_cards(pile_id, ())
    everything.remove(Card.parse("2S"))
    aces = [card for card in everything if card.rank == 1]
    others = sorted((card for card in everything if card.rank != 1), key=lambda card: card.rank)
    game.set_cards("reserve", [Card.parse("2S").turned(True)])
    game.set_cards("waste1", [card.turned(True) for card in aces + others])  # aces buried, a king on top
    assert game.legal_moves() == []
    assert game.is_lost() and not game.is_won()
