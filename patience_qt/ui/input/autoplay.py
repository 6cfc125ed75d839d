"""Autoplay: the computer plays on with the hint policy, one move at a time, until something stops it.

Each step plays the first hint (``play.guide``: the solver's winning line where it decides the deal)
through the controller, so every move is an ordinary undo step (with the automatic moves that follow it)
and animates like a player's move. The move is worked out off the table's thread, by the controller's
``hint_worker``: a step asks, and the answer plays when it comes, if the position is still the one asked
about (else the step asks again). A step waits while cards are moving, automatic moves are pending or a
card is held; it stops when the game ends, when the policy has no move, and at any input on the table (a
click, a drag, a key) or an undo, a new deal, a hint.
In the clock family the policy is the forced move: autoplay is the natural way to finish a deal.
It stops too before a move that is a choice of the player's (``CHOICE_KINDS``): the order in which
Babette's piles are gathered for the redeal decides the next deal, so the computer does not make it. A
redeal with no choice in it (Rainbow's) is played on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal, SignalInstance

from .hint_worker import position_of

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QGraphicsScene

    from ...rules import Game, Move
    from ..table.animator import Animator
    from .hint_worker import HintWorker

STEP_MS = 250  # from one move to the next
WAIT_MS = 20  # how often a waiting step looks again
CHOICE_KINDS = ("gather",)  # moves the player chooses: Autoplay stops before them
STOPPING_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress,
                   QEvent.Type.Wheel, QEvent.Type.TouchBegin)


def tr(text: str) -> str:
    return QCoreApplication.translate("Autoplay", text)


class WatchedTable(Protocol):
    """A table whose views are watched for the player's input: the ``TableController``."""

    @property
    def scene(self) -> QGraphicsScene: ...


class AutoplayedTable(WatchedTable, Protocol):
    """What autoplay asks of the table it plays on: the ``TableController``, which makes the autoplayer.
    Autoplay owns this shape, so that it needs nothing of the controller above it."""

    @property
    def game(self) -> Game | None: ...

    @property
    def hint_worker(self) -> HintWorker: ...

    @property
    def animator(self) -> Animator: ...

    @property
    def message(self) -> SignalInstance: ...  # a sentence for the player

    def auto_pending(self) -> bool: ...

    def holding(self) -> bool: ...

    def play(self, move: Move) -> bool: ...


class StopsOnTableInput:
    """For a QObject that plays moves on its own, one timer step at a time: any click, key or wheel
    on the table stops it.

    The class using it calls ``_init_runner(step)`` once, ``_begin()`` to start and ``_end()`` in its
    ``stop()``, which does what else stopping needs.
    """

    controller: WatchedTable

    def stop(self) -> None:
        raise NotImplementedError

    def _init_runner(self, step: Callable[[], None]) -> None:
        self._running = False
        self._watched: list[QObject] = []
        self._timer = QTimer(self)  # type: ignore[arg-type]
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(step)

    @property
    def running(self) -> bool:
        return self._running

    def _begin(self) -> None:
        self._running = True
        self._watch()
        self._timer.start(0)

    def _end(self) -> bool:
        """Stop the timer and the watching; False when it was not running."""
        if not self._running:
            return False
        self._running = False
        self._timer.stop()
        self._unwatch()
        return True

    def _watch(self) -> None:
        for view in self.controller.scene.views():
            for widget in (view, view.viewport()):
                widget.installEventFilter(self)  # type: ignore[arg-type]
                self._watched.append(widget)

    def _unwatch(self) -> None:
        for widget in self._watched:
            widget.removeEventFilter(self)  # type: ignore[arg-type]
        self._watched = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if self._running and event.type() in STOPPING_EVENTS:
            self.stop()
        return False


class Autoplayer(StopsOnTableInput, QObject):
    running_changed = Signal(bool)

    controller: AutoplayedTable

    def __init__(self, controller: AutoplayedTable) -> None:
        super().__init__(controller)
        self.controller = controller
        self.interval = STEP_MS
        self.steps = 0  # moves played in this run
        self._asked: object = None  # the position whose move is being worked out
        self._init_runner(self._step)

    def start(self) -> bool:
        """Start playing; False when there is nothing to play (a game over). The first move is asked
        for at once; when there is none, a message says so and autoplay stops."""
        game = self.controller.game
        if self._running:
            return True
        if game is None or game.is_over():
            return False
        self.steps = 0
        self._begin()
        self.running_changed.emit(True)
        return True

    def stop(self) -> None:
        if self._end():
            self._asked = None
            self.controller.hint_worker.cancel()
            self.running_changed.emit(False)

    def _say_choice(self) -> None:
        self.controller.message.emit(tr(
            "Autoplay stops here: the order in which the piles are gathered for the redeal is yours to "
            "choose (drag a pile onto the stock, or click the stock for the order offered)."))

    def toggle(self) -> None:
        if self._running:
            self.stop()
        else:
            self.start()

    # -- stepping -------------------------------------------------------------------------------
    def busy(self) -> bool:
        """Cards still moving, automatic moves pending, or a card held: not the moment for a move."""
        c = self.controller
        return c.animator.running or c.auto_pending() or c.holding()

    def _step(self) -> None:
        if not self._running:
            return
        c = self.controller
        game = c.game
        if game is None or c.holding():
            self.stop()
            return
        if self.busy():
            self._timer.start(WAIT_MS)
            return
        if game.is_over():
            self.stop()
            return
        if self._asked is not None:
            return  # the move is being worked out: its answer steps on
        self._asked = position_of(game)
        c.hint_worker.ask_move(game, self._answered)

    def _answered(self, advice: object) -> None:
        asked, self._asked = self._asked, None
        c = self.controller
        game = c.game
        if not self._running or game is None:
            return
        if asked != position_of(game):  # the table moved meanwhile: ask about where it is now
            self._timer.start(WAIT_MS)
            return
        move = getattr(advice, "move", None)
        if move is None:
            first = self.steps == 0
            self.stop()
            if first:
                c.message.emit(tr("Autoplay sees no move to make."))
            return
        if move.kind in CHOICE_KINDS:
            self.stop()
            self._say_choice()
            return
        if not c.play(move):  # never expected: the policy plays legal moves
            self.stop()
            return
        self.steps += 1
        if self._running:
            self._timer.start(self.interval)
