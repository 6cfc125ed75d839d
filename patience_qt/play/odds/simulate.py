"""Play many deals with a policy and count the wins: the odds a player can expect."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...rules import Game, new_game
from ..families import baseline_policy
from ..hints.policy import Policy, play_on

POLICIES = ("baseline", "hint")


def policy_by_name(game_id: str, name: str = "baseline") -> Policy:
    """``baseline``: the family's baseline policy; ``hint``: the first hint, with the solver behind it
    (``play.guide``: a fresh ``Guide``, which keeps the winning line of the deal it plays)."""
    if name == "baseline":
        return baseline_policy(game_id)
    if name == "hint":
        from ..guide import Guide

        return Guide()
    raise ValueError(f"unknown policy {name!r}; the policies are: {', '.join(POLICIES)}")


@dataclass(frozen=True)
class SimulationResult:
    game_id: str
    won: int
    played: int
    foundation_cards: int = 0  # over all deals: the cards on the foundations when each deal ended

    @property
    def percent(self) -> float:
        return 100.0 * self.won / self.played if self.played else 0.0

    @property
    def mean_foundation_cards(self) -> float:
        return self.foundation_cards / self.played if self.played else 0.0

    def detail(self) -> str:
        return f"{self.game_id}: mean foundation cards {self.mean_foundation_cards:.2f}"

    def line(self) -> str:
        return f"{self.game_id}: won {self.won} of {self.played} ({self.percent:.1f}%)"


def play_out(game_id: str, seed: int, policy: Policy, options: dict[str, Any] | None = None) -> bool:
    """Play one deal to its end with the policy; True when it comes out."""
    return play_deal(game_id, seed, policy, options).is_won()


def play_deal(game_id: str, seed: int, policy: Policy, options: dict[str, Any] | None = None) -> Game:
    """Play one deal to its end with the policy; the game as it ended."""
    game = new_game(game_id, seed=seed, options=options)
    play_on(game, policy)
    return game


def foundation_cards(game: Game) -> int:
    """Cards on the foundations (the clock family: cards home, kings set aside)."""
    return sum(
        len(pile.cards) for pile in game.piles.values() if pile.kind in ("foundation", "discard")
    ) + sum(
        sum(1 for card in pile.cards if card.face_up and card.rank == pile.home)
        for pile in game.piles.values() if pile.kind == "pile"
    )


def simulate(
    game_id: str,
    deals: int,
    first_seed: int = 1,
    options: dict[str, Any] | None = None,
    policy: Policy | None = None,
) -> SimulationResult:
    """Play game numbers ``first_seed`` … ``first_seed + deals - 1``."""
    chosen = policy or baseline_policy(game_id)
    won = cards = 0
    for i in range(deals):
        game = play_deal(game_id, first_seed + i, chosen, options)
        won += game.is_won()
        cards += foundation_cards(game)
    return SimulationResult(game_id, won, deals, cards)
