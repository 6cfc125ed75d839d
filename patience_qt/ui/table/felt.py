"""The table's felt colours: a few cloths the player picks in Preferences (``table/felt``).

Each felt is the three stops of the scene's radial gradient (centre, middle, edge), dark enough that
white card faces and the band's white text stand out on all of them. The names are keys in the settings
file; what the player reads is their translation (context ``Felt``).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QColor

FELTS: dict[str, tuple[str, str, str]] = {
    "green": ("#2e7a44", "#236336", "#154226"),
    "blue": ("#2b5f8f", "#214c75", "#132f4d"),
    "red": ("#8a2f32", "#712628", "#471719"),
    "grey": ("#5d6367", "#4b5053", "#2f3234"),
}
DEFAULT_FELT = "green"
FELT_NAMES = {  # what Preferences shows, for the translation files
    "green": QT_TRANSLATE_NOOP("Felt", "Green"),
    "blue": QT_TRANSLATE_NOOP("Felt", "Blue"),
    "red": QT_TRANSLATE_NOOP("Felt", "Red"),
    "grey": QT_TRANSLATE_NOOP("Felt", "Grey"),
}


def felt_colours(name: str) -> tuple[QColor, QColor, QColor]:
    """The gradient's centre, middle and edge of a felt (the default's for a name it does not know)."""
    return tuple(QColor(stop) for stop in FELTS.get(name, FELTS[DEFAULT_FELT]))  # type: ignore[return-value]
