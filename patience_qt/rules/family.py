"""What every family of games provides, and how a game is declared.

A family module writes its mechanics once, as a ``Rules`` subclass driven by a small parameter
record; each game is a ``GameInfo`` naming its parameters and options. A variant option is a
parameter the player may change, never a separate code path.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .game import Game
from .gestures import Answer, click_move, moves_of_card
from .moves import STOCK_KINDS, Move
from .reasons import Reason, reason

_SHOWN = reprlib.Repr()
_SHOWN.maxstring = _SHOWN.maxother = 40
_SHOWN.maxlevel = 2


def shown(value: object) -> str:
    """A value as a message quotes it: short, on one line, whatever it is (a string of a million
    characters, a list nested 100,000 deep, an int too long for ``str``) -- so that refusing bad input
    can never fail or flood the screen itself."""
    try:
        text = _SHOWN.repr(value)
    except Exception:  # a repr that itself fails (an int past Python's digit limit, a broken object)
        return f"a value of type {type(value).__name__}"
    return text if text.isprintable() else repr(text)[1:-1]


@dataclass(frozen=True)
class OptionSpec:
    """A variant the player can switch: its allowed values and a label in both languages."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    label_en: str
    label_ru: str

    def check(self, value: Any) -> Any:
        """The value if it is one of the choices and of the default's very type, else ValueError in one
        line. The type is compared exactly: ``True == 1`` and ``13.0 == 13`` in Python, yet a float or a
        bool reaching a family's rules where they count cards breaks them far from here."""
        if type(value) is not type(self.default) or value not in self.choices:
            if isinstance(self.default, bool):
                raise ValueError(f"option {self.name} takes true or false, not {shown(value)}")
            allowed = ", ".join(str(choice) for choice in self.choices)
            raise ValueError(f"option {self.name} takes one of {allowed}, not {shown(value)}")
        return value


@dataclass(frozen=True)
class GameInfo:
    """A game of the catalogue: ids and names, its family and options, and how to build its rules."""

    id: str
    name_en: str
    name_ru: str
    family: str
    options: dict[str, OptionSpec]
    make_rules: Callable[[dict[str, Any]], Rules] = field(repr=False, compare=False)
    # options once offered that turned out to change nothing: still read (saved games name them), dropped
    dropped_options: tuple[str, ...] = ()
    # the table's shape where a game is laid out unlike the rest of its family ("arc": Rainbow's arc,
    # "star", "dial": the clock face); "" the family's usual table. A name the table reads, as a
    # PySolFC game names its layout: the rules themselves never look at it
    table: str = ""

    def resolve_options(self, given: Mapping[str, Any] | None) -> dict[str, Any]:
        """The full option set: defaults overlaid with the given values, each checked.

        The one check of options: ``new_game``, ``game_from_json``, both command lines and the
        preferences all come through here, so anything wrong is the same ValueError in one line."""
        if given is None:
            given = {}
        if not isinstance(given, Mapping):
            raise ValueError(f"the options of {self.id} are names and values, not {shown(given)}")
        unknown = [name for name in given if name not in self.options and name not in self.dropped_options]
        if unknown:
            raise ValueError(f"{self.id} has no option {shown(unknown[0])}")
        return {name: spec.check(given.get(name, spec.default)) for name, spec in self.options.items()}

    @property
    def rules_en(self) -> str:
        from .texts import RULES_TEXT

        return RULES_TEXT.get(self.id, {}).get("en", "")

    @property
    def rules_ru(self) -> str:
        from .texts import RULES_TEXT

        return RULES_TEXT.get(self.id, {}).get("ru", "")

    def name(self, language: str = "en") -> str:
        return self.name_ru if language == "ru" else self.name_en


class Rules:
    """The mechanics of one family with one set of parameters; games call into it."""

    deck_size: int = 52

    def setup(self, game: Game, order: list[Card]) -> None:
        """Lay out the cards, dealt in ``order`` (first dealt first), and start the game."""
        raise NotImplementedError

    def legal_moves(self, game: Game) -> list[Move]:
        raise NotImplementedError

    def apply(self, game: Game, move: Move) -> None:
        """Carry out a move already known to be legal."""
        raise NotImplementedError

    def why_illegal(self, game: Game, move: Move) -> Reason:
        """Why this move is refused, as a reason a player's sentence is made from."""
        return reason("not_allowed")

    def is_won(self, game: Game) -> bool:
        raise NotImplementedError

    def over_reason(self, game: Game) -> Reason | None:
        """What ended a lost game, where the family can tell (None: no more than "no moves left");
        the no-choice games end by one event a player may not have seen."""
        return None

    def over_card(self, game: Game) -> tuple[str, int] | None:
        """Where the card lies whose move ended a lost game (pile id, index), for the table to mark it
        beside the band's words; None where no one card ended it."""
        return None

    def is_blocked(self, game: Game) -> bool:
        """No move can ever change the game again: none is legal, or (a family that has moves going
        round in a circle says so) every move only leads to more of the same."""
        return not game.legal_moves()

    def card_index(self, game: Game, move: Move) -> int:
        """Where in its source pile the moved card lies (the top, unless a family says otherwise)."""
        return len(game.pile(move.src).cards) - 1

    # -- what the table and the status bar ask ---------------------------------------------------
    # The answers are the family's: the layers above ask these questions of any game's rules instead
    # of testing which family or game it is.
    move_kind: str = "move"  # the kind of move a card dragged onto a place asks for
    forced: bool = False  # True: there is never a choice, the one legal move is the game (the clock family)
    counting_deal: bool = False  # the deal counts ranks round the piles and sets cards aside (Travellers)

    @property
    def place_words(self) -> Mapping[str, str]:
        """The kinds of place this family's table calls by another kind's word (Babette: its squared
        columns are piles), for ``places.place_name_in``; empty: every place by its own word."""
        return {}

    def redeals_left(self, game: Game) -> int | None:
        """Redeals still allowed in this deal, or None for a game that has none to speak of."""
        return None

    def stock_move(self, game: Game) -> Move | None:
        """The move a click on the stock asks for when the stock offers no legal one, so that the player
        hears the rules' reason (an empty stock, no redeal left); None: a click there says nothing."""
        return None

    def lifts(self, game: Game, pile_id: str, index: int) -> bool:
        """Whether a press on this card picks it up: a card with a legal move, and any face-up card off
        the stock, so that a drag the rules refuse gets their reason instead of nothing."""
        if index in game.movable_indices(pile_id):
            return True
        pile = game.pile(pile_id)
        return pile.kind != "stock" and 0 <= index < len(pile.cards) and pile.cards[index].face_up

    def why_pressed(self, game: Game, pile_id: str) -> Reason | None:
        """Why a press on this pile, on no card that lifts, moves nothing (None: nothing to say)."""
        return None

    # -- the table's gestures: the move each one means, or why there is none -------------------------
    # The table names places, the rules answer with one of their legal moves or a Reason (rules.gestures),
    # so a drop or a click is judged once, here. A family with moves of its own kind (Babette's
    # gathering) says so through ``pile_move`` and the answers it overrides.
    def pile_move(self, game: Game, pile_id: str) -> Move | None:
        """The legal move that takes this whole pile now (Babette: picked up for the redeal), or None."""
        return None

    def note(self, game: Game, move: Move) -> Reason | None:
        """What the table says once a move a gesture asked for is played (asked before it is played):
        how a phase it begins goes on. None: the move speaks for itself."""
        return None

    def drop_targets(self, game: Game, pile_id: str, index: int) -> list[str]:
        """The places the card at ``index`` of this pile may be dropped on now (lit during a drag)."""
        targets = {move.dst for move in moves_of_card(game, pile_id, index)}
        whole = self.pile_move(game, pile_id)
        if whole is not None:
            targets.add(whole.dst)
        return sorted(targets)

    def drop_move(self, game: Game, pile_id: str, index: int, target: str) -> Move | Reason:
        """A card (``index`` of ``pile_id``) dropped on ``target``: the legal move, else why not."""
        legal = [move for move in moves_of_card(game, pile_id, index) if move.dst == target]
        if legal:
            return legal[0]
        whole = self.pile_move(game, pile_id)
        if whole is not None and whole.dst == target:
            return whole
        cards = game.pile(pile_id).cards
        card = cards[index] if 0 <= index < len(cards) else None
        # the card's place goes with it: with two decks its twin may lie on top and have that move
        return self.why_illegal(game, Move(self.move_kind, pile_id, target, card, index))

    def drop_missed(self, game: Game, pile_id: str, index: int) -> Reason:
        """A card dropped on no place (the felt, or back on its own pile): where it could have gone --
        the one place that takes it, that there are several, or that it has nowhere to go now."""
        cards = game.pile(pile_id).cards
        card = cards[index] if 0 <= index < len(cards) else None
        targets = self.drop_targets(game, pile_id, index)
        if card is None or not targets:
            return reason("card_nowhere_to_go", card=card) if card is not None else reason("nowhere_to_go")
        if len(targets) == 1:
            home = game.pile(targets[0]).home if game.pile(targets[0]).kind == "pile" else None
            if home is not None:  # a clock pile, named by the rank its table writes beside it
                return reason("drop.one_clock_pile", card=card, rank=home)
            return reason("drop.one_place", card=card, pile=targets[0])
        return reason("drop.places", card=card, n=len(targets))

    def click_card(self, game: Game, pile_id: str, index: int, keys: bool = False) -> Move | Reason:
        """A click on a card that lifts (``keys``: the keyboard's Enter on the focused card): its best
        move (a foundation first), else that it has nowhere to go."""
        move = click_move(game, pile_id, index)
        if move is not None:
            return move
        if keys:
            return reason("nowhere_to_go")
        return reason("card_nowhere_to_go", card=game.pile(pile_id).cards[index])

    def click_pile(self, game: Game, pile_id: str) -> Answer:
        """A click on a pile, on no card that lifts: the stock's move, or what the family says of it."""
        if game.pile(pile_id).kind == "stock":
            return self.click_stock(game)
        return self.why_pressed(game, pile_id)

    def click_stock(self, game: Game) -> Answer:
        """A click on the stock: turn, deal or redeal, whatever it offers now; else the refusal of the
        move it stands for (an empty stock, no redeal left), or None where it stands for none."""
        legal = game.legal_moves()
        for move in legal:
            if move.src == "stock" and move.kind in STOCK_KINDS:
                return move
        for move in legal:
            if move.kind == "redeal":
                return move
        asked = self.stock_move(game)
        return self.why_illegal(game, asked) if asked is not None else None
