"""A solver with full knowledge of the deal: is this position winnable, and by which line?

``solve(game)`` looks at everything a player cannot see (the stock's order, face-down cards, the
shuffles of Rainbow's redeals, which follow from the game number) and answers ``"winnable"`` with a
winning line of moves from the current position, ``"not winnable"`` when it has proved that no line
wins, or ``"unknown"`` when a limit (nodes, seconds, ``cancel()``) stopped it first.

How it searches
---------------

* **Clock family**: there is never a choice, so the game is replayed to its end; the verdict is the
  replay's result.
* **Rainbow and Village families**: depth-first search over a compact twin of the position (cards as
  small integers, piles as lists, pushed and popped in place; about ten times as many positions a
  second as ``Game.push``/``pop``). The twin makes the rules' moves for these two families and
  nothing else; every winning line is replayed with ``Game.push`` on a copy of the caller's game
  before it is reported, so a line the solver hands out is a line the rules accept
  (``tests/play/test_solver.py`` also checks the twin's moves against ``Game.legal_moves``).
* **The hints too**: the solver also plays the hint policy from the position and, when that wins,
  answers with its line, so a deal won by following the hints is not left "unknown" when there is
  time to play them out. The Village family's search alone wins few deals (none of Village's or
  Babette's first 1,000 at the odds table's limit) while the hints, which gather Babette's piles in
  the order that deals best, win some: there the hints play first. The Rainbow family's search finds
  nearly every deal the hints win, most in a few hundred positions, so there the hints play only when
  the search has not decided, in the last twentieth of the time (``HINTS_SHARE``) or after the node
  limit. ``hints=False`` leaves them out.
* **Restarts**: the depth-first search runs again and again with node budgets from the Luby sequence
  and, after the first run, a slightly shuffled move order; positions proved dead carry over from run
  to run, so the search stays complete (see ``_Search``). A plain depth-first search that takes a
  wrong turn early spends all its time on the last moves of a hopeless line. In the Rainbow family
  that is where the time goes (about 60% of the positions searched have an empty stock) and the
  deals it wins are found by the many short runs, so its runs are short (a unit of 400 positions)
  and a position costs as little as it can: piles enter the key as cached hashes, and the
  buried-rank test is skipped after a move that changes no reserve, foundation or count.
* **Resuming**: an answer "unknown" carries the search itself (``SolveResult.resume``); handed back to
  ``solve`` about the same position, the search goes on with its next restart and the positions it
  has proved dead, so a caller that asks again with more time (the window's Search longer) gets all
  of the new time as new search. Nothing else carries over, so the verdicts stay as sound as before.
* **Transposition table**: the hash of a canonical position key, so a position reached again by
  another order of moves, or one that differs only by a symmetry, is searched once. Plain reachability
  makes a visited set exact (no value is backed up through it). Symmetries:

  - Rainbow family: foundations build up suit-blind from one base rank, so a foundation is just its
    length and the foundations are a sorted tuple of lengths (which empty foundation a base card
    starts does not matter); the waste piles are a sorted tuple once no redeal is left (before that
    the redeal gathers ``waste1, waste2, …`` in order and its shuffle depends on that order); the
    stock before any redeal is a suffix of the deal, so its length stands for it.
  - Village family: once the stock is empty and no positional redeal is to come (Carnival, any
    game after its redeal, Babette, whose player gathers the piles in any order), the columns are a
    sorted tuple: which column holds a pile does not matter. The stock of the first deal is again a
    suffix of the deal.

* **Dominance** (a move that keeps every win possible is played at once, without trying the others):

  - Rainbow family: a card of rank X goes to a foundation at once when (1) nothing can ever be laid
    on it in the reserve: no card of the rank below X is left in the stock, hand or waste piles (or
    nothing goes on X at all, Toad's ace); (2) at least as many foundations want X now as there are
    X cards left off the foundations, so taking this one never leaves another X card without a
    foundation later; (3) every foundation that wants X has the same length (they are then
    interchangeable); (4) it comes from the reserve, or else there is no balance rule and no redeal
    left (a waste card counts towards the balance and is gathered into the redeal's shuffle).
  - Village family: a card goes to its foundation at once when its twin (the other copy) already lies
    on a foundation of its suit, so this card has only that one place to go, and the deal is the
    last one (no redeal to come, whose order the card would change) with no replacement to come
    (Village's stock card that would take its place). Every card that could be built on it is then the
    next card one of the suit's two foundations wants, so it can go there instead.

* **Move ordering**: foundation moves first; Rainbow family: the hand card onto the reserve, then onto
  the waste pile whose top the foundations want soonest after it (so each pile unwinds in order; how
  soon is counted from the least advanced foundation), else an empty pile, else on the top wanted
  latest; then turning the stock, then waste tops onto the reserve. Village family: builds that free
  a card for a foundation first, then the other builds, the deal, the redeal or gathering.
* **Pass-up bans** (Village family, no replacement, while the stock lasts): a card that could go to a
  foundation but is covered by the next deal instead may not go to that foundation until the stock
  is empty or the foundation has changed (see ``_VillageTwin``): playing it later in the deal is never
  better than playing it at once.
* **Dead ends** (positions that cannot come out, cut at once):

  - Village family, last deal: a card that can never leave its column: both foundations it could go
    to first need a card of its suit that lies only under it in that column, and every copy of the two
    cards it could be built on lies under it too. Without replacement the rows still to deal are
    known, so this is checked on the whole layout to come. And a relaxation (``_can_all_reach``): the
    earliest row at which each card could reach a foundation during the deal, then a least fixpoint of
    what could leave its column or reach a foundation afterwards; a card that cannot reach there
    cannot come out. It runs after deals and after foundation moves once the stock is empty.
  - Rainbow family: every card of some rank left lies in a reserve under a card that no foundation can
    take before a card of that rank (reserve cards only go to foundations). With no redeal to come,
    the same with waste piles too, where a waste card blocks only if it can never go onto a reserve:
    without cycles a reserve never shows a rank above the highest it holds (it grows downwards
    only), with cycles a reserve that holds any card may yet take any rank. And once the stock and
    the hand are empty with no redeal left: no foundation can ever take another card, because no
    needed rank can come to the top of a waste pile or a reserve, even when every run of waste tops
    that fits down the reserves is laid there.

The transposition table stores 64-bit hashes of the keys (in the Rainbow family keys whose piles are
themselves 64-bit hashes); two positions sharing a hash (a chance of about one in 10^10 over a
million positions) would make the search miss one of them.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from math import log
from typing import Any

from ..rules import Card, Game, IllegalMove, Move
from ..rules.cards import SUITS
from ..rules.deal import shuffled
from .hints import best_move
from .simulate import play_on

WINNABLE, NOT_WINNABLE, UNKNOWN = "winnable", "not winnable", "unknown"
CHECK_EVERY = 256  # nodes between looks at the clock and at cancel()
HINTS_SHARE = 0.05  # Rainbow family: the share of the time kept for the hints after the search

SUIT_INDEX = {suit: i for i, suit in enumerate(SUITS)}
# card codes: rank * 4 + suit index (4 … 55); CARDS[code] is the card
CARDS: list[Card | None] = [None] * 56
for _rank in range(1, 14):
    for _suit in SUITS:
        CARDS[_rank * 4 + SUIT_INDEX[_suit]] = Card(_rank, _suit)


def code(card: Card) -> int:
    return card.rank * 4 + SUIT_INDEX[card.suit]


@dataclass
class SolveResult:
    """The solver's answer; ``line`` is the winning line from the position solved (empty otherwise).

    ``resume``, set when a search ran out of time or positions: hand it back to ``solve`` on the same
    position to go on with that search instead of starting it again (``nodes`` and ``seconds`` then
    count both calls).
    """

    verdict: str
    line: list[Move] = field(default_factory=list)
    nodes: int = 0
    seconds: float = 0.0
    note: str = ""
    resume: Resume | None = field(default=None, repr=False)

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

    search: _Search
    seconds: float  # spent by the calls so far
    hints_done: bool  # the hint policy's play-out came to an end (without winning): not played again


def clone(game: Game) -> Game:
    """A copy of the position with no history: pushing on it never touches ``game``."""
    return game.copy(history=False)


def solve(
    game: Game,
    max_nodes: int = 2_000_000,
    max_seconds: float = 10.0,
    cancel: Callable[[], bool] | None = None,
    hints: bool = True,
    resume: Resume | None = None,
) -> SolveResult:
    """Decide the position of ``game`` (left untouched); see the module text.

    ``hints=False`` leaves out the hint policy's play-out, so that only the search answers (its
    tests). ``resume``: an earlier unknown answer's ``resume`` about this same position; the search
    goes on from where it stopped, with these limits for this call.
    """
    start = time.perf_counter()
    family = type(game.rules).__name__
    hints_done = resume is not None and resume.hints_done
    search: _Search | None = None
    if family == "ClockRules":
        result = _replay(game, max_nodes, cancel)
    elif family == "RainbowRules":
        search_seconds = max_seconds * (1.0 - HINTS_SHARE) if hints else max_seconds
        search = _search(resume, lambda: _RainbowTwin(game), max_nodes, search_seconds, cancel, start)
        result = search.run()
        if hints and not hints_done and result.verdict == UNKNOWN:
            found, hints_done = _hint_line(game, start + max_seconds, cancel)
            if found is not None:
                found.nodes += result.nodes
                result = found
    elif family == "VillageRules":
        found = None
        if hints and not hints_done:
            found, hints_done = _hint_line(game, start + max_seconds, cancel)
        if found is None:
            search = _search(resume, lambda: _VillageTwin(game), max_nodes, max_seconds, cancel, start)
            result = search.run()
        else:
            result = found
    else:
        raise ValueError(f"the solver does not know the rules of {game.id}")
    if result.verdict == WINNABLE:
        _check_line(game, result)
    earlier = resume.seconds if resume is not None else 0.0
    result.seconds = earlier + time.perf_counter() - start
    if result.verdict == UNKNOWN and search is not None and search.resumable:
        result.resume = Resume(search, result.seconds, hints_done)
    return result


def _search(resume: Resume | None, make_twin: Callable[[], Any], max_nodes: int, max_seconds: float,
            cancel: Callable[[], bool] | None, start: float) -> _Search:
    """A new search, or the resumed one with this call's limits."""
    if resume is None:
        return _Search(make_twin, max_nodes, max_seconds, cancel, start)
    search = resume.search
    search.set_limits(max_nodes, max_seconds, cancel, start)
    return search


def _hint_line(game: Game, deadline: float,
               cancel: Callable[[], bool] | None) -> tuple[SolveResult | None, bool]:
    """The hint policy's line from this position when it wins the deal, else None (see "The hints
    too" in the module text: a player told "unknown" about a deal that following the hints wins would
    be right to wonder); and whether the play-out came to its end (not stopped by time or cancel)."""
    copy = clone(game)
    stopped = False

    def stop() -> bool:
        # cancel() once a move: a hint looks at some hundreds of positions (hints.BUDGET), about
        # CHECK_EVERY, so a caller that counts the calls still counts positions roughly right
        nonlocal stopped
        stopped = time.perf_counter() > deadline or (cancel is not None and cancel())
        return stopped

    line = play_on(copy, best_move, stop)
    if copy.is_won():
        return SolveResult(WINNABLE, line, len(line)), True
    return None, not stopped


def _check_line(game: Game, result: SolveResult) -> None:
    """Replay the line with the rules; a line they refuse is never handed out."""
    copy = clone(game)
    try:
        for move in result.line:
            copy.push(move)
    except IllegalMove as error:
        result.verdict, result.note = UNKNOWN, f"internal check: the rules refused the line ({error})"
        result.line = []
        return
    if not copy.is_won():
        result.verdict, result.note = UNKNOWN, "internal check: the line does not win"
        result.line = []


# -- the clock family: one forced line ---------------------------------------------------------------

def _replay(game: Game, max_nodes: int, cancel: Callable[[], bool] | None) -> SolveResult:
    copy = clone(game)
    line: list[Move] = []
    while True:
        moves = copy.legal_moves()
        if not moves:
            break
        if len(line) >= max_nodes or (cancel is not None and len(line) % CHECK_EVERY == 0 and cancel()):
            return SolveResult(UNKNOWN, [], len(line))
        copy.push(moves[0])
        line.append(moves[0])
    if copy.is_won():
        return SolveResult(WINNABLE, line, len(line))
    return SolveResult(NOT_WINNABLE, [], len(line))


# -- the search ---------------------------------------------------------------------------------------

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


class _Search:
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
            return SolveResult(NOT_WINNABLE, [], 0)
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


# -- the Rainbow family -------------------------------------------------------------------------------

# move tuples: (FOUNDATION, source kind, source index, foundation index); source kinds below
R_FOUNDATION, R_DEEP, R_RESERVE, R_WASTE, R_TURN, R_REDEAL = range(6)
FROM_RESERVE, FROM_WASTE, FROM_HAND = range(3)
NOT_WANTED = 99


def _prefix_hashes(cards: list[int]) -> list[int]:
    """``out[k]`` hashes ``cards[:k]``: equal prefixes, equal hashes, in any twin."""
    out = [0]
    h = 0
    for c in cards:
        h = (h * 0x100000001B3 + c + 1) & 0xFFFFFFFFFFFFFFFF
        out.append(h)
    return out


def _rehash(hashes: list[int | None], piles: list[list[int]]) -> None:
    """Hash again the piles whose cached hash was emptied (None)."""
    for i, h in enumerate(hashes):
        if h is None:
            hashes[i] = hash(tuple(piles[i]))


class _RainbowTwin:
    """Rainbow, Open Shop, Toad, Star: a twin of ``RainbowRules`` on card codes."""

    # measured on game numbers 41-140 at 2 s a deal: with 400 instead of 1000, Open Shop 24 of the
    # 100 won instead of 11, Star 48 instead of 41 (200 and 100 did no better than 400)
    RESTART_BUDGET = 400

    def __init__(self, game: Game) -> None:
        rules = game.rules
        p = rules.p
        self.p = p
        self.seed = game.seed
        self.reserve_ids = rules.reserve_ids
        self.waste_ids = rules.waste_ids
        self.foundation_ids = rules.foundation_ids
        self.cyclic = p.cyclic
        self.full = p.foundation_full
        self.balance = p.balance
        self.redeals = p.redeals
        self.deck_size = p.deck_size
        piles = game.piles
        base = piles[self.foundation_ids[0]].base or 1
        self.base = base
        # the rank a foundation of each length wants (None: complete)
        self.need_of = [((base - 1 + n) % 13) + 1 if n < self.full else None for n in range(self.full + 1)]
        self.stock = [code(c) for c in piles["stock"].cards]
        hand = piles["hand"].cards
        self.hand = code(hand[-1]) if hand else 0
        self.res = [[code(c) for c in piles[r].cards] for r in self.reserve_ids]
        self.waste = [[code(c) for c in piles[w].cards] for w in self.waste_ids]
        self.flen = [len(piles[f].cards) for f in self.foundation_ids]
        self.redeals_used = int(game.state.get("redeals_used") or 0)
        self.deep_used = bool(game.state.get("deep_ace_used"))
        self.deep_ace = p.deep_ace
        # rank counts: cards off the foundations, and those of them in the reserves
        self.outside = [0] * 14
        self.inres = [0] * 14
        for c in self.stock + [self.hand] * bool(self.hand) + [c for w in self.waste for c in w]:
            self.outside[c >> 2] += 1
        for r in self.res:
            for c in r:
                self.outside[c >> 2] += 1
                self.inres[c >> 2] += 1
        self.placed = sum(self.flen)
        # rank counts of the cards in the stock and the hand: the cards no pile buries
        self.free = [0] * 14
        for c in self.stock + [self.hand] * bool(self.hand):
            self.free[c >> 2] += 1
        self.turned = False  # the last move turned the stock: no card changed place but the hand
        self.laid: int | None = None  # the waste pile the last move laid the hand card on
        # the last move only turned or placed a card on a waste pile: reserves, foundations and the
        # counts are as they were, so a reserve that buried no rank before buries none now
        self.quiet = False
        # caches for key() and _needs(), emptied by the moves that change what they read: a pile's
        # hash (None: to recompute), the wanted ranks; and the hashes of the stock's prefixes (the
        # stock only loses and regains its top until a redeal puts a new one, with new prefixes)
        self._wh: list[int | None] = [None] * len(self.waste)
        self._rh: list[int | None] = [None] * len(self.res)
        self._needs_cache: dict[int, list[int]] | None = None
        self._lengths: tuple[int, ...] = ()  # the foundations' lengths sorted, made with _needs_cache
        self._masks: dict[tuple[int, ...], list[int]] = {}  # _block_masks() by the lengths
        self._prefixes: list[list[int]] = [_prefix_hashes(self.stock)]

    # -- rules details ----------------------------------------------------------------------------
    def below(self, rank: int) -> int | None:
        if rank > 1:
            return rank - 1
        return 13 if self.cyclic else None

    def won(self) -> bool:
        return self.placed == self.deck_size

    def key(self) -> tuple[Any, ...]:
        """The position up to symmetry, piles as hashes of their cards (only a changed pile is read).

        Before any redeal the stock is a suffix of the deal, so its length stands for it.
        """
        wh, rh = self._wh, self._rh
        if None in wh:
            _rehash(wh, self.waste)
        if None in rh:
            _rehash(rh, self.res)
        wastes = tuple(sorted(wh)) if self.redeals_used >= self.redeals else tuple(wh)
        stock: Any = len(self.stock)
        if self.redeals_used:
            stock = self._prefixes[-1][stock]
        if self._needs_cache is None:
            self._needs()
        return (stock, self.hand, tuple(rh), wastes, self._lengths, self.redeals_used, self.deep_used)

    def _needs(self) -> dict[int, list[int]]:
        """Rank -> the foundations that want it now (callers only read it: it is cached)."""
        if self._needs_cache is not None:
            return self._needs_cache
        self._lengths = tuple(sorted(self.flen))
        needs: dict[int, list[int]] = {}
        need_of = self.need_of
        for fi, n in enumerate(self.flen):
            rank = need_of[n]
            if rank is not None:
                needs.setdefault(rank, []).append(fi)
        self._needs_cache = needs
        return needs

    def _wanted(self, rank: int, lowest: int) -> int:
        """How many ranks the least advanced foundation (wanting ``lowest``) needs before this rank.

        The least advanced foundation is the pace of the game: every foundation must come round, so a
        card's distance from it says how long the card will wait better than the distance from the
        nearest foundation does (measured: more deals solved in Toad and Star).
        """
        if self.cyclic:
            return (rank - lowest) % 13
        return rank - lowest if rank >= lowest else NOT_WANTED

    def _safe(self, kind: int, rank: int, targets: list[int]) -> bool:
        """The foundation move of a card of this rank keeps every win (see the module text)."""
        if kind != FROM_RESERVE and (self.balance or self.redeals_used < self.redeals):
            return False
        below = self.below(rank)
        if below is not None and self.outside[below] - self.inres[below] > 0:
            return False
        if len(targets) < self.outside[rank]:
            return False
        first = self.flen[targets[0]]
        return all(self.flen[fi] == first for fi in targets)

    # -- moves --------------------------------------------------------------------------------------
    def moves(self) -> list[tuple[int, ...]]:
        needs = self._needs_cache
        if needs is None:
            needs = self._needs()
        flen = self.flen
        # the available cards a foundation wants: most positions have none or one, so they are
        # picked out before any tuple is made
        sources: list[tuple[int, int, int]] = []
        for ri, r in enumerate(self.res):
            if r and r[-1] >> 2 in needs:
                sources.append((FROM_RESERVE, ri, r[-1]))
        for wi, w in enumerate(self.waste):
            if w and w[-1] >> 2 in needs:
                sources.append((FROM_WASTE, wi, w[-1]))
        if self.hand and self.hand >> 2 in needs:
            sources.append((FROM_HAND, 0, self.hand))
        found: list[tuple[int, ...]] = []
        for kind, index, c in sources:
            targets = needs[c >> 2]
            if self._safe(kind, c >> 2, targets):
                return [(R_FOUNDATION, kind, index, targets[0])]
            lengths: set[int] = set()
            for fi in targets:
                if flen[fi] not in lengths:
                    lengths.add(flen[fi])
                    found.append((R_FOUNDATION, kind, index, fi))
        moves = found
        if self.deep_ace and not self.deep_used and 1 in needs:
            ace_targets = needs[1]
            for ri, r in enumerate(self.res):
                taken: set[int] = set()
                for pos in range(len(r) - 2, -1, -1):
                    c = r[pos]
                    if c >> 2 == 1 and c != r[-1] and c not in taken:
                        taken.add(c)
                        moves.append((R_DEEP, ri, pos, ace_targets[0]))
        # reserve extensions: the hand first, then waste tops
        later: list[tuple[int, ...]] = []
        for ri, r in enumerate(self.res):
            if not r:
                continue
            below = self.below(r[-1] >> 2)
            if below is None:
                continue
            if self.hand and self.hand >> 2 == below:
                moves.append((R_RESERVE, FROM_HAND, 0, ri))
            for wi, w in enumerate(self.waste):
                if w and w[-1] >> 2 == below:
                    later.append((R_RESERVE, FROM_WASTE, wi, ri))
        if self.hand:
            moves.extend(self._to_wastes(needs))
        elif self.stock:
            moves.append((R_TURN,))
        moves.extend(later)
        if (self.redeals_used < self.redeals and not self.stock and not self.hand
                and any(self.waste)):
            moves.append((R_REDEAL,))
        return moves

    def _to_wastes(self, needs: dict[int, list[int]]) -> list[tuple[int, ...]]:
        waste = self.waste
        allowed = range(len(waste))
        if self.balance:
            sizes = [len(w) for w in waste]
            allowed = []
            for i in range(len(waste)):
                after = sizes[:i] + [sizes[i] + 1] + sizes[i + 1:]
                if after[i] - min(after) <= self.balance:
                    allowed.append(i)
        symmetric = self.redeals_used >= self.redeals
        lowest = self.need_of[min(n for n in self.flen if n < self.full)]
        mine = self._wanted(self.hand >> 2, lowest)
        seen: set[tuple[int, ...]] = set()
        scored = []
        for i in allowed:
            w = waste[i]
            if symmetric:
                shape = tuple(w)
                if shape in seen:
                    continue
                seen.add(shape)
            if not w:
                score: tuple[int, int, int] = (1, 0, 0)
            else:
                theirs = self._wanted(w[-1] >> 2, lowest)
                # best on a card wanted just after this one; else bury the card wanted latest
                score = (0, theirs - mine, len(w)) if theirs >= mine else (2, -theirs, len(w))
            scored.append((score, i))
        scored.sort()
        return [(R_WASTE, i) for _, i in scored]

    def apply(self, m: tuple[int, ...]) -> Any:
        kind = m[0]
        self.quiet = kind in (R_TURN, R_WASTE)
        self.turned = kind == R_TURN
        self.laid = m[1] if kind == R_WASTE else None
        if kind == R_FOUNDATION:
            _, src, index, fi = m
            if src == FROM_RESERVE:
                c = self.res[index].pop()
                self.inres[c >> 2] -= 1
                self._rh[index] = None
            elif src == FROM_WASTE:
                c = self.waste[index].pop()
                self._wh[index] = None
            else:
                c, self.hand = self.hand, 0
                self.free[c >> 2] -= 1
            self._needs_cache = None
            self.flen[fi] += 1
            self.outside[c >> 2] -= 1
            self.placed += 1
            return c
        if kind == R_TURN:
            self.hand = self.stock.pop()
            return None
        if kind == R_WASTE:
            self.waste[m[1]].append(self.hand)
            self._wh[m[1]] = None
            self.free[self.hand >> 2] -= 1
            self.hand = 0
            return None
        if kind == R_RESERVE:
            _, src, index, ri = m
            if src == FROM_WASTE:
                c = self.waste[index].pop()
                self._wh[index] = None
            else:
                c, self.hand = self.hand, 0
                self.free[c >> 2] -= 1
            self.res[ri].append(c)
            self._rh[ri] = None
            self.inres[c >> 2] += 1
            return c
        if kind == R_DEEP:
            _, ri, pos, fi = m
            c = self.res[ri].pop(pos)
            self._rh[ri] = None
            self._needs_cache = None
            self.inres[1] -= 1
            self.outside[1] -= 1
            self.flen[fi] += 1
            self.placed += 1
            self.deep_used = True
            return c
        # redeal
        old = self.waste
        gathered = [c for w in old for c in w]
        for c in gathered:
            self.free[c >> 2] += 1
        self.redeals_used += 1
        mixed = shuffled(gathered, self.seed, salt=self.redeals_used)
        self.stock = mixed[::-1]
        self.waste = [[] for _ in old]
        self._wh = [None] * len(old)
        self._prefixes.append(_prefix_hashes(self.stock))
        return old

    def undo(self, m: tuple[int, ...], token: Any) -> None:
        kind = m[0]
        if kind == R_FOUNDATION:
            _, src, index, fi = m
            c = token
            if src == FROM_RESERVE:
                self.res[index].append(c)
                self.inres[c >> 2] += 1
                self._rh[index] = None
            elif src == FROM_WASTE:
                self.waste[index].append(c)
                self._wh[index] = None
            else:
                self.hand = c
                self.free[c >> 2] += 1
            self._needs_cache = None
            self.flen[fi] -= 1
            self.outside[c >> 2] += 1
            self.placed -= 1
        elif kind == R_TURN:
            self.stock.append(self.hand)
            self.hand = 0
        elif kind == R_WASTE:
            self.hand = self.waste[m[1]].pop()
            self._wh[m[1]] = None
            self.free[self.hand >> 2] += 1
        elif kind == R_RESERVE:
            _, src, index, ri = m
            c = self.res[ri].pop()
            self._rh[ri] = None
            self.inres[c >> 2] -= 1
            if src == FROM_WASTE:
                self.waste[index].append(c)
                self._wh[index] = None
            else:
                self.hand = c
                self.free[c >> 2] += 1
        elif kind == R_DEEP:
            _, ri, pos, fi = m
            self.res[ri].insert(pos, token)
            self._rh[ri] = None
            self._needs_cache = None
            self.inres[1] += 1
            self.outside[1] += 1
            self.flen[fi] -= 1
            self.placed -= 1
            self.deep_used = False
        else:
            for c in self.stock:
                self.free[c >> 2] -= 1
            self.waste = token
            self._wh = [None] * len(token)
            self._prefixes.pop()
            self.stock = []
            self.redeals_used -= 1

    def to_move(self, m: tuple[int, ...]) -> Move:
        """The rules' move for a twin move (called on the position before the move)."""
        kind = m[0]
        if kind == R_FOUNDATION:
            _, src, index, fi = m
            src_id, c = self._source(src, index)
            self.apply(m)
            return Move("move", src_id, self.foundation_ids[fi], CARDS[c])
        if kind == R_TURN:
            c = self.stock[-1]
            self.apply(m)
            return Move("turn", "stock", "hand", CARDS[c])
        if kind == R_WASTE:
            c = self.hand
            self.apply(m)
            return Move("move", "hand", self.waste_ids[m[1]], CARDS[c])
        if kind == R_RESERVE:
            _, src, index, ri = m
            src_id, c = self._source(src, index)
            self.apply(m)
            return Move("move", src_id, self.reserve_ids[ri], CARDS[c])
        if kind == R_DEEP:
            _, ri, pos, fi = m
            c = self.res[ri][pos]
            self.apply(m)
            return Move("move", self.reserve_ids[ri], self.foundation_ids[fi], CARDS[c])
        self.apply(m)
        return Move("redeal", "waste1", "stock", None)

    def _source(self, src: int, index: int) -> tuple[str, int]:
        if src == FROM_RESERVE:
            return self.reserve_ids[index], self.res[index][-1]
        if src == FROM_WASTE:
            return self.waste_ids[index], self.waste[index][-1]
        return "hand", self.hand

    # -- dead ends ------------------------------------------------------------------------------------
    def dead(self) -> bool:
        """A rank buried for good in the reserve, or in reserves and waste piles with no redeal left,
        or (stock and hand empty, no redeal) no way on."""
        if not self.quiet and self._rank_buried():
            return True
        if not self.turned and self.redeals_used >= self.redeals and self._rank_buried_in_waste():
            return True
        if self.stock or self.hand or self.redeals_used < self.redeals:
            return False
        needs = self._needs()
        if not needs:
            return False
        if self.deep_ace and not self.deep_used and 1 in needs and any(
            c >> 2 == 1 for r in self.res for c in r[:-1]
        ):
            return False
        tops = {w[-1] >> 2 for w in self.waste if w} | {r[-1] >> 2 for r in self.res if r}
        if tops & needs.keys():
            return False
        # before a foundation takes a card, only waste tops laid down the reserves can move
        return not self._reserve_runs_free(needs)

    def _rank_buried(self) -> bool:
        """Every card of some rank left lies in a reserve under a card that can go nowhere before it.

        A reserve card leaves only for a foundation. A card of rank y above a card of rank q blocks it
        for good when every foundation that could ever take y must take a q first (q lies on its way
        from what it wants now to y), so no q can come out of the reserve: the deal is lost. (Toad's
        deep ace, while unused, can still take one ace from under anything.)
        """
        outside, inres = self.outside, self.inres
        wanted = 0  # the ranks asked about, as bits
        for q in range(1, 14):
            if outside[q] and inres[q] == outside[q]:
                wanted |= 1 << q
        return self._buried(wanted, ((self.res, -1),))

    def _rank_buried_in_waste(self) -> bool:
        """Every card of some rank left lies under a card that can go nowhere before it, in the
        reserves or in waste piles, with no redeal to come.

        A waste card leaves for a foundation or for a reserve whose outer card is one rank higher.
        A reserve's outer card is always one of its own cards or a card laid on it one rank lower,
        so without cycles no reserve will ever show a rank above the highest rank it holds now (with
        cycles, any rank while a reserve holds a card). A waste card that can go onto no reserve
        blocks the cards under it as a reserve card does (see ``_rank_buried``); the stock and the
        hand bury nothing. After a card was laid on a waste pile, only the ranks under it there can
        have become buried, so only those are looked at.
        """
        if self.cyclic and any(self.res):
            return False  # any waste card may yet go onto a reserve
        outside, free = self.outside, self.free
        under = None
        if self.laid is not None:
            under = {c >> 2 for c in self.waste[self.laid][:-1]}
        wanted = 0
        for q in range(1, 14):
            if outside[q] and not free[q] and (under is None or q in under):
                wanted |= 1 << q
        # a waste card of this rank or higher stays where it is until a foundation takes it
        stays_from = max((c >> 2 for r in self.res for c in r), default=0)
        return self._buried(wanted, ((self.waste, ~((1 << stays_from) - 1)), (self.res, -1)))

    def _buried(self, wanted: int, piles: tuple[tuple[list[list[int]], int], ...]) -> bool:
        """Some rank of ``wanted`` (bits) has every card in these piles under a blocking card.

        ``piles``: (piles, the ranks there that stay where they are until a foundation takes them,
        as bits). One look down each pile finds the ranks with a card no card above it blocks.
        """
        if self.deep_ace and not self.deep_used:
            wanted &= ~(1 << 1)
        if not wanted:
            return False
        masks = self._block_masks()
        for group, staying in piles:
            for pile in group:
                above = 0
                for i in range(len(pile) - 1, -1, -1):  # from the outer card in
                    q = pile[i] >> 2
                    if not above & masks[q]:
                        wanted &= ~(1 << q)
                        if not wanted:
                            return False
                    above |= (1 << q) & staying
        return True

    def _block_masks(self) -> list[int]:
        """``masks[q]``, bit y: no foundation can take a card of rank y before a card of rank q."""
        if self._needs_cache is None:
            self._needs()
        lengths = self._lengths
        # it depends only on the foundations' lengths, which recur often
        masks = self._masks.get(lengths)
        if masks is None:
            wants = [(self.need_of[n], self.full - n) for n in lengths if n < self.full]
            masks = [0] * 14
            for q in range(1, 14):
                for y in range(1, 14):
                    if y != q and self._needs_first(y, q, wants):
                        masks[q] |= 1 << y
            self._masks[lengths] = masks
        return masks

    def _needs_first(self, rank: int, q: int, wants: list[tuple[int, int]]) -> bool:
        """No foundation (wanting ``need``, with ``room`` places left) can take ``rank`` before a q."""
        for need, room in wants:
            if self.cyclic:
                steps, before = (rank - need) % 13, (q - need) % 13
            elif rank < need:
                continue
            else:
                steps, before = rank - need, (q - need if q >= need else NOT_WANTED)
            if steps < room and before >= steps:
                return False
        return True

    def _reserve_runs_free(self, needs: dict[int, list[int]]) -> bool:
        """Laying waste tops down the reserves (top-1, top-2, …) can bring a needed rank to light."""
        waste = [list(w) for w in self.waste]
        tops = [r[-1] >> 2 if r else None for r in self.res]
        seen: set[tuple[Any, ...]] = set()

        def search() -> bool:
            state = (tuple(tops), tuple(len(w) for w in waste))
            if state in seen:
                return False
            seen.add(state)
            for ri, top in enumerate(tops):
                below = None if top is None else self.below(top)
                if below is None:
                    continue
                for w in waste:
                    if w and w[-1] >> 2 == below:
                        c = w.pop()
                        if w and w[-1] >> 2 in needs:
                            w.append(c)
                            return True
                        tops[ri] = below
                        found = search()
                        tops[ri] = top
                        w.append(c)
                        if found:
                            return True
            return False

        return search()


# -- the Village family -------------------------------------------------------------------------------

V_FOUNDATION, V_BUILD, V_DEAL, V_REDEAL, V_GATHER = range(5)
COLUMNS = 8
COLUMN_IDS = tuple(f"column{i}" for i in range(1, COLUMNS + 1))
FOUNDATION_IDS = tuple(f"foundation{i}" for i in range(1, 9))  # 1-4 ace foundations S H D C, 5-8 kings


class _VillageTwin:
    """Village, Babette, Carnival: a twin of ``VillageRules`` on card codes.

    ``fnd[s]`` is the top rank of suit s's ace foundation (0 when empty), ``fnd[4 + s]`` the top rank
    of its king foundation (14 when empty).

    Passing up a foundation move (no replacement, stock not empty): if a card that could go to a
    foundation is covered by a deal instead, a line that later, still during the deal, puts that very
    card on that foundation unchanged does no better than putting it there at once (nothing else can
    go there meanwhile but its twin, and a deal lands the same cards in the same places either way).
    So after such a deal the card may not go to that foundation until the foundation changes (its
    twin went there) or the stock is empty: the only reason to pass it up is to leave the place to the
    twin, or to keep the card for the builds that come after the deal. The position key carries these
    bans; they end with their deal (a ban names a place, which the next deal fills with other cards).
    """

    RESTART_BUDGET = 1000

    def __init__(self, game: Game) -> None:
        p = game.rules.p
        self.replacement = p.replacement
        self.redeal_kind = p.redeal
        self.deck_size = p.deck_size
        piles = game.piles
        self.stock = [code(c) for c in piles["stock"].cards]
        self.cols = [[code(c) for c in piles[col].cards] for col in COLUMN_IDS]
        self.fnd = []
        for i, fid in enumerate(FOUNDATION_IDS):
            cards = piles[fid].cards
            self.fnd.append(cards[-1].rank if cards else (0 if i < 4 else 14))
        self.placed = sum(len(piles[fid].cards) for fid in FOUNDATION_IDS)
        self.redealt = bool(game.state.get("redealt"))
        self.gathering = bool(game.state.get("gathering"))
        self.check_reach = True
        # (column, index, foundation, its top): that card passed up that foundation before a deal
        self.forbid: set[tuple[int, int, int, int]] = set()
        # cards off the foundations, by code
        self.tot = [0] * 56
        for c in self.stock:
            self.tot[c] += 1
        for col in self.cols:
            for c in col:
                self.tot[c] += 1

    def won(self) -> bool:
        return self.placed == self.deck_size

    def last_deal(self) -> bool:
        return self.redeal_kind == "none" or self.redealt

    def key(self) -> tuple[Any, ...]:
        cols = tuple(map(tuple, self.cols))
        # column places matter only for the rows still to deal and for Village's redeal, read by rows
        if self.gathering or (not self.stock and (self.redealt or self.redeal_kind != "reverse")):
            cols = tuple(sorted(cols))
        stock: Any = tuple(self.stock) if (self.redealt or self.gathering) else len(self.stock)
        forbid: Any = None
        if self.forbid and self.stock:
            fnd = self.fnd
            forbid = tuple(sorted(entry for entry in self.forbid if fnd[entry[2]] == entry[3]))
        return (stock, cols, tuple(self.fnd), self.redealt, self.gathering, forbid)

    # -- moves --------------------------------------------------------------------------------------
    def _targets(self, c: int) -> list[int]:
        """Foundation indices that take this card now."""
        rank, suit = c >> 2, c & 3
        fnd = self.fnd
        out = []
        if fnd[suit] < 13 and rank == fnd[suit] + 1:
            out.append(suit)
        if fnd[4 + suit] > 1 and rank == fnd[4 + suit] - 1:
            out.append(4 + suit)
        return out

    def _twin_home(self, c: int) -> bool:
        """The other copy of this card already lies on a foundation."""
        rank, suit = c >> 2, c & 3
        return self.fnd[suit] >= rank or self.fnd[4 + suit] <= rank

    def moves(self) -> list[tuple[int, ...]]:
        cols = self.cols
        if self.gathering:
            return self._gathers()
        may_force = self.last_deal() and (not self.replacement or not self.stock)
        forbid = self.forbid if self.stock else None
        found: list[tuple[int, ...]] = []
        for ci, col in enumerate(cols):
            if not col:
                continue
            c = col[-1]
            targets = self._targets(c)
            if forbid:
                p, fnd = len(col) - 1, self.fnd
                targets = [fi for fi in targets if (ci, p, fi, fnd[fi]) not in forbid]
            if not targets:
                continue
            if may_force and len(targets) == 1 and self._twin_home(c):
                return [(V_FOUNDATION, ci, targets[0])]
            for fi in targets:
                found.append((V_FOUNDATION, ci, fi))
        moves = found
        if self.stock:
            moves.append((V_DEAL,))
            return moves
        # builds: a card onto another column's available card of its suit, one rank apart
        good: list[tuple[int, ...]] = []
        other: list[tuple[int, ...]] = []
        tops = [col[-1] if col else -100 for col in cols]
        for ci, c in enumerate(tops):
            if c < 0:
                continue
            for di, d in enumerate(tops):
                if di != ci and (d - c == 4 or c - d == 4):
                    col = cols[ci]
                    if len(col) > 1 and self._targets(col[-2]):
                        good.append((V_BUILD, ci, di))
                    else:
                        other.append((V_BUILD, ci, di))
        moves += good + other
        if not self.redealt and any(cols):
            if self.redeal_kind == "reverse":
                moves.append((V_REDEAL,))
            elif self.redeal_kind == "gather":
                moves += self._gathers()
        return moves

    def _gathers(self) -> list[tuple[int, ...]]:
        seen: set[tuple[int, ...]] = set()
        out = []
        for ci, col in enumerate(self.cols):
            if col:
                shape = tuple(col)
                if shape not in seen:
                    seen.add(shape)
                    out.append((V_GATHER, ci))
        return out

    def _deal_row(self) -> int:
        stock, cols = self.stock, self.cols
        dealt = 0
        for col in cols:
            if not stock:
                break
            col.append(stock.pop())
            dealt += 1
        return dealt

    def _undeal_row(self, dealt: int) -> None:
        for ci in range(dealt - 1, -1, -1):
            self.stock.append(self.cols[ci].pop())

    def apply(self, m: tuple[int, ...]) -> Any:
        kind = m[0]
        # the costly dead-end test runs after deals, and after foundation moves once the stock is empty
        self.check_reach = kind != V_BUILD and (kind != V_FOUNDATION or not self.stock)
        if kind == V_FOUNDATION:
            _, ci, fi = m
            col = self.cols[ci]
            c = col.pop()
            self.tot[c] -= 1
            self.fnd[fi] = c >> 2
            self.placed += 1
            if self.replacement and self.stock:
                col.append(self.stock.pop())
                return True
            if self.forbid:
                p = len(col)
                gone = [entry for entry in self.forbid if entry[0] == ci and entry[1] == p]
                if gone:
                    self.forbid.difference_update(gone)
                    return gone
            return False
        if kind == V_BUILD:
            _, ci, di = m
            self.cols[di].append(self.cols[ci].pop())
            return None
        if kind == V_DEAL:
            added = []
            if not self.replacement:
                # passing up a foundation move before a deal: see _VillageTwin's class text
                fnd = self.fnd
                for ci, col in enumerate(self.cols):
                    if col:
                        p = len(col) - 1
                        for fi in self._targets(col[-1]):
                            entry = (ci, p, fi, fnd[fi])
                            if entry not in self.forbid:
                                self.forbid.add(entry)
                                added.append(entry)
            return self._deal_row(), added
        if kind == V_REDEAL:
            old = self.cols
            depth = max(len(col) for col in old)
            as_dealt = [col[row] for row in range(depth) for col in old if row < len(col)]
            self.stock = as_dealt  # the top (last) is the card dealt last before, now dealt first
            self.cols = [[] for _ in old]
            self.redealt = True
            old_forbid, self.forbid = self.forbid, set()  # a deal's bans end with it
            return old, self._deal_row(), old_forbid
        # gather
        ci = m[1]
        token = self.cols[ci], self.stock, self.gathering, self.redealt, self.forbid
        self.forbid = set()  # a deal's bans end with it: a place read in the next deal holds another card
        self.stock = self.cols[ci][::-1] + self.stock
        self.cols[ci] = []
        if any(self.cols):
            self.gathering = True
            return token, 0
        self.gathering = False
        self.redealt = True
        return token, self._deal_row()

    def undo(self, m: tuple[int, ...], token: Any) -> None:
        kind = m[0]
        if kind == V_FOUNDATION:
            _, ci, fi = m
            col = self.cols[ci]
            if token is True:
                self.stock.append(col.pop())
            elif token:
                self.forbid.update(token)
            rank = self.fnd[fi]
            c = rank * 4 + (fi & 3)
            col.append(c)
            self.tot[c] += 1
            self.fnd[fi] = rank - 1 if fi < 4 else rank + 1
            self.placed -= 1
        elif kind == V_BUILD:
            _, ci, di = m
            self.cols[ci].append(self.cols[di].pop())
        elif kind == V_DEAL:
            dealt, added = token
            self._undeal_row(dealt)
            self.forbid.difference_update(added)
        elif kind == V_REDEAL:
            old, dealt, self.forbid = token
            self._undeal_row(dealt)
            self.cols = old
            self.stock = []
            self.redealt = False
        else:
            (old_col, old_stock, old_gathering, old_redealt, self.forbid), dealt = token
            self._undeal_row(dealt)
            self.cols[m[1]] = old_col
            self.stock = old_stock
            self.gathering = old_gathering
            self.redealt = old_redealt

    def to_move(self, m: tuple[int, ...]) -> Move:
        kind = m[0]
        if kind == V_FOUNDATION:
            _, ci, fi = m
            c = self.cols[ci][-1]
            self.apply(m)
            return Move("move", COLUMN_IDS[ci], FOUNDATION_IDS[fi], CARDS[c])
        if kind == V_BUILD:
            _, ci, di = m
            c = self.cols[ci][-1]
            self.apply(m)
            return Move("move", COLUMN_IDS[ci], COLUMN_IDS[di], CARDS[c])
        self.apply(m)
        if kind == V_DEAL:
            return Move("deal", "stock", "column1", None)
        if kind == V_REDEAL:
            return Move("redeal", "stock", "stock", None)
        return Move("gather", COLUMN_IDS[m[1]], "stock", None)

    # -- dead ends ------------------------------------------------------------------------------------
    def dead(self) -> bool:
        """Last deal: some card can never leave its column, or never reach a foundation."""
        if not self.last_deal():
            return False
        if self._stuck_card():
            return True
        if not self.check_reach:
            return False
        times: list[list[int]] | None = None
        if self.stock and not self.replacement:
            # no card will take another's place: every stock card's column and row are known now
            layout = [list(col) for col in self.cols]
            times = [[0] * len(col) for col in self.cols]
            stock = self.stock
            for k in range(len(stock)):
                layout[k % COLUMNS].append(stock[-1 - k])
                times[k % COLUMNS].append(k // COLUMNS + 1)
        elif self.stock:
            return False
        else:
            layout = self.cols
        return not self._can_all_reach(layout, times)

    def _stuck_card(self) -> bool:
        """A card whose foundations both need a card of its suit lying only under it, with no build.

        The cards on the table only: which cards a stock card will cover is not known before it
        comes, for they may leave first.
        """
        tot, fnd = self.tot, self.fnd
        for col in self.cols:
            if len(col) < 2:
                continue
            under = [0] * 56
            under[col[0]] += 1
            for i in range(1, len(col)):
                c = col[i]
                rank, suit = c >> 2, c & 3
                # can it be built somewhere? some copy of a neighbour is not under it
                lo, hi = c - 4, c + 4
                if (rank > 1 and tot[lo] > under[lo]) or (rank < 13 and tot[hi] > under[hi]):
                    under[c] += 1
                    continue
                a, k = fnd[suit], fnd[4 + suit]
                up_open = a < rank and all(
                    tot[q * 4 + suit] > under[q * 4 + suit] for q in range(a + 1, rank)
                )
                if not up_open:
                    down_open = k > rank and all(
                        tot[q * 4 + suit] > under[q * 4 + suit] for q in range(rank + 1, k)
                    )
                    if not down_open:
                        return True
                under[c] += 1
        return False

    def _can_all_reach(self, layout: list[list[int]], times: list[list[int]] | None) -> bool:
        """A relaxation that forgets most of the order of events: can every card reach a foundation?

        During the deal (``times``: the row each card is dealt in, 0 = on the table now) a card can
        go to a foundation at the first row when it lies uncovered (every card dealt on it by then has
        gone) and every rank between it and that foundation has gone (some copy of it has); a card
        passed up before a deal (``forbid``) cannot go to that foundation during the deal. After the
        deal every card that could have gone is taken as gone, and a least fixpoint follows: a card is
        *exposed* when every card above it can leave; it can *leave* when it is exposed and can reach
        a foundation or be built on a neighbour copy (same suit, one rank apart) that is exposed in
        another column or lies above it; it can *reach* a foundation when it is exposed and every rank
        between it and one of its suit's foundations has some copy that can reach. A real line does
        nothing this relaxation forbids, so a card that cannot reach here cannot come out.
        """
        fnd = self.fnd
        n_cols = len(layout)
        gone = [[False] * len(col) for col in layout]
        rank_ok = [[False] * 15 for _ in range(4)]  # rank_ok[suit][rank]: some copy reached
        if times is not None:
            self._deal_phase_reach(layout, times, gone, rank_ok)
        where: dict[int, list[tuple[int, int]]] = {}
        for ci, col in enumerate(layout):
            gone_col = gone[ci]
            for p, c in enumerate(col):
                if not gone_col[p]:
                    where.setdefault(c, []).append((ci, p))
        left = sum(len(v) for v in where.values())
        reach = [list(g) for g in gone]
        leave = [list(g) for g in gone]
        exposed = [[False] * len(col) for col in layout]
        changed = True
        while changed and left:
            changed = False
            up_to, down_to = [], []
            for suit in range(4):
                h = fnd[suit]
                while h < 13 and rank_ok[suit][h + 1]:
                    h += 1
                up_to.append(h)  # the ace foundation can climb to h
                low = fnd[4 + suit]
                while low > 1 and rank_ok[suit][low - 1]:
                    low -= 1
                down_to.append(low)  # the king foundation can come down to low
            for ci in range(n_cols):
                col, col_reach, col_leave, col_exposed = layout[ci], reach[ci], leave[ci], exposed[ci]
                for p in range(len(col) - 1, -1, -1):
                    col_exposed[p] = True
                    if col_reach[p]:
                        continue
                    c = col[p]
                    rank, suit = c >> 2, c & 3
                    if (fnd[suit] < rank <= up_to[suit] + 1) or (down_to[suit] - 1 <= rank < fnd[4 + suit]):
                        col_reach[p] = col_leave[p] = True
                        rank_ok[suit][rank] = True
                        left -= 1
                        changed = True
                        continue
                    if not col_leave[p]:
                        for d in (c - 4, c + 4):
                            if any((cj != ci and exposed[cj][q]) or (cj == ci and q > p)
                                   for cj, q in where.get(d, ())):
                                col_leave[p] = True
                                changed = True
                                break
                    if not col_leave[p]:
                        break
        return left == 0

    def _deal_phase_reach(self, layout: list[list[int]], times: list[list[int]],
                          gone: list[list[bool]], rank_ok: list[list[bool]]) -> None:
        """Mark the cards that could reach a foundation before the stock runs out (see above)."""
        fnd = self.fnd
        last = max(max(col) if col else 0 for col in times)
        never = last + 1
        banned = {(ci, p, fi) for ci, p, fi, top in self.forbid if fnd[fi] == top}
        when = [[never] * len(col) for col in layout]
        best = [[never] * 15 for _ in range(4)]  # best[suit][rank]: earliest row some copy can go
        changed = True
        while changed:
            changed = False
            for ci, col in enumerate(layout):
                col_when, col_times = when[ci], times[ci]
                for p, c in enumerate(col):
                    if col_when[p] <= col_times[p]:
                        continue
                    rank, suit = c >> 2, c & 3
                    ready = never
                    for fi in (suit, 4 + suit):
                        top = fnd[fi]
                        if fi < 4:
                            if top >= rank:
                                continue
                            between = range(top + 1, rank)
                        else:
                            if top <= rank:
                                continue
                            between = range(rank + 1, top)
                        if banned and (ci, p, fi) in banned:
                            continue
                        row = 0
                        for q in between:
                            if best[suit][q] > row:
                                row = best[suit][q]
                                if row >= ready:
                                    break
                        if row < ready:
                            ready = row
                    start = max(col_times[p], ready)
                    for row in range(start, min(col_when[p], never)):
                        if all(when[ci][u] <= row for u in range(p + 1, len(col)) if col_times[u] <= row):
                            col_when[p] = row
                            if row < best[suit][rank]:
                                best[suit][rank] = row
                            changed = True
                            break
        for ci, col in enumerate(layout):
            for p, c in enumerate(col):
                if when[ci][p] < never:
                    gone[ci][p] = True
                    rank_ok[c & 3][c >> 2] = True

