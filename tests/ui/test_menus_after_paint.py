"""The program builds the Help menu after the table's first paint (``MainWindow(menus_later=True)``): the
menus are all there once the table is up, and every shortcut works from the start, before it too."""

from __future__ import annotations

from PySide6.QtTest import QTest

from patience_qt.rules import new_game
from patience_qt.ui.window.main_window import MainWindow


def titles(window: MainWindow) -> list[str]:
    return [action.text().replace("&", "") for action in window.menuBar().actions()]


def started(qtbot, settings) -> MainWindow:
    window = MainWindow(new_game("toad", seed=3), settings=settings, deal_animation=False, menus_later=True)
    qtbot.addWidget(window)
    assert window.help_menu is None  # not before the table is painted
    with qtbot.waitActive(window):  # shortcuts go to the active window
        window.show()
        window.activateWindow()
    return window


def test_the_menus_are_there_once_the_table_is_up(qtbot, settings):
    window = started(qtbot, settings)
    qtbot.waitUntil(lambda: window.help_menu is not None)
    menus = titles(window)
    assert menus[:3] == ["Game", "Edit", "Settings"] and menus[-1] == "Help"
    entries = [action.text().replace("&", "") for action in window.help_menu.menu.actions()]
    assert [entry for entry in entries if entry] == [
        "Rules of this game…", "Player's guide…", "Keyboard shortcuts…", "About Patience Qt…"]
    window.finish_menus()  # once only
    assert titles(window) == menus


def press(window: MainWindow, action) -> None:
    keys = action.shortcut()
    QTest.keyClick(window.view, keys[0].key(), keys[0].keyboardModifiers())


def test_the_shortcuts_work_right_after_the_start(qtbot, settings):
    window = started(qtbot, settings)
    controller = window.controller
    assert controller.play(controller.game.legal_moves()[0])
    assert len(controller.game.moves) == 1
    press(window, window.undo_action)  # Ctrl+Z, as the table comes up
    qtbot.waitUntil(lambda: len(controller.game.moves) == 0)
    press(window, window.redo_action)
    qtbot.waitUntil(lambda: len(controller.game.moves) == 1)
    qtbot.waitUntil(lambda: window.help_menu is not None)
    press(window, window.undo_action)  # and once the menus are built
    qtbot.waitUntil(lambda: len(controller.game.moves) == 0)
    press(window, window.rules_action)  # F1: the rules box
    qtbot.waitUntil(lambda: window.rules_box is not None and window.rules_box.isVisible())
    window.rules_box.close()


def test_a_window_made_without_the_flag_has_its_menus_at_once(qtbot, settings):
    window = MainWindow(new_game("toad", seed=3), settings=settings, deal_animation=False)
    qtbot.addWidget(window)
    assert window.help_menu is not None
    assert titles(window)[-1] == "Help"
