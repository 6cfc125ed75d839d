"""Asking a screen reader to speak: ``announce`` (Qt 6.8's ``QAccessibleAnnouncementEvent``), and a label
whose new words are announced (``AnnouncedLabel``: the solver's answers, which come while the player's
focus is on a button).

Why here, in the lowest room: the window's speech (``window/speech.py``) and the solver's boxes both
announce, and the solver's room may not import the window's. ``announcements()`` carries every text
announced to listeners in Python too (the tests: Qt's accessibility events cannot be watched from
Python), whether or not a screen reader is listening.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent  # Qt 6.8, the least pyproject asks
from PySide6.QtWidgets import QLabel

from .spoken import in_words


class Announcements(QObject):
    said = Signal(str)


_announcements: list[Announcements] = []


def announcements() -> Announcements:
    """The program's one record of what it announced (its ``said`` signal)."""
    if not _announcements:
        _announcements.append(Announcements())
    return _announcements[0]


def announce(source: QObject, text: str) -> None:
    """Ask the screen reader to speak ``text``, politely (after what it is saying), its cards in words
    (``spoken.in_words``: a speech engine reads a suit's sign by its name); ``source`` is the object it
    comes from."""
    text = in_words(text)
    if not text:
        return
    announcements().said.emit(text)
    if not QAccessible.isActive():
        return
    QAccessible.updateAccessibility(QAccessibleAnnouncementEvent(source, text))


class AnnouncedLabel(QLabel):
    """A label whose new text is announced while its window is shown."""

    def setText(self, text: str) -> None:  # noqa: N802 (Qt's name)
        changed = text != self.text()
        super().setText(text)
        if changed and self.isVisible():
            announce(self, text)
