"""Which hint H shows, and what the status bar says of it: the owner of the position's hints.

``HintCycle.next(game)`` asks the headless hint module (``play.hints``) for the ranked hints of the
position once, hands out the first one, and on the next call the next one, round and round; the cycle
starts again whenever the position changes. Its caller hands the hint's move to the overlay
(``ui.table.hint_overlay``), which only draws it. When there is no hint, what is said comes from the same
ranked list: the look-ahead runs once a position.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...rules import Game
from ...rules.moves import STOCK_KINDS
from ..text import reason_sentences

if TYPE_CHECKING:  # pragma: no cover: the hints load with the first hint
    from ...play.hints.ranking import Hint


def tr(text: str) -> str:
    return QCoreApplication.translate("HintOverlay", text)


class HintCycle:
    """The ranked hints of the position, and the one on show."""

    def __init__(self) -> None:
        self.hints: list[Hint] = []
        self.index = -1
        self._position: object = None

    @property
    def current(self) -> Hint | None:
        return self.hints[self.index] if 0 <= self.index < len(self.hints) else None

    def next(self, game: Game) -> Hint | None:
        """The next hint of this position (the best one first), or None when there is none."""
        position = (id(game), len(game.moves), game.snapshot())
        if position != self._position:
            self._position = position
            from ...play.hints.ranking import hints  # the hints' look-ahead loads with the first hint

            self.hints = hints(game)
            self.index = -1
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
        """'No useful move — turn the stock.' plainly; otherwise 'Hint 2 of 3: …' (or 'Hint: …')."""
        said = reason_sentences.sentence(hint.reason)
        if hint.move.kind in STOCK_KINDS and hint.stands_alone:
            return said
        if len(self.hints) == 1:
            return tr("Hint: {reason}").format(reason=said)
        return tr("Hint {number} of {count}: {reason}").format(
            number=self.index + 1, count=len(self.hints), reason=said)

    def forget(self) -> None:
        """The position changed (a move, an undo, a new deal): the next hint is the best one again."""
        self.hints, self.index, self._position = [], -1, None
