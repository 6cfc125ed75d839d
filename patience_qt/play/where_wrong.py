"""Where did it go wrong? The last position of a game's history from which its deal could still be won.

A lost player asks two things: could this deal have been won, and which move lost it. Winnability only
falls along a game (a position that can be won has a move to one that can; a position that cannot
leads only to such), so the positions of the history, taken at the undo steps' boundaries, are a run
of "winnable" followed by a run of "not winnable", and the step between the two runs is the one that
lost the deal. ``WhereProbe`` looks for it with a handful of solves:

1. the position on the table first (one that can still be won needs no more: ``STILL_WINNABLE``); a
   position the rules ended, or the solver proved lost before (``end_check``), is lost without a solve;
2. then the deal itself: proved lost there, the answer is ``LOST_FROM_START`` with the proof's reason
   (the Rainbow family's reserve relaxation says which reserve cards cannot be placed). A deal that
   ``winnable_deals.json`` lists (the odds table's run proved it winnable) counts as winnable when the
   solver cannot decide it in its seconds: Village's and Babette's wins need millions of positions,
   and without a winnable start no move could be named (asked all the same, for a line when it is
   found at once);
3. then halving the window between the last position proved winnable and the first after it the solver
   does not prove winnable (``SECONDS_EACH`` a solve). An undecided position bounds the halving as a
   lost one would, for speed only: in these games a position the solver cannot settle in a few
   seconds is most often lost, while a winnable one is mostly found at once. It is never taken for
   lost: a step is named as the one that lost the deal only where the position before it is proved
   winnable and the position after it proved lost (``LOST_AT``), and never while a later position is
   proved winnable (the window runs from the last position proved winnable to the first proved lost).
   A winnable answer's line is followed along the player's own moves: every position both share is
   winnable too, for free.
4. Once the window is one step wide and the position after that step undecided, the positions beyond
   it, up to the first proved lost, are asked about a few times (``BEYOND``: the nearest unasked
   stretch's middle; a winnable one moves the window on, as a later position found winnable in the
   issue's Toad game should have), then the undecided position gets the time that is left in longer
   looks that go on with the same search (``SETTLE_SECONDS`` each, within ``TOTAL_SECONDS``): proved
   lost, the step lost the deal (``LOST_AT``); found winnable, the window moves on; still undecided,
   the answer says only what is true (``NOT_PROVED_LOST``): after that many moves the deal could
   still be won, and the solver could not decide the position after the next step in the seconds it
   looked (``looked``): not proved lost. No move is blamed then; Undo to there and the move that keeps
   the deal winnable (``instead``) stay true whatever a longer search would find.

The position before the named step (for ``NOT_PROVED_LOST``, before the step after which nothing is
proved) is proved winnable, so the solver holds a winning line from it; its first move is what to play
instead (``Finding.instead``). Where the line plays the step's own first move too (and maybe some of
the automatic moves after it), the step lost the deal in an automatic move: that
one is named (``Finding.prelude``: the moves before it that the line shares; the position after them
is proved winnable), and the line's next move is what to play instead (Rainbow's turn of the stock,
then its card to a foundation, where the line puts it on a waste pile). Where the line is the solver's
without one (a stand-in's), a few other moves are tried (``ALTERNATIVES``, each a short solve) for one
after which the deal is proved winnable.

When the time is spent (``TOTAL_SECONDS``: the player is waiting) before the window is one step wide,
the answer says what is known (``WINNABLE_UNTIL``: winnable up to move 12; ``UNDECIDED``: nothing
proved winnable; an undecided deal first gets one more, longer look, ``DEAL_SECONDS``, then the next
questions go to the middles of the stretches on either side of undecided positions, ``_widest_gap``,
until one is proved winnable).

Steps, not moves: a player's move and the automatic moves that followed it are one undo step, and the
automatic ones (safe moves to the foundations) are not the player's choice, so the answer names the
step's move and "Undo to there" goes back to just before it (``Session.rewind``).

The probe is a snapshot of the session taken on the caller's thread (``WhereProbe.of``); ``run`` may
then go on another thread while the player moves. Pure Python, no Qt: the window's side is
``ui/solver/where_thread.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..rules import Game, Move

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.cards import Card
    from ..rules.reasons import Reason
    from .session import Session
    from .solver import SolveResult

STILL_WINNABLE = "still_winnable"  # the position on the table can still be won
LOST_AT = "lost_at"  # step ``step`` lost the deal: before it, it could be won; after it, proved lost
NOT_PROVED_LOST = "not_proved_lost"  # before step ``step`` the deal could be won (proved); the solver
# could not decide the position after it in ``looked`` seconds: not proved lost, so no move is blamed
LOST_FROM_START = "lost_from_start"  # the deal could not be won from the first card
WINNABLE_UNTIL = "winnable_until"  # proved winnable after ``winnable_until`` moves; no move named
UNDECIDED = "undecided"  # nothing proved winnable (``lost_by`` may still be known)
CANCELLED = "cancelled"
NAMED = (LOST_AT,)  # the kinds that name a move as the one that lost the deal
AFTER_WINNABLE = (LOST_AT, NOT_PROVED_LOST)  # the kinds with the step after the last position proved
# winnable (``step``, ``move``, ``move_number``) and the winning line's move from before it (``instead``)

WINNABLE, LOST, UNKNOWN = "winnable", "not winnable", "unknown"  # play.solver's verdicts
SECONDS_EACH = 2.0  # one solve's limit: most winnable positions are found in well under a second
SETTLE_SECONDS = 5.0  # each longer look at the undecided position next to the last winnable one
SETTLE_LOOKS = 8  # … at most (the time left is the real limit)
BEYOND = 4  # positions beyond an undecided one asked about, for a later one proved winnable or lost
RESERVE = 2.0  # seconds kept back from the longer looks for the moves tried to play instead
DEAL_SECONDS = 8.0  # more for an undecided deal, once: nothing can be named without a winnable position
ALTERNATIVES = 8  # other moves tried for one to play instead, where the line's first is the named one
ALTERNATIVE_SECONDS = 0.4  # … each
TOTAL_SECONDS = 40.0  # no solve runs past this (each is cut to what is left): the player is waiting
NODES_EACH = 100_000_000  # the time is the limit; this guards memory


@dataclass(frozen=True)
class Finding:
    """What the look back found; which fields are set depends on ``kind`` (see the constants)."""

    kind: str
    step: int | None = None  # LOST_AT, NOT_PROVED_LOST: the index of the undo step after the last
    # position proved winnable (``Session.step``); WINNABLE_UNTIL: the steps played at that position
    move_number: int | None = None  # LOST_AT, NOT_PROVED_LOST: 1-based number in the game of its first move
    move: Move | None = None  # … that move, the step's name
    winnable_until: int | None = None  # moves played when last proved winnable (0: the deal)
    lost_by: int | None = None  # moves played when first proved lost
    reason: Reason | None = None  # LOST_FROM_START: the proof's reason, where it gives one
    blocked: tuple[Card, ...] = ()  # … and the cards it is about
    solves: int = 0
    instead: Move | None = None  # LOST_AT, NOT_PROVED_LOST: the move of the solver's winning line from
    # the position before the named move where the game left it (None: none known)
    prelude: tuple[Move, ...] = ()  # the named step's first moves, which the winning line shares: the
    # move named is then the automatic one after them (``move``, ``move_number``), and after Undo to
    # there these are played again, without the automatic moves, before ``instead``
    looked: float = 0.0  # NOT_PROVED_LOST: the seconds the solver searched the position after the step
    no_win_after: int | None = None  # moves played at the first position after it not proved winnable


def applies(game: Game) -> bool:
    """The question makes sense for this game: a move has been played, and the player had choices (the
    clock family's deal is fixed once dealt: there is never a move to blame)."""
    return not game.rules.forced and bool(game.moves)


def listed_deal(game: Game) -> bool:
    """The game was dealt by a number (not from a given order) that ``winnable_deals.json`` lists as
    proved winnable for its game and variant."""
    from .odds.table import shipped_winnable

    return game.order is None and game.seed in shipped_winnable(game.id, game.options)


def most_solves(steps: int) -> int:
    """The solves a look back over ``steps`` steps needs at most: the end, the deal, the halving, and
    a few more to settle or step round undecided positions, and the moves tried to play instead."""
    return 3 + ALTERNATIVES + BEYOND + SETTLE_LOOKS + 2 * max(1, steps).bit_length()


class WhereProbe:
    """A snapshot of a session's history, to be searched for the step that lost the deal."""

    def __init__(self, game: Game, step_sizes: list[int], lost_now: bool = False,
                 deal_winnable: bool = False) -> None:
        if sum(step_sizes) != len(game.moves) or any(size < 1 for size in step_sizes):
            raise ValueError("the steps do not add up to the game's moves")
        self.game = game.copy()  # with its history: the earlier positions are popped off a copy
        self.moves = list(game.moves)
        self.sizes = list(step_sizes)
        self.bounds = [0]  # moves played after each number of steps
        for size in step_sizes:
            self.bounds.append(self.bounds[-1] + size)
        self.lost_now = lost_now or game.is_lost()
        self.deal_winnable = deal_winnable  # proved before (``winnable_deals.json``)

    @classmethod
    def of(cls, session: Session) -> WhereProbe:
        """The session's played steps as they are now (call it on the thread that owns the session)."""
        ended = session.ended_by
        proved = ended is not None and ended.code == "over.proved_lost"
        sizes = [len(session.step(number).moves) for number in range(session.done)]
        return cls(session.game, sizes, lost_now=proved, deal_winnable=listed_deal(session.game))

    def position(self, steps: int) -> Game:
        """The position after ``steps`` steps, a game of its own."""
        game = self.game.copy()
        for _ in range(len(self.moves) - self.bounds[steps]):
            game.pop()
        return game.copy(history=False)

    def run(self, seconds_each: float = SECONDS_EACH, cancel: Callable[[], bool] | None = None,
            progress: Callable[[int, int], None] | None = None,
            solver: Callable[..., SolveResult] | None = None,
            total_seconds: float = TOTAL_SECONDS,
            narrowed: Callable[[int, int], None] | None = None,
            settle_seconds: float = SETTLE_SECONDS) -> Finding:
        """Look back along the history (see the module's text); ``progress(solves done, at most)``
        after each solve, ``narrowed(moves, moves)`` each time the window between the last position
        proved winnable and the first after it not proved winnable narrows; ``cancel()`` asked between
        solves and by the search itself. No solve runs past ``total_seconds``: the answer then says what is
        known."""
        return _Look(self, seconds_each, cancel, progress, solver, total_seconds, narrowed,
                     settle_seconds).run()

    def follow_line(self, steps: int, line: list[Move], known: dict[int, str],
                    lines: dict[int, list[Move]]) -> None:
        """The player's moves after ``steps`` steps that the winning line shares lead to positions
        the line still wins from: the step boundaries among them are winnable too, each with the
        rest of the line."""
        start = self.bounds[steps]
        shared = 0
        for played, winning in zip(self.moves[start:], line, strict=False):
            if played != winning:
                break
            shared += 1
        for later in range(steps + 1, len(self.bounds)):
            if self.bounds[later] - start > shared:
                break
            known[later] = WINNABLE
            lines[later] = line[self.bounds[later] - start:]


class _Look:
    """One look back: what is known of each step boundary, and the solves that learn it."""

    def __init__(self, probe: WhereProbe, seconds_each: float, cancel: Callable[[], bool] | None,
                 progress: Callable[[int, int], None] | None, solver: Callable[..., SolveResult] | None,
                 total_seconds: float, narrowed: Callable[[int, int], None] | None,
                 settle_seconds: float) -> None:
        if solver is None:
            from .solver import solve as solver
        self.probe, self.solver = probe, solver
        self.seconds_each, self.settle_seconds, self.total = seconds_each, settle_seconds, total_seconds
        self.deal_seconds = max(DEAL_SECONDS, settle_seconds)
        self.stopped = cancel if cancel is not None else (lambda: False)
        self.progress, self.narrowed = progress, narrowed
        self.began = time.monotonic()
        self.last = len(probe.sizes)
        self.limit = most_solves(self.last)
        self.known: dict[int, str] = {}
        self.lines: dict[int, list[Move]] = {}  # a winning line from each boundary proved winnable
        self.looked: dict[int, float] = {}  # the seconds searched at each boundary
        self.settled: set[int] = set()  # the deal's longer look, once
        self.settles = 0  # longer looks at the position after the last one proved winnable
        self.beyond = 0  # positions asked about beyond it
        self.first: SolveResult | None = None  # the deal's answer
        self.solves = 0
        self._window: tuple[int, int] | None = None
        self._resume: tuple[int, Any] | None = None

    def left(self) -> float:
        return self.total - (time.monotonic() - self.began)

    def ask(self, steps: int, seconds: float, resume: Any = None) -> str:
        extra = {} if resume is None else {"resume": resume}
        began = time.monotonic()
        result = self.solver(self.probe.position(steps), NODES_EACH, max(0.05, min(seconds, self.left())),
                             cancel=self.stopped, **extra)
        self.looked[steps] = self.looked.get(steps, 0.0) + time.monotonic() - began
        self.solves += 1
        if steps == 0:
            self.first = result
        verdict = result.verdict if result.verdict in (WINNABLE, LOST) else UNKNOWN
        if steps == 0 and verdict == UNKNOWN and self.probe.deal_winnable:
            verdict = WINNABLE  # proved before, by a longer search than this one
        self.known[steps] = verdict
        # an undecided search kept for one more look at the same position (it may hold a lot of memory)
        self._resume = (steps, result.resume) if verdict == UNKNOWN and result.resume is not None else None
        if verdict == WINNABLE:
            self.lines[steps] = list(result.line)
            self.probe.follow_line(steps, list(result.line), self.known, self.lines)
        if self.progress is not None:
            self.progress(self.solves, self.limit)
        return verdict

    def spent(self) -> bool:
        return self.solves >= self.limit or self.left() <= 0

    def run(self) -> Finding:
        probe, known, last = self.probe, self.known, self.last
        if probe.game.is_won():
            return Finding(STILL_WINNABLE)
        if probe.lost_now:
            known[last] = LOST
        elif self.ask(last, self.seconds_each) == WINNABLE:
            return Finding(STILL_WINNABLE, winnable_until=probe.bounds[last], solves=self.solves)
        if self.stopped():
            return Finding(CANCELLED, solves=self.solves)
        if last > 0 and self.ask(0, self.seconds_each) == LOST:
            assert self.first is not None
            return Finding(LOST_FROM_START, lost_by=0, reason=self.first.reason, blocked=self.first.blocked,
                           solves=self.solves)
        while not self.stopped():
            low = max((steps for steps, verdict in known.items() if verdict == WINNABLE), default=None)
            if low == last:  # an earlier answer's line runs through the position on the table
                return Finding(STILL_WINNABLE, winnable_until=probe.bounds[last], solves=self.solves)
            found = self._nothing_winnable() if low is None else self._narrow(low)
            if found is not None:
                return found
        return Finding(CANCELLED, solves=self.solves)

    def _narrow(self, low: int) -> Finding | None:
        """One question about the window after ``low``, the last boundary proved winnable; the answer
        once there is one (or the time is spent). An undecided position bounds the halving, but only
        a proved loss next to ``low`` names a step."""
        probe, known = self.probe, self.known
        lost = min((steps for steps, verdict in known.items() if steps > low and verdict == LOST),
                   default=None)
        high = min(steps for steps, verdict in known.items() if steps > low and verdict != WINNABLE)
        self._tell(low, high)
        if lost == low + 1:
            return self._named(LOST_AT, low)
        if high > low + 1:  # halving, an undecided position standing in for a lost one
            if self.spent():
                return Finding(WINNABLE_UNTIL, step=low, winnable_until=probe.bounds[low],
                               lost_by=self._lost_by(), solves=self.solves,
                               no_win_after=probe.bounds[high])
            self.ask((low + high + 1) // 2, self.seconds_each)
            return None
        # the position after the next step is undecided: a later one may be proved winnable (the
        # window moves on) or lost (the stretch to ask shrinks); then longer looks at it
        beyond = _first_gap(high, lost if lost is not None else self.last + 1, known)
        if beyond is not None and self.beyond < BEYOND and not self.spent() and self.left() > RESERVE:
            self.beyond += 1
            self.ask(beyond, self.seconds_each)
            return None
        if self.settles < SETTLE_LOOKS and not self.spent() and self.left() > RESERVE + 0.5:
            self.settles += 1  # going on from where the last look at it stopped, where that was kept
            kept = self._resume
            self.ask(high, min(self.settle_seconds, self.left() - RESERVE),
                     resume=kept[1] if kept and kept[0] == high else None)
            return None
        return self._named(NOT_PROVED_LOST, low)

    def _nothing_winnable(self) -> Finding | None:
        """No boundary proved winnable yet (the deal undecided): ask the middles of the stretches the
        answers leave, stepping round undecided positions, until one is proved winnable."""
        if self.known.get(0) == UNKNOWN and 0 not in self.settled and not self.spent():
            self.settled.add(0)  # the deal once more, longer, going on from where it stopped (Village's
            kept = self._resume  # and Babette's wins need millions of positions)
            self.ask(0, self.deal_seconds, resume=kept[1] if kept and kept[0] == 0 else None)
            return None
        high = min((steps for steps, verdict in self.known.items() if verdict == LOST), default=None)
        probe = _widest_gap(-1, high if high is not None else self.last + 1, self.known)
        if probe is None or self.spent():
            return Finding(UNDECIDED, lost_by=self._lost_by(), solves=self.solves)
        self.ask(probe, self.seconds_each)
        return None

    def _named(self, kind: str, low: int) -> Finding:
        """The step after ``low`` steps, named by its first move, or, where the winning line from before
        it plays that move too (and the automatic moves after it that the step shares), by the first
        automatic move the line does not play: the position before that one is proved winnable."""
        probe = self.probe
        first = probe.bounds[low]
        played = probe.moves[first:probe.bounds[low + 1]]
        line = self.lines.get(low) or []
        shared = 0
        while shared < min(len(line), len(played) - 1) and line[shared] == played[shared]:
            shared += 1
        move = played[shared]
        if shared < len(line) and line[shared] != move:
            instead = line[shared]
        else:
            instead = self._alternative(low, move) if not shared else None
        return Finding(kind, step=low, move_number=first + shared + 1, move=move,
                       winnable_until=first + shared, lost_by=self._lost_by(), solves=self.solves,
                       instead=instead, looked=self.looked.get(low + 1, 0.0),
                       no_win_after=probe.bounds[low + 1], prelude=tuple(line[:shared]))

    def _alternative(self, low: int, named: Move) -> Move | None:
        """A move other than ``named`` after which the position is proved winnable: the winning line
        from before the named step starts with the named move itself (the step lost it in the automatic
        moves that followed, or the solver only found no win after it), so a few others are tried."""
        before = self.probe.position(low)
        for move in [move for move in before.legal_moves() if move != named][:ALTERNATIVES]:
            if self.stopped() or self.solves >= self.limit or self.left() <= 0:
                break
            after = before.copy(history=False)
            after.push(move)
            result = self.solver(after, NODES_EACH, max(0.05, min(ALTERNATIVE_SECONDS, self.left())),
                                 cancel=self.stopped)
            self.solves += 1
            if self.progress is not None:
                self.progress(self.solves, self.limit)
            if result.verdict == WINNABLE:
                return move
        return None

    def _lost_by(self) -> int | None:
        lost = min((steps for steps, verdict in self.known.items() if verdict == LOST), default=None)
        return self.probe.bounds[lost] if lost is not None else None

    def _tell(self, low: int, high: int) -> None:
        window = (self.probe.bounds[low], self.probe.bounds[high])
        if window != self._window:
            self._window = window
            if self.narrowed is not None:
                self.narrowed(*window)


def _first_gap(start: int, end: int, known: dict[int, str]) -> int | None:
    """The middle of the first stretch no answer covers strictly between ``start`` and ``end``, the
    one nearest the last position proved winnable (a later position found winnable is most likely
    near it); None when every position in between has been asked."""
    marks = [start, *sorted(steps for steps in known if start < steps < end), end]
    for before, after in zip(marks, marks[1:], strict=False):
        if after - before > 1:
            return (before + after + 1) // 2
    return None


def _widest_gap(start: int, end: int, known: dict[int, str]) -> int | None:
    """The step count to ask about next, strictly between ``start`` (last known winnable, -1: none)
    and ``end`` (first known lost, or one past the end): the middle of the widest stretch no answer
    covers. With nothing undecided in between that is plain halving; an undecided position splits
    the stretch, so the next questions go to either side of it, where the solver may decide (nearer
    the end, fewer cards are left), not next door to it, where it most likely cannot. Ties go to
    the later stretch; None when every position in between has been asked."""
    marks = [start, *sorted(steps for steps in known if start < steps < end), end]
    best: tuple[int, int] | None = None
    for before, after in zip(marks, marks[1:], strict=False):
        if after - before > 1 and (best is None or after - before >= best[1] - best[0]):
            best = (before, after)
    if best is None:
        return None
    return (best[0] + best[1] + 1) // 2
