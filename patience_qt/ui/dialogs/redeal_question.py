"""Before a click on the empty stock spends the last redeal (Village's only one, which gathers and deals
again at once; Babette's, whose first pile picked up by the stock begins a gathering that must then be
finished): one question, since a stray click used to spend it without a word.

The box has "Don't ask again", remembered in the preferences (``ASK_KEY``), as the question before a game
in progress is left (``leave_question``). Only the stock's click asks: Autoplay, a hint played and the
solver's line redeal without a question, as the player asked them to play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QWidget

from ..settings.preferences import switch
from .leave_question import ask_once, run_box  # run_box: tests put their own answer here

if TYPE_CHECKING:  # pragma: no cover
    from ...rules import Game, Move

ASK_KEY = "ui/ask_before_last_redeal"


def ask_before_last_redeal(settings: QSettings) -> bool:
    """The player's switch (default on)."""
    return switch(settings, ASK_KEY)


def spends_the_last(game: Game, move: Move) -> bool:
    """The move is a redeal, or begins Babette's gathering for one, and no other is left after it."""
    if game.rules.redeals_left(game) != 1:
        return False
    return move.kind == "redeal" or move.kind == "gather" and not game.rules.gathering(game)


def tr(text: str) -> str:
    return QCoreApplication.translate("RedealQuestion", text)


def may_redeal(game: Game, move: Move, settings: QSettings, parent: QWidget | None = None) -> bool:
    """Ask, when the click would spend the last redeal, whether to go on; True to redeal."""
    if not spends_the_last(game, move) or not ask_before_last_redeal(settings):
        return True
    only = not any(done.kind == "redeal" for done in game.moves)
    text = tr("Redeal now? It is the only one.") if only else tr("Redeal now? It is the last one.")
    if move.kind == "gather":
        then = tr("The piles are picked up for the redeal, one a click on the stock, and play goes on once "
                  "all are gathered and dealt again.")
    else:
        then = tr("The cards are gathered and dealt again at once.")
    return ask_once(parent, (tr("Redeal now?"), text, then, tr("&Redeal"), tr("&Don't ask again")), settings,
                    ASK_KEY, run_box)
