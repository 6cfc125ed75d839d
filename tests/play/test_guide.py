"""The first hint with the solver behind it (``play.guide``): it wins the deals the solver proves winnable,
never steps from a winnable position into one proved lost, says a lost deal is lost, and is what
simulate's ``--policy hint`` plays."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from patience_qt.play.guide import CHECK_NODES, KEEPS_WINNABLE, PROVED_LOST, UNDECIDED, Guide
from patience_qt.play.hints.policy import play_on
from patience_qt.play.hints.ranking import best_move, hints
from patience_qt.play.odds.simulate import policy_by_name, simulate
from patience_qt.play.odds.table import listed_winnable
from patience_qt.play.solver import NOT_WINNABLE, WINNABLE, solve
from patience_qt.play.solver.native import PURE_PYTHON_VARIABLE
from patience_qt.rules import Game, Move, new_game

# what the guide's hints win and prove rests on the compiled core's search; without it (the plain search)
# they stay sound but decide little: test_with_the_python_search_alone_the_guide_stays_sound
needs_native = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)
RAINBOW_FAMILY = ("rainbow", "open_shop", "toad", "star")
ROOT = Path(__file__).resolve().parents[2]


def follow(game: Game, guide: Guide) -> list[str]:
    """Play the guide's first hints to the end; the standing of each."""
    standings = []
    for _ in range(3000):
        advice = guide.advise(game)
        standings.append(advice.standing)
        if advice.move is None:
            break
        assert advice.move in game.legal_moves()
        game.push(advice.move)
    return standings


@needs_native
@pytest.mark.parametrize("game_id", RAINBOW_FAMILY)
def test_following_the_first_hint_wins_listed_winnable_deals(game_id: str) -> None:
    for seed in listed_winnable(game_id)[:3]:
        game = new_game(game_id, seed=seed)
        standings = follow(game, Guide())
        assert game.is_won(), f"{game_id} #{seed}: lost by following the hints"
        assert set(standings[:-1]) == {KEEPS_WINNABLE}, f"{game_id} #{seed}: {set(standings)}"


@needs_native
@pytest.mark.parametrize("game_id", RAINBOW_FAMILY)
def test_the_line_is_kept_while_the_player_follows_it(game_id: str) -> None:
    game = new_game(game_id, seed=listed_winnable(game_id)[0])
    guide = Guide()
    follow(game, guide)
    assert game.is_won() and guide.searches == 1  # one search, then the kept line's moves


# Toad's, whose positions take seconds to prove (about 11 s), with the slow tests
@needs_native
@pytest.mark.parametrize("game_id", [pytest.param(game_id, marks=pytest.mark.slow) if game_id == "toad"
                                     else game_id for game_id in RAINBOW_FAMILY])
def test_a_winnable_position_is_never_left_for_one_proved_lost(game_id: str) -> None:
    """Random play spoils some positions; wherever the solver proves one winnable, the first hint keeps
    it so (the guide's own searches, and the solver's longer one agree)."""
    rng = random.Random(48)
    checked = 0
    for seed in listed_winnable(game_id)[3:9]:
        game = new_game(game_id, seed=seed)
        for _ in range(rng.randrange(5, 60)):
            moves = game.legal_moves()
            if not moves:
                break
            game.push(rng.choice(moves))
        guide = Guide(solve_seconds=5)
        # the check gets the guide's own budget, seconds and positions: on an idle machine 5 s search
        # more positions than the guide's cap, and a position decided only past it failed the test
        if game.is_over() or solve(game, max_nodes=guide.solve_nodes, max_seconds=5,
                                   hints=False).verdict != WINNABLE:
            continue
        advice = guide.advise(game)
        assert advice.standing == KEEPS_WINNABLE and advice.move is not None
        game.push(advice.move)
        assert solve(game, max_seconds=5, hints=False).verdict != NOT_WINNABLE
        follow(game, guide)  # and the line it keeps wins
        assert game.is_won()
        checked += 1
    assert checked >= 2


def losing_step(game_id: str, seed: int) -> tuple[Game, Move] | None:
    """Where the look-ahead's first hint alone (no solver) throws away a winnable deal: the last position
    the solver proves winnable on its line, and the move after which it proves the position lost."""
    game = new_game(game_id, seed=seed)
    line = play_on(game.copy(history=False), best_move)

    def at(i: int) -> Game:
        position = new_game(game_id, seed=seed)
        for move in line[:i]:
            position.push(move)
        return position

    def verdict(i: int) -> str:
        return solve(at(i), max_seconds=5, hints=False).verdict

    if verdict(len(line)) != NOT_WINNABLE:
        return None
    low, high = 0, len(line)  # winnable at low, lost at high
    while high - low > 1:
        middle = (low + high) // 2
        answer = verdict(middle)
        if answer == WINNABLE:
            low = middle
        elif answer == NOT_WINNABLE:
            high = middle
        else:
            return None
    return at(low), line[low]


@needs_native
@pytest.mark.parametrize("game_id", ["rainbow", *(
    pytest.param(game_id, marks=pytest.mark.slow) for game_id in ("open_shop", "toad", "star"))])
def test_where_the_look_ahead_throws_a_deal_away_the_hint_does_not(game_id: str) -> None:
    found = 0
    for seed in listed_winnable(game_id)[:6]:
        step = losing_step(game_id, seed)
        if step is None:
            continue
        game, losing = step
        advice = Guide().advise(game)
        assert advice.move != losing and advice.standing == KEEPS_WINNABLE
        # the search of the position itself given no time: the short searches of its moves still see
        # the loss, where they can prove it
        game.push(losing)
        provable = solve(game, max_seconds=5, max_nodes=CHECK_NODES, hints=False).verdict == NOT_WINNABLE
        game.pop()
        undecided = Guide(solve_seconds=1e-9, check_seconds=5, checks_seconds=10).advise(game)
        if provable and undecided.standing == UNDECIDED:
            assert undecided.move != losing
        found += 1
        break
    assert found


@needs_native
def test_a_lost_deal_is_said_lost_and_the_hint_brings_cards_home() -> None:
    game = new_game("rainbow", seed=2)  # proved lost (not among the listed winnable)
    assert 2 not in listed_winnable("rainbow")
    guide = Guide()
    advice = guide.advise(game)
    assert advice.standing == PROVED_LOST
    assert advice.move == hints(game)[0].move
    game.push(advice.move)
    assert guide.advise(game).standing == PROVED_LOST and guide.searches == 1  # lost after a lost one


@needs_native
def test_the_guided_hints_put_the_winning_move_first_with_a_reason() -> None:
    game = new_game("toad", seed=listed_winnable("toad")[0])
    guided = Guide().hints(game)
    assert guided.standing == KEEPS_WINNABLE
    assert guided.hints[0].move == Guide().advise(game).move
    assert len({hint.move for hint in guided.hints}) == len(guided.hints)
    assert str(guided.hints[0].reason)


def test_the_clock_family_is_unchanged() -> None:
    game = new_game("clock", seed=1)
    advice = Guide().advise(game)
    assert advice.move == game.legal_moves()[0] and advice.standing == UNDECIDED


@needs_native
def test_simulate_plays_the_guide() -> None:
    assert isinstance(policy_by_name("toad", "hint"), Guide)
    seeds = listed_winnable("toad")[:2]
    assert seeds == [1, 2]
    assert simulate("toad", 2, 1, policy=policy_by_name("toad", "hint")).won == 2


def test_with_the_python_search_alone_the_guide_stays_sound() -> None:
    """PATIENCE_QT_PURE_PYTHON=1: the plain search decides little beyond small endgames (so a hint's
    searches are bounded here by positions, not seconds, the same on any machine and under any load:
    300 for the position, one clock look's worth, 256, for each move's check; two deals are played out,
    some hundreds of hints), but what the hint says holds: a line said to keep the deal winnable wins
    when followed (Star 1's last hints), and "lost" comes after no such line (Toad 1)."""
    script = (
        "from patience_qt.play.guide import Guide, KEEPS_WINNABLE, PROVED_LOST\n"
        "from patience_qt.play.solver import native\n"
        "from patience_qt.rules import new_game\n"
        "assert not native.available()\n"
        "for game_id, seed in (('star', 1), ('toad', 1)):\n"
        "    game, said = new_game(game_id, seed=seed), []\n"
        "    guide = Guide(solve_seconds=60.0, solve_nodes=300, check_seconds=0.0, checks_seconds=60.0)\n"
        "    for _ in range(3000):\n"
        "        advice = guide.advise(game)\n"
        "        said.append(advice.standing)\n"
        "        if advice.move is None or advice.standing == PROVED_LOST:\n"
        "            break\n"
        "        game.push(advice.move)\n"
        "    if KEEPS_WINNABLE in said:\n"
        "        assert game.is_won(), (game_id, seed)\n"
        "        assert PROVED_LOST not in said[said.index(KEEPS_WINNABLE):]\n"
        "    print(game_id, seed, game.is_won(), said[-1], KEEPS_WINNABLE in said)\n"
    )
    env = dict(os.environ, **{PURE_PYTHON_VARIABLE: "1"}, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                          timeout=600, cwd=ROOT)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.split("\n")
    assert lines[0].split() == ["star", "1", "True", UNDECIDED, "True"]  # the won game: no move to advise
    assert lines[1].split() == ["toad", "1", "False", PROVED_LOST, "False"]
