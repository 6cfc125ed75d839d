"""``solve``: which way each family's position is decided (its record in ``parts.py``, found through the
game's catalogue entry, so no game id or class name is compared), and the answer's last check; see the
package's text."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from ...rules import Game
from .lines import check_line, hint_line, replay
from .native import available
from .parts import SolverPart, solver_part
from .position import check_position
from .search import UNKNOWN, WINNABLE, Resume, Search, SolveResult, Watch

HINTS_SHARE = 0.05  # Rainbow family: the share of the time kept for the hints after the search


def solve(
    game: Game,
    max_nodes: int = 200_000_000,  # time is the limit that counts; this one guards memory
    max_seconds: float = 10.0,
    cancel: Callable[[], bool] | None = None,
    hints: bool = True,
    resume: Resume | None = None,
    core: str | None = None,
    watch: Watch | None = None,
) -> SolveResult:
    """Decide the position of ``game`` (left untouched); see the package's text.

    ``hints=False`` leaves out the hint policy's play-out, so that only the search answers (its
    tests). ``resume``: an earlier unknown answer's ``resume`` about this same position; the search
    goes on from where it stopped, with these limits for this call. ``core``: ``"python"`` or
    ``"native"`` to choose the search (the benchmark's and the tests' side-by-side runs; ``"native"``
    where it was not built is a ValueError); None, the compiled core wherever there is one. ``watch``:
    handed the search once it is made, for a figure of the positions searched while it runs.
    """
    start = time.perf_counter()
    check_position(game)  # a tampered position is one ValueError here, not an error deep in a core
    family = solver_part(game.id)
    hints_done = resume is not None and resume.hints_done
    search: Any = None
    native = _native_search(family, core)  # an unknown core's name is a ValueError before any search
    result: SolveResult | None = None
    if game.rules.forced:  # the one legal move is the game: its line is replayed, not searched
        result = replay(game, max_nodes, cancel)
    elif family.hints_first and hints and not hints_done:
        result, hints_done = hint_line(game, start + max_seconds, cancel)
    if result is None:
        share = HINTS_SHARE if hints and not family.hints_first else 0.0  # the hints' time after it
        search = _search(resume, game, native, max_nodes, max_seconds * (1.0 - share), cancel, start)
        if watch is not None:
            watch.search = search
        result = search.run()
        result.core = search.core
        if share and not hints_done and result.verdict == UNKNOWN:
            found, hints_done = hint_line(game, start + max_seconds, cancel)
            if found is not None:
                found.nodes += result.nodes
                result = found
    if result.verdict == WINNABLE:
        check_line(game, result)
    earlier = resume.seconds if resume is not None else 0.0
    result.seconds = earlier + time.perf_counter() - start
    if result.verdict == UNKNOWN and search is not None and search.resumable:
        result.resume = Resume(search, result.seconds, hints_done)
    return result


def quick_verdict(game: Game, max_nodes: int, max_seconds: float) -> SolveResult:
    """The compiled core's verdict within these limits, with the first move of its winning line only
    and no replay: a question asked after nearly every move (the table's automatic moves), where
    replaying a line of a few hundred moves would cost ten times the search. A loss is confirmed on a
    second set of keys as ``solve``'s is; ValueError where the family has no compiled search here."""
    family = solver_part(game.id)
    native = _native_search(family, "native")
    if native is None or game.rules.forced:
        raise ValueError(f"{game.id}: no compiled search for this family")
    search = native(game, max_nodes, max_seconds, None, time.perf_counter())
    search.line_moves = 1
    return search.run()


def _native_search(family: SolverPart, core: str | None) -> Callable[..., Any] | None:
    if core not in (None, "native", "python"):
        raise ValueError(f"no search core named {core!r} (native, python)")
    if core == "native" and not available():
        raise ValueError("the compiled search core is not built")
    if core == "python" or not available():
        return None
    return family.native


def _search(resume: Resume | None, game: Game, native: Callable[..., Any] | None, max_nodes: int,
            max_seconds: float, cancel: Callable[[], bool] | None, start: float) -> Any:
    """A new search (the compiled core's where there is one for the family), or the resumed one with
    this call's limits."""
    if resume is None:
        if native is not None:
            return native(game, max_nodes, max_seconds, cancel, start)
        return Search(game, max_nodes, max_seconds, cancel, start)
    search = resume.search
    search.set_limits(max_nodes, max_seconds, cancel, start)
    return search
