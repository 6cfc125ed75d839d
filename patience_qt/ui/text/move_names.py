"""A move's short name, as the Edit menu's Undo and Redo and Where did it go wrong? name it: "7♠ to
foundation 2", "turn the stock" ….

Why in the text room: the window's Undo and Redo (``ui/window/play_actions.py``) and the solver's answer
about the move that lost a deal (``ui/solver/where_box.py``) name a move the same way, and the solver's
room may not import the window's. The texts keep the context they had in ``play_actions``
(``PlayActions``), so their translations stay where they were.

A foundation a move goes to is named as the table labels it, not by its number, which the table never
shows (issue 48: "foundation 5"): by its base rank and suit where it has a suit ("foundation K♠", the
Village family's), and as "a foundation" where every foundation builds from the same rank whatever
the suit (the Rainbow family's, all labelled alike): there the card says which foundation it can go
on, and any of those that want it is as good as another.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...rules import Game, Move
from ...rules.cards import RANK_TEXT, SUIT_SYMBOLS
from .card_names import card_name, russian, russian_rank, shown_indices
from .reason_sentences import pile_words


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayActions", text)


NAMED_BY_KIND = ("turn", "deal", "redeal", "gather")  # moves named by what they do, not by a card


def names_a_card(move: Move) -> bool:
    """Whether ``describe_move`` names the move by its card and place ("7♠ to foundation 2"), not by
    what it does ("turn the stock", whose move also carries the card it turns)."""
    return move.kind not in NAMED_BY_KIND


def describe_move(move: Move, game: Game | None = None) -> str:
    """A short name of a move for the Undo/Redo entries: "7♠ to foundation 2", "turn the stock" …; the
    place is named as hints and refusals name it (``pile_words``), as the game's table shows it."""
    if move.kind == "turn":
        return tr("turn the stock")
    if move.kind == "deal":
        return tr("deal")
    if move.kind == "redeal":
        return tr("redeal")
    if move.kind == "gather":  # Babette's squared piles, which the table calls piles
        return tr("pick up pile {number}").format(number=move.src.removeprefix("column"))
    card = card_name(move.card) if move.card is not None else "?"
    place = foundation_words(move.dst, game) or pile_words(move.dst, game)
    return tr("{card} to {pile}").format(card=card, pile=place)


def foundation_words(pile_id: str, game: Game | None) -> str | None:
    """A foundation named as the table labels it: "foundation K♠" (its base rank and suit, the rank as
    the faces show it), "a foundation" where it has no suit of its own; None for any other place, or
    without the game."""
    pile = game.piles.get(pile_id) if game is not None else None
    if pile is None or pile.kind != "foundation":
        return None
    if pile.suit is None or pile.base is None:
        return QCoreApplication.translate("Piles", "a foundation")
    rank = RANK_TEXT[pile.base]
    if russian(shown_indices()):
        rank = russian_rank(rank)
    label = rank + SUIT_SYMBOLS[pile.suit]
    return QCoreApplication.translate("Piles", "foundation {label}").format(label=label)
