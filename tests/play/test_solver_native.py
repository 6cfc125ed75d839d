"""The compiled search core: the same shuffle as the rules' deal, lines that replay to a win by the rules,
resuming; and a program without it (an install with no C compiler, simulated) still plays and solves with
the plain search. (Move for move it is held to the rules themselves, and to an exhaustive search, in
test_native_truth.py; the plain search to the exhaustive search in test_plain_search.py.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from patience_qt.play.solver import UNKNOWN, WINNABLE, native, solve
from patience_qt.rules import new_game
from patience_qt.rules.deal import shuffled
from tools import record_winning_lines

needs_native = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)

@needs_native
def test_the_native_shuffle_is_the_deal_shuffle() -> None:
    cards = list(range(4, 56)) * 2
    for number, salt in [(1, 1), (34, 3), (2**63 - 1, 5), (0, 0)]:
        assert native.native_module().shuffle(cards, number, salt) == shuffled(cards, number, salt)


@needs_native
@pytest.mark.parametrize(("game_id", "seed", "options"), [
    ("toad", 1, {}), ("toad", 3, {"two_reserves": True}), ("star", 2, {}), ("open_shop", 5, {}),
    ("rainbow", 1, {}), ("rainbow", 4, {}),
])
def test_a_native_line_replays_to_a_win(game_id: str, seed: int, options: dict) -> None:
    game = new_game(game_id, seed=seed, options=options)
    result = solve(game, hints=False, max_nodes=2_000_000, max_seconds=60, core="native")
    assert result.verdict == WINNABLE and result.core == "native"
    fresh = new_game(game_id, seed=seed, options=options)
    for move in result.line:
        fresh.push(move)
    assert fresh.is_won()


@needs_native
def test_a_native_line_the_rules_refuse_is_not_believed(monkeypatch) -> None:
    # the check of every line stays in front of the compiled core: a line cut short is caught
    original = native.NativeSearch.run

    def short(self):
        result = original(self)
        result.line = result.line[:-1]
        return result

    monkeypatch.setattr(native.NativeSearch, "run", short)
    result = solve(new_game("toad", seed=1), hints=False, max_seconds=60, core="native")
    assert result.verdict == UNKNOWN and "does not win" in result.note


@needs_native
def test_a_native_search_resumes_where_it_stopped() -> None:
    game = new_game("open_shop", seed=4)
    first = solve(game, hints=False, max_nodes=50_000, max_seconds=60, core="native")
    assert first.verdict == UNKNOWN and first.resume is not None
    again = solve(game, hints=False, max_nodes=50_000, max_seconds=60, resume=first.resume)
    assert again.nodes > first.nodes and again.core == "native"


def test_the_python_core_is_there_on_request() -> None:
    game = new_game("toad", seed=1)
    line = record_winning_lines.decode(game.copy(history=False),
                                       record_winning_lines.read_lines()[("toad", "toad")][1])
    for move in line[:-30]:  # the last thirty moves of the recorded line: few enough for the plain search
        game.push(move)
    result = solve(game, hints=False, max_seconds=60, core="python")
    assert result.verdict == WINNABLE and result.core == "python"


def test_an_unknown_core_is_refused() -> None:
    with pytest.raises(ValueError, match="no search core"):
        solve(new_game("toad", seed=1), core="fortran")


def test_without_the_compiled_core_the_program_plays_and_solves() -> None:
    # an install where no C compiler was found has no _native module: the switch makes the loader
    # skip it, as if it were absent, in a fresh interpreter: the plain search wins the end of a
    # recorded line and leaves a whole deal unknown
    script = (
        "from patience_qt.play.solver import native, solve\n"
        "from patience_qt.rules import new_game\n"
        "from tools import record_winning_lines\n"
        "assert not native.available()\n"
        "game = new_game('toad', seed=1)\n"
        "print(solve(game, hints=False, max_nodes=5_000).verdict)\n"
        "text = record_winning_lines.read_lines()[('toad', 'toad')][1]\n"
        "for move in record_winning_lines.decode(game.copy(history=False), text)[:-30]:\n"
        "    game.push(move)\n"
        "result = solve(game, hints=False, max_seconds=60)\n"
        "print(result.verdict, result.core)\n"
    )
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYTHONPATH=str(root), **{native.PURE_PYTHON_VARIABLE: "1"})
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                          timeout=300, check=True, cwd=root)
    assert done.stdout.split() == ["unknown", "winnable", "python"]


def test_an_import_error_of_the_extension_leaves_the_python_core(monkeypatch) -> None:
    import builtins

    real_import = builtins.__import__

    def no_native(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "_native" or name.endswith("._native"):
            raise ImportError("no compiled core (simulated)")
        return real_import(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", no_native)
    monkeypatch.delenv(native.PURE_PYTHON_VARIABLE, raising=False)
    assert native._load() is None
