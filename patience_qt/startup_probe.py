"""A mark of the first painted table, for ``bench/bench_startup.py`` (nothing happens without it).

With ``PATIENCE_QT_STARTUP_PROBE=PATH`` in the environment the program writes, once, the wall-clock
time (``time.time()``, seconds) into PATH when the event loop comes back after the table view's
first paint: the paint handled and the window's backing store flushed to the display, which is what
the player sees. A mark taken by the program itself is exact (no polling of the X server) and works
the same from source and from the frozen app; the bench starts its clock just before it starts the
process. The bench's floor (a bare QMainWindow + QGraphicsView) marks its own first paint the same way.
"""

from __future__ import annotations

import os
import time
from typing import Any

PROBE_VARIABLE = "PATIENCE_QT_STARTUP_PROBE"


def watch_first_paint(widget: Any) -> None:
    """If the probe is asked for, mark ``widget``'s first paint; else do nothing (no Qt import)."""
    path = os.environ.get(PROBE_VARIABLE)
    if not path:
        return
    from PySide6.QtCore import QEvent, QObject, QTimer

    class FirstPaint(QObject):
        def eventFilter(self, watched: Any, event: Any) -> bool:  # noqa: N802 (Qt's name)
            if event.type() == QEvent.Type.Paint:
                watched.removeEventFilter(self)
                QTimer.singleShot(0, self.mark)
            return False

        def mark(self) -> None:
            stamp = time.time()
            try:
                with open(path, "w", encoding="utf-8") as handle:
                    handle.write(f"{stamp!r}\n")
            except OSError as error:
                print(f"patience_qt: startup probe: {error}", flush=True)

    probe = FirstPaint(widget)  # parented: lives as long as the widget
    widget.installEventFilter(probe)
