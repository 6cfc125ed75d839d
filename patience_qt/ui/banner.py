"""The end-of-game banner: a non-modal panel over the table that fades in, with New game / Restart / Undo."""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QEvent, QPropertyAnimation, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

STYLE = """
QFrame#banner { background: rgba(10, 30, 16, 215); border: 1px solid rgba(255, 255, 255, 70);
                border-radius: 14px; }
QLabel { color: white; background: transparent; }
QLabel#title { font-size: 22px; font-weight: bold; }
QPushButton { color: white; background: rgba(255, 255, 255, 30); border: 1px solid rgba(255, 255, 255, 90);
              border-radius: 6px; padding: 6px 14px; }
QPushButton:hover { background: rgba(255, 255, 255, 60); }
"""


class Banner(QFrame):
    new_game = Signal()
    restart = Signal()
    undo = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("banner")
        self.setStyleSheet(STYLE)
        self.title = QLabel(self)
        self.title.setObjectName("title")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        buttons = QHBoxLayout()
        self.buttons: list[QPushButton] = []
        for signal in (self.new_game, self.restart, self.undo):
            button = QPushButton(self)
            self.buttons.append(button)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(signal.emit)
            button.clicked.connect(self.hide)
            buttons.addWidget(button)
        self.undo_button = buttons.itemAt(2).widget()
        layout = QVBoxLayout(self)
        layout.setContentsMargins(26, 18, 26, 18)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addLayout(buttons)
        self._effect = QGraphicsOpacityEffect(self)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self._fade.setDuration(450)
        self._fade.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.retranslate()
        self.hide()

    def retranslate(self) -> None:
        for button, text in zip(self.buttons, (self.tr("New game"), self.tr("Restart"), self.tr("Undo")),
                                strict=True):
            button.setText(text)
        if self.isVisible():
            self.adjustSize()
            self.place()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_result(self, title: str, detail: str, animate: bool = True) -> None:
        self.title.setText(title)
        self.detail.setText(detail)
        self.adjustSize()
        self.place()
        self.show()
        self.raise_()
        if animate:
            self._fade.stop()
            self._fade.setStartValue(0.0)
            self._fade.setEndValue(1.0)
            self._fade.start()
        else:
            self._effect.setOpacity(1.0)

    def place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 2)
