"""Play many deals with a policy and count the wins: the odds a player can expect."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..rules import new_game
from .policy import Policy, baseline_policy

MAX_MOVES = 5000  # no game of the catalogue needs more; a runaway policy is stopped here


@dataclass(frozen=True)
class SimulationResult:
    game_id: str
    won: int
    played: int

    @property
    def percent(self) -> float:
        return 100.0 * self.won / self.played if self.played else 0.0

    def line(self) -> str:
        return f"{self.game_id}: won {self.won} of {self.played} ({self.percent:.1f}%)"


def play_out(game_id: str, seed: int, policy: Policy, options: dict[str, Any] | None = None) -> bool:
    """Play one deal to its end with the policy; True when it comes out."""
    game = new_game(game_id, seed=seed, options=options)
    for _ in range(MAX_MOVES):
        move = policy(game)
        if move is None:
            break
        game.push(move)
    return game.is_won()


def simulate(
    game_id: str,
    deals: int,
    first_seed: int = 1,
    options: dict[str, Any] | None = None,
    policy: Policy | None = None,
) -> SimulationResult:
    """Play game numbers ``first_seed`` … ``first_seed + deals - 1``."""
    chosen = policy or baseline_policy(game_id)
    won = sum(play_out(game_id, first_seed + i, chosen, options) for i in range(deals))
    return SimulationResult(game_id, won, deals)
