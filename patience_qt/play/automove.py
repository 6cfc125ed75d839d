"""Which moves the table may make for the player (pure Python, no Qt).

``safe_automove``: a move to a foundation that never costs the player anything, or None.
Foundations in these games never give a card back and the other places only hold cards up, so a card
that can go home may as well go, with two exceptions kept for the player to decide:
- a card from inside a pile (Toad's once-per-game deep ace): it spends a privilege;
- nothing in the clock family: its one move is the player's to make (there are no foundations).
Where two foundations take the same card (Rainbow's suit-blind foundations at the same rank; a
Village suit whose ace and king foundations meet), each needs one such card, so either is right and
the first is taken.

``best_move``: where a click on a card sends it: a foundation first, then the reserve, then a column,
then the emptiest waste pile.
"""

from __future__ import annotations

from ..rules import Game, Move

# The order a click prefers destinations in, by pile kind.
DESTINATION_ORDER = ("foundation", "discard", "pile", "reserve", "column", "waste")
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


def moves_of_card(game: Game, pile_id: str, index: int) -> list[Move]:
    """The legal moves that take the card at ``index`` of this pile."""
    cards = game.pile(pile_id).cards
    if not 0 <= index < len(cards):
        return []
    return [
        move for move in game.legal_moves()
        if move.src == pile_id and move.card is not None and move.kind in ("move", "step")
        and move.card == cards[index] and move.card_index == index
    ]


def best_move(game: Game, pile_id: str, index: int, foundation_only: bool = False) -> Move | None:
    """The move a click on this card makes (a double-click: only to a foundation), or None."""
    moves = moves_of_card(game, pile_id, index)
    if foundation_only:
        moves = [move for move in moves if game.pile(move.dst).kind in ("foundation", "discard")
                 or move.kind == "step"]

    def preference(move: Move) -> tuple[int, int]:
        dst = game.pile(move.dst)
        order = DESTINATION_ORDER.index(dst.kind) if dst.kind in DESTINATION_ORDER else len(DESTINATION_ORDER)
        return order, len(dst.cards) if dst.kind == "waste" else 0

    return min(moves, key=preference) if moves else None
