"""The window's commands about the player's files and choices: Game → Open… / Save as… / Statistics…,
Settings → Preferences….

``install_profile_actions(…)`` makes the actions, puts them in the window's Game and Settings menus,
names them in the current language (again on every language change) and does their work with the
window's ``GameKeeper`` (files, statistics) and ``QSettings`` (preferences), which the window hands it
with the few other parts it uses.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QStandardPaths
from PySide6.QtGui import QAction, QKeySequence

from ...store import game_key
from ..settings.preferences import language_choice
from ..text import i18n
from .keeper import WARNING_MS

if TYPE_CHECKING:  # pragma: no cover: the dialogs load when first opened
    from collections.abc import Callable

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow, QMenu

    from ..dialogs.preferences_dialog import PreferencesDialog
    from ..dialogs.statistics_dialog import StatisticsDialog
    from ..input.controller import TableController
    from ..window_parts import Say
    from .keeper import GameKeeper

MESSAGE_MS = 6000


class ProfileActions(QObject):
    """Open…, Save as…, Statistics… and Preferences… of one main window."""

    def __init__(self, window: QMainWindow, controller: TableController, keeper: GameKeeper,
                 settings: QSettings, menus: tuple[QMenu, QMenu], say: Say, may_leave: Callable[[], bool],
                 apply_preferences: Callable[[], None], before: QAction | None = None) -> None:
        super().__init__(window)
        self.window = window  # the parent of the actions and the boxes
        self.controller = controller
        self.keeper = keeper
        self.settings = settings
        self.say = say
        self.may_leave = may_leave  # the window's question before the game on the table is given up
        self.apply_preferences = apply_preferences  # the preferences put to work on the window
        self.statistics_dialog: StatisticsDialog | None = None
        self.open_action = self._action(self.open_game, QKeySequence.StandardKey.Open)
        self.save_as_action = self._action(self.save_game_as, QKeySequence.StandardKey.SaveAs, "Ctrl+Shift+S")
        self.statistics_action = self._action(self.show_statistics, None, "Ctrl+I")
        self.preferences_action = self._action(self.show_preferences, QKeySequence.StandardKey.Preferences,
                                               "Ctrl+,")
        game_menu, settings_menu = menus
        before = before if before in game_menu.actions() else None
        for action in (self.open_action, self.save_as_action, None, self.statistics_action, None):
            if action is None:
                game_menu.insertSeparator(before)
            else:
                game_menu.insertAction(before, action)
        settings_menu.addSeparator()
        settings_menu.addAction(self.preferences_action)
        keeper.warning.connect(self._warn)
        window.installEventFilter(self)
        self.retranslate()

    def _action(self, slot: Callable[[], object], standard: QKeySequence.StandardKey | None,
                *extra: str) -> QAction:
        action = QAction(self.window)
        keys = list(QKeySequence.keyBindings(standard)) if standard is not None else []
        for text in extra:
            key = QKeySequence(text)
            if key not in keys:
                keys.append(key)
        action.setShortcuts(keys)
        action.triggered.connect(lambda _checked=False: slot())
        self.window.addAction(action)
        return action

    def retranslate(self) -> None:
        texts = (
            (self.open_action, self.tr("&Open…"), self.tr("Open a saved game")),
            (self.save_as_action, self.tr("Save &as…"), self.tr("Save this game with its moves to a file")),
            (self.statistics_action, self.tr("&Statistics…"), self.tr("Games played and won, by game")),
            (self.preferences_action, self.tr("&Preferences…"),
             self.tr("Language, automatic moves, animations, card back, variants")),
        )
        for action, text, tip in texts:
            action.setText(text)
            action.setToolTip(tip)
            action.setStatusTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def _warn(self, text: str) -> None:
        self.say(text, WARNING_MS)

    # -- files ----------------------------------------------------------------------------------------
    def _folder(self) -> str:
        folder = self.settings.value("files/folder")
        if isinstance(folder, str) and Path(folder).is_dir():
            return folder
        return QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)

    def _filter(self) -> str:
        return self.tr("Saved games (*.json);;All files (*)")

    def open_game(self, path: str | None = None) -> bool:
        """Open… (a dialog unless ``path`` is given); True when the game is on the table."""
        if path is None:
            from PySide6.QtWidgets import QFileDialog  # loaded on first use, not before the first table

            path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a saved game"), self._folder(),
                                                  self._filter())
            if not path:
                return False
        if not self.may_leave():  # the game on the table would count as lost
            return False
        warning = self.keeper.open(path)
        if warning:
            self._warn(warning)
            return False
        self.settings.setValue("files/folder", str(Path(path).parent))
        game = self.controller.game
        if game is not None:
            self.settings.setValue("game/last", game.id)
        opened = self.tr("Opened {name}.").format(name=Path(path).name)
        self.say(opened, MESSAGE_MS)
        return True

    def save_game_as(self, path: str | None = None) -> bool:
        """Save as… (a dialog unless ``path`` is given); True when the file was written."""
        game = self.controller.game
        if game is None:
            return False
        if path is None:
            suggested = str(Path(self._folder()) / f"{game.id}-{game.seed}.json")
            from PySide6.QtWidgets import QFileDialog

            path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the game"), suggested,
                                                  self._filter())
            if not path:
                return False
        warning = self.keeper.save_as(path)
        if warning:
            self._warn(warning)
            return False
        self.settings.setValue("files/folder", str(Path(path).parent))
        saved = self.tr("Saved as {name}.").format(name=Path(path).name)
        self.say(saved, MESSAGE_MS)
        return True

    # -- statistics and preferences ---------------------------------------------------------------------
    def show_statistics(self) -> StatisticsDialog:
        dialog = self.statistics_dialog
        if dialog is None:  # it shows the figures as it is made
            from ..dialogs.statistics_dialog import StatisticsDialog

            dialog = self.statistics_dialog = StatisticsDialog(self.keeper, self.window)
        else:
            dialog.refresh()
        game = self.controller.game
        if game is not None:
            with contextlib.suppress(ValueError):
                dialog.select(game_key(game))
        dialog.show()
        dialog.raise_()
        dialog.activateWindow()
        return dialog

    def preferences_dialog(self) -> PreferencesDialog:
        game = self.controller.game
        from ..dialogs.preferences_dialog import PreferencesDialog

        return PreferencesDialog(self.settings, game.id if game else None, self.window)

    def show_preferences(self) -> bool:
        dialog = self.preferences_dialog()
        accepted = bool(dialog.exec())
        if accepted:
            self.apply(dialog)
        dialog.deleteLater()
        return accepted

    def apply(self, dialog: PreferencesDialog) -> None:
        """Keep the dialog's choices and put them to work: the language at once, the rest on the table."""
        dialog.save()
        self.apply_preferences()
        wanted = i18n.resolve(language_choice(self.settings))
        if wanted != i18n.language():
            i18n.apply_language(language_choice(self.settings))


def install_profile_actions(window: QMainWindow, controller: TableController, keeper: GameKeeper,
                            settings: QSettings, menus: tuple[QMenu, QMenu], say: Say,
                            may_leave: Callable[[], bool], apply_preferences: Callable[[], None],
                            before: QAction | None = None) -> ProfileActions:
    """Add Open…, Save as…, Statistics… to the Game menu (before ``before``, its Quit) and Preferences… to
    the Settings menu (``menus``: the two)."""
    return ProfileActions(window, controller, keeper, settings, menus, say, may_leave, apply_preferences,
                          before)
