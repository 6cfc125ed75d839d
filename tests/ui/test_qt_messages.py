"""Qt's offscreen plugin said "This plugin does not support propagateSizeHints()" for every window shown,
so a screenshot's one-line error came with lines of Qt's before it (#47): those lines are dropped, and
Qt's other messages still reach stderr as Qt writes them."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

SCRIPT = """
from PySide6.QtCore import qWarning
from patience_qt.ui.window.qt_messages import quiet_qt_noise

quiet_qt_noise()
quiet_qt_noise()  # once a process: a second call changes nothing
qWarning("This plugin does not support propagateSizeHints()")
qWarning("a warning that says something")
"""


def test_only_the_noise_is_dropped() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True, timeout=60,
                          check=False, cwd=Path(__file__).resolve().parents[2],
                          env={**os.environ, "QT_MESSAGE_PATTERN": "qt: %{message}"})
    assert done.returncode == 0, done.stderr
    assert done.stderr == "qt: a warning that says something\n"
