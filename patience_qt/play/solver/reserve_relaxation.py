"""The reserve relaxation: a Rainbow-family deal that the order of its reserves alone makes impossible.

Make every card of the stock, the hand and the waste piles *free* (available at any time, as if there
were as many waste piles as cards and the whole stock were turned at once) and keep only each reserve
as the fixed sequence it is, its outer card the only one available. Every line of the real game is a
line of this relaxed game with the same foundation moves in the same order (a card laid on a reserve
is, in the relaxed game, a free card that waits), so if the relaxed game cannot be won, the deal
cannot either: a "lost" here is a proof. Extending a reserve never helps once every other card is
free, so it is left out, and what remains is small: a position is how many cards are left of each
reserve (and, in Toad, where the one deep ace came from) with the foundations' sorted lengths. A
foundation takes its next rank from a free card of that rank (free cards of a rank: its copies off
the foundations less those in the reserves) or from a reserve's outer card. Once the reserves are
empty the relaxed game is won (the free cards left are exactly what the foundations still want).

The search's step is a *chain*: one foundation takes free cards up to the rank of a reserve's outer
card, then that card. A free card laid on a foundation can always wait until just before that
foundation's next reserve card (until then the copy stays free, which only helps the others), and
free cards after a foundation's last reserve card are never needed, so every relaxed line has the
same foundation moves from the reserves as a line of chains: the chains win exactly when the moves
do, and reach exactly the same counts of cards left in the reserves, in far fewer positions.

Toad's deep ace: while it is unused, the relaxed game may take one ace from inside a reserve, as the
rules do; the reserve then has a hole where that ace was.

The search's positions map onto relaxed positions of the solve's own first position: each reserve is
matched, from its bottom, against the reserve the solve started with, and the cards above the match
(laid on the reserve since) count as free, which is again only more freedom. So one memo of relaxed
positions serves the whole solve, keyed exactly (counts and lengths, no hashes): a memo that stored
hashes only could call a position lost by a collision. A question that looks at more than ``budget``
relaxed positions gets no answer (not lost), so a deal never pays more than that for it; the memo then
keeps that position as not lost, so the same question (the search meets a relaxed position again and
again) costs nothing the next time and answers the same.

It reads the rules' own cards (``Game.piles``): the reserves as tuples of ``Card``, of which only the
rank counts. ``tests/play/test_relax_reserve.py`` checks it against the deals and positions known to come
out and against the compiled core's (``_native_relax.c``); ``tests/play/test_native_truth.py`` checks
the compiled one against an exhaustive search of small endgames.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...rules import Card, reason

# a relaxed position: (cards left of each reserve, hole, deep ace open, sorted foundation lengths);
# hole: (reserve, position) of the ace the deep ace took, or None
Key = tuple[tuple[int, ...], tuple[int, int] | None, bool, tuple[int, ...]]


def explain_blocked(result: Any, reserve_id: str, run: Sequence[Card]) -> None:
    """Give a solve result the reason of a loss the relaxation proved: the run (the outer card first)
    of this reserve that cannot all be placed."""
    cards = tuple(run)
    result.blocked = cards
    result.reason = reason("rainbow.lost.reserve_order", pile=reserve_id, n=len(cards), card=cards[-1])


class _Cap(Exception):
    """The question's budget of relaxed positions is spent: no answer."""


class ReserveRelaxation:
    """The reserve relaxation of one solve's first position (reserves as the rules' cards, outer last)."""

    ROOT_BUDGET = 100_000  # relaxed positions the first question may look at (some seconds in Python)
    BUDGET = 2_000  # relaxed positions any later question (one from the search) may look at

    def __init__(self, reserves: Sequence[Sequence[Card]], need_of: Sequence[int | None], full: int,
                 rank_counts: Sequence[int], deep_ace: bool) -> None:
        """``need_of[n]``: the rank a foundation of length n wants (None: complete, at ``full``);
        ``rank_counts[q]``: the copies of rank q in the deck; ``deep_ace``: the rules allow it."""
        self.roots = [list(r) for r in reserves]
        self.ranks = [[card.rank for card in r] for r in self.roots]
        self.need_of = list(need_of)
        self.full = full
        self.counts = list(rank_counts)
        self.deep_ace = deep_ace
        # on[n][q]: cards of rank q on a foundation of length n
        self.on = [[0] * 14 for _ in range(full + 1)]
        for n in range(1, full + 1):
            self.on[n] = list(self.on[n - 1])
            self.on[n][self.need_of[n - 1]] += 1
        self.memo: dict[Key, bool] = {}  # relaxed position -> lost
        self.nodes = 0  # relaxed positions looked at, over every question
        self.least: list[int] = []  # the first question's fewest cards left of each reserve
        self.first: bool | None = None  # the first question's answer (lost), once asked

    # -- the questions ------------------------------------------------------------------------------
    def lost(self, reserves: Sequence[Sequence[Card]], lengths: Sequence[int], deep_open: bool,
             hole: tuple[int, int] | None = None, budget: int | None = None) -> bool:
        """The relaxed game of this position cannot be won (a proof); False: it can, or no answer.

        ``reserves``: the position's reserves; ``hole``: where the position's deep ace came from, as
        a place in the reserve it left, when it was taken since this relaxation's first position.
        """
        ks, hole = self._match(reserves, hole)
        key = (ks, hole, bool(deep_open and self.deep_ace), tuple(sorted(lengths)))
        known = self.memo.get(key)
        if known is not None:
            return known
        first = self.first is None
        self.least = list(ks) if first else [0] * len(ks)
        self._left = budget if budget is not None else (self.ROOT_BUDGET if first else self.BUDGET)
        try:
            lost = self._lost(key, self._free(key))
        except _Cap:
            lost = self.memo[key] = False  # asked again, it answers at once (never "lost": sound)
        if first:
            self.first = lost
        return lost

    def blocked_run(self) -> tuple[int, list[Card]] | None:
        """When the first question answered lost: the reserve and its shortest run of cards, from the
        outer end, that cannot all be placed (every relaxed position reachable was looked at, so the
        fewest cards left is exact); the outer card first. Else None."""
        if not self.first:
            return None
        best = None
        for ri, least in enumerate(self.least):
            run = self.roots[ri][max(0, least - 1):][::-1]
            if least and (best is None or len(run) < len(best[1])):
                best = (ri, run)
        return best if best is not None else (0, self.roots[0][::-1])

    # -- the search -----------------------------------------------------------------------------------
    def _match(self, reserves: Sequence[Sequence[Card]],
               hole: tuple[int, int] | None) -> tuple[tuple[int, ...], tuple[int, int] | None]:
        """Each reserve as the cards left of the first position's: the longest bottom run that is the
        first position's reserve (with the deep ace's hole, where there is one)."""
        ks = []
        kept = None
        for ri, (pile, root) in enumerate(zip(reserves, self.roots, strict=True)):
            if (hole is not None and hole[0] == ri and hole[1] <= min(len(pile), len(root))
                    and list(pile[:hole[1]]) == root[:hole[1]]):
                pos = hole[1]
                k = pos
                while k < len(pile) and k + 1 < len(root) and pile[k] == root[k + 1]:
                    k += 1
                k += 1  # in the first position's places: the hole counts
                if k > pos + 1:
                    ks.append(k)
                    kept = (ri, pos)
                    continue
                ks.append(pos)
                continue
            k = 0
            n = min(len(pile), len(root))
            while k < n and pile[k] == root[k]:
                k += 1
            ks.append(k)
        return tuple(ks), kept

    def _free(self, key: Key) -> list[int]:
        ks, hole, _deep, lengths = key
        free = list(self.counts)
        for n in lengths:
            on = self.on[n]
            for q in range(1, 14):
                free[q] -= on[q]
        for ri, k in enumerate(ks):
            for i, q in enumerate(self.ranks[ri][:k]):
                if hole != (ri, i):
                    free[q] -= 1
        return free

    def _outer(self, ri: int, k: int, hole: tuple[int, int] | None) -> int:
        """The place of reserve ri's outer card with k places left (-1: empty)."""
        i = k - 1
        if hole is not None and hole == (ri, i):
            i -= 1
        return i

    def _lost(self, key: Key, free: list[int]) -> bool:
        ks, hole, deep_open, lengths = key
        if not any(ks):
            return False
        known = self.memo.get(key)
        if known is not None:
            return known
        self._left -= 1
        self.nodes += 1
        if self._left < 0:
            raise _Cap
        least = self.least
        for ri, k in enumerate(ks):
            if k < least[ri]:
                least[ri] = k
        need_of, full, ranks = self.need_of, self.full, self.ranks
        outer = [self._outer(ri, k, hole) for ri, k in enumerate(ks)]
        last = -1
        for j, n in enumerate(lengths):
            if n >= full or n == last:
                continue
            last = n
            while j + 1 < len(lengths) and lengths[j + 1] == n:  # the last of this length: stays sorted
                j += 1
            rest = lengths[:j] + lengths[j + 1:]
            taken: list[int] = []  # the free cards the chain has laid on this foundation so far
            won = False
            for d in range(full - n):
                want = need_of[n + d]
                grown = tuple(sorted(rest + (n + d + 1,)))
                for ri, i in enumerate(outer):
                    if (i >= 0 and ranks[ri][i] == want
                            and not self._lost(self._after(ks, ri, i, hole) + (deep_open, grown), free)):
                        won = True
                        break
                if not won and want == 1 and deep_open:
                    for ri, i in enumerate(outer):
                        for pos in range(i - 1, -1, -1):
                            if ranks[ri][pos] == 1 and not self._lost((ks, (ri, pos), False, grown), free):
                                won = True
                                break
                        if won:
                            break
                if won or free[want] == 0:
                    break
                free[want] -= 1
                taken.append(want)
            for q in taken:
                free[q] += 1
            if won:
                return self._keep(key, False)
        return self._keep(key, True)

    def _after(self, ks: tuple[int, ...], ri: int, i: int,
               hole: tuple[int, int] | None) -> tuple[tuple[int, ...], tuple[int, int] | None]:
        """The places left once reserve ri's outer card (place i) is gone; a hole passed is closed."""
        k = i
        if hole is not None and hole[0] == ri:
            if k > 0 and hole == (ri, k - 1):
                k -= 1
            if k <= hole[1]:
                hole = None
        return ks[:ri] + (k,) + ks[ri + 1:], hole

    def _keep(self, key: Key, lost: bool) -> bool:
        self.memo[key] = lost
        return lost
