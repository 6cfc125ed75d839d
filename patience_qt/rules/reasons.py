"""Reasons as data: why a move is refused, why a hint is worth taking, what ended a game.

The rules and play layers never build sentences. They hand out a ``Reason``: a code naming the
sentence and its arguments (cards, pile ids, ranks, suits, counts), as python-chess hands out
``Outcome(Termination, winner)``. The sentences live in one table of templates keyed by code
(``reason_text.ENGLISH``); the headless commands read ``str(reason)`` (the English sentence), the
window formats the same template as translated by Qt Linguist (``patience_qt.ui.text.reason_sentences``). So a
program that speaks Russian never has to read English back, and no code tests a sentence's wording:
it compares codes.

Arguments are named by what they are, a digit telling two of a kind apart (``card``, ``card2``):

* ``card…`` a ``Card``; ``pile…`` a pile id (``waste2``, ``reserve``); ``rank…`` a rank 1…13;
* ``suit…`` a suit letter (``S H D C``); ``n``, ``m`` a count.

A hint's reason may be a phrase with clauses after it ("Put the 8♠ on waste pile 2" + ": it frees waste
pile 1" + ", and a card can then go to a foundation"): ``clauses`` holds them, each a ``Reason`` of its
own, so each part is translated on its own and any combination reads right.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from . import reason_text

if TYPE_CHECKING:
    from .cards import Card

ARG_KINDS = ("card", "pile", "rank", "suit", "n", "m")  # what an argument's name (less its digits) says it is


def arg_kind(name: str) -> str:
    """``card2`` -> ``card``: what an argument is, from its name."""
    return name.rstrip("0123456789")


@dataclass(frozen=True)
class Reason:
    """A sentence for the player as data: its code, its arguments, and (a hint) its clauses.

    Hashable and comparable, so tests and callers compare reasons, never their wording. Build one with
    ``reason(code, **args)``; ``str()`` is the English sentence.
    """

    code: str
    items: tuple[tuple[str, Card | str | int], ...] = ()
    clauses: tuple[Reason, ...] = ()

    def __post_init__(self) -> None:
        if self.code not in reason_text.ENGLISH:
            raise ValueError(f"no sentence for the reason code {self.code!r}")
        given = {name for name, _value in self.items}
        if given != reason_text.arguments_of(self.code):
            wanted = ", ".join(sorted(reason_text.arguments_of(self.code))) or "none"
            raise ValueError(f"the reason {self.code!r} takes the arguments {wanted}, not {sorted(given)}")

    @property
    def args(self) -> dict[str, Card | str | int]:
        """The arguments by name."""
        return dict(self.items)

    def then(self, *clauses: Reason | None) -> Reason:
        """This reason with more clauses after it (None: no clause)."""
        more = tuple(clause for clause in clauses if clause is not None)
        if not more:
            return self
        return Reason(self.code, self.items, self.clauses + more)

    def __str__(self) -> str:
        return reason_text.english(self)


def reason(code: str, **args: Card | str | int) -> Reason:
    """``reason("rainbow.not_in_pile", card=seven, pile="reserve2")``."""
    return Reason(code, tuple(sorted(args.items())))
