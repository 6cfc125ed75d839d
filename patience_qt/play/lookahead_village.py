"""How the hints judge a Village-family position (Village, Babette, Carnival).

Every suit has two foundations: up from the ace and down from the king, and two copies of each card,
one for each. A visible card's *wait* is how many cards of its suit the nearer foundation able to take
it still needs first (the second copy of a card waits for the other foundation). A column card is
*blocked* when a card lying on it waits longer. A good position has many cards on the foundations and
few blocked cards, especially few blocked cards that are wanted soon.

The player sees every column card (Babette's squared piles were dealt face up one by one, so a player
who watched the deal knows them; the table shows only the tops). The stock and, in Village, the card
that will replace one taken to a foundation are unknown: a column where that card is coming is
*masked*, its top counted as an unknown card.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from ..rules import Game, Move
from ..rules.cards import SUITS
from .lookahead import Adapter

FAR = 13
UNKNOWN_WAIT = 6  # what an unknown card is taken to wait
ACE_IDS = tuple(f"foundation{i}" for i in range(1, 5))  # ♠ ♥ ♦ ♣, up from the ace
KING_IDS = tuple(f"foundation{i}" for i in range(5, 9))  # ♠ ♥ ♦ ♣, down from the king
COLUMN_IDS = tuple(f"column{i}" for i in range(1, 9))


@dataclass(frozen=True)
class VillageWeights:
    foundation: float = 40.0  # each card on a foundation
    blocked: float = 3.0  # each column card lying under a card that waits longer
    urgent: float = 0.5  # more per blocked card, the sooner it is wanted (times 12 - wait)
    unknown: float = 2.0  # a masked column top (a stock card is coming there)
    buried: float = 0.1  # each card lying under others in a column (stock phase: the deal covers them)


WEIGHTS = VillageWeights()


_WAITS: dict[tuple, dict[str, list[list[int]]]] = {}
_COLUMNS: dict[tuple, tuple[tuple, float]] = {}
_CACHE_LIMIT = 5_000  # entries a memo keeps (about 550 bytes each); they are of past positions, and at
# 50,000 the memos grew by some 2 KB a move for a whole session (bench/bench_memory.py) to no gain in speed


def waits_of(game: Game) -> tuple[tuple, dict[str, list[list[int]]]]:
    """(a key, the table): suit -> rank -> the waits of the foundations that still take that card,
    shortest first."""
    piles = game.piles
    key = tuple(len(piles[fid].cards) for fid in (*ACE_IDS, *KING_IDS))
    known = _WAITS.get(key)
    if known is not None:
        return key, known
    table: dict[str, list[list[int]]] = {}
    for suit, up_id, down_id in zip(SUITS, ACE_IDS, KING_IDS, strict=True):
        up = piles[up_id].cards
        down = piles[down_id].cards
        up_top = up[-1].rank if up else 0  # the up foundation needs up_top + 1
        down_top = down[-1].rank if down else 14  # the down foundation needs down_top - 1
        up_open = len(up) < 13
        down_open = len(down) < 13
        ranks: list[list[int]] = [[] for _ in range(14)]
        for rank in range(1, 14):
            waits = ranks[rank]
            if up_open and rank > up_top:
                waits.append(rank - up_top - 1)
            if down_open and rank < down_top:
                waits.append(down_top - 1 - rank)
            waits.sort()
        table[suit] = ranks
    if len(_WAITS) > _CACHE_LIMIT:
        _WAITS.clear()
    _WAITS[key] = table
    return key, table


def column_penalty(cards: tuple, table: dict[str, list[list[int]]], masked_top: bool,
                   w: VillageWeights) -> float:
    penalty = 0.0
    above = -1
    seen: dict[tuple[int, str], int] = {}
    top = len(cards) - 1
    for i in range(top, -1, -1):
        card = cards[i]
        if masked_top and i == top:
            penalty += w.unknown
            above = max(above, UNKNOWN_WAIT)
            continue
        key = (card.rank, card.suit)
        k = seen.get(key, 0)
        seen[key] = k + 1
        waits = table[card.suit][card.rank]
        d = waits[k] if k < len(waits) else FAR
        if d < above:
            penalty += w.blocked + w.urgent * (12 - min(d, 12))
        elif d > above:
            above = d
    return penalty


def evaluate(game: Game, masked: frozenset[str], w: VillageWeights = WEIGHTS) -> float:
    piles = game.piles
    on_foundations = sum(len(piles[fid].cards) for fid in (*ACE_IDS, *KING_IDS))
    stock = bool(piles["stock"].cards)
    if not stock and redeal_ahead(game):
        # the redeal's deal is known from the columns as they lie: play it out in the head
        return w.foundation * (on_foundations + second_deal_gain(game))
    key, table = waits_of(game)
    score = w.foundation * on_foundations
    for cid in COLUMN_IDS:
        cards = piles[cid].cards
        if not cards:
            continue
        masked_top = cid in masked
        memo_key = (id(cards), key, masked_top, id(w))
        hit = _COLUMNS.get(memo_key)
        if hit is not None and hit[0] is cards:
            penalty = hit[1]
        else:
            penalty = column_penalty(cards, table, masked_top, w)
            if len(_COLUMNS) > _CACHE_LIMIT:
                _COLUMNS.clear()
            _COLUMNS[memo_key] = (cards, penalty)  # holding the tuple keeps its id from being reused
        score -= penalty
        if stock:
            score -= w.buried * (len(cards) - 1)
    return score


# -- the redeal, foreseen ----------------------------------------------------------------------------
#
# Village's redeal gathers the columns in a fixed (reverse) order and Babette's in the order the player
# picks the piles up: either way the player knows every card of the new deal and where it will come.
# So a position before the redeal is judged by playing the new deal out: deal a row, put on the
# foundations every card that fits, deal the next row, and count the cards that reach the foundations.
# Cards are small ints (suit index * 16 + rank) so that this runs fast.

_SUIT_CODE = {suit: i * 16 for i, suit in enumerate(SUITS)}


def redeal_ahead(game: Game) -> bool:
    """The one redeal is still to come (Village, Babette), or Babette's piles are being gathered."""
    return game.rules.params.redeal != "none" and not game.rules.redealt(game)


def foundation_needs(game: Game) -> tuple[list[int], list[int]]:
    """Per suit: the rank the ace foundation needs (14: complete) and the king foundation (0: complete)."""
    piles = game.piles
    up, down = [], []
    for up_id, down_id in zip(ACE_IDS, KING_IDS, strict=True):
        a = piles[up_id].cards
        k = piles[down_id].cards
        up.append(14 if len(a) >= 13 else (a[-1].rank + 1 if a else 1))
        down.append(0 if len(k) >= 13 else (k[-1].rank - 1 if k else 13))
    return up, down


def code(card) -> int:
    return _SUIT_CODE[card.suit] + card.rank


def play_deal(stock: list[int], up: list[int], down: list[int], replacement: bool) -> int:
    """Deal ``stock`` (its end is dealt first) in rows of eight, playing every card that fits a
    foundation after each row; the cards played. ``up`` and ``down`` are changed."""
    columns: list[list[int]] = [[] for _ in range(8)]
    played = 0
    while stock:
        for column in columns:
            if stock:
                column.append(stock.pop())
        progress = True
        while progress:
            progress = False
            for column in columns:
                while column:
                    card = column[-1]
                    suit, rank = card >> 4, card & 15
                    if up[suit] == rank:
                        up[suit] = rank + 1
                    elif down[suit] == rank:
                        down[suit] = rank - 1
                    else:
                        break
                    column.pop()
                    played += 1
                    progress = True
                    if replacement and stock:
                        column.append(stock.pop())
    return played


def redeal_stock(game: Game, gather_order: list[str] | None = None) -> list[int]:
    """The stock the redeal will deal (its end first): Village's reverse order, or Babette's piles
    gathered in ``gather_order`` (default: column order) after those already gathered."""
    piles = game.piles
    if game.rules.params.redeal == "reverse":
        columns = [piles[cid].cards for cid in COLUMN_IDS]
        depth = max((len(cards) for cards in columns), default=0)
        as_dealt = [code(cards[row]) for row in range(depth) for cards in columns if row < len(cards)]
        return as_dealt  # the last card of the bottom row is dealt first
    order = gather_order if gather_order is not None else list(COLUMN_IDS)
    stock = [code(card) for card in piles["stock"].cards]  # gathered already: dealt first
    for cid in order:
        stock = [code(card) for card in reversed(piles[cid].cards)] + stock
    return stock


def second_deal_gain(game: Game, gather_order: list[str] | None = None) -> int:
    up, down = foundation_needs(game)
    return play_deal(redeal_stock(game, gather_order), up, down, game.rules.params.replacement)


def best_gather_order(game: Game) -> list[str]:
    """Babette: an order to pick up the remaining piles in, found by swapping piles while it helps."""
    order = [cid for cid in COLUMN_IDS if game.piles[cid].cards]
    best = second_deal_gain(game, order)
    improved = True
    while improved:
        improved = False
        for i in range(len(order)):
            for j in range(i + 1, len(order)):
                trial = list(order)
                trial[i], trial[j] = trial[j], trial[i]
                gain = second_deal_gain(game, trial)
                if gain > best:
                    best, order, improved = gain, trial, True
    return order


class VillageAdapter(Adapter):
    max_depth = 14

    def __init__(self, weights: VillageWeights = WEIGHTS) -> None:
        self.weights = weights

    def evaluate(self, game: Game, masked: frozenset[str]) -> float:
        return evaluate(game, masked, self.weights)

    def reveals(self, game: Game, move: Move) -> str | None:
        if (
            move.kind == "move" and game.rules.params.replacement and move.dst.startswith("foundation")
            and game.piles["stock"].cards
        ):
            return move.src
        return None

    def key(self, game: Game, masked: frozenset[str]) -> Hashable:
        """Each column's length and its two outer cards, the foundations' lengths, the stock, the
        redeal: within one search (few moves from one position) that tells the positions apart. A masked
        column's top is not known: only that it is there."""
        piles = game.piles
        parts: list[int] = []
        for cid in COLUMN_IDS:
            cards = piles[cid].cards
            n = len(cards)
            top = 0 if not n or cid in masked else code(cards[-1])
            parts.append(n * 4096 + top * 64 + (code(cards[-2]) if n > 1 else 0))
        parts.extend(len(piles[fid].cards) for fid in (*ACE_IDS, *KING_IDS))
        parts.append(len(piles["stock"].cards))
        parts.append(game.rules.redealt(game))
        parts.append(game.rules.gathering(game))
        return tuple(parts)

    def order(self, game: Game, moves: list[Move]) -> list[Move]:
        return sorted(moves, key=lambda move: 0 if move.dst.startswith("foundation") else 1)
