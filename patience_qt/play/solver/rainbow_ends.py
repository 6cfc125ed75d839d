"""The Rainbow family's part of the Python search (Rainbow, Open Shop, Toad, Star), over the rules' state.

No copy of the rules: the moves are ``Game.legal_moves`` and ``push``/``pop`` (``rules_twin.py``); this
module only reads ``Game.piles`` and ``Game.state`` to give the search what the rules do not: the
position's key up to symmetry, the order to try the moves in (with the one dominant foundation move),
and the dead-end tests with the reserve relaxation (``reserve_relaxation.py``), as the package's text
tells them. The compiled core (``_native_rainbow*.c``) has the same parts on its own card codes; the
tests hold both to the rules and to an exhaustive search (``tests/play/test_native_truth.py``).
"""

from __future__ import annotations

from typing import Any

from ...rules import Game, Move
from .reserve_relaxation import ReserveRelaxation, explain_blocked
from .rules_twin import PileMemo

NOT_WANTED = 99


class RainbowEnds:
    """One solve's Rainbow-family parts; it keeps what does not change while the search runs (the
    rules' parameters, the relaxation of the first position and its memo, the blocking masks)."""

    # measured on game numbers 41-140 at 2 s a deal: with 400 instead of 1000, Open Shop 24 of the
    # 100 won instead of 11, Star 48 instead of 41 (200 and 100 did no better than 400)
    RESTART_BUDGET = 400

    def __init__(self, game: Game) -> None:
        rules = game.rules
        p = rules.params
        self.rules = rules
        self.cyclic, self.full, self.balance = p.cyclic, p.foundation_full, p.balance
        self.redeals, self.deep_ace = p.redeals, p.deep_ace
        self.reserve_ids, self.waste_ids = rules.reserve_ids, rules.waste_ids
        self.foundation_ids = rules.foundation_ids
        base = game.piles[self.foundation_ids[0]].base or 1
        # the rank a foundation of each length wants (None: complete)
        self.need_of = [((base - 1 + n) % 13) + 1 if n < self.full else None for n in range(self.full + 1)]
        counts = [0] * 14
        for card in game.all_cards():
            counts[card.rank] += 1
        self.relaxation = ReserveRelaxation([game.piles[r].cards for r in self.reserve_ids], self.need_of,
                                            self.full, counts, self.deep_ace)
        self._masks: dict[tuple[int, ...], list[int]] = {}
        self.memo = PileMemo()
        self.total = counts  # the deck's cards by rank
        self._counted: tuple[tuple[Any, ...], _Counts] | None = None  # the last position's counts

    def counts(self, game: Game) -> _Counts:
        """The position's rank counts (the last position's again when its piles are the same tuples:
        ``dead`` and then ``order`` ask of the same position)."""
        piles = game.piles
        shape = tuple(pile.cards for pile in piles.values())
        last = self._counted
        if last is not None and len(last[0]) == len(shape) and all(a is b for a, b in zip(last[0], shape,
                                                                                             strict=True)):
            return last[1]
        counts = _Counts(self, game)
        self._counted = (shape, counts)
        return counts

    # -- what the search asks -------------------------------------------------------------------------
    def key(self, game: Game) -> tuple[Any, ...]:
        """The position up to symmetry: foundations as their sorted lengths (suit-blind, one base), the
        waste piles unordered once no redeal is left, and before any redeal the stock as its length
        (it is a suffix of the deal)."""
        piles, state, memo = game.piles, game.state, self.memo
        used = state["redeals_used"]
        wastes = tuple(memo.hash(piles[w].cards) for w in self.waste_ids)
        if used >= self.redeals:
            wastes = tuple(sorted(wastes))
        stock = piles["stock"].cards
        return (memo.hash(stock) if used else len(stock), piles["hand"].cards,
                tuple(memo.hash(piles[r].cards) for r in self.reserve_ids), wastes,
                tuple(sorted(len(piles[f].cards) for f in self.foundation_ids)), used, state["deep_ace_used"])

    def order(self, game: Game, moves: list[Move]) -> list[Move]:
        """The moves in the order to try: foundation moves first (only the dominant one when there is
        one; one of the foundations of a length), then the hand onto a reserve, the hand onto the waste
        piles (the one whose top is wanted soonest after it first), the turn, waste tops onto a reserve,
        the redeal."""
        piles = game.piles
        lengths = {f: len(piles[f].cards) for f in self.foundation_ids}
        counts = self.counts(game)
        found: list[Move] = []
        seen_lengths: set[tuple[Any, ...]] = set()
        rest: list[tuple[int, int, Move]] = []
        open_lengths = [n for n in lengths.values() if n < self.full]
        lowest = self.need_of[min(open_lengths)] if open_lengths else 1
        symmetric = game.state["redeals_used"] >= self.redeals
        seen_wastes: set[tuple[Any, ...]] = set()
        for i, move in enumerate(moves):
            if move.kind != "move":
                rest.append((3 if move.kind == "turn" else 5, i, move))
            elif move.dst in lengths:
                shape = (move.src, move.card, lengths[move.dst])
                if shape in seen_lengths:
                    continue
                seen_lengths.add(shape)
                if move.card_index == len(piles[move.src].cards) - 1 and self._safe(game, move, counts):
                    return [move]
                found.append(move)
            elif move.dst in self.reserve_ids:
                rest.append((1 if move.src == "hand" else 4, i, move))
            else:  # the hand onto a waste pile
                waste = piles[move.dst].cards
                if symmetric:
                    if waste in seen_wastes:
                        continue
                    seen_wastes.add(waste)
                rest.append((2, self._waste_score(move.card.rank, waste, lowest), move))  # type: ignore[union-attr]
        rest.sort(key=lambda entry: (entry[0], entry[1]))
        return found + [move for _, _, move in rest]

    def certified(self, game: Game, move: Move) -> bool:
        """The dominance rule (``_safe``) holds for this foundation move of an outer card: playing it at
        once keeps every win (the table's automatic moves ask it, ``play/automove.py``)."""
        if move.kind != "move" or move.dst not in self.foundation_ids or move.card is None:
            return False
        if move.card_index != len(game.piles[move.src].cards) - 1:
            return False
        return self._safe(game, move, self.counts(game))

    def _waste_score(self, rank: int, waste: tuple[Any, ...], lowest: int) -> int:
        """Best on a card wanted just after this one; else an empty pile; else bury the card wanted latest."""
        if not waste:
            return 1000
        mine, theirs = self._wanted(rank, lowest), self._wanted(waste[-1].rank, lowest)
        return theirs - mine if theirs >= mine else 2000 - theirs

    def _wanted(self, rank: int, lowest: int) -> int:
        """How many ranks the least advanced foundation (wanting ``lowest``) needs before this rank."""
        if self.cyclic:
            return (rank - lowest) % 13
        return rank - lowest if rank >= lowest else NOT_WANTED

    def _safe(self, game: Game, move: Move, counts: _Counts) -> bool:
        """The foundation move of this card keeps every win: nothing can ever be laid on it in a reserve,
        as many foundations want its rank as there are cards of it left, all of one length, and it
        comes from a reserve (or no balance rule and no redeal is left)."""
        rank = move.card.rank  # type: ignore[union-attr]
        if move.src not in self.reserve_ids and (self.balance or game.state["redeals_used"] < self.redeals):
            return False
        below = self.below(rank)
        if below is not None and counts.outside[below] - counts.inres[below] > 0:
            return False
        targets = counts.needs.get(rank, [])
        return len(targets) >= counts.outside[rank] and len(set(targets)) == 1

    def below(self, rank: int) -> int | None:
        if rank > 1:
            return rank - 1
        return 13 if self.cyclic else None

    # -- dead ends ----------------------------------------------------------------------------------------
    def dead(self, game: Game, last: Move | None) -> bool:
        """The reserve relaxation, or a rank buried for good in the reserve, or in reserves and waste
        piles with no redeal left, or (stock and hand empty, no redeal) no way on. ``last``: the move
        that led here (None: the solve's first position): after a turn or a card laid on a waste pile the
        reserves and foundations are as they were, so the reserve tests are not asked again."""
        turned = last is not None and last.kind == "turn"
        laid = last.dst if last is not None and last.src == "hand" and last.dst in self.waste_ids else None
        quiet = turned or laid is not None
        piles, state = game.piles, game.state
        counts = self.counts(game)
        reserves = [piles[r].cards for r in self.reserve_ids]
        deep_open = self.deep_ace and not state["deep_ace_used"]
        if not quiet:
            if self.relaxed_lost(game):
                return True
            wanted = 0
            for q in range(1, 14):
                if counts.outside[q] and counts.inres[q] == counts.outside[q]:
                    wanted |= 1 << q
            if self._buried(counts, deep_open, wanted, ((reserves, -1),)):
                return True
        no_redeal = state["redeals_used"] >= self.redeals
        wastes = [piles[w].cards for w in self.waste_ids]
        if not turned and no_redeal and self._buried_in_waste(counts, deep_open, reserves, wastes, laid,
                                                              piles):
            return True
        if piles["stock"].cards or piles["hand"].cards or not no_redeal:
            return False
        needs = counts.needs
        if not needs:
            return False
        if deep_open and 1 in needs and any(card.rank == 1 for r in reserves for card in r[:-1]):
            return False
        tops = {w[-1].rank for w in wastes if w} | {r[-1].rank for r in reserves if r}
        if tops & needs.keys():
            return False
        # before a foundation takes a card, only waste tops laid down the reserves can move
        return not self._reserve_runs_free(reserves, wastes, needs)

    def relaxed_lost(self, game: Game, budget: int | None = None) -> bool:
        """The reserve relaxation (``reserve_relaxation.py``) proves this position lost; asked of the
        solve's first position's relaxation, with its memo (``budget``: None, the relaxation's own)."""
        piles = game.piles
        reserves = [piles[r].cards for r in self.reserve_ids]
        lengths = [len(piles[f].cards) for f in self.foundation_ids]
        deep_used = game.state["deep_ace_used"]
        hole = self._hole(reserves) if deep_used else None
        return self.relaxation.lost(reserves, lengths, self.deep_ace and not deep_used, hole, budget)

    def _hole(self, reserves: list[tuple[Any, ...]]) -> tuple[int, int] | None:
        """Where the deep ace seems to have come from, as a place in the first position's reserve: the
        first place where a reserve leaves the first position's is an ace, and the card above it there
        lies in its place. Read off the cards, not the moves, so it is exact by ranks, which is all the
        relaxation reads (the relaxation checks the match itself and drops a hole that does not fit)."""
        for ri, (pile, root) in enumerate(zip(reserves, self.relaxation.roots, strict=True)):
            i, n = 0, min(len(pile), len(root))
            while i < n and pile[i] == root[i]:
                i += 1
            if i + 1 < len(root) and i < len(pile) and root[i].rank == 1 and pile[i] == root[i + 1]:
                return (ri, i)
        return None

    def explain_loss(self, result: Any) -> None:
        """The reserve relaxation's reason on a result its first question (the root) proved lost."""
        blocked = self.relaxation.blocked_run()
        if blocked is not None:
            explain_blocked(result, self.reserve_ids[blocked[0]], blocked[1])

    def _buried_in_waste(self, counts: _Counts, deep_open: bool, reserves: list[tuple[Any, ...]],
                         wastes: list[tuple[Any, ...]], laid: str | None, piles: dict[str, Any]) -> bool:
        """Every card of some rank left lies under a card that can go nowhere before it, in the reserves
        or in waste piles, with no redeal to come. A waste card leaves for a foundation or for a reserve
        whose outer card is one rank higher; without cycles no reserve will ever show a rank above the
        highest it holds now (with cycles, any rank while a reserve holds a card). After a card was laid
        on a waste pile only the ranks under it there can have become buried."""
        if self.cyclic and any(reserves):
            return False  # any waste card may yet go onto a reserve
        under = None if laid is None else {card.rank for card in piles[laid].cards[:-1]}
        wanted = 0
        for q in range(1, 14):
            if counts.outside[q] and not counts.free[q] and (under is None or q in under):
                wanted |= 1 << q
        # a waste card of this rank or higher stays where it is until a foundation takes it
        stays_from = max((card.rank for r in reserves for card in r), default=0)
        return self._buried(counts, deep_open, wanted, ((wastes, ~((1 << stays_from) - 1)), (reserves, -1)))

    def _buried(self, counts: _Counts, deep_open: bool, wanted: int,
                groups: tuple[tuple[list[tuple[Any, ...]], int], ...]) -> bool:
        """Some rank of ``wanted`` (bits) has every card in these piles under a card that no foundation
        can take before a card of that rank. ``groups``: (piles, the ranks there that stay where they
        are until a foundation takes them, as bits). Toad's unused deep ace can still take an ace."""
        if deep_open:
            wanted &= ~(1 << 1)
        if not wanted:
            return False
        masks = self._block_masks(counts.lengths)
        for group, staying in groups:
            for pile in group:
                above = 0
                for i in range(len(pile) - 1, -1, -1):  # from the outer card in
                    q = pile[i].rank
                    if not above & masks[q]:
                        wanted &= ~(1 << q)
                        if not wanted:
                            return False
                    above |= (1 << q) & staying
        return True

    def _block_masks(self, lengths: tuple[int, ...]) -> list[int]:
        """``masks[q]``, bit y: no foundation can take a card of rank y before a card of rank q."""
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

    def _needs_first(self, rank: int, q: int, wants: list[tuple[Any, int]]) -> bool:
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

    def _reserve_runs_free(self, reserves: list[tuple[Any, ...]], wastes: list[tuple[Any, ...]],
                           needs: dict[int, list[int]]) -> bool:
        """Laying waste tops down the reserves (top-1, top-2, …) can bring a needed rank to light."""
        waste = [[card.rank for card in w] for w in wastes]
        tops = [r[-1].rank if r else None for r in reserves]
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
                    if w and w[-1] == below:
                        c = w.pop()
                        if w and w[-1] in needs:
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


class _Counts:
    """Rank counts of one position: off the foundations (``outside``), in the reserves (``inres``), in
    the stock and the hand (``free``: no pile buries them); the foundations' sorted lengths and which
    foundations (by length) want which rank now (``needs``)."""

    __slots__ = ("free", "inres", "lengths", "needs", "outside")

    def __init__(self, ends: RainbowEnds, game: Game) -> None:
        piles, memo = game.piles, ends.memo
        lengths = sorted(len(piles[f].cards) for f in ends.foundation_ids)
        # off the foundations: the deck less what foundations of these lengths hold
        outside = list(ends.total)
        on = ends.relaxation.on
        for n in lengths:
            for q, held in enumerate(on[n]):
                outside[q] -= held
        inres = [0] * 14
        for pile_id in ends.reserve_ids:
            for q, n in enumerate(memo.ranks(piles[pile_id].cards)):
                inres[q] += n
        free = [outside[q] - inres[q] for q in range(14)]  # less the waste piles' cards
        for pile_id in ends.waste_ids:
            for q, n in enumerate(memo.ranks(piles[pile_id].cards)):
                free[q] -= n
        self.outside, self.inres, self.free = outside, inres, free
        self.lengths = tuple(lengths)
        needs: dict[int, list[int]] = {}
        for n in lengths:
            rank = ends.need_of[n]
            if rank is not None:
                needs.setdefault(rank, []).append(n)
        self.needs = needs
