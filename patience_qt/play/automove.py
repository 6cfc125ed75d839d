"""Which moves the table may make for the player (pure Python, no Qt).

``safe_automove``: a move to a foundation that never costs the player anything, or None.
Foundations in these games never give a card back and the other places only hold cards up, so a card
that can go home may as well go, with two exceptions kept for the player to decide:
- a card from inside a pile (Toad's once-per-game deep ace): it spends a privilege;
- nothing in the clock family: its one move is the player's to make (there are no foundations).
Where two foundations take the same card (Rainbow's suit-blind foundations at the same rank; a
Village suit whose ace and king foundations meet), each needs one such card, so either is right and
the first is taken.

``best_move`` (where a click on a card sends it) and ``moves_of_card`` are the rules' answers to the
table's gestures (``rules.gestures``), named here too for the policies that play like a player.
"""

from __future__ import annotations

from ..rules import Game, Move
from ..rules.gestures import best_move, moves_of_card

__all__ = ["best_move", "moves_of_card", "safe_automove"]

SOURCE_ORDER = ("reserve", "hand", "waste", "column")


def _is_top(game: Game, move: Move) -> bool:
    return move.card_index == len(game.pile(move.src).cards) - 1


def safe_automove(game: Game) -> Move | None:
    """A foundation move the table may make by itself now, or None."""
    candidates: list[tuple[int, Move]] = []
    for move in game.legal_moves():
        if move.kind != "move" or move.card is None:
            continue
        src, dst = game.pile(move.src), game.pile(move.dst)
        if dst.kind != "foundation" or src.kind == "foundation" or not _is_top(game, move):
            continue
        rank = SOURCE_ORDER.index(src.kind) if src.kind in SOURCE_ORDER else len(SOURCE_ORDER)
        candidates.append((rank, move))
    if not candidates:
        return None
    return min(candidates, key=lambda pair: pair[0])[1]
