"""Which moves the table may make for the player (pure Python, no Qt).

``safe_automove``: a move to a foundation the table makes by itself, or None; meant never to cost the
player anything. Foundations in these games never give a card back and the other places only hold cards
up, so a card that can go home mostly may as well go, with these exceptions kept for the player:
- a card from inside a pile (Toad's once-per-game deep ace): it spends a privilege;
- nothing in the clock family: its one move is the player's to make (there are no foundations).
Where two foundations take the same card, the choice is left to the player unless they hold the same
number of cards: Rainbow's suit-blind cyclic foundations at the same rank may be a whole cycle apart,
so one completes sooner than the other, and the reserve's order can need the card on the one further
behind (a deal proved winnable before the first was taken and lost after it: Open Shop, game 10, the
10♦ at move 161). Foundations with as many cards and the same top need the same cards from there on.

Not yet safe: in the Rainbow family a card going home at all can lose a deal whose reserve needs it kept
back (Rainbow, game 4: the 3♠ from the hand at move 48, which the winning line lays on a waste pile).
Of the games the hints play, 10 of Rainbow's 1-40 met such a move, and Toad's game 5 and Star's 5, 6
and 10. The solver's dead-end test calls each of Rainbow's ten positions lost at once, so asking it
before a move is the way to go (not done yet: the first table's start would load the solver). Until
then the player can turn the automatic moves off.

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


def _foundations_differ(game: Game, move: Move, legal: list[Move]) -> bool:
    """Another foundation takes the card too and holds another number of cards: the choice matters."""
    for other in legal:
        if other.card == move.card and other.src == move.src and other.dst != move.dst:
            pile = game.pile(other.dst)
            if pile.kind == "foundation" and len(pile.cards) != len(game.pile(move.dst).cards):
                return True
    return False


def safe_automove(game: Game) -> Move | None:
    """A foundation move the table may make by itself now, or None."""
    candidates: list[tuple[int, Move]] = []
    legal = game.legal_moves()
    for move in legal:
        if move.kind != "move" or move.card is None:
            continue
        src, dst = game.pile(move.src), game.pile(move.dst)
        if dst.kind != "foundation" or src.kind == "foundation" or not _is_top(game, move):
            continue
        if _foundations_differ(game, move, legal):
            continue
        rank = SOURCE_ORDER.index(src.kind) if src.kind in SOURCE_ORDER else len(SOURCE_ORDER)
        candidates.append((rank, move))
    if not candidates:
        return None
    return min(candidates, key=lambda pair: pair[0])[1]
