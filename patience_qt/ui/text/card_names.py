"""A card as the words around the table name it: ``J♠``, or ``В♠`` where the faces show Russian indices.

Why apart from the card art: the sentences (refusals, hints, the Edit menu's named steps) name a card as
the table shows it, and they are text, below the table in the window's rooms; the art tells this module
which indices it shows (``show_indices``), the program having one table.
"""

from __future__ import annotations

from ...rules.cards import RANK_TEXT, SUIT_SYMBOLS, Card
from . import i18n

INDICES = ("language", "russian", "international")  # the preference's values; the first is the default
RUSSIAN_RANKS = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}  # index letters of a Russian deck

_shown_indices = INDICES[0]  # the indices the faces on the table show (the last card art told)


def russian_rank(rank_text: str) -> str:
    """A rank as a Russian deck marks it: ``Q`` -> ``Д``; numbers as they are."""
    return RUSSIAN_RANKS.get(rank_text, rank_text)


def russian(choice: str) -> bool:
    """Whether the indices choice shows В, Д, К, Т now (the choice, or the language the program speaks)."""
    return choice == "russian" or (choice == "language" and i18n.language() == "ru")


def show_indices(choice: str) -> None:
    """The table's faces show these indices from now on (``CardArt`` says so when made or changed)."""
    global _shown_indices
    _shown_indices = choice if choice in INDICES else INDICES[0]


def shown_indices() -> str:
    """The indices the table's faces show now (the preference's value, as the card art last told)."""
    return _shown_indices


def card_name(card: Card) -> str:
    """A card named as the table shows it: ``J♠``, or ``В♠`` where the faces show Russian indices."""
    if not russian(_shown_indices):
        return card.symbol
    return russian_rank(RANK_TEXT[card.rank]) + SUIT_SYMBOLS[card.suit]
