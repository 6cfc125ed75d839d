"""The Village family's suit relaxation: a deal lost by the order of one suit's cards during the deal.

NOT WIRED IN: measured at 2 s a deal on game numbers 1-50 it proves 7 Carnival deals lost, every one
of which the search proves lost too (it proves 8), and it does not apply at the root of Village or
Babette (a redeal is left; see below). It is kept, with its proof and its soundness tests
(``tests/play/test_relax_village.py``), as the first step that failed to pay, for the next one.

Each suit has two foundations, one built up A→K and one down K→A, each taking exactly one copy of every
rank: which copy of a rank goes up and which down, and when, is bound by which cards lie above which.
The *suit game* of suit s, while the stock lasts, keeps the position's s cards exactly: their places in
the layout to come (each stock card in the place it will be dealt to), the two foundations of s, and
the moves: an s card goes to a foundation of s that takes it when nothing lies below it in its column
(nearer the open end) that is still there; the next row is dealt. A card of another suit counts as
still there from the row it is dealt in to its *earliest row*, before which no line can have put it on
a foundation. At the end of the deal (the last row dealt, nothing played after it) the suit game's
position is handed to the twin's fixpoint after the deal (``VillageTwin._end_reach``) with the s cards
as the suit game has them, the other suits' cards gone where their earliest row is before the last,
and these kept as places to build on. If no end of the suit game's deal passes the fixpoint, the deal
cannot be won (``suit_lost``).

Why (the proof). It is asked only when no redeal or gathering is left (Carnival; Village and Babette
after theirs) and no card is to be dealt into a place a foundation move leaves (no replacement), with
cards left to deal: then every stock card lands in a place known now, card k from the top in column
k mod 8 of row k div 8 + 1, whatever is played, and a line from here is foundation moves and deals
until the stock is out (no builds before), then foundation moves and builds. A redeal (Village's rows
read back) or a gathering (Babette's piles in the player's order) would put cards in an order the
position does not fix; that is why the test waits until none is left. Take a winning line.

1. *Earliest rows are lower bounds.* The twin's deal-phase fixpoint gives each card a row no line can
   put it on a foundation before, for rows before the last (its text). Then each suit game refines its
   own cards' rows to the first row at which any of its lines moves them: the real line's s moves and
   deals are a line of the suit game (2), so a real move of an s card at row r < last comes no earlier
   than that. Taking the larger of two lower bounds, round after round, keeps a lower bound.
2. *The real line's deal is a line of the suit game.* Keep its s moves and its deals. A real foundation
   move at row t takes a column's last card x: every card dealt below x by row t has gone, each to a
   foundation at a row up to t (no builds while the stock lasts), so none is an s card still there, and
   no other suit's card below x is counted as there (its earliest row is at most t by 1). The
   foundation of s is at the same height in both; a deal deals the same cards to the same places.
3. *The end of the real deal passes the fixpoint.* Right after the last deal the real position has the
   s cards as the suit game's end reached by 2; of the other suits at most the cards whose earliest row
   is before the last have gone. The fixpoint of the real position says every card can reach (it is
   the twin's sound dead-end test on a position with the stock out). Its inputs here are more generous:
   cards of other suits taken as gone may still be there, but a card taken as gone blocks nothing,
   needs nothing, keeps its place to be built on and counts its rank as reached; the foundations of the
   other suits start lower, but every rank they have taken by then was taken by a card gone by then,
   whose rank counts as reached. Every fact the fixpoint derives for the real position it derives
   here, so it says every card can reach here too.

So a deal with some suit none of whose ends of the deal passes cannot be won. The suit games' deals
are small (some hundreds of positions: the row, the two heights and the set of s cards gone), searched
exhaustively within ``BUDGET`` positions a suit; a suit whose search runs out proves nothing.
"""

from __future__ import annotations

from typing import Any

from .village import COLUMNS, VillageTwin

ROUNDS = 4  # passes of the suit games' earliest rows over the four suits
BUDGET = 60_000  # suit-game positions one suit's search may look at (a fraction of a second in Python)


class _Budget(Exception):
    """The suit's search has looked at ``BUDGET`` positions: no proof."""


def applies(twin: VillageTwin) -> bool:
    """No redeal or gathering left, no card to be dealt into a place a move leaves, no ban of the
    search's (the root's twin has none): the suit game's conditions (see the module's text)."""
    return (twin.last_deal() and not twin.gathering and not twin.forbid
            and (not twin.replacement or not twin.stock))


def layout_of(twin: VillageTwin) -> tuple[list[list[int]], list[list[int]], int]:
    """The columns with the rows still to deal (card codes), each card's row (0: on the table now),
    and the number of rows to deal."""
    layout = [list(col) for col in twin.cols]
    times = [[0] * len(col) for col in twin.cols]
    stock = twin.stock
    for k in range(len(stock)):
        layout[k % COLUMNS].append(stock[-1 - k])
        times[k % COLUMNS].append(k // COLUMNS + 1)
    rows = (len(stock) + COLUMNS - 1) // COLUMNS
    return layout, times, rows


def suit_lost(twin: VillageTwin, budget: int = BUDGET) -> int | None:
    """The suit (index into ``SUITS``) whose suit game cannot be won from this position, or None:
    none proved (or the test does not apply)."""
    if not applies(twin) or twin.won():
        return None
    layout, times, rows = layout_of(twin)
    if not rows:  # nothing to deal: the suit game adds nothing to the twin's own dead-end test
        return None
    gone = [[False] * len(col) for col in layout]
    rank_ok = [[False] * 15 for _ in range(4)]
    when = twin._deal_phase_reach(layout, times, gone, rank_ok)
    for _ in range(ROUNDS):  # each suit game's earliest rows make the other suits' blockers stay longer
        changed = False
        for suit in range(4):
            game = _SuitGame(layout, times, when, twin.fnd, rows, suit)
            try:
                earliest = game.earliest(budget)
            except _Budget:
                continue
            for (ci, p), row in zip(game.mine, earliest, strict=True):
                if row > when[ci][p]:
                    when[ci][p] = row
                    changed = True
        if not changed:
            break
    # the end of the deal, before any move after it: gone are at most the cards that can go before
    gone = [[row < rows for row in col] for col in when]
    rank_ok = [[False] * 15 for _ in range(4)]
    for ci, col in enumerate(layout):
        for p, c in enumerate(col):
            if gone[ci][p]:
                rank_ok[c & 3][c >> 2] = True
    end = (layout, gone, rank_ok, list(twin.fnd))
    for suit in range(4):
        game = _SuitGame(layout, times, when, twin.fnd, rows, suit, end)
        try:
            if not game.winnable(budget):
                return suit
        except _Budget:
            continue
    return None


class _SuitGame:
    """One suit's game (see the module's text): its cards, their order, and the blockers' rows."""

    def __init__(self, layout: list[list[int]], times: list[list[int]], when: list[list[int]],
                 fnd: list[int], rows: int, suit: int, end: tuple[Any, ...] | None = None) -> None:
        self.rows, self.suit, self.end = rows, suit, end
        self.up, self.down = fnd[suit], fnd[4 + suit]
        ranks, cols, places, dealt = [], [], [], []
        for ci, col in enumerate(layout):
            for p, c in enumerate(col):
                if c & 3 == suit:
                    ranks.append(c >> 2)
                    cols.append(ci)
                    places.append(p)
                    dealt.append(times[ci][p])
        n = len(ranks)
        self.n, self.ranks = n, ranks
        self.mine = list(zip(cols, places, strict=True))  # each card's place in the layout
        # below[i]: the s cards nearer the column's open end than card i (they must leave first)
        self.below = [sum(1 << j for j in range(n) if cols[j] == cols[i] and places[j] > places[i])
                      for i in range(n)]
        self.dealt_by = [sum(1 << i for i in range(n) if dealt[i] <= t) for t in range(rows + 1)]
        # blocked[t][i]: at row t < rows, a card of another suit still lies below card i
        self.blocked = [[False] * n for _ in range(rows)]
        for i in range(n):
            col, t_col, w_col = layout[cols[i]], times[cols[i]], when[cols[i]]
            for q in range(places[i] + 1, len(col)):
                if col[q] & 3 != suit:
                    for t in range(t_col[q], min(w_col[q], rows)):
                        self.blocked[t][i] = True

    def winnable(self, budget: int) -> bool:
        """Depth first over the suit game's positions, every position seen kept (see the module's
        text); raises ``_Budget`` past ``budget`` positions."""
        self.budget = budget
        self.seen: set[Any] = set()
        return self._deal_phase()

    def earliest(self, budget: int) -> list[int]:
        """Each card's earliest row of a foundation move in any line of the suit game's deal (the
        last row plus one: none before the deal is out); raises ``_Budget`` past ``budget``."""
        self.budget = budget
        n, ranks, below, rows = self.n, self.ranks, self.below, self.rows
        first = [rows + 1] * n
        start = (0, self.up, self.down, 0)
        seen = {start}
        stack = [start]
        while stack:
            t, a, k, gone = stack.pop()
            self._count()
            if t == rows:
                continue
            here = self.dealt_by[t] & ~gone
            blocked = self.blocked[t]
            nexts = [(t + 1, a, k, gone)]
            for i in range(n):
                if not (here >> i) & 1 or below[i] & here or blocked[i]:
                    continue
                r = ranks[i]
                if ((a < 13 and r == a + 1) or (k > 1 and r == k - 1)) and t < first[i]:
                    first[i] = t
                if a < 13 and r == a + 1:
                    nexts.append((t, r, k, gone | 1 << i))
                if k > 1 and r == k - 1:
                    nexts.append((t, a, r, gone | 1 << i))
            for state in nexts:
                if state not in seen:
                    seen.add(state)
                    stack.append(state)
        return first

    def _count(self) -> None:
        self.budget -= 1
        if self.budget < 0:
            raise _Budget

    def _deal_phase(self) -> bool:
        n, ranks, below, rows = self.n, self.ranks, self.below, self.rows
        seen = self.seen
        stack = [(0, self.up, self.down, 0)]
        seen.add(stack[0])
        while stack:
            t, a, k, gone = stack.pop()
            self._count()
            if a == 13 and k == 1:
                return True
            if t == rows:
                if not self._end_lost(gone, a, k):
                    return True
                continue
            here = self.dealt_by[t] & ~gone
            blocked = self.blocked[t]
            nexts = [(t + 1, a, k, gone)]
            for i in range(n):
                if not (here >> i) & 1 or below[i] & here or blocked[i]:
                    continue
                r = ranks[i]
                if a < 13 and r == a + 1:
                    nexts.append((t, r, k, gone | 1 << i))
                if k > 1 and r == k - 1:
                    nexts.append((t, a, r, gone | 1 << i))
            for state in nexts:  # the last pushed, a foundation move, is searched first
                if state not in seen:
                    seen.add(state)
                    stack.append(state)
        return False

    def _end_lost(self, gone: int, a: int, k: int) -> bool:
        """The twin's fixpoint after the deal (``VillageTwin._end_reach``) from this end of the suit's
        deal: its cards gone as the suit game's, its foundations at a and k; every other card taken as
        gone where the deal-phase fixpoint lets it go."""
        assert self.end is not None
        layout, base_gone, rank_ok, fnd = self.end
        suit, mine = self.suit, self.mine
        gone_now = [list(col) for col in base_gone]
        for i, (ci, p) in enumerate(mine):
            gone_now[ci][p] = bool((gone >> i) & 1)
        bases = [list(col) for col in base_gone]  # the other suits' cards that may have gone
        for ci, p in mine:
            bases[ci][p] = False
        ok = [list(row) for row in rank_ok]
        ok[suit] = [False] * 15
        tops = list(fnd)
        tops[suit], tops[4 + suit] = a, k
        return not VillageTwin._end_reach(layout, gone_now, ok, tops, bases)
