"""The Village family's part of the Python search (Village, Babette, Carnival), over the rules' state.

No copy of the rules: the moves are ``Game.legal_moves`` and ``push``/``pop`` (``rules_twin.py``); this
module reads ``Game.piles`` and ``Game.state`` to give the search the position's key up to symmetry, the
order to try the moves in (with the dominant foundation moves), and the dead-end tests of the last deal
(a card stuck in its column; the reach relaxation), as the package's text tells them. The dead-end tests
read the columns as small integers (``rank * 4 + suit``, ``codes.py``) for speed; they are built afresh
from the rules' piles at each question, so they are a view, not a second set of rules. The compiled core
(``_native_village*.c``) has the same parts, and its pass-up bans besides; the tests hold both to the
rules and to an exhaustive search (``tests/play/test_native_truth.py``).
"""

from __future__ import annotations

from typing import Any

from ...rules import Game, Move
from .codes import code
from .rules_twin import PileMemo

COLUMNS = 8
COLUMN_IDS = tuple(f"column{i}" for i in range(1, COLUMNS + 1))
FOUNDATION_IDS = tuple(f"foundation{i}" for i in range(1, 9))  # 1-4 ace foundations S H D C, 5-8 kings
FOUNDATION_INDEX = {pile_id: i for i, pile_id in enumerate(FOUNDATION_IDS)}


class VillageEnds:
    """One solve's Village-family parts. ``dead`` first reads the position into ``cols``, ``stock``
    (card codes, bottom first), ``fnd`` (``fnd[s]`` the top rank of suit s's ace foundation, 0 when
    empty; ``fnd[4 + s]`` its king foundation's, 14 when empty) and ``tot`` (the cards off the
    foundations, by code), which its tests read."""

    RESTART_BUDGET = 1000

    def __init__(self, game: Game) -> None:
        p = game.rules.params
        self.replacement, self.redeal_kind = p.replacement, p.redeal
        self.cols: list[list[int]] = []
        self.stock: list[int] = []
        self.fnd: list[int] = []
        self.tot: list[int] = []
        self.memo = PileMemo()

    def _read(self, game: Game) -> None:
        piles = game.piles
        self.stock = [code(c) for c in piles["stock"].cards]
        self.cols = [[code(c) for c in piles[col].cards] for col in COLUMN_IDS]
        self.fnd = []
        for i, fid in enumerate(FOUNDATION_IDS):
            cards = piles[fid].cards
            self.fnd.append(cards[-1].rank if cards else (0 if i < 4 else 14))
        self.tot = [0] * 56
        for c in self.stock:
            self.tot[c] += 1
        for col in self.cols:
            for c in col:
                self.tot[c] += 1

    def last_deal(self, game: Game) -> bool:
        return self.redeal_kind == "none" or bool(game.state["redealt"])

    # -- what the search asks -------------------------------------------------------------------------
    def key(self, game: Game) -> tuple[Any, ...]:
        """The position up to symmetry: once the stock is empty and no positional redeal is to come, the
        columns unordered; before any redeal or gathering, the stock as its length (a suffix of the deal)."""
        piles, state, memo = game.piles, game.state, self.memo
        cols = tuple(memo.hash(piles[col].cards) for col in COLUMN_IDS)
        stock = piles["stock"].cards
        redealt, gathering = state["redealt"], state["gathering"]
        if gathering or (not stock and (redealt or self.redeal_kind != "reverse")):
            cols = tuple(sorted(cols))
        return (memo.hash(stock) if (redealt or gathering) else len(stock), cols,
                tuple(len(piles[f].cards) for f in FOUNDATION_IDS), redealt, gathering)

    def order(self, game: Game, moves: list[Move]) -> list[Move]:
        """Foundation moves first (only the dominant one when there is one), then the deal, builds that
        free a card for a foundation, the other builds, the redeal or the gatherings (one of each shape
        of pile)."""
        piles = game.piles
        if game.state["gathering"]:
            return self._one_gather_a_shape(game, moves)
        stock = piles["stock"].cards
        may_force = self.last_deal(game) and (not self.replacement or not stock)
        found: list[Move] = []
        good: list[Move] = []
        other: list[Move] = []
        later: list[Move] = []
        forced_read = False
        for move in moves:
            if move.kind == "move" and move.dst in FOUNDATION_INDEX:
                if may_force:
                    if not forced_read:
                        self._read(game)
                        forced_read = True
                    if self._dominant(move):
                        return [move]
                found.append(move)
            elif move.kind == "move":
                below = piles[move.src].cards[:-1]
                frees = bool(below) and _goes_home(game, below[-1])
                (good if frees else other).append(move)
            elif move.kind == "deal":
                found.append(move)
            else:
                later.append(move)
        if any(move.kind == "gather" for move in later):
            later = self._one_gather_a_shape(game, later)
        return found + good + other + later

    def certified(self, game: Game, move: Move) -> bool:
        """The dominance rule (``_dominant``) holds for this foundation move: last deal, no replacement
        to come, and playing it at once keeps every win (the table's automatic moves ask it,
        ``play/automove.py``)."""
        if move.kind != "move" or move.dst not in FOUNDATION_INDEX or move.card is None:
            return False
        if move.src not in COLUMN_IDS or move.card_index != len(game.piles[move.src].cards) - 1:
            return False
        if game.state["gathering"] or not self.last_deal(game):
            return False
        if self.replacement and game.piles["stock"].cards:
            return False
        self._read(game)
        return self._dominant(move)

    @staticmethod
    def _one_gather_a_shape(game: Game, moves: list[Move]) -> list[Move]:
        seen: set[tuple[Any, ...]] = set()
        out = []
        for move in moves:
            shape = game.piles[move.src].cards
            if shape not in seen:
                seen.add(shape)
                out.append(move)
        return out

    def _dominant(self, move: Move) -> bool:
        """This foundation move keeps every win (last deal, no replacement to come, the only foundation
        the card can go to now): its twin already lies on a foundation, or the pass-up rule holds."""
        c = code(move.card)  # type: ignore[arg-type]
        col = self.cols[COLUMN_IDS.index(move.src)]
        if len(self._targets(c)) != 1:
            return False
        return self._twin_home(c) or self._held_here(col)

    def _targets(self, c: int) -> list[int]:
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

    def _held_here(self, col: list[int]) -> bool:
        """The column's available card can go to one foundation and every copy of both its neighbour
        ranks off the foundations lies above it in its own column: nothing can be built on it or take
        it, so it leaves only for that foundation, and playing it at once loses nothing
        (``tests/play/test_solver_backwards.py`` plays positions where the rule applies)."""
        c = col[-1]
        above = col[:-1]
        rank, suit, tot = c >> 2, c & 3, self.tot
        for q in (rank - 1, rank + 1):
            if 1 <= q <= 13:
                d = q * 4 + suit
                if tot[d] > above.count(d):
                    return False
        return True

    # -- dead ends ------------------------------------------------------------------------------------
    def dead(self, game: Game, last: Move | None) -> bool:
        """Last deal: some card can never leave its column, or never reach a foundation. The reach
        relaxation is asked at the first position, after deals, and after foundation moves once the
        stock is empty (``last``: the move that led here)."""
        if not self.last_deal(game):
            return False
        self._read(game)
        if self._stuck_card():
            return True
        if last is not None and (last.kind == "move" and (last.dst not in FOUNDATION_INDEX or self.stock)):
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
        gone) and every rank between it and that foundation has gone (some copy of it has). After the
        deal every card that could have gone is taken as gone (it blocks nothing and its rank counts as
        reached) but stays a place to build on, for a winning line may leave it on the table and build
        a neighbour copy on it (``tests/play/test_solver.py`` has such a deal), and a least fixpoint
        follows: a card is
        *exposed* when every card above it can leave; it can *leave* when it is exposed and can reach
        a foundation or be built on a neighbour copy (same suit, one rank apart) that is exposed in
        another column or lies above it; it can *reach* a foundation when it is exposed and every rank
        between it and one of its suit's foundations has some copy that can reach. A real line does
        nothing this relaxation forbids, so a card that cannot reach here cannot come out.
        """
        gone = [[False] * len(col) for col in layout]
        rank_ok = [[False] * 15 for _ in range(4)]  # rank_ok[suit][rank]: some copy reached
        if times is not None:
            self._deal_phase_reach(layout, times, gone, rank_ok)
        # a card taken as gone may yet lie on the table in a winning line, a place to build on
        return self._end_reach(layout, gone, rank_ok, self.fnd, gone)

    @staticmethod
    def _end_reach(layout: list[list[int]], gone: list[list[bool]], rank_ok: list[list[bool]],
                   fnd: list[int], bases: list[list[bool]] | None = None) -> bool:
        """The least fixpoint after the deal of ``_can_all_reach`` (``gone``: the cards taken as gone
        in the deal, ``fnd``: the foundations' tops): can every card left reach a foundation?

        ``bases``: gone cards that may yet be on the table, kept as places a neighbour copy can be
        built on (``dead`` passes every card taken as gone in the deal: a win may leave one there and
        build on it)."""
        n_cols = len(layout)
        where: dict[int, list[tuple[int, int]]] = {}
        left = 0
        for ci, col in enumerate(layout):
            gone_col = gone[ci]
            base_col = bases[ci] if bases is not None else None
            for p, c in enumerate(col):
                if not gone_col[p]:
                    left += 1
                if not gone_col[p] or (base_col is not None and base_col[p]):
                    where.setdefault(c, []).append((ci, p))
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
                    if not col_exposed[p]:  # a card newly exposed may be built on: another round
                        col_exposed[p] = True
                        changed = True
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
                          gone: list[list[bool]], rank_ok: list[list[bool]]) -> list[list[int]]:
        """Mark the cards that could reach a foundation before the stock runs out (see above).

        Returns each card's earliest row (``when``; the last row plus one: never). Before the last
        row it is a lower bound of every line's: a card that really goes at row r < last went when
        every card above it dealt by r had gone and some copy of every rank between had, all at rows
        up to r, where no build can help (the stock is not out), so by induction on the line's moves
        the fixpoint reaches r or less."""
        fnd = self.fnd
        last = max(max(col) if col else 0 for col in times)
        never = last + 1
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
        return when



def _goes_home(game: Game, card: Any) -> bool:
    """Some foundation takes this card now (a build that uncovers it comes first)."""
    piles, accepts = game.piles, game.rules.foundation_accepts
    return any(accepts(piles[f], card) for f in FOUNDATION_IDS)
