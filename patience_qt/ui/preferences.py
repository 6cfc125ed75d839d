"""Preferences: what the player chose, kept in ``QSettings``, and the dialog under Settings → Preferences….

Keys (a QSettings file or the system's store; tests pass an INI file):

* ``ui/language``: ``system`` (default), ``en`` or ``ru``;
* ``table/automove``: automatic moves to the foundations (true/false);
* ``table/animations`` and ``table/animation_speed``: animations on/off (the Settings menu's switch)
  and their speed, ``fast``, ``normal`` or ``slow``; the dialog's ``off`` clears the switch;
* ``table/back``: the card back (an art name of ``card_art.BACKS``);
* ``table/card_indices``: the faces' corner letters, ``language`` (default: В, Д, К, Т when the program
  speaks Russian, J, Q, K, A otherwise), ``russian`` or ``international`` (``card_art.INDICES``);
* ``options/GAME/NAME``: a game's variant option; new deals of that game use it (unknown or invalid
  values are ignored, so a hand-edited file cannot break a deal);
* ``window/geometry``: the main window's place and size (Qt's saved geometry);
* ``ui/ask_before_leaving``: ask before a game in progress is left for another, which counts it as lost
  (``leave_question``; its box's "Don't ask again" clears it).

The program reads these keys only through the readers below (``read_preferences`` gathers them): each
coerces what it finds and falls back, silently, to the key's default for anything else — a value of the
wrong type, an unknown name, text in a number's place, a store that cannot be read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QByteArray, QCoreApplication, QEvent, QSettings, Qt
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
from .card_art import BACKS, DEFAULT_BACK, INDICES
from .i18n import CHOICES, SETTINGS_KEY, game_name, option_label
from .leave_question import ASK_KEY, ask_before_leaving
from .winnable_preference import WINNABLE_ONLY_KEY, winnable_only

SPEEDS = ("off", "fast", "normal", "slow")
SPEED_FACTOR = {"fast": 0.5, "normal": 1.0, "slow": 1.8}  # times the normal durations (150–250 ms)


INDICES_KEY = "table/card_indices"
TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off")


def _bool(value: object, default: bool) -> bool:
    """A switch as QSettings gives it back (``true``/``false`` text in an INI file, a bool or 0/1 from a
    native store); anything else is the default."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
    return default


def _value(settings: QSettings, key: str) -> object:
    """The raw value of a key, or None when it is missing or cannot be read."""
    try:
        return settings.value(key)
    except Exception:  # noqa: BLE001 - a damaged store must not stop the program: the default it is
        return None


# -- reading and writing -------------------------------------------------------------------------------
def language_choice(settings: QSettings) -> str:
    value = _value(settings, SETTINGS_KEY)
    return value if isinstance(value, str) and value in CHOICES else "system"


def automove(settings: QSettings) -> bool:
    return _bool(_value(settings, "table/automove"), True)


def animation_speed(settings: QSettings) -> str:
    """``off``, ``fast``, ``normal`` or ``slow``."""
    if not _bool(_value(settings, "table/animations"), True):
        return "off"
    speed = _value(settings, "table/animation_speed")
    return speed if isinstance(speed, str) and speed in SPEED_FACTOR else "normal"


def set_animation_speed(settings: QSettings, speed: str) -> None:
    settings.setValue("table/animations", speed != "off")
    if speed in SPEED_FACTOR:
        settings.setValue("table/animation_speed", speed)


def card_back(settings: QSettings) -> str:
    back = _value(settings, "table/back")
    return back if isinstance(back, str) and back in BACKS else DEFAULT_BACK


def card_indices(settings: QSettings) -> str:
    """``language``, ``russian`` or ``international``: the letters the faces' corners show."""
    choice = _value(settings, INDICES_KEY)
    return choice if isinstance(choice, str) and choice in INDICES else INDICES[0]


def window_geometry(settings: QSettings) -> QByteArray | None:
    """The saved geometry of the main window, or None (none saved, or not Qt's geometry bytes)."""
    geometry = _value(settings, "window/geometry")
    return geometry if isinstance(geometry, QByteArray) and not geometry.isEmpty() else None


def _option_value(raw: object, default: Any) -> Any:
    """A variant option's stored value in the type of its default; ValueError when it is not one."""
    if isinstance(default, bool):
        word = raw.strip().lower() if isinstance(raw, str) else None
        if isinstance(raw, bool) or word in TRUE_WORDS or word in FALSE_WORDS:
            return _bool(raw, default)
        raise ValueError(f"not a switch: {raw!r}")
    if isinstance(default, int):
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and re.fullmatch(r"\s*[+-]?[0-9]{1,9}\s*", raw):
            return int(raw)
        raise ValueError(f"not a whole number: {raw!r}")
    if isinstance(raw, type(default)):
        return raw
    raise ValueError(f"not a {type(default).__name__}: {raw!r}")


def game_options(settings: QSettings, game_id: str) -> dict[str, Any]:
    """The variant options chosen for a game (only valid ones; defaults are left out of nothing)."""
    info = GAMES.get(game_id)
    if info is None:
        return {}
    chosen: dict[str, Any] = {}
    for name, spec in info.options.items():
        raw = _value(settings, f"options/{game_id}/{name}")
        if raw is None:
            continue
        try:
            chosen[name] = spec.check(_option_value(raw, spec.default))
        except (TypeError, ValueError):
            continue
    return chosen


@dataclass(frozen=True)
class Preferences:
    """Every preference at once, each valid (see the module's text)."""

    language: str  # system, en or ru
    automove: bool
    animation_speed: str  # off, fast, normal or slow
    card_back: str  # a name of card_art.BACKS
    options: dict[str, dict[str, Any]]  # game id -> the valid options chosen for it (maybe none)
    window_geometry: QByteArray | None
    card_indices: str = INDICES[0]  # language, russian or international


def read_preferences(settings: QSettings) -> Preferences:
    """The preferences in ``settings``, each key coerced or, when it cannot be, its default. Never raises."""
    return Preferences(
        language=language_choice(settings),
        automove=automove(settings),
        animation_speed=animation_speed(settings),
        card_back=card_back(settings),
        options={game_id: game_options(settings, game_id) for game_id in GAMES},
        window_geometry=window_geometry(settings),
        card_indices=card_indices(settings),
    )


def set_game_options(settings: QSettings, game_id: str, options: dict[str, Any]) -> None:
    info = GAMES.get(game_id)
    if info is None:
        return
    for name, value in info.resolve_options(options).items():
        settings.setValue(f"options/{game_id}/{name}", value)


# -- putting them to work ------------------------------------------------------------------------------
def apply_to_window(window: Any) -> None:
    """Make the window follow the settings: automatic moves, animation speed, card back, card indices (not
    the language; a change of language repaints the faces through ``TableScene.update_labels``)."""
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
    window.scene.art.set_indices(card_indices(settings))
    window.scene.refresh_faces()


# -- the dialog ----------------------------------------------------------------------------------------
SPEED_TEXT = {
    "off": QT_TRANSLATE_NOOP("PreferencesDialog", "Off"),
    "fast": QT_TRANSLATE_NOOP("PreferencesDialog", "Fast"),
    "normal": QT_TRANSLATE_NOOP("PreferencesDialog", "Normal"),
    "slow": QT_TRANSLATE_NOOP("PreferencesDialog", "Slow"),
}
INDICES_TEXT = {
    "language": QT_TRANSLATE_NOOP("PreferencesDialog", "As the program's language"),
    "russian": QT_TRANSLATE_NOOP("PreferencesDialog", "Russian (В, Д, К, Т)"),
    "international": QT_TRANSLATE_NOOP("PreferencesDialog", "International (J, Q, K, A)"),
}
LANGUAGE_TEXT = {"system": "System", "en": "English", "ru": "Русский"}


class PreferencesDialog(QDialog):
    """Language, automatic moves, animation speed, card back and indices, and each game's variant options."""

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
        self.indices = QComboBox(self)  # В, Д, К, Т or J, Q, K, A in the faces' corners
        for choice in INDICES:
            self.indices.addItem("", choice)
        self.indices.setCurrentIndex(max(0, self.indices.findData(card_indices(settings))))
        self.winnable_only = QCheckBox(self)  # New game deals only what the solver proves winnable
        self.winnable_only.setChecked(winnable_only(settings))
        self.ask_before_leaving = QCheckBox(self)  # leaving a game in progress counts it as lost
        self.ask_before_leaving.setChecked(ask_before_leaving(settings))

        self.general = QGroupBox(self)
        form = QFormLayout(self.general)
        self.language_label, self.speed_label, self.back_label = QLabel(self), QLabel(self), QLabel(self)
        self.indices_label = QLabel(self)
        form.addRow(self.language_label, self.language)
        form.addRow(self.automove)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.back_label, self.back)
        form.addRow(self.indices_label, self.indices)
        form.addRow(self.winnable_only)
        form.addRow(self.ask_before_leaving)

        self.variants = QGroupBox(self)
        variants_layout = QVBoxLayout(self.variants)
        self.game = QComboBox(self.variants)
        self.pages = QStackedWidget(self.variants)
        self.option_widgets: dict[str, dict[str, QWidget]] = {}
        self._option_labels: list[tuple[QWidget, Any]] = []
        self._plain_pages: list[QLabel] = []  # the pages of the games played one way only
        for game_id, info in GAMES.items():
            self.game.addItem("", game_id)
            page = QWidget(self.pages)
            page_form = QFormLayout(page)
            page_form.setContentsMargins(0, 6, 0, 0)
            if not info.options:  # listed too, so that the game on the table is the one shown
                plain = QLabel(page)
                plain.setWordWrap(True)
                page_form.addRow(plain)
                self._plain_pages.append(plain)
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
            # the variants of the game on the table are shown, and the keyboard starts there
            self.game.setCurrentIndex(self.game.findData(current_game))
            widgets = list(self.option_widgets.get(current_game, {}).values())
            (widgets[0] if widgets else self.game).setFocus()
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
        self.indices_label.setText(self.tr("Card &indices:"))
        self.indices_label.setBuddy(self.indices)
        for index in range(self.indices.count()):
            self.indices.setItemText(index, self.tr(INDICES_TEXT[self.indices.itemData(index)]))
        self.winnable_only.setText(self.tr("Deal only &winnable games (the solver tries game numbers)"))
        self.ask_before_leaving.setText(self.tr("As&k before leaving a game in progress (it counts as lost)"))
        self.back_label.setBuddy(self.back)
        for index in range(self.back.count()):
            name = BACKS[self.back.itemData(index)]
            self.back.setItemText(index, QCoreApplication.translate("CardBack", name))
        self.variants.setTitle(self.tr("Variants of the games (for new deals)"))
        for index in range(self.game.count()):
            self.game.setItemText(index, game_name(GAMES[self.game.itemData(index)]))
        for widget, spec in self._option_labels:
            widget.setText(option_label(spec) + ("" if isinstance(widget, QCheckBox) else ":"))
        for plain in self._plain_pages:
            plain.setText(self.tr("This game has no variants: it is played one way."))
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
        settings.setValue(INDICES_KEY, str(self.indices.currentData()))
        settings.setValue(WINNABLE_ONLY_KEY, self.winnable_only.isChecked())
        settings.setValue(ASK_KEY, self.ask_before_leaving.isChecked())
        for game_id in self.option_widgets:
            set_game_options(settings, game_id, self.chosen_options(game_id))
        settings.sync()
