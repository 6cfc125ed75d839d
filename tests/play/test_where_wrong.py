"""Where did it go wrong: the look back along a history finds the step that lost the deal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from patience_qt.play import where_wrong
from patience_qt.play.session import Session
from patience_qt.play.solver import SolveResult
from patience_qt.play.where_wrong import (
    CANCELLED,
    LOST_AT,
    LOST_FROM_START,
    STILL_WINNABLE,
    UNDECIDED,
    WINNABLE_UNTIL,
    WhereProbe,
    applies,
    most_solves,
)
from patience_qt.rules import new_game, reason

HISTORIES = Path(__file__).resolve().parents[1] / "fixtures" / "where"
WINNABLE = Path(__file__).resolve().parents[2] / "patience_qt" / "play" / "winnable_deals.json"
STEPS = 30


def played(game_id: str = "toad", seed: int = 5, steps: int = STEPS):
    """A game with ``steps`` moves played (the first legal move each time, skipping none)."""
    game = new_game(game_id, seed=seed)
    for _ in range(steps):
        game.push(game.legal_moves()[0])
    return game


@pytest.fixture(scope="module")
def toad_game():
    return played()


class Oracle:
    """A stand-in solver that knows the answer: the positions after at most ``last_winnable`` steps
    can be won, later ones cannot; ``unknown`` positions it cannot decide."""

    def __init__(self, game, last_winnable: int, unknown: frozenset[int] = frozenset(),
                 proof_reason=None) -> None:
        probe = WhereProbe(game, [1] * len(game.moves))
        self.steps_of = {probe.position(steps).snapshot(): steps for steps in range(len(game.moves) + 1)}
        self.last_winnable = last_winnable
        self.unknown = unknown
        self.proof_reason = proof_reason
        self.asked: list[int] = []

    def __call__(self, position, max_nodes, max_seconds, cancel=None) -> SolveResult:
        steps = self.steps_of[position.snapshot()]
        self.asked.append(steps)
        if steps in self.unknown:
            return SolveResult("unknown")
        if steps <= self.last_winnable:
            return SolveResult("winnable")
        return SolveResult("not winnable", reason=self.proof_reason)


def test_every_losing_step_is_found_within_the_solves_promised(toad_game) -> None:
    for last_winnable in range(STEPS):
        oracle = Oracle(toad_game, last_winnable)
        found = WhereProbe(toad_game, [1] * STEPS).run(solver=oracle)
        assert found.kind == LOST_AT
        assert found.step == last_winnable
        assert found.move_number == last_winnable + 1
        assert found.move == toad_game.moves[last_winnable]
        assert found.solves == len(oracle.asked) <= most_solves(STEPS)
        assert len(set(oracle.asked)) == len(oracle.asked)  # no position asked twice


def test_a_game_that_can_still_be_won_needs_one_solve(toad_game) -> None:
    oracle = Oracle(toad_game, STEPS)
    found = WhereProbe(toad_game, [1] * STEPS).run(solver=oracle)
    assert found.kind == STILL_WINNABLE
    assert oracle.asked == [STEPS]


def test_a_deal_lost_from_the_start_quotes_the_proofs_reason(toad_game) -> None:
    why = reason("rainbow.lost.reserve_order", pile="reserve", n=9, card=toad_game.moves[0].card)
    oracle = Oracle(toad_game, -1, proof_reason=why)
    found = WhereProbe(toad_game, [1] * STEPS).run(solver=oracle)
    assert found.kind == LOST_FROM_START
    assert found.reason == why
    assert oracle.asked == [STEPS, 0]


def test_steps_not_moves_are_blamed(toad_game) -> None:
    """A step of three moves (a player's move and the automatic ones after it) is blamed as a whole,
    by its first move, and never split."""
    sizes = [3] * (STEPS // 3)
    oracle = Oracle(toad_game, 13)  # lost by the 15th move, the last of step 4 (moves 13-15)
    found = WhereProbe(toad_game, sizes).run(solver=oracle)
    assert found.kind == LOST_AT
    assert found.step == 4
    assert found.move_number == 13
    assert set(oracle.asked) <= {3 * steps for steps in range(len(sizes) + 1)}


def test_positions_along_a_winning_line_are_not_asked_again(toad_game) -> None:
    """A winnable answer whose line is the player's own next moves proves those positions winnable."""
    asked: list[int] = []
    probe = WhereProbe(toad_game, [1] * STEPS)
    steps_of = {probe.position(steps).snapshot(): steps for steps in range(STEPS + 1)}

    def solver(position, max_nodes, max_seconds, cancel=None) -> SolveResult:
        steps = steps_of[position.snapshot()]
        asked.append(steps)
        if steps > 20:
            return SolveResult("not winnable")
        return SolveResult("winnable", line=list(toad_game.moves[steps:20]))

    found = probe.run(solver=solver)
    assert (found.kind, found.step) == (LOST_AT, 20)
    assert asked[:2] == [STEPS, 0]
    assert not set(asked) & set(range(1, 21))  # the deal's line reached step 20: none asked on it
    assert len(asked) <= 2 + 4  # the end, the deal, then 21 ... 29 halved


@settings(max_examples=60, deadline=None)
@given(last_winnable=st.integers(-1, STEPS),
       unknown=st.frozensets(st.integers(0, STEPS), max_size=STEPS // 2))
def test_an_undecided_position_never_makes_a_wrong_answer(toad_game, last_winnable, unknown) -> None:
    oracle = Oracle(toad_game, last_winnable, unknown)
    found = WhereProbe(toad_game, [1] * STEPS).run(solver=oracle)
    assert found.solves <= most_solves(STEPS)
    if found.kind == LOST_AT:
        assert found.step == last_winnable
    elif found.kind == STILL_WINNABLE:
        assert last_winnable == STEPS
    elif found.kind == LOST_FROM_START:
        assert last_winnable == -1
    else:
        assert found.kind in (WINNABLE_UNTIL, UNDECIDED)
        if found.winnable_until is not None:
            assert found.winnable_until <= last_winnable
            assert found.step == found.winnable_until  # one move a step here: where to go back to
        if found.lost_by is not None:
            assert found.lost_by > last_winnable
        assert (found.winnable_until is None) == (found.kind == UNDECIDED)


def test_a_rainbow_deal_its_reserve_dooms_is_lost_from_the_first_card() -> None:
    """The real solver on a deal the reserve relaxation proves lost (about two Rainbow deals in three):
    the answer is the proof's own reason, with the reserve cards it is about."""
    winnable = set(json.loads(WINNABLE.read_text())["games"]["rainbow"]["standard"]["winnable_seeds"])
    seed = next(seed for seed in range(1, 50) if seed not in winnable)
    game = played("rainbow", seed, 12)
    found = WhereProbe(game, [1] * 12).run(seconds_each=5.0)
    assert found.kind == LOST_FROM_START
    assert found.reason is not None and found.reason.code == "rainbow.lost.reserve_order"
    assert found.blocked and set(found.blocked) <= set(new_game("rainbow", seed=seed).pile("reserve").cards)


def test_no_solve_starts_once_the_time_is_spent(toad_game, monkeypatch) -> None:
    """The player is waiting: after ``total_seconds`` the answer says what is known (here each solve
    takes 12 s on a stand-in clock, so the third one is the last to start within 30 s)."""
    now = [0.0]
    monkeypatch.setattr(where_wrong.time, "monotonic", lambda: now[0])
    oracle = Oracle(toad_game, 10, unknown=frozenset(range(1, STEPS)))

    def slow(*args, **kwargs):
        now[0] += 12.0
        return oracle(*args, **kwargs)

    found = WhereProbe(toad_game, [1] * STEPS).run(solver=slow, total_seconds=30.0)
    assert found.kind == WINNABLE_UNTIL and found.winnable_until == 0 and found.step == 0
    assert len(oracle.asked) == 3


def test_an_undecided_middle_sends_the_next_questions_to_either_side(toad_game) -> None:
    """Next door to an undecided position the solver most likely cannot decide either: the look back
    asks in the middle of the stretches on each side of it instead."""
    oracle = Oracle(toad_game, 10, unknown=frozenset({15, 16}))
    WhereProbe(toad_game, [1] * STEPS).run(solver=oracle)
    assert oracle.asked[:4] == [STEPS, 0, 15, 23]
    assert 16 not in oracle.asked


def test_cancel_stops_the_look_back(toad_game) -> None:
    oracle = Oracle(toad_game, 10)
    found = WhereProbe(toad_game, [1] * STEPS).run(solver=oracle, cancel=lambda: bool(oracle.asked))
    assert found.kind == CANCELLED
    assert len(oracle.asked) == 1


def test_a_position_known_lost_is_not_solved_again() -> None:
    """A game the rules ended, or that the solver already proved lost on the table, starts the look
    back from the deal."""
    game = played("toad", 5, 8)
    session = Session(game)
    session.end(reason("over.proved_lost"))
    oracle = Oracle(game, 3)
    found = WhereProbe.of(session).run(solver=oracle)
    assert (found.kind, found.step) == (LOST_AT, 3)
    assert 8 not in oracle.asked
    given_up = Session(played("toad", 5, 8))
    given_up.end(reason("over.ended_by_player"))  # not a proof: the end is asked about
    oracle = Oracle(given_up.game, 3)
    WhereProbe.of(given_up).run(solver=oracle)
    assert oracle.asked[0] == 8


def test_progress_counts_the_solves(toad_game) -> None:
    seen: list[tuple[int, int]] = []
    WhereProbe(toad_game, [1] * STEPS).run(solver=Oracle(toad_game, 7),
                                            progress=lambda done, most: seen.append((done, most)))
    assert [done for done, _most in seen] == list(range(1, len(seen) + 1))
    assert {most for _done, most in seen} == {most_solves(STEPS)}


def test_the_probe_is_a_snapshot() -> None:
    """The player may move on while the look back runs on another thread."""
    game = played("toad", 5, 6)
    session = Session(game)
    probe = WhereProbe.of(session)
    session.undo()
    session.undo()
    assert len(probe.moves) == 6
    assert probe.position(6).snapshot() != session.game.snapshot()


def test_the_question_needs_a_move_and_a_choice() -> None:
    assert not applies(new_game("toad", seed=5))
    assert applies(played("toad", 5, 1))
    clock = new_game("clock", seed=5)
    clock.push(clock.legal_moves()[0])
    assert not applies(clock)


def test_steps_that_do_not_fit_the_moves_are_refused(toad_game) -> None:
    with pytest.raises(ValueError):
        WhereProbe(toad_game, [1] * (STEPS - 1))
    with pytest.raises(ValueError):
        WhereProbe(toad_game, [0, *([1] * STEPS)])


@pytest.mark.parametrize("path", sorted(HISTORIES.glob("*.json")), ids=lambda path: path.stem)
def test_the_real_solver_finds_the_swapped_move(path: Path) -> None:
    """Histories built by tools/make_where_histories.py: a winning line with one move swapped for one
    the solver proves losing, then the baseline policy's moves; the look back names that move."""
    data = json.loads(path.read_text())
    session = Session.from_dict(data)
    found = WhereProbe.of(session).run(seconds_each=5.0)
    assert found.kind == LOST_AT
    assert found.move_number == data["losing_move"]
    assert found.move == session.game.moves[data["losing_move"] - 1]
