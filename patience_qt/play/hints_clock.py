"""The clock family's hints: there is one legal move, and the hint says where the turned card goes."""

from __future__ import annotations

from ..rules import Move, Reason, reason


def explain(move: Move) -> Reason:
    card = move.card
    if card is None:
        return reason("clock.hint.step")
    if move.dst == "discard":
        return reason("clock.hint.aside", card=card)
    return reason("clock.hint.under", card=card, rank=card.rank)
