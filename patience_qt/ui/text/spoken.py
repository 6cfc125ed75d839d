"""The table in words a screen reader speaks: a card, a place and a move spelled out ("7 of spades,
waste pile 2, top card"; "Семёрка пик, ...").

Why apart from ``card_names``: the status bar shows a card as its face does (7♠, В♠), which a speech
synthesiser reads as "seven black spade suit"; a player who cannot see the table hears the card's name
instead. The words are the ones the sentences already use (ranks in context ``Ranks``, suits in
``Suits``, places through ``reason_sentences.pile_words``); only the way they are put together is new
(context ``Spoken``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...layout.labels import base_rank
from ...rules.cards import SUIT_SYMBOLS, TEXT_RANK, Card
from ...rules.reason_text import SUIT_WORDS, a_rank
from . import i18n
from .card_names import RUSSIAN_RANKS
from .move_names import describe_move, names_a_card
from .reason_sentences import RANK_NAMES, pile_words

if TYPE_CHECKING:  # pragma: no cover
    from ...rules import Game, Move


def tr(text: str) -> str:
    return QCoreApplication.translate("Spoken", text)


def capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def card_words(card: Card, case: str = "") -> str:
    """A face-up card's name: "7 of spades", "queen of hearts"; in Russian "семёрка пик" (``case``
    "accusative": "семёрку пик")."""
    rank = QCoreApplication.translate("Ranks", RANK_NAMES[card.rank - 1], case or None)
    suits = SUIT_WORDS[card.suit]
    return tr("{rank} of {suits}").format(
        rank=rank, suits=QCoreApplication.translate("Suits", suits),
        suits_gen=QCoreApplication.translate("Suits", suits, "genitive"))


_RANK_LETTERS = TEXT_RANK | {russian: TEXT_RANK[latin] for latin, russian in RUSSIAN_RANKS.items()}
_SUIT_OF_SYMBOL = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()}
_CARD_FACE = re.compile(r"(?<!\w)({})({})".format(
    "|".join(sorted(map(re.escape, _RANK_LETTERS), key=len, reverse=True)), "|".join(_SUIT_OF_SYMBOL)))
# The Russian sentences' words after which a card is in the accusative ("Положите тройку треф на
# десятку черв"); English has no case to follow.
ACCUSATIVE_AFTER = frozenset(("на", "под", "положите", "переложите", "возьмите", "там"))


def in_words(text: str) -> str:
    """A sentence with each card named as its face shows it ("Put the 3♣ on waste pile 1"; "В♠" with
    Russian indices) said in words ("Put the 3 of clubs on waste pile 1"), for a screen reader: a
    speech engine reads a suit's sign by its name ("three black club suit"). The card's word stays in
    the nominative, or in Russian the accusative after a word that asks for it (``ACCUSATIVE_AFTER``);
    other cases (after "до") keep the nominative."""

    def word(match: re.Match[str]) -> str:
        card = Card(_RANK_LETTERS[match[1]], _SUIT_OF_SYMBOL[match[2]], face_up=True)
        before = text[:match.start()]
        words = before.split()
        case = "accusative" if words and words[-1].lower() in ACCUSATIVE_AFTER else ""
        said = card_words(card, case)
        opens = not before.strip() or (before.rstrip().endswith((".", "!", "?")))
        return capitalised(said) if opens else said

    return _CARD_FACE.sub(word, text)


def seen_card(card: Card) -> str:
    """The card as the player sees it: its name, or that it lies face down."""
    return card_words(card) if card.face_up else tr("face-down card")


def card_label(game: Game, pile_id: str, index: int) -> str:
    """A card where it lies: "7 of spades, waste pile 2, top card"; "Face-down card, reserve, card 3
    of 12" (counted from the bottom of the pile)."""
    cards = game.pile(pile_id).cards
    if index == len(cards) - 1:
        position = tr("top card")
    else:
        position = tr("card {number} of {count}").format(number=index + 1, count=len(cards))
    return capitalised(", ".join((seen_card(cards[index]), pile_words(pile_id, game), position)))


def pile_label(game: Game, pile_id: str) -> str:
    """A place and what it holds: "Foundation 2, empty, takes a 10"; "Stock, 24 cards"; "Waste pile 1,
    3 cards, top: 7 of spades"."""
    pile = game.pile(pile_id)
    place = pile_words(pile_id, game)
    count = len(pile.cards)
    if count == 0:
        text = tr("{place}, empty").format(place=place)
        takes = what_it_takes(game, pile_id)
        if takes:
            text = f"{text}, {takes}"
    elif pile.kind == "stock" or not pile.cards[-1].face_up:
        text = QCoreApplication.translate("Spoken", "{place}, %n card(s)", "", count).format(place=place)
    else:
        text = QCoreApplication.translate("Spoken", "{place}, %n card(s), top: {card}", "", count).format(
            place=place, card=card_words(pile.cards[-1]))
    return capitalised(text)


def what_it_takes(game: Game, pile_id: str) -> str:
    """What an empty foundation takes, as the faint label on its place shows it ("10", "A♠"), in
    words: "takes a 10", "takes the ace of spades"; "" where its label shows nothing."""
    pile = game.pile(pile_id)
    if pile.kind != "foundation":
        return ""
    rank, suit = base_rank(game, pile_id), pile.suit
    if rank is not None and suit is not None:
        return tr("takes the {card}").format(card=card_words(Card(rank, suit, face_up=True)))
    if rank is not None:
        # English puts the article the rank asks for ("a 10", "an ace"); other languages the rank's word
        word = a_rank(rank) if i18n.language() == "en" else QCoreApplication.translate(
            "Ranks", RANK_NAMES[rank - 1])
        return tr("takes {a_rank}").format(a_rank=word)
    if suit is not None:
        return tr("takes {suits}").format(suits=QCoreApplication.translate("Suits", SUIT_WORDS[suit]))
    return ""


def move_words(move: Move, game: Game | None = None, played: bool = True) -> str:
    """A move as it is heard: "7 of spades to foundation 2"; the stock's moves as Undo names them,
    with the card a turn showed once ``played`` ("turn the stock: 3 of clubs"; before, the card is
    face down, and nobody may hear it)."""
    if move.kind == "turn" and move.card is not None and played:
        return tr("turn the stock: {card}").format(card=card_words(move.card))
    if not names_a_card(move) or move.card is None:
        return describe_move(move, game)
    return tr("{card} to {place}").format(card=card_words(move.card), place=pile_words(move.dst, game))


def tops(game: Game) -> dict[str, Card | None]:
    """Each pile's top card (None: empty), to say later which ones a deal changed."""
    return {pile_id: pile.cards[-1] if pile.cards else None for pile_id, pile in game.piles.items()}


def changed_tops(game: Game, before: dict[str, Card | None], skip: frozenset[str] = frozenset()) -> str:
    """The piles whose top card is another than ``before``, as a sighted player sees them change
    (a deal, a card uncovered, a column refilled): "column 1: jack of hearts; reserve: 5 of clubs".
    Left out: the places in ``skip`` (where the moves just said put their cards), the stock (its count
    is in its own name) and an emptied hand (it empties at every card played from it)."""
    said = []
    for pile_id, top in tops(game).items():
        kind = game.pile(pile_id).kind
        if pile_id in skip or kind == "stock" or top == before.get(pile_id, top) or (
                top is None and kind == "hand"):
            continue
        card = seen_card(top) if top is not None else tr("empty")
        said.append(tr("{place}: {card}").format(place=pile_words(pile_id, game), card=card))
    return "; ".join(said)
