"""The winnability light (issue #33 item 2): with the preference on, after each move the status bar says
"Can still be won" or "Can no longer be won (since move N)", from a short background solve that the next
move cancels; off by default, never for the clock family, and it changes neither the game nor the
statistics."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from patience_qt.play.session import Session
from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, SolveResult, solve
from patience_qt.rules import Game, new_game
from patience_qt.ui.settings.preferences import WINNABILITY_LIGHT_KEY, read_preferences, winnability_light
from patience_qt.ui.solver import winnability_light as light_module
from patience_qt.ui.solver import worker as solver_worker
from patience_qt.ui.solver.winnability_light import LOST, WON, Verdicts
from patience_qt.ui.text import i18n

STILL = "Can still be won"


def lit(settings: QSettings, on: bool = True) -> QSettings:
    settings.setValue(WINNABILITY_LIGHT_KEY, on)
    return settings


def shown(light) -> str:
    """The light's text as the status bar shows it ("" when hidden)."""
    return light.label.text() if light.label.isVisible() else ""


class StandIn:
    """The window's solver replaced: ``decide(game)`` gives the verdict of a position (a copy without
    history, as the light hands over); ``asked`` lists the positions' snapshots in the order asked."""

    def __init__(self, decide) -> None:
        self.decide = decide
        self.asked: list[tuple] = []

    def __call__(self, game: Game, *args, cancel=None, **kwargs) -> SolveResult:
        self.asked.append(game.snapshot())
        return SolveResult(self.decide(game, cancel))


@pytest.fixture
def stand_in(monkeypatch):
    def install(decide) -> StandIn:
        solver = StandIn(decide)
        monkeypatch.setattr(solver_worker, "solve", solver)
        return solver

    return install


def line_of(game: Game, length: int) -> list:
    """A line of legal moves (the first legal one each time), played on a copy."""
    copy = game.copy()
    moves = []
    for _ in range(length):
        move = copy.legal_moves()[0]
        copy.push(move)
        moves.append(move)
    return moves


def on_the_line(game: Game, moves: list) -> set:
    """The snapshots of the positions along ``moves`` from ``game``'s deal."""
    copy = game.copy()
    found = {copy.snapshot()}
    for move in moves:
        copy.push(move)
        found.add(copy.snapshot())
    return found


def off_the_line(game: Game, line: set):
    """A legal move from the game's position that leaves the line's positions."""
    for move in game.legal_moves():
        game.push(move)
        away = game.snapshot() not in line
        game.pop()
        if away:
            return move
    raise AssertionError("every legal move stays on the line: pick another deal")


# -- the verdicts alone --------------------------------------------------------------------------------
def test_the_verdicts_name_the_losing_move_only_where_both_sides_of_it_are_proved():
    verdicts = Verdicts()
    moves = tuple("abcdef")  # six moves (compared only)
    verdicts.follow("deal", moves)
    verdicts.record(3, moves[:3], WINNABLE)
    assert verdicts.state(2) == (WON, None)  # before a winnable position: winnable too
    assert verdicts.state(4) == (None, None)
    verdicts.record(5, moves[:5], NOT_WINNABLE)
    assert verdicts.state(6) == (LOST, None)  # after a lost one: lost, move 4 or 5
    assert verdicts.question(6) == 4  # the position between is asked about, to name the move
    verdicts.record(4, moves[:4], WINNABLE)
    assert verdicts.state(5) == (LOST, 5) and verdicts.state(6) == (LOST, 5)
    assert verdicts.question(6) is None
    verdicts.follow("deal", moves[:4])  # undone back over the losing move: the rest kept for a redo
    assert verdicts.state(4) == (WON, None) and verdicts.known[5] == NOT_WINNABLE
    verdicts.follow("deal", (*moves[:4], "x"))  # another move there: the old fifth forgotten
    assert sorted(verdicts.known) == [3, 4]
    assert not verdicts.record(5, moves[:5], NOT_WINNABLE)  # a late answer about the old fifth
    verdicts.follow("other deal", moves)
    assert verdicts.known == {}


def test_a_deal_proved_lost_from_the_start_says_so():
    verdicts = Verdicts()
    verdicts.follow("deal", ())
    verdicts.record(0, (), NOT_WINNABLE)
    assert verdicts.state(0) == (LOST, 0)


# -- the preference ---------------------------------------------------------------------------------------
def test_the_light_is_off_by_default(open_table, qtbot, settings, stand_in):
    solver = stand_in(lambda game, cancel: WINNABLE)
    assert winnability_light(settings) is False and read_preferences(settings).winnability_light is False
    table = open_table(new_game("toad", seed=3))
    window = table.window
    light = window.solver_actions.light
    assert not light.enabled
    window.controller.play(window.controller.game.legal_moves()[0])
    qtbot.wait(light_module.STILL_MS * 3)
    assert light.thread is None and solver.asked == [] and shown(light) == ""
    dialog = window.profile_actions.preferences_dialog()
    assert not dialog.winnability_light.isChecked()
    dialog.deleteLater()


def test_the_preference_is_read_without_raising(settings):
    for raw, expected in (("true", True), ("no", False), ("maybe", False), (1, True), (7, False)):
        settings.setValue(WINNABILITY_LIGHT_KEY, raw)
        assert winnability_light(settings) is expected


def test_the_preference_persists_asks_at_once_and_off_cancels(open_table, qtbot, settings, stand_in,
                                                               tmp_path):
    entered = threading.Event()

    def until_cancelled(game, cancel):
        entered.set()
        while not cancel():
            time.sleep(0.002)
        return UNKNOWN

    stand_in(until_cancelled)
    window = open_table(new_game("toad", seed=3)).window
    light = window.solver_actions.light
    actions = window.profile_actions
    dialog = actions.preferences_dialog()
    box = dialog.winnability_light
    assert "&" in box.text() and box.focusPolicy() & Qt.FocusPolicy.TabFocus  # the keyboard reaches it
    box.setChecked(True)
    actions.apply(dialog)  # Preferences → OK
    dialog.deleteLater()
    assert light.enabled and light.thread is not None  # asked at once, not after the next move
    assert winnability_light(QSettings(settings.fileName(), QSettings.Format.IniFormat))
    again = actions.preferences_dialog()
    assert again.winnability_light.isChecked()  # remembered
    assert entered.wait(5)
    thread = light.thread
    again.winnability_light.setChecked(False)
    actions.apply(again)
    again.deleteLater()
    assert not light.enabled and thread.cancelled() and light.thread is None and shown(light) == ""
    assert thread.wait(5000)
    assert not winnability_light(settings)


# -- the verdicts on the table -------------------------------------------------------------------------------
def test_a_real_solve_says_can_still_be_won_then_since_the_losing_move(open_table, qtbot, settings):
    # Rainbow #4, 41 moves of the solver's line: still winnable; the jack of hearts from the hand to the
    # reserve instead of the line's 42nd move loses the deal (both proved in milliseconds)
    game = new_game("rainbow", seed=4)
    line = solve(game.copy(), max_seconds=10.0).line
    for move in line[:41]:
        game.push(move)
    losing = next(move for move in game.legal_moves() if move.src == "hand" and move.dst == "reserve")
    assert losing != line[41]
    after = game.copy()
    after.push(losing)
    assert solve(after, max_seconds=1.0).verdict == NOT_WINNABLE
    table = open_table(new_game("rainbow", seed=1))
    window = table.window
    lit(settings)
    window.controller.set_session(Session.resumed(game), deal_animation=False)
    light = window.solver_actions.light
    light.sync_preference()
    qtbot.waitUntil(lambda: shown(light) == STILL, timeout=10_000)
    played_before = window.keeper.statistics.to_dict()
    recorded: list[str] = []
    window.keeper.recorded.connect(recorded.append)
    window.controller.play(losing)
    qtbot.waitUntil(lambda: shown(light) == "Can no longer be won (since move 42)", timeout=10_000)
    assert window.status_labels["moves"].text() == "Moves: 42"  # the window's own count of moves
    session = window.controller.session
    assert len(session.game.moves) == 42 and session.game.moves[-1] == losing  # the game untouched
    assert not session.assisted and session.verdict is None
    assert window.keeper.statistics.to_dict() == played_before and recorded == []
    window.controller.undo()  # back over the losing move: known, said at once
    assert shown(light) == STILL
    window.controller.redo()
    assert shown(light) == "Can no longer be won (since move 42)"


@pytest.fixture
def rainbow_line(open_table, settings, stand_in):
    """A window on Rainbow #2 with the light on, and a stand-in solver that calls winnable exactly the
    positions of a line of 8 moves from the deal (and lost the others)."""
    game = new_game("rainbow", seed=2)
    moves = line_of(game, 8)
    line = on_the_line(game, moves)
    solver = stand_in(lambda position, cancel: WINNABLE if position.snapshot() in line else NOT_WINNABLE)
    window = open_table(game).window
    lit(settings)
    light = window.solver_actions.light
    light.sync_preference()
    return window, light, moves, line, solver


def test_a_losing_move_in_a_built_history_is_named(rainbow_line, qtbot):
    window, light, moves, line, solver = rainbow_line
    controller = window.controller
    qtbot.waitUntil(lambda: shown(light) == STILL, timeout=5_000)
    for move in moves[:3]:
        controller.play(move)
        qtbot.waitUntil(lambda: light.thread is None and shown(light) == STILL, timeout=5_000)
    controller.play(off_the_line(controller.game, line))
    qtbot.waitUntil(lambda: shown(light) == "Can no longer be won (since move 4)", timeout=5_000)
    controller.play(controller.game.legal_moves()[0])
    assert shown(light) == "Can no longer be won (since move 4)"  # lost stays lost: no question
    qtbot.wait(light_module.STILL_MS * 2)
    assert light.thread is None and len(solver.asked) == 5
    controller.undo()
    controller.undo()  # back before the losing move: the position after move 3 was proved winnable
    assert shown(light) == STILL
    controller.play(moves[3])  # the line goes on: a new history from move 4 on
    qtbot.waitUntil(lambda: light.thread is None and len(solver.asked) == 6, timeout=5_000)
    assert shown(light) == STILL
    assert sorted(light.verdicts.known) == [0, 1, 2, 3, 4]  # the old fourth and fifth forgotten


def test_where_the_losing_move_is_not_known_no_move_is_named(rainbow_line, qtbot, stand_in):
    window, light, moves, line, _ = rainbow_line
    controller = window.controller
    qtbot.waitUntil(lambda: shown(light) == STILL, timeout=5_000)
    controller.play(moves[0])
    qtbot.waitUntil(lambda: light.thread is None and shown(light) == STILL, timeout=5_000)
    astray = off_the_line(controller.game, line)
    decided = stand_in(lambda position, cancel: UNKNOWN if len(asked) == 1 else NOT_WINNABLE)
    asked = decided.asked
    controller.play(astray)  # the solver cannot tell here …
    qtbot.waitUntil(lambda: light.thread is None and len(asked) == 1, timeout=5_000)
    assert shown(light) == ""  # nothing while it is not known
    controller.play(controller.game.legal_moves()[0])  # … and proves the next position lost
    qtbot.waitUntil(lambda: shown(light) == "Can no longer be won", timeout=5_000)
    qtbot.wait(light_module.STILL_MS * 2)
    assert len(asked) == 2  # the position after move 2 is not asked again


def test_the_positions_a_step_passed_over_are_asked_to_name_the_move(rainbow_line, qtbot):
    window, light, moves, line, solver = rainbow_line
    controller = window.controller
    for move in moves[:3]:
        controller.play(move)
        qtbot.waitUntil(lambda: light.thread is None and shown(light) == STILL, timeout=5_000)
    light.set_enabled(False)  # two moves the light does not see, as a step's automatic moves
    controller.play(off_the_line(controller.game, line))
    controller.play(off_the_line(controller.game, line))
    asked = len(solver.asked)
    light.set_enabled(True)
    qtbot.waitUntil(lambda: shown(light) == "Can no longer be won (since move 4)", timeout=5_000)
    assert len(solver.asked) == asked + 2  # the table's position, then the one before it


def test_a_move_cancels_the_search_and_its_late_answer_is_dropped(open_table, qtbot, settings, stand_in):
    entered = threading.Event()
    calls: list[int] = []

    def first_until_cancelled(game, cancel):
        calls.append(1)
        if len(calls) > 1:
            return WINNABLE
        entered.set()
        while not cancel():
            time.sleep(0.002)
        return NOT_WINNABLE  # a verdict that, kept, would say the game is lost

    stand_in(first_until_cancelled)
    window = open_table(new_game("toad", seed=3)).window
    lit(settings)
    light = window.solver_actions.light
    light.sync_preference()
    thread = light.thread
    assert thread is not None and entered.wait(5)
    window.controller.play(window.controller.game.legal_moves()[0])
    assert thread.cancelled()  # by the move itself, not after the table is still
    assert thread.wait(5000)
    qtbot.waitUntil(lambda: shown(light) == STILL, timeout=5_000)
    assert light.verdicts.known == {1: WINNABLE}  # the cancelled answer about the deal was dropped
    assert len(calls) == 2


def test_nothing_for_a_clock_family_game(open_table, qtbot, settings, stand_in):
    solver = stand_in(lambda game, cancel: WINNABLE)
    lit(settings)
    window = open_table(new_game("clock", seed=5)).window
    light = window.solver_actions.light
    assert light.enabled
    for _ in range(3):
        window.controller.play(window.controller.game.legal_moves()[0])
    qtbot.wait(light_module.STILL_MS * 3)
    assert solver.asked == [] and light.thread is None and shown(light) == ""


def test_the_light_speaks_russian(rainbow_line, qtbot):
    _, light, _, _, _ = rainbow_line
    qtbot.waitUntil(lambda: shown(light) == STILL, timeout=5_000)
    try:
        i18n.apply_language("ru")
        QApplication.processEvents()
        assert shown(light) == "Ещё можно выиграть"
    finally:
        i18n.apply_language("en")
        QApplication.processEvents()
    assert shown(light) == STILL
