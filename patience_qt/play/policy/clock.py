"""The clock family has one legal move at a time: the policy is to make it."""

from __future__ import annotations

from ...rules import Game, Move


def choose_move(game: Game) -> Move | None:
    moves = game.legal_moves()
    return moves[0] if moves else None
