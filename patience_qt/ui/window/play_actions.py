"""The window's Undo, Redo and Autoplay actions kept in step with the game.

* Undo and Redo name the move they take back or play again ("Undo: 7♠ to foundation 2"), in the menu
  and the tool tip, while the toolbar keeps its short "Undo" / "Redo"; Ctrl+Z undoes, Ctrl+Shift+Z and
  Ctrl+Y redo (and whatever the platform's own keys are).
* Autoplay is a toggle: checked while the computer plays, "Stop autoplay" then.

Undo and Redo read the session on the table (``play.session``), the one owner of the history: enabled
when it can undo or redo, named by the first move of the step it would take back or play again. They
are worked out again whenever the controller says the history changed, and after a change of language,
so nothing here keeps a text of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence

from ...rules import Game, Move
from ..text.card_names import card_name
from ..text.reason_text import pile_words

if TYPE_CHECKING:  # pragma: no cover
    from ..input.controller import TableController
    from ..window_parts import WindowParts


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayActions", text)


def describe_move(move: Move, game: Game | None = None) -> str:
    """A short name of a move for the Undo/Redo entries: "7♠ to foundation 2", "turn the stock" …; the
    place is named as hints and refusals name it (``pile_words``), as the game's table shows it."""
    if move.kind == "turn":
        return tr("turn the stock")
    if move.kind == "deal":
        return tr("deal")
    if move.kind == "redeal":
        return tr("redeal")
    if move.kind == "gather":  # Babette's squared piles, which the table calls piles
        return tr("pick up pile {number}").format(number=move.src.removeprefix("column"))
    card = card_name(move.card) if move.card is not None else "?"
    return tr("{card} to {pile}").format(card=card, pile=pile_words(move.dst, game))


class PlayActions(QObject):
    """Keeps the texts, shortcuts and checked state of the window's play actions up to date."""

    def __init__(self, parts: WindowParts) -> None:
        super().__init__(parts.widget)
        controller = parts.controller
        self.controller: TableController | None = controller
        # a window closing deletes the controller first: stop reading it from then on
        controller.destroyed.connect(self._detach)
        self.undo_action: QAction = parts.actions.undo
        self.redo_action: QAction = parts.actions.redo
        self.autoplay_action: QAction = parts.actions.autoplay
        self.autoplayer = controller.autoplayer
        self.undo_action.setShortcuts(self._keys(QKeySequence.StandardKey.Undo, "Ctrl+Z"))
        self.redo_action.setShortcuts(self._keys(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"))
        self.autoplay_action.setCheckable(True)
        self.autoplay_action.triggered.connect(self._autoplay_triggered)
        self.autoplayer.running_changed.connect(self.refresh)
        controller.history_changed.connect(self.refresh)
        parts.widget.installEventFilter(self)
        self.refresh()

    @staticmethod
    def _keys(standard: QKeySequence.StandardKey, *extra: str) -> list[QKeySequence]:
        keys: list[QKeySequence] = []
        for key in [*QKeySequence.keyBindings(standard), *(QKeySequence(text) for text in extra)]:
            if not key.isEmpty() and key not in keys:
                keys.append(key)
        return keys

    def _autoplay_triggered(self, *_args: object) -> None:
        # The controller toggles autoplay (the action's own slot); the check mark follows what happened.
        QTimer.singleShot(0, self, self.refresh)

    def _detach(self, *_args: object) -> None:
        self.controller = None

    def refresh(self, *_args: object) -> None:
        if self.controller is None:
            return
        session = self.controller.session
        undo = session.step(session.done - 1).name if session is not None and session.can_undo() else None
        redo = session.step(session.done).name if session is not None and session.can_redo() else None
        game = session.game if session is not None else None
        self._name(self.undo_action, undo, game, tr("&Undo"), tr("&Undo: {move}"), tr("Undo"))
        self._name(self.redo_action, redo, game, tr("Re&do"), tr("Re&do: {move}"), tr("Redo"))
        self.undo_action.setEnabled(undo is not None)
        self.redo_action.setEnabled(redo is not None)
        running = self.autoplayer.running
        self.autoplay_action.setChecked(running)
        self.autoplay_action.setText(tr("Stop &autoplay") if running else tr("&Autoplay"))
        self.autoplay_action.setIconText(tr("Autoplay"))
        tip = (tr("Stop playing (any click or key stops it too)") if running
               else tr("Let the computer play on, move by move"))
        self.autoplay_action.setToolTip(tip)
        self.autoplay_action.setStatusTip(tip)  # shown in the status bar on hover: the same words

    @staticmethod
    def _name(action: QAction, move: Move | None, game: Game | None, plain: str, named: str,
              short: str) -> None:
        text = named.format(move=describe_move(move, game)) if move is not None else plain
        action.setText(text)
        action.setIconText(short)
        action.setToolTip(text.replace("&", ""))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self.refresh)  # after the window has put its own texts back
        return False


def install_play_actions(parts: WindowParts) -> PlayActions:
    """Wire a main window's Undo, Redo and Autoplay actions; the returned object lives with the window."""
    return PlayActions(parts)
