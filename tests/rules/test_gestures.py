"""The rules answer the table's gestures (rules/gestures.py, ``Rules.drop_move`` and the clicks),
headless: a drop, a click on a card, on a pile or on the stock gives one of the legal moves, or the
Reason the rules refuse it with (the same one ``push`` would raise), or None where nothing is said."""

from __future__ import annotations

import random

import pytest

from patience_qt.rules import GAMES, Game, IllegalMove, Move, Reason, new_game, reason
from patience_qt.rules.moves import CARD_KINDS, DEALING_KINDS, MOVE_KINDS, REDEALING_KINDS, STOCK_KINDS


def played_on(game_id: str, seed: int, moves: int) -> Game:
    """A game a few random legal moves into its deal (the same ones every run)."""
    game = new_game(game_id, seed=seed)
    rng = random.Random(seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.push(rng.choice(legal))
    return game


def refusal(game: Game, move: Move) -> Reason:
    with pytest.raises(IllegalMove) as refused:
        game.push(move)
    assert refused.value.reason is not None
    return refused.value.reason


def cards_on_table(game: Game) -> list[tuple[str, int]]:
    return [(pile_id, index) for pile_id, pile in game.piles.items() for index in range(len(pile.cards))]


POSITIONS = [(game_id, seed, moves) for game_id in GAMES for seed, moves in ((1, 0), (2, 6), (3, 25))]


@pytest.mark.parametrize(("game_id", "seed", "moves"), POSITIONS)
def test_every_drop_is_a_legal_move_or_the_reason_push_gives(game_id: str, seed: int, moves: int):
    game = played_on(game_id, seed, moves)
    rules, legal = game.rules, game.legal_moves()
    for pile_id, index in cards_on_table(game):
        if not rules.lifts(game, pile_id, index):
            continue
        targets = rules.drop_targets(game, pile_id, index)
        for target in game.piles:
            if target == pile_id:
                continue
            answer = rules.drop_move(game, pile_id, index, target)
            if target in targets:
                assert isinstance(answer, Move) and answer in legal and answer.dst == target
            else:
                card = game.pile(pile_id).cards[index]
                asked = Move(rules.move_kind, pile_id, target, card, index)
                assert isinstance(answer, Reason) and answer == rules.why_illegal(game, asked)
                if asked not in legal:  # (else the top card is this one's twin, and has that move)
                    assert answer == refusal(game, asked)
    assert game.legal_moves() == legal  # asking moved nothing


@pytest.mark.parametrize(("game_id", "seed", "moves"), POSITIONS)
def test_a_click_on_a_card_makes_its_best_move_or_says_it_has_nowhere_to_go(game_id: str, seed: int,
                                                                              moves: int):
    game = played_on(game_id, seed, moves)
    rules, legal = game.rules, game.legal_moves()
    for pile_id, index in cards_on_table(game):
        if game.pile(pile_id).kind == "stock" or not rules.lifts(game, pile_id, index):
            continue
        answer = rules.click_card(game, pile_id, index)
        card = game.pile(pile_id).cards[index]
        if index in game.movable_indices(pile_id):
            assert isinstance(answer, Move) and answer in legal
            assert answer.src == pile_id and answer.card == card
        elif isinstance(answer, Reason):
            assert answer.code == "card_nowhere_to_go" and answer.args == {"card": card}
            assert rules.click_card(game, pile_id, index, keys=True).code == "nowhere_to_go"
        else:  # Babette, once the gathering has begun: the click picks the pile up
            assert answer == rules.pile_move(game, pile_id) and answer.kind == "gather"


@pytest.mark.parametrize(("game_id", "seed", "moves"), POSITIONS)
def test_a_click_on_the_stock_is_its_legal_move_or_the_refusal_of_the_move_it_stands_for(
        game_id: str, seed: int, moves: int):
    game = played_on(game_id, seed, moves)
    rules = game.rules
    answer = rules.click_stock(game)
    if isinstance(answer, Move):
        assert answer in game.legal_moves() and answer.kind in STOCK_KINDS
    elif isinstance(answer, Reason):
        asked = rules.stock_move(game)
        assert asked is not None and answer == refusal(game, asked)
    else:
        assert rules.stock_move(game) is None
    if "stock" in game.piles:
        assert rules.click_pile(game, "stock") == answer


def test_the_move_kind_sets_are_parts_of_the_kinds():
    for kinds in (CARD_KINDS, STOCK_KINDS, DEALING_KINDS, REDEALING_KINDS):
        assert kinds <= set(MOVE_KINDS)
    assert not CARD_KINDS & STOCK_KINDS and REDEALING_KINDS <= DEALING_KINDS <= STOCK_KINDS


def test_a_buried_twin_of_the_top_card_is_refused_and_does_not_play_the_top_card():
    """Two decks: a card under the top one may be its twin; dropped where the top card may go, it
    is refused (only the top card moves), and the top card is not moved for it."""
    for seed in range(1, 40):
        game = played_on("village", seed, 30)
        for column in (f"column{i}" for i in range(1, 9)):
            cards = game.pile(column).cards
            for index, card in enumerate(cards[:-1]):
                move = next((move for move in game.legal_moves()
                             if move.src == column and move.card == card), None)
                if move is None:
                    continue
                answer = game.rules.drop_move(game, column, index, move.dst)
                assert answer == reason("village.bottom_card_of", n=int(column[6:]), card=cards[-1])
                return
    pytest.skip("no buried twin with a move in these deals")


# -- the Clock family ------------------------------------------------------------------------------
def test_clock_a_click_on_a_pile_says_which_card_may_move_and_a_drop_elsewhere_is_refused():
    game = new_game("clock", seed=3)
    step = game.legal_moves()[0]
    rules = game.rules
    other = next(pile_id for pile_id, pile in game.piles.items()
                 if pile.cards and pile_id not in (step.src, step.dst))
    assert rules.click_pile(game, other) == reason("clock.only_the_turned_card", card=step.card)
    index = step.card_index
    assert rules.click_card(game, step.src, index) == step
    assert rules.drop_targets(game, step.src, index) == [step.dst]
    assert rules.drop_move(game, step.src, index, step.dst) == step
    assert rules.drop_move(game, step.src, index, other) == reason("clock.under_its_pile",
                                                                   rank=step.card.rank) or (
        rules.drop_move(game, step.src, index, other) == reason("clock.king_aside"))


# -- the Rainbow family ----------------------------------------------------------------------------
def test_rainbow_the_stock_turns_and_with_the_hand_full_says_so():
    game = new_game("rainbow", seed=1)
    rules = game.rules
    turn = rules.click_stock(game)
    assert isinstance(turn, Move) and turn.kind == "turn" and turn.src == "stock"
    game.push(turn)
    if not isinstance(rules.click_stock(game), Move):
        assert rules.click_stock(game) == reason("rainbow.hand_full")


def test_open_shop_an_empty_stock_with_no_redeal_says_so():
    game = new_game("open_shop", seed=2)
    while game.pile("stock").cards or game.pile("hand").cards:
        answer = game.rules.click_stock(game)
        game.push(answer if isinstance(answer, Move) else
                  next(move for move in game.legal_moves() if move.src == "hand"))
    assert game.rules.click_stock(game) == reason("rainbow.stock_empty")


# -- the Village family: Babette's gathering -----------------------------------------------------------
def dealt_out(game_id: str, seed: int = 5) -> Game:
    game = new_game(game_id, seed=seed)
    while game.pile("stock").cards:
        game.push(game.rules.click_stock(game))
    return game


def homeless(game: Game) -> list[str]:
    """Piles whose top card has no move but the gathering."""
    moving = {move.src for move in game.legal_moves() if move.kind == "move"}
    return [f"column{i}" for i in range(1, 9) if f"column{i}" not in moving and game.pile(f"column{i}").cards]


def test_village_the_stock_deals_and_a_drop_on_an_empty_place_gives_the_rules_reason():
    game = new_game("village", seed=2)
    rules = game.rules
    assert rules.click_stock(game) == Move("deal", "stock", "column1", None)
    top = len(game.pile("column1").cards) - 1
    answer = rules.drop_move(game, "column1", top, "column2")
    if not isinstance(answer, Move):
        assert answer == reason("village.no_builds_yet", card=game.pile("column1").top)


def test_carnival_an_empty_stock_has_no_redeal():
    game = dealt_out("carnival")
    assert game.rules.click_stock(game) == reason("village.stock_empty_no_redeal")


def test_babette_a_click_before_the_gathering_says_it_takes_a_drag_and_a_drop_on_the_stock_gathers():
    game = dealt_out("babette")
    rules = game.rules
    first, second = homeless(game)[:2]
    top = len(game.pile(first).cards) - 1
    card = game.pile(first).cards[top]
    assert not rules.gathering(game)
    assert rules.click_card(game, first, top) == reason("card_nowhere_to_go", card=card).then(
        reason("village.gather_by_drag"))
    assert rules.click_card(game, first, top, keys=True) == reason("nowhere_to_go").then(
        reason("village.gather_by_keys"))
    assert str(rules.click_card(game, first, top)).endswith(
        "has nowhere to go now. To gather the piles for the redeal, drag a pile onto the stock "
        "(a click on the stock takes them in their order).")
    gather = Move("gather", first, "stock", None)
    assert "stock" in rules.drop_targets(game, first, top)
    assert rules.drop_move(game, first, top, "stock") == gather == rules.pile_move(game, first)
    assert rules.note(game, gather) == reason("village.gathering_begun", n=int(first.removeprefix("column")))
    game.push(gather)
    assert rules.gathering(game) and not rules.redealt(game)
    # once begun, every click on a pile gathers it, and the stock takes the next in column order
    later = len(game.pile(second).cards) - 1
    assert rules.click_card(game, second, later) == Move("gather", second, "stock", None)
    assert rules.click_pile(game, second) == Move("gather", second, "stock", None)
    assert rules.note(game, Move("gather", second, "stock", None)) is None
    first_left = next(move for move in game.legal_moves() if move.kind == "gather")
    assert rules.click_stock(game) == first_left
    while rules.gathering(game):
        game.push(rules.click_stock(game))
    assert rules.redealt(game)


def test_babette_a_drop_elsewhere_while_gathering_is_refused_with_the_gathering_reason():
    game = dealt_out("babette")
    first, second = homeless(game)[:2]
    game.push(Move("gather", first, "stock", None))
    top = len(game.pile(second).cards) - 1
    answer = game.rules.drop_move(game, second, top, "foundation1")
    assert answer == reason("village.finish_gathering")
