"""What every family of games provides, and how a game is declared.

A family module writes its mechanics once, as a ``Rules`` subclass driven by a small parameter
record; each game is a ``GameInfo`` naming its parameters and options. A variant option is a
parameter the player may change, never a separate code path.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .game import Game
from .moves import Move
from .reasons import Reason, reason


@dataclass(frozen=True)
class OptionSpec:
    """A variant the player can switch: its allowed values and a label in both languages."""

    name: str
    default: Any
    choices: tuple[Any, ...]
    label_en: str
    label_ru: str

    def check(self, value: Any) -> Any:
        if isinstance(self.default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"option {self.name} takes true or false, not {value!r}")
        elif isinstance(value, bool) or value not in self.choices:
            allowed = ", ".join(str(choice) for choice in self.choices)
            raise ValueError(f"option {self.name} takes one of {allowed}, not {value!r}")
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

    def resolve_options(self, given: dict[str, Any] | None) -> dict[str, Any]:
        """The full option set: defaults overlaid with the given values, each checked."""
        given = {name: value for name, value in (given or {}).items() if name not in self.dropped_options}
        unknown = sorted(set(given) - set(self.options))
        if unknown:
            raise ValueError(f"{self.id} has no option {unknown[0]!r}")
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

    def is_blocked(self, game: Game) -> bool:
        """No move can ever change the game again: none is legal, or (a family that has moves going
        round in a circle says so) every move only leads to more of the same."""
        return not game.legal_moves()

    def card_index(self, game: Game, move: Move) -> int:
        """Where in its source pile the moved card lies (the top, unless a family says otherwise)."""
        return len(game.pile(move.src).cards) - 1
