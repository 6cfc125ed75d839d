"""Baseline playing policies, one per family: simple, fast, deterministic.

``simulate`` uses them to play many deals; hints and the solver are measured against them.
A policy looks at a game and returns the move it would make, or None when it has none.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module

from ...rules import GAMES, Game, Move

Policy = Callable[[Game], "Move | None"]


def baseline_policy(game_id: str) -> Policy:
    """The baseline policy of the game's family."""
    family = GAMES[game_id].family
    module = import_module(f"{__name__}.{family}")
    return module.choose_move
