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
- the moves played since the last change, spelled out ("7 of spades to foundation 2"), the automatic
  ones too, and the cards they uncovered or dealt ("column 3: 6 of hearts"); the moves an undo takes
  back ("Undone: ..."); a new deal's game and number.

``announced`` carries each text to listeners in Python (the tests: Qt's events cannot be watched from
Python); ``text.announce`` asks the screen reader.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ...rules import GAMES
from ...rules.moves import DEALING_KINDS
from ..text.announce import announce
from ..text.i18n import game_name
from ..text.spoken import changed_tops, in_words, move_words, tops

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QMainWindow, QStatusBar, QWidget

    from ...rules import Card, Game, Move
    from ..input.controller import TableController

class Speech(QObject):
    """The announcements of one window (see the module's text)."""

    announced = Signal(str)

    def __init__(self, widget: QWidget, controller: TableController, bar: QStatusBar) -> None:
        super().__init__(widget)
        self.widget = widget
        self.controller = controller
        self.bar = bar
        self._game: Game | None = None
        self._seen: tuple[Move, ...] = ()  # the moves of the game on the table when last heard
        self._tops: dict[str, Card | None] = {}  # and its piles' top cards then
        self._said = ""  # the controller's last sentence, not to be said again by the status bar
        controller.game_started.connect(self._started)
        controller.changed.connect(self._moved)
        controller.message.connect(self._message)
        bar.messageChanged.connect(self._status)

    def say(self, text: str) -> None:
        """Ask the screen reader to speak ``text`` (``text.announce``), its cards in words."""
        text = in_words(text)
        if text:
            self.announced.emit(text)
            announce(self.widget, text)

    def _started(self) -> None:
        game = self._game = self.controller.game
        self._seen = tuple(game.moves) if game is not None else ()
        self._tops = tops(game) if game is not None else {}
        if game is not None:
            name = game_name(GAMES[game.id])
            self.say(self.tr("{game}, game {number}").format(game=name, number=game.seed))

    def _moved(self) -> None:
        game = self.controller.game
        if game is None or game is not self._game:
            return
        seen, count = self._seen, len(game.moves)
        if count > len(seen):
            new = game.moves[len(seen):]
            said = [move_words(move, game) for move in new]
            dealt = any(move.kind in DEALING_KINDS for move in new)  # many cards at once: all said
            said.append(changed_tops(game, self._tops, frozenset() if dealt else {move.dst for move in new}))
            self.say("; ".join(text for text in said if text))
        elif count < len(seen):  # an undo: named by the first move it took back, as Undo is
            self.say(self.tr("Undone: {move}").format(move=move_words(seen[count], game)))
        if count != len(seen):
            self._seen, self._tops = tuple(game.moves), tops(game)

    def _message(self, text: str) -> None:
        self._said = text
        self.say(text)

    def _status(self, text: str) -> None:
        if text and text != self._said:
            self.say(text)
        self._said = ""


def install_speech(window: QMainWindow, controller: TableController) -> Speech:
    """Announce what the window's table and status bar say (see the module's text)."""
    return Speech(window, controller, window.statusBar())
