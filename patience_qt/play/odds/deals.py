"""One deal of the odds (its verdict, time, search core and the policy's result), and many deals
spread over processes (``odds --jobs N``) or over a Dask cluster (``odds --scheduler ADDRESS``,
``cluster``), both behind one small interface, ``DealPool``: a map over deals.

The deals are handed out to N processes (or the cluster's workers) as they free up and taken back in
game-number order, so the counts, the list of winnable game numbers and a stop after some deals
(``--budget``) are the same whatever N is; only the time differs. Each process runs the solver on one
core at a time, so N above the machine's cores gains nothing.

``one_deal`` is pure and idempotent: it writes nothing, and its outcome depends only on the game, the
options, the game number, the limits and the policy (under a node limit, ``--nodes``, the same on any
machine; under a time limit alone a slower machine may leave undecided a deal a faster one decides).
So a deal run twice -- a cluster's worker lost half-way and its deals run again on another -- counts
once, and the same.

A pool may serve more than one pass over deals (``odds --retry-unknown``: the deals left unknown
searched again, through the same processes or the same cluster): ``deals_in_order`` closes only a pool
it opened itself, and drops from a pool it was given the deals still out when its caller stops early.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
from collections.abc import Callable, Collection, Iterator, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass
from typing import Any, Protocol

from ...rules import game_info, new_game
from ..families import baseline_policy
from ..hints.policy import Policy
from ..solver import solve
from .simulate import play_out


@dataclass(frozen=True)
class DealOutcome:
    seed: int
    verdict: str
    seconds: float
    decided: bool
    core: str
    policy_won: bool


def default_jobs() -> int:
    """All cores (``odds --jobs``'s default)."""
    return os.cpu_count() or 1


def hint_policy(game_id: str, choice: str = "hints") -> tuple[str, Policy]:
    """The hint policy (the first hint with the solver behind it, ``play.guide``; its searches bounded by
    positions, so that a deal's outcome is the same on any machine), else the family's baseline."""
    if choice in ("hint", "hints"):
        from ..guide import Guide

        return "hints", Guide.fixed()
    return "baseline", baseline_policy(game_id)


def forced(game_id: str, options: dict[str, Any] | None = None) -> bool:
    """Whether the game's rules leave a player no choice (the clock family): its policy is the one
    legal move, so its result is the solver's replay."""
    info = game_info(game_id)
    return info.make_rules(info.resolve_options(options)).forced


NO_POLICY = "none"  # one_deal's policy for a search alone (a deal searched again: its play-out is known)


def one_deal(game_id: str, seed: int, options: dict[str, Any], seconds: float, nodes: int,
             policy: str) -> DealOutcome:
    """Solve the deal and play it with the policy (named, so that a process can be handed it);
    ``NO_POLICY`` plays nothing and reports the policy lost."""
    game = new_game(game_id, seed=seed, options=options)
    solved = solve(game, max_seconds=seconds, max_nodes=nodes or 10**12)
    if game.rules.forced:
        won = solved.verdict == "winnable"
    elif policy == NO_POLICY:
        won = False
    else:
        won = play_out(game_id, seed, hint_policy(game_id, policy)[1], options)
    return DealOutcome(seed, solved.verdict, solved.seconds, solved.decided, solved.core, won)


class DealPool(Protocol):
    """Where the deals run: a map over deals, handed out a few ahead and taken back as they finish.
    The process pool below is the default; ``cluster.ClusterPool`` is a Dask cluster's."""

    def submit(self, game_id: str, seed: int, options: dict[str, Any], seconds: float, nodes: int,
               policy: str) -> Any:
        """Start ``one_deal`` with these arguments; a handle for ``first_done`` and ``result``."""

    def first_done(self, waiting: Collection[Any]) -> Collection[Any]:
        """Wait until at least one of these handles has finished; those that have."""

    def result(self, handle: Any) -> DealOutcome: ...

    def drop(self, handles: Collection[Any]) -> None:
        """Forget these deals, handed out and not taken back (a pass stopped early), so that the pool
        can serve the next pass."""

    def width(self) -> int:
        """How many deals to keep handed out, so that no worker waits for work."""

    def close(self) -> None:
        """Drop the deals not yet taken back (a stop after some deals) and let the workers go."""


class ProcessPool:
    """``jobs`` processes of this machine (``odds --jobs``)."""

    def __init__(self, jobs: int) -> None:
        # spawn, not fork: the caller may hold threads (Qt's, a test runner's) that a fork would copy
        # half-way through whatever they were doing
        context = multiprocessing.get_context("spawn")
        self.jobs = jobs
        self.pool = ProcessPoolExecutor(max_workers=jobs, mp_context=context)

    def submit(self, game_id: str, seed: int, options: dict[str, Any], seconds: float, nodes: int,
               policy: str) -> Future[DealOutcome]:
        return self.pool.submit(one_deal, game_id, seed, options, seconds, nodes, policy)

    def first_done(self, waiting: Collection[Any]) -> Collection[Any]:
        return wait(waiting, return_when=FIRST_COMPLETED).done

    def result(self, handle: Future[DealOutcome]) -> DealOutcome:
        return handle.result()

    def drop(self, handles: Collection[Future[DealOutcome]]) -> None:
        for handle in handles:  # those not started yet; a running one ends by its own limit
            handle.cancel()

    def width(self) -> int:
        return 2 * self.jobs

    def close(self) -> None:
        self.pool.shutdown(wait=True, cancel_futures=True)


def deals_in_order(game_id: str, seeds: Sequence[int], options: dict[str, Any], seconds: float, nodes: int,
                   policy: str, jobs: int, pool: DealPool | None = None) -> Iterator[DealOutcome]:
    """The outcomes of these deals in the order of ``seeds``, computed by ``pool`` when one is given
    (the caller's to close; a Dask cluster's, ``cluster``, or a process pool serving several
    passes), else by ``jobs`` processes of its own (1: here)."""
    own = pool is None
    if own:
        if jobs <= 1 or len(seeds) <= 1:
            for seed in seeds:
                yield one_deal(game_id, seed, options, seconds, nodes, policy)
            return
        pool = ProcessPool(min(jobs, len(seeds)))
    assert pool is not None
    waiting: dict[Any, None] = {}  # in the order handed out
    try:
        done: dict[int, DealOutcome] = {}
        upcoming = iter(seeds)
        position = 0  # the next of ``seeds`` to give back
        while True:
            for seed in upcoming:
                waiting[pool.submit(game_id, seed, options, seconds, nodes, policy)] = None
                if len(waiting) >= pool.width():
                    break
            if not waiting:
                return
            for handle in pool.first_done(list(waiting)):
                waiting.pop(handle, None)
                outcome = pool.result(handle)
                done[outcome.seed] = outcome
            while position < len(seeds) and seeds[position] in done:
                yield done.pop(seeds[position])
                position += 1
    finally:
        if own:
            pool.close()
        elif waiting:  # stopped early: the next pass through the same pool must not meet these
            pool.drop(list(waiting))


def progress_line(count: int, deals: int, winnable: int, lost: int, elapsed: float) -> str:
    """``odds: 37/100 deals, 12 winnable, 0 lost, 40 s`` (the command's progress, on standard error)."""
    return f"odds: {count}/{deals} deals, {winnable} winnable, {lost} lost, {elapsed:.0f} s"


def retry_line(retried: int, unknown: int, decided: int, elapsed: float) -> str:
    """``odds: searched again 3/22 unknown deals, 2 decided, 400 s`` (``--retry-unknown``'s progress)."""
    return f"odds: searched again {retried}/{unknown} unknown deals, {decided} decided, {elapsed:.0f} s"


def show_progress(deals: int) -> Callable[[int, Any], None]:
    """A progress callback for ``odds`` writing one line, rewritten in place, on standard error."""

    def progress(count: int, result: Any) -> None:
        retried = getattr(result, "retried", 0)
        if retried:  # the second search of the deals left unknown: a line of its own
            total = result.unknown + result.retry_decided  # the first pass's unknown deals
            line = retry_line(retried, total, result.retry_decided, result.elapsed)
            last = retried == total
        else:
            line = progress_line(count, deals, result.winnable, result.lost, result.elapsed)
            last = count == deals
        print("\r" + line, end="\n" if last else "", file=sys.stderr, flush=True)

    return progress
