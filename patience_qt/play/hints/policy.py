"""A playing policy, and a policy played on: what the baselines, the hints' ``best_move``, simulation and
the solver's play-out of the hints share.

A policy looks at a game and returns the move it would make, or None when it has none. Each family's
baseline policy (simple, fast, deterministic: simulation plays it, the hints are measured against it)
lies in its module of this room and is named by its record, ``play.families``.
"""

from __future__ import annotations

from collections.abc import Callable

from ...rules import Game, Move

Policy = Callable[[Game], "Move | None"]

MAX_MOVES = 5000  # no game of the catalogue needs more; a runaway policy is stopped here


def play_on(game: Game, policy: Policy, stop: Callable[[], bool] | None = None) -> list[Move]:
    """Play the policy's moves on ``game`` until it has none (or ``stop()``, asked before each move,
    says so); the moves played."""
    played: list[Move] = []
    for _ in range(MAX_MOVES):
        if stop is not None and stop():
            break
        move = policy(game)
        if move is None:
            break
        game.push(move)
        played.append(move)
    return played
