"""Help → Player's guide…: the player's guide, the rules and the screen reader's page, read from the copy
installed with the program (``help_pages.help_dir``), so that the help needs neither a network nor a
checkout.

A ``QTextBrowser`` shows each page's Markdown (Qt's own reader), its pictures from beside it, and follows
a link to another page of the help in the window, with Back and Forward (from an English page, to the
page's version in the program's language where there is one); a link to the web opens in the browser. A
page the program does not carry (``architecture.md``, which the guide names for developers) is a short
note saying where it is, not an empty window. Each page is shown in the program's language where it has a
version in it (``NAME.ru.md``); the Rules button, in Russian, shows the program's own rules of every game
(the texts of Help → Rules of this game), as ``docs/rules.md`` is written in English only (a link to it
still leads to it); a page with no Russian version is shown in English under a line that says so.
"""

from __future__ import annotations

from html import escape
from pathlib import Path, PurePosixPath
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QTextDocument
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...help_pages import GUIDE, PAGES, RULES, SCREEN_READER, english, help_dir, help_files, translated
from ..text.i18n import language

RULES_OF_THE_PROGRAM = "rules.program.html"  # the rules page made from the program's own rules texts
WEB_SCHEMES = ("http", "https", "mailto")
ALONE = ".alone"  # added to a picture's name where it is shown on a page of its own, as wide as the window
IMAGE = QTextDocument.ResourceType.ImageResource.value
DOCUMENTS = {QTextDocument.ResourceType.UnknownResource.value, QTextDocument.ResourceType.HtmlResource.value,
             QTextDocument.ResourceType.MarkdownResource.value}


def tr(text: str) -> str:
    return QCoreApplication.translate("HelpWindow", text)


def page_titles() -> dict[str, str]:
    return {GUIDE: tr("Playing"), RULES: tr("Rules"), SCREEN_READER: tr("Screen reader")}


def program_rules_html() -> str:
    """Every game's rules as the program shows them (Help → Rules of this game), in its language."""
    from ...rules import GAMES
    from ..dialogs.chooser import rules_html

    intro = tr("The rules of every game, as Help → Rules of this game shows them for the game on the table.")
    return (f"<h1>{escape(tr('Rules'))}</h1><p>{escape(intro)}</p>"
            + "".join(rules_html(info) for info in GAMES.values()))


class HelpBrowser(QTextBrowser):
    """Reads the help's files only: a page or picture of the installed help, or a note where the help has
    no such file."""

    def __init__(self, folder: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.folder = folder
        self.carried = set(help_files(folder))
        self.setOpenLinks(False)  # links are followed by ``follow``: the help's own, or the browser
        self.anchorClicked.connect(self.follow)

    def page_url(self, page: str) -> QUrl:
        """The url of a help page in the program's language (its English text where it has no version)."""
        lang = language()
        if page == RULES and lang != "en" and translated(RULES, lang) not in self.carried:
            return QUrl.fromLocalFile(str(self.folder / RULES_OF_THE_PROGRAM))
        name = translated(page, lang)
        return QUrl.fromLocalFile(str(self.folder / (name if name in self.carried else page)))

    def relative(self, url: QUrl) -> str | None:
        """``url``'s path relative to the help's folder (posix), or None for a file outside it."""
        try:
            return PurePosixPath(Path(url.toLocalFile()).resolve().relative_to(self.folder.resolve())
                                 .as_posix()).as_posix()
        except ValueError:
            return None

    def follow(self, url: QUrl) -> None:
        """A link clicked: the web in the browser; a page of the help here, in the program's language."""
        if url.scheme() in WEB_SCHEMES:
            QDesktopServices.openUrl(url)
            return
        if url.isRelative():
            url = self.source().resolved(url)
        name = self.relative(url)
        here = self.relative(self.source()) if self.source().isLocalFile() else None
        if name is not None and name in PAGES and (here is None or english(here) == here):
            # a link of an English page to another page: its version in the program's language, where
            # there is one (a translated page's links say which language they mean, and are taken as written)
            version = translated(name, language())
            if version in self.carried:
                target = QUrl.fromLocalFile(str(self.folder / version))
                target.setFragment(url.fragment())
                url = target
        self.setSource(url)

    def loadResource(self, kind: Any, url: QUrl) -> Any:  # noqa: N802 (Qt's name)
        kind = int(getattr(kind, "value", kind))
        name = self.relative(url) if url.isLocalFile() else None
        if name == RULES_OF_THE_PROGRAM:
            return program_rules_html()
        if kind == IMAGE and name is not None and name.endswith(ALONE) and name[:-len(ALONE)] in self.carried:
            return self.picture(self.folder / name[:-len(ALONE)], max(200, self.viewport().width() - 40))
        if name is not None and name in self.carried:
            path = self.folder / name
            if path.suffix == ".md":
                return self.page_text(name, path.read_text(encoding="utf-8"))
            if kind == IMAGE:
                return self.picture(path)
            # a picture a link points to: shown on a page of its own, at most as wide as the window (under
            # a name of its own, ``ALONE``: a page's pictures are half as wide, and Qt keeps one per name)
            return f"<p><img src='{escape(path.name + ALONE)}'></p>"
        if kind not in DOCUMENTS:  # a style sheet, or a picture the help does not carry
            return super().loadResource(kind, url)
        shown = name or url.toString()
        missing = tr("This page is not part of the help installed with the program: {page}.")
        where = tr("It is in the docs folder of the program's source code.")
        if shown.endswith(".md"):  # read as Markdown
            return f"{missing.format(page=f'`{shown}`')}\n\n{where}\n"
        return f"<p>{escape(missing.format(page=shown))}</p><p>{escape(where)}</p>"

    def page_text(self, name: str, text: str) -> str:
        """A page's Markdown; an English page shown for want of its version in the program's language
        says so first."""
        lang = language()
        if lang != "en" and english(name) == name and translated(name, lang) not in self.carried:
            note = tr("This page has no version in your language yet: here it is in English.")
            text = f"*{note}*\n\n{text}"
        return text

    def picture(self, path: Path, width: int | None = None) -> QImage:
        """A picture at ``width`` at most, by default half the window's width, so that two side by side fit
        on a page."""
        image = QImage(str(path))
        width = width or max(300, (self.viewport().width() - 60) // 2)
        if image.width() > width:
            image = image.scaledToWidth(width, Qt.TransformationMode.SmoothTransformation)
        return image


class HelpWindow(QDialog):
    """The help pages, a button each, Back and Forward, Close."""

    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("help_window")
        self.resize(820, 680)
        self.browser = HelpBrowser(folder or help_dir(), self)
        self.browser.setObjectName("help")
        self.back_button = QPushButton(self)
        self.forward_button = QPushButton(self)
        self.back_button.clicked.connect(self.browser.backward)
        self.forward_button.clicked.connect(self.browser.forward)
        self.browser.backwardAvailable.connect(self.back_button.setEnabled)
        self.browser.forwardAvailable.connect(self.forward_button.setEnabled)
        self.back_button.setEnabled(False)
        self.forward_button.setEnabled(False)
        self.page_buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout()
        row.addWidget(self.back_button)
        row.addWidget(self.forward_button)
        row.addSpacing(16)
        for page in PAGES:
            button = self.page_buttons[page] = QPushButton(self)
            button.clicked.connect(lambda _checked=False, chosen=page: self.show_page(chosen))
            row.addWidget(button)
        row.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, parent=self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(self.browser, 1)
        layout.addWidget(buttons)
        self.page = GUIDE
        self.retranslate()

    def show_page(self, page: str) -> None:
        """Show one of ``PAGES`` in the program's language."""
        self.page = page
        url = self.browser.page_url(page)
        if url == self.browser.source():
            self.browser.reload()  # the same file, read again: its note or its language may have changed
        else:
            self.browser.setSource(url)
        self.browser.setAccessibleName(self.windowTitle() + ": " + page_titles()[page])

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Patience Qt help"))
        self.back_button.setText(tr("Back"))
        self.forward_button.setText(tr("Forward"))
        for page, title in page_titles().items():
            self.page_buttons[page].setText(title)
        source = self.browser.source()
        current = self.browser.relative(source) if source.isLocalFile() else None
        if current == RULES_OF_THE_PROGRAM:
            self.show_page(RULES)
        elif current is not None and english(current) in PAGES:
            self.show_page(english(current))  # the same page in the new language

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
