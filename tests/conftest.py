"""Shared test setup: Qt runs offscreen, and PySide6's None refcount leak is guarded against."""

from __future__ import annotations

import atexit
import contextlib
import os
import shutil
import signal
import tempfile
from collections.abc import Callable, Iterator

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# the windows the tests make keep their card pictures in a folder of the run's, not the player's cache
if "PATIENCE_QT_CACHE_DIR" not in os.environ:
    os.environ["PATIENCE_QT_CACHE_DIR"] = tempfile.mkdtemp(prefix="patience-qt-test-cache-")
    atexit.register(shutil.rmtree, os.environ["PATIENCE_QT_CACHE_DIR"], True)

try:  # the guard lives with the Qt front end; rules-only runs without PySide6 still work
    from patience_qt.ui.qt_guard import protect_none
except ImportError:  # pragma: no cover - PySide6 missing
    pass
else:
    protect_none()


@pytest.fixture
def no_hang() -> Callable[..., contextlib.AbstractContextManager[None]]:
    """``with no_hang():`` code that could block forever (opening a named pipe waits for a writer) fails
    the test instead of stalling the suite: after ``seconds``, and every half second after that, the
    blocked call is interrupted (TimeoutError; code that swallows it is interrupted again at its next
    block), and leaving the block then fails the test. POSIX only (SIGALRM); elsewhere there are no
    named pipes to block on."""

    @contextlib.contextmanager
    def guard(seconds: float = 10.0) -> Iterator[None]:
        if not hasattr(signal, "setitimer"):
            yield
            return
        rang: list[bool] = []

        def ring(_signum: int, _frame: object) -> None:
            rang.append(True)
            raise TimeoutError(f"still blocked after {seconds} s")

        previous = signal.signal(signal.SIGALRM, ring)
        signal.setitimer(signal.ITIMER_REAL, seconds, 0.5)
        try:
            yield
        finally:
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, previous)
            if rang:
                pytest.fail(f"blocked for more than {seconds} s (a named pipe opened?)")

    return guard


@pytest.fixture(scope="session", autouse=True)
def compiled_translations():
    """The program loads only compiled translations; a checkout has them once `pip install -e .` ran, and
    this compiles the missing or stale ones once per session, with the build's own compiler."""
    from pathlib import Path

    from tools.qm_writer import compile_folder

    folder = Path(__file__).resolve().parent.parent / "resources" / "translations"
    compile_folder(folder, folder, force=False)


@pytest.fixture(autouse=True)
def animation_pace(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Card motions end within a frame in the tests (``PACE`` in ui/table/animator.py), still after the
    event loop has run as in the program: the suite's time goes to what it checks, not to cards
    sliding. A test of the motions' own timing is marked ``real_pace`` and sees them as a player does."""
    if request.node.get_closest_marker("real_pace") is not None:
        return
    try:
        from patience_qt.ui.table import animator
    except ImportError:  # pragma: no cover - PySide6 missing
        return
    monkeypatch.setattr(animator, "PACE", 0.0)
