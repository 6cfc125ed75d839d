"""Where each pile sits and how it fans, per game, in card units (pure Python, no Qt).

``layout_for(game)`` gives the game's ``TableLayout``; ``card_places`` places a pile's cards;
``place_label`` says what an empty place shows.
"""

from __future__ import annotations

from collections.abc import Callable

from ..rules import Game, game_info
from .builders import clock_layout, rainbow_layout, village_layout
from .labels import place_label
from .model import (
    CARD_H,
    CARD_W,
    INDEX_H,
    INDEX_W,
    CardPlace,
    Fan,
    PileLayout,
    Rect,
    TableLayout,
    card_places,
    column_starts,
)

# the layout layer's part of each family (its table builder), by the family named in the game's
# catalogue entry: the one place this layer looks at which family a game is
BUILDERS: dict[str, Callable[[Game], TableLayout]] = {
    "rainbow": rainbow_layout, "clock": clock_layout, "village": village_layout,
}


def layout_for(game: Game) -> TableLayout:
    """The table of this game (its pile ids and options decide the details)."""
    layout = BUILDERS[game_info(game.id).family](game)
    missing = sorted(set(game.piles) - set(layout.piles))
    if missing:
        raise ValueError(f"the {game.id} layout has no place for {', '.join(missing)}")
    return layout


__all__ = [
    "BUILDERS", "CARD_H", "CARD_W", "INDEX_H", "INDEX_W", "CardPlace", "Fan", "PileLayout", "Rect",
    "TableLayout", "card_places", "column_starts", "layout_for", "place_label",
]
