"""The table's gestures asked of the rules: which move a drop, a click or a click on the stock means.

A gesture names places (a pile, a card's index in it, a target pile), never a move: the rules turn it
into one of their legal moves, or into the ``Reason`` a refused one has, so that the table asks once
and shows what it gets. The family's ``Rules`` answer (``family.Rules.drop_move`` and the rest); the
mechanics every family shares are here, written once.

``Answer``: a legal ``Move`` to play, a ``Reason`` to say, or None (nothing to play and nothing to say).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .moves import CARD_KINDS, Move
from .reasons import Reason

if TYPE_CHECKING:
    from .game import Game

Answer = Move | Reason | None

# The order a click prefers destinations in, by pile kind; and the kinds a double-click sends cards to.
DESTINATION_ORDER = ("foundation", "discard", "pile", "reserve", "column", "waste")
HOME_KINDS = ("foundation", "discard")


def moves_of_card(game: Game, pile_id: str, index: int) -> list[Move]:
    """The legal moves that take the card at ``index`` of this pile."""
    cards = game.pile(pile_id).cards
    if not 0 <= index < len(cards):
        return []
    return [
        move for move in game.legal_moves()
        if move.src == pile_id and move.card is not None and move.kind in CARD_KINDS
        and move.card == cards[index] and move.card_index == index
    ]


def click_move(game: Game, pile_id: str, index: int, foundation_only: bool = False) -> Move | None:
    """The move a click on this card makes (a double-click: only to a foundation), or None: a
    foundation first, then the reserve, then a column, then the emptiest waste pile. (Not the hint
    policy's ``play.hints.ranking.best_move``, which weighs the whole position: this is where one
    card goes.)"""
    moves = moves_of_card(game, pile_id, index)
    if foundation_only:
        moves = [move for move in moves if game.pile(move.dst).kind in HOME_KINDS or move.kind == "step"]

    def preference(move: Move) -> tuple[int, int]:
        dst = game.pile(move.dst)
        order = DESTINATION_ORDER.index(dst.kind) if dst.kind in DESTINATION_ORDER else len(DESTINATION_ORDER)
        return order, len(dst.cards) if dst.kind == "waste" else 0

    return min(moves, key=preference) if moves else None
