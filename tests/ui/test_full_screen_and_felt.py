"""Settings → Full screen (F11) and the table's colour, both remembered across starts (issue #32 item 11),
and the cards growing with the room the window gives them."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter

from patience_qt.rules import new_game
from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from patience_qt.ui.settings.preferences import FELT_KEY, FULL_SCREEN_KEY, felt, full_screen, read_preferences
from patience_qt.ui.settings.settings_file import value_damage
from patience_qt.ui.table.felt import DEFAULT_FELT, FELTS, felt_colours
from patience_qt.ui.window.help_menu import shortcut_rows
from patience_qt.ui.window.main_window import MainWindow


def felt_pixel(scene) -> tuple[int, int, int]:
    """The colour the background paints in the middle of the table (no card lies there in an empty scene)."""
    image = QImage(40, 40, QImage.Format.Format_RGB32)
    painter = QPainter(image)
    rect = scene.sceneRect()
    centre = rect.center()
    painter.translate(20 - centre.x(), 20 - centre.y())
    scene.drawBackground(painter, QRectF(centre.x() - 20, centre.y() - 20, 40, 40))
    painter.end()
    colour = image.pixelColor(20, 20)
    return colour.red(), colour.green(), colour.blue()


def test_f11_puts_the_window_full_screen_and_the_next_start_remembers(open_table, settings, qtbot):
    window = open_table(new_game("clock", seed=1)).window
    action = window.full_screen.action
    assert action in window.settings_menu.actions()
    assert "F11" in [key.toString() for key in action.shortcuts()]
    assert not action.isChecked() and not window.isFullScreen()
    rows = dict((what, keys) for keys, what in shortcut_rows(window.help_menu.listed))
    assert rows["Full screen"].split(", ")[0] == "F11"  # Help → Keyboard shortcuts lists it
    action.trigger()
    assert window.windowState() & Qt.WindowState.WindowFullScreen and action.isChecked()
    assert full_screen(settings) is True
    again = MainWindow(new_game("clock", seed=1), settings=settings, deal_animation=False)
    qtbot.addWidget(again)
    assert again.windowState() & Qt.WindowState.WindowFullScreen and again.full_screen.action.isChecked()
    again.full_screen.action.trigger()  # F11 again: back to a window, and remembered so
    assert not again.windowState() & Qt.WindowState.WindowFullScreen
    assert settings.value(FULL_SCREEN_KEY) in (False, "false")
    assert full_screen(settings) is False


def test_a_state_the_player_left_full_screen_by_other_means_is_remembered(open_table, settings):
    window = open_table(new_game("clock", seed=1)).window
    window.showFullScreen()
    assert window.full_screen.action.isChecked() and full_screen(settings)
    window.showNormal()
    assert not window.full_screen.action.isChecked() and not full_screen(settings)


def test_the_table_colour_is_chosen_in_preferences_remembered_and_painted(open_table, settings, qtbot):
    table = open_table(new_game("toad", seed=3))
    scene = table.window.scene
    assert scene.felt == DEFAULT_FELT == felt(settings)
    green = felt_pixel(scene)
    dialog = PreferencesDialog(settings, "toad", table.window)
    qtbot.addWidget(dialog)
    assert [dialog.felt.itemData(i) for i in range(dialog.felt.count())] == list(FELTS)
    assert dialog.felt.itemText(dialog.felt.findData("blue")) == "Blue"
    dialog.felt.setCurrentIndex(dialog.felt.findData("blue"))
    dialog.save()
    table.window.profile_actions.apply(dialog)
    assert settings.value(FELT_KEY) == "blue" and read_preferences(settings).felt == "blue"
    assert scene.felt == "blue"
    blue = felt_pixel(scene)
    assert blue != green and blue[2] > blue[1]  # a blue cloth now
    again = MainWindow(new_game("toad", seed=3), settings=settings, deal_animation=False)
    qtbot.addWidget(again)
    assert again.scene.felt == "blue"


def test_every_felt_is_dark_enough_for_white_text_and_a_wrong_name_is_the_default(settings):
    for name in FELTS:
        for colour in felt_colours(name):
            assert colour.lightness() < 150, name
    assert felt_colours("purple") == felt_colours(DEFAULT_FELT)
    settings.setValue(FELT_KEY, "purple")
    assert felt(settings) == DEFAULT_FELT
    assert value_damage(settings) is not None  # a value the program never writes: the file is set aside
    settings.setValue(FELT_KEY, "grey")
    settings.setValue(FULL_SCREEN_KEY, "maybe")
    assert felt(settings) == "grey" and full_screen(settings) is False
    assert value_damage(settings) is not None


def test_the_cards_grow_with_the_window(open_table, qtbot):
    table = open_table(new_game("open_shop", seed=354279887), size=(1024, 700))
    window = table.window
    small = window.scene.card_width
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: window.scene.card_width > small)
    item = table.item("reserve")
    assert item.boundingRect().width() >= window.scene.card_width - 1
