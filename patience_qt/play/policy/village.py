"""Baseline policy of the Village family (Village, Babette, Carnival).

In order of preference:

1. A card to a foundation. When several can go, the one after which most cards can follow to the
   foundations (one move of look-ahead); ties go to the first in ``legal_moves`` order. This also
   decides whether a card that fits both foundations of its suit goes up or down.
2. Once the stock is empty, a build — but only as the first step of a short sequence of builds (at
   most ``BUILD_DEPTH``) after which some card can go to a foundation. A card is never built straight
   back where it came from, and no more than ``MAX_IDLE_BUILDS`` builds are made in a row without a
   foundation move in between, so the policy cannot shuffle cards back and forth for ever.
3. Deal the next row.
4. Redeal (Village) or gather the piles in the default order, column 1 first (Babette).

Deterministic: it depends only on the position and the moves made.
"""

from __future__ import annotations

from ...rules import Game, Move

BUILD_DEPTH = 3
MAX_IDLE_BUILDS = 6


def _is_foundation_move(move: Move) -> bool:
    return move.kind == "move" and move.dst.startswith("foundation")


def _is_build(move: Move) -> bool:
    return move.kind == "move" and move.dst.startswith("column")


def _reverses(move: Move, previous: Move | None) -> bool:
    """The build would put the card straight back where the previous move took it from."""
    return (
        previous is not None and _is_build(previous) and previous.card == move.card
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
        if _is_build(move) and not _reverses(move, previous):
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
        if not _is_build(move):
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
    builds = [move for move in moves if _is_build(move)]
    if builds:
        build = _useful_build(game, builds)
        if build is not None:
            return build
    for kind in ("deal", "redeal", "gather"):
        for move in moves:
            if move.kind == kind:
                return move
    return None
