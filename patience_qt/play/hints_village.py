"""The Village family's hints: the look-ahead's ranking without builds that go round in circles, with
Babette's piles gathered in the best order, and the reason each hint gives."""

from __future__ import annotations

from ..rules import Game, Move, Reason, reason
from .hint_phrases import no_useful, then_clause, uncovers
from .lookahead import Adapter, Analysis, Scored
from .lookahead_village import best_gather_order


def refine(game: Game, adapter: Adapter, result: Analysis) -> Analysis:
    """The search's ranking less the builds that bring a position back; Babette's gather moves, equal to
    the search, put in the order that makes the new deal go best (all its cards are known)."""
    result = _no_way_back(game, result)
    if any(s.move.kind == "gather" for s in result.scored):
        result = _gather_in_best_order(game, result)
    return result


def _is_build(game: Game, move: Move) -> bool:
    piles = game.piles
    return move.kind == "move" and piles[move.src].kind == "column" and piles[move.dst].kind == "column"


def _no_way_back(game: Game, result: Analysis) -> Analysis:
    """Village family: leave out a build that brings back a position the game has been in since its
    last move of another kind.

    Each search starts afresh from the table and shares its node budget among the moves, so two
    searches a move apart may each rate the other's position higher; without this a hint (and the
    autoplay) could send a jack back and forth between two columns for ever (Babette, game 1003).
    Only builds can repeat a position: every other move changes the foundations or the stock.
    """
    builds = [s for s in result.scored if _is_build(game, s.move)]
    if not builds:
        return result
    columns = {pid: pile.cards for pid, pile in game.piles.items() if pile.kind == "column"}
    seen = {tuple(columns.values())}
    before = dict(columns)
    for move in reversed(game.moves):
        if not (move.kind == "move" and move.src in before and move.dst in before):
            break
        before[move.src] = before[move.src] + before[move.dst][-1:]  # the card goes back where it was
        before[move.dst] = before[move.dst][:-1]
        seen.add(tuple(before.values()))

    def comes_back(move: Move) -> bool:
        after = dict(columns)
        after[move.dst] = after[move.dst] + after[move.src][-1:]
        after[move.src] = after[move.src][:-1]
        return tuple(after.values()) in seen

    dropped = {id(s) for s in builds if comes_back(s.move)}
    if not dropped:
        return result
    return Analysis(result.stop_value, [s for s in result.scored if id(s) not in dropped], result.nodes)


def _gather_in_best_order(game: Game, result: Analysis) -> Analysis:
    rank = {pile: i for i, pile in enumerate(best_gather_order(game))}
    gathers = sorted((s for s in result.scored if s.move.kind == "gather"), key=lambda s: rank[s.move.src])
    slots = iter(gathers)
    scored = [next(slots) if s.move.kind == "gather" else s for s in result.scored]
    return Analysis(result.stop_value, scored, result.nodes)


def explain(game: Game, scored: Scored, first: bool) -> Reason:
    move = scored.move
    if move.kind == "deal":
        return no_useful(first, "deal")
    if move.kind == "redeal":
        return no_useful(first, "redeal_columns")
    if move.kind == "gather":
        code = "hint.gather_column" if game.rules.fanned else "hint.gather_pile"
        return reason(code, n=int(move.src.removeprefix("column")))
    card = move.card
    assert card is not None
    src, dst = game.piles[move.src], game.piles[move.dst]
    then = then_clause(scored.line, game)
    replaced = game.rules.params.replacement and bool(game.piles["stock"].cards)
    if dst.kind == "foundation":
        kind = "ace" if dst.base == 1 else "king"
        if not dst.cards:
            what = reason(f"hint.start_{kind}_foundation", suit=card.suit, card=card)
        else:
            what = reason(f"hint.on_{kind}_foundation", card=card, suit=card.suit)
        if replaced:
            return what.then(reason("hint.replaced"), then)
        return what.then(uncovers(src), then)
    target = dst.top
    if target is not None:
        onto = reason("hint.move_onto", card=card, card2=target)
    else:
        onto = reason("hint.move_to", card=card, pile=dst.id)
    return onto.then(uncovers(src), then)
