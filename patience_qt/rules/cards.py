"""Cards and decks.

A card is an immutable value: rank, suit and whether it lies face up. Two decks hold every card
twice, so equality (and hashing) looks at rank and suit only; a card in a pile is turned by
replacing it with ``card.turned(True)``. Immutable cards let a pile be a tuple, which makes undo
a matter of keeping the old tuple.
"""

from __future__ import annotations

from dataclasses import dataclass, field

SUITS: tuple[str, ...] = ("S", "H", "D", "C")
SUIT_SYMBOLS: dict[str, str] = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RANK_TEXT: dict[int, str] = {1: "A", 11: "J", 12: "Q", 13: "K"} | {r: str(r) for r in range(2, 11)}
TEXT_RANK: dict[str, int] = {text: rank for rank, text in RANK_TEXT.items()}
PIQUET_RANKS: tuple[int, ...] = (7, 8, 9, 10, 11, 12, 13, 1)

RANK_NAMES_EN: dict[int, tuple[str, str]] = {
    1: ("ace", "aces"), 2: ("2", "twos"), 3: ("3", "threes"), 4: ("4", "fours"), 5: ("5", "fives"),
    6: ("6", "sixes"), 7: ("7", "sevens"), 8: ("8", "eights"), 9: ("9", "nines"), 10: ("10", "tens"),
    11: ("jack", "jacks"), 12: ("queen", "queens"), 13: ("king", "kings"),
}


@dataclass(frozen=True, slots=True)
class Card:
    """One card; ``rank`` 1 (ace) … 13 (king), ``suit`` one of ``S H D C``."""

    rank: int
    suit: str
    face_up: bool = field(default=False, compare=False)

    @classmethod
    def parse(cls, text: str) -> Card:
        """Read card text such as ``AS``, ``10H`` or ``qd`` (face down)."""
        cleaned = text.strip().upper()
        rank_text, suit = cleaned[:-1], cleaned[-1:]
        if rank_text not in TEXT_RANK or suit not in SUITS:
            raise ValueError(f"not a card: {text!r}")
        return cls(TEXT_RANK[rank_text], suit)

    def turned(self, face_up: bool) -> Card:
        if self.face_up == face_up:
            return self
        key = (self.rank, self.suit, face_up)
        card = _TURNED.get(key)
        if card is None:
            card = _TURNED[key] = Card(self.rank, self.suit, face_up)
        return card

    @property
    def is_red(self) -> bool:
        return self.suit in ("H", "D")

    @property
    def symbol(self) -> str:
        """Rank and suit sign for people, e.g. ``7♠``."""
        return RANK_TEXT[self.rank] + SUIT_SYMBOLS[self.suit]

    def __str__(self) -> str:
        return RANK_TEXT[self.rank] + self.suit

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_TURNED: dict[tuple[int, str, bool], Card] = {}  # turning is hot in simulations: reuse the few values


def rank_name(rank: int) -> str:
    """Singular English name of a rank, for messages."""
    return RANK_NAMES_EN[rank][0]


def rank_plural(rank: int) -> str:
    return RANK_NAMES_EN[rank][1]


def deck(size: int) -> list[Card]:
    """A fresh deck in a fixed order: 32 (piquet), 52, or 104 (two 52-card decks)."""
    if size == 32:
        return [Card(rank, suit) for suit in SUITS for rank in PIQUET_RANKS]
    if size == 52:
        return [Card(rank, suit) for suit in SUITS for rank in range(1, 14)]
    if size == 104:
        return deck(52) + deck(52)
    raise ValueError(f"no deck of {size} cards")


def next_rank(rank: int, cyclic: bool) -> int | None:
    """The rank one above, or None above a king when ranks do not wrap."""
    if rank < 13:
        return rank + 1
    return 1 if cyclic else None
