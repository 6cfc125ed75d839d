"""Which moves the table may make for the player (pure Python, no Qt).

``safe_automove``: a move to a foundation the table makes by itself, or None; it never turns a position
the player could still win into one that is lost. Foundations in these games never give a card back,
so a card sent home too early can be missing later: a reserve card in the Rainbow family needs a card
of the rank below laid on it (Rainbow, game 4: the 3♠ from the hand at move 48, which the winning line
lays on a waste pile), or a foundation a cycle behind another needed the card (Open Shop, game 10: the
10♦ at move 161), or (Rainbow 445721121 under Autoplay) the K♠ sent home at move 129 left the deal lost.
Along the solver's winning lines of the listed deals the old rule (every outer card that fits goes home)
lost a winnable position in most places where it differed from the line (Rainbow 723 of 816 on 15
deals; ``bench/bench_automove.py``, docs/benchmarks.md). So a move goes home by itself only when:

- the dominance rules certify it (``certified_automove``, ``play/dominance.py``, the rules the
  compiled core's search plays at once too): in the Rainbow family nothing can ever be laid on the
  card, as many foundations of one length want its rank as there are cards of it left, and it comes
  from a reserve (or there is no balance rule and no redeal left); in the Village family, the last
  deal, nothing more to replace it, and its twin is already home or nothing can ever be built on it.
  These hold with or without the compiled core; or
- the compiled core proves it harmless (``solver.quick_verdict``: its verdict within the family's
  ``NODES`` positions, without replaying the line, at most two questions a call): the position now is lost (no
  move can cost anything), or it wins by a line that starts with this move home (the search tries the
  moves home first), or the position after the first move home wins. Along the recorded lines a call
  takes a few milliseconds, the worst some tens (docs/benchmarks.md, "Automatic moves"), on the
  table's thread: short enough not to be felt between two animations.

The Village family is asked the same way: there the old rule lost a winnable position in 127 of the
357 places it left the winning lines of 15 deals of Village and 15 of Babette, 38 more undecided (a
move home in Village's deal lets the next stock card take its place and shifts every later row; in
Babette it changes the piles gathered for the redeal). Its dominance rules hold in the last deal
only, so before it only a proved move goes home by itself.

Where the compiled core is not there (``PATIENCE_QT_PURE_PYTHON=1``, an install without a compiler)
only the certified moves are made: the plain search that stands in for it decides too little to ask
on the table's thread after every move. The solver, and with it the core, loads the first time a card could
go home, not with the first table (``tests/test_startup_imports.py``).

Left to the player in any case: a card from inside a pile (Toad's once-per-game deep ace: it spends a
privilege); a card two foundations of different lengths take (which one is a choice); nothing in the
clock family (its one move is the player's, and there are no foundations).
"""

from __future__ import annotations

import time
from typing import Any

from ..rules import Game, Move, game_info
from .dominance import certified

SOURCE_ORDER = ("reserve", "hand", "waste", "column")
# positions the compiled core may search to prove a move harmless (each of the two questions), by
# family: a deterministic limit, so that the table makes the same moves on any machine, with
# ``SECONDS`` as a guard only. A Village-family position costs the core about five times a Rainbow
# one (its deal's dead-end tests): at 20,000 a call took up to 139 ms of CPU on Babette's lines, at
# 5,000 up to 35 ms, and still proved 67 of the 86 moves (docs/benchmarks.md, "Automatic moves")
NODES = {"rainbow": 20_000, "village": 5_000}
SECONDS = 0.5


def _is_top(game: Game, move: Move) -> bool:
    return move.card_index == len(game.pile(move.src).cards) - 1


def _foundations_differ(game: Game, move: Move, legal: list[Move]) -> bool:
    """Another foundation takes the card too and holds another number of cards: the choice matters."""
    for other in legal:
        if other.card == move.card and other.src == move.src and other.dst != move.dst:
            pile = game.pile(other.dst)
            if pile.kind == "foundation" and len(pile.cards) != len(game.pile(move.dst).cards):
                return True
    return False


def candidates(game: Game) -> list[Move]:
    """The foundation moves the table may consider at all, in the order it prefers them (reserve, hand,
    waste, column): an outer card, not from a foundation, with no choice of foundation that matters."""
    ranked: list[tuple[int, int, Move]] = []
    legal = game.legal_moves()
    for i, move in enumerate(legal):
        if move.kind != "move" or move.card is None:
            continue
        src, dst = game.pile(move.src), game.pile(move.dst)
        if dst.kind != "foundation" or src.kind == "foundation" or not _is_top(game, move):
            continue
        if _foundations_differ(game, move, legal):
            continue
        rank = SOURCE_ORDER.index(src.kind) if src.kind in SOURCE_ORDER else len(SOURCE_ORDER)
        ranked.append((rank, i, move))
    ranked.sort(key=lambda entry: (entry[0], entry[1]))
    return [move for _, _, move in ranked]


def certified_automove(game: Game, moves: list[Move] | None = None) -> Move | None:
    """A foundation move the dominance rules certify (it keeps every win), or None.

    ``moves``: the candidates to look at (``candidates(game)`` when None). ``play/dominance.py``, pure
    Python, with or without the compiled core."""
    moves = candidates(game) if moves is None else moves
    return next((move for move in moves if certified(game, move)), None)


def _verdict(game: Game, nodes: int, seconds: float) -> Any:
    from .solver import quick_verdict

    return quick_verdict(game, nodes, max(0.0, seconds))


def _same(a: Move, b: Move) -> bool:
    """The same move, whether or not it names the card's place (a line's moves may not)."""
    return (a.kind, a.src, a.dst, a.card) == (b.kind, b.src, b.dst, b.card)


def safe_automove(game: Game, *, nodes: int | None = None, seconds: float = SECONDS,
                  search: bool | None = None) -> Move | None:
    """A foundation move the table may make by itself now, or None (see the module's text).

    ``nodes``: the compiled core's limit for each of its (at most two) questions (None: the family's,
    ``NODES``); ``seconds``: a guard on the time of both; ``search``: False, the certified moves only;
    None, the search too wherever the compiled core is built."""
    moves = candidates(game)
    if not moves:
        return None
    move = certified_automove(game, moves)
    if move is not None:
        return move
    from .solver import NOT_WINNABLE, WINNABLE, native

    if search is False or not native.available() or game.rules.forced:
        return None
    if nodes is None:
        nodes = NODES.get(game_info(game.id).family, 0)
        if not nodes:
            return None
    start = time.perf_counter()
    # the position now: lost, and nothing can cost; winnable by a line that starts with a move home,
    # and that move keeps it winnable (the search tries the moves home first)
    now = _verdict(game, nodes, seconds)
    if now.verdict == NOT_WINNABLE:
        return moves[0]
    if now.verdict == WINNABLE and now.line:
        first = next((move for move in moves if _same(move, now.line[0])), None)
        if first is not None:
            return first
    after = game.copy(history=False)
    after.push(moves[0])
    if after.is_won():
        return moves[0]
    if _verdict(after, nodes, seconds - (time.perf_counter() - start)).verdict == WINNABLE:
        return moves[0]
    return None
