"""Where did it go wrong?'s words: what the look back found (``play/where_wrong.py``'s ``Finding``), in
sentences, and how far it has got while it looks.

The words say only what the solver proved: a move "lost the deal" only where the position before it is
proved winnable and the one after it proved lost (``LOST_AT``); where the solver could not decide the
position after the last one proved winnable (``NOT_PROVED_LOST``), no move is blamed: the sentence says
that the deal could still be won after that move and that what follows is not proved lost, and for how
long it looked. Either way the solver holds a winning line from the last position proved winnable, and
its first move is named as what to play instead, which stays true whatever a longer search would find.
Moves are named as Undo names them (``describe_move``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...play.where_wrong import (
    AFTER_WINNABLE,
    CANCELLED,
    LOST_AT,
    LOST_FROM_START,
    STILL_WINNABLE,
    WINNABLE_UNTIL,
    Finding,
)
from ..text.card_names import card_name
from ..text.move_names import describe_move, names_a_card
from ..text.reason_sentences import sentence

if TYPE_CHECKING:  # pragma: no cover
    from ...rules import Game, Move


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("WhereBox", text, disambiguation, n)


def goes_back(finding: Finding | None) -> bool:
    """The answer knows a position to go back to: before the named move, or the last one proved
    winnable after a move (one proved winnable at the deal only is Restart's)."""
    if finding is None or finding.step is None:
        return False
    return finding.kind in AFTER_WINNABLE or (finding.kind == WINNABLE_UNTIL and bool(finding.winnable_until))


def answer_sentence(finding: Finding, game: Game | None = None) -> str:
    """What the solver found, in one sentence (two where a loss from the start has its proof's reason,
    or a named move has a move to play instead): moves named as Undo names them, in ``game``'s words
    for its places (``game``: the position the moves were played on, or any of the same game)."""
    kind = finding.kind
    if kind == STILL_WINNABLE:
        return tr("This game can still be won.")
    if kind == LOST_AT and finding.move_number is not None:
        text = lost_at(finding.move_number, finding.move, game)
        if finding.prelude:  # the step's first move and the automatic moves after it, up to this one
            text += " " + tr("It was an automatic move after move {number}, which the winning line "
                             "plays too.").format(number=finding.move_number - len(finding.prelude))
        if finding.instead is not None:
            text += " " + instead_sentence(finding.instead, game)
        return text
    if kind in AFTER_WINNABLE and finding.winnable_until is not None:  # not proved lost: nothing blamed
        text = not_proved_lost(finding.winnable_until, finding.looked)
        if finding.lost_by is not None:  # a later position proved lost: the latest it could be
            text += " " + tr("It was lost by move {number} at the latest.").format(number=finding.lost_by)
        if finding.instead is not None:
            text += " " + instead_sentence(finding.instead, game)
        return text
    if kind == LOST_FROM_START:
        if finding.reason is None:
            return tr("This deal could not be won from the first card: no line of play from the deal "
                      "wins it.")
        text = tr("This deal could not be won from the first card.") + " " + sentence(finding.reason)
        if finding.blocked:
            cards = ", ".join(card_name(card) for card in finding.blocked)
            text += " " + tr("Those cards, the outer one first: {cards}.").format(cards=cards)
        return text
    if kind == CANCELLED:
        return tr("Cancelled before an answer.")
    lost_by = finding.lost_by
    if kind == WINNABLE_UNTIL and finding.winnable_until is not None:
        if finding.winnable_until == 0:
            text = tr("The deal could be won from the start; after its first move the solver could not "
                      "decide.")
        else:
            text = tr("The deal could be won up to move {number}; after that the solver could not "
                      "decide.").format(number=finding.winnable_until)
        if lost_by is not None:
            text += " " + tr("It was lost by move {number} at the latest.").format(number=lost_by)
        return text
    # undecided: nothing proved winnable in the time the solver had
    if lost_by is not None:
        return tr("The solver could not decide where the deal was lost, only that it was lost by move "
                  "{number} at the latest.").format(number=lost_by)
    return tr("The solver could not decide, in the time it had, whether this deal could be won at any "
              "point of the game.")


def lost_at(number: int, move: Move | None, game: Game | None) -> str:
    """"Move 23, the 7♠ to waste pile 2, lost the deal: …" (the position after it proved lost); a move
    named by what it does ("turn the stock") in brackets."""
    if move is None:
        return tr("Move {number} lost the deal: before it, the deal could still be won.").format(
            number=number)
    name = describe_move(move, game)
    if names_a_card(move):
        return tr("Move {number}, the {move}, lost the deal: before it, the deal could still be "
                  "won.").format(number=number, move=name)
    return tr("Move {number} ({move}) lost the deal: before it, the deal could still be won.").format(
        number=number, move=name)


def not_proved_lost(number: int, looked: float) -> str:
    """"After move 57 the deal could still be won; the solver could not decide the position after the
    next move in 38 seconds: it is not proved lost." No move is blamed: nothing after is proved."""
    seconds = max(1, round(looked))
    if number == 0:
        return tr("The deal could be won from the start; the solver could not decide the position after "
                  "the first move in %n seconds: it is not proved lost.", "", seconds)
    return tr("After move {number} the deal could still be won; the solver could not decide the position "
              "after the next move in %n seconds: it is not proved lost.", "", seconds).format(number=number)


def instead_sentence(move: Move, game: Game | None) -> str:
    """"Instead, the 5♦ to waste pile 3 keeps the deal winnable": the first move of the solver's
    winning line from the position before the named move."""
    name = describe_move(move, game)
    if names_a_card(move):
        return tr("Instead, the {move} keeps the deal winnable.").format(move=name)
    return tr("Instead, {move}: that keeps the deal winnable.").format(move=name)


def window_text(low: int, high: int) -> str:
    """How far the look back has got: proved winnable after ``low`` moves, not proved so after ``high``."""
    if low == 0:
        return tr("Between the deal and move {high}").format(high=high)
    return tr("Between move {low} and move {high}").format(low=low, high=high)


def undo_tip(finding: Finding) -> str:
    """What Undo to there does, for the answer's button."""
    if finding.kind in AFTER_WINNABLE:
        text = tr("Take back move {number} and every move after it, as one step that Undo brings "
                  "back. A win from there counts as won with help.").format(
                      number=finding.move_number - len(finding.prelude))
        if finding.prelude:
            text += " " + tr("Move {number} is outlined on the table; play it, and the automatic moves "
                             "after it are held back so that the move to play instead can be "
                             "played.").format(number=finding.move_number - len(finding.prelude))
        elif finding.instead is not None:
            text += " " + tr("The move to play instead is outlined on the table.")
        return text
    return tr("Go back to just after move {number}, where the deal could still be won, as one step "
              "that Undo brings back. A win from there counts as won with help.").format(
                  number=finding.winnable_until)


def back_message(finding: Finding, game: Game | None) -> str:
    """What the status bar says once Undo to there has gone back."""
    if finding.kind in AFTER_WINNABLE:
        text = tr("Back before move {number}: Undo brings the game back as it was.").format(
            number=finding.move_number - len(finding.prelude))
        if finding.prelude:
            text += " " + tr("Play the outlined move; the automatic moves after it are held back.")
        elif finding.instead is not None:
            text += " " + instead_sentence(finding.instead, game)
        return text
    return tr("Back after move {number}, where the deal could still be won: Undo brings the game back "
              "as it was.").format(number=finding.winnable_until)

