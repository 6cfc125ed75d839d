"""Where did it go wrong? The last position of a game's history from which its deal could still be won.

A lost player asks two things: could this deal have been won, and which move lost it. Winnability only
falls along a game (a position that can be won has a move to one that can; a position that cannot
leads only to such), so the positions of the history, taken at the undo steps' boundaries, are a run
of "winnable" followed by a run of "not winnable", and the step between the two runs is the one that
lost the deal. ``WhereProbe`` finds that boundary with a handful of solves:

1. the position on the table first (one that can still be won needs no more: ``STILL_WINNABLE``); a
   position the rules ended, or the solver proved lost before (``end_check``), is lost without a solve;
2. then the deal itself: proved lost there, the answer is ``LOST_FROM_START`` with the proof's reason
   (the Rainbow family's reserve relaxation says which reserve cards cannot be placed);
3. then halving the stretch between the last position known winnable and the first known lost. A
   winnable answer's line is followed along the player's own moves: every position both share is
   winnable too, for free. A position the solver cannot decide in its time splits the stretch, and
   the next questions go to the middles of the stretches on either side of it (``_widest_gap``):
   next door to it the solver most likely cannot decide either, while nearer the end, with fewer
   cards left, it often can. When no position is left to ask, or the time is spent
   (``TOTAL_SECONDS``: the player is waiting), the answer says what is known (``WINNABLE_UNTIL``:
   winnable up to move 12, undecided after; ``UNDECIDED``).

Measured on Toad deals 1-4 played by the hints until lost (154-166 steps): the deal is proved
winnable at once, the positions from about move 110-150 on are undecided in 3 s, and 30 s bring the
proved loss from the last move back to about move 205-225; the answer is then "winnable up to move
113, lost by move 224 at the latest". On the built histories of the tests, where the losing move's
successor is provable, the move is found in 7-8 solves of well under a second.

Steps, not moves: a player's move and the automatic moves that followed it are one undo step, and the
automatic ones (safe moves to the foundations) never lose a deal, so the answer names the step's move
and "Undo to there" goes back to just before it (``Session.rewind``).

The probe is a snapshot of the session taken on the caller's thread (``WhereProbe.of``); ``run`` may
then go on another thread while the player moves. Pure Python, no Qt: the window's side is
``ui/solver/where_wrong.py``.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..rules import Game, Move

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.cards import Card
    from ..rules.reasons import Reason
    from .session import Session
    from .solver import SolveResult

STILL_WINNABLE = "still_winnable"  # the position on the table can still be won
LOST_AT = "lost_at"  # step ``step`` lost the deal: before it, it could be won
LOST_FROM_START = "lost_from_start"  # the deal could not be won from the first card
WINNABLE_UNTIL = "winnable_until"  # proved winnable after ``winnable_until`` moves, undecided after
UNDECIDED = "undecided"  # nothing proved winnable (``lost_by`` may still be known)
CANCELLED = "cancelled"

WINNABLE, LOST, UNKNOWN = "winnable", "not winnable", "unknown"  # play.solver's verdicts
SECONDS_EACH = 3.0  # one solve's limit
TOTAL_SECONDS = 30.0  # no solve starts after this: the player is waiting
NODES_EACH = 100_000_000  # the time is the limit; this guards memory


@dataclass(frozen=True)
class Finding:
    """What the look back found; which fields are set depends on ``kind`` (see the constants)."""

    kind: str
    step: int | None = None  # LOST_AT: the index of the undo step that lost it (``Session.step``);
    # WINNABLE_UNTIL: the steps played at the last position proved winnable (where to go back to)
    move_number: int | None = None  # LOST_AT: 1-based number in the game's moves of its first move
    move: Move | None = None  # LOST_AT: that move, the step's name
    winnable_until: int | None = None  # moves played when last proved winnable (0: the deal)
    lost_by: int | None = None  # moves played when first proved lost
    reason: Reason | None = None  # LOST_FROM_START: the proof's reason, where it gives one
    blocked: tuple[Card, ...] = ()  # … and the cards it is about
    solves: int = 0


def applies(game: Game) -> bool:
    """The question makes sense for this game: a move has been played, and the player had choices (the
    clock family's deal is fixed once dealt: there is never a move to blame)."""
    return not game.rules.forced and bool(game.moves)


def most_solves(steps: int) -> int:
    """The solves a look back over ``steps`` steps needs at most: the end, the deal, the halving, and
    a few more to step round undecided positions."""
    return 3 + 2 * max(1, steps).bit_length()


class WhereProbe:
    """A snapshot of a session's history, to be searched for the step that lost the deal."""

    def __init__(self, game: Game, step_sizes: list[int], lost_now: bool = False) -> None:
        if sum(step_sizes) != len(game.moves) or any(size < 1 for size in step_sizes):
            raise ValueError("the steps do not add up to the game's moves")
        self.game = game.copy()  # with its history: the earlier positions are popped off a copy
        self.moves = list(game.moves)
        self.sizes = list(step_sizes)
        self.bounds = [0]  # moves played after each number of steps
        for size in step_sizes:
            self.bounds.append(self.bounds[-1] + size)
        self.lost_now = lost_now or game.is_lost()

    @classmethod
    def of(cls, session: Session) -> WhereProbe:
        """The session's played steps as they are now (call it on the thread that owns the session)."""
        ended = session.ended_by
        proved = ended is not None and ended.code == "over.proved_lost"
        sizes = [len(session.step(number).moves) for number in range(session.done)]
        return cls(session.game, sizes, lost_now=proved)

    def position(self, steps: int) -> Game:
        """The position after ``steps`` steps, a game of its own."""
        game = self.game.copy()
        for _ in range(len(self.moves) - self.bounds[steps]):
            game.pop()
        return game.copy(history=False)

    def run(self, seconds_each: float = SECONDS_EACH, cancel: Callable[[], bool] | None = None,
            progress: Callable[[int, int], None] | None = None,
            solver: Callable[..., SolveResult] | None = None,
            total_seconds: float = TOTAL_SECONDS) -> Finding:
        """Look back along the history (see the module's text); ``progress(solves done, at most)``
        after each solve; ``cancel()`` asked between solves and by the search itself. No new solve
        starts after ``total_seconds``: the answer then says what is known."""
        began = time.monotonic()
        if solver is None:
            from .solver import solve as solver
        stopped = cancel if cancel is not None else (lambda: False)
        last = len(self.sizes)
        limit = most_solves(last)
        known: dict[int, str] = {}
        results: dict[int, SolveResult] = {}
        solves = 0

        def ask(steps: int) -> str:
            nonlocal solves
            result = solver(self.position(steps), NODES_EACH, seconds_each, cancel=stopped)
            solves += 1
            results[steps] = result
            known[steps] = result.verdict if result.verdict in (WINNABLE, LOST) else UNKNOWN
            if known[steps] == WINNABLE:
                self._follow_line(steps, result.line, known)
            if progress is not None:
                progress(solves, limit)
            return known[steps]

        if self.game.is_won():
            return Finding(STILL_WINNABLE)
        if self.lost_now:
            known[last] = LOST
        elif ask(last) == WINNABLE:
            return Finding(STILL_WINNABLE, winnable_until=self.bounds[last], solves=solves)
        if stopped():
            return Finding(CANCELLED, solves=solves)
        if last > 0 and ask(0) == LOST:
            first = results[0]
            return Finding(LOST_FROM_START, lost_by=0, reason=first.reason, blocked=first.blocked,
                           solves=solves)
        while not stopped():
            low = max((steps for steps, verdict in known.items() if verdict == WINNABLE), default=None)
            high = min((steps for steps, verdict in known.items() if verdict == LOST), default=None)
            if low == last:  # an earlier answer's line runs through the position on the table
                return Finding(STILL_WINNABLE, winnable_until=self.bounds[last], solves=solves)
            if low is not None and high is not None and high == low + 1:
                return Finding(LOST_AT, step=low, move_number=self.bounds[low] + 1,
                               move=self.moves[self.bounds[low]], winnable_until=self.bounds[low],
                               lost_by=self.bounds[high], solves=solves)
            start = low if low is not None else -1
            end = high if high is not None else last + 1
            probe = _widest_gap(start, end, known)
            if probe is None or solves >= limit or time.monotonic() - began >= total_seconds:
                lost_by = self.bounds[high] if high is not None else None
                if low is None:
                    return Finding(UNDECIDED, lost_by=lost_by, solves=solves)
                return Finding(WINNABLE_UNTIL, step=low, winnable_until=self.bounds[low],
                               lost_by=lost_by, solves=solves)
            ask(probe)
        return Finding(CANCELLED, solves=solves)

    def _follow_line(self, steps: int, line: list[Move], known: dict[int, str]) -> None:
        """The player's moves after ``steps`` steps that the winning line shares lead to positions
        the line still wins from: the step boundaries among them are winnable too."""
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
