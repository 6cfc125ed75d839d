"""Moves and the error an illegal one raises."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .cards import Card

if TYPE_CHECKING:
    from .reasons import Reason

MOVE_KINDS = ("move", "turn", "deal", "step", "redeal", "gather")


class IllegalMove(Exception):
    """A move the rules refuse: ``reason`` says why, as data (``reasons.Reason``); the message is its
    English sentence. (``reason`` is None only for a message that is no rule's refusal.)"""

    def __init__(self, reason: Reason | str) -> None:
        super().__init__(str(reason))
        self.reason: Reason | None = None if isinstance(reason, str) else reason


class Move(NamedTuple):
    """One player action: ``kind`` (see MOVE_KINDS), source and target pile ids, the card moved.

    ``card`` is None for moves that carry no single card (deal, redeal).
    """

    kind: str
    src: str
    dst: str
    card: Card | None = None

    def to_list(self) -> list[str | None]:
        return [self.kind, self.src, self.dst, None if self.card is None else str(self.card)]

    @classmethod
    def from_list(cls, data: object) -> Move:
        """Read a move written by ``to_list``; raises ValueError on anything else."""
        if not isinstance(data, list) or len(data) != 4:
            raise ValueError("a move is a list of four items")
        kind, src, dst, card = data
        if kind not in MOVE_KINDS or not isinstance(src, str) or not isinstance(dst, str):
            raise ValueError(f"not a move: {data!r}")
        if card is not None and not isinstance(card, str):
            raise ValueError(f"not a card in a move: {card!r}")
        return cls(kind, src, dst, None if card is None else Card.parse(card))

    def describe(self) -> str:
        """A short English description, e.g. ``7♠ to foundation 2``."""
        what = self.card.symbol if self.card is not None else ""
        if self.kind == "turn":
            return "turn the stock"
        if self.kind == "deal":
            return "deal"
        if self.kind == "redeal":
            return "redeal"
        if self.kind == "gather":
            return f"gather {pile_label(self.src)}"
        return f"{what} to {pile_label(self.dst)}"


def pile_label(pile_id: str) -> str:
    """``foundation2`` -> ``foundation 2``: pile ids read as words."""
    stem = pile_id.rstrip("0123456789")
    number = pile_id[len(stem):]
    return f"{stem} {number}" if number else stem
