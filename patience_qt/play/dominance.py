"""Foundation moves that keep every win: the dominance rules the table's automatic moves trust without a
search (``automove.certified_automove``), with or without the compiled solver core.

Each rule reads only the rules' position (``Game.piles``, ``Game.state``, the rules' parameters) and
says of one foundation move of an outer card that playing it at once loses nothing. The compiled core
plays the same moves at once in its search (``_native_rainbow.c``, ``_native_village.c``); the tests
hold both to the winning lines and to positions played backwards from a won game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from ..rules import Game, Move, game_info


def _outer_card_home(game: Game, move: Move) -> bool:
    """A move of a pile's outer card onto a foundation."""
    if move.kind != "move" or move.card is None or game.piles[move.dst].kind != "foundation":
        return False
    return move.card_index == len(game.piles[move.src].cards) - 1


def _off_foundations(game: Game, kinds: tuple[str, ...] = ()) -> Counter[tuple[int, str]]:
    """The cards (rank, suit) off the foundations, or only in piles of these kinds."""
    return Counter((card.rank, card.suit) for pile in game.piles.values()
                   if pile.kind != "foundation" and (not kinds or pile.kind in kinds) for card in pile.cards)


def rainbow_certified(game: Game, move: Move) -> bool:
    """The Rainbow family: nothing can ever be laid on the card in a reserve (no card of the rank below
    is left in the stock, hand or waste piles; or nothing goes on it at all, Toad's ace); at least as
    many foundations want its rank now as there are cards of it off the foundations, all of one length
    (so they are interchangeable and no other card of the rank is left without a foundation); and it
    comes from a reserve, or else there is no balance rule and no redeal left (a waste card counts
    towards the balance and is gathered into the redeal's shuffle)."""
    if not _outer_card_home(game, move):
        return False
    rules, piles = game.rules, game.piles
    p = rules.params
    if move.src not in rules.reserve_ids and (p.balance or rules.redeals_used(game) < p.redeals):
        return False
    rank = move.card.rank  # type: ignore[union-attr]
    off = Counter(r for r, _ in _off_foundations(game).elements())
    in_reserves = Counter(card.rank for r in rules.reserve_ids for card in piles[r].cards)
    below = rank - 1 if rank > 1 else (13 if p.cyclic else None)
    if below is not None and off[below] > in_reserves[below]:
        return False
    base = piles[rules.foundation_ids[0]].base or 1
    lengths = [len(piles[f].cards) for f in rules.foundation_ids]
    wanting = [n for n in lengths if n < p.foundation_full and (base - 1 + n) % 13 + 1 == rank]
    return len(wanting) >= off[rank] and len(set(wanting)) == 1


def village_certified(game: Game, move: Move) -> bool:
    """The Village family, in the last deal with no card to come in its place (Village's stock card):
    the card has one foundation to go to now, and either its twin (the other copy) already lies on a
    foundation, so that is its only place ever, or every copy of both its neighbour ranks off the
    foundations lies under it in its own column, so nothing can be built on it or take it."""
    if not _outer_card_home(game, move):
        return False
    rules, piles = game.rules, game.piles
    if piles[move.src].kind != "column" or rules.gathering(game):
        return False
    if rules.params.redeal != "none" and not rules.redealt(game):
        return False
    if rules.params.replacement and piles["stock"].cards:
        return False
    card = move.card
    assert card is not None
    foundations = [pile for pile in piles.values() if pile.kind == "foundation"]
    if sum(rules.foundation_accepts(pile, card) for pile in foundations) != 1:
        return False
    if any(home == card for pile in foundations for home in pile.cards):
        return True
    off = _off_foundations(game)
    under = Counter((c.rank, c.suit) for c in piles[move.src].cards[:-1])
    return all(off[q, card.suit] == under[q, card.suit]
               for q in (card.rank - 1, card.rank + 1) if 1 <= q <= 13)


CERTIFIED: dict[str, Callable[[Game, Move], bool]] = {"rainbow": rainbow_certified,
                                                      "village": village_certified}


def certified(game: Game, move: Move) -> bool:
    """The family's dominance rule holds for this move (False where the family has none: the clock)."""
    rule = CERTIFIED.get(game_info(game.id).family)
    return rule is not None and rule(game, move)
