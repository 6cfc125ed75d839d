"""Cards as small integers, the compiled core's currency (``native_codec.py``; the Village family's
dead-end tests read columns this way too): ``rank * 4 + suit index`` (4 … 55)."""

from __future__ import annotations

from ...rules import Card
from ...rules.cards import SUITS

SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
# card codes: rank * 4 + suit index (4 … 55); CARDS[code] is the card
CARDS: list[Card | None] = [None] * 56
for _rank in range(1, 14):
    for _suit in SUITS:
        CARDS[_rank * 4 + SUIT_INDEX[_suit]] = Card(_rank, _suit)


def code(card: Card) -> int:
    return card.rank * 4 + SUIT_INDEX[card.suit]
