"""Russian card indices: В, Д, К, Т in the faces' corners when the program speaks Russian, or as chosen
(Settings → Preferences… → Card indices), kept in QSettings; the table redraws at once on a change."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from patience_qt.assets import asset_path
from patience_qt.rules import new_game
from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from patience_qt.ui.settings.preferences import INDICES_KEY, card_indices, read_preferences
from patience_qt.ui.table.card_art import CardArt, card_height
from patience_qt.ui.text import i18n

WIDTH = 120


@pytest.fixture
def english_after():
    yield
    i18n.apply_language("en")
    QApplication.processEvents()


def image(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def svg_face(name: str) -> QImage:
    """The art file drawn as CardArt draws it (white, clipped to the rounded card, a hairline edge)."""
    from patience_qt.ui.table import card_art

    height = round(card_height(WIDTH))
    picture = QImage(WIDTH, height, QImage.Format.Format_ARGB32)
    picture.fill(Qt.GlobalColor.transparent)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    rect = QRectF(0, 0, WIDTH, height)
    path = card_art.rounded_path(rect.adjusted(0.5, 0.5, -0.5, -0.5), WIDTH)
    painter.setClipPath(path)
    painter.fillPath(path, Qt.GlobalColor.white)
    QSvgRenderer(str(asset_path("cards", f"{name}.svg"))).render(painter, rect)
    painter.setClipping(False)
    from PySide6.QtGui import QColor, QPen

    painter.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
    painter.drawPath(path)
    painter.end()
    return picture


def test_the_russian_preference_changes_the_art_of_a_queen(qapp, english_after):
    i18n.apply_language("en")
    international, russian = CardArt(indices="international"), CardArt(indices="russian")
    queen_int, queen_ru = image(international.face("QH", WIDTH)), image(russian.face("QH", WIDTH))
    assert queen_int != queen_ru
    assert queen_ru == svg_face("russian/QH")
    assert queen_int == svg_face("QH")
    # The king is a К in both alphabets: one face; numbers are the same too.
    assert image(international.face("KS", WIDTH)) == image(russian.face("KS", WIDTH))
    assert image(international.face("10D", WIDTH)) == image(russian.face("10D", WIDTH))


@pytest.mark.parametrize("lang, russian", [("ru", True), ("en", False)])
def test_the_default_follows_the_language(qapp, english_after, lang, russian):
    i18n.apply_language(lang)
    art = CardArt()  # the preference's default: as the language
    assert art.indices == "language" and art.russian_indices() is russian
    expected = svg_face("russian/AS" if russian else "AS")
    assert image(art.face("AS", WIDTH)) == expected
    # an explicit choice wins over the language
    art.set_indices("international" if russian else "russian")
    assert image(art.face("AS", WIDTH)) != expected


def test_the_preference_is_kept_and_a_bad_value_reads_as_the_default(qapp, settings):
    assert card_indices(settings) == "language"
    dialog = PreferencesDialog(settings)
    assert dialog.indices.currentData() == "language"
    dialog.indices.setCurrentIndex(dialog.indices.findData("russian"))
    dialog.save()
    assert settings.value(INDICES_KEY) == "russian"
    assert card_indices(settings) == "russian" and read_preferences(settings).card_indices == "russian"
    assert PreferencesDialog(settings).indices.currentData() == "russian"  # shown as kept
    for bad in ("Russian", "ru", "", "1", 3, True, ["russian"]):
        settings.setValue(INDICES_KEY, bad)
        assert card_indices(settings) == "language", bad
        assert PreferencesDialog(settings).indices.currentData() == "language"
    settings.setValue(INDICES_KEY, "international")
    assert card_indices(settings) == "international"


def test_the_dialog_names_the_choice_in_both_languages(qapp, settings, english_after):
    dialog = PreferencesDialog(settings)
    texts = [dialog.indices.itemText(index) for index in range(dialog.indices.count())]
    assert texts == ["As the program's language", "Russian (В, Д, К, Т)", "International (J, Q, K, A)"]
    i18n.apply_language("ru")
    QApplication.processEvents()
    assert dialog.indices_label.text() == "&Индексы карт:"
    assert dialog.indices.itemText(1).startswith("Русские")


def labels(scene) -> dict[str, str]:
    return {pile_id: item.label for pile_id, item in scene.pile_items.items()}


def painted_faces(scene, monkeypatch) -> list[str]:
    """Spy: the cards the scene asks to repaint."""
    asked: list[str] = []
    for item in scene.card_items:
        monkeypatch.setattr(item, "update", lambda *args, card=str(item.card): asked.append(card))
    return asked


def test_the_preference_redraws_the_table_at_once(open_table, settings, monkeypatch, english_after):
    table = open_table(new_game("toad", seed=1))
    window, scene = table.window, table.scene
    assert not scene.art.russian_indices()
    before = window.view.grab().toImage()
    asked = painted_faces(scene, monkeypatch)
    dialog = window.profile_actions.preferences_dialog()
    dialog.indices.setCurrentIndex(dialog.indices.findData("russian"))
    window.profile_actions.apply(dialog)
    assert settings.value(INDICES_KEY) == "russian"
    assert scene.art.russian_indices()
    assert {"AC", "JS"} <= set(asked)  # face-up ace and jack on the table are repainted
    monkeypatch.undo()
    assert window.view.grab().toImage() != before
    dialog.deleteLater()


def test_switching_the_language_redraws_faces_and_rank_labels(open_table, monkeypatch, english_after):
    table = open_table(new_game("clock", seed=1))
    scene = table.scene
    english = labels(scene)
    assert english["pile1"] == "A" and english["pile11"] == "J" and english["pile12"] == "Q"
    asked = painted_faces(scene, monkeypatch)
    i18n.apply_language("ru")  # the preference says: as the language
    QApplication.processEvents()
    assert scene.art.russian_indices()
    assert len(asked) == len(scene.card_items)
    russian = labels(scene)
    assert (russian["pile1"], russian["pile11"], russian["pile12"], russian["pile13"]) == ("Т", "В", "Д", "К")
    assert russian["pile10"] == "10"
    i18n.apply_language("en")
    QApplication.processEvents()
    assert labels(scene) == english


def test_without_the_russian_files_the_deck_s_own_faces_are_shown(qapp, monkeypatch):
    """A broken install that lost resources/cards/russian still shows the deck's art, not plain faces."""
    from patience_qt.ui.table import card_art

    real = card_art.load_renderer
    monkeypatch.setattr(card_art, "load_renderer",
                        lambda name: None if name.startswith("russian/") else real(name))
    art = CardArt(indices="russian")
    assert image(art.face("QH", WIDTH)) == svg_face("QH")


def test_the_words_name_a_card_as_the_faces_show_it(qapp):
    """A Russian program with Russian faces says В♠, not J♠ (the table shows В♠); International faces
    keep J♠ in any language."""
    from patience_qt.rules import Card
    from patience_qt.ui.table.card_art import CardArt
    from patience_qt.ui.text import i18n
    from patience_qt.ui.text.card_names import card_name

    jack = Card.parse("JS")
    try:
        i18n.apply_language("ru")
        CardArt(indices="language")
        assert card_name(jack) == "В♠" and card_name(Card.parse("10H")) == "10♥"
        CardArt(indices="international")
        assert card_name(jack) == "J♠"
        i18n.apply_language("en")
        CardArt(indices="russian")
        assert card_name(jack) == "В♠"
        CardArt(indices="language")
        assert card_name(jack) == "J♠"
    finally:
        i18n.apply_language("en")
        CardArt()
