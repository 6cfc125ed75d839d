"""The compiled core's encoding at its boundary: a rules position into its arguments, its moves back
into the rules' moves.

The C core (``_native*.c``) keeps the position as card codes (``play/card_codes.py``: ``rank * 4 +
suit``) and piles by index; the plain Python search uses the rules' own ``Game``. Nothing else speaks
it: a position goes in through ``rainbow_args`` or ``village_args``, straight from ``Game.piles`` and
``Game.state``, and each move of a line comes back through ``rainbow_move`` or ``village_move``, read on
the rules' position before it, and is pushed on a copy of the caller's game; so a move the core got
wrong is refused there (and the line is then no line: ``lines.check_line``).
``tests/play/test_native_truth.py`` holds the core to the rules move for move.

Move tuples as the core gives them:
Rainbow ``(0, source kind, index, foundation)`` a card to a foundation (source kind 0 reserve, 1 waste,
2 hand), ``(1, reserve, place, foundation)`` the deep ace, ``(2, source kind, index, reserve)`` onto a
reserve, ``(3, waste)`` the hand onto a waste pile, ``(4,)`` the turn, ``(5,)`` the redeal; Village
``(0, column, foundation)``, ``(1, column, column)`` a build, ``(2,)`` the deal, ``(3,)`` the redeal,
``(4, column)`` a gathering.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ...rules import Game, IllegalMove, Move
from ..card_codes import code

R_FOUNDATION, R_DEEP, R_RESERVE, R_WASTE, R_TURN, R_REDEAL = range(6)
FROM_RESERVE, FROM_WASTE, FROM_HAND = range(3)
V_FOUNDATION, V_BUILD, V_DEAL, V_REDEAL, V_GATHER = range(5)
COLUMNS = 8
COLUMN_IDS = tuple(f"column{i}" for i in range(1, COLUMNS + 1))
VILLAGE_FOUNDATION_IDS = tuple(f"foundation{i}" for i in range(1, 9))  # aces S H D C, then kings
REDEAL_KINDS = {"none": 0, "reverse": 1, "gather": 2}  # _native_village.c's numbers


def rainbow_args(game: Game) -> dict[str, Any]:
    """``_native.RainbowCore``'s arguments for this position (all but ``members`` and ``waste``)."""
    rules = game.rules
    p, piles = rules.params, game.piles
    base = piles[rules.foundation_ids[0]].base or 1
    hand = piles["hand"].cards
    return {
        "params": (int(p.cyclic), p.foundation_full, p.balance, p.redeals, p.deck_size, int(p.deep_ace),
                   base),
        "stock": [code(c) for c in piles["stock"].cards],
        "hand": code(hand[-1]) if hand else 0,
        "reserves": [[code(c) for c in piles[r].cards] for r in rules.reserve_ids],
        "wastes": [[code(c) for c in piles[w].cards] for w in rules.waste_ids],
        "foundations": [len(piles[f].cards) for f in rules.foundation_ids],
        "redeals_used": rules.redeals_used(game),
        "deep_used": rules.deep_ace_used(game),
        "game_number": game.seed,
    }


def village_args(game: Game, bans: Iterable[tuple[int, int, int, int]] = ()) -> dict[str, Any]:
    """``_native.VillageCore``'s arguments for this position; ``bans``: pass-up bans to start with
    (the rules' position has none; a test may hand a search path's)."""
    rules = game.rules
    p, piles = rules.params, game.piles
    tops = []
    for i, fid in enumerate(VILLAGE_FOUNDATION_IDS):
        cards = piles[fid].cards
        tops.append(cards[-1].rank if cards else (0 if i < 4 else 14))
    return {
        "params": (int(p.replacement), REDEAL_KINDS[p.redeal], p.deck_size),
        "stock": [code(c) for c in piles["stock"].cards],
        "columns": [[code(c) for c in piles[col].cards] for col in COLUMN_IDS],
        "foundations": tops,
        "redealt": rules.redealt(game),
        "gathering": rules.gathering(game),
        "bans": sorted(bans),
    }


def rainbow_move(game: Game, m: tuple[int, ...]) -> Move:
    """The rules' move for one of the core's Rainbow-family moves, on the position before it."""
    rules, piles = game.rules, game.piles
    kind = m[0]
    if kind in (R_FOUNDATION, R_RESERVE):
        _, src, index, target = m
        src_id = (rules.reserve_ids[index] if src == FROM_RESERVE
                  else rules.waste_ids[index] if src == FROM_WASTE else "hand")
        dst_id = rules.foundation_ids[target] if kind == R_FOUNDATION else rules.reserve_ids[target]
        return Move("move", src_id, dst_id, piles[src_id].cards[-1])
    if kind == R_DEEP:
        _, ri, pos, fi = m
        reserve = rules.reserve_ids[ri]
        return Move("move", reserve, rules.foundation_ids[fi], piles[reserve].cards[pos])
    if kind == R_WASTE:
        return Move("move", "hand", rules.waste_ids[m[1]], piles["hand"].cards[-1])
    if kind == R_TURN:
        return Move("turn", "stock", "hand", piles["stock"].cards[-1])
    if kind == R_REDEAL:
        return Move("redeal", "waste1", "stock", None)
    raise ValueError(f"no Rainbow-family move of the compiled core is {m!r}")


def village_move(game: Game, m: tuple[int, ...]) -> Move:
    """The rules' move for one of the core's Village-family moves, on the position before it."""
    kind = m[0]
    if kind in (V_FOUNDATION, V_BUILD):
        src = COLUMN_IDS[m[1]]
        dst = VILLAGE_FOUNDATION_IDS[m[2]] if kind == V_FOUNDATION else COLUMN_IDS[m[2]]
        return Move("move", src, dst, game.piles[src].cards[-1])
    if kind == V_DEAL:
        return Move("deal", "stock", "column1", None)
    if kind == V_REDEAL:
        return Move("redeal", "stock", "stock", None)
    if kind == V_GATHER:
        return Move("gather", COLUMN_IDS[m[1]], "stock", None)
    raise ValueError(f"no Village-family move of the compiled core is {m!r}")


Decode = Callable[[Game, tuple[int, ...]], Move]


def rules_line(game: Game, line: Iterable[Any], decode: Decode) -> list[Move]:
    """The core's line as the rules' moves, each read and pushed on a copy of ``game``; a move the
    rules refuse ends the line there (the line then does not win, and ``check_line`` says so)."""
    copy = game.copy(history=False)
    moves: list[Move] = []
    for m in line:
        try:
            move = decode(copy, tuple(m))
            copy.push(move)
        except (IllegalMove, IndexError, ValueError):
            break
        moves.append(move)
    return moves
