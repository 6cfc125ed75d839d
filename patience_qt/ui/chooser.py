"""Choose game…: the fourteen games by family, each with its rules text (English and Russian) and
its variant options."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QSplitter,
    QTextBrowser,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..rules import GAMES, GameInfo

FAMILY_NAMES = {
    "rainbow": "Rainbow family — Радуга",
    "clock": "Clock family — С квартиры на квартиру",
    "village": "Village family — Деревенский",
}
ID_ROLE = Qt.ItemDataRole.UserRole


def rules_html(info: GameInfo) -> str:
    """The rules text of a game for the browser pane, English then Russian."""
    def paragraphs(text: str) -> str:
        from html import escape

        return "".join(f"<p>{escape(part)}</p>" for part in text.split("\n") if part.strip())

    english = paragraphs(info.rules_en) or "<p><i>The rules text is not available.</i></p>"
    russian = paragraphs(info.rules_ru)
    html = f"<h2>{info.name_en}</h2>{english}"
    if russian:
        html += f"<hr><h2>{info.name_ru}</h2>{russian}"
    return html


class ChooseGameDialog(QDialog):
    def __init__(self, current: str | None = None, options: dict[str, Any] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Choose a game")
        self.resize(1000, 600)
        self.tree = QTreeWidget(self)
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        self.options_box = QWidget(self)
        self.options_form = QFormLayout(self.options_box)
        self._option_widgets: dict[str, QWidget] = {}
        self._given_options = dict(options or {}) if current else {}
        self._current_for_options = current

        first: QTreeWidgetItem | None = None
        for family, title in FAMILY_NAMES.items():
            group = QTreeWidgetItem(self.tree, [title])
            group.setFlags(Qt.ItemFlag.ItemIsEnabled)
            group.setExpanded(True)
            for info in GAMES.values():
                if info.family != family:
                    continue
                item = QTreeWidgetItem(group, [f"{info.name_en} — {info.name_ru}"])
                item.setData(0, ID_ROLE, info.id)
                if first is None or info.id == current:
                    first = item
        self.tree.currentItemChanged.connect(self._show)
        self.tree.itemDoubleClicked.connect(lambda item, _column: item.data(0, ID_ROLE) and self.accept())

        right = QWidget(self)
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.browser, 1)
        right_layout.addWidget(self.options_box)
        splitter = QSplitter(self)
        splitter.addWidget(self.tree)
        splitter.addWidget(right)
        splitter.setSizes([400, 600])
        standard = QDialogButtonBox.StandardButton
        buttons = QDialogButtonBox(standard.Ok | standard.Cancel, parent=self)
        buttons.button(standard.Ok).setText("Play")
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
            return
        info = GAMES[game_id]
        self.browser.setHtml(rules_html(info))
        given = self._given_options if game_id == self._current_for_options else {}
        for name, spec in info.options.items():
            value = given.get(name, spec.default)
            if isinstance(spec.default, bool):
                widget: QWidget = QCheckBox(spec.label_en, self.options_box)
                widget.setChecked(bool(value))
                self.options_form.addRow(widget)
            else:
                combo = QComboBox(self.options_box)
                for choice in spec.choices:
                    combo.addItem(str(choice), choice)
                combo.setCurrentIndex(max(0, combo.findData(value)))
                widget = combo
                self.options_form.addRow(spec.label_en, combo)
            self._option_widgets[name] = widget
