"""The main window's parts, named and typed, for the modules that add to the window or work for it.

The menus' actions (``profile_actions``, ``solver_actions``, ``help_menu``), the crash handler, the
winnable-deal search, the leave question, the preferences and the window's texts took the window
itself, typed ``Any``, and reached into it by attribute name (its Game menu, its keeper, its status
bar), which no signature and no import showed. The window now hands each of them what it uses: this
record where several need the same bundle, a few typed parameters where one needs little. A part that
is not here is not used from outside the window.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover: the window imports these before it makes its parts
    from collections.abc import Callable

    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction, QActionGroup
    from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

    from .input.controller import TableController
    from .table.banner import Banner
    from .table.scene import TableScene
    from .window.keeper import GameKeeper


class Say(Protocol):
    """A sentence in the status bar, for ``ms`` milliseconds (0: until the next one)."""

    def __call__(self, text: str, ms: int = 0) -> None: ...


class Start(Protocol):
    """Deal a game of ``game_id``: deal number ``seed`` (None: any), variant ``options`` (None: the
    one chosen in the preferences)."""

    def __call__(self, game_id: str, seed: int | None = None,
                 options: dict[str, Any] | None = None) -> None: ...


@dataclass(frozen=True)
class WindowActions:
    """The window's own actions (its menus and toolbar); the menus' other actions are their modules'."""

    new: QAction
    restart: QAction
    choose: QAction
    number: QAction
    rules: QAction
    quit: QAction  # the Game menu's last entry: the actions added to that menu go before it
    undo: QAction
    redo: QAction
    hint: QAction
    autoplay: QAction
    animations: QAction
    automove: QAction


@dataclass(frozen=True)
class WindowMenus:
    game: QMenu
    edit: QMenu
    settings: QMenu
    backs: QMenu
    back_actions: QActionGroup  # one checkable action per card back, in the order of ``card_art.BACKS``
    toolbar: QToolBar


@dataclass(frozen=True)
class WindowParts:
    """What the window's installers use. ``widget`` is the parent of their actions and boxes; they watch
    its events (a change of language, the close)."""

    widget: QMainWindow
    controller: TableController
    settings: QSettings
    keeper: GameKeeper
    scene: TableScene
    actions: WindowActions
    menus: WindowMenus
    say: Say
    start: Start
    may_leave: Callable[[], bool]  # the window's question before a game in progress is given up
    banner: Banner | None = None  # the end-of-game band (Where did it go wrong? adds its button there)
