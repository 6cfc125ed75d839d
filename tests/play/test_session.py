"""The session: one owner of a game's history (steps, redo tail), time, marks and verdict, headless."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patience_qt.play.automove import safe_automove
from patience_qt.play.session import LOST, WON, Rewind, Session
from patience_qt.rules import Game, IllegalMove, Move, new_game
from patience_qt.store.savegame import load_game

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "saved_game_v1.json"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def play_with_automoves(session: Session, move: Move) -> None:
    session.play(move)
    while (follow := safe_automove(session.game)) is not None:
        session.follow(follow)
    session.stop_following()


def test_a_players_move_and_the_automatic_moves_after_it_are_one_step() -> None:
    session = Session(new_game("toad", seed=30))
    while (move := safe_automove(session.game)) is not None:  # right after the deal
        assert session.following
        session.follow(move)
    session.stop_following()
    assert [step.automatic for step in session.steps] == [True] and not session.player_moved
    for _ in range(3):
        play_with_automoves(session, session.game.legal_moves()[0])
    sizes = session.step_sizes
    assert len(sizes) == 4 and sum(sizes) == len(session.game.moves) and session.player_moved
    before = list(session.game.moves)
    undone = session.undo()
    assert undone is not None and len(session.game.moves) == len(before) - len(undone.moves)
    assert session.redo_moves == list(undone.moves) and not session.following
    with pytest.raises(RuntimeError):
        session.follow(session.game.legal_moves()[0])  # no automatic move follows an undo
    assert session.redo() is undone and session.game.moves == before and session.redo() is None


def test_a_new_move_drops_the_redo_tail_and_a_refused_move_changes_nothing() -> None:
    session = Session(new_game("clock", seed=3), clock=Clock())
    for _ in range(3):
        session.play(session.game.legal_moves()[0])
    session.undo()
    session.undo()
    assert len(session.redo_moves) == 2
    saved = session.to_dict()
    with pytest.raises(IllegalMove):
        session.play(Move("step", "pile1", "pile1", None))
    assert session.to_dict() == saved
    session.play(session.game.legal_moves()[0])
    assert session.redo_moves == [] and session.step_sizes == [1, 1] and session.done == 2


def rewound_session() -> tuple[Session, list[Move], tuple]:
    session = Session(new_game("toad", seed=5))
    for _ in range(6):
        play_with_automoves(session, session.game.legal_moves()[0])
    return session, list(session.game.moves), session.game.snapshot()


def test_a_rewind_is_one_step_that_undo_takes_back_and_redo_makes_again() -> None:
    session, moves, position = rewound_session()
    first = len(session.step(0).moves) + len(session.step(1).moves) + 1
    rewind = session.rewind(2)
    assert rewind == Rewind(to_done=2, from_done=6, move_number=first)
    assert session.done == 2 and session.game.moves == moves[:first - 1]
    assert session.rewound == rewind and session.can_undo() and session.can_redo()
    assert session.undo() == rewind  # one undo: back where the player was, exactly
    assert session.game.moves == moves and session.game.snapshot() == position and session.done == 6
    assert session.rewound is None and session.unrewound == rewind
    assert session.redo() == rewind and session.done == 2  # and one redo rewinds again
    assert session.undo() == rewind and session.game.snapshot() == position
    assert session.undo() is not None and session.done == 5  # then undo goes on one step at a time


def test_a_move_or_a_step_forth_ends_a_rewind() -> None:
    session, moves, _position = rewound_session()
    session.rewind(3)
    step = session.redo()  # the next step again: the rewind is no longer the thing to undo
    assert isinstance(step, type(session.step(0))) and session.done == 4 and session.rewound is None
    session.rewind(1)
    session.play(session.game.legal_moves()[-1])
    assert session.rewound is None and session.unrewound is None and session.done == 2
    assert not session.can_redo()
    with pytest.raises(ValueError):
        session.rewind(2)  # not a step before the present one
    with pytest.raises(ValueError):
        session.rewind(-1)


def test_a_rewind_is_not_saved_but_its_steps_are() -> None:
    session, moves, _position = rewound_session()
    session.rewind(2)
    resumed = Session.from_dict(json.loads(json.dumps(session.to_dict())))
    assert resumed.rewound is None and resumed.done == 2 and resumed.redo_moves == session.redo_moves
    resumed.redo()
    assert resumed.done == 3


def test_time_runs_from_the_first_move_until_the_game_is_over() -> None:
    clock = Clock()
    session = Session(new_game("clock", seed=3), clock=clock)
    clock.now += 50
    assert session.elapsed() == 0  # the clock starts with the first move
    session.play(session.game.legal_moves()[0])
    clock.now += 30
    assert session.elapsed() == pytest.approx(30)
    while session.outcome() is None:
        session.play(session.game.legal_moves()[0])
    clock.now += 5
    assert session.report() in (WON, LOST) and session.report() is None  # said once
    stopped = session.elapsed()
    clock.now += 100
    assert session.elapsed() == stopped == pytest.approx(35)


def test_the_saved_form_round_trips_with_its_steps_and_marks() -> None:
    session = Session(new_game("village", seed=7))
    for _ in range(5):
        play_with_automoves(session, session.game.legal_moves()[0])
    session.undo()
    session.undo()
    session.counted = True
    assert not Session.from_dict(json.loads(json.dumps(session.to_dict()))).assisted
    session.assisted = True  # a help taken stays taken: a resumed win is still won with help
    data = json.loads(json.dumps(session.to_dict()))
    again = Session.from_dict(data)
    assert again.game.snapshot() == session.game.snapshot()
    assert again.step_sizes == session.step_sizes and again.done == session.done
    assert again.redo_moves == session.redo_moves and again.counted and again.assisted
    assert not again.following  # a resumed game: no automatic moves until the player moves
    while again.redo() is not None:
        pass
    while session.redo() is not None:
        pass
    assert again.game.moves == session.game.moves


def test_steps_that_do_not_fit_the_moves_are_refused() -> None:
    session = Session(new_game("clock", seed=3))
    for _ in range(3):
        session.play(session.game.legal_moves()[0])
    data = session.to_dict()
    with pytest.raises(ValueError):
        Session.from_dict({**data, "steps": [2, 2]})
    session.undo()
    data = session.to_dict()
    with pytest.raises(ValueError):
        Session.from_dict({**data, "steps": [1, 2]})  # the end of the moves falls inside a step


def test_a_version_1_saved_game_made_by_the_program_loads_with_its_history() -> None:
    """tests/fixtures/saved_game_v1.json was written by the program before the session owned the history
    (Village #7, eight steps with the automatic moves, two of them undone): it must keep loading."""
    data = json.loads(FIXTURE.read_text())
    assert data["version"] == 1 and data["steps"] == [1, 7, 14, 1, 6, 1, 4, 2]
    session = load_game(FIXTURE, Session.from_dict)
    assert session.done == 6 and len(session.steps) == 8 and len(session.redo_moves) == 6
    assert session.elapsed() == pytest.approx(data["elapsed_seconds"])
    assert session.to_dict() == {**data, "elapsed_seconds": pytest.approx(data["elapsed_seconds"])}
    session.redo()
    session.redo()
    assert len(session.game.moves) == len(data["moves"]) + len(data["redo"])
    for _ in range(8):
        session.undo()
    assert session.game.moves == [] and session.undo() is None


CURRENT = FIXTURE.with_name("saved_game_current.json")


def test_a_saved_game_of_todays_format_loads_to_the_same_session() -> None:
    """tests/fixtures/saved_game_current.json was written by the program's Save as… when the store still
    took the history as loose values (Rainbow #11 with two redeals, steps of two moves, three undone,
    counted): the session it loads to is the one that was saved."""
    data = json.loads(CURRENT.read_text())
    assert load_game(CURRENT) == data  # the store gives the saved object back as it is, once checked
    session = load_game(CURRENT, Session.from_dict)
    assert session.game.id == "rainbow" and session.game.options == {"redeals": 2, "balance": 2}
    assert session.step_sizes == [2, 1, 1, 2, 1, 1, 2, 1, 1] and session.done == 6
    assert [move.to_list() for move in session.redo_moves] == data["redo"] and session.counted
    assert session.elapsed() == pytest.approx(187.25) and not session.following
    assert session.to_dict() == data
    session.redo()
    assert session.redo_moves == [Move.from_list(item) for item in data["redo"][2:]]


def test_loading_a_saved_game_replays_each_move_once(monkeypatch) -> None:
    """The store checks the saved object's shape and the session replays it: the moves, then the redo
    moves, each pushed once (the store and the session each replayed the redo moves before)."""
    data = json.loads(CURRENT.read_text())
    pushed: list[Move] = []
    real_push = Game.push

    def counting_push(game: Game, move: Move) -> None:
        pushed.append(move)
        real_push(game, move)

    monkeypatch.setattr(Game, "push", counting_push)
    session = load_game(CURRENT, Session.from_dict)
    assert pushed == [Move.from_list(item) for item in data["moves"] + data["redo"]]
    assert session.redo_moves == pushed[len(data["moves"]):]
