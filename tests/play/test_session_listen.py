"""The session hands its listeners one record after every change (``play.change.Change``: its kind and
moves, the end with its reason), and nothing for an attempt that changed nothing: the table's one change
signal rests on this."""

from __future__ import annotations

import pytest

from patience_qt.play.automove import safe_automove
from patience_qt.play.change import ENDED, FOLLOWED, PLAYED, REDONE, REWOUND, UNDONE, Change
from patience_qt.play.session import Session
from patience_qt.rules import IllegalMove, Move, new_game, reason


class Ear:
    def __init__(self, session: Session) -> None:
        self.records: list[Change] = []
        session.listen(self.records.append)
        self.listener = self.records.append

    def take(self) -> int:
        heard = len(self.records)
        self.records.clear()
        return heard

    def one(self) -> Change:
        """The one record heard since the last look (fails on none or more)."""
        assert len(self.records) == 1, self.records
        return self.records.pop()


def test_every_change_of_the_history_is_told_once() -> None:
    session = Session(new_game("toad", seed=30))
    ear = Ear(session)
    automatic = 0
    while (move := safe_automove(session.game)) is not None:  # the automatic step after the deal
        session.follow(move)
        automatic += 1
        assert ear.take() == 1
    session.stop_following()
    assert automatic > 0 and ear.take() == 0  # stopping to follow changes no history
    for _ in range(3):
        session.play(session.game.legal_moves()[0])
        assert ear.take() == 1
        while (move := safe_automove(session.game)) is not None:  # a move joining the player's step
            session.follow(move)
            assert ear.take() == 1
        session.stop_following()
    assert session.undo() is not None and ear.take() == 1
    assert session.redo() is not None and ear.take() == 1
    session.rewind(1)
    assert ear.take() == 1
    assert session.undo() is not None and ear.take() == 1  # the rewind taken back
    assert session.redo() is not None and ear.take() == 1  # … and made again


def test_nothing_changed_nothing_told() -> None:
    session = Session(new_game("clock", seed=3))
    ear = Ear(session)
    assert session.undo() is None and session.redo() is None
    with pytest.raises(IllegalMove):
        session.play(Move("move", "pile1", "pile1"))
    with pytest.raises(ValueError):
        session.rewind(0)
    session.stop_following()
    with pytest.raises(RuntimeError):
        session.follow(session.game.legal_moves()[0])  # no automatic move without a move before it
    assert ear.take() == 0


def test_a_listener_let_go_hears_no_more() -> None:
    session = Session(new_game("clock", seed=3))
    ear = Ear(session)
    session.unlisten(ear.listener)
    session.unlisten(ear.listener)  # a second time: nothing to let go, no error
    session.play(session.game.legal_moves()[0])
    assert ear.take() == 0


def test_each_change_is_one_record_of_its_kind_with_its_moves() -> None:
    session = Session(new_game("toad", seed=30))
    ear = Ear(session)
    dealt = []
    while (move := safe_automove(session.game)) is not None:
        session.follow(move)
        change = ear.one()
        assert change.kind == FOLLOWED and change.played == (session.game.moves[-1],) and change.moved
        dealt.append(change.played[0])
    session.stop_following()
    first = session.game.legal_moves()[0]
    session.play(first)
    change = ear.one()
    assert (change.kind, change.played, change.taken_back) == (PLAYED, (first,), ())
    step = list(session.step(session.done - 1).moves)
    while (move := safe_automove(session.game)) is not None:
        session.follow(move)
        assert ear.one().kind == FOLLOWED
        step.append(move)
    session.stop_following()
    session.undo()
    change = ear.one()  # the player's move and the automatic ones after it: one step, one record
    assert (change.kind, change.played, change.taken_back) == (UNDONE, (), tuple(step))
    session.redo()
    change = ear.one()
    assert (change.kind, change.played, change.taken_back) == (REDONE, tuple(step), ())
    session.rewind(0)
    change = ear.one()
    assert (change.kind, change.taken_back) == (REWOUND, tuple(dealt + step)) and session.game.moves == []
    session.undo()  # the rewind taken back: its moves played again
    change = ear.one()
    assert (change.kind, change.played, change.taken_back) == (UNDONE, tuple(dealt + step), ())
    session.redo()  # … and made again
    change = ear.one()
    assert (change.kind, change.played, change.taken_back) == (REDONE, (), tuple(dealt + step))


def test_ending_a_game_is_a_record_with_its_reason_told_once() -> None:
    session = Session(new_game("clock", seed=3))
    ear = Ear(session)
    why = reason("over.ended_by_player")
    session.end(why)
    change = ear.one()
    assert (change.kind, change.reason, change.played, change.taken_back) == (ENDED, why, (), ())
    assert not change.moved  # the cards stay where they are
    session.end(why)  # ended already, for this reason: nothing changed
    assert ear.take() == 0


def test_a_won_game_is_not_ended_and_nobody_hears_of_it() -> None:
    session = Session(new_game("clock", seed=3))
    ear = Ear(session)
    session.game.is_won = lambda: True  # type: ignore[method-assign]
    session.end(reason("over.ended_by_player"))
    assert ear.take() == 0 and session.ended_by is None
