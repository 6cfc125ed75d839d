"""A game that cannot go on says so (issue #32 item 9): once the stock is spent and the hints have no
move worth trying, the solver, in the background, proves the position lost and the band says the game
is over; when it cannot tell, the status bar offers Game → End this game, which counts as lost."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from patience_qt.play.session import Session
from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, SolveResult, solve
from patience_qt.rules import Game, game_from_json, new_game, reason
from patience_qt.ui.solver import end_check
from patience_qt.ui.solver import worker as solver_worker
from patience_qt.ui.solver.end_check import stock_spent
from patience_qt.ui.text.reason_sentences import sentence

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "open_shop_no_way_forward.json"


def dead_end() -> Game:
    """Open Shop #5 played by the hints until they have no useful move left: the stock is spent, one
    move of a waste card back to the reserve is legal, and no line wins."""
    return game_from_json(FIXTURE.read_text())


def resumed(table_maker, game: Game):
    """A window with ``game`` on it as a resumed game (the player's moves: leaving it counts)."""
    table = table_maker(new_game(game.id, seed=1))
    table.window.controller.set_session(Session.resumed(game), deal_animation=False)
    return table


def test_the_fixture_is_a_dead_end_the_solver_proves():
    game = dead_end()
    assert stock_spent(game) and not game.is_lost() and game.legal_moves()
    assert solve(game, max_seconds=5.0).verdict == NOT_WINNABLE


def test_the_solvers_verdict_names_are_the_solvers():
    assert (end_check.NOT_WINNABLE, end_check.UNKNOWN) == (NOT_WINNABLE, UNKNOWN)


def test_a_stock_still_to_turn_is_not_spent():
    game = new_game("open_shop", seed=5)
    assert not stock_spent(game)
    turn = next(move for move in game.legal_moves() if move.kind == "turn")
    game.push(turn)  # the hand's card must be placed before the next turn: the stock is not spent
    assert not any(move.kind == "turn" for move in game.legal_moves()) and not stock_spent(game)


def test_a_position_the_solver_proves_lost_ends_the_game_with_the_band(open_table, qtbot):
    table = resumed(open_table, dead_end())
    window = table.window
    over: list[str] = []
    window.controller.over.connect(over.append)
    qtbot.waitUntil(lambda: over == ["lost"], timeout=20_000)
    assert window.controller.verdict == "lost"
    assert window.controller.ended_by == reason("over.proved_lost")
    assert window.banner.isVisible()
    assert window.banner.title.text() == "Game over"
    assert sentence(reason("over.proved_lost")) in window.banner.detail.text()
    assert [button.text() for button in window.banner.buttons] == ["New game", "Restart", "Undo"]
    assert window.banner.undo_button.isEnabled()
    assert not window.end_check.end_action.isEnabled()  # over already
    window.start("open_shop", seed=2)  # leaving it counts it as lost, as any lost game
    figures = window.keeper.statistics.get("open_shop")
    assert (figures.played, figures.won) == (1, 0)


def test_undo_takes_the_end_back(open_table, qtbot):
    table = resumed(open_table, dead_end())
    controller = table.window.controller
    qtbot.waitUntil(lambda: controller.verdict == "lost", timeout=20_000)
    controller.undo()
    table.settle()
    assert controller.verdict is None and controller.ended_by is None
    assert table.window.end_check.end_action.isEnabled()
    qtbot.wait(end_check.STILL_MS * 3)  # a position stepped back to is looked at, not judged
    assert table.window.end_check.thread is None and controller.verdict is None
    controller.redo()
    table.settle()
    qtbot.waitUntil(lambda: controller.verdict == "lost", timeout=5_000)  # proved before: at once
    assert controller.ended_by == reason("over.proved_lost")


@pytest.fixture
def cannot_tell(monkeypatch):
    """The solver never decides (a stand-in): the position is as hard as the budget is short."""
    asked: list[str] = []

    def solve(game, *args, **kwargs):
        asked.append(game.id)
        return SolveResult(UNKNOWN)

    monkeypatch.setattr(solver_worker, "solve", solve)
    return asked


def test_when_the_solver_cannot_tell_the_status_bar_offers_to_end_the_game(open_table, qtbot, cannot_tell):
    table = resumed(open_table, dead_end())
    window = table.window
    offer = sentence(reason("over.cannot_tell"))
    qtbot.waitUntil(lambda: offer in window.statusBar().currentMessage(), timeout=20_000)
    assert "End this game" in window.statusBar().currentMessage()
    assert cannot_tell == ["open_shop"] and window.controller.verdict is None
    assert not window.banner.isVisible()
    action = window.end_check.end_action
    assert action in window.game_menu.actions() and action.isEnabled()
    action.trigger()
    assert window.controller.verdict == "lost"
    assert window.controller.ended_by == reason("over.ended_by_player")
    assert window.banner.isVisible() and window.banner.title.text() == "Game over"
    window.start("open_shop", seed=2)
    figures = window.keeper.statistics.get("open_shop")
    assert (figures.played, figures.won) == (1, 0)


def test_no_question_while_the_stock_has_cards_or_a_move_is_worth_trying(open_table, qtbot, cannot_tell):
    table = open_table(new_game("open_shop", seed=5))
    window = table.window
    window.end_check.check()
    assert cannot_tell == [] and window.end_check.thread is None  # the stock is not spent
    game = dead_end()
    game.pop()  # one move before the end: the hints still had a move to make
    window.controller.set_session(Session.resumed(game), deal_animation=False)
    window.end_check.check()
    thread = window.end_check.thread
    assert thread is not None
    qtbot.waitUntil(lambda: window.end_check.thread is None or thread.isFinished(), timeout=20_000)
    qtbot.wait(50)
    assert cannot_tell == [] and window.controller.verdict is None


def test_a_move_made_while_the_solver_thinks_drops_its_question(open_table, qtbot, monkeypatch):
    cancelled: list[bool] = []

    def slow(game, *args, **kwargs):
        cancel = kwargs["cancel"]
        while not cancel():
            time.sleep(0.005)
        cancelled.append(True)
        return SolveResult(UNKNOWN)

    monkeypatch.setattr(solver_worker, "solve", slow)
    table = resumed(open_table, dead_end())
    window = table.window
    qtbot.waitUntil(lambda: window.end_check.thread is not None, timeout=10_000)
    window.controller.undo()  # another position: the search about the old one is of no use now
    table.settle()
    qtbot.waitUntil(lambda: cancelled == [True], timeout=10_000)
    qtbot.wait(100)
    assert window.end_check.thread is None
    assert sentence(reason("over.cannot_tell")) not in window.statusBar().currentMessage()
