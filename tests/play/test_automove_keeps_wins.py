"""Automatic moves keep a winnable position winnable (issue 48): the table's own move home is one the
solver's dominance rules certify, or one the compiled core proves harmless; without the core, only the
certified ones (play/automove.py)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from patience_qt.play.automove import candidates, certified_automove, safe_automove
from patience_qt.play.hints.ranking import best_move
from patience_qt.play.odds.table import listed_winnable
from patience_qt.play.solver import NOT_WINNABLE, WINNABLE, native, solve
from patience_qt.rules import Card, Game, Move, game_from_json, new_game
from tools import record_winning_lines

ROOT = Path(__file__).resolve().parents[2]
LINES = record_winning_lines.read_lines()
needs_core = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)


@pytest.fixture(params=["python", "native"])
def core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> str:
    """Each search core: "python" is the program as if no compiled core were built."""
    if request.param == "native" and not native.available():
        pytest.skip("the compiled search core is not built here")
    if request.param == "python":
        monkeypatch.setattr(native, "_NATIVE", None)
    return request.param


def line_of(game_id: str, seed: int) -> tuple[Game, list[Move]]:
    game = new_game(game_id, seed=seed)
    return game, record_winning_lines.decode(game.copy(history=False), LINES[(game_id, game_id)][seed])


def after(game: Game, move: Move) -> Game:
    copy = game.copy(history=False)
    copy.push(move)
    return copy


def goes_home(move: Move | None, card: str) -> bool:
    return move is not None and move.card == Card.parse(card) and move.dst.startswith("foundation")


def autoplay_until_the_turn_of(game: Game, card: Card) -> int:
    """Play as Autoplay does (the hint policy, then the automatic moves after each of its moves) until
    the policy turns ``card`` from the stock; the moves played (the table's numbering)."""
    played = 0
    while played < 400:
        move = best_move(game)
        assert move is not None
        game.push(move)
        played += 1
        if move.kind == "turn" and move.card == card:
            return played
        while (auto := safe_automove(game)) is not None:
            game.push(auto)
            played += 1
    raise AssertionError(f"the policy never turned the {card}")


def test_under_autoplay_rainbow_445721121_keeps_the_king_of_spades_off_the_foundation(core):
    # Autoplay, move 128 turns the K♠; the old automatic move sent it home at move 129, and the deal,
    # winnable before, was lost (the winnability light: "Can no longer be won (since move 129)")
    game = new_game("rainbow", seed=445721121)
    turned = autoplay_until_the_turn_of(game, Card.parse("KS"))
    if core == "native":
        assert turned == 128
        assert solve(game, max_seconds=20).verdict == WINNABLE
        assert solve(after(game, Move("move", "hand", "foundation1", Card.parse("KS"), 0)),
                      max_seconds=20).verdict == NOT_WINNABLE
    assert any(goes_home(move, "KS") for move in candidates(game))
    assert not goes_home(safe_automove(game), "KS")


def test_rainbow_game_4_keeps_the_three_of_spades_for_a_waste_pile(core):
    # the winning line lays the 3♠ from the hand on a waste pile at move 48; home, it loses the deal
    game, line = line_of("rainbow", 4)
    for move in line[:47]:
        game.push(move)
    assert line[47] == Move("move", "hand", "waste2", Card.parse("3S"), 0)
    three_home = next(move for move in candidates(game) if goes_home(move, "3S"))
    if core == "native":
        assert solve(after(game, three_home), max_seconds=20).verdict == NOT_WINNABLE
    assert safe_automove(game) is None


def test_open_shop_game_10_keeps_the_ten_of_diamonds_for_the_foundation_behind(core):
    # move 161: the 10♦ fits a foundation one card short of complete and one a cycle behind, and only
    # the one behind keeps the deal winnable (tests/ui/test_automove.py proves both)
    game = game_from_json((ROOT / "tests" / "fixtures" / "open_shop_two_foundations_take_the_card.json")
                          .read_text())
    assert not goes_home(safe_automove(game), "10D")


@needs_core
@pytest.mark.parametrize(("game_id", "deals"), [("rainbow", 2), ("open_shop", 2), ("toad", 2), ("star", 2),
                                                ("village", 2), ("babette", 1)])
def test_along_winning_lines_no_automatic_move_loses_the_deal(game_id, deals):
    """Every position of a recorded winning line is winnable: where the table's move is not the line's,
    the position after it is not proved lost (bench/bench_automove.py counts many more deals)."""
    asked = 0
    for seed in listed_winnable(game_id)[:deals]:
        game, line = line_of(game_id, seed)
        for step in line:
            move = safe_automove(game)
            if move is not None and move != step:
                asked += 1
                assert solve(after(game, move), max_seconds=10).verdict != NOT_WINNABLE, (game_id, seed, move)
            game.push(step)
    assert asked < 1000


@pytest.mark.parametrize("game_id", ["open_shop", "toad", "village", "babette"])
def test_without_the_core_the_table_makes_the_certified_moves_only(core, game_id):
    """Along a winning line: the certified moves are the same on both cores and come up; with no
    compiled core they are the only automatic moves; every certified move keeps the deal winnable."""
    game, line = line_of(game_id, listed_winnable(game_id)[0])
    certified = 0
    for step in line:
        move = certified_automove(game)
        if move is not None:
            certified += 1
            assert move in candidates(game)
            assert safe_automove(game) == move
            if core == "native" and move != step:
                assert solve(after(game, move), max_seconds=10).verdict != NOT_WINNABLE
        elif core == "python":
            assert safe_automove(game) is None
        game.push(step)
    assert certified >= 3


def test_with_patience_qt_pure_python_the_rules_hold_too():
    """The program started with ``PATIENCE_QT_PURE_PYTHON=1``: no compiled core, and the table's
    automatic moves are the certified ones (along Rainbow game 4's and Toad game 1's winning lines),
    none at Rainbow game 4's move 48."""
    script = """
import json
from patience_qt.play.automove import certified_automove, safe_automove
from patience_qt.play.solver import native
from patience_qt.rules import new_game
from tools import record_winning_lines
lines = record_winning_lines.read_lines()
out = {"available": native.available(), "at_48": None, "certified": 0, "other": 0}
for game_id, seed in (("rainbow", 4), ("toad", 1)):
    game = new_game(game_id, seed=seed)
    line = record_winning_lines.decode(game.copy(history=False), lines[(game_id, game_id)][seed])
    for i, step in enumerate(line):
        move = safe_automove(game)
        if game_id == "rainbow" and i == 47:
            out["at_48"] = None if move is None else str(move.card)
        if move is not None:
            out["certified" if certified_automove(game) == move else "other"] += 1
        game.push(step)
print(json.dumps(out))
"""
    env = dict(os.environ, PYTHONPATH=str(ROOT), **{native.PURE_PYTHON_VARIABLE: "1"})
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=300,
                          cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["available"] is False and out["at_48"] is None
    assert out["certified"] >= 3 and out["other"] == 0


@needs_core
def test_the_quick_verdict_agrees_with_solve():
    """``quick_verdict`` (no replay of the line) says what ``solve`` says, and its one move is legal."""
    from patience_qt.play.solver import quick_verdict

    game, line = line_of("rainbow", 4)
    for move in line[:47]:
        game.push(move)
    lost = after(game, Move("move", "hand", "foundation1", Card.parse("3S"), 0))
    village, village_line = line_of("village", listed_winnable("village")[0])
    for move in village_line[:len(village_line) // 2]:
        village.push(move)
    for position in (game, lost, village):
        quick = quick_verdict(position, 2_000_000, 20)
        assert quick.verdict == solve(position, max_nodes=2_000_000, max_seconds=20, hints=False).verdict
        if quick.verdict == WINNABLE:
            first = quick.line[0]
            assert len(quick.line) == 1
            assert any((m.kind, m.src, m.dst, m.card) == (first.kind, first.src, first.dst, first.card)
                       for m in position.legal_moves())
    assert quick_verdict(lost, 2_000_000, 20).verdict == NOT_WINNABLE
