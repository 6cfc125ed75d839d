"""What the tools that draw the program's windows to PNG files share (``help_screenshot.py``,
``statistics_screenshot.py``, ``where_screenshots.py``): the size they are asked for, an application on
Qt's offscreen platform, and the picture saved with the program's own grab."""

from __future__ import annotations

import os
import re
import sys
from typing import Any


def window_size(text: str) -> tuple[int, int]:
    """``820x680`` -> (820, 680)."""
    width, height = (int(part) for part in re.fullmatch(r"(\d+)x(\d+)", text).groups())  # type: ignore[union-attr]
    return width, height


def offscreen_app() -> Any:
    """The QApplication, on the offscreen platform unless another was asked for: no display needed."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication(sys.argv[:1])


def save_png(widget: Any, output: str) -> int:
    """The widget as the screen shows it, saved as a PNG; says where (or that it could not), and the
    status for the command line."""
    ok = widget.grab().save(output, "PNG")
    print(output if ok else f"could not write {output}")
    return 0 if ok else 1
