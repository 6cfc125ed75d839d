"""The Preferences dialog (Settings → Preferences…): the player's choices of ``preferences``, edited.

Apart from the readers in ``preferences`` so that the first table loads neither this dialog nor its
widgets' classes: ``profile_actions`` imports it when the player first opens it.
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

from ...rules import GAMES
from ..settings.preferences import (
    DROP_MARKS_KEY,
    FACES_KEY,
    FELT_KEY,
    INDICES_KEY,
    SPEEDS,
    WINNABILITY_LIGHT_KEY,
    animation_speed,
    automove,
    card_back,
    card_faces,
    card_indices,
    drop_marks,
    felt,
    game_options,
    language_choice,
    set_animation_speed,
    set_game_options,
    winnability_light,
)
from ..settings.winnable_preference import WINNABLE_ONLY_KEY, winnable_only
from ..table.card_art import BACKS, FACES
from ..table.felt import FELT_NAMES
from ..text.card_names import INDICES
from ..text.i18n import CHOICES, SETTINGS_KEY, game_name, option_label
from .leave_question import ASK_KEY, ask_before_leaving
from .redeal_question import ASK_KEY as REDEAL_ASK_KEY
from .redeal_question import ask_before_last_redeal

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
    """Language, automatic moves, animation speed, card back, table colour, faces and indices, and each game's
    variant options."""

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
        self.drop_marks = QCheckBox(self)  # a drag marks the places that would take the card
        self.drop_marks.setChecked(drop_marks(settings))
        self.speed = QComboBox(self)
        for speed in SPEEDS:
            self.speed.addItem("", speed)
        self.speed.setCurrentIndex(self.speed.findData(animation_speed(settings)))
        self.back = QComboBox(self)
        for name in BACKS:
            self.back.addItem("", name)
        self.back.setCurrentIndex(max(0, self.back.findData(card_back(settings))))
        self.felt = QComboBox(self)  # the table's colour
        for name in FELT_NAMES:
            self.felt.addItem("", name)
        self.felt.setCurrentIndex(max(0, self.felt.findData(felt(settings))))
        self.indices = QComboBox(self)  # В, Д, К, Т or J, Q, K, A in the faces' corners
        for choice in INDICES:
            self.indices.addItem("", choice)
        self.indices.setCurrentIndex(max(0, self.indices.findData(card_indices(settings))))
        self.faces = QComboBox(self)  # the deck's two colours, or four (diamonds blue, clubs green)
        for name in FACES:
            self.faces.addItem("", name)
        self.faces.setCurrentIndex(max(0, self.faces.findData(card_faces(settings))))
        self.winnable_only = QCheckBox(self)  # New game deals only what the solver proves winnable
        self.winnable_only.setChecked(winnable_only(settings))
        self.winnability_light = QCheckBox(self)  # after each move the status bar says if it can be won
        self.winnability_light.setChecked(winnability_light(settings))
        self.ask_before_leaving = QCheckBox(self)  # leaving a game in progress counts it as lost
        self.ask_before_leaving.setChecked(ask_before_leaving(settings))
        self.ask_before_last_redeal = QCheckBox(self)  # a stray click on the stock spends it
        self.ask_before_last_redeal.setChecked(ask_before_last_redeal(settings))

        self.general = QGroupBox(self)
        form = QFormLayout(self.general)
        self.language_label, self.speed_label, self.back_label = QLabel(self), QLabel(self), QLabel(self)
        self.indices_label, self.felt_label, self.faces_label = QLabel(self), QLabel(self), QLabel(self)
        form.addRow(self.language_label, self.language)
        form.addRow(self.automove)
        form.addRow(self.drop_marks)
        form.addRow(self.speed_label, self.speed)
        form.addRow(self.back_label, self.back)
        form.addRow(self.felt_label, self.felt)
        form.addRow(self.faces_label, self.faces)
        form.addRow(self.indices_label, self.indices)
        form.addRow(self.winnable_only)
        form.addRow(self.winnability_light)
        form.addRow(self.ask_before_leaving)
        form.addRow(self.ask_before_last_redeal)

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
                    label.setBuddy(combo)  # a screen reader names the combo by it
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
        self.game.setAccessibleName(self.tr("Game whose variants are shown"))  # a combo with no label
        self.language_label.setText(self.tr("&Language:"))
        self.language_label.setBuddy(self.language)
        for index in range(self.language.count()):
            choice = self.language.itemData(index)
            text = self.tr("System") if choice == "system" else LANGUAGE_TEXT[choice]
            self.language.setItemText(index, text)
        self.automove.setText(self.tr("&Automatic moves to the foundations"))
        # what play/automove.py lets the table do by itself (issue 48: never a move that loses a deal)
        self.automove.setToolTip(self.tr(
            "A card goes to a foundation by itself only when that cannot cost the game: when the solver's "
            "rules show it is never needed anywhere else, or a short search proves the game still winnable "
            "after the move (or lost already). Before the last deal of Village and Babette a card sent home "
            "changes what is still to be dealt, so there only such a search sends it. Any other move home "
            "is yours to make."))
        self.drop_marks.setText(self.tr("&Mark the places a dragged card can go to"))
        self.speed_label.setText(self.tr("Animation &speed:"))
        self.speed_label.setBuddy(self.speed)
        for index, speed in enumerate(SPEEDS):
            self.speed.setItemText(index, self.tr(SPEED_TEXT[speed]))
        self.back_label.setText(self.tr("Card &back:"))
        self.felt_label.setText(self.tr("&Table colour:"))
        self.felt_label.setBuddy(self.felt)
        for index in range(self.felt.count()):
            name = FELT_NAMES[self.felt.itemData(index)]
            self.felt.setItemText(index, QCoreApplication.translate("Felt", name))
        self.faces_label.setText(self.tr("Card &faces:"))
        self.faces_label.setBuddy(self.faces)
        for index in range(self.faces.count()):
            face_set = self.faces.itemData(index)
            self.faces.setItemText(index, QCoreApplication.translate("CardFaces", FACES[face_set]))
        self.indices_label.setText(self.tr("Card &indices:"))
        self.indices_label.setBuddy(self.indices)
        for index in range(self.indices.count()):
            self.indices.setItemText(index, self.tr(INDICES_TEXT[self.indices.itemData(index)]))
        self.winnable_only.setText(self.tr("Deal only &winnable games (the solver tries game numbers)"))
        self.winnability_light.setText(
            self.tr("S&how whether the game can still be won (the solver looks after each move)"))
        self.ask_before_last_redeal.setText(
            self.tr("Ask before a click on the stock spends the last &redeal"))
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
        settings.setValue(DROP_MARKS_KEY, self.drop_marks.isChecked())
        set_animation_speed(settings, str(self.speed.currentData()))
        settings.setValue("table/back", str(self.back.currentData()))
        settings.setValue(INDICES_KEY, str(self.indices.currentData()))
        settings.setValue(FACES_KEY, str(self.faces.currentData()))
        settings.setValue(FELT_KEY, str(self.felt.currentData()))
        settings.setValue(WINNABLE_ONLY_KEY, self.winnable_only.isChecked())
        settings.setValue(WINNABILITY_LIGHT_KEY, self.winnability_light.isChecked())
        settings.setValue(ASK_KEY, self.ask_before_leaving.isChecked())
        settings.setValue(REDEAL_ASK_KEY, self.ask_before_last_redeal.isChecked())
        for game_id in self.option_widgets:
            set_game_options(settings, game_id, self.chosen_options(game_id))
        settings.sync()
