"""The Help menu: Rules of this game (F1), Player's guide, Keyboard shortcuts, About Patience Qt.

``install_help_menu(window, actions, profile_actions, solver_actions)`` adds the menu to a main window, moves
the window's Rules of this game action into it (it was under Game, where a player looking for help did
not find it), and names its entries in the current language, again on every language change. The
shortcuts box lists the window's actions (``listed_actions``) by their fixed names ("Undo", never the
step it would take back) with the keys they have now that a keyboard has (so it cannot drift from them),
and the table's keys, which the view handles.
Player's guide opens the help window (``help_window``): the guide, the rules and the screen reader's
page of ``docs/`` as installed with the program, read without a network.
The About box says ``patience_qt.__version__``, the one place the version is written (the package's
metadata is made from it), so a bare checkout knows its version too.
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QObject, Qt
from PySide6.QtGui import QAction, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QMainWindow,
    QMessageBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...help_pages import GUIDE

if TYPE_CHECKING:  # pragma: no cover
    from ..solver.actions import SolverActions
    from ..window_parts import WindowActions
    from .help_window import HelpWindow
    from .profile_actions import ProfileActions

LICENCE = "MIT"
ART_AUTHOR = "Adrian Kennard"
ART_SITE = "https://www.me.uk/cards/"
ART_LICENCE = "CC0 1.0 Universal"

# the keys the table itself takes (the view's keyPressEvent)
TABLE_KEYS = (
    (QT_TRANSLATE_NOOP("HelpMenu", "Tab, arrow keys"),
     QT_TRANSLATE_NOOP("HelpMenu", "Go from card to card (with a card taken up: from place to place)")),
    (QT_TRANSLATE_NOOP("HelpMenu", "Enter"),
     QT_TRANSLATE_NOOP("HelpMenu", "Make the best move of the chosen card, or turn the stock")),
    (QT_TRANSLATE_NOOP("HelpMenu", "Space"),
     QT_TRANSLATE_NOOP("HelpMenu",
                       "Take the chosen card up, to choose where it goes; again to put it there")),
    (QT_TRANSLATE_NOOP("HelpMenu", "Escape"),
     QT_TRANSLATE_NOOP("HelpMenu", "Put a taken-up card back; send the end-of-game band away")),
    (QT_TRANSLATE_NOOP("HelpMenu", "Double click"),
     QT_TRANSLATE_NOOP("HelpMenu", "Send a card to a foundation")),
)


KEYBOARD_WORDS = {"Backspace", "Del", "Delete", "Ins", "Insert", "Space", "Esc", "Tab", "Return", "Enter",
                  "Home", "End", "PgUp", "PgDown"}


def on_a_keyboard(key: str) -> bool:
    """A key sequence's text names keys every keyboard has (Ctrl+Z, F5, Alt+Backspace), not a keyboard's
    special keys that Qt's standard bindings add (Undo, Open, Shift+Save, F14: some desktops bind Undo to
    it, and no ordinary keyboard has it)."""
    last = key.rsplit("+", 1)[-1] if not key.endswith("++") else "+"
    function_key = last[0] == "F" and last[1:].isdigit() and 1 <= int(last[1:]) <= 12  # F13… are no key's
    return len(last) == 1 or function_key or last in KEYBOARD_WORDS


def tr(text: str) -> str:
    return QCoreApplication.translate("HelpMenu", text)


def version() -> str:
    """The program's version (``patience_qt.__version__``)."""
    from ... import __version__

    return __version__


def about_html() -> str:
    """What the About box says: the program, its version and licence, the card art and its licence."""
    lines = [
        f"<h3>Patience Qt {escape(version())}</h3>",
        "<p>" + escape(tr("Fourteen old Russian patience games: the Rainbow, Clock and Village families."))
        + "</p>",
        "<p>" + escape(tr("Licence: {licence}.").format(licence=LICENCE)) + "</p>",
        "<p>" + escape(tr("Card art: the English-pattern playing cards by {author}, dedicated to the public "
                          "domain under {licence}.").format(author=ART_AUTHOR, licence=ART_LICENCE))
        + f" <a href='{ART_SITE}'>{ART_SITE}</a></p>",
    ]
    return "".join(lines)


def listed_actions(own: WindowActions, profile: ProfileActions, solver: SolverActions) -> list[QAction]:
    """The window's actions in the order the shortcuts box lists them (those with a key)."""
    return [own.new, own.restart, own.choose, own.number, own.undo, own.redo, own.hint, own.autoplay,
            own.rules, own.quit, profile.open_action, profile.save_as_action, profile.statistics_action,
            profile.preferences_action, solver.solve_action, solver.where.action]


def shortcut_rows(actions: Sequence[QAction]) -> list[tuple[str, str]]:
    """(keys, what they do) for those of ``actions`` that have keys now, then the table's keys."""
    rows: list[tuple[str, str]] = []
    for action in actions:
        keys = [key.toString(QKeySequence.SequenceFormat.NativeText) for key in action.shortcuts()]
        keys = [key for key in keys if key and on_a_keyboard(key)]
        if keys:
            # the action's fixed name ("Undo"), not its text of the moment ("Undo: redeal"): the icon
            # text is the short name play_actions keeps for the toolbar, else the text without "&"
            name = action.iconText().replace("&", "").replace("…", "").split("\t")[0]
            rows.append((", ".join(keys), name))
    rows += [(tr(keys), tr(what)) for keys, what in TABLE_KEYS]
    return rows


class ShortcutsDialog(QDialog):
    """A small table of keys and what they do, in the current language."""

    def __init__(self, actions: Sequence[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.listed = actions
        self.table = QTableWidget(self)
        self.table.setColumnCount(2)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setWordWrap(True)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
        self.resize(720, 450)
        self.refresh()

    def refresh(self) -> None:
        self.setWindowTitle(tr("Keyboard shortcuts"))
        self.table.setHorizontalHeaderLabels([tr("Keys"), tr("Does")])
        rows = shortcut_rows(self.listed)
        self.table.setRowCount(len(rows))
        for row, (keys, what) in enumerate(rows):
            for column, text in enumerate((keys, what)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                self.table.setItem(row, column, item)
        self.table.resizeRowsToContents()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802
        super().showEvent(event)
        self.table.resizeRowsToContents()  # the wrapped texts' heights, now that the columns are laid out


class HelpMenu(QObject):
    """The Help menu of one main window."""

    def __init__(self, window: QMainWindow, rules_action: QAction, listed: Sequence[QAction]) -> None:
        super().__init__(window)
        self.window = window
        self.listed = listed  # the actions the shortcuts box lists
        self.shortcuts_dialog: ShortcutsDialog | None = None
        self.help_window: HelpWindow | None = None
        self.about_box: QMessageBox | None = None
        self.menu = window.menuBar().addMenu("")
        self.menu.addAction(rules_action)
        self.guide_action = QAction(window)
        self.guide_action.setObjectName("players_guide")
        self.guide_action.triggered.connect(lambda _checked=False: self.show_guide())
        self.menu.addAction(self.guide_action)
        self.shortcuts_action = QAction(window)
        self.shortcuts_action.triggered.connect(lambda _checked=False: self.show_shortcuts())
        self.about_action = QAction(window)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.about_action.triggered.connect(lambda _checked=False: self.show_about())
        self.menu.addAction(self.shortcuts_action)
        self.menu.addSeparator()
        self.menu.addAction(self.about_action)
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.menu.setTitle(tr("&Help"))
        self.guide_action.setText(tr("Player's &guide…"))
        self.guide_action.setStatusTip(tr("How to play, the rules, playing with a screen reader: "
                                          "the help installed with the program"))
        self.shortcuts_action.setText(tr("&Keyboard shortcuts…"))
        self.shortcuts_action.setStatusTip(tr("The keys of the commands and of the table"))
        self.about_action.setText(tr("&About Patience Qt…"))
        self.about_action.setStatusTip(tr("Version, licence and the card art's author"))
        if self.shortcuts_dialog is not None:
            self.shortcuts_dialog.refresh()
        if self.about_box is not None:
            self.about_box.setWindowTitle(tr("About Patience Qt"))
            self.about_box.setText(about_html())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def show_guide(self) -> HelpWindow:
        """The help window, at the player's guide (the window is made when first asked for)."""
        from .help_window import HelpWindow

        if self.help_window is None:
            self.help_window = HelpWindow(self.window)
            self.help_window.show_page(GUIDE)
        self.help_window.show()
        self.help_window.raise_()
        return self.help_window

    def show_shortcuts(self) -> ShortcutsDialog:
        if self.shortcuts_dialog is None:
            self.shortcuts_dialog = ShortcutsDialog(self.listed, self.window)
        else:
            self.shortcuts_dialog.refresh()
        self.shortcuts_dialog.show()
        self.shortcuts_dialog.raise_()
        return self.shortcuts_dialog

    def show_about(self) -> QMessageBox:
        if self.about_box is None:
            box = self.about_box = QMessageBox(self.window)
            box.setTextFormat(Qt.TextFormat.RichText)
            box.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
            box.setStandardButtons(QMessageBox.StandardButton.Close)
            icon = self.window.windowIcon()
            if not icon.isNull():
                box.setIconPixmap(icon.pixmap(64, 64))
        self.about_box.setWindowTitle(tr("About Patience Qt"))
        self.about_box.setText(about_html())
        self.about_box.show()
        self.about_box.raise_()
        return self.about_box


def install_help_menu(window: QMainWindow, actions: WindowActions, profile: ProfileActions,
                      solver: SolverActions) -> HelpMenu:
    """Add the Help menu to a main window (after its other menus, whose actions the shortcuts box lists:
    the window's own ``actions``, and those of the profile's and the solver's)."""
    return HelpMenu(window, actions.rules, listed_actions(actions, profile, solver))
