"""Preferences: what the player chose, kept in ``QSettings``, and the dialog under Settings → Preferences….

Keys (a QSettings file or the system's store; tests pass an INI file):

* ``ui/language``: ``system`` (default), ``en`` or ``ru``;
* ``table/automove``: automatic moves to the foundations (true/false);
* ``table/animations`` and ``table/animation_speed``: animations on/off (the Settings menu's switch)
  and their speed, ``fast``, ``normal`` or ``slow``; the dialog's ``off`` clears the switch;
* ``table/back``: the card back (an art name of ``card_art.BACKS``);
* ``options/GAME/NAME``: a game's variant option; new deals of that game use it (unknown or invalid
  values are ignored, so a hand-edited file cannot break a deal).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..rules import GAMES
from .card_art import BACKS, DEFAULT_BACK
from .i18n import CHOICES, SETTINGS_KEY, game_name, option_label

SPEEDS = ("off", "fast", "normal", "slow")
SPEED_FACTOR = {"fast": 0.5, "normal": 1.0, "slow": 1.8}  # times the normal durations (150–250 ms)


def _bool(value: object, default: bool) -> bool:
    if value is None:
        return default
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return bool(value)


# -- reading and writing -------------------------------------------------------------------------------
def language_choice(settings: QSettings) -> str:
    value = settings.value(SETTINGS_KEY, "system")
    return value if isinstance(value, str) and value in CHOICES else "system"


def automove(settings: QSettings) -> bool:
    return _bool(settings.value("table/automove"), True)


def animation_speed(settings: QSettings) -> str:
    """``off``, ``fast``, ``normal`` or ``slow``."""
    if not _bool(settings.value("table/animations"), True):
        return "off"
    speed = settings.value("table/animation_speed", "normal")
    return speed if isinstance(speed, str) and speed in SPEED_FACTOR else "normal"


def set_animation_speed(settings: QSettings, speed: str) -> None:
    settings.setValue("table/animations", speed != "off")
    if speed in SPEED_FACTOR:
        settings.setValue("table/animation_speed", speed)


def card_back(settings: QSettings) -> str:
    back = settings.value("table/back", DEFAULT_BACK)
    return back if isinstance(back, str) and back in BACKS else DEFAULT_BACK


def game_options(settings: QSettings, game_id: str) -> dict[str, Any]:
    """The variant options chosen for a game (only valid ones; defaults are left out of nothing)."""
    info = GAMES.get(game_id)
    if info is None:
        return {}
    chosen: dict[str, Any] = {}
    for name, spec in info.options.items():
        raw = settings.value(f"options/{game_id}/{name}")
        if raw is None:
            continue
        try:
            if isinstance(spec.default, bool):
                if isinstance(raw, str) and raw.strip().lower() not in ("true", "false", "1", "0"):
                    continue
                value: Any = _bool(raw, spec.default)
            else:
                value = type(spec.default)(raw)
            chosen[name] = spec.check(value)
        except (TypeError, ValueError):
            continue
    return chosen


def set_game_options(settings: QSettings, game_id: str, options: dict[str, Any]) -> None:
    info = GAMES.get(game_id)
    if info is None:
        return
    for name, value in info.resolve_options(options).items():
        settings.setValue(f"options/{game_id}/{name}", value)


# -- putting them to work ------------------------------------------------------------------------------
def apply_to_window(window: Any) -> None:
    """Make the window follow the settings: automatic moves, animation speed, card back (not the language)."""
    settings = window.settings
    controller = window.controller
    speed = animation_speed(settings)
    controller.animate = speed != "off"
    animator = controller.animator
    animator.speed = SPEED_FACTOR.get(speed, 1.0)
    controller.automove = automove(settings)
    window.animations_action.setChecked(controller.animate)
    window.automove_action.setChecked(controller.automove)
    back = card_back(settings)
    if back != window.scene.art.back_name:
        window.set_card_back(back)
    for name, action in zip(BACKS, window.back_actions.actions(), strict=False):
        action.setChecked(name == back)


# -- the dialog ----------------------------------------------------------------------------------------
SPEED_TEXT = {
    "off": QT_TRANSLATE_NOOP("PreferencesDialog", "Off"),
    "fast": QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"),
    "normal": QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
    "slow": QT_TRANSLATE_NOOP("PreferencesDialog", "Slow"),
}
LANGUAGE_TEXT = {"system": "System", "en": "English", "ru": "Русский"}


class PreferencesDialog(QDialog):
    """Language, automatic moves, animation speed, card back, and each game's variant options."""

    def __init__(self, settings: QSettings, current_game: str | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setMinimumWidth(560)
        self.language = QComboBox(self)
        for choice in CHOICES:
            self.language.addItem("", choice)
        self.language.setCurrentIndex(self.language.findData(language_choice(settings)))
        self.automove = QCheckBox(self)
        self.automove.setChecked(automove(settings))
        self.speed = QComboBox(self)
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.speed.setCurrentIndex(self.speed.findData(animation_speed(settings)))
        self.back = QComboBox(self)
        for name in BACKS:
            self.back.addItem("", name)
        self.back.setCurrentIndex(max(0, self.back.findData(card_back(settings))))

        self.general = QGroupBox(self)
        form = QFormLayout(self.general)
        self.language_label, self.speed_label, self.back_label = QLabel(self), QLabel(self), QLabel(self)
        form.addRow(self.language_label, self.language)
        form.addRow(self.automove)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.back_label, self.back)

        self.variants = QGroupBox(self)
        variants_layout = QVBoxLayout(self.variants)
        self.game = QComboBox(self.variants)
        self.pages = QStackedWidget(self.variants)
        self.option_widgets: dict[str, dict[str, QWidget]] = {}
        self._option_labels: list[tuple[QWidget, Any]] = []
        for game_id, info in GAMES.items():
            if not info.options:
                continue
            self.game.addItem("", game_id)
            page = QWidget(self.pages)
            page_form = QFormLayout(page)
            page_form.setContentsMargins(0, 6, 0, 0)
            chosen = info.resolve_options(game_options(settings, game_id))
            widgets: dict[str, QWidget] = {}
            for name, spec in info.options.items():
                if isinstance(spec.default, bool):
                    box = QCheckBox(page)
                    box.setChecked(bool(chosen[name]))
                    page_form.addRow(box)
                    self._option_labels.append((box, spec))
                    widgets[name] = box
                else:
                    combo = QComboBox(page)
                    for value in spec.choices:
                        combo.addItem(str(value), value)
                    combo.setCurrentIndex(max(0, combo.findData(chosen[name])))
                    label = QLabel(page)
                    label.setWordWrap(True)
                    page_form.addRow(label, combo)
                    self._option_labels.append((label, spec))
                    widgets[name] = combo
            self.option_widgets[game_id] = widgets
            self.pages.addWidget(page)
        self.game.currentIndexChanged.connect(self.pages.setCurrentIndex)
        if current_game is not None and self.game.findData(current_game) >= 0:
            self.game.setCurrentIndex(self.game.findData(current_game))
        self.no_options = QLabel(self.variants)
        self.no_options.setWordWrap(True)
        self.no_options.setTextFormat(Qt.TextFormat.PlainText)
        variants_layout.addWidget(self.game)
        variants_layout.addWidget(self.pages)
        variants_layout.addWidget(self.no_options)

        standard = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(standard.Ok | standard.Cancel, parent=self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.general)
        layout.addWidget(self.variants)
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Preferences"))
        self.general.setTitle(self.tr("Table"))
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language)
        for index in range(self.language.count()):
            choice = self.language.itemData(index)
            text = self.tr("System") if choice == "system" else LANGUAGE_TEXT[choice]
            self.language.setItemText(index, text)
        self.automove.setText(self.tr("&Automatic moves to the foundations"))
        self.speed_label.setText(self.tr("Animation &speed:"))
        self.speed_label.setBuddy(self.speed)
        for index, speed in enumerate(SPEEDS):
            self.speed.setItemText(index, self.tr(SPEED_TEXT[speed]))
        self.back_label.setText(self.tr("Card &back:"))
        self.back_label.setBuddy(self.back)
        for index in range(self.back.count()):
            name = BACKS[self.back.itemData(index)]
            self.back.setItemText(index, QCoreApplication.translate("CardBack", name))
        self.variants.setTitle(self.tr("Variants of the games (for new deals)"))
        for index in range(self.game.count()):
            self.game.setItemText(index, game_name(GAMES[self.game.itemData(index)]))
        for widget, spec in self._option_labels:
            widget.setText(option_label(spec) + ("" if isinstance(widget, QCheckBox) else ":"))
        without = [game_name(info) for info in GAMES.values() if not info.options]
        self.no_options.setText(self.tr("No variants: {games}.").format(games=", ".join(without)))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- the choices ---------------------------------------------------------------------------------
    def chosen_language(self) -> str:
        return str(self.language.currentData())

    def chosen_options(self, game_id: str) -> dict[str, Any]:
        chosen: dict[str, Any] = {}
        for name, widget in self.option_widgets.get(game_id, {}).items():
            if isinstance(widget, QCheckBox):
                chosen[name] = widget.isChecked()
            elif isinstance(widget, QComboBox):
                chosen[name] = widget.currentData()
        return chosen

    def save(self) -> None:
        """Write every choice to the settings."""
        settings = self.settings
        settings.setValue(SETTINGS_KEY, self.chosen_language())
        settings.setValue("table/automove", self.automove.isChecked())
        set_animation_speed(settings, str(self.speed.currentData()))
        settings.setValue("table/back", str(self.back.currentData()))
        for game_id in self.option_widgets:
            set_game_options(settings, game_id, self.chosen_options(game_id))
        settings.sync()
