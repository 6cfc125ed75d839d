"""The preference Deal only winnable games (``play/winnable_only``), read the same way everywhere:
by the Game menu's check, the Preferences dialog, New game and the game keeper."""

from __future__ import annotations

from PySide6.QtCore import QSettings

WINNABLE_ONLY_KEY = "play/winnable_only"


def winnable_only(settings: QSettings) -> bool:
    value = settings.value(WINNABLE_ONLY_KEY)
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return False
