"""Shared helpers of the store tests: a game played some way in, with moves undone for redo."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from patience_qt.play.session import Session
from patience_qt.rules import Game, Move, new_game
from patience_qt.store.savegame import load_game


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


def saved(game: Game, elapsed: float = 0.0, redo: Sequence[Move] = (), steps: Sequence[int] | None = None,
          counted: bool = False) -> dict[str, Any]:
    """The saved-game object the program writes for such a game: its session's ``to_dict``."""
    return Session.resumed(game, redo, steps, elapsed, counted).to_dict()


def load(path: Path) -> Session:
    """A saved game read back as the program reads it: checked by the store, replayed by the session."""
    return load_game(path, Session.from_dict)
