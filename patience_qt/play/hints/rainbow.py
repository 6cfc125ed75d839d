"""The Rainbow family's play without the solver (Rainbow, Open Shop, Toad, Star), in one place: how
the hints judge a position (the look-ahead's evaluation, below), how their ranking is put right and
worded, and the baseline policy. A Rainbow rule the hints or the baseline must know is written here.

How the hints judge a position.

The evaluation looks only at what the player sees: the foundations, the waste piles, the hand, the
reserve's face-up cards (Rainbow's face-down ones only count). For every visible card it works out
its *wait*: how many cards the foundation that will take it must get first. A card is *blocked* when
a card lying on it in the same pile waits longer: when its turn comes it cannot move. A good position
has many cards on the foundations, few blocked cards (and short delays), few hidden reserve cards,
and waste piles ready for what the stock may bring: the next card's cost is averaged over the ranks
not yet seen (card counting — the player knows what is still to come, not in which order).
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from ...rules import Card, Game, Move, Reason, reason
from .lookahead import Adapter, Analysis, Scored
from .phrases import no_useful, then_clause, uncovers

FAR = 13  # the wait of a card no foundation can take
UNKNOWN_WAIT = 6  # what an unknown card is taken to wait


@dataclass(frozen=True)
class RainbowWeights:
    foundation: float = 40.0  # each card on a foundation
    hidden: float = 2.0  # each face-down reserve card
    reveal: float = 0.5  # a reserve card the line searched turns up (unknown yet, but available)
    imbalance: float = 0.0  # Rainbow: per card between the largest and the smallest waste pile
    reserve_card: float = 0.0  # each card in the reserve: all must come out to win
    blocked: float = 4.0  # each card lying under a card that waits longer
    delay: float = 0.0  # more per blocked card, per step the card above waits longer
    urgent: float = 0.3  # more per blocked card, the sooner it is wanted (times 12 - wait)
    receptive: float = 0.0  # each waste top, times its wait: room for cards wanted sooner
    empty: float = 5.0  # each empty waste pile
    hand: float = 3.0  # a card still in the hand where the search had to stop
    future: float = 2.0  # the expected cost of the next stock card (see next_card_cost)
    fc_empty: float = 2.0  # the next card takes an empty waste pile
    fc_gap: float = 0.2  # per step its waste top waits longer than it
    adjacent: bool = False  # count each break between neighbours (not every card under a later one)
    ties_block: bool = True  # a card under one with the same wait is blocked too (they rarely go together)
    copies: bool = False  # the k-th card of a rank in a pile has the k-th wait (else: all the first)
    level: float = 0.0  # times the sum of the foundations' squared lengths / 26: keep them level


WEIGHTS = RainbowWeights()
# Rainbow itself: 26 face-down reserve cards must all be dug out, and the waste piles are shuffled
# again at each redeal, so a hidden card weighs more and the next card's fit less. Its foundations run
# to 26 cards, and keeping the four level (a card that fits two goes on the shorter) doubled the deals
# the hints win on game numbers 1-2,000 (docs/hint_vs_baseline.md). Open Shop's foundations run to 26
# as well and gain from it too; in Star (foundations of 13) it made no difference over 300 deals.
GAME_WEIGHTS: dict[str, RainbowWeights] = {
    "rainbow": RainbowWeights(hidden=60.0, future=0.5, level=15.0),
    "open_shop": RainbowWeights(level=15.0),
}

_WAITS: dict[tuple, list[list[int]]] = {}
_PILES: dict[tuple, tuple[tuple, float]] = {}
_CACHE_LIMIT = 5_000  # entries a memo keeps (about 550 bytes each); they are of past positions, and at
# 50,000 the memos grew by some 2 KB a move for a whole session (bench/bench_memory.py) to no gain in speed


def waits_of(game: Game) -> tuple[tuple, list[list[int]]]:
    """(a key, the table): rank (1..13) -> the waits, shortest first, of the foundations that take it.

    A wait counts the cards a foundation needs before it takes that rank; a foundation that goes
    round twice (Rainbow's 26 cards) offers a second wait, 13 longer. The k-th card of a rank in one
    pile (from its top) has the k-th wait: two 8s on each other are not both wanted at once.
    """
    rules = game.rules
    p = rules.params
    piles = game.piles
    state = []
    for fid in rules.foundation_ids:
        cards = piles[fid].cards
        state.append(len(cards) * 16 + (cards[-1].rank if cards else 0))
    key = tuple(state)
    table = _WAITS.get(key)
    if table is not None:
        return key, table
    table = [[] for _ in range(14)]
    for fid in rules.foundation_ids:
        pile = piles[fid]
        cards = pile.cards
        room = p.foundation_full - len(cards)
        if room <= 0:
            continue
        if cards:
            top = cards[-1].rank
            nxt = top + 1 if top < 13 else (1 if p.cyclic else 0)
            if not nxt:
                continue
        else:
            nxt = pile.base or 1
        for rank in range(1, 14):
            if p.cyclic:
                steps = (rank - nxt) % 13
            else:
                steps = rank - nxt
                if steps < 0:
                    continue
            while steps < room:
                table[rank].append(steps)
                steps += 13
    for rank_waits in table:
        rank_waits.sort()
    if len(_WAITS) > _CACHE_LIMIT:
        _WAITS.clear()
    _WAITS[key] = table
    return key, table


def first_wait(table: list[list[int]], rank: int) -> int:
    waits = table[rank]
    return waits[0] if waits else FAR


def pile_penalty(cards: tuple, table: list[list[int]], masked_top: bool, w: RainbowWeights) -> float:
    """Hidden and blocked cards of one pile (its top is the available card)."""
    penalty = 0.0
    above = -1  # the longest wait of the cards lying on the current one (or, adjacent: of the card on it)
    adjacent = w.adjacent
    ties = w.ties_block
    copies = w.copies
    seen = [0] * 14
    top = len(cards) - 1
    for i in range(top, -1, -1):
        card = cards[i]
        if not card.face_up:
            penalty += w.hidden
            continue
        if masked_top and i == top:  # turned up by the line searched: unknown, but next to play
            penalty += w.reveal
            above = max(above, UNKNOWN_WAIT)
            continue
        rank = card.rank
        rank_waits = table[rank]
        k = seen[rank] if copies else 0
        seen[rank] = k + 1
        d = rank_waits[k] if k < len(rank_waits) else FAR
        if d < above or (ties and d == above):
            penalty += w.blocked + w.delay * (above - d) + w.urgent * (12 - min(d, 12))
            if adjacent:
                above = d
        elif d > above:
            above = d
    return penalty


def cached_penalty(cards: tuple, key: tuple, table: list[list[int]], masked_top: bool,
                   w: RainbowWeights) -> float:
    """``pile_penalty``, remembered per pile tuple (piles are immutable tuples that push/pop reuse)."""
    memo_key = (id(cards), key, masked_top, id(w))
    hit = _PILES.get(memo_key)
    if hit is not None and hit[0] is cards:
        return hit[1]
    penalty = pile_penalty(cards, table, masked_top, w)
    if len(_PILES) > _CACHE_LIMIT:
        _PILES.clear()
    _PILES[memo_key] = (cards, penalty)  # holding the tuple keeps its id from being reused
    return penalty


_UNSEEN: dict[tuple, tuple[tuple, list[int]]] = {}


def unseen_counts(game: Game, masked: frozenset[str]) -> list[int]:
    """Rank -> how many cards of that rank the player has not seen (the deck less every visible card).

    Worked out from the cards that are not visible — the stock, face-down reserve cards, a masked
    top — which gives the same numbers faster; only their number per rank is used, never their order.
    """
    piles = game.piles
    rules = game.rules
    hidden = [piles["stock"].cards]
    flags = []
    for rid in rules.reserve_ids:
        hidden.append(piles[rid].cards)
        flags.append(rid in masked)
    memo_key = (tuple(id(cards) for cards in hidden), tuple(flags))
    hit = _UNSEEN.get(memo_key)
    if hit is not None and all(a is b for a, b in zip(hit[0], hidden, strict=True)):
        return hit[1]
    counts = [0] * 14
    for card in hidden[0]:
        counts[card.rank] += 1
    for cards, masked_top in zip(hidden[1:], flags, strict=True):
        top = len(cards) - 1
        for i, card in enumerate(cards):
            if not card.face_up or (masked_top and i == top):
                counts[card.rank] += 1
    if len(_UNSEEN) > _CACHE_LIMIT:
        _UNSEEN.clear()
    _UNSEEN[memo_key] = (tuple(hidden), counts)  # holding the tuples keeps their ids from being reused
    return counts


def evaluate(game: Game, masked: frozenset[str], w: RainbowWeights = WEIGHTS) -> float:
    rules = game.rules
    piles = game.piles
    key, table = waits_of(game)
    score = 0.0
    for fid in rules.foundation_ids:
        length = len(piles[fid].cards)
        score += w.foundation * length - w.level * length * length / 26.0
    reserve_below = []
    for rid in rules.reserve_ids:
        cards = piles[rid].cards
        masked_top = rid in masked
        score -= cached_penalty(cards, key, table, masked_top, w) + w.reserve_card * len(cards)
        if cards and not masked_top:
            reserve_below.append(rules.rank_below(cards[-1].rank))
    tops: list[tuple[int, int] | None] = []
    balance = rules.params.balance
    if balance:  # Rainbow: the next card may only go on the waste piles the balance leaves open
        sizes = [len(piles[wid].cards) for wid in rules.waste_ids]
        smallest = min(sizes)
        score -= w.imbalance * (max(sizes) - smallest)
    for wid in rules.waste_ids:
        cards = piles[wid].cards
        open_pile = not balance or len(cards) + 1 - smallest <= balance
        if not cards:
            score += w.empty
            if open_pile:
                tops.append(None)
            continue
        score -= cached_penalty(cards, key, table, False, w)
        top_rank = cards[-1].rank
        top_wait = first_wait(table, top_rank)
        score += w.receptive * min(top_wait, 12)
        if open_pile:
            tops.append((top_rank, top_wait))
    if piles["hand"].cards:
        score -= w.hand
    if w.future:
        score -= w.future * next_card_cost(table, unseen_counts(game, masked), reserve_below, tops, w)
    return score


def next_card_cost(table: list[list[int]], unseen: list[int], reserve_below: list[int | None],
                   tops: list[tuple[int, int] | None], w: RainbowWeights) -> float:
    """What the next stock card is expected to cost, over the ranks not yet seen (card counting).

    A card a foundation takes at once, or that fits the reserve, costs nothing; otherwise it goes on
    its best waste pile: on a top that waits longer, it costs the room it uses up; on an empty pile,
    the empty pile; on a top that waits less, the blocked top.
    """
    total = 0
    cost = 0.0
    worst = w.blocked + w.delay * 12 + w.urgent * 12
    for rank in range(1, 14):
        count = unseen[rank]
        if count <= 0:
            continue
        total += count
        mine = first_wait(table, rank)
        if mine == 0 or rank in reserve_below:
            continue
        best = worst
        for top in tops:
            if top is None:
                here = w.fc_empty
            else:
                top_rank, top_wait = top
                if top_wait > mine or (top_wait == mine and top_rank != rank and not w.ties_block):
                    here = w.fc_gap * (top_wait - mine)
                else:
                    here = w.blocked + w.delay * (mine - top_wait) + w.urgent * (12 - min(top_wait, 12))
            if here < best:
                best = here
        cost += count * best
    return cost / total if total else 0.0


class RainbowAdapter(Adapter):
    max_depth = 60

    def __init__(self, weights: RainbowWeights | None = None) -> None:
        self.weights = weights  # None: the weights of each game (GAME_WEIGHTS, else WEIGHTS)

    def evaluate(self, game: Game, masked: frozenset[str]) -> float:
        return evaluate(game, masked, self.weights or GAME_WEIGHTS.get(game.id, WEIGHTS))

    def may_stop(self, game: Game) -> bool:
        return not game.piles["hand"].cards

    def reveals(self, game: Game, move: Move) -> str | None:
        if move.kind != "move":
            return None
        pile = game.piles[move.src]
        if pile.kind != "reserve":
            return None
        cards = pile.cards
        if len(cards) >= 2 and cards[-1] == move.card and not cards[-2].face_up:
            return move.src
        return None

    def key(self, game: Game, masked: frozenset[str]) -> Hashable:
        """Suits play no part in these games and the foundations are interchangeable: each pile counts
        by its length and top rank, the foundations as a sorted list. A top the player cannot see (the
        stock's, a masked one) counts by the length only."""
        piles = game.piles
        rules = game.rules
        foundations = sorted(
            len(cards) * 16 + cards[-1].rank if cards else 0
            for cards in (piles[fid].cards for fid in rules.foundation_ids)
        )
        parts = []
        for pile_id, pile in piles.items():
            if pile.kind == "foundation":
                continue
            cards = pile.cards
            if pile_id in masked or not cards or not cards[-1].face_up:
                parts.append(len(cards) * 16)  # an unknown top (or none) counts by the pile's length only
            else:
                parts.append(len(cards) * 16 + cards[-1].rank)
        parts.append(game.rules.redeals_used(game))
        parts.append(game.rules.deep_ace_used(game))
        return tuple(foundations), tuple(parts)

    def order(self, game: Game, moves: list[Move]) -> list[Move]:
        """Foundation moves first, then the reserve, then the waste piles; a card that fits several
        foundations alike (same length, same top rank) is tried on the first of them only."""
        piles = game.piles
        seen: set[tuple] = set()
        kept: list[Move] = []
        for move in moves:
            if move.kind == "move" and piles[move.dst].kind == "foundation":
                cards = piles[move.dst].cards
                alike = (move.src, move.card, len(cards), cards[-1].rank if cards else 0)
                if alike in seen:
                    continue
                seen.add(alike)
            kept.append(move)

        def rank(move: Move) -> int:
            if move.kind != "move":
                return 9
            kind = piles[move.dst].kind
            return 0 if kind == "foundation" else 1 if kind == "reserve" else 2

        return sorted(kept, key=rank)


# -- the hints: the look-ahead's ranking put right, and each hint's reason ------------------------------
# The Rainbow family's hints: how the look-ahead's ranking is put right where the search cannot see
# (behind face-down reserve cards), and the reason each hint gives.

def refine(game: Game, adapter: Adapter, result: Analysis) -> Analysis:
    """The search's ranking with the family's two corrections (see each)."""
    result = _reveal_first(game, adapter, result)
    if game.rules.reserve_hidden:
        result = _reserve_first(game, result)
    return result


def _reveal_first(game: Game, adapter: Adapter, result: Analysis) -> Analysis:
    """A reserve card that can go to a foundation and turn up the next one goes first.

    The search cannot see behind a face-down card, so it undervalues turning one up; but the reserve
    must be dug out to win, and what the new card is can change the plan. (Among several foundations
    that take it, the search's favourite.)
    """
    reveals = [s for s in result.scored if s.move.kind == "move" and adapter.reveals(game, s.move)]
    if not reveals or result.scored[0] is reveals[0]:
        return result
    scored = [reveals[0]] + [s for s in result.scored if s is not reveals[0]]
    return Analysis(result.stop_value, scored, result.nodes)


def _reserve_first(game: Game, result: Analysis) -> Analysis:
    """A hidden reserve (Rainbow's arc): when the best move sends a waste or hand card to a foundation,
    a reserve card that can go to a foundation goes first.

    Reserve cards leave only for the foundations, and a reserve card passed over now may wait a
    whole round of a foundation for its rank again; a waste or hand card has other places to go. The
    search values the two alike when it cannot see behind the reserve card. In trial runs on game
    numbers 1-2,000 the level foundations alone won 24 deals, with this rule 28.
    """
    if not result.scored:
        return result
    piles = game.piles
    best = result.scored[0].move
    if best.kind != "move" or piles[best.dst].kind != "foundation" or piles[best.src].kind == "reserve":
        return result
    for s in result.scored:
        move = s.move
        if move.kind == "move" and piles[move.src].kind == "reserve" and piles[move.dst].kind == "foundation":
            return Analysis(result.stop_value, [s] + [t for t in result.scored if t is not s], result.nodes)
    return result


def explain(game: Game, scored: Scored, first: bool) -> Reason:
    move = scored.move
    if move.kind == "turn":
        return no_useful(first, "turn")
    if move.kind == "redeal":
        return no_useful(first, "gather_wastes")
    card = move.card
    assert card is not None
    src, dst = game.piles[move.src], game.piles[move.dst]
    then = then_clause(scored.line, game)
    if dst.kind == "foundation":
        if src.kind == "reserve" and src.top != card:
            return reason("hint.deep_ace", card=card).then(then)
        if not dst.cards:
            what = reason("hint.start_foundation", card=card)
        else:
            what = reason("hint.put_on", card=card, pile=dst.id)
        return what.then(uncovers(src), then)
    if dst.kind == "reserve":
        where = reason("hint.on_reserve", card=card)
        if src.kind == "waste":
            return where.then(uncovers(src), then)
        return where.then(reason("hint.keeps_wastes_free"), then)
    if dst.kind == "waste":
        if not dst.cards:
            return reason("hint.on_empty_waste", card=card, pile=dst.id).then(then)
        top = dst.cards[-1]
        _, table = waits_of(game)
        mine = table[card.rank][0] if table[card.rank] else 13
        theirs = table[top.rank][0] if table[top.rank] else 13
        if theirs > mine or (theirs == mine and top.rank != card.rank):
            return reason("hint.on_wanted_card", card=card, pile=dst.id, card2=top).then(then)
        return reason("hint.on_cheapest_card", card=card, pile=dst.id, card2=top).then(then)
    return reason("hint.move_to", card=card, pile=dst.id).then(then)


# -- the baseline policy --------------------------------------------------------------------------------
# A baseline policy for the Rainbow family: greedy, deterministic, no look-ahead.
#
# In order of preference:
#
# 1. a card to a foundation: the reserve's outer card first (it uncovers the reserve), then a waste top
#    (it uncovers the pile), then the hand card; Toad's deep ace (the deepest one) after those;
# 2. extend a reserve: a waste top first (it uncovers the pile), then the hand card;
# 3. the hand card onto a waste pile, chosen by how soon the foundations will want each card (see
#    ``waste_for``): ideally onto a card wanted just after it, so the pile unwinds in order;
# 4. turn the stock;
# 5. redeal.

NOT_WANTED = 99  # a card no foundation will ever want again (Toad, below every foundation's need)


def wanted_in(game: Game, card: Card) -> int:
    """How many cards each foundation still needs before this card's rank (the least over foundations)."""
    rules = game.rules
    best = NOT_WANTED
    for rank, _piles in rules.foundation_needs(game).items():
        if rules.params.cyclic:
            steps = (card.rank - rank) % 13
        elif card.rank >= rank:
            steps = card.rank - rank
        else:
            continue
        best = min(best, steps)
    return best


def waste_for(game: Game, card: Card, targets: list[str]) -> str:
    """The waste pile to put the hand card on, among the allowed ``targets``.

    Best: a pile whose top the foundations want later than the card, the smaller the gap the better
    (the card will leave first and then uncover the next one wanted). Next: an empty pile. Last: the
    pile whose top is wanted latest, since burying it costs least. Ties go to the smaller pile, then
    to the first.
    """
    mine = wanted_in(game, card)

    def key(pile_id: str) -> tuple[int, int, int]:
        pile = game.piles[pile_id]
        if pile.top is None:
            return (1, 0, 0)
        theirs = wanted_in(game, pile.top)
        if theirs > mine:
            return (0, theirs - mine, len(pile.cards))
        return (2, -theirs, len(pile.cards))

    return min(targets, key=key)


def choose_move(game: Game) -> Move | None:
    moves = game.legal_moves()
    if not moves:
        return None
    piles = game.piles

    def is_top(move: Move) -> bool:
        return move.card_index == len(piles[move.src].cards) - 1

    to_foundation = [m for m in moves if m.kind == "move" and piles[m.dst].kind == "foundation"]
    for kind in ("reserve", "waste", "hand"):
        for move in to_foundation:
            if piles[move.src].kind == kind and is_top(move):
                return move
    deep = [m for m in to_foundation if not is_top(m)]
    if deep:
        return min(deep, key=lambda m: m.card_index or 0)

    to_reserve = [m for m in moves if m.kind == "move" and piles[m.dst].kind == "reserve"]
    for kind in ("waste", "hand"):
        for move in to_reserve:
            if piles[move.src].kind == kind:
                return move

    to_waste = [m for m in moves if m.kind == "move" and piles[m.dst].kind == "waste"]
    if to_waste:
        card = to_waste[0].card
        assert card is not None
        target = waste_for(game, card, [m.dst for m in to_waste])
        return next(m for m in to_waste if m.dst == target)

    for kind in ("turn", "redeal"):
        for move in moves:
            if move.kind == kind:
                return move
    return None
