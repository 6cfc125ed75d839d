"""The waste-pile relaxation of the compiled core (_native_waste.c, off unless asked for: native.py
WASTE_RELAXATION): it never calls lost a position known to come out, and it sees losses the other
dead-end tests do not."""

from __future__ import annotations

import random

import pytest
from test_solver_backwards import RAINBOW_CASES, rainbow_backwards  # (tests/play is on the path)

from patience_qt.play.odds.table import listed_winnable
from patience_qt.play.solver import native
from patience_qt.rules import new_game

pytestmark = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)


@pytest.mark.parametrize(("game_id", "options"), RAINBOW_CASES)
def test_no_position_played_backwards_is_called_lost(game_id: str, options: dict) -> None:
    rng = random.Random(f"waste {game_id} {sorted(options.items())}")
    for _ in range(400):
        game = rainbow_backwards(game_id, options, rng, rng.randrange(10, 200))
        assert not native.rainbow_core(game, waste=True).dead(), game.to_json()


LINES = [("open_shop", {}), ("star", {}), ("toad", {"deep_ace": False}), ("rainbow", {})]


@pytest.mark.parametrize(("game_id", "options"), LINES)
def test_no_position_along_a_winning_line_is_called_lost(game_id: str, options: dict) -> None:
    for seed in listed_winnable(game_id, options)[:6]:
        game = new_game(game_id, seed=seed, options=options)
        core = native.rainbow_core(game)
        verdict, line, _nodes = core.search(max_nodes=4_000_000, seconds=60.0, cancel=None)
        assert verdict == 0
        core = native.rainbow_core(game, waste=True)
        for move in line:
            core.apply(tuple(move))
            assert not core.dead()


def test_it_sees_losses_near_the_end_of_the_stock_the_other_tests_do_not() -> None:
    rng = random.Random(1)
    game = new_game("open_shop", seed=1)
    without, with_it = native.rainbow_core(game, waste=False), native.rainbow_core(game, waste=True)
    seen = 0
    for _ in range(400):
        moves = without.moves()
        if not moves or without.dead():
            break
        move = tuple(rng.choice(moves))
        without.apply(move)
        with_it.apply(move)
        seen += with_it.dead() and not without.dead()
    assert seen
