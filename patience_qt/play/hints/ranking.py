"""Hints: the legal moves of a position ranked best first, each with a sentence for the player.

    from patience_qt.play.hints.ranking import hints, best_move, no_moves_message
    hints(game)        # [Hint(move, reason, score), …], best first; [] when no (useful) move is left
    best_move(game)    # the first hint's move, or None: the look-ahead's policy (the solver plays it
                       # out; the window, simulate and the odds play play.guide, the solver behind it)
    no_moves_message(game)  # NO_MOVES when the game is lost, else None (see there)

A hint's reason is a ``Reason`` (code and arguments, ``rules/reasons.py``): ``str(hint.reason)`` is its
English sentence, the window writes it in the program's language.

* Clock family: there is one legal move; the hint is that move ("The 7♠ goes under the sevens' pile.").
* Rainbow and Village families: the moves are ranked by a look-ahead (``lookahead.py``) over the moves
  whose outcome the player can foresee, judged by an evaluation of the visible cards only (each
  family's module of this room: ``rainbow.py``, ``village.py``). It never looks at the stock's order or
  at a face-down card. Moves no better than making no move at all are left out; when nothing helps, the hint
  is to turn the stock, deal or redeal ("No useful move — turn the stock."); when that is not possible
  either, there is no hint (only moves that lead nowhere are left, and best_move returns None).

A hint never changes the game: every move the search tries is taken back.
"""

from __future__ import annotations

from dataclasses import dataclass

from ...rules import Game, Move, Reason, reason
from ..families import play_family
from .lookahead import Analysis, Scored, analyse

NO_MOVES = reason("no_moves")
NO_USEFUL_MOVES = reason("no_useful_moves")


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


def analysis(game: Game) -> Analysis | None:
    """The look-ahead's scoring of every legal move, with the family's corrections (None where there is
    no choice to rank, or no move)."""
    family = play_family(game.id)
    if family.adapter is None or not game.legal_moves():
        return None
    result = analyse(game, family.adapter, family.budget)
    return family.refine(game, family.adapter, result) if family.refine is not None else result


def hints(game: Game) -> list[Hint]:
    """The legal moves worth making, best first, each with a reason; [] when no move is left."""
    moves = game.legal_moves()
    if not moves:
        return []
    family = play_family(game.id)
    if family.explain_move is not None:
        return [Hint(move, family.explain_move(move), 1.0) for move in moves]
    result = analysis(game)
    assert result is not None
    kept = useful_moves(result)
    if not kept:
        return []
    base = result.stop_value if result.stop_value != float("-inf") else kept[0].value
    assert family.explain is not None
    return [
        Hint(s.move, family.explain(game, s, i == 0), s.value - base) for i, s in enumerate(kept)
    ]


def best_move(game: Game) -> Move | None:
    """The hint policy: the best hint's move, or None when no move is left."""
    moves = game.legal_moves()
    if not moves:
        return None
    adapter = play_family(game.id).adapter
    if adapter is None or (len(moves) == 1 and moves[0].kind in adapter.stop_kinds):
        return moves[0]
    result = analysis(game)
    assert result is not None
    kept = useful_moves(result)
    return kept[0].move if kept else None


def no_moves_message(game: Game, ranked: list[Hint] | None = None) -> Reason | None:
    """``NO_MOVES`` ("No moves left.") when the game is lost (not won, and no legal move remains);
    ``NO_USEFUL_MOVES`` ("No useful move left.") when the only moves left lead nowhere (a card moved
    back and forth); else None. ``ranked``: the position's hints when the caller has them already,
    so that the look-ahead is not run a second time."""
    if game.is_lost():
        return NO_MOVES
    if not game.is_won() and not game.rules.forced and not (hints(game) if ranked is None else ranked):
        return NO_USEFUL_MOVES
    return None


def useful_moves(result: Analysis) -> list[Scored]:
    """Leave out the moves no better than making no further move, where the player may stop.

    Turning the stock, dealing and redealing stay. When no such move exists and nothing gains, nothing
    is left: the only moves lead nowhere (Village's last builds, a card moved to and fro).
    """
    if result.stop_value == float("-inf"):
        return list(result.scored)
    return [s for s in result.scored if s.stop or s.value > result.stop_value]
