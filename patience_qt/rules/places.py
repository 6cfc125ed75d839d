"""The one name of each place: a word for its kind and the number of its id, counted from 1 as the table
counts (``waste2`` is the second waste pile from the left, "waste pile 2").

Hints, refusals, the Edit menu's Undo and Redo and the drop's messages all name a place through here
(in English: ``place_name``; the window translates the same words, ``ui.text.reason_sentences.pile_words``),
so one pile is never "waste 2" in one sentence and "waste pile 2" in the next. Where the table shows a
place otherwise, the window names it as the table does (``pile_words`` with the game): a clock-family
pile by the rank written beside it (New Republican's ``pile1`` is the sevens' pile), a pile with no
rank as the reserve it is labelled, and a kind the family's ``Rules.place_words`` renames (Babette's
squared columns are piles).
"""

from __future__ import annotations

# The word of each kind of place, by the stem of its id: the one table (the window's translations,
# context ``Piles``, have the same source texts).
PLACE_WORDS = {
    "stock": "stock", "hand": "hand", "reserve": "reserve", "waste": "waste pile", "foundation": "foundation",
    "column": "column", "pile": "pile", "discard": "discard pile", "travellers": "travellers",
}


def place_parts(pile_id: str) -> tuple[str, str]:
    """``waste2`` -> ("waste", "2"); ``reserve`` -> ("reserve", "")."""
    stem = pile_id.rstrip("0123456789")
    return stem, pile_id[len(stem):]


def place_name(pile_id: str) -> str:
    """The English name of a place: ``waste2`` -> "waste pile 2", ``discard`` -> "discard pile"."""
    stem, number = place_parts(pile_id)
    word = PLACE_WORDS.get(stem, stem)
    return f"{word} {number}" if number else word

