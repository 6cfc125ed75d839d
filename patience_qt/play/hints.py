"""Hints: the legal moves of a position ranked best first, each with a sentence for the player.

    from patience_qt.play.hints import hints, best_move, no_moves_message
    hints(game)        # [Hint(move, reason, score), …], best first; [] when no (useful) move is left
    best_move(game)    # the first hint's move, or None: the *hint policy* that simulate can play
    no_moves_message(game)  # NO_MOVES when the game is lost, else None (see there)

A hint's reason is a ``Reason`` (code and arguments, ``rules/reasons.py``): ``str(hint.reason)`` is its
English sentence, the window writes it in the program's language.

* Clock family: there is one legal move; the hint is that move ("The 7♠ goes under the sevens' pile.").
* Rainbow and Village families: the moves are ranked by a look-ahead (``lookahead.py``) over the moves
  whose outcome the player can foresee, judged by an evaluation of the visible cards only
  (``lookahead_rainbow.py``, ``lookahead_village.py``). It never looks at the stock's order or at a
  face-down card. Moves no better than making no move at all are left out; when nothing helps, the hint
  is to turn the stock, deal or redeal ("No useful move — turn the stock."); when that is not possible
  either, there is no hint (only moves that lead nowhere are left, and best_move returns None).

A hint never changes the game: every move the search tries is taken back.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import Game, Move, Pile, Reason, reason
from .lookahead import Adapter, Analysis, Scored, analyse
from .lookahead_rainbow import RainbowAdapter
from .lookahead_rainbow import waits_of as rainbow_waits
from .lookahead_village import VillageAdapter, best_gather_order

NO_MOVES = reason("no_moves")
NO_USEFUL_MOVES = reason("no_useful_moves")

# positions the search may value for one hint: keeps a hint well under 200 ms on a slow machine
BUDGET = {"rainbow": 1500, "village": 700}


@dataclass(frozen=True)
class Hint:
    """A move worth making, why (as data: ``Reason``), and how good the search found it (higher is better)."""

    move: Move
    reason: Reason
    score: float

    @property
    def stands_alone(self) -> bool:
        """The hint says there is no useful move and what to do instead ("No useful move — turn the
        stock."): a sentence of its own, not one hint among others."""
        return self.reason.code.startswith("hint.no_useful.")


_ADAPTERS: dict[str, Adapter] = {"rainbow": RainbowAdapter(), "village": VillageAdapter()}


def family_of(game: Game) -> str:
    from ..rules import GAMES

    return GAMES[game.id].family


def analysis(game: Game) -> Analysis | None:
    """The look-ahead's scoring of every legal move (None for the clock family or a finished game).

    Babette's piles are gathered for the redeal in the order that makes the new deal go best (all its
    cards are known): the gather moves, equal to the search, are put in that order.
    """
    family = family_of(game)
    if family not in _ADAPTERS or not game.legal_moves():
        return None
    adapter = _ADAPTERS[family]
    result = analyse(game, adapter, BUDGET[family])
    if family == "village":
        result = _no_way_back(game, result)
        if any(s.move.kind == "gather" for s in result.scored):
            result = _gather_in_best_order(game, result)
    if family == "rainbow":
        result = _reveal_first(game, adapter, result)
        if game.id == "rainbow":
            result = _reserve_first(game, result)
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


def _reveal_first(game: Game, adapter: Adapter, result: Analysis) -> Analysis:
    """Rainbow: a reserve card that can go to a foundation and turn up the next one goes first.

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
    """Rainbow: when the best move sends a waste or hand card to a foundation, a reserve card that can
    go to a foundation goes first.

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


def _gather_in_best_order(game: Game, result: Analysis) -> Analysis:
    rank = {pile: i for i, pile in enumerate(best_gather_order(game))}
    gathers = sorted((s for s in result.scored if s.move.kind == "gather"), key=lambda s: rank[s.move.src])
    slots = iter(gathers)
    scored = [next(slots) if s.move.kind == "gather" else s for s in result.scored]
    return Analysis(result.stop_value, scored, result.nodes)


def hints(game: Game) -> list[Hint]:
    """The legal moves worth making, best first, each with a reason; [] when no move is left."""
    moves = game.legal_moves()
    if not moves:
        return []
    family = family_of(game)
    if family == "clock":
        return [Hint(move, clock_reason(move), 1.0) for move in moves]
    result = analysis(game)
    assert result is not None
    kept = _useful(result)
    if not kept:
        return []
    base = result.stop_value if result.stop_value != float("-inf") else kept[0].value
    explain = rainbow_reason if family == "rainbow" else village_reason
    return [
        Hint(s.move, explain(game, s, first=(i == 0)), s.value - base) for i, s in enumerate(kept)
    ]


def best_move(game: Game) -> Move | None:
    """The hint policy: the best hint's move, or None when no move is left."""
    moves = game.legal_moves()
    if not moves:
        return None
    family = family_of(game)
    if family == "clock" or (len(moves) == 1 and moves[0].kind in _ADAPTERS[family].stop_kinds):
        return moves[0]
    result = analysis(game)
    assert result is not None
    kept = _useful(result)
    return kept[0].move if kept else None


def no_moves_message(game: Game) -> Reason | None:
    """``NO_MOVES`` ("No moves left.") when the game is lost (not won, and no legal move remains);
    ``NO_USEFUL_MOVES`` ("No useful move left.") when the only moves left lead nowhere (a card moved
    back and forth); else None."""
    if game.is_lost():
        return NO_MOVES
    if not game.is_won() and family_of(game) != "clock" and not hints(game):
        return NO_USEFUL_MOVES
    return None


def _useful(result: Analysis) -> list[Scored]:
    """Leave out the moves no better than making no further move, where the player may stop.

    Turning the stock, dealing and redealing stay. When no such move exists and nothing gains, nothing
    is left: the only moves lead nowhere (Village's last builds, a card moved to and fro).
    """
    if result.stop_value == float("-inf"):
        return list(result.scored)
    return [s for s in result.scored if s.stop or s.value > result.stop_value]


# -- reasons -----------------------------------------------------------------------------------------

def clock_reason(move: Move) -> Reason:
    card = move.card
    if card is None:
        return reason("clock.hint.step")
    if move.dst == "discard":
        return reason("clock.hint.aside", card=card)
    return reason("clock.hint.under", card=card, rank=card.rank)


def _no_useful(first: bool, action: str) -> Reason:
    """The hint to turn, deal or redeal: "No useful move — turn the stock." when it is the best one."""
    return reason(f"hint.no_useful.{action}" if first else f"hint.{action}")


def _then(line: tuple[Move, ...], game: Game) -> Reason | None:
    """How many cards the rest of the line brings to the foundations, as a clause (or None)."""
    count = sum(1 for m in line[1:] if m.kind == "move" and game.piles[m.dst].kind == "foundation")
    if count == 1:
        return reason("hint.then_one")
    if count > 1:
        return reason("hint.then_many", n=count)
    return None


def rainbow_reason(game: Game, scored: Scored, first: bool) -> Reason:
    move = scored.move
    if move.kind == "turn":
        return _no_useful(first, "turn")
    if move.kind == "redeal":
        return _no_useful(first, "gather_wastes")
    card = move.card
    assert card is not None
    src, dst = game.piles[move.src], game.piles[move.dst]
    then = _then(scored.line, game)
    if dst.kind == "foundation":
        if src.kind == "reserve" and src.top != card:
            return reason("hint.deep_ace", card=card).then(then)
        if not dst.cards:
            what = reason("hint.start_foundation", card=card)
        else:
            what = reason("hint.put_on", card=card, pile=dst.id)
        return what.then(_uncovers(src), then)
    if dst.kind == "reserve":
        where = reason("hint.on_reserve", card=card)
        if src.kind == "waste":
            return where.then(_uncovers(src), then)
        return where.then(reason("hint.keeps_wastes_free"), then)
    if dst.kind == "waste":
        if not dst.cards:
            return reason("hint.on_empty_waste", card=card, pile=dst.id).then(then)
        top = dst.cards[-1]
        _, table = rainbow_waits(game)
        mine = table[card.rank][0] if table[card.rank] else 13
        theirs = table[top.rank][0] if table[top.rank] else 13
        if theirs > mine or (theirs == mine and top.rank != card.rank):
            return reason("hint.on_wanted_card", card=card, pile=dst.id, card2=top).then(then)
        return reason("hint.on_cheapest_card", card=card, pile=dst.id, card2=top).then(then)
    return reason("hint.move_to", card=card, pile=dst.id).then(then)


def _uncovers(src: Pile) -> Reason | None:
    """': it frees waste pile 2', ': it uncovers the 9♣', …: what taking the source's top does."""
    cards = src.cards
    if src.kind == "hand":
        return None
    if len(cards) <= 1:
        if src.kind == "waste":
            return reason("hint.frees", pile=src.id)
        return reason("hint.clears", pile=src.id) if src.kind == "reserve" else None
    below = cards[-2]
    if not below.face_up:
        return reason("hint.turns_up", pile=src.id)
    return reason("hint.uncovers", card=below)


def village_reason(game: Game, scored: Scored, first: bool) -> Reason:
    move = scored.move
    if move.kind == "deal":
        return _no_useful(first, "deal")
    if move.kind == "redeal":
        return _no_useful(first, "redeal_columns")
    if move.kind == "gather":
        code = "hint.gather_column" if game.rules.fanned else "hint.gather_pile"
        return reason(code, n=int(move.src.removeprefix("column")))
    card = move.card
    assert card is not None
    src, dst = game.piles[move.src], game.piles[move.dst]
    then = _then(scored.line, game)
    replaced = game.rules.p.replacement and bool(game.piles["stock"].cards)
    if dst.kind == "foundation":
        kind = "ace" if dst.base == 1 else "king"
        if not dst.cards:
            what = reason(f"hint.start_{kind}_foundation", suit=card.suit, card=card)
        else:
            what = reason(f"hint.on_{kind}_foundation", card=card, suit=card.suit)
        if replaced:
            return what.then(reason("hint.replaced"), then)
        return what.then(_uncovers(src), then)
    target = dst.top
    if target is not None:
        onto = reason("hint.move_onto", card=card, card2=target)
    else:
        onto = reason("hint.move_to", card=card, pile=dst.id)
    return onto.then(_uncovers(src), then)
