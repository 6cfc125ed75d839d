"""Game.copy: a game of its own at the same position; and pop gives back the position's legal moves."""

from __future__ import annotations

import pytest

from patience_qt.rules import GAMES, new_game


def played(game_id: str, seed: int, moves: int):
    game = new_game(game_id, seed=seed)
    for _ in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.push(legal[-1])
    return game


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_copy_is_the_same_position_and_history(game_id: str) -> None:
    game = played(game_id, 5, 12)
    copy = game.copy()
    assert copy is not game and copy.rules is game.rules
    assert (copy.id, copy.seed, copy.options, copy.order) == (game.id, game.seed, game.options, game.order)
    assert copy.snapshot() == game.snapshot() and copy.moves == game.moves
    assert copy.legal_moves() == game.legal_moves()
    assert copy.to_json() == game.to_json()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_pushes_and_pops_on_a_copy_never_touch_the_original_nor_the_other_way(game_id: str) -> None:
    game = played(game_id, 7, 10)
    before, moves_before = game.snapshot(), list(game.moves)
    copy = game.copy()
    while copy.moves:  # pop the copy back to the deal, then play it on another way
        copy.pop()
    for _ in range(15):
        legal = copy.legal_moves()
        if not legal:
            break
        copy.push(legal[0])
    assert game.snapshot() == before and game.moves == moves_before
    copy_now, copy_moves = copy.snapshot(), list(copy.moves)
    while game.moves:
        game.pop()
    for _ in range(8):
        legal = game.legal_moves()
        if not legal:
            break
        game.push(legal[-1])
    assert copy.snapshot() == copy_now and copy.moves == copy_moves


def test_a_copy_without_history_starts_at_the_position() -> None:
    game = played("rainbow", 3, 6)
    copy = game.copy(history=False)
    assert copy.snapshot() == game.snapshot() and copy.moves == []
    with pytest.raises(IndexError):
        copy.pop()
    copy.push(copy.legal_moves()[0])
    copy.pop()
    assert copy.snapshot() == game.snapshot() and len(game.moves) == 6


def test_the_family_state_of_a_copy_is_its_own() -> None:
    # Rainbow's redeal count lives in the state: a copy that redeals leaves the original's count alone
    game = new_game("rainbow", seed=1)
    copy = game.copy()
    copy.state["redeals_used"] = 2
    assert game.state.get("redeals_used") != 2


def test_pop_gives_back_the_legal_moves_without_asking_the_rules_again(monkeypatch) -> None:
    game = played("babette", 2, 5)
    calls = []
    real = type(game.rules).legal_moves

    def counted(rules, position):
        calls.append(1)
        return real(rules, position)

    monkeypatch.setattr(type(game.rules), "legal_moves", counted)
    legal = game.legal_moves()
    assert len(calls) == 1
    for move in legal:
        game.push(move)
        game.pop()
        assert game.legal_moves() == legal
    # once for the position: every pop gives its list back
    assert len(calls) == 1
