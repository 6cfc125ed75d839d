"""Baseline playing policies, one per family: simple, fast, deterministic.

``simulate`` uses them to play many deals; hints and the solver are measured against them. A policy
looks at a game and returns the move it would make, or None when it has none. Each family's policy is
named by its record, ``play.families`` (``baseline_policy(game_id)``).
"""

from __future__ import annotations

from collections.abc import Callable

from ...rules import Game, Move

Policy = Callable[[Game], "Move | None"]
