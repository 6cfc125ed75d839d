"""The solver's own part of the families it has a compiled search for, keyed by the family's name.

The play layer's record of a family (``play/families.py``: its policy and hints) knows nothing of the
solver; the solver finds its parts here through the game's catalogue entry (``GAMES[game.id].family``),
so no game id or class name is compared. A family with no record here (the clock family, or a new one)
is replayed where its rules say ``forced`` and otherwise searched by the plain ``Search``: a new family
needs nothing written for the solver to be decided soundly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ...rules import game_info
from .native import NativeSearch, NativeVillageSearch


@dataclass(frozen=True)
class SolverPart:
    """How the solver decides one family's positions (see the package's text)."""

    # the compiled core's search of the family, (game, max_nodes, max_seconds, cancel, start) -> a search
    # with Search's face (where the core is not built, the plain ``Search`` answers); None: no compiled
    # search, so a forced family is replayed and any other searched by the plain ``Search``
    native: Callable[..., Any] | None = None
    hints_first: bool = False  # play the hints out before the search (else after it, if undecided)


PARTS: dict[str, SolverPart] = {
    "rainbow": SolverPart(NativeSearch),
    "village": SolverPart(NativeVillageSearch, hints_first=True),
}


def solver_part(game_id: str) -> SolverPart:
    """The solver's record of the game's family (none: no compiled search); ValueError for an unknown
    game."""
    return PARTS.get(game_info(game_id).family, SolverPart())
