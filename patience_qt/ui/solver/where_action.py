"""Game → Where did it go wrong?…, and the same question on the end band of a lost game.

``WhereAction`` holds the menu action and answers the band's button; both open the one ``WhereBox`` of
the window (made, with the solver behind it, on first use). The question is offered where
``play.where_wrong.applies`` says it makes sense (a game with choices, the clock family's never; a move
played) and a step of the player's is played (the automatic moves after a deal lose nothing), and not
for a won game. The band offers it only for a lost game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence

from ...play.where_wrong import applies
from .box_place import TableRoom, show_box

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QMainWindow, QMenu

    from ..input.controller import TableController
    from .where_box import WhereBox


SHORTCUT = "Ctrl+Shift+W"  # beside Ctrl+W, Is this deal winnable?


def tr(text: str) -> str:
    return QCoreApplication.translate("WhereBox", text)


class WhereAction(QObject):
    """Where did it go wrong? in the Game menu (before ``before``) and on a lost game's end band."""

    def __init__(self, window: QMainWindow, controller: TableController, menu: QMenu, room: TableRoom,
                 undo_actions: tuple[QAction, QAction], before: QAction | None = None) -> None:
        super().__init__(window)
        self.window = window  # the parent of the action and the box
        self.controller = controller
        self.room = room  # where the box opens; its end band offers the question too
        self.undo_actions = undo_actions  # Undo and Redo, which the box's Undo to there stands beside
        self.box: WhereBox | None = None
        self.action = QAction(window)
        self.action.setShortcut(QKeySequence(SHORTCUT))  # the band's button is the mouse's way to it
        self.action.triggered.connect(self.ask)
        window.addAction(self.action)
        menu.insertAction(before, self.action)
        banner = room.banner
        if banner is not None:
            banner.offer_where = self.offered_at_the_end
            banner.where.connect(self.ask)
        self.controller.changed.connect(self.refresh)
        self.controller.game_started.connect(self.refresh)
        self.controller.over.connect(self.refresh)
        self.retranslate()  # and again at each change of language, and finish() at the window's close:
        self.refresh()  # SolverActions, which installs this, watches the window for both

    def retranslate(self) -> None:
        self.action.setText(tr("W&here did it go wrong?…"))
        self.action.setIconText(tr("Where did it go wrong?"))  # its name in Help → Keyboard shortcuts
        self.action.setStatusTip(tr("Ask the solver which move lost this deal"))

    def offered(self) -> bool:
        """The question makes sense for the game on the table now."""
        session = self.controller.session
        if session is None or session.game.is_won() or not applies(session.game):
            return False
        return any(not session.step(number).automatic for number in range(session.done))

    def offered_at_the_end(self) -> bool:
        """The end band shows the button: a lost game the question makes sense for."""
        return self.controller.verdict == "lost" and self.offered()

    def refresh(self, *_args: object) -> None:
        self.action.setEnabled(self.offered())

    def ask(self) -> WhereBox | None:
        """Open the box and look back along the game on the table (an answer that still stands is shown
        again)."""
        if not self.offered():
            self.refresh()
            return None
        if self.box is None:
            from .where_box import WhereBox

            self.box = WhereBox(self.controller, self.window, undo_actions=self.undo_actions)
        show_box(self.box, self.room)
        self.box.activateWindow()
        self.box.ask()
        return self.box

    def finish(self) -> None:
        if self.box is not None:
            self.box.finish()


def install_where_wrong(window: QMainWindow, controller: TableController, menu: QMenu, room: TableRoom,
                        undo_actions: tuple[QAction, QAction], before: QAction | None = None) -> WhereAction:
    return WhereAction(window, controller, menu, room, undo_actions, before)
