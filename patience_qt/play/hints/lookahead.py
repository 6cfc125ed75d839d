"""Look-ahead over the moves that reveal nothing: the engine behind the hints.

A player may only plan with what they can see. So the search follows **known** moves only — moves
whose outcome the player can foresee — and stops at every move that brings a hidden card to light:
turning the stock, dealing, redealing, or a move after which a face-down card turns up (Rainbow's
reserve) or a stock card takes the moved card's place (Village). Such a *revealing* move is still
searched, but the pile where the new card appears is *masked*: the evaluation treats its top as an
unknown card and no later move in that line may touch the pile. The search never looks at the stock's
order nor at a face-down card, so a hint never cheats.

Each family supplies an ``Adapter``: its evaluation of a position (what a good player would say of
it, from the visible cards only), which moves reveal, which moves end the search (turn, deal…), and
when the player may stop (Rainbow: not with a card in the hand). The search is a depth-first walk with
``Game.push``/``Game.pop`` (undo is exact, and gives back the position's legal moves, so the rules
work out a position's moves once however many of them are tried), a memo of positions already valued
(transpositions and cycles), and a node budget that bounds the time of one hint.

The value of a line is the evaluation of the best position where the player may stop along it; among
equal values the shorter line wins, so a policy that follows the first move of the best line makes
progress and cannot walk in circles.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

from ...rules import Game, Move
from ...rules.moves import STOCK_KINDS

NEG_INF = float("-inf")
_IN_PROGRESS = (NEG_INF, 0)  # a position on the current path: reaching it again is a cycle, worth nothing


class Adapter:
    """What the search needs to know of a family; see the module text."""

    #: moves that end the search where they stand (their value is the position's own)
    stop_kinds: frozenset[str] = STOCK_KINDS
    max_depth: int = 40

    def evaluate(self, game: Game, masked: frozenset[str]) -> float:
        raise NotImplementedError

    def may_stop(self, game: Game) -> bool:
        """May the player leave the position as it is (and turn, deal, or end the game)?"""
        return True

    def reveals(self, game: Game, move: Move) -> str | None:
        """The pile where this move brings a hidden card to light, or None (asked before the move)."""
        return None

    def key(self, game: Game, masked: frozenset[str]) -> Hashable:
        """A cheap key telling positions apart as the player sees them (within one search, from one
        root): a masked pile's top must not count, since the player does not know it yet."""
        return tuple(
            pile.cards[:-1] if pile_id in masked else pile.cards for pile_id, pile in game.piles.items()
        )

    def order(self, game: Game, moves: list[Move]) -> list[Move]:
        """Moves in the order to try them (the most promising first); the default keeps them."""
        return moves


@dataclass(frozen=True)
class Scored:
    """One legal move of the root and what the search found behind it."""

    move: Move
    value: float  # the evaluation of the best position reachable after the move (the stop: the root's own)
    plies: int  # how many moves the best line takes, this one included (0 for a stop move)
    line: tuple[Move, ...]  # the best line, this move first
    stop: bool  # a move that ends the search (turn, deal, redeal, gather)


@dataclass(frozen=True)
class Analysis:
    stop_value: float  # the value of making no further known move (NEG_INF when the player may not stop)
    scored: list[Scored]  # every legal move, best first
    nodes: int


class _Search:
    def __init__(self, game: Game, adapter: Adapter, budget: int) -> None:
        self.game = game
        self.adapter = adapter
        self.budget = budget
        self.nodes = 0
        self.memo: dict[Hashable, tuple[float, int]] = {}
        self.best_child: dict[Hashable, Move | None] = {}

    def children(self, masked: frozenset[str]) -> list[tuple[Move, frozenset[str]]]:
        game, adapter = self.game, self.adapter
        result = []
        for move in adapter.order(game, game.legal_moves()):
            if move.kind in adapter.stop_kinds or move.src in masked or move.dst in masked:
                continue
            pile = adapter.reveals(game, move)
            result.append((move, masked | {pile} if pile is not None else masked))
        return result

    def value(self, masked: frozenset[str], depth: int, limit: int) -> tuple[float, int]:
        """(best value, plies to it) from the current position; ``limit``: the node count not to pass."""
        game, adapter = self.game, self.adapter
        key = (adapter.key(game, masked), masked)
        known = self.memo.get(key)
        if known is not None:
            return known
        self.memo[key] = _IN_PROGRESS
        self.nodes += 1
        stop = adapter.may_stop(game)
        best = (adapter.evaluate(game, masked), 0) if stop else (NEG_INF, 0)
        best_move: Move | None = None
        if self.nodes < limit and depth < adapter.max_depth:
            children = self.children(masked)
            for move, after in children:
                if self.nodes >= limit:
                    break
                game.push(move)
                try:
                    value, plies = self.value(after, depth + 1, limit)
                finally:
                    game.pop()
                if value > best[0] or (value == best[0] and plies + 1 < best[1] and best_move is not None):
                    best, best_move = (value, plies + 1), move
        if best[0] == NEG_INF and best_move is None:
            # out of budget (or no way on) where the player may not stop: judge the position as it is
            best = (adapter.evaluate(game, masked), 0)
        self.memo[key] = best
        self.best_child[key] = best_move
        return best

    def line_from(self, masked: frozenset[str], first: Move) -> tuple[Move, ...]:
        """The best line after ``first`` (already pushed), as far as the memo knows it."""
        line = [first]
        pushed = 0
        try:
            seen = set()
            while len(line) < 64:
                key = (self.adapter.key(self.game, masked), masked)
                move = self.best_child.get(key)
                if move is None or key in seen or not self.game.is_legal(move):
                    break
                seen.add(key)
                pile = self.adapter.reveals(self.game, move)
                if pile is not None:
                    masked = masked | {pile}
                self.game.push(move)
                pushed += 1
                line.append(move)
        finally:
            for _ in range(pushed):
                self.game.pop()
        return tuple(line)


def analyse(game: Game, adapter: Adapter, budget: int = 1500) -> Analysis:
    """Score every legal move of the position by the best position reachable behind it.

    The game is left exactly as it was found (every push is popped). ``budget`` bounds the number of
    positions valued; each root move gets an equal share of it, what one leaves is passed on.
    """
    search = _Search(game, adapter, budget)
    legal = game.legal_moves()
    moves = adapter.order(game, legal)
    may_stop = adapter.may_stop(game)
    stop_value = adapter.evaluate(game, frozenset()) if may_stop else NEG_INF
    # the root itself: a line that comes back to it is a cycle
    search.memo[(adapter.key(game, frozenset()), frozenset())] = _IN_PROGRESS
    scored: list[Scored] = []
    searched = [move for move in moves if move.kind not in adapter.stop_kinds]
    for move in moves:
        if move.kind in adapter.stop_kinds:
            value = stop_value if may_stop else adapter.evaluate(game, frozenset())
            scored.append(Scored(move, value, 0, (move,), True))
            continue
        share = (budget - search.nodes) // max(1, len(searched) - searched.index(move))
        limit = search.nodes + max(1, share)
        pile = adapter.reveals(game, move)
        masked = frozenset({pile}) if pile is not None else frozenset()
        game.push(move)
        try:
            value, plies = search.value(masked, 1, limit)
            line = search.line_from(masked, move)
        finally:
            game.pop()
        scored.append(Scored(move, value, plies + 1, line, False))
    # best first: value, then the shorter line (a stop move, 0 plies, before a move that gains nothing),
    # then the order of the legal moves
    index = {move: i for i, move in enumerate(moves)}
    scored.sort(key=lambda s: (-s.value, s.plies, index[s.move]))
    return Analysis(stop_value, scored, search.nodes)
