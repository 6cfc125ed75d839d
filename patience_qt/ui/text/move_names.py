"""A move's short name, as the Edit menu's Undo and Redo and Where did it go wrong? name it: "7♠ to
foundation 2", "turn the stock" ….

Why in the text room: the window's Undo and Redo (``ui/window/play_actions.py``) and the solver's answer
about the move that lost a deal (``ui/solver/where_box.py``) name a move the same way, and the solver's
room may not import the window's. The texts keep the context they had in ``play_actions``
(``PlayActions``), so their translations stay where they were.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ...rules import Game, Move
from .card_names import card_name
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
    return tr("{card} to {pile}").format(card=card, pile=pile_words(move.dst, game))
