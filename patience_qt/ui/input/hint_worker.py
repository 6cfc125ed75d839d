"""The first hint worked out off the table's thread: the guide (``play.guide``) may search for a second
or so, and the table must not freeze meanwhile.

``HintWorker`` keeps the table's one ``Guide`` (its winning line and the positions it proved lost belong
to the deal on the table) and asks it in a ``QThread``, one question at a time: the ranked hints for H
(``ask_hints``), the first hint's move for Autoplay (``ask_move``). A new question while one is running
cancels the running one (its search stops within moments, through ``solve(cancel=…)``) and is asked when
it has ended; a cancelled question is never answered. The game handed over is a copy with its history
(the guide reads the last moves to see that a position follows a lost one), taken on the table's thread,
so the player may go on moving cards; the answer carries the position it is about, and the caller
throws it away when the table has moved on.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QThread, Signal

from ...rules import Game

# the questions still running: a QThread let go of while it runs takes the program down, so none has a
# parent that could be deleted under it (the table's controller going with its window); each is let go
# of when it has ended
_ALIVE: set[Any] = set()


def position_of(game: Game) -> tuple[Any, ...]:
    """What an answer is about: the game on the table and its position (a move or an undo changes it)."""
    return game.id, game.seed, len(game.moves), game.snapshot()


class _Question(QThread):
    answered = Signal(object)

    def __init__(self, guide: Any, game: Game, want: str) -> None:
        super().__init__()
        self.guide = guide
        self.game = game
        self.want = want
        self._cancel = threading.Event()
        _ALIVE.add(self)
        self.finished.connect(self._ended)

    def _ended(self) -> None:
        self.wait()  # finished comes just before the thread's end: moments
        _ALIVE.discard(self)

    def cancel(self) -> None:
        self._cancel.set()

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def run(self) -> None:  # noqa: D102 - the thread's body
        try:
            if self.want == "hints":
                answer: Any = self.guide.hints(self.game, self.cancelled)
            else:
                answer = self.guide.advise(self.game, self.cancelled)
        except Exception:  # noqa: BLE001 - no hint is an answer too, never a dead thread
            answer = None
        self.answered.emit(answer)


class HintWorker(QObject):
    """One guide, asked in a thread, one question at a time (see the module's text)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._guide: Any = None  # the solver and the hints load with the first hint, not at start
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.finish)
        self._running: _Question | None = None
        self._callback: Callable[[Any], None] | None = None
        self._next: tuple[Game, str, Callable[[Any], None]] | None = None

    @property
    def guide(self) -> Any:
        if self._guide is None:
            from ...play.guide import Guide

            self._guide = Guide()
        return self._guide

    @property
    def busy(self) -> bool:
        """A question is being worked out (or waits for the cancelled one to end)."""
        return self._running is not None

    def ask_hints(self, game: Game, callback: Callable[[Any], None]) -> None:
        """``callback(GuidedHints | None)`` on the table's thread, unless cancelled first."""
        self._ask(game, "hints", callback)

    def ask_move(self, game: Game, callback: Callable[[Any], None]) -> None:
        """``callback(Advice | None)`` on the table's thread, unless cancelled first."""
        self._ask(game, "move", callback)

    def cancel(self) -> None:
        """Drop the question asked (and any waiting): no answer comes."""
        self._next = None
        self._callback = None
        if self._running is not None:
            self._running.cancel()

    def finish(self, msecs: int = 5000) -> None:
        """The program is going away: cancel every question and wait for their threads to end."""
        self.cancel()
        for question in list(_ALIVE):
            question.cancel()
            question.wait(msecs)

    def _ask(self, game: Game, want: str, callback: Callable[[Any], None]) -> None:
        copy = game.copy()
        if self._running is not None:
            self._running.cancel()
            self._callback = None
            self._next = (copy, want, callback)
            return
        self._start(copy, want, callback)

    def _start(self, game: Game, want: str, callback: Callable[[Any], None]) -> None:
        question = _Question(self.guide, game, want)
        question.answered.connect(self._answered)
        self._running, self._callback = question, callback
        question.start()

    def _answered(self, answer: Any) -> None:
        question, callback = self._running, self._callback
        if question is not None:
            question.wait()  # its run() has returned: the guide is free for the next question
        self._running = self._callback = None
        if self._next is not None:
            game, want, waiting = self._next
            self._next = None
            self._start(game, want, waiting)
        elif callback is not None and question is not None and not question.cancelled():
            callback(answer)
