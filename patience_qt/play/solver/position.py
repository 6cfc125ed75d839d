"""The solver's boundary: a position is checked before any search sees it.

The compiled core and the hints read a position as the rules leave it: every card a ``Card`` of the
deck, each exactly as often as the deal holds it, the foundations built as the rules build them. A
position tampered with in memory or loaded from a damaged record can break any of that, and a search
then fails deep inside with whatever error comes first. ``check_position`` compares the position with
a fresh deal of the same game -- the same piles of the same kinds and bases, the same multiset of cards,
the same family state -- and replays each foundation card by card, so every bad position is one
ValueError in one sentence, before the hints or the search start.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...rules import Game, new_game
from ...rules.cards import RANK_TEXT, SUITS, Card
from ...rules.piles import Pile


def check_position(game: Game) -> None:
    """Raise ValueError, in one sentence, unless ``game`` is a position the rules could have reached."""
    if not isinstance(game, Game):
        raise ValueError(f"the solver takes a Game, not {type(game).__name__}")
    fresh = _fresh_deal(game)
    piles = game.piles
    if not isinstance(piles, dict) or set(piles) != set(fresh.piles):
        raise ValueError(f"{game.id}: the position's piles are not the game's")
    held: Counter[tuple[int, str]] = Counter()
    for pile_id, pile in piles.items():
        model = fresh.piles[pile_id]
        if (type(pile) is not Pile or pile.kind != model.kind or pile.base != model.base
                or pile.suit != model.suit or pile.home != model.home):
            raise ValueError(f"{game.id}: pile {pile_id!r} is not the game's")
        if not isinstance(pile.cards, tuple | list) or len(pile.cards) > len(fresh.all_cards()):
            raise ValueError(f"{game.id}: pile {pile_id!r} does not hold a list of cards")
        for card in pile.cards:
            if not _is_card(card):
                raise ValueError(f"{game.id}: pile {pile_id!r} holds {_described(card)}, which is not a card")
            held[card.rank, card.suit] += 1
    if held != Counter((card.rank, card.suit) for card in fresh.all_cards()):
        raise ValueError(f"{game.id}: the position's cards are not one deal's (a card missing or twice)")
    _check_state(game, fresh)
    for pile_id, pile in piles.items():
        if pile.kind == "foundation" and not _built_by_the_rules(game, pile):
            raise ValueError(f"{game.id}: foundation {pile_id!r} is not built as the rules build it")


def _fresh_deal(game: Game) -> Game:
    try:
        return new_game(game.id, seed=game.seed, order=game.order, options=game.options)
    except (ValueError, TypeError, KeyError, AttributeError) as error:
        raise ValueError(f"the position is of no game the rules deal ({error})") from None


def _is_card(card: Any) -> bool:
    return (type(card) is Card and type(card.rank) is int and card.rank in RANK_TEXT
            and type(card.suit) is str and card.suit in SUITS and type(card.face_up) is bool)


def _described(thing: Any) -> str:
    """A short name of what a pile held instead of a card (its own ``repr`` may fail: a Card of rank 14)."""
    if isinstance(thing, Card):
        return f"a card of rank {thing.rank!r} and suit {thing.suit!r}"
    return f"a {type(thing).__name__}"


def _check_state(game: Game, fresh: Game) -> None:
    """The family's state: the same keys as a fresh deal's, each flag a bool, each count an int in range."""
    state = game.state
    if not isinstance(state, dict) or set(state) != set(fresh.state):
        raise ValueError(f"{game.id}: the position's state is not the game's")
    for key, value in state.items():
        if type(fresh.state[key]) in (bool, int) and type(value) is not type(fresh.state[key]):
            raise ValueError(f"{game.id}: the state's {key!r} is {value!r}")
        if type(value) is int and not 0 <= value <= len(fresh.all_cards()):
            raise ValueError(f"{game.id}: the state's {key!r} is {value} (out of range)")
    params = getattr(game.rules, "params", None)
    redeals = getattr(params, "redeals", None)
    if type(redeals) is int and type(state.get("redeals_used")) is int and state["redeals_used"] > redeals:
        raise ValueError(f"{game.id}: {state['redeals_used']} redeals used of {redeals}")


def _built_by_the_rules(game: Game, pile: Pile) -> bool:
    """Each foundation card the one the rules let on it: the Village family's ``foundation_accepts``
    (one suit, up from the ace or down from the king), the Rainbow family's ranks in turn from its
    base rank (suit-blind, at most ``foundation_full``)."""
    rules = game.rules
    accepts = getattr(rules, "foundation_accepts", None)
    if accepts is not None:
        built = Pile(pile.id, pile.kind, (), pile.home, pile.suit, pile.base)
        for card in pile.cards:
            if not accepts(built, card):
                return False
            built.cards = (*built.cards, card)
        return True
    full = getattr(getattr(rules, "params", None), "foundation_full", None)
    if full is None:
        return True  # a family with no foundation rule to check (the clock family replays its line)
    base = pile.base if pile.base is not None else 1
    return len(pile.cards) <= full and all(card.rank == (base - 1 + n) % 13 + 1
                                           for n, card in enumerate(pile.cards))
