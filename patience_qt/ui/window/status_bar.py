"""The main window's status bar: the game's figures always in view, the latest message in the room left.

``QStatusBar`` draws a message over the whole bar, and a message wider than the room the figures leave
pushed the game's name and number out (Babette's gathering prompt, Rainbow's first prompt at 1024 px).
Here messages still come and go through ``showMessage`` / ``currentMessage`` (the program and its tests
speak to the bar that way), but the bar does not draw them itself: ``MessageLabel``, the bar's first
permanent widget, takes whatever room the figures leave, shows the message cut short with "…" when it
does not fit, and carries its whole text in the tool tip.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QStyle, QStyleOption, QWidget


class MessageLabel(QLabel):
    """One line of text elided to the label's width; the whole text in the tool tip when it is cut."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full_text = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setContentsMargins(4, 0, 4, 0)

    def set_message(self, text: str) -> None:
        self.full_text = text
        self._elide()

    def is_elided(self) -> bool:
        return self.text() != self.full_text

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return QSize(0, super().minimumSizeHint().height())

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802
        super().resizeEvent(event)
        self._elide()

    def _elide(self) -> None:
        margins = self.contentsMargins()
        room = max(0, self.width() - margins.left() - margins.right())
        shown = self.fontMetrics().elidedText(self.full_text, Qt.TextElideMode.ElideRight, room)
        self.setText(shown)
        self.setToolTip(self.full_text if shown != self.full_text else "")


class StatusBar(QStatusBar):
    """A status bar whose messages are shown by its ``message_label`` (see the module's text)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizeGripEnabled(False)
        self.message_label = MessageLabel(self)
        self.addPermanentWidget(self.message_label, 1)
        self.messageChanged.connect(self.message_label.set_message)

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802
        """The bar's panel only: the message is the label's to draw, cut to the room it has."""
        painter = QPainter(self)
        option = QStyleOption()
        option.initFrom(self)
        self.style().drawPrimitive(QStyle.PrimitiveElement.PE_PanelStatusBar, option, painter, self)
