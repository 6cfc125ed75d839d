"""The play layer's part of each family, in one record a family: its baseline policy and how its hints
are found and worded.

A game reaches its record through its catalogue entry (``GAMES[game.id].family``), as a PySolFC game
names its hint class: ``play_family(game_id)``. Hints, simulation and the odds ask the record and never
test which family a game is. The solver keeps its own parts of each family in its own record
(``solver/parts.py``), so this module imports nothing of the solver. Each layer holds the parts of a
family it owns in one record a family (the table's builder is the layout layer's,
``layout/__init__.py``; the words the window says, ``ui/text/family_words.py``), since the rules may not
import what is built on them. The family's own code for hints and the baseline is its module of
``play/hints/``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..rules import Game, Move, Reason, game_info
from .hints import clock, rainbow, village
from .hints.lookahead import Adapter, Analysis, Scored
from .hints.policy import Policy


@dataclass(frozen=True)
class PlayFamily:
    """What playing one family takes, beyond its rules: hints and a baseline."""

    policy: Policy  # the baseline: simple, fast, deterministic (simulate plays it, hints are measured on it)
    # the look-ahead's view of the family's positions; None: there is never a choice to rank (the rules
    # say ``forced``) and the hint is the one legal move
    adapter: Adapter | None = None
    budget: int = 0  # positions the look-ahead may value for one hint: keeps a hint well under 200 ms
    refine: Callable[[Game, Adapter, Analysis], Analysis] | None = None  # the family's corrections
    explain: Callable[[Game, Scored, bool], Reason] | None = None  # a ranked hint's reason
    explain_move: Callable[[Move], Reason] | None = None  # the forced move's reason


FAMILIES: dict[str, PlayFamily] = {
    "rainbow": PlayFamily(rainbow.choose_move, rainbow.RainbowAdapter(), 1500, rainbow.refine,
                          rainbow.explain),
    "clock": PlayFamily(clock.choose_move, explain_move=clock.explain),
    "village": PlayFamily(village.choose_move, village.VillageAdapter(), 700, village.refine,
                          village.explain),
}


def play_family(game_id: str) -> PlayFamily:
    """The record of the game's family; ValueError for an unknown game."""
    return FAMILIES[game_info(game_id).family]


def baseline_policy(game_id: str) -> Policy:
    """The baseline policy of the game's family."""
    return play_family(game_id).policy
