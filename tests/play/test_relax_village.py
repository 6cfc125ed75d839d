"""The Village family's suit relaxation (play/solver/relax_village.py): it calls lost no position that
comes out (played backwards from a won game, or along a winning line the solver found), and it proves
the deals its text says it proves."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from test_solver_backwards import VILLAGE_CASES, village_backwards, village_game

from patience_qt.play.solver import WINNABLE, VillageTwin, solve
from patience_qt.play.solver import relax_village as relax
from patience_qt.rules import new_game

WINNABLE_DEALS = Path(relax.__file__).parents[1] / "winnable_deals.json"


@pytest.mark.parametrize(("game_id", "rows"), VILLAGE_CASES)
def test_no_position_played_backwards_is_called_lost(game_id: str, rows: int) -> None:
    rng = random.Random(f"suits {game_id}")
    asked = 0
    for _ in range(400):
        twin = VillageTwin(village_game(game_id, *village_backwards(rng, rows)))
        asked += relax.applies(twin)
        assert relax.suit_lost(twin) is None
    assert asked > 300  # the positions are of the kind the relaxation is asked about


# deals of the shipped list of winnable deals that the compiled core wins in a second or two
@pytest.mark.parametrize(("game_id", "seeds"), [("village", (14, 71, 123)), ("babette", (105, 166, 151))])
def test_no_position_along_a_winning_line_is_called_lost(game_id: str, seeds: tuple[int, ...]) -> None:
    listed = json.loads(WINNABLE_DEALS.read_text())["games"][game_id]["standard"]["winnable_seeds"]
    assert set(seeds) <= set(listed)
    asked = 0
    for seed in seeds:
        game = new_game(game_id, seed=seed)
        result = solve(game, max_seconds=20)
        assert result.verdict == WINNABLE
        for move in result.line:
            twin = VillageTwin(game)
            asked += relax.applies(twin)
            assert relax.suit_lost(twin) is None, (seed, game.to_json())
            game.push(move)
    assert asked > 100  # after the redeal, where the relaxation applies


def test_no_root_with_a_redeal_left_is_asked() -> None:
    # the redeal (Village's rows read back, Babette's piles in the player's order) reorders the cards
    for game_id in ("village", "babette"):
        assert not relax.applies(VillageTwin(new_game(game_id, seed=1)))
    assert relax.applies(VillageTwin(new_game("carnival", seed=1)))


def test_a_deal_lost_by_the_order_of_one_suit() -> None:
    # Carnival 29: the search proves it lost too; the twin's own dead-end test does not
    twin = VillageTwin(new_game("carnival", seed=29))
    assert not twin.dead()
    assert relax.suit_lost(twin) == 1  # hearts
