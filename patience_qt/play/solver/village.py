"""The Village family's twin (Village, Babette, Carnival) for the solver's search.

The rules' moves of ``VillageRules`` on card codes, with the family's symmetries, dominance, pass-up
bans and dead ends as the package's text tells them.
"""

from __future__ import annotations

from typing import Any

from ...rules import Game, Move
from .codes import CARDS, code

V_FOUNDATION, V_BUILD, V_DEAL, V_REDEAL, V_GATHER = range(5)
COLUMNS = 8
COLUMN_IDS = tuple(f"column{i}" for i in range(1, COLUMNS + 1))
FOUNDATION_IDS = tuple(f"foundation{i}" for i in range(1, 9))  # 1-4 ace foundations S H D C, 5-8 kings


class VillageTwin:
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
        p = game.rules.params
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
        self.redealt = game.rules.redealt(game)
        self.gathering = game.rules.gathering(game)
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

    def _held_here(self, col: list[int]) -> bool:
        """The pass-up rule: the column's available card ``c`` can go to one foundation ``f``, and
        passing it up cannot matter, for the layout keeps c in its column until it goes to f.

        Passing c up could matter only to leave f to c's twin (c then going to the suit's other
        foundation) or to keep c for builds (a neighbour copy, same suit and one rank apart, built on
        it, or c built on one). Here every copy of both neighbour ranks off the foundations lies above
        c in its own column, so none can be available while c is there: nothing can be built on c or
        take c, and the other foundation cannot come to want c's rank (it needs a neighbour rank
        first). So c leaves its column only for f; if the twin went to f first, c could never leave,
        so in every winning line c stays put until it goes to f and nothing goes to f before it.
        Playing c to f at once, then that line without the move, is a winning line too: its columns
        are those of the line less c, and no card takes c's place (asked only with no replacement to
        come). ``tests/play/test_solver_backwards.py`` plays positions where the rule applies.
        """
        c = col[-1]
        if len(self._targets(c)) != 1:  # the other foundation wants the rank too
            return False
        above = col[:-1]
        rank, suit, tot = c >> 2, c & 3, self.tot
        for q in (rank - 1, rank + 1):
            if 1 <= q <= 13:
                d = q * 4 + suit
                if tot[d] > above.count(d):
                    return False
        return True

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
            if may_force and len(targets) == 1 and (self._twin_home(c) or self._held_here(col)):
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
                # passing up a foundation move before a deal: see VillageTwin's class text
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
        built on (the twin passes every card taken as gone in the deal: a win may leave one there and
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
        return when

