"""The rules' reasons (why a move is refused, a hint, what ended a game) in the program's language.

A ``Reason`` is a code and its arguments (``rules/reasons.py``); its template is
``rules.reason_text.ENGLISH[code]``, which is also the source text of its translation (context
``Rules``). ``sentence(reason)`` asks Qt Linguist for the template's translation and fills its blanks
with the words of the program's language. A translation may use each blank as it is, and a rank also
in other forms (their words are in the ``Ranks`` context): ``{X_cap}`` capitalised, ``{X_acc}``
accusative, ``{X_pl}`` plural, ``{X_gen}`` genitive plural; a suit ``{X_gen}``, its genitive. In the
English program (or where a template has no translation) it is the English sentence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ...rules.moves import IllegalMove
from ...rules.places import PLACE_WORDS, place_parts
from ...rules.reason_text import ENGLISH, SUIT_WORDS, compose, english_blanks
from ...rules.reason_text import counted as english_counted
from ...rules.reasons import Reason, arg_kind
from . import i18n
from .card_names import card_name

if TYPE_CHECKING:  # pragma: no cover
    from ...rules import Game

RANK_NAMES = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
RANK_PLURALS = ("aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
                "jacks", "queens", "kings")
CLOCK_PILE = QT_TRANSLATE_NOOP("Piles", "the {ranks}' pile")  # a clock pile, named by its rank


def _rank_words(rank: int, blank: str) -> dict[str, str]:
    index = rank - 1
    singular = QCoreApplication.translate("Ranks", RANK_NAMES[index])
    return {
        blank: singular,
        f"{blank}_cap": singular[:1].upper() + singular[1:],
        f"{blank}_acc": QCoreApplication.translate("Ranks", RANK_NAMES[index], "accusative"),
        f"{blank}_pl": QCoreApplication.translate("Ranks", RANK_PLURALS[index]),
        f"{blank}_gen": QCoreApplication.translate("Ranks", RANK_PLURALS[index], "genitive plural"),
    }


def pile_words(pile_id: str, game: Game | None = None) -> str:
    """A place's one name in the program's language: ``waste2`` -> "waste pile 2" (``rules.places``
    keeps the words and the numbering, from 1 as the table counts). With the game, as its table shows
    the place: a clock pile by its rank ("the fives' pile"), Babette's squared columns as piles."""
    stem, number = place_parts(pile_id)
    pile = game.piles.get(pile_id) if game is not None else None
    if pile is not None and pile.kind == "pile":  # the clock family's: named as labelled beside it
        if pile.home is None:
            return QCoreApplication.translate("Piles", PLACE_WORDS["reserve"])
        words = _rank_words(pile.home, "ranks")
        words["ranks"] = words["ranks_pl"]  # "the fives' pile"; a translation may take another form
        return QCoreApplication.translate("Piles", CLOCK_PILE).format(**words)
    if game is not None:
        stem = game.rules.place_words.get(stem, stem)
    word = QCoreApplication.translate("Piles", PLACE_WORDS.get(stem, stem))
    return f"{word} {number}" if number else word


def local_blanks(args: dict) -> dict[str, str]:
    """The values of every blank a translated template may use for these arguments."""
    values: dict[str, str] = {}
    for name, value in args.items():
        kind = arg_kind(name)
        number = name[len(kind):]
        if kind == "card":
            values[name] = card_name(value)  # as the table's faces show it (В♠ with Russian indices)
        elif kind == "pile":
            words = pile_words(value)
            values.update({name: words, f"Pile{number}": words, f"pile{number}_name": words})
        elif kind == "rank":
            for blank in (name, f"ranks{number}", f"a_{name}", f"A_{name}"):
                values.update(_rank_words(value, blank))
        elif kind == "suit":
            values[f"suits{number}"] = QCoreApplication.translate("Suits", SUIT_WORDS[value])
            values[f"suits{number}_gen"] = QCoreApplication.translate("Suits", SUIT_WORDS[value], "genitive")
        else:
            values[name] = str(value)
    return values


def _part(reason: Reason) -> str:
    template = ENGLISH[reason.code]
    counted = "%n" in template  # its words follow a count: the translation's plural form for it
    n = int(dict(reason.args).get("n", 0)) if counted else -1
    translated = QCoreApplication.translate("Rules", template, None, n)
    if translated != template.replace("%n", str(n)):
        try:
            return translated.format(**local_blanks(reason.args))
        except (KeyError, IndexError, ValueError):
            pass  # a translation with a blank this reason lacks: the English part rather than nothing
    return english_counted(reason).format(**english_blanks(reason.args))


def sentence(reason: Reason) -> str:
    """The reason's sentence in the program's language."""
    if i18n.language() == "en":
        return str(reason)  # a counted template's English too (rules.reason_text.counted)
    return compose(reason, _part)


def refusal(error: IllegalMove) -> str:
    """Why the rules refused a move, in the program's language."""
    return sentence(error.reason) if error.reason is not None else str(error)
