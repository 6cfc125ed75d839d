"""The play layer's part of each family, in one record a family: its baseline policy, how its hints are
found and worded, and how the solver decides its positions.

A game reaches its record through its catalogue entry (``GAMES[game.id].family``), as a PySolFC game
names its hint class: ``play_family(game_id)``. Hints, simulation, the odds and the solver
(``solver/decide.py``) ask the record and never test which family a game is. Each layer holds the parts
of a family it owns in one record a family (the table's builder is the layout layer's,
``layout/__init__.py``; the words the window says, ``ui/text/family_words.py``), since the rules may not
import what is built on them. The family's own code for hints and the baseline is its module of
``play/hints/``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..rules import Game, Move, Reason, game_info
from .hints import clock, rainbow, village
from .hints.lookahead import Adapter, Analysis, Scored
from .hints.policy import Policy


@dataclass(frozen=True)
class PlayFamily:
    """What playing one family takes, beyond its rules: hints, a baseline, and the solver's way."""

    policy: Policy  # the baseline: simple, fast, deterministic (simulate plays it, hints are measured on it)
    # the look-ahead's view of the family's positions; None: there is never a choice to rank (the rules
    # say ``forced``) and the hint is the one legal move
    adapter: Adapter | None = None
    budget: int = 0  # positions the look-ahead may value for one hint: keeps a hint well under 200 ms
    refine: Callable[[Game, Adapter, Analysis], Analysis] | None = None  # the family's corrections
    explain: Callable[[Game, Scored, bool], Reason] | None = None  # a ranked hint's reason
    explain_move: Callable[[Move], Reason] | None = None  # the forced move's reason
    # -- how the solver decides a position (solver/decide.py) --
    # the search's twin of a position; None: the rules say ``forced``, and the solver replays the line
    twin: Callable[[Game], Any] | None = None
    # the compiled core's search of the family, (game, max_nodes, max_seconds, cancel, start) -> a search
    # with Search's face; None: the family is searched in Python only
    native: Callable[..., Any] | None = None
    hints_first: bool = False  # play the hints out before the search (else after it, if undecided)


# The solver's parts are imported on their first use: the hints load this module, and need no solver.
def _rainbow_twin(game: Game) -> Any:
    from .solver.rainbow import RainbowTwin

    return RainbowTwin(game)


def _village_twin(game: Game) -> Any:
    from .solver.village import VillageTwin

    return VillageTwin(game)


def _rainbow_native(*limits: Any) -> Any:
    from .solver.native import NativeSearch

    return NativeSearch(*limits)


def _village_native(*limits: Any) -> Any:
    from .solver.native import NativeVillageSearch

    return NativeVillageSearch(*limits)


FAMILIES: dict[str, PlayFamily] = {
    "rainbow": PlayFamily(rainbow.choose_move, rainbow.RainbowAdapter(), 1500, rainbow.refine,
                          rainbow.explain, twin=_rainbow_twin, native=_rainbow_native),
    "clock": PlayFamily(clock.choose_move, explain_move=clock.explain),
    "village": PlayFamily(village.choose_move, village.VillageAdapter(), 700, village.refine,
                          village.explain, twin=_village_twin, native=_village_native,
                          hints_first=True),
}


def play_family(game_id: str) -> PlayFamily:
    """The record of the game's family; ValueError for an unknown game."""
    return FAMILIES[game_info(game_id).family]


def baseline_policy(game_id: str) -> Policy:
    """The baseline policy of the game's family."""
    return play_family(game_id).policy
