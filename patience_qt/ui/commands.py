"""The window's undo stack as a view of the session's steps (``play.session``), which own the history.

One ``StepCommand`` per step of the session: it names the step in the Edit menu and, when Qt's stack
undoes or redoes it (the Edit menu, Ctrl+Z, ``setIndex``), asks the session to do so. The command holds
no moves of its own: ``moves`` reads the session's step. ``build_stack`` fills a stack from a session
(a new deal, a resumed game) while the session stands still, so the two always agree on how many steps
there are and how many are played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtGui import QUndoCommand, QUndoStack

from ..play.session import Session, Step
from ..rules import Move
from .play_actions import describe_move


class StepCommand(QUndoCommand):
    """Step ``number`` of ``session``, on a QUndoStack."""

    def __init__(self, session: Session, number: int, refresh: Callable[[], None]) -> None:
        self.session = session
        self.number = number
        super().__init__(describe_move(self.step.name))  # the step's name in the program's language
        self._refresh = refresh
        self._mirror = True  # the session has played the step already: the stack's first redo() is a no-op

    @property
    def step(self) -> Step:
        return self.session.step(self.number)

    @property
    def moves(self) -> Sequence[Move]:
        return self.step.moves

    @property
    def automatic(self) -> bool:
        """The automatic moves right after a deal (GameKeeper: was the game played?)."""
        return self.step.automatic

    def redo(self) -> None:
        if self._mirror:
            self._mirror = False
            return
        self.session.redo()
        self._refresh()

    def undo(self) -> None:
        if self._mirror:
            return
        self.session.undo()
        self._refresh()


def build_stack(stack: QUndoStack, session: Session, refresh: Callable[[], None]) -> None:
    """Show the session's steps on an emptied ``stack``, its index at the session's played steps, without
    playing or taking back anything on the session."""
    stack.clear()
    commands = [StepCommand(session, number, refresh) for number in range(len(session.steps))]
    for command in commands:
        stack.push(command)
    for command in commands[session.done:]:
        command._mirror = True  # the session has these undone already
    stack.setIndex(session.done)
    for command in commands:
        command._mirror = False


def push_step(stack: QUndoStack, session: Session, refresh: Callable[[], None]) -> None:
    """Show the step the session has just begun (a player's move, or the automatic moves after a deal)."""
    stack.push(StepCommand(session, session.done - 1, refresh))
