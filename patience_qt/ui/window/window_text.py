"""The main window's fixed texts in the current language, put back on every ``QEvent.LanguageChange``.

``retranslate(actions, menus)`` sets the text, tool tip and status tip of the window's own actions
(``WindowActions``), its menu titles, the toolbar's title and the card back names (``WindowMenus``).
The Undo, Redo and Autoplay actions are named by ``play_actions`` (they carry the move they undo); the
file, statistics and preferences actions by ``profile_actions``.
The English here is the English of ``main_window``; a test checks that retranslating an English window
changes nothing, so the two cannot drift apart unnoticed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..table.card_art import BACKS

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import QMenu

    from ..window_parts import WindowActions, WindowMenus

CONTEXT = "MainWindow"


def action_texts(actions: WindowActions) -> list[tuple[QAction, str, str]]:
    """(action, text, tip) of the window's own actions; an empty tip means the text without "&" and "…"."""
    return [
        (actions.new, QT_TRANSLATE_NOOP("MainWindow", "&New game"),
         QT_TRANSLATE_NOOP("MainWindow", "Deal a new game of the same kind")),
        (actions.restart, QT_TRANSLATE_NOOP("MainWindow", "&Restart"),
         QT_TRANSLATE_NOOP("MainWindow", "Start this deal again")),
        (actions.choose, QT_TRANSLATE_NOOP("MainWindow", "&Choose game…"),
         QT_TRANSLATE_NOOP("MainWindow", "Pick one of the fourteen games")),
        (actions.number, QT_TRANSLATE_NOOP("MainWindow", "Game n&umber…"),
         QT_TRANSLATE_NOOP("MainWindow", "Play a deal by its number")),
        (actions.rules, QT_TRANSLATE_NOOP("MainWindow", "Ru&les of this game…"),
         QT_TRANSLATE_NOOP("MainWindow", "Read the rules of the game on the table")),
        (actions.quit, QT_TRANSLATE_NOOP("MainWindow", "&Quit"), ""),
        (actions.hint, QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
         QT_TRANSLATE_NOOP("MainWindow", "Show a move you can make")),
        (actions.animations, QT_TRANSLATE_NOOP("MainWindow", "&Animations"), ""),
        (actions.automove, QT_TRANSLATE_NOOP("MainWindow", "Automatic moves to &foundations"), ""),
    ]


def play_action_texts(actions: WindowActions) -> list[tuple[QAction, str, str]]:
    """Undo, Redo and Autoplay as they are named when no ``play_actions`` names them (with the move they
    take back)."""
    return [
        (actions.undo, QT_TRANSLATE_NOOP("MainWindow", "&Undo"), ""),
        (actions.redo, QT_TRANSLATE_NOOP("MainWindow", "Re&do"), ""),
        (actions.autoplay, QT_TRANSLATE_NOOP("MainWindow", "&Autoplay"),
         QT_TRANSLATE_NOOP("MainWindow", "Let the computer play on")),
    ]


def menu_titles(menus: WindowMenus) -> list[tuple[QMenu, str]]:
    return [
        (menus.game, QT_TRANSLATE_NOOP("MainWindow", "&Game")),
        (menus.edit, QT_TRANSLATE_NOOP("MainWindow", "&Edit")),
        (menus.settings, QT_TRANSLATE_NOOP("MainWindow", "&Settings")),
        (menus.backs, QT_TRANSLATE_NOOP("MainWindow", "Card &back")),
    ]


TOOLBAR = QT_TRANSLATE_NOOP("MainWindow", "Main")
BACK_NAMES = (  # the names of card_art.BACKS, for the translation files
    QT_TRANSLATE_NOOP("CardBack", "Blue"),
    QT_TRANSLATE_NOOP("CardBack", "Red"),
    QT_TRANSLATE_NOOP("CardBack", "Classic"),
)


def tr(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def plain(text: str) -> str:
    """An action's text as a tool tip: no mnemonic "&", no "…"."""
    return text.replace("&", "").replace("…", "")


def retranslate(actions: WindowActions, menus: WindowMenus, play_actions_named: bool = True) -> None:
    """Put the window's fixed texts in the current language (Undo, Redo and Autoplay too, unless
    ``play_actions`` names them)."""
    texts = action_texts(actions) + ([] if play_actions_named else play_action_texts(actions))
    for action, text, tip in texts:
        action.setText(tr(text))
        action.setStatusTip(tr(tip) if tip else "")
        action.setToolTip(tr(tip) if tip else plain(tr(text)))
    for menu, title in menu_titles(menus):
        menu.setTitle(tr(title))
    menus.toolbar.setWindowTitle(tr(TOOLBAR))
    for title, action in zip(BACKS.values(), menus.back_actions.actions(), strict=False):
        action.setText(QCoreApplication.translate("CardBack", title))
