"""Which moves the table makes by itself (play.automove, pure Python) and where a click sends a card."""

from __future__ import annotations

from pathlib import Path

from tablekit import placed

from patience_qt.play.automove import safe_automove
from patience_qt.play.solver import NOT_WINNABLE, WINNABLE, native, solve
from patience_qt.rules import Card, Move, game_from_json, new_game
from patience_qt.rules.gestures import click_move, moves_of_card


def test_the_reserves_outer_card_goes_home_by_itself():
    game = new_game("rainbow", order=placed({25: "7S", 26: "6H"}, 104))
    assert safe_automove(game) == Move("move", "reserve", "foundation1", Card.parse("7S"))


def test_toads_deep_ace_is_left_to_the_player():
    game = new_game("toad", order=placed({5: "AS", 12: "9D"}, 104))
    assert any(move.card == Card.parse("AS") for move in game.legal_moves())
    assert safe_automove(game) is None


def test_the_clock_family_never_plays_by_itself():
    game = new_game("clock", seed=4)
    assert game.legal_moves() and safe_automove(game) is None


def test_village_aces_and_kings_go_home_by_themselves():
    game = new_game("village", order=placed({0: "AS", 1: "KH"}, 104))
    first = safe_automove(game)
    assert first is not None and first.dst in ("foundation1", "foundation6")
    game.push(first)
    second = safe_automove(game)
    assert second is not None and {first.card, second.card} == {Card.parse("AS"), Card.parse("KH")}


def test_a_click_prefers_a_foundation_then_the_reserve():
    # Reserve outer card 9C; base 6H; the stock gives 8D (fits on the 9C), then 7D (fits on the 6H).
    game = new_game("rainbow", order=placed({25: "9C", 26: "6H", 27: "8D", 28: "7D"}, 104))
    game.push(Move("turn", "stock", "hand", Card.parse("8D")))
    assert click_move(game, "hand", 0) == Move("move", "hand", "reserve", Card.parse("8D"))
    game.push(click_move(game, "hand", 0))
    game.push(Move("turn", "stock", "hand", Card.parse("7D")))
    assert click_move(game, "hand", 0) == Move("move", "hand", "foundation1", Card.parse("7D"))


def test_a_card_with_only_waste_piles_to_go_to_goes_on_the_emptiest():
    game = new_game("rainbow", order=placed({25: "KC", 26: "6H", 27: "2D", 28: "3D"}, 104))
    game.push(Move("turn", "stock", "hand", Card.parse("2D")))
    assert click_move(game, "hand", 0) == Move("move", "hand", "waste1", Card.parse("2D"))
    game.push(click_move(game, "hand", 0))
    game.push(Move("turn", "stock", "hand", Card.parse("3D")))
    assert click_move(game, "hand", 0) == Move("move", "hand", "waste2", Card.parse("3D"))


def test_a_double_click_only_goes_to_a_foundation():
    game = new_game("rainbow", order=placed({25: "9C", 26: "6H", 27: "8D"}, 104))
    game.push(Move("turn", "stock", "hand", Card.parse("8D")))
    assert click_move(game, "hand", 0, foundation_only=True) is None
    assert click_move(game, "hand", 0) is not None


def test_moves_of_card_picks_the_card_at_its_index():
    game = new_game("toad", order=placed({5: "AS", 12: "9D"}, 104))
    assert {move.dst for move in moves_of_card(game, "reserve", 5)} == {f"foundation{i}" for i in range(1, 9)}
    assert moves_of_card(game, "reserve", 4) == []
    assert moves_of_card(game, "reserve", 99) == []


FIXTURES = Path(__file__).resolve().parent.parent / "fixtures"


def test_a_card_two_foundations_a_cycle_apart_take_is_left_to_the_player():
    # Open Shop, game 10, move 161: the 10♦ on the waste fits the 9♣ of a foundation one card short of
    # complete and the 9♦ of one a cycle behind; the deal is winnable, but not with it on the first
    game = game_from_json((FIXTURES / "open_shop_two_foundations_take_the_card.json").read_text())
    ten = [move for move in game.legal_moves()
           if move.card == Card.parse("10D") and game.pile(move.dst).kind == "foundation"]
    assert {len(game.pile(move.dst).cards) for move in ten} == {25, 12}
    before = solve(game, max_seconds=10).verdict  # the compiled core wins it at once; Python may not
    assert before == WINNABLE or (not native.available() and before != NOT_WINNABLE)
    on_first = game.copy(history=False)
    on_first.push(next(move for move in ten if len(game.pile(move.dst).cards) == 25))
    assert solve(on_first, max_seconds=10).verdict == NOT_WINNABLE
    assert safe_automove(game) is None or safe_automove(game).card != Card.parse("10D")


def test_a_card_two_foundations_of_as_many_cards_take_goes_home_by_itself():
    # Toad's eight empty foundations all take an ace: any of them is the same
    game = new_game("toad", order=placed({12: "AS"}, 104))
    assert safe_automove(game) == Move("move", "reserve", "foundation1", Card.parse("AS"))


def test_the_table_keeps_the_king_of_spades_a_player_following_the_hints_turns_at_move_128(open_table):
    # Rainbow 445721121 as Autoplay plays it (the hint policy, the table's automatic moves after each):
    # move 128 turns the K♠, and the table used to send it home by itself at move 129, which lost the
    # deal (the winnability light: "Can no longer be won (since move 129)")
    from patience_qt.play.hints.ranking import best_move as hint

    table = open_table(new_game("rainbow", seed=445721121), automove=True)
    king = Card.parse("KS")
    for _ in range(200):
        move = hint(table.game)
        assert move is not None and table.controller.play(move)
        table.settle()
        if move.kind == "turn" and move.card == king:
            break
    game = table.game
    if native.available():
        assert len(game.moves) == 128
    assert game.pile("hand").cards == (king,)  # the table left it where the turn put it
    assert solve(game, max_seconds=20).verdict != NOT_WINNABLE
