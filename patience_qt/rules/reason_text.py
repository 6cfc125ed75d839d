"""The one table of the rules' sentences: an English template for every reason code, and its English.

``ENGLISH[code]`` is the template of a ``Reason`` (``reasons.py``). The same templates are the source
texts of the translation files (context ``Rules``): the window asks Qt Linguist for a template's
translation and fills its blanks with the words of the program's language (``patience_qt.ui.
reason_text``); the headless commands call ``english(reason)`` (or ``str(reason)``), without Qt.

Blanks are named after the reason's arguments (see ``reasons.py``), in a form a sentence needs:

* ``card`` ``{card}`` -> ``7♠``;   ``n`` ``{n}`` -> ``3``, or ``%n`` in a template whose words follow the
  count (one card, three cards): the translations give its plural forms, English its one-card sentence in
  ``SINGULAR``;
* ``pile`` ``{pile}`` -> ``the reserve`` / ``waste pile 2`` (a numbered pile takes no article),
  ``{Pile}`` -> ``Waste pile 2`` (starting a sentence), ``{pile_name}`` -> ``reserve`` (after "the");
  every place is named by ``places.place_name``, the one name the window's menus use too;
* ``rank`` ``{rank}`` -> ``7`` / ``ace``, ``{ranks}`` -> ``sevens``, ``{a_rank}`` -> ``a 7`` / ``an ace``,
  ``{A_rank}`` -> ``A 7``; ``rank2`` likewise ``{rank2}``, ``{ranks2}``, ``{a_rank2}``, ``{A_rank2}``;
* ``suit`` ``{suits}`` -> ``spades``.

``PHRASES`` are the heads of hint sentences and ``CLAUSES`` what may follow one; a phrase with its
clauses ends with a full stop (``compose``). Every other template is a whole sentence.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from typing import Any, Protocol

from .cards import rank_name, rank_plural
from .places import place_name


class Worded(Protocol):
    """What a sentence is made from: a code, its arguments by name, the clauses after it. ``reasons.Reason``
    is one; the table owns this shape so that it needs nothing of the module above it that checks every
    reason against the table."""

    @property
    def code(self) -> str: ...

    @property
    def args(self) -> Mapping[str, Any]: ...

    @property
    def clauses(self) -> Sequence[Worded]: ...


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 (Qt's name, which the extractor reads)
    """Marks a template for the translation extractor (tools/build_translations.py), as Qt's own
    ``QT_TRANSLATE_NOOP`` does, without importing Qt into the rules."""
    return text


SENTENCES: dict[str, str] = {
    # any family
    "allowed": QT_TRANSLATE_NOOP("Rules", "That move is allowed."),
    "not_allowed": QT_TRANSLATE_NOOP("Rules", "That move is not allowed."),
    "not_a_move": QT_TRANSLATE_NOOP("Rules", "That is not a move."),
    "no_moves": QT_TRANSLATE_NOOP("Rules", "No moves left."),
    "no_useful_moves": QT_TRANSLATE_NOOP("Rules", "No useful move left."),
    # any family with choices: a game the rules have not ended, declared over (play/session.py's end)
    "over.proved_lost": QT_TRANSLATE_NOOP(
        "Rules", "The stock is spent, and the solver proves that no line of moves wins from here."),
    "over.cannot_tell": QT_TRANSLATE_NOOP(
        "Rules", "The stock is spent, and the solver cannot tell whether this game can still be won."),
    "over.ended_by_player": QT_TRANSLATE_NOOP("Rules", "You ended this game."),
    # any family: a click on a card that has no move (the keyboard's Enter names no card)
    "card_nowhere_to_go": QT_TRANSLATE_NOOP("Rules", "The {card} has nowhere to go now."),
    "nowhere_to_go": QT_TRANSLATE_NOOP("Rules", "That card has nowhere to go now."),
    "drop.one_place": QT_TRANSLATE_NOOP("Rules", "The {card} can go only to {pile}: drop it there."),
    "drop.one_clock_pile": QT_TRANSLATE_NOOP(
        "Rules", "The {card} can go only under the {ranks}' pile: drop it there."),
    "drop.places": QT_TRANSLATE_NOOP(
        "Rules", "The {card} went back: drop it on one of the {n} places that take it."),
    # the Clock family: refusals
    "clock.game_over": QT_TRANSLATE_NOOP("Rules", "The game is over: no card is left to turn."),
    "clock.only_the_turned_card": QT_TRANSLATE_NOOP("Rules", "Only the turned {card} can move now."),
    "clock.only_a_turned_card": QT_TRANSLATE_NOOP("Rules", "Only the turned card can move now."),
    "clock.king_aside": QT_TRANSLATE_NOOP("Rules", "A king is set aside, not put under a pile."),
    "clock.under_its_pile": QT_TRANSLATE_NOOP("Rules", "{A_rank} can only go under the {ranks}' pile."),
    # the Clock family: what ended a lost game
    "clock.over.own_pile": QT_TRANSLATE_NOOP(
        "Rules", "The {card} turned up in its own pile, which ends the game."),
    "clock.over.reserve_used": QT_TRANSLATE_NOOP(
        "Rules", "The {card} was the reserve's last card, and cards are still face down."),
    "clock.over.travellers_used": QT_TRANSLATE_NOOP(
        "Rules", "The {card} was the last of the travellers, and cards are still face down."),
    "clock.over.nothing_to_turn": QT_TRANSLATE_NOOP(
        "Rules", "The {card} went to a pile with no card left to turn, which ends the game."),
    # the Clock family: hints
    "clock.hint.step": QT_TRANSLATE_NOOP("Rules", "Make the next step."),
    "clock.hint.aside": QT_TRANSLATE_NOOP("Rules", "The {card} is set aside."),
    "clock.hint.under": QT_TRANSLATE_NOOP("Rules", "The {card} goes under the {ranks}' pile."),
    # the Rainbow family: refusals
    "rainbow.turn_and_move_only": QT_TRANSLATE_NOOP(
        "Rules", "In this game you turn the stock and move single cards; nothing else."),
    "rainbow.no_such_place": QT_TRANSLATE_NOOP("Rules", "There is no such place on the table."),
    "rainbow.foundation_stays": QT_TRANSLATE_NOOP("Rules", "Cards on a foundation never move again."),
    "rainbow.turn_first": QT_TRANSLATE_NOOP("Rules", "Turn the stock first: its card comes into your hand."),
    "rainbow.nothing_to_move": QT_TRANSLATE_NOOP("Rules", "There is no card on {pile} to move."),
    "rainbow.not_in_hand": QT_TRANSLATE_NOOP(
        "Rules", "The {card} is not in your hand; only {card2} can move."),
    "rainbow.not_on_top": QT_TRANSLATE_NOOP(
        "Rules", "The {card} is not the top of {pile}; only {card2} can move."),
    "rainbow.waste_to_waste": QT_TRANSLATE_NOOP("Rules", "Cards never move from one waste pile to another."),
    "rainbow.reserve_to_waste": QT_TRANSLATE_NOOP("Rules", "Nothing moves from the reserve to a waste pile."),
    "rainbow.into_hand": QT_TRANSLATE_NOOP(
        "Rules", "Only the stock's next card comes into the hand: turn the stock."),
    "rainbow.back_to_stock": QT_TRANSLATE_NOOP("Rules", "Nothing goes back to the stock."),
    "rainbow.hand_full": QT_TRANSLATE_NOOP(
        "Rules", "Place the card in your hand before turning the next one."),
    "rainbow.stock_empty_redeal": QT_TRANSLATE_NOOP(
        "Rules", "The stock is empty: gather the waste piles for a redeal."),
    "rainbow.stock_empty": QT_TRANSLATE_NOOP("Rules", "The stock is empty."),
    "rainbow.turn_how": QT_TRANSLATE_NOOP("Rules", "Turn the stock's top card into the hand."),
    "rainbow.no_redeal": QT_TRANSLATE_NOOP(
        "Rules", "This game has no redeal: the stock is gone through once."),
    "rainbow.redeal_not_yet": QT_TRANSLATE_NOOP(
        "Rules", "A redeal comes only when the stock is used up and the hand is empty."),
    "rainbow.redeals_used": QT_TRANSLATE_NOOP("Rules", "No redeal is left: all {n} have been used."),
    "rainbow.nothing_to_redeal": QT_TRANSLATE_NOOP(
        "Rules", "There are no waste cards to gather for a redeal."),
    "rainbow.reserve_to_foundation_only": QT_TRANSLATE_NOOP(
        "Rules", "A reserve card can only go to a foundation."),
    "rainbow.not_in_pile": QT_TRANSLATE_NOOP("Rules", "The {card} is not in {pile}."),
    "rainbow.outer_card_only": QT_TRANSLATE_NOOP("Rules", "Only the outer card of {pile} is available."),
    "rainbow.deep_ace_used": QT_TRANSLATE_NOOP(
        "Rules", "Only one ace may be taken from inside the reserve, and it has been taken."),
    "rainbow.deep_ace_to_foundation": QT_TRANSLATE_NOOP(
        "Rules", "An ace taken from inside the reserve can only start a foundation."),
    "rainbow.foundation_complete": QT_TRANSLATE_NOOP(
        "Rules", "That foundation is complete: it holds {n} cards."),
    "rainbow.foundation_start": QT_TRANSLATE_NOOP(
        "Rules", "{A_rank} cannot start a foundation: only {ranks2} can."),
    "rainbow.foundation_closed": QT_TRANSLATE_NOOP("Rules", "Nothing goes on {a_rank} on a foundation."),
    "rainbow.foundation_needs": QT_TRANSLATE_NOOP(
        "Rules", "{A_rank} cannot go on that foundation: it needs {a_rank2}."),
    "rainbow.reserve_from": QT_TRANSLATE_NOOP(
        "Rules", "Only the hand card or a waste pile's top card can extend the reserve."),
    "rainbow.reserve_empty": QT_TRANSLATE_NOOP("Rules", "An empty reserve takes no cards."),
    "rainbow.reserve_closed": QT_TRANSLATE_NOOP("Rules", "Nothing can go on {a_rank} in the reserve."),
    "rainbow.reserve_needs": QT_TRANSLATE_NOOP(
        "Rules", "{A_rank} cannot go on the reserve's {rank2}: it needs {a_rank3}."),
    "rainbow.balance": QT_TRANSLATE_NOOP(
        "Rules", "{Pile} would then hold {n} cards more than the smallest waste pile; keep them within {m}."),
    "rainbow.waste_from_hand_only": QT_TRANSLATE_NOOP("Rules", "Only the hand card can go on a waste pile."),
    # the Rainbow family: why the solver proved a deal lost
    "rainbow.lost.reserve_order": QT_TRANSLATE_NOOP(
        "Rules", "The order of {pile} alone makes this deal impossible: its %n outer cards, down to the "
        "{card}, cannot all reach the foundations, even were every other card free."),
    # the Village family: refusals
    "village.gathering_begun": QT_TRANSLATE_NOOP(
        "Rules", "Pile {n} picked up for the redeal: click the other piles in the order you choose "
                 "(a click on the stock takes the next one in the offered order)."),
    "village.won": QT_TRANSLATE_NOOP("Rules", "The game is won: every card is on the foundations."),
    "village.finish_gathering": QT_TRANSLATE_NOOP(
        "Rules", "Finish gathering the piles for the redeal first: pick up the next pile."),
    "village.no_such_move": QT_TRANSLATE_NOOP("Rules", "That kind of move is not part of this game."),
    "village.deal_how": QT_TRANSLATE_NOOP("Rules", "Click the stock to deal the next row."),
    "village.stock_empty_redeal": QT_TRANSLATE_NOOP(
        "Rules", "The stock is empty: redeal to deal the columns again."),
    "village.stock_empty_gather": QT_TRANSLATE_NOOP(
        "Rules", "The stock is empty: gather the piles to deal them again."),
    "village.stock_empty_no_redeal": QT_TRANSLATE_NOOP(
        "Rules", "The stock is empty and there is no redeal left."),
    "village.no_redeal": QT_TRANSLATE_NOOP("Rules", "This game has no redeal: the deck is dealt only once."),
    "village.redeal_by_gathering": QT_TRANSLATE_NOOP(
        "Rules", "Redeal by gathering the piles one by one, in the order you choose."),
    "village.redeal_used": QT_TRANSLATE_NOOP("Rules", "The one redeal has already been used."),
    "village.redeal_not_yet": QT_TRANSLATE_NOOP("Rules", "The redeal comes only when the stock is empty."),
    "village.nothing_to_redeal": QT_TRANSLATE_NOOP(
        "Rules", "There are no cards left in the columns to redeal."),
    "village.gather_babette_only": QT_TRANSLATE_NOOP(
        "Rules", "Only in Babette are the piles gathered one by one."),
    "village.gather_not_yet": QT_TRANSLATE_NOOP(
        "Rules", "The piles are gathered only when the stock is empty."),
    "village.gather_how": QT_TRANSLATE_NOOP("Rules", "Gather a pile by picking it up into the stock."),
    "village.gather_empty_column": QT_TRANSLATE_NOOP(
        "Rules", "Column {n} is empty: there is nothing to gather."),
    "village.gather_empty_pile": QT_TRANSLATE_NOOP("Rules", "Pile {n} is empty: there is nothing to gather."),
    "village.foundation_stays": QT_TRANSLATE_NOOP("Rules", "Cards on the foundations never move again."),
    "village.bottom_card_only": QT_TRANSLATE_NOOP("Rules", "Only the bottom card of a column can be moved."),
    "village.top_card_only": QT_TRANSLATE_NOOP("Rules", "Only the top card of a pile can be moved."),
    "village.column_empty": QT_TRANSLATE_NOOP("Rules", "Column {n} is empty."),
    "village.pile_empty": QT_TRANSLATE_NOOP("Rules", "Pile {n} is empty."),
    "village.bottom_card_of": QT_TRANSLATE_NOOP(
        "Rules", "Only the bottom card of column {n}, the {card}, can be moved."),
    "village.top_card_of": QT_TRANSLATE_NOOP(
        "Rules", "Only the top card of pile {n}, the {card}, can be moved."),
    "village.to_foundation_or_column": QT_TRANSLATE_NOOP(
        "Rules", "The {card} can go only to a foundation or onto another column."),
    "village.to_foundation_or_pile": QT_TRANSLATE_NOOP(
        "Rules", "The {card} can go only to a foundation or onto another pile."),
    "village.already_on_column": QT_TRANSLATE_NOOP("Rules", "The {card} is already on column {n}."),
    "village.already_on_pile": QT_TRANSLATE_NOOP("Rules", "The {card} is already on pile {n}."),
    "village.no_builds_yet": QT_TRANSLATE_NOOP(
        "Rules", "Cards are not built on one another while the stock has cards: "
                 "the {card} can go only to a foundation now."),
    "village.empty_column": QT_TRANSLATE_NOOP("Rules", "An empty column takes no card."),
    "village.empty_pile": QT_TRANSLATE_NOOP("Rules", "An empty pile takes no card."),
    "village.builds_on_either": QT_TRANSLATE_NOOP(
        "Rules", "The {card} can only go on the {card2} or the {card3}."),
    "village.builds_on": QT_TRANSLATE_NOOP("Rules", "The {card} can only go on the {card2}."),
    "village.ace_foundation_suit": QT_TRANSLATE_NOOP(
        "Rules", "The ace foundation of {suits} takes only {suits}."),
    "village.king_foundation_suit": QT_TRANSLATE_NOOP(
        "Rules", "The king foundation of {suits} takes only {suits}."),
    "village.ace_foundation_start": QT_TRANSLATE_NOOP(
        "Rules", "The ace foundation of {suits} starts with an ace."),
    "village.king_foundation_start": QT_TRANSLATE_NOOP(
        "Rules", "The king foundation of {suits} starts with a king."),
    "village.ace_foundation_complete": QT_TRANSLATE_NOOP(
        "Rules", "The ace foundation of {suits} is complete."),
    "village.king_foundation_complete": QT_TRANSLATE_NOOP(
        "Rules", "The king foundation of {suits} is complete."),
    "village.ace_foundation_next": QT_TRANSLATE_NOOP(
        "Rules", "The ace foundation of {suits} takes the {card} next, not the {card2}."),
    "village.king_foundation_next": QT_TRANSLATE_NOOP(
        "Rules", "The king foundation of {suits} takes the {card} next, not the {card2}."),
    # hints of the Rainbow and Village families that are whole sentences
    "hint.no_useful.turn": QT_TRANSLATE_NOOP("Rules", "No useful move — turn the stock."),
    "hint.no_useful.gather_wastes": QT_TRANSLATE_NOOP(
        "Rules", "No useful move — gather the waste piles for a redeal."),
    "hint.no_useful.deal": QT_TRANSLATE_NOOP("Rules", "No useful move — deal the next row."),
    "hint.no_useful.redeal_columns": QT_TRANSLATE_NOOP("Rules", "No useful move — redeal the columns."),
    "hint.turn": QT_TRANSLATE_NOOP("Rules", "Turn the stock."),
    "hint.gather_wastes": QT_TRANSLATE_NOOP("Rules", "Gather the waste piles for a redeal."),
    "hint.deal": QT_TRANSLATE_NOOP("Rules", "Deal the next row."),
    "hint.redeal_columns": QT_TRANSLATE_NOOP("Rules", "Redeal the columns."),
    "hint.gather_column": QT_TRANSLATE_NOOP("Rules", "Gather column {n} for the redeal."),
    "hint.gather_pile": QT_TRANSLATE_NOOP("Rules", "Gather pile {n} for the redeal."),
}

PHRASES: dict[str, str] = {
    "hint.deep_ace": QT_TRANSLATE_NOOP(
        "Rules", "Take the {card} from inside the reserve to start a foundation"),
    "hint.start_foundation": QT_TRANSLATE_NOOP("Rules", "Start a foundation with the {card}"),
    "hint.on_reserve": QT_TRANSLATE_NOOP("Rules", "Put the {card} on the reserve"),
    "hint.on_empty_waste": QT_TRANSLATE_NOOP("Rules", "Put the {card} on {pile}, which is empty"),
    "hint.on_wanted_card": QT_TRANSLATE_NOOP(
        "Rules", "Put the {card} on {pile}: the {card2} there is wanted after it"),
    "hint.on_cheapest_card": QT_TRANSLATE_NOOP(
        "Rules", "Put the {card} on {pile}: covering the {card2} costs least"),
    "hint.put_on": QT_TRANSLATE_NOOP("Rules", "Put the {card} on {pile}"),
    "hint.move_to": QT_TRANSLATE_NOOP("Rules", "Move the {card} to {pile}"),
    "hint.move_onto": QT_TRANSLATE_NOOP("Rules", "Move the {card} onto the {card2}"),
    "hint.start_ace_foundation": QT_TRANSLATE_NOOP(
        "Rules", "Start the ace foundation of {suits} with the {card}"),
    "hint.start_king_foundation": QT_TRANSLATE_NOOP(
        "Rules", "Start the king foundation of {suits} with the {card}"),
    "hint.on_ace_foundation": QT_TRANSLATE_NOOP("Rules", "Put the {card} on the ace foundation of {suits}"),
    "hint.on_king_foundation": QT_TRANSLATE_NOOP("Rules", "Put the {card} on the king foundation of {suits}"),
}

CLAUSES: dict[str, str] = {
    # after a refused click in Babette, before the gathering has begun: how it is done
    "village.gather_by_drag": QT_TRANSLATE_NOOP(
        "Rules", " To gather the piles for the redeal, drag a pile onto the stock (a click on the stock "
                 "takes them in their order)."),
    "village.gather_by_keys": QT_TRANSLATE_NOOP(
        "Rules", " To gather the piles for the redeal, take a pile up with Space and put it on the stock "
                 "(Enter on the stock takes them in their order)."),
    "hint.keeps_wastes_free": QT_TRANSLATE_NOOP("Rules", ": it keeps the waste piles free"),
    "hint.replaced": QT_TRANSLATE_NOOP("Rules", ": a new card takes its place"),
    "hint.frees": QT_TRANSLATE_NOOP("Rules", ": it frees {pile}"),
    "hint.clears": QT_TRANSLATE_NOOP("Rules", ": it clears the {pile_name}"),
    "hint.turns_up": QT_TRANSLATE_NOOP("Rules", ": it turns up the next {pile_name} card"),
    "hint.uncovers": QT_TRANSLATE_NOOP("Rules", ": it uncovers the {card}"),
    "hint.then_one": QT_TRANSLATE_NOOP("Rules", ", and a card can then go to a foundation"),
    "hint.then_many": QT_TRANSLATE_NOOP("Rules", ", and {n} cards can then go to the foundations"),
}

ENGLISH: dict[str, str] = SENTENCES | PHRASES | CLAUSES
# The English of a counted template (``%n``) when the count is one (the headless commands' English; the
# window's comes from the English translation's plural forms, which say the same).
SINGULAR: dict[str, str] = {
    "rainbow.lost.reserve_order": (
        "The order of {pile} alone makes this deal impossible: its %n outer card, the {card}, cannot "
        "reach the foundations, even were every other card free."),
}


_BLANK = re.compile(r"\{([A-Za-z_0-9]+)\}")
_FORM = re.compile(r"^(?:a_|A_)?(?P<kind>card|pile|Pile|rank|suit|n|m)s?(?P<number>\d*)(?:_name)?$")


@cache
def arguments_of(code: str) -> frozenset[str]:
    """The arguments a code's template needs (``{A_rank}`` and ``{ranks2}`` need ``rank`` and ``rank2``)."""
    needed = set()
    for blank in _BLANK.findall(ENGLISH[code]):
        form = _FORM.match(blank)
        if form is None:
            raise ValueError(f"the template of {code!r} has a blank {{{blank}}} of no known form")
        needed.add(form["kind"].lower() + form["number"])
    if "%n" in ENGLISH[code]:
        needed.add("n")
    return frozenset(needed)


def compose(reason: Worded, part: Callable[[Worded], str]) -> str:
    """The whole sentence of a reason, each part (the head, each clause) written by ``part``.

    A phrase with its clauses ends with a full stop; a sentence template already has its own."""
    text = part(reason) + "".join(part(clause) for clause in reason.clauses)
    return text + "." if reason.code in PHRASES else text


# -- English ----------------------------------------------------------------------------------------
def _the(pile_id: str) -> str:
    """A pile named in running text: "the reserve", but "reserve 2" (a numbered pile takes no article)."""
    label = place_name(pile_id)
    return label if label[-1].isdigit() else f"the {label}"


def a_rank(rank: int) -> str:
    """``a 7``, ``an 8``, ``an ace``: a rank with its article."""
    name = rank_name(rank)
    return ("an " if name in ("ace", "8") else "a ") + name


def english_blanks(args: dict) -> dict[str, str]:
    """The values of every blank a template may use for these arguments, in English."""
    values: dict[str, str] = {}
    for name, value in args.items():
        kind = name.rstrip("0123456789")
        number = name[len(kind):]
        if kind == "card":
            values[name] = value.symbol
        elif kind == "pile":
            values[name] = _the(value)
            values[f"Pile{number}"] = place_name(value).capitalize()
            values[f"pile{number}_name"] = place_name(value)
        elif kind == "rank":
            values[name] = rank_name(value)
            values[f"ranks{number}"] = rank_plural(value)
            values[f"a_{name}"] = a_rank(value)
            values[f"A_{name}"] = a_rank(value).capitalize()
        elif kind == "suit":
            values[f"suits{number}"] = SUIT_WORDS[value]
        else:
            values[name] = str(value)
    return values


SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}


def english(reason: Worded) -> str:
    """The English sentence of a reason."""
    return compose(reason, lambda part: counted(part).format(**english_blanks(part.args)))


def counted(reason: Worded) -> str:
    """A reason's English template with its count in place of ``%n`` (its ``SINGULAR`` for one)."""
    template = ENGLISH[reason.code]
    if "%n" not in template:
        return template
    n = dict(reason.args).get("n")
    return (SINGULAR.get(reason.code, template) if n == 1 else template).replace("%n", str(n))
