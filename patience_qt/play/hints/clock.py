"""The clock family's play without the solver: there is one legal move at a time, so the baseline policy
makes it, and the hint says where the turned card goes."""

from __future__ import annotations

from ...rules import Game, Move, Reason, reason


def explain(move: Move) -> Reason:
    card = move.card
    if card is None:
        return reason("clock.hint.step")
    if move.dst == "discard":
        return reason("clock.hint.aside", card=card)
    return reason("clock.hint.under", card=card, rank=card.rank)


def choose_move(game: Game) -> Move | None:
    """The baseline policy: the one legal move."""
    moves = game.legal_moves()
    return moves[0] if moves else None
