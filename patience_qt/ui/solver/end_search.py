"""The search behind ``end_check``: the hints first, then the solver, off the table's thread.

Apart from ``end_check`` so that the window loads neither the solver nor the hints' look-ahead before
the first question (``tests/test_startup_imports.py``).
"""

from __future__ import annotations

from ...play.hints.ranking import hints
from .worker import SolveThread


class EndSearch(SolveThread):
    """The hints first (a move worth trying left: no search, ``done`` carries None), then the solver."""

    def run(self) -> None:  # noqa: D102 - the thread's body
        try:
            useful = bool(hints(self.game))
        except Exception:  # noqa: BLE001 - a look-ahead that fails leaves the question to the solver
            useful = False
        if useful:
            self.done.emit(None)
            return
        super().run()
