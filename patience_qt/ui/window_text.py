"""The main window's fixed texts in the current language, put back on every ``QEvent.LanguageChange``.

``retranslate(window)`` sets the text, tool tip and status tip of the window's own actions, its menu
titles, the toolbar's title and the card back names. The Undo, Redo and Autoplay actions are named by
``play_actions`` when the window has it (they carry the move they undo); the file, statistics and
preferences actions by ``profile_actions``.
The English here is the English of ``main_window``; a test checks that retranslating an English window
changes nothing, so the two cannot drift apart unnoticed.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from .card_art import BACKS

CONTEXT = "MainWindow"

# action attribute -> (text, tip); an empty tip means the text without "&" and "…"
ACTIONS: dict[str, tuple[str, str]] = {
    "new_action": (QT_TRANSLATE_NOOP("MainWindow", "&New game"),
                   QT_TRANSLATE_NOOP("MainWindow", "Deal a new game of the same kind")),
    "restart_action": (QT_TRANSLATE_NOOP("MainWindow", "&Restart"),
                       QT_TRANSLATE_NOOP("MainWindow", "Start this deal again")),
    "choose_action": (QT_TRANSLATE_NOOP("MainWindow", "&Choose game…"),
                      QT_TRANSLATE_NOOP("MainWindow", "Pick one of the fourteen games")),
    "number_action": (QT_TRANSLATE_NOOP("MainWindow", "Game n&umber…"),
                      QT_TRANSLATE_NOOP("MainWindow", "Play a deal by its number")),
    "rules_action": (QT_TRANSLATE_NOOP("MainWindow", "Ru&les of this game…"),
                     QT_TRANSLATE_NOOP("MainWindow", "Read the rules of the game on the table")),
    "quit_action": (QT_TRANSLATE_NOOP("MainWindow", "&Quit"), ""),
    "hint_action": (QT_TRANSLATE_NOOP("MainWindow", "&Hint"),
                    QT_TRANSLATE_NOOP("MainWindow", "Show a move you can make")),
    "animations_action": (QT_TRANSLATE_NOOP("MainWindow", "&Animations"), ""),
    "automove_action": (QT_TRANSLATE_NOOP("MainWindow", "Automatic moves to &foundations"), ""),
}
# named by play_actions (with the move they take back) when the window has it; else plainly here
PLAY_ACTIONS: dict[str, tuple[str, str]] = {
    "undo_action": (QT_TRANSLATE_NOOP("MainWindow", "&Undo"), ""),
    "redo_action": (QT_TRANSLATE_NOOP("MainWindow", "Re&do"), ""),
    "autoplay_action": (QT_TRANSLATE_NOOP("MainWindow", "&Autoplay"),
                        QT_TRANSLATE_NOOP("MainWindow", "Let the computer play on")),
}
# menu attribute -> title
MENUS: dict[str, str] = {
    "game_menu": QT_TRANSLATE_NOOP("MainWindow", "&Game"),
    "edit_menu": QT_TRANSLATE_NOOP("MainWindow", "&Edit"),
    "settings_menu": QT_TRANSLATE_NOOP("MainWindow", "&Settings"),
    "backs_menu": QT_TRANSLATE_NOOP("MainWindow", "Card &back"),
}
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


def retranslate(window: Any) -> None:
    """Put the window's fixed texts in the current language."""
    actions = dict(ACTIONS) if hasattr(window, "play_actions") else {**ACTIONS, **PLAY_ACTIONS}
    for name, (text, tip) in actions.items():
        action = getattr(window, name, None)
        if action is None:
            continue
        action.setText(tr(text))
        action.setStatusTip(tr(tip) if tip else "")
        action.setToolTip(tr(tip) if tip else plain(tr(text)))
    for name, title in MENUS.items():
        menu = getattr(window, name, None)
        if menu is not None:
            menu.setTitle(tr(title))
    toolbar = getattr(window, "toolbar", None)
    if toolbar is not None:
        toolbar.setWindowTitle(tr(TOOLBAR))
    backs = getattr(window, "back_actions", None)
    if backs is not None:
        for title, action in zip(BACKS.values(), backs.actions(), strict=False):
            action.setText(QCoreApplication.translate("CardBack", title))
