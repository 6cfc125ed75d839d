"""The window's Undo, Redo and Autoplay actions kept in step with the game.

* Undo and Redo name the move they take back or play again ("Undo: 7♠ to foundation 2"), in the menu
  and the tool tip, while the toolbar keeps its short "Undo" / "Redo"; Ctrl+Z undoes, Ctrl+Shift+Z and
  Ctrl+Y redo (and whatever the platform's own keys are).
* Autoplay is a toggle: checked while the computer plays, "Stop autoplay" then.

Undo and Redo read the session on the table (``play.session``), the one owner of the history: enabled
when it can undo or redo, named by the first move of the step it would take back or play again, or,
for Where did it go wrong's Undo to there (``Session.rewind``: one step), "back to move 23". They
are worked out again whenever the controller says the history changed, and after a change of language,
so nothing here keeps a text of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction, QKeySequence

from ..text.move_names import describe_move

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QWidget

    from ...play.session import Rewind
    from ..input.controller import TableController


def tr(text: str) -> str:
    return QCoreApplication.translate("PlayActions", text)


def back_to(rewind: Rewind) -> str:
    """The name of a rewind (Where did it go wrong's Undo to there) for Undo and Redo: "back to move 23",
    the first move it takes back."""
    return tr("back to move {number}").format(number=rewind.move_number)


class PlayActions(QObject):
    """Keeps the texts, shortcuts and checked state of the window's play actions up to date."""

    def __init__(self, window: QWidget, controller: TableController, undo: QAction, redo: QAction,
                 autoplay: QAction) -> None:
        super().__init__(window)
        self.controller: TableController | None = controller
        # a window closing deletes the controller first: stop reading it from then on
        controller.destroyed.connect(self._detach)
        self.undo_action: QAction = undo
        self.redo_action: QAction = redo
        self.autoplay_action: QAction = autoplay
        self.autoplayer = controller.autoplayer
        self.undo_action.setShortcuts(self._keys(QKeySequence.StandardKey.Undo, "Ctrl+Z"))
        self.redo_action.setShortcuts(self._keys(QKeySequence.StandardKey.Redo, "Ctrl+Shift+Z", "Ctrl+Y"))
        self.autoplay_action.setCheckable(True)
        self.autoplay_action.triggered.connect(self._autoplay_triggered)
        self.autoplayer.running_changed.connect(self.refresh)
        controller.changed.connect(self.refresh)
        window.installEventFilter(self)
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
        undo = redo = None  # the name of what Undo takes back and Redo plays again
        if session is not None:
            game = session.game
            if session.rewound is not None:  # Where did it go wrong's Undo to there: one step
                undo = back_to(session.rewound)
            elif session.can_undo():
                undo = describe_move(session.step(session.done - 1).name, game)
            if session.unrewound is not None:
                redo = back_to(session.unrewound)
            elif session.can_redo():
                redo = describe_move(session.step(session.done).name, game)
        self._name(self.undo_action, undo, tr("&Undo"), tr("&Undo: {move}"), tr("Undo"))
        self._name(self.redo_action, redo, tr("Re&do"), tr("Re&do: {move}"), tr("Redo"))
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
    def _name(action: QAction, step: str | None, plain: str, named: str, short: str) -> None:
        text = named.format(move=step) if step is not None else plain
        action.setText(text)
        action.setIconText(short)
        action.setToolTip(text.replace("&", ""))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            QTimer.singleShot(0, self, self.refresh)  # after the window has put its own texts back
        return False


def install_play_actions(window: QWidget, controller: TableController, undo: QAction, redo: QAction,
                         autoplay: QAction) -> PlayActions:
    """Wire a main window's Undo, Redo and Autoplay actions; the returned object lives with the window."""
    return PlayActions(window, controller, undo, redo, autoplay)
