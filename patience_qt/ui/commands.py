"""Undo commands: one ``QUndoCommand`` per player action, wrapping the rules' push/pop.

A command holds the player's move and the automatic moves that followed it, so one undo takes back
the whole step. The move is already played when the command is pushed (the rules decided it was
legal), so the first ``redo`` that ``QUndoStack.push`` calls does nothing.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from ..rules import Game, Move
from .play_actions import describe_move


class MoveCommand(QUndoCommand):
    automatic = False  # True for the automatic moves right after a deal (the player has not moved yet)

    def __init__(self, game: Game, move: Move, refresh: Callable[[], None]) -> None:
        super().__init__(describe_move(move))  # the move's name in the program's language
        self.game = game
        self.moves: list[Move] = [move]
        self._refresh = refresh
        self._applied = True

    def extend(self, move: Move) -> None:
        """An automatic move that followed (already played)."""
        self.moves.append(move)

    def redo(self) -> None:
        if self._applied:
            return
        for move in self.moves:
            self.game.push(move)
        self._applied = True
        self._refresh()

    def undo(self) -> None:
        for _ in self.moves:
            self.game.pop()
        self._applied = False
        self._refresh()
