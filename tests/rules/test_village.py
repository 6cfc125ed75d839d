"""The Village family (docs/rules.md C1–C3): Village, Babette, Carnival, on explicit deal orders."""

from __future__ import annotations

import pytest

from patience_qt.rules import (
    GAMES,
    Card,
    Game,
    IllegalMove,
    Move,
    Reason,
    deck,
    game_from_json,
    new_game,
    reason,
)
from patience_qt.rules.deal import shuffled

VILLAGE_GAMES = ("village", "babette", "carnival")
COLUMNS = [f"column{i}" for i in range(1, 9)]
DEAL = Move("deal", "stock", "column1", None)
REDEAL = Move("redeal", "stock", "stock", None)


def cards(text: str) -> list[Card]:
    return [Card.parse(word) for word in text.split()]


def pile_of(text: str) -> tuple[Card, ...]:
    return tuple(cards(text))


def order_with(first: str = "", last: str = "") -> list[Card]:
    """A 104-card deal order: the chosen cards first (and last), the rest of ``deck(104)`` between."""
    chosen_first, chosen_last = cards(first), cards(last)
    rest = deck(104)
    for card in chosen_first + chosen_last:
        rest.remove(card)
    return chosen_first + rest + chosen_last


def mixed_order(number: int = 5) -> list[Card]:
    return shuffled(deck(104), number)


def tops(game: Game) -> list[Card | None]:
    return [game.pile(column).top for column in COLUMNS]


def move(src: str, dst: str, text: str) -> Move:
    return Move("move", src, dst, Card.parse(text))


def deal_out(game: Game) -> None:
    while game.pile("stock").cards:
        game.push(DEAL)


def refusal(game: Game, bad: Move) -> Reason | None:
    with pytest.raises(IllegalMove) as error:
        game.push(bad)
    return error.value.reason


# -- the catalogue and the deal ----------------------------------------------------------------

def test_the_three_games_are_in_the_catalogue() -> None:
    for game_id, name_ru in (("village", "Деревенский"), ("babette", "Бабетта"), ("carnival", "Карнавал")):
        assert GAMES[game_id].family == "village" and GAMES[game_id].name_ru == name_ru
    assert new_game("village", seed=1).rules.fanned and new_game("carnival", seed=1).rules.fanned
    assert not new_game("babette", seed=1).rules.fanned


@pytest.mark.parametrize("game_id", VILLAGE_GAMES)
def test_first_row_is_dealt_and_the_stock_top_is_the_ninth_card(game_id: str) -> None:
    order = mixed_order()
    game = new_game(game_id, order=order)
    assert [game.pile(column).cards for column in COLUMNS] == [(card,) for card in order[:8]]
    assert all(card is not None and card.face_up for card in tops(game))
    stock = game.pile("stock")
    assert len(stock) == 96 and stock.top == order[8] and stock.face_down_count() == 96
    game.push(DEAL)
    assert [game.pile(column).cards[1] for column in COLUMNS] == order[8:16]
    assert game.pile("stock").top == order[16]


def test_foundations_are_labelled_by_suit_and_base() -> None:
    game = new_game("village", order=mixed_order())
    found = [(game.pile(f"foundation{i}").suit, game.pile(f"foundation{i}").base) for i in range(1, 9)]
    assert found == [("S", 1), ("H", 1), ("D", 1), ("C", 1), ("S", 13), ("H", 13), ("D", 13), ("C", 13)]


def test_a_deal_gives_fewer_cards_when_the_stock_runs_out() -> None:
    game = new_game("carnival", order=mixed_order())
    game.set_cards("stock", cards("5S 6S 7S"))
    game.push(DEAL)
    assert [len(game.pile(column)) for column in COLUMNS] == [2, 2, 2, 1, 1, 1, 1, 1]
    assert not game.pile("stock").cards and DEAL not in game.legal_moves()


# -- replacement and uncovering --------------------------------------------------------------------

# row 1: 2S on column 1; row 2: AS on column 1; row 3 starts with the 8C
UNCOVER = order_with("2S 5H 6H 7H 8H 5D 6D 7D AS 9H 10H 9D 10D 5C 6C 7C 8C")


def test_village_replaces_a_card_taken_to_a_foundation() -> None:
    game = new_game("village", order=order_with("3H AS 4H"))
    next_card = game.pile("stock").top
    game.push(move("column2", "foundation1", "AS"))
    assert game.pile("column2").cards == (next_card,) and game.pile("column2").top.face_up
    assert len(game.pile("stock")) == 95 and game.pile("foundation1").cards == (Card.parse("AS"),)


def test_carnival_does_not_replace() -> None:
    game = new_game("carnival", order=order_with("3H AS 4H"))
    game.push(move("column2", "foundation1", "AS"))
    assert game.pile("column2").cards == () and len(game.pile("stock")) == 96
    next_row = game.pile("stock").cards[-8:][::-1]
    game.push(DEAL)  # the next row puts a card on every column, the empty one too
    assert [len(game.pile(column)) for column in COLUMNS] == [2, 1, 2, 2, 2, 2, 2, 2]
    assert game.pile("column2").cards == next_row[1:2]


def test_carnival_uncovers_the_card_above_at_once() -> None:
    game = new_game("carnival", order=UNCOVER)
    game.push(DEAL)
    game.push(move("column1", "foundation1", "AS"))
    assert game.pile("column1").top == Card.parse("2S")
    game.push(move("column1", "foundation1", "2S"))  # while the stock still has cards


def test_village_uncovers_only_after_the_stock_is_empty() -> None:
    game = new_game("village", order=UNCOVER)
    game.push(DEAL)
    game.push(move("column1", "foundation1", "AS"))
    assert game.pile("column1").cards == pile_of("2S 8C")  # the 8C replaced the ace; the 2S stays covered
    assert move("column1", "foundation1", "2S") not in game.legal_moves()
    game.set_cards("stock", ())
    game.set_cards("column1", cards("9S 8S"))
    game.set_cards("foundation1", cards("AS 2S 3S 4S 5S 6S 7S"))
    game.push(move("column1", "foundation1", "8S"))
    assert game.pile("column1").cards == pile_of("9S")  # no replacement now: the 9S is uncovered
    assert move("column1", "foundation1", "9S") in game.legal_moves()


def test_only_the_bottom_card_can_move() -> None:
    game = new_game("carnival", order=UNCOVER)
    game.push(DEAL)
    message = refusal(game, move("column1", "foundation1", "2S"))
    assert message == reason("village.bottom_card_of", n=1, card=Card.parse("AS"))
    babette = new_game("babette", order=UNCOVER)
    babette.push(DEAL)
    assert refusal(babette, move("column1", "foundation1", "2S")) == reason(
        "village.top_card_of", n=1, card=Card.parse("AS"))


# -- building on columns -------------------------------------------------------------------------

def _building_position(game_id: str = "carnival") -> Game:
    game = new_game(game_id, order=mixed_order())
    for column, text in zip(COLUMNS, ("QC 9H", "10H", "8H", "9S", "", "KD", "2C", "3C"), strict=True):
        game.set_cards(column, cards(text))
    return game


def test_no_building_while_the_stock_has_cards() -> None:
    game = _building_position()
    assert not any(m.kind == "move" and m.dst.startswith("column") for m in game.legal_moves())
    message = refusal(game, move("column1", "column2", "9H"))
    assert message == reason("village.no_builds_yet", card=Card.parse("9H"))


def test_building_after_the_stock_is_empty_same_suit_one_rank_up_or_down() -> None:
    game = _building_position()
    game.set_cards("stock", ())
    legal = game.legal_moves()
    assert move("column1", "column2", "9H") in legal and move("column1", "column3", "9H") in legal
    assert move("column7", "column8", "2C") in legal and move("column8", "column7", "3C") in legal
    assert refusal(game, move("column1", "column4", "9H")) == reason(
        "village.builds_on_either", card=Card.parse("9H"), card2=Card.parse("8H"), card3=Card.parse("10H"))
    assert refusal(game, move("column1", "column5", "9H")) == reason("village.empty_column")
    game.push(move("column1", "column2", "9H"))
    assert game.pile("column2").cards == pile_of("10H 9H") and game.pile("column1").cards == pile_of("QC")


def test_a_game_left_with_builds_that_lead_nowhere_is_lost() -> None:
    # 7♦ and 8♦ may go onto each other for ever; no run of such builds lets a card reach a foundation
    game = new_game("carnival", order=mixed_order())
    for column, text in zip(COLUMNS, ("QC 7D", "JC 8D", "", "", "", "", "", ""), strict=True):
        game.set_cards(column, cards(text))
    game.set_cards("stock", ())
    assert {m.kind for m in game.legal_moves()} == {"move"} and game.legal_moves()
    assert game.is_lost() and game.is_over()
    # one card more that a build frees for a foundation (the J♣ under the 8♦, the Q♣ foundation top
    # wants it once the 8♦ is built onto the 7♦): not lost
    game.set_cards("foundation8", cards("KC QC"))
    assert not game.is_lost()


# -- the foundations ---------------------------------------------------------------------------

def test_second_ace_refused_by_the_ace_foundation_and_ends_the_king_foundation() -> None:
    game = _building_position()
    game.set_cards("column5", cards("AS"))
    game.set_cards("foundation1", cards("AS"))
    game.set_cards("foundation5", cards("KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S"))
    assert move("column5", "foundation1", "AS") not in game.legal_moves()
    assert move("column5", "foundation5", "AS") not in game.legal_moves()  # not before the 2
    assert refusal(game, move("column5", "foundation1", "AS")) == reason(
        "village.ace_foundation_next", suit="S", card=Card.parse("2S"), card2=Card.parse("AS"))
    game.set_cards("foundation5", game.pile("foundation5").cards + (Card.parse("2S"),))
    game.push(move("column5", "foundation5", "AS"))
    assert len(game.pile("foundation5")) == 13
    game.set_cards("column5", cards("QS"))
    assert refusal(game, move("column5", "foundation5", "QS")) == reason(
        "village.king_foundation_complete", suit="S")


def test_second_king_refused_by_the_king_foundation_and_ends_the_ace_foundation() -> None:
    game = _building_position()
    game.set_cards("column5", cards("KH"))
    game.set_cards("foundation6", cards("KH"))
    game.set_cards("foundation2", cards("AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"))
    assert move("column5", "foundation6", "KH") not in game.legal_moves()
    assert refusal(game, move("column5", "foundation6", "KH")) == reason(
        "village.king_foundation_next", suit="H", card=Card.parse("QH"), card2=Card.parse("KH"))
    game.push(move("column5", "foundation2", "KH"))
    assert game.pile("foundation2").top == Card.parse("KH") and len(game.pile("foundation2")) == 13


def test_foundation_refusals_explain_suit_and_start() -> None:
    game = _building_position()
    game.set_cards("column5", cards("5D"))
    refused = refusal(game, move("column5", "foundation1", "5D"))
    assert refused == reason("village.ace_foundation_suit", suit="S")
    refused = refusal(game, move("column5", "foundation7", "5D"))
    assert refused == reason("village.king_foundation_start", suit="D")


# -- redeals -------------------------------------------------------------------------------------

def test_village_redeal_deals_the_last_card_first() -> None:
    order = mixed_order()
    game = new_game("village", order=order)
    deal_out(game)  # no card moved: the columns are the thirteen rows as dealt
    assert [len(game.pile(column)) for column in COLUMNS] == [13] * 8
    assert REDEAL in game.legal_moves()
    game.push(REDEAL)
    assert tops(game) == order[::-1][:8]
    assert game.pile("stock").top == order[-9] and len(game.pile("stock")) == 96
    assert all(len(game.pile(column)) == 1 for column in COLUMNS)
    deal_out(game)
    assert REDEAL not in game.legal_moves()
    assert refusal(game, REDEAL) == reason("village.redeal_used")


def test_village_redeal_reads_uneven_columns_row_by_row() -> None:
    game = new_game("village", order=mixed_order())
    game.set_cards("stock", ())
    layout = ("2S 3S", "4S", "5S 6S 7S", "8S", "9S", "10S", "JS", "QS")
    for column, text in zip(COLUMNS, layout, strict=True):
        game.set_cards(column, cards(text))
    # as dealt: row 1 = 2S 4S 5S 8S 9S 10S JS QS, row 2 = 3S 6S, row 3 = 7S; reversed for the redeal
    game.push(REDEAL)
    assert tops(game) == cards("7S 6S 3S QS JS 10S 9S 8S")
    assert game.pile("stock").cards == pile_of("2S 4S 5S")  # the 5S is dealt next


def test_redeal_refused_while_the_stock_has_cards_and_in_carnival() -> None:
    game = new_game("village", order=mixed_order())
    assert refusal(game, REDEAL) == reason("village.redeal_not_yet")
    carnival = new_game("carnival", order=mixed_order())
    deal_out(carnival)
    assert REDEAL not in carnival.legal_moves()
    assert refusal(carnival, REDEAL) == reason("village.no_redeal")


def _gather_all(game: Game, columns: list[str]) -> None:
    for column in columns:
        game.push(Move("gather", column, "stock", None))


def test_babette_gather_order_decides_the_next_deal() -> None:
    order = mixed_order()
    first = new_game("babette", order=order)
    deal_out(first)
    gathers = [m for m in first.legal_moves() if m.kind == "gather"]
    assert [m.src for m in gathers] == COLUMNS  # the default order offered: column 1 first
    second = game_from_json(first.to_json())
    _gather_all(first, COLUMNS)
    _gather_all(second, COLUMNS[::-1])
    # each pile keeps its deal order (its first card dealt first), the piles in the order gathered
    assert tops(first) == order[0:64:8]  # pile 1 was dealt order[0], order[8], … order[96]
    assert tops(second) == order[7:71:8]  # pile 8 was dealt order[7], order[15], …
    assert tops(first) != tops(second)
    assert len(first.pile("stock")) == 96 and first.state["redealt"]


def test_babette_only_gathers_while_gathering() -> None:
    game = new_game("babette", order=mixed_order())
    deal_out(game)
    game.push(Move("gather", "column3", "stock", None))
    legal = game.legal_moves()
    assert {m.kind for m in legal} == {"gather"}
    assert [m.src for m in legal] == [c for c in COLUMNS if c != "column3"]
    foundation_move = Move("move", "column1", "foundation1", game.pile("column1").top)
    assert refusal(game, foundation_move) == reason("village.finish_gathering")
    refused = refusal(game, Move("gather", "column3", "stock", None))
    assert refused == reason("village.gather_empty_pile", n=3)
    assert refusal(game, REDEAL) == reason("village.finish_gathering")
    _gather_all(game, [m.src for m in legal])
    assert not game.rules.gathering(game) and all(len(game.pile(column)) == 1 for column in COLUMNS)
    deal_out(game)
    assert not any(m.kind == "gather" for m in game.legal_moves())
    assert refusal(game, Move("gather", "column1", "stock", None)) == reason("village.redeal_used")


def test_redeal_and_gather_undo_exactly() -> None:
    gathers = [Move("gather", column, "stock", None) for column in COLUMNS]
    for game_id, step in (("village", [REDEAL]), ("babette", gathers)):
        game = new_game(game_id, order=mixed_order())
        deal_out(game)
        before = game.snapshot()
        for one in step:
            game.push(one)
        for _ in step:
            game.pop()
        assert game.snapshot() == before


# -- won and lost --------------------------------------------------------------------------------

def _winning_order() -> list[Card]:
    """Row k holds rank k+1 of each suit (for the ace foundations) and rank 13-k (for the king ones)."""
    order: list[Card] = []
    for k in range(13):
        order += [Card(k + 1, suit) for suit in "SHDC"] + [Card(13 - k, suit) for suit in "SHDC"]
    return order


@pytest.mark.parametrize("game_id", VILLAGE_GAMES)
def test_won_when_all_cards_are_on_the_foundations(game_id: str) -> None:
    game = new_game(game_id, order=_winning_order())
    while not game.is_won():
        legal = game.legal_moves()
        to_foundation = [m for m in legal if m.dst.startswith("foundation")]
        game.push(to_foundation[0] if to_foundation else legal[0])
    assert sum(len(game.pile(f"foundation{i}")) for i in range(1, 9)) == 104
    assert game.legal_moves() == [] and not game.is_lost()
    assert refusal(game, DEAL) == reason("village.won")


def test_lost_when_no_move_is_left() -> None:
    game = new_game("carnival", order=order_with(last="5S 5H 5D 5C 9S 9H 9D 9C"))
    deal_out(game)  # the aces and kings lie buried; the last row fits nowhere
    assert game.legal_moves() == [] and game.is_lost() and not game.is_won()
    village = new_game("village", order=order_with(last="5S 5H 5D 5C 9S 9H 9D 9C"))
    deal_out(village)
    assert village.legal_moves() == [REDEAL] and not village.is_lost()
