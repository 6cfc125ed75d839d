"""Cards as small integers, the play layer's one encoding: ``rank * 4 + suit index`` (4 … 55, so 0 is
free for "no card"). The compiled solver core keeps its piles this way (``solver/native_codec.py``,
``solver/native_codes.h``), and the Village family's hints play a deal out on it (``hints/village.py``)."""

from __future__ import annotations

from ..rules import Card
from ..rules.cards import SUITS

SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
# card codes: rank * 4 + suit index (4 … 55); CARDS[code] is the card
CARDS: list[Card | None] = [None] * 56
for _rank in range(1, 14):
    for _suit in SUITS:
        CARDS[_rank * 4 + SUIT_INDEX[_suit]] = Card(_rank, _suit)


def code(card: Card) -> int:
    return card.rank * 4 + SUIT_INDEX[card.suit]
