"""The search's one adapter to the rules: a position is a ``rules.Game``, moves are its legal moves.

``Search`` (``search.py``) asks a *twin* for ``moves()``, ``apply(move)``, ``undo(move, token)``,
``key()``, ``won()``, ``dead()``, ``to_move(move)`` and ``RESTART_BUDGET``. ``RulesTwin`` answers with the
rules themselves: ``Game.legal_moves``, ``Game.push`` and ``Game.pop`` on a copy of the caller's game,
so the Python search can make no move the rules do not (there is no second copy of the rules to drift
from them). What the rules do not say -- the key up to symmetry, the order to try moves in, the dead-end
tests and relaxations -- is the family's part (``rainbow_ends.py``, ``village_ends.py``, chosen by
``parts.py``), written once over ``Game.piles`` and ``Game.state``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ...rules import Game, Move


class RulesTwin:
    """A copy of the caller's game, searched by push and pop, with its family's parts (``ends``)."""

    def __init__(self, game: Game, make_ends: Callable[[Game], Any]) -> None:
        self.game = game.copy(history=False)
        self.ends = make_ends(self.game)
        self.RESTART_BUDGET: int = self.ends.RESTART_BUDGET
        self.last: Move | None = None  # the move that led to this position (None: the first position)

    def moves(self) -> list[Move]:
        game = self.game
        return self.ends.order(game, game.legal_moves())

    def apply(self, move: Move) -> Move | None:
        before = self.last
        self.game.push(move)
        self.last = move
        return before

    def undo(self, move: Move, token: Move | None) -> None:
        self.game.pop()
        self.last = token

    def key(self) -> tuple[Any, ...]:
        return self.ends.key(self.game)

    def won(self) -> bool:
        return self.game.is_won()

    def dead(self) -> bool:
        return self.ends.dead(self.game, self.last)

    def to_move(self, move: Move) -> Move:
        """The rules' move (the twin's moves are the rules' own), played on to the position after it."""
        self.apply(move)
        return move

    def explain_loss(self, result: Any) -> None:
        """The family's reason for a loss its first dead-end question proved, where it has one."""
        explain = getattr(self.ends, "explain_loss", None)
        if explain is not None:
            explain(result)


class PileMemo:
    """A pile's hash and rank counts, worked out once for each tuple of cards the rules put in a pile.

    The rules replace a pile's tuple whenever it changes and never change one in place, so a tuple met
    again (the search pops back to it, or another pile did not change) is answered from here. Entries
    are found by the tuple's identity and keep the tuple alive, so an identity is never taken for
    another tuple's; the memo is emptied when it grows past ``LIMIT``.
    """

    LIMIT = 200_000

    def __init__(self) -> None:
        self._entries: dict[int, tuple[tuple[Any, ...], int, list[int]]] = {}

    def entry(self, cards: tuple[Any, ...]) -> tuple[tuple[Any, ...], int, list[int]]:
        """(the cards, their hash, their counts by rank 0-13)."""
        found = self._entries.get(id(cards))
        if found is not None and found[0] is cards:
            return found
        ranks = [0] * 14
        for card in cards:
            ranks[card.rank] += 1
        if len(self._entries) >= self.LIMIT:
            self._entries.clear()
        found = self._entries[id(cards)] = (cards, hash(cards), ranks)
        return found

    def hash(self, cards: tuple[Any, ...]) -> int:
        return self.entry(cards)[1]

    def ranks(self, cards: tuple[Any, ...]) -> list[int]:
        return self.entry(cards)[2]
