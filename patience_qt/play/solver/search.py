"""The solver's answer, and the search that stands in where the compiled core was not built: a plain
bounded depth-first search over the rules' own game.

``Search`` pushes and pops a copy of the caller's ``Game`` (``legal_moves``, ``push``, ``pop``,
``is_won``), so it makes the rules' moves and no others, and knows nothing of the families: no
dominance, no dead-end tests, no symmetry. It proves a win by finding its line, and a loss only by
searching every position reachable from the one asked about; a limit (nodes, seconds, ``cancel()``)
that comes first leaves the answer "unknown". Its visited set holds exact positions (each pile's
tuple of cards, which the rules replace and never change in place, and the family's state): a loss it
reports is never a hash collision.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ...rules import Card, Game, Move, Reason

WINNABLE, NOT_WINNABLE, UNKNOWN = "winnable", "not winnable", "unknown"
CHECK_EVERY = 256  # nodes between looks at the clock and at cancel()
MAX_POSITIONS = 1_000_000  # the plain search's memory bound: about 400 MB of exact positions
MEMORY_BOUND = "memory bound"  # the note of an answer the bound stopped: more time would not help


@dataclass
class SolveResult:
    """The solver's answer; ``line`` is the winning line from the position solved (empty otherwise).

    ``resume``, set when a search ran out of time or positions or was cancelled (never at the plain
    search's memory bound, ``note`` then ``MEMORY_BOUND``): hand it back to ``solve`` on the same
    position to go on with that search instead of starting it again (``nodes`` and ``seconds`` then
    count both calls). ``core``: which search answered, ``"native"`` (the compiled core, ``_native.c``)
    or ``"python"`` (``Search``, the clock replay or the hints' play-out). ``reason``: why a deal is
    not winnable, where a test can say it (the Rainbow family's reserve relaxation: the reserve's order
    alone, ``rainbow.lost.reserve_order``); ``blocked``: the cards that reason is about (the reserve's
    shortest run from its outer end that cannot all be placed, the outer card first).
    """

    verdict: str
    line: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    note: str = ""
    resume: Resume | None = field(default=None, repr=False)
    core: str = "python"
    reason: Reason | None = None
    blocked: tuple[Card, ...] = ()

    @property
    def decided(self) -> bool:
        return self.verdict != UNKNOWN


@dataclass
class Resume:
    """What an unfinished search keeps for the next call on the same position, so that more time (the
    window's Search longer) is all new search. It holds the search's tables (some hundreds of
    megabytes after minutes), so a caller keeps it only while the position stays on the table."""

    search: Any  # a Search, or the compiled core's NativeSearch (same face)
    seconds: float  # spent by the calls so far
    hints_done: bool  # the hint policy's play-out came to an end (without winning): not played again


class Watch:
    """The positions a search under way has looked at, for a caller on another thread (the solver box's
    running figure): ``solve(watch=…)`` hands it the search once made, and ``positions()`` reads the
    search's own count (each compiled core's, read without stopping it), earlier calls on a resumed
    search included. The calls to ``cancel()`` would count too few: the compiled core asks it by the
    clock (every ``CANCEL_EVERY`` seconds), not every ``CHECK_EVERY`` positions."""

    def __init__(self) -> None:
        self.search: Any = None

    def positions(self) -> int | None:
        """The positions searched so far; None before the search is made (or where the solve has none:
        the clock family's replay, a stand-in solver)."""
        search = self.search
        if search is None:
            return None
        live = getattr(search, "live_nodes", None)
        return int(live()) if live is not None else int(search.nodes)


class Search:
    """Depth-first search over a copy of the rules' game. ``visited`` holds every position entered,
    ``path`` the moves of the line being searched and ``stack`` the moves still to try at each of its
    positions. Stopped by a limit, it keeps them all with the copy where it stood, so ``run()`` again
    goes on exactly there (``Resume``). The stack running dry means every reachable position was
    searched without a win: the position is lost."""

    core = "python"

    def __init__(self, game: Game, max_nodes: int, max_seconds: float,
                 cancel: Callable[[], bool] | None, start: float) -> None:
        self.game = game.copy(history=False)
        self.nodes = 0
        self.set_limits(max_nodes, max_seconds, cancel, start)
        self.states: dict[tuple[Any, ...], tuple[Any, ...]] = {}  # see _key
        self.visited: set[tuple[Any, ...]] = {self._key()}
        self.path: list[Move] = []
        self.stack: list[list[Move]] = [self._moves()]
        self.resumable = False  # stopped by a limit: run() may go on

    def set_limits(self, max_nodes: int, max_seconds: float, cancel: Callable[[], bool] | None,
                   start: float) -> None:
        """The limits of the next ``run()``, counted from now (a resumed search has used some)."""
        self.max_nodes = self.nodes + max_nodes
        self.deadline = start + max_seconds
        self.cancel = cancel

    def _key(self) -> tuple[Any, ...]:
        """The position exactly: every pile's cards (face-up flags aside, which no move reads) and the
        family's state with its names, one tuple shared by every key of that state (about 400 bytes a
        position in all, a third less than a tuple each)."""
        game = self.game
        state = tuple(game.state.items())
        return (*(pile.cards for pile in game.piles.values()), self.states.setdefault(state, state))

    def _moves(self) -> list[Move]:
        """The rules' moves here, to be popped from the end: foundation moves are tried first."""
        piles = self.game.piles
        return sorted(self.game.legal_moves(), key=lambda move: piles[move.dst].kind == "foundation")

    def run(self) -> SolveResult:
        """Search on from where the last run stopped."""
        game, visited, path, stack = self.game, self.visited, self.path, self.stack
        self.resumable = False
        if game.is_won():
            return SolveResult(WINNABLE, list(path), self.nodes)
        check = CHECK_EVERY
        while stack:
            moves = stack[-1]
            if not moves:
                stack.pop()
                if path:
                    path.pop()
                    game.pop()
                continue
            check -= 1
            if check == 0:
                check = CHECK_EVERY
                if len(visited) >= MAX_POSITIONS:  # more time would only take more memory
                    return SolveResult(UNKNOWN, [], self.nodes, note=MEMORY_BOUND)
                if (self.nodes >= self.max_nodes or time.perf_counter() > self.deadline
                        or (self.cancel is not None and self.cancel())):
                    self.resumable = True
                    return SolveResult(UNKNOWN, [], self.nodes)
            move = moves.pop()
            self.nodes += 1
            game.push(move)
            if game.is_won():
                self.stack = []
                return SolveResult(WINNABLE, [*path, move], self.nodes)
            key = self._key()
            if key in visited:
                game.pop()
                continue
            visited.add(key)
            path.append(move)
            stack.append(self._moves())
        return SolveResult(NOT_WINNABLE, [], self.nodes)
