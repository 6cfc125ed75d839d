"""The Rainbow family's hints: how the look-ahead's ranking is put right where the search cannot see
(behind face-down reserve cards), and the reason each hint gives."""

from __future__ import annotations

from ..rules import Game, Reason, reason
from .hint_phrases import no_useful, then_clause, uncovers
from .lookahead import Adapter, Analysis, Scored
from .lookahead_rainbow import waits_of


def refine(game: Game, adapter: Adapter, result: Analysis) -> Analysis:
    """The search's ranking with the family's two corrections (see each)."""
    result = _reveal_first(game, adapter, result)
    if game.rules.reserve_hidden:
        result = _reserve_first(game, result)
    return result


def _reveal_first(game: Game, adapter: Adapter, result: Analysis) -> Analysis:
    """A reserve card that can go to a foundation and turn up the next one goes first.

    The search cannot see behind a face-down card, so it undervalues turning one up; but the reserve
    must be dug out to win, and what the new card is can change the plan. (Among several foundations
    that take it, the search's favourite.)
    """
    reveals = [s for s in result.scored if s.move.kind == "move" and adapter.reveals(game, s.move)]
    if not reveals or result.scored[0] is reveals[0]:
        return result
    scored = [reveals[0]] + [s for s in result.scored if s is not reveals[0]]
    return Analysis(result.stop_value, scored, result.nodes)


def _reserve_first(game: Game, result: Analysis) -> Analysis:
    """A hidden reserve (Rainbow's arc): when the best move sends a waste or hand card to a foundation,
    a reserve card that can go to a foundation goes first.

    Reserve cards leave only for the foundations, and a reserve card passed over now may wait a
    whole round of a foundation for its rank again; a waste or hand card has other places to go. The
    search values the two alike when it cannot see behind the reserve card. In trial runs on game
    numbers 1-2,000 the level foundations alone won 24 deals, with this rule 28.
    """
    if not result.scored:
        return result
    piles = game.piles
    best = result.scored[0].move
    if best.kind != "move" or piles[best.dst].kind != "foundation" or piles[best.src].kind == "reserve":
        return result
    for s in result.scored:
        move = s.move
        if move.kind == "move" and piles[move.src].kind == "reserve" and piles[move.dst].kind == "foundation":
            return Analysis(result.stop_value, [s] + [t for t in result.scored if t is not s], result.nodes)
    return result


def explain(game: Game, scored: Scored, first: bool) -> Reason:
    move = scored.move
    if move.kind == "turn":
        return no_useful(first, "turn")
    if move.kind == "redeal":
        return no_useful(first, "gather_wastes")
    card = move.card
    assert card is not None
    src, dst = game.piles[move.src], game.piles[move.dst]
    then = then_clause(scored.line, game)
    if dst.kind == "foundation":
        if src.kind == "reserve" and src.top != card:
            return reason("hint.deep_ace", card=card).then(then)
        if not dst.cards:
            what = reason("hint.start_foundation", card=card)
        else:
            what = reason("hint.put_on", card=card, pile=dst.id)
        return what.then(uncovers(src), then)
    if dst.kind == "reserve":
        where = reason("hint.on_reserve", card=card)
        if src.kind == "waste":
            return where.then(uncovers(src), then)
        return where.then(reason("hint.keeps_wastes_free"), then)
    if dst.kind == "waste":
        if not dst.cards:
            return reason("hint.on_empty_waste", card=card, pile=dst.id).then(then)
        top = dst.cards[-1]
        _, table = waits_of(game)
        mine = table[card.rank][0] if table[card.rank] else 13
        theirs = table[top.rank][0] if table[top.rank] else 13
        if theirs > mine or (theirs == mine and top.rank != card.rank):
            return reason("hint.on_wanted_card", card=card, pile=dst.id, card2=top).then(then)
        return reason("hint.on_cheapest_card", card=card, pile=dst.id, card2=top).then(then)
    return reason("hint.move_to", card=card, pile=dst.id).then(then)


