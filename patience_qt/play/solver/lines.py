"""Lines the solver hands out that come from the rules' own moves: the clock family's forced line,
the hint policy's play-out, and the check every winning line passes before it is reported."""

from __future__ import annotations

import time
from collections.abc import Callable

from ...rules import Game, IllegalMove, Move
from ..hints.policy import play_on
from ..hints.ranking import best_move
from .search import CHECK_EVERY, NOT_WINNABLE, UNKNOWN, WINNABLE, SolveResult


def replay(game: Game, max_nodes: int, cancel: Callable[[], bool] | None) -> SolveResult:
    copy = game.copy(history=False)
    line: list[Move] = []
    while True:
        moves = copy.legal_moves()
        if not moves:
            break
        if len(line) >= max_nodes or (cancel is not None and len(line) % CHECK_EVERY == 0 and cancel()):
            return SolveResult(UNKNOWN, [], len(line))
        copy.push(moves[0])
        line.append(moves[0])
    if copy.is_won():
        return SolveResult(WINNABLE, line, len(line))
    return SolveResult(NOT_WINNABLE, [], len(line))


def hint_line(game: Game, deadline: float,
               cancel: Callable[[], bool] | None) -> tuple[SolveResult | None, bool]:
    """The hint policy's line from this position when it wins the deal, else None (see "The hints
    too" in the package's text: a player told "unknown" about a deal that following the hints wins would
    be right to wonder); and whether the play-out came to its end (not stopped by time or cancel)."""
    copy = game.copy(history=False)
    stopped = False

    def stop() -> bool:
        # cancel() once a move: a hint looks at some hundreds of positions (hints.BUDGET), about
        # CHECK_EVERY, so a caller that counts the calls still counts positions roughly right
        nonlocal stopped
        stopped = time.perf_counter() > deadline or (cancel is not None and cancel())
        return stopped

    line = play_on(copy, best_move, stop)
    if copy.is_won():
        return SolveResult(WINNABLE, line, len(line)), True
    return None, not stopped


def check_line(game: Game, result: SolveResult) -> None:
    """Replay the line with the rules; a line they refuse is never handed out."""
    copy = game.copy(history=False)
    try:
        for move in result.line:
            copy.push(move)
    except IllegalMove as error:
        result.verdict, result.note = UNKNOWN, f"internal check: the rules refused the line ({error})"
        result.line = []
        return
    if not copy.is_won():
        result.verdict, result.note = UNKNOWN, "internal check: the line does not win"
        result.line = []

