"""The session tells its listeners once after every change of its history, and never for an attempt that
changed nothing: the table's one change notice rests on this."""

from __future__ import annotations

import pytest

from patience_qt.play.automove import safe_automove
from patience_qt.play.session import Session
from patience_qt.rules import IllegalMove, Move, new_game


class Ear:
    def __init__(self, session: Session) -> None:
        self.heard = 0
        session.listen(self)

    def __call__(self) -> None:
        self.heard += 1

    def take(self) -> int:
        heard, self.heard = self.heard, 0
        return heard


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
    session.unlisten(ear)
    session.unlisten(ear)  # a second time: nothing to let go, no error
    session.play(session.game.legal_moves()[0])
    assert ear.take() == 0
