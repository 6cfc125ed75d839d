"""Moves and the error an illegal one raises."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .cards import Card

if TYPE_CHECKING:
    from .reasons import Reason

MOVE_KINDS = ("move", "turn", "deal", "step", "redeal", "gather")
# The kinds of move, by what they do; the one place the layers above learn them from.
CARD_KINDS = frozenset({"move", "step"})  # one card from a pile to another place
# the stock's moves and the redeals: no card of their own to show; a look-ahead stops at them (what
# they bring is unknown or the player's to choose), a hint marks where they start
STOCK_KINDS = frozenset({"turn", "deal", "redeal", "gather"})
DEALING_KINDS = frozenset({"deal", "redeal", "gather"})  # many cards at once: the table staggers them
REDEALING_KINDS = frozenset({"redeal", "gather"})  # a new pass through the deck begins (or is begun)


class IllegalMove(Exception):
    """A move the rules refuse: ``reason`` says why, as data (``reasons.Reason``); the message is its
    English sentence. (``reason`` is None only for a message that is no rule's refusal.)"""

    def __init__(self, reason: Reason | str) -> None:
        super().__init__(str(reason))
        self.reason: Reason | None = None if isinstance(reason, str) else reason


class Move(NamedTuple):
    """One player action: ``kind`` (see MOVE_KINDS), source and target pile ids, the card moved.

    ``card`` is None for moves that carry no single card (deal, redeal). ``card_index`` is where that card
    lies in its source pile (bottom = 0): the game fills it in on the moves it calls legal
    (``Game.legal_moves``), so a table or a policy never has to ask the rules where a card is (in the
    Rainbow family the deep ace lies under the reserve's outer card). It is not part of what a move is:
    two moves that differ only there are equal, and the saved form leaves it out.
    """

    kind: str
    src: str
    dst: str
    card: Card | None = None
    card_index: int | None = None

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Move):
            return self[:4] == other[:4]
        return tuple.__eq__(self, other)

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    def __hash__(self) -> int:
        return hash(self[:4])

    def to_list(self) -> list[str | None]:
        return [self.kind, self.src, self.dst, None if self.card is None else str(self.card)]

    @classmethod
    def from_list(cls, data: object) -> Move:
        """Read a move written by ``to_list``; raises ValueError on anything else."""
        if not isinstance(data, list) or len(data) != 4:
            raise ValueError("a move is a list of four items")
        kind, src, dst, card = data
        if kind not in MOVE_KINDS or not isinstance(src, str) or not isinstance(dst, str):
            raise ValueError(f"not a move: {data!r}")
        if card is not None and not isinstance(card, str):
            raise ValueError(f"not a card in a move: {card!r}")
        return cls(kind, src, dst, None if card is None else Card.parse(card))

