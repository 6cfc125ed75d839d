"""SIGTERM and SIGHUP end the program the way closing its window does.

Python's default for them is to die on the spot: no ``closeEvent`` (the game in progress flushed, the
saved game's lock released), no ``atexit`` (the private preferences folder of a session whose
preferences file was no regular file, ``patience-qt-settings-*``, was left in the temporary folder at
each ``kill``). ``StopOnSignals`` catches them and leaves through the ordinary way out: the window
closed without questions (nobody is there to answer them), the event loop left with status 128 + the
signal's number, as a shell reports a process a signal ended, and the program's exit run as usual.

A Python signal handler runs only when Python code runs, and Qt's event loop may wait for ever without
any: the handler's wake-up byte (``signal.set_wakeup_fd``) goes down a pipe whose other end Qt watches,
so the loop wakes and Python runs the handler at once. POSIX systems only: elsewhere there are no such
signals to catch.
"""

from __future__ import annotations

import contextlib
import os
import signal
from types import FrameType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSocketNotifier, QTimer

if TYPE_CHECKING:
    from .main_window import MainWindow

SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


class StopOnSignals:
    """Installed once, in the main thread, before anything the program must tidy away is made."""

    def __init__(self, app: QCoreApplication) -> None:
        self.app = app
        self.window: MainWindow | None = None  # closed on the way out, once there is one
        self.status: int | None = None  # 128 + the signal's number, once one came
        self.left = False  # the event loop was told to leave
        if os.name != "posix":  # no such signals to catch (a "kill" there ends a process outright)
            return
        self._reader, writer = os.pipe()
        for end in (self._reader, writer):
            os.set_blocking(end, False)
        signal.set_wakeup_fd(writer)
        self._notifier = QSocketNotifier(self._reader, QSocketNotifier.Type.Read)
        self._notifier.activated.connect(self._drain)
        for number in SIGNALS:
            signal.signal(number, self._caught)

    def _drain(self) -> None:
        """Qt woke for the wake-up byte; Python has run the handler by now. The bytes are thrown away."""
        with contextlib.suppress(OSError):
            os.read(self._reader, 512)

    def _caught(self, number: int, frame: FrameType | None) -> None:
        if self.status is None:
            self.status = 128 + number
            QTimer.singleShot(0, self._leave)  # from the event loop, whether it runs yet or not

    def _leave(self) -> None:
        if self.window is not None:
            self.window.ask_before_losing_the_game = False
            self.window.close()
        self.left = True
        self.app.exit(self.status or 0)
