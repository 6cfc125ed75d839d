"""The compiled search core (``_native``, built from ``_native.c`` by ``pip install``), when there is one.

It is handed the rules' position and hands back its lines through ``native_codec.py``, the one place
that speaks its card codes. What it searches with (dominance, symmetries, dead ends, relaxations) is
told where it lives, in the header comments of ``_native_search.c``, ``_native_rainbow*.c``,
``_native_village*.c`` and ``_native_relax.c``.

The extension is optional (``setup.py``): an install without a C compiler has none, and the solver
falls back on the plain ``Search`` (``search.py``), which decides far less. ``PATIENCE_QT_PURE_PYTHON=1``
in the environment makes the program behave as if it had none (the tests' way to check that such an
install still plays and solves). ``NativeSearch`` has ``Search``'s face (``run``, ``set_limits``,
``nodes``, ``resumable``), so ``solve`` and ``Resume`` treat the two alike. Its portfolio's members can
search side by side, a core object a thread (``THREADS``: the compiled search runs without the GIL).
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import threading
import time
from collections.abc import Callable, Sequence
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from types import ModuleType
from typing import Any

from ...rules import Card, Game, Move, reason
from .native_codec import rainbow_args, rainbow_move, rules_line, village_args, village_move
from .search import NOT_WINNABLE, UNKNOWN, WINNABLE, SolveResult

PURE_PYTHON_VARIABLE = "PATIENCE_QT_PURE_PYTHON"
# put beside this module by the app's build (packaging/patience-qt.spec) when it was built with the
# compiled core: the built app's --self-test then fails if the core does not load
BUILT_MARKER = "native_built.txt"
PORTFOLIO = 4  # differently seeded restart searches sharing a question's time (see _native.c)
LONGEST = 1e9  # seconds: what an unlimited time is to the core (which takes finite times only)
CONFIRM_SALT = 1  # the second set of keys a loss proved through the tables is searched again on
# how many threads search one question side by side: 1, the members take turns on one core object;
# None, one a processor core (at most one a member of the portfolio). 1: measured not to pay, as the
# split members do not share their tables of dead positions (docs/benchmarks.md, bench_solver --threads)
THREADS: int | None = 1


def side_by_side() -> int:
    """The threads one question is searched on. A process pool's worker (the odds table's: one process
    a processor core already) searches on one, as more would only share its core."""
    if THREADS is not None:
        return max(1, min(THREADS, PORTFOLIO))
    if multiprocessing.parent_process() is not None:
        return 1
    return max(1, min(os.cpu_count() or 1, PORTFOLIO))


def shares(members: int, threads: int) -> list[tuple[int, int]]:
    """(first stream, how many) of each thread's members: the portfolio's streams split evenly."""
    out, first = [], 0
    for i in range(threads):
        count = members // threads + (1 if i < members % threads else 0)
        out.append((first, count))
        first += count
    return out


def _load() -> ModuleType | None:
    if os.environ.get(PURE_PYTHON_VARIABLE, "") not in ("", "0"):
        return None
    try:
        from ._native import RainbowCore  # noqa: F401 (visible to the bundler: the app carries it)
    except ImportError:
        return None
    return sys.modules[f"{__package__}._native"]


_NATIVE = _load()


def native_module() -> ModuleType | None:
    """The compiled core's module, or None where it was not built (or is switched off)."""
    return _NATIVE


def available() -> bool:
    return _NATIVE is not None


def built_with_compiler() -> bool:
    """This copy was built with the compiled core: the app's build left its marker here, or (from
    source) the extension module lies beside this one. Whether it also loads is ``available()``."""
    here = Path(__file__).parent
    if (here / BUILT_MARKER).is_file():
        return True
    return any((here / f"_native{suffix}").is_file() for suffix in EXTENSION_SUFFIXES)


# the waste-pile relaxation (_native_waste.c) in the dead-end test: measured to cost more than the
# positions it cuts (docs/benchmarks.md), so it is off unless asked for
WASTE_RELAXATION = False


def rainbow_core(game: Game, members: int | None = None, waste: bool | None = None) -> Any:
    """The compiled twin-and-search of a Rainbow family position (``_native.RainbowCore``, its arguments
    read from the rules' position by ``native_codec.py``); ``waste``: with the waste-pile relaxation
    among its dead-end tests (None: ``WASTE_RELAXATION``)."""
    if _NATIVE is None:
        raise RuntimeError("the compiled search core is not built")
    return _NATIVE.RainbowCore(**rainbow_args(game), members=members or PORTFOLIO,
                               waste=WASTE_RELAXATION if waste is None else waste)


def village_core(game: Game, members: int | None = None, bans: Any = None) -> Any:
    """The compiled twin-and-search of a Village family position (``_native.VillageCore``); ``bans``:
    pass-up bans to start with (a search path's; the rules' position has none)."""
    if _NATIVE is None:
        raise RuntimeError("the compiled search core is not built")
    return _NATIVE.VillageCore(**village_args(game, bans or ()), members=members or PORTFOLIO)


class NativeSearch:
    """A family's search in C, with ``Search``'s face; lines come back as twin moves and are turned
    into the rules' moves here (and replayed by the rules in ``solve``, as every line is).

    With more than one thread (``side_by_side``) the portfolio's members are split over as many core
    objects (``members_from``), each searched on a thread of its own with its own table of dead
    positions; the first to decide stops the others (``stop()``, and their ``cancel`` in case one had
    not started). Each core's "lost" is a complete search of its own, as sound as one core's.
    """

    core = "native"
    make_core: Callable[[Game], Any] = staticmethod(rainbow_core)
    decode: Callable[[Game, tuple[int, ...]], Move] = staticmethod(rainbow_move)

    def __init__(self, game: Game, max_nodes: int, max_seconds: float,
                 cancel: Callable[[], bool] | None, start: float) -> None:
        self.game = game
        threads = side_by_side()
        if threads == 1:
            self.engines = [self.make_core(game)]
        else:
            self.engines = []
            for first, count in shares(PORTFOLIO, threads):
                engine = self.make_core(game, members=count)
                engine.members_from(first)
                self.engines.append(engine)
        self.engine = self.engines[0]  # the one that answered last
        self.nodes = 0
        self._second: Any = None  # the confirming search of a loss, while it runs
        self.resumable = False
        self.set_limits(max_nodes, max_seconds, cancel, start)

    def live_nodes(self) -> int:
        """The positions searched so far, read while ``run`` goes on (``search.Watch``): each core's own
        count, which the search itself keeps (its node limit is checked against it), read between its
        steps without stopping it; with the confirming second search's once that runs."""
        second = self._second
        return sum(engine.nodes for engine in self.engines) + (second.nodes if second is not None else 0)

    def set_limits(self, max_nodes: int, max_seconds: float, cancel: Callable[[], bool] | None,
                   start: float) -> None:
        self.max_nodes = max_nodes
        self.deadline = start + max_seconds
        self.cancel = cancel

    def run(self) -> SolveResult:
        self.resumable = False
        started, before = time.perf_counter(), self.nodes
        seconds = min(max(0.0, self.deadline - started), LONGEST)  # the core refuses inf, NaN
        if len(self.engines) == 1:
            verdict, line, self.nodes = self.engine.search(max_nodes=self.max_nodes, seconds=seconds,
                                                           cancel=self.cancel)
        else:
            verdict, line = self._side_by_side(seconds)
            self.nodes = sum(engine.nodes for engine in self.engines)
        if verdict == 2:
            self.resumable = True
            return SolveResult(UNKNOWN, [], self.nodes, core=self.core)
        if verdict == 1:
            blocked = self.engine.blocked()  # the reserve relaxation's reason, when it proved the loss
            if blocked is None and self.nodes > before:
                return self._confirm(time.perf_counter() - started)
            result = SolveResult(NOT_WINNABLE, [], self.nodes, core=self.core)
            if blocked is not None:
                reserve, length = blocked
                cards = self.game.piles[self.game.rules.reserve_ids[reserve]].cards
                run = cards[len(cards) - length:][::-1]
                explain_blocked(result, self.game.rules.reserve_ids[reserve], run)
            return result
        return self._won(line, self.nodes)

    def _side_by_side(self, seconds: float) -> tuple[int, Any]:
        """Every core searched on a thread of its own until one decides (its verdict and line, and
        ``self.engine`` is that core) or every one is stopped (2: each can go on from there)."""
        engines, cancel = self.engines, self.cancel
        decided = threading.Event()
        lock = threading.Lock()
        answers: list[tuple[int, Any, Any]] = []  # (verdict, line, engine) of the cores that decided
        errors: list[BaseException] = []
        each = -(-self.max_nodes // len(engines))  # the node limit shared out

        def stop_asked() -> bool:
            return decided.is_set() or (cancel is not None and bool(cancel()))

        def member(engine: Any) -> None:
            try:
                verdict, line, _ = engine.search(max_nodes=each, seconds=seconds, cancel=stop_asked)
            except BaseException as error:  # noqa: BLE001 - handed to the caller's thread below
                with lock:
                    errors.append(error)
                verdict, line = 2, None
            if verdict == 2 and not errors:
                return
            with lock:
                if verdict != 2:
                    answers.append((verdict, line, engine))
            decided.set()
            for other in engines:
                if other is not engine:
                    other.stop()

        threads = [threading.Thread(target=member, args=(engine,), daemon=True,
                                    name="solver member") for engine in engines]
        try:
            for thread in threads:
                thread.start()
            for thread in threads:
                thread.join()
        finally:  # interrupted while waiting (Ctrl+C): no member is left searching on its own
            decided.set()
            for engine in engines:
                engine.stop()
            for thread in threads:
                if thread.is_alive():
                    thread.join()
        if errors:
            raise errors[0]
        if not answers:
            return 2, None
        verdict, line, self.engine = answers[0]
        return verdict, line

    # how many of a winning line's first moves to hand back (None: all); each is read and pushed by the
    # rules, which costs far more than a short search: ``decide.quick_verdict`` wants the first only
    line_moves: int | None = None

    def _won(self, line: list, nodes: int) -> SolveResult:
        wanted = line if self.line_moves is None else line[:self.line_moves]
        return SolveResult(WINNABLE, rules_line(self.game, wanted, self.decode), nodes, core=self.core)

    def _confirm(self, took: float) -> SolveResult:
        """A loss the search proved through its tables of 64-bit keys, searched again on keys from
        another start (``salt``): a false "lost" would need two positions to share a key in both, a
        chance beyond any count of positions (docs/architecture.md, "The solver and its two
        encodings"). The second search has the time left, or at least as long as the first took."""
        second = self.make_core(self.game)
        second.salt(CONFIRM_SALT)
        seconds = min(max(self.deadline - time.perf_counter(), took), LONGEST)
        self._second = second
        try:
            verdict, line, nodes = second.search(max_nodes=self.max_nodes, seconds=seconds,
                                                 cancel=self.cancel)
        finally:
            self._second = None
        if verdict == 1:
            return SolveResult(NOT_WINNABLE, [], self.nodes + nodes, core=self.core,
                               note="the loss was proved twice, on two independent sets of keys")
        if verdict == 0:  # the first search's "lost" came from keys that two positions shared
            return self._won(line, self.nodes + nodes)
        return SolveResult(UNKNOWN, [], self.nodes + nodes, core=self.core,
                           note="a loss found but not yet confirmed on a second set of keys")


def explain_blocked(result: SolveResult, reserve_id: str, run: Sequence[Card]) -> None:
    """Give a result the reason of a loss the reserve relaxation proved (``_native_relax.c``): the run
    of this reserve, its outer card first, that cannot all be placed."""
    cards = tuple(run)
    result.blocked = cards
    result.reason = reason("rainbow.lost.reserve_order", pile=reserve_id, n=len(cards), card=cards[-1])


class NativeVillageSearch(NativeSearch):
    """The Village family's search in C."""

    make_core = staticmethod(village_core)
    decode = staticmethod(village_move)
