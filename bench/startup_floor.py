"""The floor of ``bench_startup.py``: the least a PySide6 table program can do before its first paint.

    PATIENCE_QT_STARTUP_PROBE=/tmp/mark python bench/startup_floor.py [--size 1280x800]

A bare QApplication, QMainWindow and QGraphicsView with an empty scene, shown at the program's default
size; it marks its view's first paint exactly as the program does (``patience_qt/startup_probe.py``,
repeated here so the floor imports nothing of the program) and then idles until it is stopped.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMainWindow


class FirstPaint(QObject):
    """Writes time.time() into the probe file when the event loop comes back after the first paint."""

    def __init__(self, path: str, parent: QObject) -> None:
        super().__init__(parent)
        self.path = path

    def eventFilter(self, watched, event):  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.mark)
        return False

    def mark(self) -> None:
        with open(self.path, "w", encoding="utf-8") as handle:
            handle.write(f"{time.time()!r}\n")


def main() -> int:
    size = (1280, 800)
    if "--size" in sys.argv:
        width, height = sys.argv[sys.argv.index("--size") + 1].lower().split("x")
        size = (int(width), int(height))
    app = QApplication(sys.argv[:1])
    window = QMainWindow()
    scene = QGraphicsScene(window)
    view = QGraphicsView(scene, window)
    window.setCentralWidget(view)
    path = os.environ.get("PATIENCE_QT_STARTUP_PROBE")
    if path:
        view.viewport().installEventFilter(FirstPaint(path, view))
    window.resize(*size)
    window.show()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
