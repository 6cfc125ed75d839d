"""The Help menu: Rules of this game (F1), Player's guide, Keyboard shortcuts, About (version, licence,
the card art)."""

from __future__ import annotations

from importlib import metadata

from PySide6.QtGui import QKeySequence

from patience_qt import __version__
from patience_qt.rules import new_game
from patience_qt.ui.window.help_menu import on_a_keyboard, shortcut_rows
from patience_qt.ui.window.play_actions import describe_move


def texts(menu) -> list[str]:
    return [action.text().replace("&", "") for action in menu.actions() if not action.isSeparator()]


def test_the_help_menu_holds_the_rules_the_shortcuts_and_about(open_table):
    window = open_table(new_game("clock", seed=1)).window
    menus = [action.text().replace("&", "") for action in window.menuBar().actions()]
    assert menus[-1] == "Help"
    help_menu = window.help_menu.menu
    assert texts(help_menu) == ["Rules of this game…", "Player's guide…", "Keyboard shortcuts…",
                                "About Patience Qt…"]
    assert window.rules_action.shortcut().toString() == "F1"
    assert window.rules_action not in window.game_menu.actions()
    window.help_menu.shortcuts_action.trigger()
    assert window.help_menu.shortcuts_dialog.isVisible()


def test_the_shortcuts_box_lists_the_keys_the_actions_have(open_table):
    window = open_table(new_game("clock", seed=1)).window
    rows = dict((what, keys) for keys, what in shortcut_rows(window.help_menu.listed))
    assert rows["Rules of this game"] == "F1" and rows["Restart"] == "F5" and rows["Hint"] == "H"
    assert "Ctrl+Z" in rows["Undo"].split(", ")
    assert rows["Where did it go wrong?"] == "Ctrl+Shift+W"  # the end band's button has a key too
    assert "Enter" in [keys for keys, _what in shortcut_rows(window.help_menu.listed)]
    table = window.help_menu.show_shortcuts().table
    shown = [table.item(row, 0).text() for row in range(table.rowCount())]
    assert "F1" in shown and "Ctrl+G" in shown


def test_a_keyboards_special_keys_are_left_out():
    assert on_a_keyboard("Ctrl+Z") and on_a_keyboard("F5") and on_a_keyboard("Alt+Backspace")
    assert on_a_keyboard("Ctrl++") and on_a_keyboard("Ctrl+,")
    assert not on_a_keyboard("Undo") and not on_a_keyboard("Shift+Save")


def test_about_says_the_version_the_licence_and_the_card_arts_author_and_licence(open_table):
    window = open_table(new_game("clock", seed=1)).window
    window.help_menu.about_action.trigger()
    box = window.help_menu.about_box
    assert box.isVisible() and box.windowTitle() == "About Patience Qt"
    text = box.text()
    assert f"Patience Qt {__version__}" in text
    assert "MIT" in text and "Adrian Kennard" in text and "CC0 1.0 Universal" in text


def test_the_installed_metadata_says_the_packages_own_version():
    """One source: pyproject.toml's dynamic version is read from patience_qt.__version__."""
    assert metadata.version("patience-qt") == __version__


def test_the_shortcuts_box_names_each_action_by_its_fixed_name_and_no_key_a_keyboard_lacks(open_table):
    """Issue #32: it read "Ctrl+Z, F14 — Undo: redeal", the live menu text and a key no keyboard has."""
    table = open_table(new_game("rainbow", seed=1))
    window = table.window
    game = window.controller.session.game
    turn = next(move for move in game.legal_moves() if move.kind in ("turn", "deal", "move"))
    window.controller.play(turn)
    table.settle()
    assert window.undo_action.text().replace("&", "").startswith("Undo: ")
    window.undo_action.setShortcuts([*window.undo_action.shortcuts(), QKeySequence("F14")])
    rows = shortcut_rows(window.help_menu.listed)
    names = [what for _keys, what in rows]
    step = describe_move(turn)
    assert "Undo" in names and "Redo" in names and not any(step in name for name in names[:8])
    assert not any(name.startswith(("Undo:", "Redo:")) for name in names)
    assert not any("F14" in keys for keys, _what in rows)
    keys = dict((what, keys) for keys, what in rows)["Undo"].split(", ")
    assert "Ctrl+Z" in keys and "F14" not in keys
    assert not on_a_keyboard("F14") and not on_a_keyboard("Shift+F13") and on_a_keyboard("F12")
