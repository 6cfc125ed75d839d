"""What a screen reader hears, in one room: what is said and when, the one record of it, and the status
bar's sentences about the table, fed from the same place as their speech.

Why one room: the announcements were asked for from four places (the window's speech, the table's
accessibility, the solver's boxes, the status bar's echo) and written down in three records for the
tests, and the status bar's echo of a sentence already said was checked for twice. Now:

* ``announce`` asks the screen reader to speak a text (Qt 6.8's ``QAccessibleAnnouncementEvent``:
  AT-SPI's announcement, UI Automation's notification) without moving the focus, its cards in words
  ("the 3 of clubs", where the status bar shows "the 3♣": ``spoken.in_words``);
* ``focused`` notes the name the table's accessibility sent with a focus event (``ui/input/accessible``
  sends the event: it holds the interface);
* ``heard()`` is the one record: its ``said`` signal carries a ``Said`` (``ANNOUNCED`` or ``FOCUS``,
  and the text) for everything of both, whether or not a screen reader listens (the tests: Qt's
  accessibility events cannot be watched from Python);
* ``AnnouncedLabel``: a label whose new words are announced (the solver's answers, which come while
  the player's focus is on a button);
* ``Speech``, one a window, decides what the table says: a new deal's game and number (as it comes,
  before its how-to-play line); each change of the game (``TableController.changed``, the session's
  record): the moves it played, spelled out ("7 of spades to foundation 2"), the automatic ones too,
  and the cards they uncovered or dealt ("column 3: 6 of hearts"), or the moves an undo took back
  ("Undone: ..."); and every sentence about the table (``tell``: the controller's refusals, hints and
  notes, each time, even the same one again; the end of the game), shown in the status bar and said
  from here, and taken off the bar at the next change of the table. The bar's other messages (a
  deal's how-to-play line, a save that failed, a menu's tip) are said once each as they appear: the
  bar's echo of a sentence ``tell`` said already is skipped, in one place (``_status``).

Here, in the lowest of the interface's rooms (``ui/text``), so that the window, the table's input and
the solver's boxes can all speak through it; the words themselves are ``spoken``'s.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal, SignalInstance
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # Qt 6.8, the least pyproject asks
from PySide6.QtWidgets import QLabel

from ...rules import GAMES
from ...rules.moves import DEALING_KINDS
from .i18n import game_name
from .spoken import changed_tops, in_words, move_words, tops

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QMainWindow, QStatusBar, QWidget

    from ...play.change import Change
    from ...rules import Card, Game

MESSAGE_MS = 6000  # how long a sentence about the table stays in the status bar
ANNOUNCED, FOCUS = "announced", "focus"


@dataclass(frozen=True)
class Said:
    """One thing a screen reader was given to say: an announcement (``ANNOUNCED``) or the name of the
    place the focus went to (``FOCUS``)."""

    how: str
    text: str


class Heard(QObject):
    said = Signal(object)  # a Said


_heard: list[Heard] = []


def heard() -> Heard:
    """The program's one record of what a screen reader was given to say (its ``said`` signal)."""
    if not _heard:
        _heard.append(Heard())
    return _heard[0]


def announce(source: QObject, text: str) -> None:
    """Ask the screen reader to speak ``text``, politely (after what it is saying), its cards in words
    (``spoken.in_words``: a speech engine reads a suit's sign by its name); ``source`` is the object it
    comes from."""
    text = in_words(text)
    if not text:
        return
    heard().said.emit(Said(ANNOUNCED, text))
    if not QAccessible.isActive():
        return
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, text))


def focused(name: str) -> None:
    """Note the name a focus or name-changed event of the table carried (the event is the caller's)."""
    heard().said.emit(Said(FOCUS, name))


class AnnouncedLabel(QLabel):
    """A label whose new text is announced while its window is shown."""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        changed = text != self.text()
        super().setText(text)
        if changed and self.isVisible():
            announce(self, text)


class Table(Protocol):
    """What the speech hears of the table's controller (``ui/input/controller.TableController``, a room
    above this one): a game put on, each change with its record, each sentence."""

    game_started: SignalInstance
    changed: SignalInstance  # carries a ``Change``
    message: SignalInstance  # carries a sentence

    @property
    def game(self) -> Game | None: ...


class Speech(QObject):
    """What one window's table says, and its sentences in the status bar (see the module's text)."""

    def __init__(self, widget: QWidget, controller: Table, bar: QStatusBar) -> None:
        super().__init__(widget)
        self.widget = widget
        self.controller = controller
        self.bar = bar
        self._tops: dict[str, Card | None] = {}  # the piles' top cards when the table last changed
        self._told = ""  # the last sentence ``tell`` showed, taken away at the next change
        self._telling = False  # the bar's echo of ``tell``'s sentence, said already
        controller.game_started.connect(self._started)
        controller.changed.connect(self._changed)
        controller.message.connect(self._message)
        bar.messageChanged.connect(self._status)

    def say(self, text: str) -> None:
        """Ask the screen reader to speak ``text`` (``announce``), its cards in words."""
        announce(self.widget, text)

    def tell(self, text: str, ms: int = 0) -> None:
        """A sentence about the table: said, and shown in the status bar for ``ms`` milliseconds (0: until
        the next message), or until the table next changes (a refusal still showing after the legal
        move that followed read as if that move had been refused too)."""
        self._told = text
        self.say(text)
        self._telling = True
        try:
            self.bar.showMessage(text, ms)
        finally:
            self._telling = False

    def _message(self, text: str) -> None:
        self.tell(text, MESSAGE_MS)

    def _started(self) -> None:
        game = self.controller.game
        if game is not None:
            name = game_name(GAMES[game.id])
            self.say(self.tr("{game}, game {number}").format(game=name, number=game.seed))

    def _changed(self, change: Change) -> None:
        game = self.controller.game
        if game is None:
            return
        if change.played:
            new = change.played
            said = [move_words(move, game) for move in new]
            dealt = any(move.kind in DEALING_KINDS for move in new)  # many cards at once: all said
            said.append(changed_tops(game, self._tops, frozenset() if dealt else {move.dst for move in new}))
            self.say("; ".join(text for text in said if text))
        elif change.taken_back:  # an undo: named by the first move it took back, as Undo is
            self.say(self.tr("Undone: {move}").format(move=move_words(change.taken_back[0], game)))
        if change.moved:
            self._tops = tops(game)
            if self._told and self.bar.currentMessage() == self._told:
                self.bar.clearMessage()
            self._told = ""

    def _status(self, text: str) -> None:
        if text and not self._telling:
            self.say(text)


def install_speech(window: QMainWindow, controller: Table) -> Speech:
    """What the window's table says, and its sentences in the status bar (see the module's text)."""
    return Speech(window, controller, window.statusBar())
