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


import pytest  # noqa: E402


@pytest.fixture(scope="session", autouse=True)
def compiled_translations():
    """The program loads only compiled translations; a checkout has them once `pip install -e .` ran, and
    this compiles the missing or stale ones once per session, with the build's own compiler."""
    from pathlib import Path

    from tools.qm_writer import compile_folder

    folder = Path(__file__).resolve().parent.parent / "resources" / "translations"
    compile_folder(folder, folder, force=False)
