"""The words on the table beside the piles: named for what they hold, in the one style of the rank plates
(they were small grey lower-case beside the large ranks), in English and Russian."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QFontMetricsF
from PySide6.QtWidgets import QApplication

from patience_qt.layout import layout_for, place_label
from patience_qt.rules import new_game
from patience_qt.ui.text import i18n


def test_devils_kings_set_aside_are_named_for_what_they_hold():
    devils = new_game("devils", seed=1)
    assert place_label(devils, layout_for(devils)["discard"]) == "kings"


@pytest.mark.parametrize("game_id", ["devils", "devils_two_decks", "travellers", "republican"])
def test_every_label_beside_a_pile_has_the_one_style_of_the_rank_plates(open_table, game_id):
    table = open_table(new_game(game_id, seed=1), size=(1024, 700))
    beside = [item for item in table.scene.pile_items.values() if item.label and item.beside]
    words = [item for item in beside if item.is_word()]
    assert words and len(beside) > len(words)  # the rank plates and the words beside them
    styles = {(item.label_font().bold(), item.label_colour().name(QColor.NameFormat.HexArgb))
              for item in beside}
    assert len(styles) == 1
    for item in words:  # "Reserve", "Travellers", "Kings": a name, not a small grey note
        shown = item.shown_label()
        assert shown[0].isupper() and shown[1:] == item.label[1:]
        font = item.label_font()
        assert font.pixelSize() >= 0.2 * item.width
        assert QFontMetricsF(font).horizontalAdvance(shown) <= item.label_rect().width()


def test_the_kings_label_in_russian(open_table):
    table = open_table(new_game("devils", seed=1), size=(1024, 700))
    try:
        i18n.apply_language("ru")
        QApplication.processEvents()
        item = table.scene.pile_items["discard"]
        assert item.label == "короли" and item.shown_label() == "Короли"
    finally:
        i18n.apply_language("en")
        QApplication.processEvents()
