"""The main window's status bar: the game's figures always in view, the latest message whole beside them.

``QStatusBar`` draws a message over the whole bar, and a message wider than the room the figures leave
pushed the game's name and number out (Babette's gathering prompt, Rainbow's first prompt at 1024 px).
Here messages still come and go through ``showMessage`` / ``currentMessage`` (the program and its tests
speak to the bar that way), but the bar does not draw them itself: ``MessageLabel``, the bar's first
permanent widget, takes whatever room the figures leave.

One line was not enough: at 1024 px the figures left Village's first prompt, the Russian one and Devil's
Patience's end message cut short with "…" (the play-test, issue 40). So the bar is ``LINES`` lines tall,
always (a bar that grew with a long message would shrink the table under the player's hand), the message
wraps onto them, and the figures stand in two rows (``Figures``: the game's name and number over its
counts), which leaves the message most of the width. A text longer still is cut short with "…" and
carries its whole text in the tool tip; tests/ui/test_status_bar.py measures every status text of every
game, in both languages, against the room at 1024 px.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRect, QSize, Qt
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStatusBar,
    QStyle,
    QStyleOption,
    QVBoxLayout,
    QWidget,
)

from ..text.spoken import in_words

LINES = 2  # the message's lines, and the figures' rows
WRAP = Qt.TextFlag.TextWordWrap


def wrapped_height(metrics: QFontMetrics, text: str, width: int) -> int:
    """The height ``text`` takes wrapped at ``width`` pixels, as the label draws it."""
    return metrics.boundingRect(QRect(0, 0, max(1, width), 1 << 20), int(WRAP), text).height()


def fits(metrics: QFontMetrics, text: str, width: int, lines: int = LINES) -> bool:
    """Whether ``text`` wrapped at ``width`` pixels takes no more than ``lines`` lines."""
    return wrapped_height(metrics, text, width) <= lines * metrics.lineSpacing() + 1


class MessageLabel(QLabel):
    """The message on up to ``LINES`` lines; cut short with "…", and whole in the tool tip, past them."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        self.setContentsMargins(4, 0, 4, 0)
        self.setFixedHeight(LINES * self.fontMetrics().lineSpacing() + 2)

    def set_message(self, text: str) -> None:
        """Show ``text``; a screen reader reads it whole, its cards in words (``spoken.in_words``), as
        the label's accessible name, set before a text is shown and after it is cleared: a label with
        no name of its own tells the reader its text, signs and all."""
        self.full_text = text
        if text:
            self.setAccessibleName(in_words(text))
        self._fit()
        if not text:
            self.setAccessibleName("")

    def is_elided(self) -> bool:
        return self.text() != self.full_text

    def room(self) -> int:
        """The width the text wraps at."""
        margins = self.contentsMargins()
        return max(0, self.width() - margins.left() - margins.right())

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt's name): the bar's height is fixed
        return False

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._fit()

    def _fit(self) -> None:
        metrics, room, text = self.fontMetrics(), self.room(), self.full_text
        shown = text
        if not fits(metrics, text, room):
            # the longest start of the text, with "…", that the lines hold
            low, high = 0, metrics.horizontalAdvance(text)
            while low < high:
                middle = (low + high + 1) // 2
                if fits(metrics, metrics.elidedText(text, Qt.TextElideMode.ElideRight, middle), room):
                    low = middle
                else:
                    high = middle - 1
            shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, low)
        self.setText(shown)
        self.setToolTip(text if shown != text else "")


class Figures(QWidget):
    """The game's figures in rows, each row's labels side by side at the right."""

    def __init__(self, rows: list[list[str]], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.labels: dict[str, QLabel] = {}
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        for keys in rows:
            row = QHBoxLayout()
            row.setSpacing(0)
            row.addStretch(1)
            for key in keys:
                label = QLabel(self)
                label.setContentsMargins(8, 0, 8, 0)
                row.addWidget(label)
                self.labels[key] = label
            column.addLayout(row)


class StatusBar(QStatusBar):
    """A status bar whose messages are shown by its ``message_label`` (see the module's text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.message_label = MessageLabel(self)
        self.addPermanentWidget(self.message_label, 1)
        self.messageChanged.connect(self.message_label.set_message)
        self._name()

    def _name(self) -> None:
        """The bar's own accessible name is its role's, not the message (a bar named by its message
        told a screen reader each one with its cards' signs; ``message_label`` tells it in words)."""
        name = self.tr("Status bar")
        if self.accessibleName() != name:
            self.setAccessibleName(name)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.LanguageChange:
            self._name()
        super().changeEvent(event)

    def add_figures(self, rows: list[list[str]]) -> dict[str, QLabel]:
        """The figures' labels, by key, in ``rows`` at the bar's right end (the message's room shrinks)."""
        figures = Figures(rows, self)
        self.addPermanentWidget(figures)
        return figures.labels

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """The bar's panel only: the message is the label's to draw, cut to the room it has."""
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
