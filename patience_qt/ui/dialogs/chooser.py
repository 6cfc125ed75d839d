"""Choose game…: the fourteen games by family, each with its rules text in the program's language (the
name in the other language under the title) and its variant options."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rules import GAMES, GameInfo
from ...rules.catalog import FAMILIES
from ..text.family_words import FAMILIES as UI_FAMILIES
from ..text.i18n import game_name, language, option_label, rules_text
from .chooser_odds import odds_text

ID_ROLE = Qt.ItemDataRole.UserRole


def rules_html(info: GameInfo) -> str:
    """The rules text of a game for the browser pane in the program's language; under the title, the
    game's name in the other language (the Russian name is the game's own)."""
    from html import escape

    def paragraphs(text: str) -> str:
        return "".join(f"<p>{escape(part)}</p>" for part in text.split("\n") if part.strip())

    missing = QCoreApplication.translate("ChooseGameDialog", "The rules text is not available.")
    body = paragraphs(rules_text(info)) or f"<p><i>{escape(missing)}</i></p>"
    other = info.name_en if language() == "ru" else info.name_ru
    return (f"<h2>{escape(game_name(info))}</h2><p style='color: gray; margin-top: -6px'>{escape(other)}</p>"
            f"{body}")


class ChooseGameDialog(QDialog):
    def __init__(self, current: str | None = None, options: dict[str, Any] | None = None,
                 parent: QWidget | None = None,
                 preset: Callable[[str], dict[str, Any]] | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Choose a game"))
        self._preset = preset  # a game's options to show first (the preferences), when not the current game
        self.resize(1000, 600)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.tree.setAccessibleName(self.tr("Games"))  # what a screen reader calls them
        self.browser.setAccessibleName(self.tr("Rules of the game"))
        self.odds = QLabel(self)  # the solver's odds for the game and variant shown
        self.odds.setWordWrap(True)
        self.options_box = QWidget(self)
        self.options_form = QFormLayout(self.options_box)
        self._option_widgets: dict[str, QWidget] = {}
        self._given_options = dict(options or {}) if current else {}
        self._current_for_options = current

        first: QTreeWidgetItem | None = None
        for family in FAMILIES:
            group = QTreeWidgetItem(self.tree, [self.tr(UI_FAMILIES[family].title)])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group.setExpanded(True)
            for info in GAMES.values():
                if info.family != family:
                    continue
                item = QTreeWidgetItem(group, [game_name(info)])
                item.setData(0, ID_ROLE, info.id)
                if first is None or info.id == current:
                    first = item
        self.tree.currentItemChanged.connect(self._show)
        self.tree.itemDoubleClicked.connect(lambda item, _column: item.data(0, ID_ROLE) and self.accept())

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.browser, 1)
        right_layout.addWidget(self.odds)
        right_layout.addWidget(self.options_box)
        splitter = QSplitter(self)
        splitter.addWidget(self.tree)
        splitter.addWidget(right)
        splitter.setSizes([400, 600])
        standard = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(standard.Ok | standard.Cancel, parent=self)
        buttons.button(standard.Ok).setText(self.tr("&Play"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(splitter)
        layout.addLayout(row, 1)
        layout.addWidget(buttons)
        if first is not None:
            self.tree.setCurrentItem(first)

    def game_id(self) -> str | None:
        item = self.tree.currentItem()
        value = item.data(0, ID_ROLE) if item is not None else None
        return value if isinstance(value, str) else None

    def options(self) -> dict[str, Any]:
        chosen: dict[str, Any] = {}
        for name, widget in self._option_widgets.items():
            if isinstance(widget, QCheckBox):
                chosen[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                chosen[name] = widget.currentData()
        return chosen

    def _show(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None = None) -> None:
        game_id = item.data(0, ID_ROLE) if item is not None else None
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets = {}
        if not isinstance(game_id, str):
            self.browser.clear()
            self.odds.clear()
            return
        info = GAMES[game_id]
        self.browser.setHtml(rules_html(info))
        if game_id == self._current_for_options:
            given = self._given_options
        else:
            given = self._preset(game_id) if self._preset is not None else {}
        for name, spec in info.options.items():
            value = given.get(name, spec.default)
            if isinstance(spec.default, bool):
                widget: QWidget = QCheckBox(option_label(spec), self.options_box)
                widget.setChecked(bool(value))
                widget.toggled.connect(self._show_odds)
                self.options_form.addRow(widget)
            else:
                combo = QComboBox(self.options_box)
                for choice in spec.choices:
                    combo.addItem(str(choice), choice)
                combo.setCurrentIndex(max(0, combo.findData(value)))
                combo.currentIndexChanged.connect(self._show_odds)
                widget = combo
                self.options_form.addRow(option_label(spec), combo)
            self._option_widgets[name] = widget
        self._show_odds()

    def _show_odds(self, *_args: object) -> None:
        game_id = self.game_id()
        self.odds.setText(odds_text(game_id, self.options()) if game_id else "")
