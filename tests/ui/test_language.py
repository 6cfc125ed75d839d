"""Both languages: switching re-labels the window at once; every text of the window is translated;
game names, rules and the rules' sentences come in the program's language."""

from __future__ import annotations

import random
import re

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from patience_qt.rules import GAMES, Card, Move, Reason, new_game, reason
from patience_qt.ui.dialogs.chooser import ChooseGameDialog
from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from patience_qt.ui.dialogs.statistics_dialog import StatisticsDialog
from patience_qt.ui.text import i18n
from patience_qt.ui.text.reason_sentences import sentence
from patience_qt.ui.window import window_text

CYRILLIC = re.compile(r"[А-Яа-яЁё]")
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")


@pytest.fixture
def english_after():
    yield
    i18n.apply_language("en")
    QApplication.processEvents()


def texts_of(window) -> dict[str, str]:
    """Every visible fixed text of the window: actions in menus and toolbar, menu titles."""
    found = {}
    for menu in (window.game_menu, window.edit_menu, window.settings_menu, window.backs_menu):
        found[f"menu {menu.title()}"] = menu.title()
        for action in menu.actions():
            if action.text():
                found[f"action {action.text()}"] = action.text()
    for action in window.toolbar.actions():
        if action.text():
            found[f"toolbar {action.text()}"] = action.text()
    for action in window.toolbar.actions():  # what a hover shows: tool tip, and the status bar's tip
        for kind, text in (("tip", action.toolTip()), ("status tip", action.statusTip())):
            if text and any(ch.isalpha() for ch in text):
                found[f"{kind} {action.text()}"] = text
    return found


def test_the_language_switch_changes_the_menus_without_a_restart(open_table, english_after):
    table = open_table(new_game("toad", seed=3))
    window = table.window
    assert window.game_menu.title() == "&Game"
    i18n.apply_language("ru")
    QApplication.processEvents()
    assert window.game_menu.title() == "&Игра"
    assert window.settings_menu.title() == "&Настройка"
    assert window.status_labels["number"].text() == "Раскладка № 3"
    assert window.windowTitle().startswith("Жаба #3")
    assert window.banner.buttons[0].text() == "Новая игра"
    i18n.apply_language("en")
    QApplication.processEvents()
    assert window.game_menu.title() == "&Game" and window.status_labels["number"].text() == "Game #3"


def test_through_the_preferences_dialog(open_table, settings, english_after):
    table = open_table(new_game("clock", seed=2))
    window = table.window
    dialog = window.profile_actions.preferences_dialog()
    dialog.language.setCurrentIndex(dialog.language.findData("ru"))
    window.profile_actions.apply(dialog)
    QApplication.processEvents()
    assert settings.value("ui/language") == "ru"
    assert window.game_menu.title() == "&Игра"
    assert dialog.windowTitle() == "Параметры"  # an open dialog re-labels itself too
    dialog.deleteLater()


def test_every_text_of_the_window_is_translated(open_table, english_after):
    table = open_table(new_game("rainbow", seed=1))
    window = table.window
    english = texts_of(window)
    i18n.apply_language("ru")
    QApplication.processEvents()
    QApplication.processEvents()  # the Undo/Redo names follow a moment later
    russian = texts_of(window)
    untranslated = [text for text in russian.values() if not CYRILLIC.search(text)]
    assert untranslated == [], f"not in Russian: {untranslated}"
    assert len(russian) == len(english)


def test_retranslating_an_english_window_changes_nothing(open_table):
    """window_text holds the English of main_window: the two must not drift apart."""
    table = open_table(new_game("village", seed=1))
    window = table.window
    actions = [(a.text(), a.toolTip(), a.statusTip()) for a in window.actions()]
    menus = [m.title() for m in (window.game_menu, window.edit_menu, window.settings_menu, window.backs_menu)]
    window_text.retranslate(window.window_actions, window.window_menus)
    assert [(a.text(), a.toolTip(), a.statusTip()) for a in window.actions()] == actions
    assert [m.title() for m in (window.game_menu, window.edit_menu, window.settings_menu,
                                window.backs_menu)] == menus


def test_qt_standard_buttons_speak_russian(qtbot, english_after):
    i18n.apply_language("ru")
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "Отмена"


def test_the_chooser_shows_names_and_rules_in_the_language(qtbot, english_after):
    i18n.apply_language("ru")
    dialog = ChooseGameDialog("toad")
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Выбор пасьянса"
    text = dialog.browser.toPlainText()
    assert "Жаба" in text and GAMES["toad"].rules_ru.split("\n")[0][:40] in text
    family = dialog.tree.topLevelItem(0)
    names = [family.child(j).text(0) for j in range(family.childCount())]
    assert "Радуга" in names
    assert dialog.tree.topLevelItem(0).text(0) == "Семейство «Радуга»"


def test_preferences_and_statistics_dialogs_in_russian(qtbot, english_after, settings):
    from patience_qt.ui.window.keeper import GameKeeper

    i18n.apply_language("ru")
    preferences = PreferencesDialog(settings, "toad")
    qtbot.addWidget(preferences)
    assert preferences.windowTitle() == "Параметры"
    assert preferences.game.currentText() == "Жаба"
    labels = [widget.text() for widget, _spec in preferences._option_labels]
    assert "Два резерва" in labels
    # what the automatic moves do (play/automove.py, issue 48), said in the language too
    assert preferences.automove.toolTip().startswith("Карта сама уходит на базу, только когда")

    from patience_qt.ui.input.controller import TableController
    from patience_qt.ui.table.card_art import CardArt
    from patience_qt.ui.table.scene import TableScene

    controller = TableController(TableScene(CardArt(1.0)))
    keeper = GameKeeper(controller)
    dialog = StatisticsDialog(keeper)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "Статистика"
    assert dialog.table.horizontalHeaderItem(3).text() == "Доля побед"
    assert dialog.table.item(0, 0).text() == "Радуга"


def illegal_messages(seed: int = 1) -> set[Reason]:
    """Why-not reasons of many illegal moves in every game, along a game played by the baseline policy."""
    from patience_qt.play.families import baseline_policy

    found: set[Reason] = set()
    rng = random.Random(seed)
    for game_id in GAMES:
        for deal in range(1, 4):
            game = new_game(game_id, seed=deal)
            policy = baseline_policy(game_id)
            for _ in range(40):
                piles = list(game.piles)
                legal = game.legal_moves()
                for _ in range(30):
                    src, dst = rng.choice(piles), rng.choice(piles)
                    kind = rng.choice(["move", "move", "move", "step", "turn", "deal", "redeal", "gather"])
                    cards = game.piles[src].cards
                    card = rng.choice(cards) if cards else None
                    move = Move(kind, src, dst, card)
                    if move not in legal:
                        found.add(game.rules.why_illegal(game, move))
                move = policy(game)
                if move is None:
                    break
                game.push(move)
    return found


def test_the_rules_sentences_are_translated(english_after):
    i18n.apply_language("ru")
    messages = illegal_messages()
    assert len(messages) > 300
    untranslated = sorted(str(m) for m in messages if LATIN_WORD.search(sentence(m)))
    assert untranslated == [], f"{len(untranslated)} rules sentences without a Russian template, e.g. " \
                               f"{untranslated[:5]}"
    seven = Card.parse("7S")
    assert sentence(reason("rainbow.not_in_pile", card=seven, pile="reserve2")) == (
        "7♠ нет в месте «резерв 2»."
    )
    assert sentence(reason("rainbow.not_in_pile", card=seven, pile="reserve")) == "7♠ нет в месте «резерв»."
    assert sentence(reason("clock.over.own_pile", card=seven)) == (
        "7♠ открылась в своей же стопке — на этом раскладка окончена.")
    assert sentence(reason("clock.under_its_pile", rank=7)) == "Семёрка кладётся только под стопку семёрок."
    assert sentence(reason("rainbow.foundation_start", rank=7, rank2=5)) == (
        "Семёрка не может начать базу: базы начинают только пятёрки.")


def test_the_english_program_says_the_english_sentence():
    i18n.apply_language("en")
    refused = reason("rainbow.not_in_pile", card=Card.parse("7S"), pile="reserve2")
    assert sentence(refused) == str(refused)


def test_the_table_labels_follow_the_language(open_table, english_after):
    table = open_table(new_game("devils", seed=1))
    label = table.scene.pile_items["pile13"].label
    assert label == "reserve"
    i18n.apply_language("ru")
    QApplication.processEvents()
    assert table.scene.pile_items["pile13"].label == "резерв"


def test_a_long_russian_label_fits_its_place(open_table, english_after):
    from PySide6.QtGui import QFontMetricsF

    table = open_table(new_game("travellers", seed=1), size=(1024, 700))
    i18n.apply_language("ru")
    QApplication.processEvents()
    item = table.scene.pile_items["travellers"]
    assert item.label == "путешественники"
    wide = QFontMetricsF(item.label_font()).horizontalAdvance(item.label)
    assert wide <= item.label_rect().width()  # it showed as «тешественни», its ends cut off


def test_the_shipped_translation_gives_the_russian_plural_forms(english_after):
    i18n.apply_language("ru")
    assert i18n.translation_source() == "qm"
    assert QCoreApplication.translate("MainWindow", "%n moves in {time}.", None, 21) == "21 ход за {time}."
    assert QCoreApplication.translate("MainWindow", "%n moves in {time}.", None, 3) == "3 хода за {time}."
    assert QCoreApplication.translate("MainWindow", "%n moves in {time}.", None, 11) == "11 ходов за {time}."
    i18n.apply_language("en")
    assert QCoreApplication.translate("MainWindow", "%n moves in {time}.", None, 1) == "1 move in {time}."


def test_without_the_compiled_translation_the_program_speaks_english_and_says_so_once(
        monkeypatch, tmp_path, capsys, english_after):
    monkeypatch.setattr(i18n, "translation_file", lambda lang: tmp_path / f"patience_qt_{lang}.qm")
    (tmp_path / "patience_qt_en.qm").write_bytes(i18n.asset_path("translations", "patience_qt_en.qm")
                                                 .read_bytes())
    assert i18n.apply_language("ru") == "en"
    assert i18n.language() == "en"
    assert QCoreApplication.translate("MainWindow", "&Game") == "&Game"
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "warning" in err and "patience_qt_ru.qm" in err
    (tmp_path / "patience_qt_en.qm").write_bytes(b"not a translation")
    assert i18n.apply_language("en") == "en"
    assert i18n.translation_source() == "none"
    assert capsys.readouterr().err.count("\n") == 1


def hint_reasons() -> set[Reason]:
    """Every reason the hints give along games of the Rainbow and Village families played by the hints."""
    from patience_qt.play.hints.ranking import hints

    found: set[Reason] = set()
    for game_id in ("rainbow", "open_shop", "toad", "star", "village", "babette", "carnival"):
        for deal in (1, 2):
            game = new_game(game_id, seed=deal)
            for _ in range(60):
                ranked = hints(game)
                found.update(hint.reason for hint in ranked)
                if not ranked:
                    break
                game.push(ranked[0].move)
    return found


def test_the_hint_reasons_are_translated(qapp, english_after):
    i18n.apply_language("ru")
    reasons = hint_reasons()
    assert len(reasons) > 20
    untranslated = sorted(str(r) for r in reasons if LATIN_WORD.search(sentence(r)))
    assert untranslated == [], f"{len(untranslated)} hint reasons without a Russian template, e.g. " \
                               f"{untranslated[:5]}"
    frees = reason("hint.put_on", card=Card.parse("8S"), pile="waste2").then(
        reason("hint.frees", pile="waste1"))
    assert sentence(frees) == "Положите 8♠ на «сброс 2»: освободится «сброс 1»."


def test_the_banner_follows_the_language(open_table, english_after):
    table = open_table(new_game("new_republican", seed=1))  # the first seven goes under its own pile
    table.click(table.card_pos("pile1"))
    banner = table.window.banner
    assert banner.isVisible() and banner.title.text() == "No moves left"
    i18n.apply_language("ru")
    QApplication.processEvents()
    assert CYRILLIC.search(banner.title.text()) and CYRILLIC.search(banner.detail.text())
    ended = sentence(table.game.rules.over_reason(table.game))
    assert banner.detail.text().startswith(ended + " ") and not LATIN_WORD.search(banner.detail.text())
