"""The Village family's play without the solver (Village, Babette, Carnival), in one place: how the
hints judge a position (the look-ahead's evaluation, below), how their ranking is put right and
worded, and the baseline policy. A Village rule the hints or the baseline must know is written here.

How the hints judge a position.

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

from ...rules import Game, Move, Reason, reason
from ...rules.cards import SUITS
from ..card_codes import code
from .lookahead import Adapter, Analysis, Scored
from .phrases import no_useful, then_clause, uncovers

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
# Cards are small ints (``card_codes.code``: rank * 4 + suit index) so that this runs fast.


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
                    rank, suit = card >> 2, card & 3
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


# -- the hints: the look-ahead's ranking put right, and each hint's reason ------------------------------
# The Village family's hints: the look-ahead's ranking without builds that go round in circles, with
# Babette's piles gathered in the best order, and the reason each hint gives.

def refine(game: Game, adapter: Adapter, result: Analysis) -> Analysis:
    """The search's ranking less the builds that bring a position back; Babette's gather moves, equal to
    the search, put in the order that makes the new deal go best (all its cards are known)."""
    result = _no_way_back(game, result)
    if any(s.move.kind == "gather" for s in result.scored):
        result = _gather_in_best_order(game, result)
    return result


def _is_build(game: Game, move: Move) -> bool:
    piles = game.piles
    return move.kind == "move" and piles[move.src].kind == "column" and piles[move.dst].kind == "column"


def _no_way_back(game: Game, result: Analysis) -> Analysis:
    """Village family: leave out a build that brings back a position the game has been in since its
    last move of another kind.

    Each search starts afresh from the table and shares its node budget among the moves, so two
    searches a move apart may each rate the other's position higher; without this a hint (and the
    autoplay) could send a jack back and forth between two columns for ever (Babette, game 1003).
    Only builds can repeat a position: every other move changes the foundations or the stock.
    """
    builds = [s for s in result.scored if _is_build(game, s.move)]
    if not builds:
        return result
    columns = {pid: pile.cards for pid, pile in game.piles.items() if pile.kind == "column"}
    seen = {tuple(columns.values())}
    before = dict(columns)
    for move in reversed(game.moves):
        if not (move.kind == "move" and move.src in before and move.dst in before):
            break
        before[move.src] = before[move.src] + before[move.dst][-1:]  # the card goes back where it was
        before[move.dst] = before[move.dst][:-1]
        seen.add(tuple(before.values()))

    def comes_back(move: Move) -> bool:
        after = dict(columns)
        after[move.dst] = after[move.dst] + after[move.src][-1:]
        after[move.src] = after[move.src][:-1]
        return tuple(after.values()) in seen

    dropped = {id(s) for s in builds if comes_back(s.move)}
    if not dropped:
        return result
    return Analysis(result.stop_value, [s for s in result.scored if id(s) not in dropped], result.nodes)


def _gather_in_best_order(game: Game, result: Analysis) -> Analysis:
    rank = {pile: i for i, pile in enumerate(best_gather_order(game))}
    gathers = sorted((s for s in result.scored if s.move.kind == "gather"), key=lambda s: rank[s.move.src])
    slots = iter(gathers)
    scored = [next(slots) if s.move.kind == "gather" else s for s in result.scored]
    return Analysis(result.stop_value, scored, result.nodes)


def explain(game: Game, scored: Scored, first: bool) -> Reason:
    move = scored.move
    if move.kind == "deal":
        return no_useful(first, "deal")
    if move.kind == "redeal":
        return no_useful(first, "redeal_columns")
    if move.kind == "gather":
        code = "hint.gather_column" if game.rules.fanned else "hint.gather_pile"
        return reason(code, n=int(move.src.removeprefix("column")))
    card = move.card
    assert card is not None
    src, dst = game.piles[move.src], game.piles[move.dst]
    then = then_clause(scored.line, game)
    replaced = game.rules.params.replacement and bool(game.piles["stock"].cards)
    if dst.kind == "foundation":
        kind = "ace" if dst.base == 1 else "king"
        if not dst.cards:
            what = reason(f"hint.start_{kind}_foundation", suit=card.suit, card=card)
        else:
            what = reason(f"hint.on_{kind}_foundation", card=card, suit=card.suit)
        if replaced:
            return what.then(reason("hint.replaced"), then)
        return what.then(uncovers(src), then)
    target = dst.top
    if target is not None:
        onto = reason("hint.move_onto", card=card, card2=target)
    else:
        onto = reason("hint.move_to", card=card, pile=dst.id)
    return onto.then(uncovers(src), then)


# -- the baseline policy --------------------------------------------------------------------------------
# Baseline policy of the Village family (Village, Babette, Carnival).
#
# In order of preference:
#
# 1. A card to a foundation. When several can go, the one after which most cards can follow to the
#    foundations (one move of look-ahead); ties go to the first in ``legal_moves`` order. This also
#    decides whether a card that fits both foundations of its suit goes up or down.
# 2. Once the stock is empty, a build — but only as the first step of a short sequence of builds (at
#    most ``BUILD_DEPTH``) after which some card can go to a foundation. A card is never built straight
#    back where it came from, and no more than ``MAX_IDLE_BUILDS`` builds are made in a row without a
#    foundation move in between, so the policy cannot shuffle cards back and forth for ever.
# 3. Deal the next row.
# 4. Redeal (Village) or gather the piles in the default order, column 1 first (Babette).
#
# Deterministic: it depends only on the position and the moves made.

BUILD_DEPTH = 3
MAX_IDLE_BUILDS = 6


def _is_foundation_move(move: Move) -> bool:
    return move.kind == "move" and move.dst.startswith("foundation")


def _builds_on_column(move: Move) -> bool:
    return move.kind == "move" and move.dst.startswith("column")


def _reverses(move: Move, previous: Move | None) -> bool:
    """The build would put the card straight back where the previous move took it from."""
    return (
        previous is not None and _builds_on_column(previous) and previous.card == move.card
        and previous.src == move.dst and previous.dst == move.src
    )


def _best_foundation_move(game: Game, moves: list[Move]) -> Move:
    if len(moves) == 1:
        return moves[0]
    best, best_score = moves[0], -1
    for move in moves:
        game.push(move)
        score = sum(1 for follow in game.legal_moves() if _is_foundation_move(follow))
        game.pop()
        if score > best_score:
            best, best_score = move, score
    return best


def _leads_to_foundation(game: Game, depth: int) -> bool:
    """Some sequence of at most ``depth`` builds (none undoing the last) lets a card reach a foundation."""
    moves = game.legal_moves()
    if any(_is_foundation_move(move) for move in moves):
        return True
    if depth == 0:
        return False
    previous = game.moves[-1] if game.moves else None
    for move in moves:
        if _builds_on_column(move) and not _reverses(move, previous):
            game.push(move)
            found = _leads_to_foundation(game, depth - 1)
            game.pop()
            if found:
                return True
    return False


def _idle_builds(game: Game) -> int:
    """Builds made since the last move of any other kind."""
    count = 0
    for move in reversed(game.moves):
        if not _builds_on_column(move):
            break
        count += 1
    return count


def _useful_build(game: Game, builds: list[Move]) -> Move | None:
    if _idle_builds(game) >= MAX_IDLE_BUILDS:
        return None
    previous = game.moves[-1] if game.moves else None
    for depth in range(BUILD_DEPTH):  # shortest sequences first
        for move in builds:
            if _reverses(move, previous):
                continue
            game.push(move)
            found = _leads_to_foundation(game, depth)
            game.pop()
            if found:
                return move
    return None


def choose_move(game: Game) -> Move | None:
    moves = game.legal_moves()
    if not moves:
        return None
    to_foundation = [move for move in moves if _is_foundation_move(move)]
    if to_foundation:
        return _best_foundation_move(game, to_foundation)
    builds = [move for move in moves if _builds_on_column(move)]
    if builds:
        build = _useful_build(game, builds)
        if build is not None:
            return build
    for kind in ("deal", "redeal", "gather"):
        for move in moves:
            if move.kind == kind:
                return move
    return None
