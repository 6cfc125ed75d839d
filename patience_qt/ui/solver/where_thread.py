"""Where did it go wrong?, off the table's thread: ``WhereThread`` runs a ``WhereProbe`` (the bisection
over the game's history, ``play/where_wrong.py``) in a ``QThread`` and reports back through queued
signals, so the table never freezes and the player may go on moving cards meanwhile.

The probe is taken on the table's thread (``WhereProbe.of(session)``: a snapshot of the history), so
nothing the player does later reaches the search. ``cancel()`` reaches each solve through the probe's
``cancel``, which the solver asks every few hundred positions: a cancelled thread ends within moments
and answers ``CANCELLED``.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QObject, QThread, Signal

from ...play.where_wrong import CANCELLED, SECONDS_EACH, UNDECIDED, Finding


class Probe(Protocol):
    """What the thread needs of a ``WhereProbe`` (tests hand it a stand-in)."""

    def run(self, seconds_each: float = ..., cancel: Callable[[], bool] | None = ...,
            progress: Callable[[int, int], None] | None = ...,
            narrowed: Callable[[int, int], None] | None = ..., **solver: Any) -> Finding: ...


class WhereThread(QThread):
    """Runs one probe; ``progressed`` carries (solves done, at most this many), ``narrowed`` (moves
    played at the last position proved winnable, at the first with no win found), ``done`` the
    ``Finding``."""

    progressed = Signal(int, int)
    narrowed = Signal(int, int)
    done = Signal(object)

    def __init__(self, probe: Probe, seconds_each: float = SECONDS_EACH,
                 solver: Callable[..., Any] | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.probe = probe
        self.seconds_each = seconds_each
        self.solver = solver  # None: the real solver (``play.solver.solve``)
        self._cancel = threading.Event()
        self.finding: Finding | None = None
        self.started_at = time.monotonic()

    def elapsed(self) -> float:
        """The seconds since the look back began."""
        return time.monotonic() - self.started_at

    def cancel(self) -> None:
        self._cancel.set()

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def forget(self) -> None:
        """Let go of the probe (the game's history) and the answer, once the thread has ended."""
        self.probe = None  # type: ignore[assignment]
        self.finding = None

    def run(self) -> None:  # noqa: D102 - the thread's body
        self.started_at = time.monotonic()
        extra = {} if self.solver is None else {"solver": self.solver}
        try:
            finding = self.probe.run(self.seconds_each, cancel=self._cancel.is_set,
                                     progress=self.progressed.emit, narrowed=self.narrowed.emit,
                                     **extra)
        except Exception:  # noqa: BLE001 - an answer, never a dead thread
            finding = Finding(CANCELLED if self._cancel.is_set() else UNDECIDED)
        self.finding = finding
        self.done.emit(finding)
