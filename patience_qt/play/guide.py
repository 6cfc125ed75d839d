"""The first hint with the solver behind it: a move that keeps a winnable deal winnable.

The hints' look-ahead (``hints.ranking``) sees only what the player sees and wins few of the deals that
can be won. Where the solver (``solver.solve``, full knowledge of the deal) decides the position within a
short budget, the first hint is better told by it:

* **winnable**: the first hint is the next move of a winning line. The line is kept, position by
  position, so while the player follows it the next hints cost nothing; a position off the line (an
  automatic move the line did not make, another move, an undo) is solved again.
* **proved lost**: the hint says so and then helps bring the most cards home (the look-ahead's ranking,
  whose evaluation counts the cards on the foundations). Every position after a lost one is lost too,
  so a position reached from a lost one by the game's last few moves is not solved again.
* **undecided** (the search ran out of its budget): the look-ahead's ranking, less the moves after which
  a short search proves the position lost, wherever another move is left; a short search that proves
  a move's position winnable makes that move the hint, now proved. After an undecided search the next
  ones wait some moves, more after each undecided one in a row (``GAP_LIMIT``), so that a family the
  solver rarely decides (the Village family) does not spend every hint's budget in vain.

The clock family has no choice to make: its hint is its one move, unchanged.

``Guide`` is one player's guide through one deal at a time (it keeps the line and the positions proved
lost of the deal on the table, and forgets them at a new deal). ``Guide.advise(game)`` answers an
``Advice`` (the move, and the standing as a code: ``KEEPS_WINNABLE``, ``PROVED_LOST``, ``UNDECIDED``;
the window words it); ``Guide.hints(game)`` the ranked hints with that move first; a ``Guide`` called on
a game is a policy (``hints.policy``), which simulation, the odds and Autoplay play. It reads the game's
history (to see that a position follows a lost one) and leaves the game as it found it; it is not shared
between threads (the window asks it from one worker thread at a time).

This module lies outside ``hints/`` and ``solver/``: the solver plays the look-ahead's hints
(``solver/lines.py``), and this module asks the solver, so neither may import it.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from ..rules import Game, Move, game_info
from .families import play_family
from .hints.lookahead import Analysis, Scored
from .hints.ranking import Hint, analysis, useful_moves
from .solver import NOT_WINNABLE, WINNABLE, solve

KEEPS_WINNABLE = "keeps_winnable"  # the move is the next of a winning line the solver found
PROVED_LOST = "proved_lost"  # the solver proved the position lost: the move brings cards home
UNDECIDED = "undecided"  # the solver did not decide in its budget (or was not asked): the look-ahead's move

SOLVE_SECONDS = 1.0  # the search of the position itself, a hint
CHECK_SECONDS = 0.04  # the short search of one move's position, when the position is undecided
CHECKS_SECONDS = 0.3  # … and of all of them, a hint
CHECK_NODES = 60_000  # … and its positions (the compiled core makes 1-2 million a second)
SOLVE_NODES = 3_000_000  # the time binds first where the compiled core searches (1-2 million a second)
CHECKS = 8  # at most this many short searches a hint
FIXED_SOLVE_NODES = 1_500_000  # ``Guide.fixed``: positions, not seconds, bind (the same on any machine)
GAP_LIMIT = 16  # at most this many moves between two searches of an undecided deal
# families whose deals the search rarely decides (none of Village's first 1,000 at 30 s): after an
# undecided search the next waits for the next phase of the deal (a deal, a redeal), not some moves
ONCE_A_PHASE = frozenset({"village"})
LOOK_BACK = 8  # moves of the game's history looked back through for a position proved lost


@dataclass(frozen=True)
class Advice:
    """The first hint's move (None: no move is left) and what the solver says of the deal (a code)."""

    move: Move | None
    standing: str


@dataclass(frozen=True)
class GuidedHints:
    """The ranked hints with the guide's move first, and that move's standing."""

    hints: list[Hint]
    standing: str


def deal_key(game: Game) -> Hashable:
    """What tells one deal from another (the redeals' shuffles follow from the game number)."""
    order = None if game.order is None else tuple(game.order)
    return game.id, game.seed, tuple(sorted(game.options.items())), order


def position_key(game: Game) -> Hashable:
    return game.snapshot()


def phase_key(game: Game) -> Hashable:
    """The phase of the deal: the cards left in the stock and the family's state (a redeal's count)."""
    stock = tuple(len(pile.cards) for pile in game.piles.values() if pile.kind == "stock")
    return stock, tuple(sorted(game.state.items()))


class Guide:
    """One player's guide through a deal; see the module's text. ``solve_seconds`` and the others are
    the budgets of one answer (the tests shrink them)."""

    def __init__(self, solve_seconds: float = SOLVE_SECONDS, check_seconds: float = CHECK_SECONDS,
                 checks_seconds: float = CHECKS_SECONDS, gap_limit: int = GAP_LIMIT,
                 solve_nodes: int = SOLVE_NODES) -> None:
        self.solve_seconds = solve_seconds
        self.check_seconds = check_seconds
        self.checks_seconds = checks_seconds
        self.gap_limit = gap_limit
        self.solve_nodes = solve_nodes
        self._deal: Hashable = None
        self._line: dict[Hashable, Move] = {}  # position on a winning line -> its next move
        self._lost: set[Hashable] = set()  # positions proved lost
        self._unknown: dict[Hashable, None] = {}  # positions a search left undecided
        self._wait_until = -1  # no search of the position before the history is this long
        self._wait_phase: Hashable = None  # … nor in this phase of the deal (``ONCE_A_PHASE``)
        self._gap = 1
        self.searches = 0  # searches of a position itself (the bench counts them)
        self._last: tuple[Hashable, Analysis | None] | None = None  # the last position's analysis

    @classmethod
    def fixed(cls) -> Guide:
        """A guide whose searches are bounded by positions alone (the seconds only a far ceiling), so that
        its play of a deal is the same on any machine and under any load: the odds' deals
        (``odds.deals.one_deal``), which must give the same count however they are spread."""
        return cls(solve_seconds=60.0, check_seconds=10.0, checks_seconds=60.0,
                   solve_nodes=FIXED_SOLVE_NODES)

    # -- the policy ---------------------------------------------------------------------------------
    def __call__(self, game: Game) -> Move | None:
        return self.advise(game).move

    def advise(self, game: Game, cancel: Callable[[], bool] | None = None) -> Advice:
        """The first hint's move and the deal's standing; ``cancel`` stops the searches early (the
        answer is then the look-ahead's)."""
        moves = game.legal_moves()
        if not moves:
            return Advice(None, PROVED_LOST if not game.is_won() else UNDECIDED)
        family = play_family(game.id)
        if family.adapter is None or game.rules.forced:
            return Advice(moves[0], UNDECIDED)
        standing, move, result = self._decide(game, cancel)
        if standing == KEEPS_WINNABLE:
            return Advice(move, KEEPS_WINNABLE)
        result = result or self._analysis(game)
        assert result is not None
        if standing == PROVED_LOST:
            kept = useful_moves(result)
            return Advice(kept[0].move if kept else None, PROVED_LOST)
        return self._undecided(game, result, cancel)

    def hints(self, game: Game, cancel: Callable[[], bool] | None = None) -> GuidedHints:
        """The position's hints, best first, the guide's move first (with the look-ahead's reason for
        it); the moves after which the position is known to be lost come last. [] when no move is left."""
        advice = self.advise(game, cancel)
        family = play_family(game.id)
        moves = game.legal_moves()
        if advice.move is None or not moves:
            return GuidedHints([], advice.standing)
        if family.explain is None or family.adapter is None:  # the clock family: its one move
            assert family.explain_move is not None
            return GuidedHints([Hint(m, family.explain_move(m), 1.0) for m in moves], advice.standing)
        result = self._analysis(game)
        assert result is not None
        kept = useful_moves(result)
        base = result.stop_value if result.stop_value != float("-inf") else (
            kept[0].value if kept else 0.0)
        first = next(s for s in result.scored if s.move == advice.move)
        others = [s for s in kept if s.move != advice.move]
        known_lost = [s for s in others if self._lost_after(game, s.move)]
        others = [s for s in others if s not in known_lost] + known_lost
        # a stock move the solver's line asks for is not "no useful move": there is a use, the win
        alone = advice.standing != KEEPS_WINNABLE
        ranked = [Hint(first.move, family.explain(game, first, alone), first.value - base)]
        ranked += [Hint(s.move, family.explain(game, s, False), s.value - base) for s in others]
        return GuidedHints(ranked, advice.standing)

    def _analysis(self, game: Game) -> Analysis | None:
        """The look-ahead's analysis of the position, kept for the next question about the same one
        (``hints`` after ``advise``: the look-ahead runs once)."""
        key = position_key(game)
        if self._last is None or self._last[0] != key:
            self._last = (key, analysis(game))
        return self._last[1]

    # -- what the solver says ----------------------------------------------------------------------
    def _start(self, game: Game) -> None:
        deal = deal_key(game)
        if deal != self._deal:  # a new deal: forget the last one's positions
            self._deal = deal
            self._line, self._lost, self._unknown = {}, set(), {}
            self._wait_until, self._gap, self._wait_phase = -1, 1, None

    def _decide(self, game: Game, cancel: Callable[[], bool] | None
                ) -> tuple[str, Move | None, Analysis | None]:
        """The standing of the position, the winning line's next move when it is winnable, and the
        look-ahead's analysis when it was needed on the way."""
        self._start(game)
        key = position_key(game)
        if key in self._line:
            return KEEPS_WINNABLE, self._line[key], None
        if key in self._lost or self._follows_lost(game):
            self._lost.add(key)
            return PROVED_LOST, None, None
        phased = game_info(game.id).family in ONCE_A_PHASE
        if key in self._unknown or len(game.moves) < self._wait_until or (
                phased and phase_key(game) == self._wait_phase):
            return UNDECIDED, None, None
        self.searches += 1
        result = solve(game, max_nodes=self.solve_nodes, max_seconds=self.solve_seconds, cancel=cancel,
                       hints=False)
        if result.verdict == WINNABLE:
            self._keep_line(game, result.line)
            self._gap = 1
            return KEEPS_WINNABLE, result.line[0], None
        if result.verdict == NOT_WINNABLE:
            self._lost.add(key)
            return PROVED_LOST, None, None
        if cancel is None or not cancel():
            self._unknown[key] = None
            self._wait_phase = phase_key(game) if phased else None
            self._wait_until = len(game.moves) + self._gap
            self._gap = min(2 * self._gap, self.gap_limit)
        return UNDECIDED, None, None

    def _undecided(self, game: Game, result: Analysis, cancel: Callable[[], bool] | None) -> Advice:
        """The look-ahead's ranking, less the moves after which a short search proves the position
        lost (while another is left); a move after which it proves the position winnable is taken."""
        kept = useful_moves(result)
        if not kept:
            return Advice(None, UNDECIDED)
        deadline = time.perf_counter() + self.checks_seconds
        fallback: Scored | None = None
        for scored in kept[:CHECKS]:
            if time.perf_counter() > deadline or (cancel is not None and cancel()):
                break
            verdict = self._check(game, scored.move, cancel)
            if verdict == WINNABLE:
                return Advice(scored.move, KEEPS_WINNABLE)
            if verdict != NOT_WINNABLE:  # the first move not proved lost
                fallback = scored
                break
        if fallback is None:  # every move looked at is lost: the next not looked at, else the first
            looked = [s for s in kept if not self._lost_after(game, s.move)]
            fallback = looked[0] if looked else kept[0]
        return Advice(fallback.move, UNDECIDED)

    def _check(self, game: Game, move: Move, cancel: Callable[[], bool] | None) -> str | None:
        """A short search of the position after ``move``: its verdict (a winning line is kept)."""
        game.push(move)
        try:
            key = position_key(game)
            if key in self._line:
                return WINNABLE
            if key in self._lost:
                return NOT_WINNABLE
            if key in self._unknown:
                return None
            result = solve(game, max_nodes=CHECK_NODES, max_seconds=self.check_seconds, cancel=cancel,
                           hints=False)
            if result.verdict == WINNABLE:
                self._keep_line(game, result.line)
            elif result.verdict == NOT_WINNABLE:
                self._lost.add(key)
            return result.verdict
        finally:
            game.pop()

    def _lost_after(self, game: Game, move: Move) -> bool:
        game.push(move)
        try:
            return position_key(game) in self._lost
        finally:
            game.pop()

    def _keep_line(self, game: Game, line: list[Move]) -> None:
        """Each position of the winning line, with its next move (the line was checked by the rules)."""
        copy = game.copy(history=False)
        for move in line:
            self._line[position_key(copy)] = move
            copy.push(move)

    def _follows_lost(self, game: Game) -> bool:
        """The position follows, by the game's last few moves, one proved lost (and is lost too)."""
        if not self._lost or not game.moves:
            return False
        popped: list[Move] = []
        try:
            for _ in range(min(LOOK_BACK, len(game.moves))):
                popped.append(game.pop())
                if position_key(game) in self._lost:
                    return True
            return False
        finally:
            for move in reversed(popped):
                game.push(move)
