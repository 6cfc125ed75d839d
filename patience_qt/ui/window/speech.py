"""What a screen reader says without being asked: each move's result, each refusal's reason, a hint, the
game's start and its end.

Why: a sighted player sees a card land and reads the status bar; a player who cannot see hears neither.
Qt 6.8's ``QAccessibleAnnouncementEvent`` asks the screen reader to speak a text (AT-SPI's
announcement, UI Automation's notification) without moving the focus. What is announced:

- every sentence the table's controller says (``TableController.message``: a refusal, a hint, what a
  move begins), each time it is said, even when it is the same sentence again, its cards in words
  ("the 3 of clubs", where the status bar shows "the 3♣": ``spoken.in_words``);
- the window's other status-bar messages (the how-to-play line of a new deal, the end of the game, a
  save that failed), once each;
- each change of the game on the table (``TableController.changed``, the session's record): the moves
  it played, spelled out ("7 of spades to foundation 2"), the automatic ones too, and the cards they
  uncovered or dealt ("column 3: 6 of hearts"); the moves an undo takes back ("Undone: ..."); a new
  deal's game and number.

``announced`` carries each text to listeners in Python (the tests: Qt's events cannot be watched from
Python); ``text.announce`` asks the screen reader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...play.change import NEW_DEAL, Change
from ...rules import GAMES
from ...rules.moves import DEALING_KINDS
from ..text.announce import announce
from ..text.i18n import game_name
from ..text.spoken import changed_tops, in_words, move_words, tops

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QStatusBar, QWidget

    from ...rules import Card
    from ..input.controller import TableController
    from ..window_parts import WindowParts

class Speech(QObject):
    """The announcements of one window (see the module's text)."""

    announced = Signal(str)

    def __init__(self, widget: QWidget, controller: TableController, bar: QStatusBar) -> None:
        super().__init__(widget)
        self.widget = widget
        self.controller = controller
        self.bar = bar
        self._tops: dict[str, Card | None] = {}  # the piles' top cards when the table last changed
        self._said = ""  # the controller's last sentence, not to be said again by the status bar
        controller.changed.connect(self._changed)
        controller.message.connect(self._message)
        bar.messageChanged.connect(self._status)

    def say(self, text: str) -> None:
        """Ask the screen reader to speak ``text`` (``text.announce``), its cards in words."""
        text = in_words(text)
        if text:
            self.announced.emit(text)
            announce(self.widget, text)

    def _changed(self, change: Change) -> None:
        game = self.controller.game
        if game is None:
            return
        if change.kind == NEW_DEAL:
            name = game_name(GAMES[game.id])
            self.say(self.tr("{game}, game {number}").format(game=name, number=game.seed))
        elif change.played:
            new = change.played
            said = [move_words(move, game) for move in new]
            dealt = any(move.kind in DEALING_KINDS for move in new)  # many cards at once: all said
            said.append(changed_tops(game, self._tops, frozenset() if dealt else {move.dst for move in new}))
            self.say("; ".join(text for text in said if text))
        elif change.taken_back:  # an undo: named by the first move it took back, as Undo is
            self.say(self.tr("Undone: {move}").format(move=move_words(change.taken_back[0], game)))
        if change.moved:
            self._tops = tops(game)

    def _message(self, text: str) -> None:
        self._said = text
        self.say(text)

    def _status(self, text: str) -> None:
        if text and text != self._said:
            self.say(text)
        self._said = ""


def install_speech(parts: WindowParts) -> Speech:
    """Announce what the window's table and status bar say (see the module's text)."""
    return Speech(parts.widget, parts.controller, parts.widget.statusBar())
