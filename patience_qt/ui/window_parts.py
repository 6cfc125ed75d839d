"""The shapes of the main window's parts that the modules adding to the window share: its own actions and
menus (two records), and the two callables it hands out, ``Say`` and ``Start``.

Each installer (``install_play_actions``, ``install_profile_actions``, ``install_solver_actions`` …)
takes, as parameters, the parts of the window it uses: the controller, the keeper, the settings, a menu,
an action or two, ``say``. None takes the window's parts whole. This module sits below every room of
``ui/`` and names none of them, not even for the type checker: a part typed by a room's class (the
controller, the keeper, the scene) is typed where it is used, by a module of a room that may import it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # pragma: no cover: the window imports these before it makes its parts
    from PySide6.QtGui import QAction, QActionGroup
    from PySide6.QtWidgets import QMenu, QToolBar


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
