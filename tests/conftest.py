"""Shared test setup: Qt runs offscreen, and PySide6's None refcount leak is guarded against."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

try:  # the guard lives with the Qt front end; rules-only runs without PySide6 still work
    from patience_qt.ui.qt_guard import protect_none
except ImportError:  # pragma: no cover - PySide6 missing
    pass
else:
    protect_none()
