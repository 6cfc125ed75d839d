"""The four-colour deck (issue 40): diamonds blue, clubs green, made from the CC0 faces by
tools/make_four_colour_deck.py, chosen under Settings → Preferences… → Card faces, kept apart from the classic
pictures in memory and on disk, sharp at a HiDPI pixel ratio, and in both index sets."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication
from test_card_art import _index_end, _index_foot, render

from patience_qt.rules import new_game
from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from patience_qt.ui.settings.preferences import FACES_KEY, card_faces, read_preferences
from patience_qt.ui.table.card_art import CardArt
from patience_qt.ui.table.face_cache import FaceCache
from patience_qt.ui.text import i18n

ROOT = Path(__file__).resolve().parents[2]
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
FOUR = [f"four_colour/{rank}{suit}" for suit in "DC" for rank in RANKS]
FOUR_RUSSIAN = [f"four_colour_russian/{rank}{suit}" for suit in "DC" for rank in ("J", "Q", "A")]
WIDTH = 120


def hues(image: QImage, box: tuple[int, int, int, int]) -> dict[str, int]:
    """Count the clearly red, blue and green, and the dark, pixels in ``box`` (x0, y0, x1, y1)."""
    counts = {"red": 0, "blue": 0, "green": 0, "dark": 0}
    for y in range(box[1], box[3]):
        for x in range(box[0], box[2]):
            colour = QColor(image.pixel(x, y))
            r, g, b = colour.red(), colour.green(), colour.blue()
            if colour.alpha() < 200:
                continue
            if r > 150 and g < 90 and b < 90:
                counts["red"] += 1
            elif b > 150 and r < 60 and g < 120:
                counts["blue"] += 1
            elif g > 90 and r < 60 and b < 90:
                counts["green"] += 1
            elif r < 60 and g < 60 and b < 60:
                counts["dark"] += 1
    return counts


CORNER = (5, 5, 60, 140)  # the top-left index at 240 x 336, inside the card's black edge


@pytest.fixture
def english_after():
    yield
    i18n.apply_language("en")
    QApplication.processEvents()


def test_the_four_colour_faces_are_the_tool_s_output():
    done = subprocess.run([sys.executable, str(ROOT / "tools" / "make_four_colour_deck.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


@pytest.mark.parametrize("name", FOUR + FOUR_RUSSIAN)
def test_diamonds_are_blue_and_clubs_green_in_their_corner(qapp, name):
    _valid, image = render(name, 240, 336)
    corner = hues(image, CORNER)
    if name.endswith("D"):
        assert corner["blue"] > 300 and corner["red"] == 0, corner
    else:
        assert corner["green"] > 300 and corner["dark"] < 20, corner


@pytest.mark.parametrize("name", FOUR + FOUR_RUSSIAN)
def test_the_large_index_keeps_its_place(qapp, name):
    """Only colours change: the index fits the strips a fan shows as the classic deck's does."""
    from patience_qt.layout import INDEX_H, INDEX_W

    _valid, image = render(name, 240, 336)
    assert 0.15 < _index_end(image) <= INDEX_W
    assert 0.45 < _index_foot(image) <= INDEX_H


def test_the_face_set_names_the_art(qapp, english_after):
    art = CardArt(indices="international", faces="four_colour")
    assert [art.face_name(card) for card in ("QD", "5C", "QH", "AS")] == [
        "four_colour/QD", "four_colour/5C", "QH", "AS"]
    art.set_indices("russian")
    assert [art.face_name(card) for card in ("QD", "AC", "KD", "QH")] == [
        "four_colour_russian/QD", "four_colour_russian/AC", "four_colour/KD", "russian/QH"]
    art.set_faces("nonsense")
    assert art.faces == "classic" and art.face_name("QD") == "russian/QD"


def test_a_picture_of_each_set_is_its_own_in_memory_on_disk_and_at_hidpi(qapp, tmp_path):
    """The disk cache's key holds the face set: a classic 5♦ kept on disk is not shown as a four-colour
    one; at pixel ratio 2 the picture has twice the pixels (sharp, not scaled up)."""
    classic = CardArt(2.0, disk=FaceCache(tmp_path))
    red = classic.face("5D", WIDTH)
    assert (red.width(), red.height()) == (2 * WIDTH, 2 * round(1.4 * WIDTH))
    assert red.devicePixelRatio() == 2.0
    classic.disk.flush()
    four = CardArt(2.0, disk=FaceCache(tmp_path), faces="four_colour")
    blue = four.face("5D", WIDTH)
    four.disk.flush()
    names = sorted(path.name.split("@")[0] for path in tmp_path.rglob("*.png"))
    assert names == ["5D", "four_colour_5D"]
    box = (0, 0, 2 * 30, 2 * 70)
    assert hues(blue.toImage(), box)["blue"] > 100 and hues(blue.toImage(), box)["red"] == 0
    assert hues(red.toImage(), box)["red"] > 100
    again = CardArt(2.0, disk=FaceCache(tmp_path), faces="four_colour").face("5D", WIDTH)  # read back
    assert again.toImage() == blue.toImage()


def test_without_the_four_colour_files_the_nearest_faces_are_shown(qapp, monkeypatch):
    from patience_qt.ui.table import card_art

    real = card_art.load_renderer
    monkeypatch.setattr(card_art, "load_renderer",
                        lambda name: None if name.startswith("four_colour_russian/") else real(name))
    art = CardArt(indices="russian", faces="four_colour")
    assert art.face("QD", WIDTH).toImage() == CardArt(indices="international", faces="four_colour").face(
        "QD", WIDTH).toImage()


def test_the_preference_is_kept_and_a_bad_value_reads_as_classic(qapp, settings):
    assert card_faces(settings) == "classic"
    dialog = PreferencesDialog(settings)
    assert dialog.faces.currentData() == "classic"
    dialog.faces.setCurrentIndex(dialog.faces.findData("four_colour"))
    dialog.save()
    assert settings.value(FACES_KEY) == "four_colour"
    assert read_preferences(settings).card_faces == "four_colour"
    assert PreferencesDialog(settings).faces.currentData() == "four_colour"
    for bad in ("Four", "", 4, True):
        settings.setValue(FACES_KEY, bad)
        assert card_faces(settings) == "classic", bad


def test_the_dialog_names_the_face_sets_in_both_languages(qapp, settings, english_after):
    dialog = PreferencesDialog(settings)
    assert [dialog.faces.itemText(i) for i in range(dialog.faces.count())] == [
        "Classic (two colours)", "Four colours"]
    assert dialog.faces_label.text() == "Card &faces:"
    i18n.apply_language("ru")
    QApplication.processEvents()
    assert [dialog.faces.itemText(i) for i in range(dialog.faces.count())] == [
        "Классическая (два цвета)", "Четырёхцветная"]
    assert dialog.faces_label.text() == "&Колода:"


def test_the_preference_redraws_the_table_at_once(open_table, settings):
    table = open_table(new_game("village", seed=7))
    window, scene = table.window, table.scene
    before = window.view.grab().toImage()
    dialog = window.profile_actions.preferences_dialog()
    dialog.faces.setCurrentIndex(dialog.faces.findData("four_colour"))
    window.profile_actions.apply(dialog)
    assert scene.art.faces == "four_colour"
    QApplication.processEvents()
    after = window.view.grab().toImage()
    assert after != before
    blue = hues(after, (0, 0, after.width(), after.height()))["blue"]
    assert blue > hues(before, (0, 0, before.width(), before.height()))["blue"] + 200
    dialog.deleteLater()
