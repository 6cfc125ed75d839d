"""Which hint H shows, and what the status bar says of it: the owner of the position's hints.

The ranked hints of a position come from the guide (``play.guide``: the solver's move first where it
decides the position, then the look-ahead's), worked out off the table's thread (``hint_worker``) and
handed over with ``take``; ``HintCycle.next(game)`` hands out the first one, and on the next call the next
one, round and round, while the position stays; ``known(game)`` says whether the hints in hand are this
position's. Its caller hands the hint's move to the overlay (``ui.table.hint_overlay``), which only draws
it. The first hint's sentence says what the solver found: the move keeps the deal winnable, or the deal
can no longer be won; nothing when it did not decide. When there is no hint, what is said comes from the
same ranked list: the look-ahead runs once a position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...rules import Game
from ...rules.moves import STOCK_KINDS
from ..text import reason_sentences
from .hint_worker import position_of

if TYPE_CHECKING:  # pragma: no cover: the hints load with the first hint
    from ...play.guide import GuidedHints
    from ...play.hints.ranking import Hint

KEEPS_WINNABLE, PROVED_LOST = "keeps_winnable", "proved_lost"  # play.guide's standings, not imported at start


def tr(text: str) -> str:
    return QCoreApplication.translate("HintOverlay", text)


class HintCycle:
    """The ranked hints of the position, and the one on show."""

    def __init__(self) -> None:
        self.hints: list[Hint] = []
        self.standing = ""  # what the solver said of the position (``play.guide``'s code)
        self.index = -1
        self._position: object = None

    @property
    def current(self) -> Hint | None:
        return self.hints[self.index] if 0 <= self.index < len(self.hints) else None

    def known(self, game: Game) -> bool:
        """The hints in hand are this position's."""
        return self._position is not None and self._position == position_of(game)

    def take(self, game: Game, guided: GuidedHints | None) -> None:
        """The guide's hints of this position (None: it found none), the best one next."""
        self._position = position_of(game)
        self.hints = list(guided.hints) if guided is not None else []
        self.standing = guided.standing if guided is not None else ""
        self.index = -1

    def next(self, game: Game) -> Hint | None:
        """The next hint of this position (the best one first), or None when there is none; the hints
        must be this position's (``known``)."""
        assert self.known(game)
        if not self.hints:
            return None
        self.index = (self.index + 1) % len(self.hints)
        return self.hints[self.index]

    def nothing(self, game: Game) -> str:
        """What the status bar says when ``next`` found no hint (from the hints it found)."""
        from ...play.hints.ranking import no_moves_message

        over = no_moves_message(game, self.hints)
        return reason_sentences.sentence(over) if over is not None else tr("The game is over.")

    def sentence(self, hint: Hint) -> str:
        """'No useful move — turn the stock.' plainly; otherwise 'Hint 2 of 3: …' (or 'Hint: …'); the first
        hint with what the solver found of the deal."""
        said = reason_sentences.sentence(hint.reason)
        if hint.move.kind in STOCK_KINDS and hint.stands_alone:
            text = said
        elif len(self.hints) == 1:
            text = tr("Hint: {reason}").format(reason=said)
        else:
            text = tr("Hint {number} of {count}: {reason}").format(
                number=self.index + 1, count=len(self.hints), reason=said)
        if self.index == 0 and self.standing == KEEPS_WINNABLE:
            return tr("{hint} This move keeps the deal winnable.").format(hint=text)
        if self.index == 0 and self.standing == PROVED_LOST:
            return tr("{hint} The deal can no longer be won: this move helps bring cards home.").format(
                hint=text)
        return text

    def forget(self) -> None:
        """The position changed (a move, an undo, a new deal): the next hint is the best one again."""
        self.hints, self.index, self._position, self.standing = [], -1, None, ""
