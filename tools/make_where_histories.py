"""Build the histories tests/play/test_where_wrong.py looks back along: a won line with one move swapped.

For each game: a deal the solver proves winnable, the baseline policy's first ``BEFORE`` moves (so
that the line the solver finds from the deal is not the player's, and the look back must halve the
history rather than follow that line), a winning line from there, and a move off that line after
which the solver proves the deal lost in a short look, the first such from a quarter of the line on;
the history is the line up to there, that move, and the baseline policy's moves after it (at most
``AFTER``). Saved as the session's saved form with the number of the move that lost the deal, so the
test knows the answer without solving it first. Run from the project's root with the compiled core
built: ``python tools/make_where_histories.py [GAME ...]``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from patience_qt.play.automove import safe_automove
from patience_qt.play.families import baseline_policy
from patience_qt.play.hints.policy import MAX_MOVES
from patience_qt.play.hints.ranking import best_move
from patience_qt.play.odds.table import listed_winnable
from patience_qt.play.session import Session
from patience_qt.play.solver import solve
from patience_qt.rules import new_game

OUT = Path("tests/fixtures/where")
AFTER = 12
BEFORE = 10
GAMES = {"rainbow": 1, "toad": 1, "star": 1, "open_shop": 1, "babette": 1}


def hint_played(game_id: str, seed: int) -> Session:
    """The deal played as a player following the first hint (the heuristic ranking's) would, with the
    automatic moves after each move joining its step as on the table: the lost histories the look back
    is asked about by tests/play/test_where_wrong.py and bench/bench_where.py."""
    session = Session(new_game(game_id, seed=seed))
    for _ in range(MAX_MOVES):
        if session.game.is_over():
            break
        move = best_move(session.game)
        if move is None:
            break
        session.play(move)
        while (follow := safe_automove(session.game)) is not None:
            session.follow(follow)
        session.stop_following()
    return session


def winnable_seeds(game_id: str) -> list[int]:
    return listed_winnable(game_id)


def build(game_id: str) -> dict | None:
    for seed in winnable_seeds(game_id)[:40]:
        game = new_game(game_id, seed=seed)
        policy = baseline_policy(game_id)
        for _ in range(BEFORE):
            move = policy(game)
            if move is None:
                break
            game.push(move)
        won = solve(game.copy(history=False), max_seconds=5.0)
        if won.verdict != "winnable":
            continue
        line = list(game.moves) + won.line
        for cut in range(max(BEFORE + 1, len(line) // 4), len(line) * 3 // 4, 4):
            position = new_game(game_id, seed=seed)
            for move in line[:cut]:
                position.push(move)
            for other in position.legal_moves():
                if other == line[cut]:
                    continue
                position.push(other)
                lost = solve(position.copy(history=False), max_seconds=0.5)
                if lost.verdict == "not winnable":
                    for _ in range(AFTER):
                        move = policy(position)
                        if move is None or position.is_over():
                            break
                        position.push(move)
                    data = Session(position).to_dict()
                    data["losing_move"] = cut + 1
                    return data
                position.pop()
    return None


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for game_id in sys.argv[1:] or GAMES:
        data = build(game_id)
        if data is None:
            print(f"{game_id}: no history found")
            continue
        (OUT / f"{game_id}.json").write_text(json.dumps(data) + "\n")
        print(f"{game_id}: seed {data['seed']}, {len(data['moves'])} moves, move {data['losing_move']} loses")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
