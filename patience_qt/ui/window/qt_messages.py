"""Qt's own messages on stderr, less the ones that tell the player nothing.

A platform plugin without a window manager (``offscreen``, which ``--screenshot`` uses without a display)
warns "This plugin does not support propagateSizeHints()" every time a window shows: a line that is
no error and that nobody can act on, and that made a screenshot's one-line error three lines.
``quiet_qt_noise()`` drops those lines and hands every other message on unchanged (to the handler that
was there, or to stderr in Qt's own format, ``QT_MESSAGE_PATTERN`` included).
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qFormatLogMessage, qInstallMessageHandler

NOISE = frozenset({"This plugin does not support propagateSizeHints()"})

_installed = False


def quiet_qt_noise() -> None:
    """Install the filter (once a process)."""
    global _installed
    if _installed:
        return
    _installed = True
    previous = None

    def handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
        if message in NOISE:
            return
        if previous is not None:
            previous(kind, context, message)
        else:
            sys.stderr.write(qFormatLogMessage(kind, context, message) + "\n")
            sys.stderr.flush()

    previous = qInstallMessageHandler(handler)
