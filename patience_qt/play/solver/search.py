"""The solver's answer and its search: depth-first search with restarts over a family's twin.

A *twin* is a compact copy of a position for one family (cards as small integers, piles as lists,
pushed and popped in place) that offers ``moves()``, ``apply(move)`` (returning a token),
``undo(move, token)``, ``key()``, ``won()``, ``dead()``, ``to_move(move)`` and ``RESTART_BUDGET``;
``rules_twin.py``'s ``RulesTwin`` is the one twin (the rules' own game, pushed and popped), and
``Search`` knows nothing of the families.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from math import log
from typing import Any

from ...rules import Card, Move, Reason

WINNABLE, NOT_WINNABLE, UNKNOWN = "winnable", "not winnable", "unknown"
CHECK_EVERY = 256  # nodes between looks at the clock and at cancel()


@dataclass
class SolveResult:
    """The solver's answer; ``line`` is the winning line from the position solved (empty otherwise).

    ``resume``, set when a search ran out of time or positions: hand it back to ``solve`` on the same
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
    """What an unfinished search keeps for the next call on the same position.

    Asked again with more time (the window's Search longer), a search that starts over spends the
    first part of its new limit repeating the old one; this keeps the positions it proved dead and
    its place in the restart sequence, so the new time is all new search. It holds the search's
    whole table of dead positions (some hundreds of megabytes after minutes), so a caller keeps it
    only while the position stays on the table.
    """

    search: Any  # a Search, or the compiled core's NativeSearch (same face)
    seconds: float  # spent by the calls so far
    hints_done: bool  # the hint policy's play-out came to an end (without winning): not played again


class Watch:
    """The positions a search under way has looked at, for a caller on another thread (the solver box's
    running figure). ``solve(watch=…)`` hands it the search once the search is made; ``positions()``
    reads the search's own count as it runs (the compiled core's cores each keep theirs, read without
    stopping them), so the figure is the positions really searched, earlier calls on a resumed search
    included. A count from the calls to ``cancel()`` would say too few: the compiled core asks
    ``cancel()`` by the clock (every ``CANCEL_EVERY`` seconds), not every ``CHECK_EVERY`` positions."""

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



def luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 …"""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while True:
        if i == (1 << k) - 1:
            return 1 << (k - 1)
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1


class _Stop(Exception):
    """A limit was reached (nodes, time, cancel): the verdict is unknown."""


class Search:
    """Depth-first search with restarts over a twin (moves, apply, undo, key, won, dead).

    Run after run, each with a node budget from the Luby sequence (so every run length keeps coming
    back, longer and longer) and, after the first, the move order slightly shuffled: a plain
    depth-first search that takes a wrong turn early spends its time on the last moves of a hopeless
    line. Positions are shared between runs through ``dead``: a position goes there once all of its
    moves have been searched and none wins. Within a run, ``visited`` keeps the search finite where
    moves can go round in a circle (village builds); a position whose search skipped a move because it
    led back to a position still being searched is not proved dead (the skipped position might yet
    win), so it stays out of ``dead``. A run that ends without running out of budget has searched
    every reachable position: the deal is not winnable.

    The unit of the Luby budgets is the twin's ``RESTART_BUDGET``: the family whose mistakes show
    late (a waste pile spoilt early is found out only near the end of the pass) gains from short
    runs that try many early orders.
    """

    NOISE = 0.5
    core = "python"

    def __init__(
        self, make_twin: Callable[[], Any], max_nodes: int, max_seconds: float,
        cancel: Callable[[], bool] | None, start: float,
    ) -> None:
        self.make_twin = make_twin
        self.twin = make_twin()
        self.nodes = 0
        self.set_limits(max_nodes, max_seconds, cancel, start)
        self.dead: set[int] = set()
        self.rng = random.Random(0)  # the same deal gives the same search
        self.runs = 0
        self.resumable = False  # stopped by a limit, the twin back at the start: run() may go on

    def live_nodes(self) -> int:
        """The positions searched so far, read while ``run`` goes on (``Watch``)."""
        return self.nodes

    def set_limits(self, max_nodes: int, max_seconds: float, cancel: Callable[[], bool] | None,
                   start: float) -> None:
        """The limits of the next ``run()``, counted from now (a resumed search has used some)."""
        self.max_nodes = self.nodes + max_nodes
        self.deadline = start + max_seconds
        self.cancel = cancel

    def run(self) -> SolveResult:
        """Search on from the last run (a resumed search starts its next restart)."""
        twin = self.twin
        self.resumable = False
        if twin.won():
            return SolveResult(WINNABLE, [], 0)
        if twin.dead():
            result = SolveResult(NOT_WINNABLE, [], 0)
            explain = getattr(twin, "explain_loss", None)  # a twin that can say why
            if explain is not None:
                explain(result)
            return result
        try:
            while True:
                self.runs += 1
                budget = luby(self.runs) * twin.RESTART_BUDGET
                outcome = self._run(budget, self.NOISE if self.runs > 1 else 0.0)
                if outcome is not None:
                    return outcome
        except _Stop:
            self.resumable = True
            return SolveResult(UNKNOWN, [], self.nodes)

    def _order(self, moves: list[Any], noise: float) -> list[Any]:
        if noise and len(moves) > 1:
            # -log(1 - random()) is random.expovariate(1.0) to the bit, without its call
            rnd = self.rng.random
            ranked = sorted([(i - noise * log(1.0 - rnd()), i) for i in range(len(moves))])
            return [moves[i] for _, i in ranked]
        return moves

    def _run(self, budget: int, noise: float) -> SolveResult | None:
        """One run: a result, or None when its budget is spent (the twin is back at the start)."""
        twin, dead = self.twin, self.dead
        # the loop runs once a position: bound methods are looked up once a run
        apply, undo, won, key_of, is_dead = twin.apply, twin.undo, twin.won, twin.key, twin.dead
        moves_of, order = twin.moves, self._order
        root = hash(key_of())
        visited: dict[int, bool] = {root: False}  # key -> proved dead
        path: list[tuple[Any, Any]] = []
        # frames: [moves left, key, every move searched to the end]
        frames: list[list[Any]] = [[iter(order(moves_of(), noise)), root, True]]
        check = CHECK_EVERY
        while frames:
            frame = frames[-1]
            move = next(frame[0], None)
            if move is None:
                frames.pop()
                if frame[2]:
                    dead.add(frame[1])
                    visited[frame[1]] = True
                elif frames:
                    frames[-1][2] = False
                if path:
                    done, token = path.pop()
                    undo(done, token)
                continue
            self.nodes += 1
            budget -= 1
            check -= 1
            if check == 0:
                check = CHECK_EVERY
                if (self.nodes >= self.max_nodes or time.perf_counter() > self.deadline
                        or (self.cancel is not None and self.cancel())):
                    self._rewind(path)
                    raise _Stop
            if budget <= 0:
                self._rewind(path)
                return None
            token = apply(move)
            if won():
                path.append((move, token))
                fresh = self.make_twin()  # to_move reads each move's cards from the position before it
                return SolveResult(WINNABLE, [fresh.to_move(m) for m, _ in path], self.nodes)
            key = hash(key_of())
            if key in dead:
                undo(move, token)
                continue
            proved = visited.get(key)
            if proved is not None:
                undo(move, token)
                if not proved:
                    frame[2] = False
                continue
            if is_dead():
                dead.add(key)
                undo(move, token)
                continue
            visited[key] = False
            path.append((move, token))
            frames.append([iter(order(moves_of(), noise)), key, True])
        return SolveResult(NOT_WINNABLE, [], self.nodes)

    def _rewind(self, path: list[tuple[Any, Any]]) -> None:
        while path:
            done, token = path.pop()
            self.twin.undo(done, token)

