"""Help → Player's guide: the guide, the rules and the screen reader's page as installed with the program,
shown offline, links between them followed in the window, the web left to the browser, in the program's
language (#49 item 3). That a wheel carries them and shows them with no checkout: tests/test_wheel.py."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument

from patience_qt.help_pages import GUIDE, PAGES, RULES, SCREEN_READER, help_dir, help_files, local_targets
from patience_qt.rules import new_game
from patience_qt.ui.text import i18n
from patience_qt.ui.window.help_window import HelpWindow

DOCS = Path(__file__).resolve().parents[2] / "docs"


@pytest.fixture
def english():
    i18n.apply_language("en")
    yield
    i18n.apply_language("en")


def source_name(window: HelpWindow) -> str:
    return Path(window.browser.source().toLocalFile()).name


def test_the_help_menu_opens_the_players_guide(open_table, english) -> None:
    window = open_table(new_game("toad", seed=1)).window
    window.help_menu.guide_action.trigger()
    help_window = window.help_menu.help_window
    assert help_window is not None and help_window.isVisible()
    assert source_name(help_window) == GUIDE
    text = help_window.browser.toPlainText()
    assert text.startswith("Playing Patience Qt") and "At the table" in text


def test_the_pages_pictures_come_from_the_help_folder(qtbot, english) -> None:
    window = HelpWindow()
    qtbot.addWidget(window)
    window.resize(820, 680)
    window.show()
    qtbot.waitExposed(window)
    window.show_page(GUIDE)
    url = window.browser.source().resolved(QUrl("hint.png"))
    image = window.browser.loadResource(QTextDocument.ResourceType.ImageResource.value, url)
    assert not image.isNull() and image.width() <= 1280
    # the picture a link points to is shown on a page of its own
    window.browser.follow(QUrl("where/toad_en.png"))
    assert window.browser.source().toLocalFile().endswith("where/toad_en.png")
    assert "toad_en.png" in window.browser.toHtml()
    alone = window.browser.loadResource(QTextDocument.ResourceType.ImageResource.value,
                                        window.browser.source().resolved(QUrl("toad_en.png.alone")))
    assert not alone.isNull() and image.width() < alone.width() <= window.browser.viewport().width()


def test_links_between_the_pages_are_followed_in_the_window_and_back(qtbot, english) -> None:
    window = HelpWindow()
    qtbot.addWidget(window)
    window.show_page(GUIDE)
    window.browser.follow(QUrl("rules.md"))  # as the guide's first paragraph links it
    assert source_name(window) == RULES
    assert window.browser.toPlainText().startswith("The rules as Patience Qt plays them")
    assert window.back_button.isEnabled()
    window.back_button.click()
    assert source_name(window) == GUIDE
    window.page_buttons[SCREEN_READER].click()
    assert window.browser.toPlainText().startswith("Playing with a screen reader")


def test_a_page_the_help_does_not_carry_is_a_note_not_an_empty_window(qtbot, english) -> None:
    window = HelpWindow()
    qtbot.addWidget(window)
    window.show_page(GUIDE)
    window.browser.follow(QUrl("architecture.md"))
    text = window.browser.toPlainText()
    assert "not part of the help installed with the program" in text and "architecture.md" in text


def test_a_web_link_opens_in_the_browser(qtbot, monkeypatch, english) -> None:
    opened: list[str] = []
    monkeypatch.setattr("patience_qt.ui.window.help_window.QDesktopServices.openUrl",
                        lambda url: opened.append(url.toString()) or True)
    window = HelpWindow()
    qtbot.addWidget(window)
    window.show_page(GUIDE)
    window.browser.follow(QUrl("https://www.me.uk/cards/"))
    assert opened == ["https://www.me.uk/cards/"] and source_name(window) == GUIDE


def test_in_russian_the_guide_is_russian_the_rules_the_programs_own_and_the_window_follows_the_language(
        qtbot) -> None:
    window = HelpWindow()
    qtbot.addWidget(window)
    try:
        i18n.apply_language("ru")
        window.show_page(RULES)
        text = window.browser.toPlainText()
        assert text.startswith("Правила") and "Радуга" in text and "Карнавал" in text
        window.show_page(SCREEN_READER)
        assert source_name(window) == "screen_reader.ru.md"
        assert window.browser.toPlainText().startswith("Игра с экранным диктором")
        window.show_page(GUIDE)
        assert source_name(window) == "playing.ru.md"
        assert window.browser.toPlainText().startswith("Как играть в Patience Qt")
        qtbot.waitUntil(lambda: window.windowTitle() == "Справка Patience Qt")
        # the Russian guide's links to the English rules and to the English guide it translates lead there;
        # an English page shown in Russian says first that it has no Russian version
        window.browser.follow(QUrl("rules.md"))
        assert source_name(window) == RULES
        text = window.browser.toPlainText()
        assert text.startswith("Этой страницы пока нет на вашем языке")
        assert "The rules as Patience Qt plays them" in text
        window.back_button.click()
        window.browser.follow(QUrl("playing.md"))
        assert source_name(window) == GUIDE
        # an English page's link to another page leads to its Russian version
        window.browser.follow(QUrl("screen_reader.md"))
        assert source_name(window) == "screen_reader.ru.md"
        window.back_button.click()
        assert source_name(window) == GUIDE
        i18n.apply_language("en")
        qtbot.waitUntil(lambda: window.windowTitle() == "Patience Qt help")
        assert window.browser.toPlainText().startswith("Playing Patience Qt")  # the same page, in English
    finally:
        i18n.apply_language("en")


def test_the_help_carries_every_picture_its_pages_show() -> None:
    carried = help_files(DOCS)
    assert set(PAGES) <= set(carried)
    for page in (name for name in carried if name.endswith(".md")):
        for target in local_targets((DOCS / page).read_text(encoding="utf-8")):
            assert target.endswith(".md") or target in carried, (page, target)
    assert "hint.png" in carried and "where/toad_en.png" in carried
    assert "playing.ru.md" in carried and "where/toad_ru.png" in carried  # the Russian guide's own picture
    assert "screen_reader.ru.md" in carried
    assert help_dir() == DOCS  # a checkout reads docs/ itself: no second copy in the source
