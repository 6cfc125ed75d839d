"""The solver off the table's thread: ``SolveThread`` decides a position, ``WinnableSearch`` looks for a
deal the solver proves winnable. Both run ``play.solver.solve`` in a ``QThread`` and report back through
queued signals, so the table never freezes; ``cancel()`` reaches the search through ``solve(cancel=…)``
(looked at every few hundred positions), so a cancelled thread ends within moments.

The game handed over is a copy (``Game.copy``, no history) taken on the table's thread: the player may go on
moving cards while the search runs.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QThread, Signal

from ...play.solver import CHECK_EVERY, UNKNOWN, Resume, SolveResult, Watch, solve
from ...rules import Game, new_game

SOLVE_SECONDS = 20.0  # Is this deal winnable?
SOLVE_NODES = 400_000_000  # the time decides: the compiled core searches 1-3 million positions a second
DEAL_SECONDS = 1.5  # Deal only winnable games: the budget of one game number …
DEAL_NODES = 300_000
SEARCH_SECONDS = 10.0  # … and of the whole search
NOT_LOST_NODES = 2_000  # a short look for a deal not proved lost, where none is known winnable


class _SolverThread(QThread):
    """A thread with a cancel flag and a rough count of the positions looked at so far."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._cancel = threading.Event()
        self.checks = 0  # how often the solver asked cancel() (every CHECK_EVERY positions)
        self.started_at = time.monotonic()

    def cancel(self) -> None:
        self._cancel.set()

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def _ask(self) -> bool:
        self.checks += 1
        return self._cancel.is_set()

    def positions(self) -> int:
        """About how many positions the solver has looked at, from its calls to ``cancel()`` (a solve
        that reports its count through a ``Watch`` says exactly: ``SolveThread``)."""
        return self.checks * CHECK_EVERY

    def elapsed(self) -> float:
        return time.monotonic() - self.started_at

    def forget(self) -> None:
        """Let go of what the search holds (``RunningSearch`` does, once the thread has ended)."""


class SolveThread(_SolverThread):
    """Decides one position; ``done`` carries the ``SolveResult`` (verdict unknown when cancelled)."""

    done = Signal(object)

    def __init__(self, game: Game, max_seconds: float = SOLVE_SECONDS, max_nodes: int = SOLVE_NODES,
                 resume: Resume | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game.copy(history=False)
        self.max_seconds = max_seconds
        self.max_nodes = max_nodes
        self.resume = resume  # an earlier unknown answer's search about this position, to go on with
        # what the calls before this one spent, so that the running figures count on as the answer does
        self.earlier_seconds = resume.seconds if resume is not None else 0.0
        self.earlier_positions = resume.search.nodes if resume is not None else 0
        self.watch = Watch()  # the search's own count of the positions it has looked at
        self.result: SolveResult | None = None

    def elapsed(self) -> float:
        return self.earlier_seconds + super().elapsed()

    def positions(self) -> int:
        """The positions searched so far, this search's earlier calls included: the search's own
        count, read as it runs (``Watch``); a count from the calls to ``cancel()`` only where the solve
        hands over no search (the clock family's replay)."""
        counted = self.watch.positions()
        if counted is not None:
            return counted
        return self.earlier_positions + super().positions()

    def forget(self) -> None:
        """The answer and the search to go on with: an unknown answer keeps the search's tables, tens
        of megabytes a second of search."""
        self.result = self.resume = None
        self.watch.search = None

    def run(self) -> None:  # noqa: D102 - the thread's body
        self.started_at = time.monotonic()
        try:
            result = solve(self.game, self.max_nodes, self.max_seconds, cancel=self._ask,
                           resume=self.resume, watch=self.watch)
            self.resume = None  # the search lives on in result.resume, or is done with
        except Exception as error:  # noqa: BLE001 - an answer, never a dead thread
            result = SolveResult(UNKNOWN, note=f"solver error: {error}")
        self.result = result
        self.done.emit(result)


class WinnableSearch(_SolverThread):
    """Tries game numbers from ``first_seed`` on; ``done`` carries (seed proved winnable or None, tried).

    ``not_lost``: for a game none of whose deals the solver is known to prove winnable (Village,
    Carnival), the first game number it does not prove lost in a short look (``NOT_LOST_NODES``, no
    hint play-out): better than a deal it would have called lost at once.
    """

    done = Signal(object, int)
    tried_changed = Signal(int)

    def __init__(self, game_id: str, options: dict[str, Any], first_seed: int | None = None,
                 total_seconds: float = SEARCH_SECONDS, deal_seconds: float = DEAL_SECONDS,
                 deal_nodes: int = DEAL_NODES, not_lost: bool = False,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.not_lost = not_lost
        self.game_id = game_id
        self.options = dict(options)
        self.first_seed = first_seed
        self.total_seconds = total_seconds
        self.deal_seconds = deal_seconds
        self.deal_nodes = deal_nodes
        self.tried = 0
        self.last_seed: int | None = None
        self.found: int | None = None  # the answer: the game number proved winnable (or not lost)

    def run(self) -> None:  # noqa: D102 - the thread's body
        self.started_at = time.monotonic()
        found: int | None = None
        try:
            game = new_game(self.game_id, seed=self.first_seed, options=self.options)
            seed = game.seed
            while not self.cancelled():
                left = self.total_seconds - self.elapsed()
                if left <= 0:
                    break
                if game is None:
                    game = new_game(self.game_id, seed=seed, options=self.options)
                if self.not_lost:
                    result = solve(game, NOT_LOST_NODES, left, cancel=self._ask, hints=False)
                else:
                    result = solve(game, self.deal_nodes, min(self.deal_seconds, left), cancel=self._ask)
                self.tried += 1
                self.last_seed = seed
                self.tried_changed.emit(self.tried)
                if result.verdict == "winnable" or (self.not_lost and result.verdict == UNKNOWN):
                    found = seed
                    break
                seed = seed + 1 if seed < 2_147_483_647 else 1
                game = None
        except Exception:  # noqa: BLE001 - no deal found is an answer too
            found = None
        self.found = found
        self.done.emit(found, self.tried)
