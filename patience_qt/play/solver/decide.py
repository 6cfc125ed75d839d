"""``solve``: which way each family's position is decided, and the answer's last check.

The family is looked up by its rules class in ``FAMILIES`` (no game id or class name is compared):
the clock family's forced line is replayed; the Rainbow and Village families are searched over their
twins, with the hint policy played out after the search (Rainbow, in the last ``HINTS_SHARE`` of the
time) or before it (Village); see the package's text, "The hints too".
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...rules import Game
from ...rules.families.clock import ClockRules
from ...rules.families.rainbow import RainbowRules
from ...rules.families.village import VillageRules
from ...rules.family import Rules
from .lines import check_line, hint_line, replay
from .native import NativeSearch, NativeVillageSearch, available
from .rainbow import RainbowTwin
from .search import UNKNOWN, WINNABLE, Resume, Search, SolveResult
from .village import VillageTwin

HINTS_SHARE = 0.05  # Rainbow family: the share of the time kept for the hints after the search


@dataclass(frozen=True)
class Family:
    """How the solver decides a position of one family of rules."""

    twin: Callable[[Game], Any] | None  # the search's twin of a position; None: replay the forced line
    hints_first: bool = False  # play the hints out before the search (else after it, if undecided)
    native: Callable[..., Any] | None = None  # the compiled core's search, where it was built


FAMILIES: dict[type[Rules], Family] = {
    ClockRules: Family(twin=None),
    RainbowRules: Family(twin=RainbowTwin, native=NativeSearch),
    VillageRules: Family(twin=VillageTwin, hints_first=True, native=NativeVillageSearch),
}


def family_of(game: Game) -> Family:
    """The solver's way with this game's rules (a subclass of a family's rules is of that family)."""
    for rules_class in type(game.rules).__mro__:
        family = FAMILIES.get(rules_class)
        if family is not None:
            return family
    raise ValueError(f"the solver does not know the rules of {game.id}")


def solve(
    game: Game,
    max_nodes: int = 200_000_000,  # time is the limit that counts; this one guards memory
    max_seconds: float = 10.0,
    cancel: Callable[[], bool] | None = None,
    hints: bool = True,
    resume: Resume | None = None,
    core: str | None = None,
) -> SolveResult:
    """Decide the position of ``game`` (left untouched); see the package's text.

    ``hints=False`` leaves out the hint policy's play-out, so that only the search answers (its
    tests). ``resume``: an earlier unknown answer's ``resume`` about this same position; the search
    goes on from where it stopped, with these limits for this call. ``core``: ``"python"`` or
    ``"native"`` to choose the search (the benchmark's and the tests' side-by-side runs; ``"native"``
    where it was not built is a ValueError); None, the compiled core wherever there is one.
    """
    start = time.perf_counter()
    family = family_of(game)
    make_twin = family.twin
    hints_done = resume is not None and resume.hints_done
    search: Any = None
    native = _native_search(family, core)
    if make_twin is None:
        result = replay(game, max_nodes, cancel)
    elif not family.hints_first:
        search_seconds = max_seconds * (1.0 - HINTS_SHARE) if hints else max_seconds
        search = _search(resume, game, make_twin, native, max_nodes, search_seconds, cancel, start)
        result = search.run()
        result.core = search.core
        if hints and not hints_done and result.verdict == UNKNOWN:
            found, hints_done = hint_line(game, start + max_seconds, cancel)
            if found is not None:
                found.nodes += result.nodes
                result = found
    else:
        found = None
        if hints and not hints_done:
            found, hints_done = hint_line(game, start + max_seconds, cancel)
        if found is None:
            search = _search(resume, game, make_twin, native, max_nodes, max_seconds, cancel, start)
            result = search.run()
            result.core = search.core
        else:
            result = found
    if result.verdict == WINNABLE:
        check_line(game, result)
    earlier = resume.seconds if resume is not None else 0.0
    result.seconds = earlier + time.perf_counter() - start
    if result.verdict == UNKNOWN and search is not None and search.resumable:
        result.resume = Resume(search, result.seconds, hints_done)
    return result


def _native_search(family: Family, core: str | None) -> Callable[..., Any] | None:
    if core not in (None, "native", "python"):
        raise ValueError(f"no search core named {core!r} (native, python)")
    if core == "native" and not available():
        raise ValueError("the compiled search core is not built")
    if core == "python" or not available():
        return None
    return family.native


def _search(resume: Resume | None, game: Game, make_twin: Callable[[Game], Any],
            native: Callable[..., Any] | None, max_nodes: int, max_seconds: float,
            cancel: Callable[[], bool] | None, start: float) -> Any:
    """A new search (the compiled core's where there is one for the family), or the resumed one with
    this call's limits."""
    if resume is None:
        if native is not None:
            return native(game, max_nodes, max_seconds, cancel, start)
        return Search(lambda: make_twin(game), max_nodes, max_seconds, cancel, start)
    search = resume.search
    search.set_limits(max_nodes, max_seconds, cancel, start)
    return search
