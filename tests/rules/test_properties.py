"""Properties every game of the catalogue keeps, over random deals and random legal play."""

from __future__ import annotations

from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from patience_qt.rules import GAMES, Game, IllegalMove, Move, deck, game_from_json, new_game

game_ids = st.sampled_from(sorted(GAMES))
numbers = st.integers(min_value=0, max_value=2**63 - 1)
choices = st.lists(st.integers(min_value=0, max_value=10_000), max_size=120)


def multiset(game: Game) -> Counter[tuple[int, str]]:
    return Counter((card.rank, card.suit) for card in game.all_cards())


def play(game: Game, picks: list[int]) -> None:
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            return
        game.push(moves[pick % len(moves)])


@settings(max_examples=60, deadline=None)
@given(game_id=game_ids, number=numbers, picks=choices)
def test_cards_are_conserved_at_every_step(game_id: str, number: int, picks: list[int]) -> None:
    game = new_game(game_id, seed=number)
    expected = Counter((card.rank, card.suit) for card in deck(game.rules.deck_size))
    assert multiset(game) == expected
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        game.push(moves[pick % len(moves)])
        assert multiset(game) == expected


@settings(max_examples=60, deadline=None)
@given(game_id=game_ids, number=numbers, picks=choices)
def test_pop_after_push_restores_the_exact_state(game_id: str, number: int, picks: list[int]) -> None:
    game = new_game(game_id, seed=number)
    history = [game.snapshot()]
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            break
        game.push(moves[pick % len(moves)])
        history.append(game.snapshot())
    while game.moves:
        assert game.snapshot() == history.pop()
        game.pop()
    assert game.snapshot() == history.pop() == new_game(game_id, seed=number).snapshot()


@settings(max_examples=60, deadline=None)
@given(game_id=game_ids, number=numbers, picks=choices)
def test_json_round_trip_restores_the_state(game_id: str, number: int, picks: list[int]) -> None:
    game = new_game(game_id, seed=number)
    play(game, picks)
    again = game_from_json(game.to_json())
    assert again.snapshot() == game.snapshot()
    assert again.moves == game.moves and again.options == game.options and again.seed == game.seed
    assert again.is_won() == game.is_won() and again.is_lost() == game.is_lost()


@settings(max_examples=60, deadline=None)
@given(game_id=game_ids, number=numbers, picks=choices, data=st.data())
def test_an_illegal_move_changes_nothing(
    game_id: str, number: int, picks: list[int], data: st.DataObject
) -> None:
    game = new_game(game_id, seed=number)
    play(game, picks)
    pile_ids = sorted(game.piles)
    cards = deck(game.rules.deck_size)
    move = Move(
        data.draw(st.sampled_from(["move", "turn", "deal", "step", "redeal", "gather"])),
        data.draw(st.sampled_from(pile_ids)),
        data.draw(st.sampled_from(pile_ids)),
        data.draw(st.sampled_from([None, *cards])),
    )
    assume(move not in game.legal_moves())
    before, moves_before = game.snapshot(), list(game.moves)
    try:
        game.push(move)
    except IllegalMove as error:
        message = str(error)
        assert error.reason is not None and str(error.reason) == message
        assert message and message[0].isupper() and message.endswith(".")
    else:
        raise AssertionError(f"illegal {move} was accepted")
    assert game.snapshot() == before and game.moves == moves_before


@settings(max_examples=40, deadline=None)
@given(game_id=game_ids, number=numbers, picks=choices)
def test_won_and_lost_never_both(game_id: str, number: int, picks: list[int]) -> None:
    game = new_game(game_id, seed=number)
    play(game, picks)
    assert not (game.is_won() and game.is_lost())
    if not game.legal_moves():
        assert game.is_won() or game.is_lost()
    if game.is_lost() and game.legal_moves():
        # only the Village family's builds going round in a circle
        assert game.rules.is_blocked(game)
        assert all(m.kind == "move" and m.dst.startswith("column") for m in game.legal_moves())
