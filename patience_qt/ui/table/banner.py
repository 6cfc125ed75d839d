"""The end-of-game banner: a band across the bottom (or top) edge of the table that fades in, with
New game / Restart / Undo, and Where did it go wrong? for a lost game the solver can look back on
(``offer_where``, which the solver's room sets: the table does not know the solver).

It must not hide the cards that ended the game (a panel in the middle of the table covered the kings'
pile in Clock, the foundations in Rainbow), so ``place`` is given the rectangles of the cards and
places on the table and puts the band at the first edge where it covers none of them; when neither
edge is free it says so, and the window lays the table out in the room above the band (``TableView``'s
``reserve_bottom``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEasingCurve, QEvent, QPropertyAnimation, QRect, Qt, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QWidget,
)

STYLE = """
QFrame#banner { background: rgba(10, 30, 16, 225); border: 1px solid rgba(255, 255, 255, 70);
                border-radius: 8px; }
QLabel { color: white; background: transparent; }
QLabel#title { font-size: 18px; font-weight: bold; }
QPushButton { color: white; background: rgba(255, 255, 255, 30); border: 1px solid rgba(255, 255, 255, 90);
              border-radius: 6px; padding: 5px 12px; }
QPushButton:hover { background: rgba(255, 255, 255, 60); }
"""
EDGE_GAP = 4  # pixels between the band and the table's edge


class Banner(QFrame):
    new_game = Signal()
    restart = Signal()
    undo = Signal()
    where = Signal()  # Where did it go wrong? (shown only when ``offer_where`` says so)
    hidden = Signal()  # the band went away: the table may have its whole height back

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(STYLE)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.detail = QLabel(self)  # wrapped to the room the title and the buttons leave
        self.detail.setWordWrap(True)
        self.detail.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(14, 6, 10, 6)
        layout.setSpacing(10)
        layout.addWidget(self.title, 0, Qt.AlignmentFlag.AlignVCenter)
        layout.addWidget(self.detail, 1)
        self.buttons: list[QPushButton] = []  # New game, Restart, Undo: always on the band
        for signal in (self.where, self.new_game, self.restart, self.undo):
            button = QPushButton(self)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(signal.emit)
            button.clicked.connect(self.hide)
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
            if signal is self.where:
                self.where_button = button  # only where the game's end offers it
                button.hide()
            else:
                self.buttons.append(button)
        self.undo_button = self.buttons[2]
        # asked each time the band shows: whether this game's end offers Where did it go wrong?
        self.offer_where: Callable[[], bool] = lambda: False
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setDuration(450)
        self._fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.retranslate()
        self.hide()

    # -- the words ---------------------------------------------------------------------------------
    def retranslate(self) -> None:
        for button, text in zip(self.buttons, (self.tr("New game"), self.tr("Restart"), self.tr("Undo")),
                                strict=True):
            button.setText(text)
        self.where_button.setText(self.tr("Where did it go wrong?"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_result(self, title: str, detail: str, animate: bool = True) -> None:
        """Show the band (the window places it first, ``place``)."""
        self.title.setText(title)
        self.detail.setText(detail)
        self.where_button.setVisible(self.offer_where())
        self.show()
        self.raise_()
        if animate:
            self._fade.stop()
            self._fade.setStartValue(0.0)
            self._fade.setEndValue(1.0)
            self._fade.start()
        else:
            self._effect.setOpacity(1.0)

    def hideEvent(self, event: QHideEvent) -> None:  # noqa: N802
        super().hideEvent(event)
        self.hidden.emit()

    # -- where it goes -----------------------------------------------------------------------------
    def band_height(self, width: int) -> int:
        """The band's height at ``width`` (the text wraps; the buttons keep one row)."""
        layout = self.layout()
        return max(layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else 0,
                   layout.totalMinimumSize().height())

    def bands(self) -> list[QRect]:
        """The rectangles the band may take in its parent, best first: the bottom edge, the top edge."""
        parent = self.parentWidget()
        if parent is None:
            return []
        width = max(1, parent.width() - 2 * EDGE_GAP)
        height = self.band_height(width)
        bottom = QRect(EDGE_GAP, parent.height() - height - EDGE_GAP, width, height)
        top = QRect(EDGE_GAP, EDGE_GAP, width, height)
        return [bottom, top]

    def place(self, obstacles: list[QRect]) -> bool:
        """Put the band at the first edge where it meets none of ``obstacles`` (rectangles in the parent's
        coordinates); False, and the band at the bottom edge, when both edges are taken."""
        bands = self.bands()
        if not bands:
            return False
        for band in bands:
            if not any(band.intersects(obstacle) for obstacle in obstacles):
                self.setGeometry(band)
                return True
        self.setGeometry(bands[0])
        return False
