"""Settings → Full screen (F11): the table fills the screen, and the next start begins that way.

``install_full_screen(window, settings, menu)`` adds a checkable action to the Settings menu. The preference
(``window/full_screen``) is what the start follows, not the saved geometry: Qt's geometry bytes carry a
full-screen flag of their own, so a window closed full screen after the player had turned it off would
otherwise come back full screen. The check mark follows the window's state, however it changed (the
window manager's own key too), and so does the preference.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence

from ..settings.preferences import FULL_SCREEN_KEY, full_screen

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMenu, QWidget


def tr(text: str) -> str:
    return QCoreApplication.translate("FullScreen", text)


class FullScreen(QObject):
    """The Full screen switch of one main window."""

    def __init__(self, window: QWidget, settings: QSettings, menu_action_parent: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self.settings = settings
        self.action = QAction(menu_action_parent)
        self.action.setCheckable(True)
        keys = [QKeySequence("F11")]
        keys += [key for key in QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen)
                 if not key.isEmpty() and key not in keys]
        self.action.setShortcuts(keys)
        self.action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        self.action.triggered.connect(self.set_on)
        state = window.windowState() & ~Qt.WindowState.WindowFullScreen
        if full_screen(settings):
            state |= Qt.WindowState.WindowFullScreen
        window.setWindowState(state)  # before the window is shown: it opens so
        self.action.setChecked(bool(state & Qt.WindowState.WindowFullScreen))
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.action.setText(tr("F&ull screen"))
        self.action.setStatusTip(tr("Let the table fill the screen (F11 again to leave)"))

    def set_on(self, on: bool) -> None:
        state = self.window.windowState()
        if on:
            self.window.setWindowState(state | Qt.WindowState.WindowFullScreen)
        else:
            self.window.setWindowState(state & ~Qt.WindowState.WindowFullScreen)
        self._remember()

    def _remember(self) -> None:
        on = bool(self.window.windowState() & Qt.WindowState.WindowFullScreen)
        self.action.setChecked(on)
        if full_screen(self.settings) != on:
            self.settings.setValue(FULL_SCREEN_KEY, on)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window:
            if event.type() == QEvent.Type.WindowStateChange:
                self._remember()
            elif event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
        return False


def install_full_screen(window: QWidget, settings: QSettings, menu: QMenu) -> FullScreen:
    """Add Full screen to the Settings ``menu``; call it after the window's geometry is restored."""
    switch = FullScreen(window, settings, window)
    menu.addSeparator()
    menu.addAction(switch.action)
    return switch
