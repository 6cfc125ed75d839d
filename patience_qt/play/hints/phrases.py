"""The parts of a hint's reason that every family's hints share: the stock's hint, what a move's source
shows once its card has gone, how many cards the rest of the line brings home.

Each part is a ``Reason`` (rules/reasons.py): a family's hint reason is its own phrase with these
clauses after it ("Put the 8♠ on waste pile 2" + ": it frees waste pile 1" + ", and a card can then go
to a foundation"); a place is named by its one name (``rules.places``), as the Edit menu names it.
"""

from __future__ import annotations

from ...rules import Game, Move, Pile, Reason, reason


def no_useful(first: bool, action: str) -> Reason:
    """The hint to turn, deal or redeal: "No useful move — turn the stock." when it is the best one."""
    return reason(f"hint.no_useful.{action}" if first else f"hint.{action}")


def then_clause(line: tuple[Move, ...], game: Game) -> Reason | None:
    """How many cards the rest of the line brings to the foundations, as a clause (or None)."""
    count = sum(1 for m in line[1:] if m.kind == "move" and game.piles[m.dst].kind == "foundation")
    if count == 1:
        return reason("hint.then_one")
    if count > 1:
        return reason("hint.then_many", n=count)
    return None


def uncovers(src: Pile) -> Reason | None:
    """': it frees waste pile 2', ': it uncovers the 9♣', …: what taking the source's top does."""
    cards = src.cards
    if src.kind == "hand":
        return None
    if len(cards) <= 1:
        if src.kind == "waste":
            return reason("hint.frees", pile=src.id)
        return reason("hint.clears", pile=src.id) if src.kind == "reserve" else None
    below = cards[-2]
    if not below.face_up:
        return reason("hint.turns_up", pile=src.id)
    return reason("hint.uncovers", card=below)
