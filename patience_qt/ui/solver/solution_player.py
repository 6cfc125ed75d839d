"""Show solution: plays the solver's winning line on the table, move by move like autoplay.

Each move is an ordinary undoable command, animated, and any input on the table stops the replay.
The line belongs to a position: the player's game must be that position followed by the first moves
of the line (Undo during the replay is fine); anything else and the line is stale.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from ...rules import Move
from ..input.autoplay import STEP_MS, WAIT_MS, StopsOnTableInput

if TYPE_CHECKING:
    from ...play.change import Change
    from ..input.controller import TableController


class SolutionPlayer(StopsOnTableInput, QObject):
    """Plays ``line`` from ``start`` (the moves of the game when it was solved) on the controller."""

    running_changed = Signal(bool)

    def __init__(self, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.game: Any = None
        self.start_moves: list[Move] = []
        self.line: list[Move] = []
        self.interval = STEP_MS  # from one move to the next
        self._automove = True
        self._init_runner(self._step)
        self._playing = False  # a move of the line is being played (not the player's undo or redo)
        controller.changed.connect(self._history_moved)

    def _history_moved(self, change: Change) -> None:
        if change.moved and not self._playing:
            self.stop()  # Undo or Redo from a menu or the toolbar stops the replay too

    def set_line(self, game: Any, start_moves: list[Move], line: list[Move]) -> None:
        self.stop()
        self.game, self.start_moves, self.line = game, list(start_moves), list(line)

    def progress(self) -> int | None:
        """How many moves of the line the game has played, or None when the line no longer fits it."""
        game = self.controller.game
        if game is None or game is not self.game or not self.line:
            return None
        moves = game.moves
        start = len(self.start_moves)
        if len(moves) < start or len(moves) > start + len(self.line):
            return None
        if list(moves[:start]) != self.start_moves:
            return None
        done = len(moves) - start
        if list(moves[start:]) != self.line[:done]:
            return None
        return done

    def start(self) -> bool:
        if self._running or self.progress() is None:
            return self._running
        self._automove = self.controller.automove
        self.controller.automove = False  # the line holds every move, automatic ones too
        self._begin()
        self.running_changed.emit(True)
        return True

    def stop(self) -> None:
        if self._end():
            self.controller.automove = self._automove
            self.running_changed.emit(False)

    def _step(self) -> None:
        if not self._running:
            return
        c = self.controller
        if c.animator.running or c.auto_pending():
            self._timer.start(WAIT_MS)
            return
        done = self.progress()
        if done is None or done >= len(self.line) or c.holding():
            self.stop()
            return
        self._playing = True
        c.assisted = True  # a game the solver played in is not the player's win (see GameKeeper)
        try:
            played = c.play(self.line[done])
        finally:
            self._playing = False
        if not played:
            self.stop()
            return
        if self._running:
            self._timer.start(self.interval)
