"""The Rainbow family's twin (Rainbow, Open Shop, Toad, Star) for the solver's search.

The rules' moves of ``RainbowRules`` on card codes, with the family's symmetries, dominance, move
order and dead ends as the package's text tells them.
"""

from __future__ import annotations

from typing import Any

from ...rules import Game, Move
from ...rules.deal import shuffled
from .codes import CARDS, code
from .relax_reserve import ReserveRelaxation, explain_blocked

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


class RainbowTwin:
    """Rainbow, Open Shop, Toad, Star: a twin of ``RainbowRules`` on card codes."""

    # measured on game numbers 41-140 at 2 s a deal: with 400 instead of 1000, Open Shop 24 of the
    # 100 won instead of 11, Star 48 instead of 41 (200 and 100 did no better than 400)
    RESTART_BUDGET = 400

    def __init__(self, game: Game) -> None:
        rules = game.rules
        p = rules.params
        self.params = p
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
        self.redeals_used = game.rules.redeals_used(game)
        self.deep_used = game.rules.deep_ace_used(game)
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
        # the reserve relaxation of this first position (relax_reserve.py); the deep ace's hole
        counts = list(self.outside)
        for n in self.flen:
            for rank in self.need_of[:n]:
                counts[rank] += 1
        self.relaxation = ReserveRelaxation(self.res, self.need_of, self.full, counts, self.deep_ace)
        self.hole: tuple[int, int] | None = None

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
        """The foundation move of a card of this rank keeps every win (see the package's text)."""
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
            self.hole = (ri, pos)
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
            self.hole = None
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
        if not self.quiet and (self.relaxed_lost() or self._rank_buried()):
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

    def relaxed_lost(self) -> bool:
        """The reserve relaxation (relax_reserve.py) proves this position lost."""
        return self.relaxation.lost(self.res, self.flen, self.deep_ace and not self.deep_used, self.hole)

    def explain_loss(self, result: Any) -> None:
        """The reserve relaxation's reason on a result its first question (the root) proved lost."""
        blocked = self.relaxation.blocked_run()
        if blocked is not None:
            explain_blocked(result, self.reserve_ids[blocked[0]], blocked[1])

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

