"""What an empty place (or a clock pile's plate) says: derived from the game, not stored."""

from __future__ import annotations

from ..rules import Game
from ..rules.cards import RANK_TEXT, SUIT_SYMBOLS
from ..rules.moves import REDEALING_KINDS
from .model import PileLayout

REDEAL_MARK = "↺"


def base_rank(game: Game, pile_id: str) -> int | None:
    """The rank an empty foundation starts from: the pile's own base (every family sets it on its
    foundations when it deals, Rainbow's from the dealt card), else None."""
    return game.piles[pile_id].base


def place_label(game: Game, layout: PileLayout) -> str:
    """The faint text of a place: a foundation's base rank (and suit), a clock pile's home rank,
    ↺ on an empty stock with a redeal left, "kings" on Devil's kings set aside; the layout's fixed
    label otherwise. Words are lower-case English: the table translates them (context ``Piles``)."""
    pile = game.piles[layout.pile_id]
    if pile.kind == "pile" and pile.home is not None:
        return RANK_TEXT[pile.home]
    if pile.kind == "foundation":
        rank = base_rank(game, pile.id)
        text = "" if rank is None else RANK_TEXT[rank]
        if pile.suit is not None:
            text += SUIT_SYMBOLS[pile.suit]
        if text:
            return text
    if pile.kind == "stock" and not pile.cards and any(
            move.kind in REDEALING_KINDS for move in game.legal_moves()):
        return REDEAL_MARK
    if pile.kind == "discard":  # named for what it holds: Devil's kings set aside
        return "kings"
    return layout.label or ""
