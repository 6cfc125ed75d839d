"""Shared helpers of the store tests: a game played some way in, with moves undone for redo."""

from __future__ import annotations

from patience_qt.rules import Game, Move, new_game


def played_game(game_id: str = "rainbow", seed: int = 7, moves: int = 30, undone: int = 3, **options: object):
    """A game after up to ``moves`` deterministic legal moves, the last ``undone`` of them popped.

    Returns ``(game, redo)`` where ``redo[0]`` is the move the next Redo plays.
    """
    game = new_game(game_id, seed=seed, options=options or None)
    for number in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.push(legal[(number * 7 + 3) % len(legal)])
    redo: list[Move] = []
    for _ in range(min(undone, len(game.moves))):
        redo.insert(0, game.pop())
    return game, redo


def replay(game: Game, redo: list[Move]) -> Game:
    for move in redo:
        game.push(move)
    return game
