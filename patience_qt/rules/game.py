"""The game: piles, family state, and moves pushed and popped like a stack.

Every change of a pile goes through ``set_cards``, which journals the pile's old tuple during a
push; ``pop`` puts the journalled tuples and the old family state back. So undo is exact for every
game without any game writing its own undo. ``pop`` also gives back the legal moves ``push`` worked
out for that position, so a search that tries many moves from one position (the hints' look-ahead)
has the rules work them out once.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from typing import Any, Protocol

from .cards import RANK_TEXT, SUITS, Card
from .moves import CARD_KINDS, MOVE_KINDS, IllegalMove, Move
from .piles import Pile
from .reasons import Reason, reason

SAVE_FORMAT = "patience-qt-game"
SAVE_VERSION = 1

StateValue = int | str | bool | None

# who rebuilds a saved game: only the catalogue (``catalog.game_from_json``, above this module) can deal
# one again, so it hands its reader in here as it is loaded, and ``Game.from_json`` (the headless
# contract's name, DESIGN.md) keeps working without this module importing the families
_saved_game_reader: Callable[[str | bytes | dict[str, Any]], Game] | None = None


def read_saved_games_with(reader: Callable[[str | bytes | dict[str, Any]], Game]) -> None:
    """Called once by the catalogue: the reader ``Game.from_json`` hands its data to."""
    global _saved_game_reader
    _saved_game_reader = reader


class GameRules(Protocol):
    """What a game asks of its rules as it is played: the family's ``family.Rules`` answers all of it.

    The game owns this, the lowest module of the two, so that it needs nothing of the families above it
    (they build games; a game only calls back into the rules it was given)."""

    def legal_moves(self, game: Game) -> list[Move]: ...

    def apply(self, game: Game, move: Move) -> None: ...

    def why_illegal(self, game: Game, move: Move) -> Reason: ...

    def is_won(self, game: Game) -> bool: ...

    def is_blocked(self, game: Game) -> bool: ...

    def card_index(self, game: Game, move: Move) -> int: ...


def _well_formed(move: object) -> bool:
    """A Move whose every part is of its exact type, so that comparing it with the legal moves means
    what it says (a plain tuple equals a Move, and a str subclass may equal anything) and the family's
    ``why_illegal`` and ``apply`` can read its fields."""
    return (isinstance(move, Move) and type(move.kind) is str and move.kind in MOVE_KINDS
            and type(move.src) is str and type(move.dst) is str
            and (move.card is None or type(move.card) is Card and type(move.card.rank) is int
                 and move.card.rank in RANK_TEXT and type(move.card.suit) is str and move.card.suit in SUITS))


class Game:
    """A game in progress; see docs/architecture.md for the headless contract."""

    def __init__(
        self,
        rules: GameRules,
        game_id: str,
        options: dict[str, Any],
        seed: int,
        order: list[Card] | None,
    ) -> None:
        self.rules = rules
        self.id = game_id
        self.options = dict(options)
        self.seed = seed
        self.order = None if order is None else [card.turned(False) for card in order]
        self.piles: dict[str, Pile] = {}
        self.state: dict[str, StateValue] = {}
        self.moves: list[Move] = []
        # per move: the journalled piles, the family state and the legal moves before it
        self._undo: list[tuple[dict[str, tuple[Card, ...]], dict[str, StateValue], list[Move]]] = []
        self._journal: dict[str, tuple[Card, ...]] | None = None
        self._legal: list[Move] | None = None  # legal moves of the current position, until it changes

    def copy(self, history: bool = True) -> Game:
        """A game of its own at the same position: pushing or popping on either never touches the other.

        The rules object is shared (it holds no position); piles, state and history are copied.
        ``history=False`` starts the copy's history at this position (no moves, nothing to pop): the
        solver's copies, whose searches must not depend on how the position was reached.
        """
        twin = Game(self.rules, self.id, self.options, self.seed, None)
        twin.order = None if self.order is None else list(self.order)
        twin.piles = {
            pile_id: Pile(pile.id, pile.kind, pile.cards, pile.home, pile.suit, pile.base)
            for pile_id, pile in self.piles.items()
        }
        twin.state = dict(self.state)
        if history:
            twin.moves = list(self.moves)
            twin._undo = [(dict(journal), dict(state), legal) for journal, state, legal in self._undo]
        twin._legal = self._legal  # never changed in place: replaced when the position changes
        return twin

    # -- building blocks the family rules use ------------------------------------------------
    def add_pile(self, pile: Pile) -> Pile:
        self.piles[pile.id] = pile
        return pile

    def pile(self, pile_id: str) -> Pile:
        try:
            return self.piles[pile_id]
        except KeyError:
            raise KeyError(f"{self.id} has no pile {pile_id!r}") from None

    def set_cards(self, pile_id: str, cards: Iterable[Card]) -> None:
        """Replace a pile's cards, remembering the old ones for ``pop``."""
        pile = self.piles[pile_id]
        if self._journal is not None and pile_id not in self._journal:
            self._journal[pile_id] = pile.cards
        pile.cards = tuple(cards)
        self._legal = None

    def all_cards(self) -> list[Card]:
        return [card for pile in self.piles.values() for card in pile.cards]

    # -- the contract ------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        """The moves allowed now (a fresh list; the position's moves are worked out once)."""
        if self._legal is None:
            self._legal = self._find_legal()
        return list(self._legal)

    def is_legal(self, move: object) -> bool:
        """Would ``push`` take it: a Move, well formed, one of the legal moves now."""
        return _well_formed(move) and move in self.legal_moves()

    def push(self, move: Move) -> None:
        """Play a move; anything that is not one of ``legal_moves()`` -- an illegal move, a tuple, a
        Move holding a card's text instead of a Card -- raises IllegalMove and changes nothing."""
        if not _well_formed(move):
            raise IllegalMove(reason("not_a_move"))
        if self._legal is None:
            self._legal = self._find_legal()
        legal = self._legal
        found = next((candidate for candidate in legal if candidate == move), None)
        if found is None:
            raise IllegalMove(self.rules.why_illegal(self, move))
        move = found  # the rules' own Move: its card the one lying on the table
        state_before = dict(self.state)
        self._journal = {}
        try:
            self.rules.apply(self, move)
        except BaseException:
            self._restore(self._journal, state_before)
            raise
        finally:
            journal, self._journal = self._journal, None
        self._undo.append((journal, state_before, legal))
        self.moves.append(move)
        self._legal = None

    def pop(self) -> Move:
        """Undo the last move and return it (the position's legal moves come back with it)."""
        if not self.moves:
            raise IndexError("no move to undo")
        journal, state_before, legal = self._undo.pop()
        self._restore(journal, state_before)
        self._legal = legal
        return self.moves.pop()

    def _restore(self, journal: dict[str, tuple[Card, ...]] | None, state: dict[str, StateValue]) -> None:
        for pile_id, cards in (journal or {}).items():
            self.piles[pile_id].cards = cards
        self.state = state
        self._legal = None

    def is_won(self) -> bool:
        return self.rules.is_won(self)

    def is_lost(self) -> bool:
        return not self.rules.is_won(self) and self.rules.is_blocked(self)

    def is_over(self) -> bool:
        return self.is_won() or self.rules.is_blocked(self)

    # -- what a table or a player asks -------------------------------------------------------
    def movable_indices(self, pile_id: str) -> list[int]:
        """Indices (bottom = 0) of the cards in this pile that some legal move takes now."""
        pile = self.piles[pile_id]
        indices = {move.card_index for move in self.legal_moves()
                   if move.src == pile_id and move.card_index is not None and move.kind in CARD_KINDS}
        return sorted(index for index in indices if 0 <= index < len(pile.cards))

    def _find_legal(self) -> list[Move]:
        """The rules' legal moves, each knowing where its card lies in its source pile. (Built with the
        constructor, not ``_replace``: this runs at every position the hints' look-ahead visits.)"""
        index_of = self.rules.card_index
        return [Move(move.kind, move.src, move.dst, move.card, index_of(self, move)) if move.card is not None
                else move for move in self.rules.legal_moves(self)]

    def snapshot(self) -> tuple[Any, ...]:
        """Everything that defines the position, comparable with ``==`` (face-up flags included)."""
        piles = tuple(
            (pile_id, tuple((card.rank, card.suit, card.face_up) for card in pile.cards))
            for pile_id, pile in self.piles.items()
        )
        return piles, tuple(sorted(self.state.items(), key=lambda item: item[0]))

    # -- saving ------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": SAVE_FORMAT,
            "version": SAVE_VERSION,
            "game": self.id,
            "options": dict(self.options),
            "seed": self.seed,
            "order": None if self.order is None else [str(card) for card in self.order],
            "moves": [move.to_list() for move in self.moves],
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_json(cls, data: str | bytes | dict[str, Any]) -> Game:
        """Rebuild a game from ``to_json`` (the headless contract); ValueError in one sentence for
        anything malformed. The catalogue's ``game_from_json`` does it, as only it can deal a game."""
        if _saved_game_reader is None:  # the rules package always loads the catalogue first
            raise RuntimeError("the catalogue of games is not loaded")
        return _saved_game_reader(data)

    def __repr__(self) -> str:
        return f"<Game {self.id} #{self.seed} after {len(self.moves)} moves>"
