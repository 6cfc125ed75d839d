"""The frame the two solver boxes share (Is this deal winnable?, Where did it go wrong?).

Both are small non-modal windows of their own over the table, built alike: an answer a screen reader
hears come (``AnnouncedLabel``), a progress bar while the search runs, a line of detail, and four
buttons -- the box's own action (Show solution, Undo to there), Ask again, Cancel and Close. Both watch
the table's position, keep one search under way (``RunningSearch``), take the main window's Undo and Redo
keys (handed in, ``undo_actions``: a window of its own does not get the main window's shortcuts, and
Ctrl+Z must work with the box in front), and treat Escape as closing. The frame was written twice, one
copy per box; here it is once, and each box fills in what it says and does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..text.speech import AnnouncedLabel
from .running_search import RunningSearch

if TYPE_CHECKING:  # pragma: no cover
    from ..input.controller import TableController


class SolverBox(QDialog):
    """A non-modal box about the table's position; a box made from it defines ``retranslate``, ``ask``,
    ``_position_changed`` and what its ``action_button`` does, and calls ``retranslate`` once it is built."""

    def __init__(self, controller: TableController, parent: QWidget | None, undo_actions: tuple[QAction, ...],
                 width: int) -> None:
        super().__init__(parent)
        self.controller = controller
        self.search = RunningSearch(self)  # the question under way; a given-up one is freed (issue 37)
        self.setModal(False)
        self.setMinimumWidth(width)
        self.answer = AnnouncedLabel(self)  # a screen reader hears the answer come
        self.answer.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.action_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.cancel_button = QPushButton(self)
        self.close_button = QPushButton(self)
        role = QDialogButtonBox.ButtonRole
        self.buttons.addButton(self.action_button, role.ActionRole)
        self.buttons.addButton(self.again_button, role.ActionRole)
        self.buttons.addButton(self.cancel_button, role.RejectRole)
        self.buttons.addButton(self.close_button, role.AcceptRole)
        self.again_button.clicked.connect(self.ask)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        for widget in (self.answer, self.progress, self.detail, self.buttons):
            layout.addWidget(widget)
        controller.changed.connect(self._table_changed)
        for action in undo_actions:
            self.addAction(action)

    def retranslate(self) -> None:
        raise NotImplementedError

    def ask(self) -> None:
        raise NotImplementedError

    def _table_changed(self, _change: object) -> None:
        self._position_changed()

    def _position_changed(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def cancel(self) -> None:
        """Stop the search: it answers, cancelled, within moments."""
        self.search.cancel()

    def _put_away(self) -> None:
        """The box goes out of sight: what it has under way stops."""
        self.cancel()

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self._put_away()
        super().closeEvent(event)

    def reject(self) -> None:
        """Escape: as closing the box (a search left running out of sight would answer later about
        whatever the table then shows)."""
        self._put_away()
        super().reject()
