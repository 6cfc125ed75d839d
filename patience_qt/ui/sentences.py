"""The rules' sentences (why a move is refused …) in the program's language.

The rules module is pure Python and speaks English: ``IllegalMove("The 7♠ is not in reserve 2.")``. Its
sentences are built from a small set of templates, listed here as ``TEMPLATES`` (context ``Rules`` of
the translation files) with typed blanks:

* ``{card}`` a card (``7♠``), ``{pile}`` / ``{Pile}`` a place (``waste 2``), ``{n}`` / ``{m}`` a number;
* ``{suits}`` a suit's name (``spades``; also ``{X_gen}``, its genitive);
* ``{rank}`` a rank's name (``ace``, ``7``), ``{ranks}`` its plural (``sevens``), ``{a_rank}`` /
  ``{A_rank}`` the name with its article (``an ace``, ``A 7``).

``translate(text)`` finds every template in a text (also inside a longer message) and rewrites it with
the translated template. A translation may use each blank as it is, and a rank also in other forms
(their words are in the ``Ranks`` context): ``{X_cap}`` capitalised, ``{X_acc}`` accusative, ``{X_pl}``
plural, ``{X_gen}`` genitive plural. Text that matches no template stays as it is; English is never
touched.
"""

from __future__ import annotations

import re
from functools import lru_cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from . import i18n

RANK_NAMES = ("ace", "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king")
RANK_PLURALS = ("aces", "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens",
                "jacks", "queens", "kings")
SUIT_WORDS = ("spades", "hearts", "diamonds", "clubs")
PILE_WORDS = {
    "stock": "stock", "hand": "hand", "reserve": "reserve", "waste": "waste pile", "foundation": "foundation",
    "column": "column", "pile": "pile", "discard": "discard pile", "travellers": "travellers",
}

TEMPLATES = (
    # the Clock family
    QT_TRANSLATE_NOOP("Rules", "The game is over: no card is left to turn."),
    QT_TRANSLATE_NOOP("Rules", "Only the turned {card} can move now."),
    QT_TRANSLATE_NOOP("Rules", "Only the turned card can move now."),
    QT_TRANSLATE_NOOP("Rules", "A king is set aside, not put under a pile."),
    QT_TRANSLATE_NOOP("Rules", "A {rank} can only go under the {ranks}' pile."),
    QT_TRANSLATE_NOOP("Rules", "The {card} turned up in its own pile, which ends the game."),
    QT_TRANSLATE_NOOP("Rules", "The reserve is used up, and cards are still face down."),
    QT_TRANSLATE_NOOP("Rules", "The travellers are all used up, and cards are still face down."),
    QT_TRANSLATE_NOOP("Rules", "The chain came to a pile with no card left to turn, which ends the game."),
    # the Rainbow family
    QT_TRANSLATE_NOOP("Rules", "That move is allowed."),
    QT_TRANSLATE_NOOP("Rules", "In this game you turn the stock and move single cards; nothing else."),
    QT_TRANSLATE_NOOP("Rules", "There is no such place on the table."),
    QT_TRANSLATE_NOOP("Rules", "Cards on a foundation never move again."),
    QT_TRANSLATE_NOOP("Rules", "Turn the stock first: its card comes into your hand."),
    QT_TRANSLATE_NOOP("Rules", "There is no card on {pile} to move."),
    QT_TRANSLATE_NOOP("Rules", "The {card} is not in your hand; only {card2} can move."),
    QT_TRANSLATE_NOOP("Rules", "The {card} is not the top of {pile}; only {card2} can move."),
    QT_TRANSLATE_NOOP("Rules", "Cards never move from one waste pile to another."),
    QT_TRANSLATE_NOOP("Rules", "Nothing moves from the reserve to a waste pile."),
    QT_TRANSLATE_NOOP("Rules", "Only the stock's next card comes into the hand: turn the stock."),
    QT_TRANSLATE_NOOP("Rules", "Nothing goes back to the stock."),
    QT_TRANSLATE_NOOP("Rules", "That move is not allowed."),
    QT_TRANSLATE_NOOP("Rules", "Place the card in your hand before turning the next one."),
    QT_TRANSLATE_NOOP("Rules", "The stock is empty: gather the waste piles for a redeal."),
    QT_TRANSLATE_NOOP("Rules", "The stock is empty."),
    QT_TRANSLATE_NOOP("Rules", "Turn the stock's top card into the hand."),
    QT_TRANSLATE_NOOP("Rules", "This game has no redeal: the stock is gone through once."),
    QT_TRANSLATE_NOOP("Rules", "A redeal comes only when the stock is used up and the hand is empty."),
    QT_TRANSLATE_NOOP("Rules", "No redeal is left: all {n} have been used."),
    QT_TRANSLATE_NOOP("Rules", "There are no waste cards to gather for a redeal."),
    QT_TRANSLATE_NOOP("Rules", "A reserve card can only go to a foundation."),
    QT_TRANSLATE_NOOP("Rules", "The {card} is not in {pile}."),
    QT_TRANSLATE_NOOP("Rules", "Only the outer card of {pile} is available."),
    QT_TRANSLATE_NOOP("Rules", "Only one ace may be taken from inside the reserve, and it has been taken."),
    QT_TRANSLATE_NOOP("Rules", "An ace taken from inside the reserve can only start a foundation."),
    QT_TRANSLATE_NOOP("Rules", "That foundation is complete: it holds {n} cards."),
    QT_TRANSLATE_NOOP("Rules", "{A_rank} cannot start a foundation: only {ranks} can."),
    QT_TRANSLATE_NOOP("Rules", "Nothing goes on {a_rank} on a foundation."),
    QT_TRANSLATE_NOOP("Rules", "{A_rank} cannot go on that foundation: it needs {a_rank2}."),
    QT_TRANSLATE_NOOP("Rules", "Only the hand card or a waste pile's top card can extend the reserve."),
    QT_TRANSLATE_NOOP("Rules", "An empty reserve takes no cards."),
    QT_TRANSLATE_NOOP("Rules", "Nothing can go on {a_rank} in the reserve."),
    QT_TRANSLATE_NOOP("Rules", "{A_rank} cannot go on the reserve's {rank}: it needs {a_rank2}."),
    QT_TRANSLATE_NOOP(
        "Rules", "{Pile} would then hold {n} cards more than the smallest waste pile; keep them within {m}."),
    QT_TRANSLATE_NOOP("Rules", "Only the hand card can go on a waste pile."),
    # the Village family
    QT_TRANSLATE_NOOP("Rules", "The game is won: every card is on the foundations."),
    QT_TRANSLATE_NOOP("Rules", "Finish gathering the piles for the redeal first: pick up the next pile."),
    QT_TRANSLATE_NOOP("Rules", "That kind of move is not part of this game."),
    QT_TRANSLATE_NOOP("Rules", "Click the stock to deal the next row."),
    QT_TRANSLATE_NOOP("Rules", "The stock is empty: redeal to deal the columns again."),
    QT_TRANSLATE_NOOP("Rules", "The stock is empty: gather the piles to deal them again."),
    QT_TRANSLATE_NOOP("Rules", "The stock is empty and there is no redeal left."),
    QT_TRANSLATE_NOOP("Rules", "This game has no redeal: the deck is dealt only once."),
    QT_TRANSLATE_NOOP("Rules", "Redeal by gathering the piles one by one, in the order you choose."),
    QT_TRANSLATE_NOOP("Rules", "The one redeal has already been used."),
    QT_TRANSLATE_NOOP("Rules", "The redeal comes only when the stock is empty."),
    QT_TRANSLATE_NOOP("Rules", "There are no cards left in the columns to redeal."),
    QT_TRANSLATE_NOOP("Rules", "Only in Babette are the piles gathered one by one."),
    QT_TRANSLATE_NOOP("Rules", "The piles are gathered only when the stock is empty."),
    QT_TRANSLATE_NOOP("Rules", "Gather a pile by picking it up into the stock."),
    QT_TRANSLATE_NOOP("Rules", "Cards on the foundations never move again."),
    QT_TRANSLATE_NOOP("Rules", "Only the bottom card of a column can be moved."),
    QT_TRANSLATE_NOOP("Rules", "Only the top card of a pile can be moved."),
    QT_TRANSLATE_NOOP("Rules", "Only the bottom card of column {n}, the {card}, can be moved."),
    QT_TRANSLATE_NOOP("Rules", "Only the top card of pile {n}, the {card}, can be moved."),
    QT_TRANSLATE_NOOP("Rules", "The {card} can go only to a foundation or onto another column."),
    QT_TRANSLATE_NOOP("Rules", "The {card} can go only to a foundation or onto another pile."),
    QT_TRANSLATE_NOOP("Rules", "The {card} is already on column {n}."),
    QT_TRANSLATE_NOOP("Rules", "The {card} is already on pile {n}."),
    QT_TRANSLATE_NOOP("Rules", "An empty column takes no card."),
    QT_TRANSLATE_NOOP("Rules", "An empty pile takes no card."),
    QT_TRANSLATE_NOOP("Rules", "The {card} can only go on the {card2} or the {card3}."),
    QT_TRANSLATE_NOOP("Rules", "The {card} can only go on the {card2}."),
    # the hints of the clock family and the end of a lost game (play.hints)
    QT_TRANSLATE_NOOP("Rules", "No moves left."),
    QT_TRANSLATE_NOOP("Rules", "Make the next step."),
    QT_TRANSLATE_NOOP("Rules", "The {card} is set aside."),
    QT_TRANSLATE_NOOP("Rules", "The {card} goes under the {ranks}' pile."),
    QT_TRANSLATE_NOOP("Rules", "No useful move left."),
    # the hints of the Rainbow and Village families (play.hints): clauses, so any combination translates
    QT_TRANSLATE_NOOP("Rules", "No useful move — turn the stock."),
    QT_TRANSLATE_NOOP("Rules", "No useful move — gather the waste piles for a redeal."),
    QT_TRANSLATE_NOOP("Rules", "No useful move — deal the next row."),
    QT_TRANSLATE_NOOP("Rules", "No useful move — redeal the columns."),
    QT_TRANSLATE_NOOP("Rules", "Turn the stock."),
    QT_TRANSLATE_NOOP("Rules", "Gather the waste piles for a redeal."),
    QT_TRANSLATE_NOOP("Rules", "Deal the next row."),
    QT_TRANSLATE_NOOP("Rules", "Redeal the columns."),
    QT_TRANSLATE_NOOP("Rules", "Gather column {n} for the redeal."),
    QT_TRANSLATE_NOOP("Rules", "Gather pile {n} for the redeal."),
    QT_TRANSLATE_NOOP("Rules", "Take the {card} from inside the reserve to start a foundation"),
    QT_TRANSLATE_NOOP("Rules", "Start a foundation with the {card}"),
    QT_TRANSLATE_NOOP("Rules", "Put the {card} on the reserve"),
    QT_TRANSLATE_NOOP("Rules", "Put the {card} on {pile}, an empty waste pile"),
    QT_TRANSLATE_NOOP("Rules", "Put the {card} on {pile}: the {card2} there is wanted after it"),
    QT_TRANSLATE_NOOP("Rules", "Put the {card} on {pile}: covering the {card2} costs least"),
    QT_TRANSLATE_NOOP("Rules", "Put the {card} on {pile}"),
    QT_TRANSLATE_NOOP("Rules", "Move the {card} to {pile}"),
    QT_TRANSLATE_NOOP("Rules", "Move the {card} onto the {card2}"),
    QT_TRANSLATE_NOOP("Rules", "Start the ace foundation of {suits} with the {card}"),
    QT_TRANSLATE_NOOP("Rules", "Start the king foundation of {suits} with the {card}"),
    QT_TRANSLATE_NOOP("Rules", "Put the {card} on the ace foundation of {suits}"),
    QT_TRANSLATE_NOOP("Rules", "Put the {card} on the king foundation of {suits}"),
    QT_TRANSLATE_NOOP("Rules", ": it keeps the waste piles free"),
    QT_TRANSLATE_NOOP("Rules", ": a new card takes its place"),
    QT_TRANSLATE_NOOP("Rules", ": it frees {pile}"),
    QT_TRANSLATE_NOOP("Rules", ": it clears the {pile}"),
    QT_TRANSLATE_NOOP("Rules", ": it turns up the next {pile} card"),
    QT_TRANSLATE_NOOP("Rules", ": it uncovers the {card}"),
    QT_TRANSLATE_NOOP("Rules", ", and a card can then go to a foundation"),
    QT_TRANSLATE_NOOP("Rules", ", and {n} cards can then go to the foundations"),
    # more of the Village family
    QT_TRANSLATE_NOOP("Rules", "{Pile} is empty: there is nothing to gather."),
    QT_TRANSLATE_NOOP("Rules", "{Pile} is empty."),
    QT_TRANSLATE_NOOP("Rules", "Cards are not built on one another while the stock has cards: "
                               "the {card} can go only to a foundation now."),
    QT_TRANSLATE_NOOP("Rules", "The ace foundation of {suits} takes only {suits2}."),
    QT_TRANSLATE_NOOP("Rules", "The king foundation of {suits} takes only {suits2}."),
    QT_TRANSLATE_NOOP("Rules", "The ace foundation of {suits} starts with an ace."),
    QT_TRANSLATE_NOOP("Rules", "The king foundation of {suits} starts with a king."),
    QT_TRANSLATE_NOOP("Rules", "The ace foundation of {suits} is complete."),
    QT_TRANSLATE_NOOP("Rules", "The king foundation of {suits} is complete."),
    QT_TRANSLATE_NOOP("Rules", "The ace foundation of {suits} takes the {card} next, not the {card2}."),
    QT_TRANSLATE_NOOP("Rules", "The king foundation of {suits} takes the {card} next, not the {card2}."),
)

_RANK = "|".join(sorted(RANK_NAMES, key=len, reverse=True))
_PILE = "|".join(PILE_WORDS)
BLANKS = {
    "card": r"(?:10|[2-9AJQK])[♠♥♦♣]",
    "pile": rf"(?:the )?(?:{_PILE})(?: \d+)?",
    "Pile": rf"(?:{'|'.join(word.capitalize() for word in PILE_WORDS)})(?: \d+)?",
    "rank": rf"(?:{_RANK})",
    "ranks": rf"(?:{'|'.join(RANK_PLURALS)})",
    "a_rank": rf"an? (?:{_RANK})",
    "A_rank": rf"An? (?:{_RANK})",
    "suits": rf"(?:{'|'.join(SUIT_WORDS)})",
    "n": r"\d+",
    "m": r"\d+",
}
_BLANK = re.compile(r"\{([A-Za-z_]+?)(\d*)\}")


def _regex(template: str) -> re.Pattern[str]:
    parts = []
    position = 0
    for match in _BLANK.finditer(template):
        parts.append(re.escape(template[position:match.start()]))
        kind, number = match.group(1), match.group(2)
        parts.append(f"(?P<{kind}{number}>{BLANKS[kind]})")
        position = match.end()
    parts.append(re.escape(template[position:]))
    return re.compile("".join(parts))


@lru_cache(maxsize=1)
def _patterns() -> list[tuple[str, re.Pattern[str]]]:
    """The templates with their patterns, the longest first (so a short one never eats a longer one)."""
    return [(template, _regex(template)) for template in sorted(TEMPLATES, key=len, reverse=True)]


def _rank_words(index: int, name: str) -> dict[str, str]:
    singular = QCoreApplication.translate("Ranks", RANK_NAMES[index])
    return {
        name: singular,
        f"{name}_cap": singular[:1].upper() + singular[1:],
        f"{name}_acc": QCoreApplication.translate("Ranks", RANK_NAMES[index], "accusative"),
        f"{name}_pl": QCoreApplication.translate("Ranks", RANK_PLURALS[index]),
        f"{name}_gen": QCoreApplication.translate("Ranks", RANK_PLURALS[index], "genitive plural"),
    }


def _pile_words(text: str) -> str:
    stem, _, number = text.lower().removeprefix("the ").partition(" ")
    word = QCoreApplication.translate("Piles", PILE_WORDS.get(stem, stem))
    return f"{word} {number}" if number else word


def _values(match: re.Match[str]) -> dict[str, str]:
    values: dict[str, str] = {}
    for name, text in match.groupdict().items():
        kind = name.rstrip("0123456789")
        if kind in ("pile", "Pile"):
            values[name] = _pile_words(text)
        elif kind in ("rank", "a_rank", "A_rank"):
            bare = text.split(" ", 1)[1] if kind != "rank" else text
            values.update(_rank_words(RANK_NAMES.index(bare), name))
        elif kind == "ranks":
            values.update(_rank_words(RANK_PLURALS.index(text), name))
        elif kind == "suits":
            values[name] = QCoreApplication.translate("Suits", SUIT_WORDS[SUIT_WORDS.index(text)])
            values[f"{name}_gen"] = QCoreApplication.translate("Suits", SUIT_WORDS[SUIT_WORDS.index(text)],
                                                               "genitive")
        else:
            values[name] = text
    return values


def translate(text: str) -> str:
    """``text`` with every rules sentence in it in the program's language (English: unchanged)."""
    if i18n.language() == "en" or not text:
        return text
    for template, pattern in _patterns():
        if not pattern.search(text):
            continue
        translated = QCoreApplication.translate("Rules", template)
        if translated == template:
            continue

        def rewrite(match: re.Match[str], translated: str = translated) -> str:
            try:
                return translated.format(**_values(match))
            except (KeyError, IndexError, ValueError):
                return match.group(0)

        text = pattern.sub(rewrite, text)
    return text
