"""Piles: an id, its cards bottom -> top, and what kind of place it is.

A pile's cards are a tuple of immutable cards; the game replaces the tuple on every change, which
is what lets ``Game.pop`` restore a position exactly by putting the old tuple back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card

KINDS = ("stock", "hand", "reserve", "waste", "foundation", "column", "pile", "discard", "travellers")


@dataclass(slots=True)
class Pile:
    """One place on the table.

    ``home`` is the rank a clock-family pile stands for (None for a reserve pile); ``suit`` and
    ``base`` describe a foundation that only takes one suit or starts from one rank, where the
    rules fix them in advance.
    """

    id: str
    kind: str
    cards: tuple[Card, ...] = ()
    home: int | None = None
    suit: str | None = None
    base: int | None = None

    @property
    def top(self) -> Card | None:
        return self.cards[-1] if self.cards else None

    def __len__(self) -> int:
        return len(self.cards)

    def face_down_count(self) -> int:
        return sum(1 for card in self.cards if not card.face_up)
