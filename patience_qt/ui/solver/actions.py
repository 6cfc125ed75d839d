"""The solver's part of the window: Game → Is this deal winnable?…, Where did it go wrong?…, Deal only
winnable games, and the winnability light in the status bar.

``SolverActions`` holds the menu actions: the first opens the ``SolverDialog`` (one for the window), the
second is ``WhereAction``'s (``where_action``: the box that names the move that lost the deal, also on a
lost game's end band), the third is the preference ``play/winnable_only`` (``winnable_preference``),
which New game follows through ``deal_winnable`` (``WinnableDealer``). It installs the
``WinnabilityLight`` (``winnability_light``: "Can still be won" after each move, when the player wants
it) as ``light``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtGui import QAction

from ..settings.winnable_preference import WINNABLE_ONLY_KEY, winnable_only
from .box_place import TableRoom, show_box
from .where_action import install_where_wrong
from .winnability_light import install_winnability_light

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow, QMenu

    from ..input.controller import TableController
    from ..window_parts import Say, Start
    from .dialog import SolverDialog
    from .winnable_deal import WinnableDealer


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("SolverDialog", text, disambiguation, n)


class SolverActions(QObject):
    """Game → Is this deal winnable?…, and New game's search for a winnable deal."""

    def __init__(self, window: QMainWindow, controller: TableController, settings: QSettings, menu: QMenu,
                 room: TableRoom, undo_actions: tuple[QAction, QAction], say: Say, start: Start,
                 before: QAction | None = None) -> None:
        super().__init__(window)
        self.window = window  # the parent of the actions and the box
        self.controller = controller
        self.settings = settings
        self.room = room  # where the box opens
        self.undo_actions = undo_actions  # Undo and Redo, beside the box's own way back
        self.say = say
        self.start = start
        # the solver and its box load on first use, not before the first table is on screen
        self.dialog: SolverDialog | None = None
        self._dealer: WinnableDealer | None = None
        self.solve_action = QAction(window)
        self.solve_action.setShortcut("Ctrl+W")
        self.solve_action.triggered.connect(self.ask)
        window.addAction(self.solve_action)
        self.winnable_action = QAction(window)
        self.winnable_action.setCheckable(True)
        self.winnable_action.setChecked(winnable_only(settings))
        self.winnable_action.toggled.connect(self._set_winnable_only)
        before = before if before in menu.actions() else None
        menu.insertAction(before, self.solve_action)
        menu.insertAction(before, self.winnable_action)
        # Where did it go wrong?, before Deal only winnable games
        self.where = install_where_wrong(window, controller, menu, room, undo_actions,
                                         before=self.winnable_action)
        menu.insertSeparator(before)
        menu.aboutToShow.connect(self.sync_preference)  # the Preferences dialog may change it
        window.installEventFilter(self)
        self.light = install_winnability_light(window, controller, settings)  # can the game still be won?
        self.retranslate()

    def retranslate(self) -> None:
        self.solve_action.setText(tr("Is this deal &winnable?…"))
        self.solve_action.setStatusTip(tr("Ask the solver whether this deal can still be won"))
        self.winnable_action.setText(tr("&Deal only winnable games"))
        self.where.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.finish()  # no thread outlives the window
        return False

    def _set_winnable_only(self, on: bool) -> None:
        self.settings.setValue(WINNABLE_ONLY_KEY, on)

    def sync_preference(self) -> None:
        """The menu's check follows the preference (after the Preferences dialog)."""
        self.winnable_action.setChecked(winnable_only(self.settings))

    @property
    def dealer(self) -> WinnableDealer:
        if self._dealer is None:
            from .winnable_deal import WinnableDealer

            self._dealer = WinnableDealer(self.controller, self.start, self.say, self)
        return self._dealer

    def ask(self) -> SolverDialog:
        if self.dialog is None:
            from .dialog import SolverDialog

            self.dialog = SolverDialog(self.controller, self.window, undo_actions=self.undo_actions,
                                       say=self.say)
        show_box(self.dialog, self.room)
        self.dialog.ask()
        return self.dialog

    # -- New game: a winnable deal ----------------------------------------------------------------------
    def winnable_only(self) -> bool:
        return winnable_only(self.settings)

    def searching(self) -> bool:
        return self._dealer is not None and self._dealer.searching()

    def searched_game(self) -> tuple[str, dict[str, Any]] | None:
        """The game and variant a search for a winnable deal is under way for (New game, Choose game…
        with Deal only winnable games), or None: Game number… then numbers that game, the player's
        choice, not the one still on the table."""
        search = self._dealer.search if self._dealer is not None and self._dealer.searching() else None
        return None if search is None else (search.game_id, dict(search.options))

    def deal_winnable(self, game_id: str, options: dict[str, Any], **budget: Any) -> None:
        """Look for a winnable deal of ``game_id`` and deal it (see ``WinnableDealer``)."""
        self.dealer.deal_winnable(game_id, options, **budget)

    def finish(self) -> None:
        if self._dealer is not None:
            self._dealer.finish()
        if self.dialog is not None:
            self.dialog.finish()
        self.where.finish()


def install_solver_actions(window: QMainWindow, controller: TableController, settings: QSettings,
                           menu: QMenu, room: TableRoom, undo_actions: tuple[QAction, QAction], say: Say,
                           start: Start, before: QAction | None = None) -> SolverActions:
    """Game → Is this deal winnable?…, Deal only winnable games and Where did it go wrong?…, in the Game
    ``menu`` before ``before`` (its Quit), and the status bar's winnability light."""
    return SolverActions(window, controller, settings, menu, room, undo_actions, say, start, before)
