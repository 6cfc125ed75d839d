"""Where did it go wrong? on the window: the answer's sentence for each kind of finding, Undo to there
as one undoable step that marks the game assisted, the end band's button, Cancel, the menu entry.

The solver is a stand-in everywhere (a finding handed in, or a ``solve`` that answers from a table of
positions, or one that never decides until cancelled), so no test leans on how fast the real one is;
the bisection itself is the real ``WhereProbe``'s (``tests/play/test_where_wrong.py`` tests it alone).
"""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from table_check import history_problems

from patience_qt.play.hints.ranking import best_move
from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, SolveResult
from patience_qt.play.where_wrong import (
    CANCELLED,
    LOST_AT,
    LOST_FROM_START,
    NOT_PROVED_LOST,
    STILL_WINNABLE,
    UNDECIDED,
    WINNABLE_UNTIL,
    Finding,
    WhereProbe,
)
from patience_qt.rules import Card, Move, new_game, reason
from patience_qt.ui.solver.where_box import WhereBox, answer_sentence
from patience_qt.ui.text import i18n
from patience_qt.ui.text.reason_sentences import sentence

SEVEN = Card.parse("7S")
TO_WASTE = Move("move", "reserve", "waste2", SEVEN)
TO_WASTE_3 = Move("move", "reserve", "waste3", SEVEN)
RESERVE_ORDER = reason("rainbow.lost.reserve_order", pile="reserve", n=3, card=Card.parse("8H"))
BLOCKED = (Card.parse("KS"), Card.parse("QD"), Card.parse("8H"))


# -- the sentences ----------------------------------------------------------------------------------------
def test_the_answer_for_each_kind_of_finding(qapp):
    toad = new_game("toad", seed=1)
    said = answer_sentence(Finding(LOST_AT, step=20, move_number=23, move=TO_WASTE), toad)
    assert said == "Move 23, the 7♠ to waste pile 2, lost the deal: before it, the deal could still be won."
    turn = Move("turn", "stock", "hand", Card.parse("8C"))  # a turn carries the card it turns
    assert answer_sentence(Finding(LOST_AT, step=4, move_number=5, move=turn), toad) == (
        "Move 5 (turn the stock) lost the deal: before it, the deal could still be won.")
    assert answer_sentence(Finding(STILL_WINNABLE)) == "This game can still be won."
    assert answer_sentence(Finding(WINNABLE_UNTIL, winnable_until=12)) == (
        "The deal could be won up to move 12; after that the solver could not decide.")
    assert answer_sentence(Finding(WINNABLE_UNTIL, winnable_until=12, lost_by=30)) == (
        "The deal could be won up to move 12; after that the solver could not decide. It was lost by "
        "move 30 at the latest.")
    assert "from the start" in answer_sentence(Finding(WINNABLE_UNTIL, winnable_until=0))
    assert answer_sentence(Finding(UNDECIDED, lost_by=30)).endswith("lost by move 30 at the latest.")
    assert "could not decide" in answer_sentence(Finding(UNDECIDED))
    assert answer_sentence(Finding(CANCELLED)) == "Cancelled before an answer."


def test_found_is_said_apart_from_proved_with_the_move_to_play_instead(qapp):
    """"lost the deal" only where the position after the move is proved lost; where the solver could
    not decide the position after the last one proved winnable, no move is blamed: the sentence says
    where the deal could still be won, that what follows is not proved lost, and how long it looked;
    either way, what to play instead."""
    i18n.apply_language("en")  # its plural forms ("1 second") are the English translation's
    toad = new_game("toad", seed=1)
    found = Finding(NOT_PROVED_LOST, step=20, move_number=23, move=TO_WASTE, looked=6.2, winnable_until=22)
    assert answer_sentence(found, toad) == (
        "After move 22 the deal could still be won; the solver could not decide the position after the "
        "next move in 6 seconds: it is not proved lost.")
    assert "in 1 second:" in answer_sentence(
        Finding(NOT_PROVED_LOST, step=20, move_number=23, move=TO_WASTE, looked=0.3, winnable_until=22), toad)
    turn = Move("turn", "stock", "hand", Card.parse("8C"))
    assert "lost" not in answer_sentence(
        Finding(NOT_PROVED_LOST, step=4, move_number=5, move=turn, looked=4, winnable_until=4), toad
    ).replace("not proved lost", "")
    from_start = Finding(NOT_PROVED_LOST, step=0, move_number=1, move=turn, looked=4, winnable_until=0)
    assert answer_sentence(from_start, toad).startswith("The deal could be won from the start;")
    proved = Finding(LOST_AT, step=20, move_number=23, move=TO_WASTE, instead=TO_WASTE_3)
    assert answer_sentence(proved, toad) == (
        "Move 23, the 7♠ to waste pile 2, lost the deal: before it, the deal could still be won. "
        "Instead, the 7♠ to waste pile 3 keeps the deal winnable.")
    found = Finding(NOT_PROVED_LOST, step=20, move_number=23, move=TO_WASTE, looked=6, instead=turn,
                    winnable_until=22, lost_by=40)
    assert answer_sentence(found, toad).endswith(
        "it is not proved lost. It was lost by move 40 at the latest. Instead, turn the stock: that keeps "
        "the deal winnable.")


def test_a_deal_lost_from_the_start_is_said_with_the_proofs_reason(qapp):
    finding = Finding(LOST_FROM_START, lost_by=0, reason=RESERVE_ORDER, blocked=BLOCKED)
    said = answer_sentence(finding, new_game("toad", seed=1))
    assert said.startswith("This deal could not be won from the first card. ")
    assert sentence(RESERVE_ORDER) in said and said.endswith("K♠, Q♦, 8♥.")
    assert answer_sentence(Finding(LOST_FROM_START, lost_by=0)).startswith(
        "This deal could not be won from the first card: ")


def test_foundations_are_named_as_the_table_labels_them(qapp):
    """Issue 48: the answers numbered the foundations ("foundation 5"), which the table never shows: a
    Village-family foundation by its base rank and suit, a Rainbow-family one (all labelled alike) as
    "a foundation"."""
    i18n.apply_language("en")
    king = Move("move", "column1", "foundation5", Card.parse("KS"))
    said = answer_sentence(Finding(LOST_AT, step=2, move_number=3, move=king), new_game("babette", seed=1))
    assert said.startswith("Move 3, the K♠ to foundation K♠, lost the deal")
    ace = Move("move", "hand", "foundation3", Card.parse("AS"))
    said = answer_sentence(Finding(LOST_AT, step=2, move_number=3, move=ace), new_game("toad", seed=1))
    assert said.startswith("Move 3, the A♠ to a foundation, lost the deal")
    assert "foundation 3" not in said


def test_foundations_are_named_as_the_table_labels_them_in_russian(russian):
    king = Move("move", "column1", "foundation5", Card.parse("KS"))
    said = answer_sentence(Finding(LOST_AT, step=2, move_number=3, move=king), new_game("babette", seed=1))
    assert said.startswith("Раскладку погубил ход 3 (К♠ → база К♠)")


@pytest.fixture
def russian(qapp):
    i18n.apply_language("ru")
    yield
    i18n.apply_language("en")


def test_the_answers_in_russian(russian):
    toad = new_game("toad", seed=1)
    said = answer_sentence(Finding(LOST_AT, step=20, move_number=23, move=TO_WASTE), toad)
    assert said == "Раскладку погубил ход 23 (7♠ → сброс 2): до него её ещё можно было выиграть."
    said = answer_sentence(Finding(NOT_PROVED_LOST, step=20, move_number=23, move=TO_WASTE, looked=6,
                                   instead=TO_WASTE_3, winnable_until=22), toad)
    assert said == ("После хода 22 раскладку ещё можно было выиграть; позицию после следующего хода "
                    "решатель не смог решить за 6 секунд: её проигрыш не доказан. Вместо него: 7♠ → сброс 3 "
                    "— так раскладку ещё можно выиграть.")
    said = answer_sentence(Finding(NOT_PROVED_LOST, step=20, move_number=23, move=TO_WASTE, looked=2,
                                   winnable_until=22), toad)
    assert "за 2 секунды" in said
    for finding in (Finding(STILL_WINNABLE), Finding(WINNABLE_UNTIL, winnable_until=12, lost_by=30),
                    Finding(WINNABLE_UNTIL, winnable_until=0), Finding(UNDECIDED, lost_by=3),
                    Finding(UNDECIDED), Finding(CANCELLED),
                    Finding(LOST_FROM_START, lost_by=0, reason=RESERVE_ORDER, blocked=BLOCKED),
                    Finding(LOST_FROM_START, lost_by=0),
                    Finding(LOST_AT, step=2, move_number=4, move=TO_WASTE, instead=TO_WASTE_3,
                            prelude=(TO_WASTE,))):
        said = answer_sentence(finding)
        assert said and not any("a" <= letter.lower() <= "z" for letter in said), said


# -- a game with a history, and stand-in solvers ----------------------------------------------------------
def played(open_table, game_id: str = "toad", seed: int = 3, moves: int = 6):
    """A window on a deal with ``moves`` of the hints' moves played, each a step of its own."""
    table = open_table(new_game(game_id, seed=seed))
    for _ in range(moves):
        move = best_move(table.game)
        assert move is not None
        assert table.controller.play(move)
    assert table.controller.session.done == moves
    return table


def lost_after(session, steps: int, line=()):
    """A stand-in ``solve``: the positions before step ``steps`` can be won, the others cannot; the
    position after ``steps`` steps is won by ``line``."""
    probe = WhereProbe.of(session)
    winnable = {probe.position(number).snapshot() for number in range(steps + 1)}
    last = probe.position(steps).snapshot() if steps >= 0 else None

    def solve(game, *args, **kwargs):
        if game.snapshot() in winnable:
            return SolveResult(WINNABLE, line=list(line) if game.snapshot() == last else [])
        return SolveResult(NOT_WINNABLE, reason=RESERVE_ORDER, blocked=BLOCKED)

    return solve


def never_decides(game, *args, cancel=None, **kwargs):
    """A stand-in ``solve`` that searches until it is cancelled (a minute at most)."""
    start = time.monotonic()
    while not (cancel is not None and cancel()) and time.monotonic() - start < 60:
        time.sleep(0.002)
    return SolveResult(UNKNOWN)


def asked(table, solver) -> WhereBox:
    """The window's box, asked about the game on the table with ``solver`` behind the real probe."""
    where = table.window.solver_actions.where
    where.box = WhereBox(table.controller, table.window, solver=solver)
    box = where.ask()
    assert box is where.box
    return box


def answered(table, solver) -> WhereBox:
    box = asked(table, solver)
    table.qtbot.waitUntil(lambda: box.finding is not None and not box.running(), timeout=20_000)
    return box


# -- the box on the window --------------------------------------------------------------------------------
def test_the_box_names_the_move_that_lost_the_deal_and_undo_to_there_is_one_undoable_step(open_table):
    table = played(open_table)
    controller, window = table.controller, table.window
    session = controller.session
    lost_position = table.game.snapshot()
    lost_moves = list(table.game.moves)
    box = answered(table, lost_after(session, 2))  # steps 0 and 1 keep it winnable, step 2 loses it
    finding = box.finding
    assert finding.kind == LOST_AT and finding.step == 2 and finding.move_number == 3
    assert box.answer.text().startswith("Move 3, the ") and "lost the deal" in box.answer.text()
    assert box.undo_button.isVisible() and box.undo_button.isEnabled() and box.undo_button.isDefault()
    assert box.undo_button.text() == "&Undo to there"
    assert not controller.assisted
    box.undo_button.click()
    assert not box.isVisible()
    assert session.done == 2 and list(table.game.moves) == lost_moves[:2]
    assert controller.assisted  # the solver showed the way: a win from here is won with help
    undo, redo = window.undo_action, window.redo_action
    assert undo.text() == "&Undo: back to move 3" and undo.isEnabled()
    assert history_problems(window) == []
    controller.undo()  # one step brings the lost position back, exactly
    assert table.game.snapshot() == lost_position and list(table.game.moves) == lost_moves
    assert session.done == 6 and redo.text() == "Re&do: back to move 3"
    assert history_problems(window) == []
    controller.redo()  # and Redo goes back again
    assert list(table.game.moves) == lost_moves[:2]
    assert undo.text() == "&Undo: back to move 3"
    assert history_problems(window) == []


def winnable_then_undecided(session, steps: int, line=()):
    """A stand-in ``solve``: the positions up to step ``steps`` can be won, later ones it cannot decide;
    the deal is won by ``line``."""
    probe = WhereProbe.of(session)
    winnable = {probe.position(number).snapshot() for number in range(steps + 1)}
    deal = probe.position(0).snapshot()

    def solve(game, *args, **kwargs):
        if game.snapshot() not in winnable:
            return SolveResult(UNKNOWN)
        return SolveResult(WINNABLE, line=list(line) if game.snapshot() == deal else [])

    return solve


class OutOfTime:
    """The real probe, with no time left for a solve after the deal's: the answer is what is known."""

    def __init__(self, session) -> None:
        self.probe = WhereProbe.of(session)

    def run(self, *args, **kwargs):
        return self.probe.run(*args, total_seconds=0.0, **kwargs)


def test_no_move_is_blamed_where_the_solver_cannot_decide_after_it_and_undo_goes_before_it(open_table):
    """Winnable up to step 2, undecided after: no move is blamed; the answer says the deal could still
    be won after move 2 and what follows is not proved lost; Undo to there goes back before move 3."""
    table = played(open_table)
    controller, session = table.controller, table.controller.session
    box = answered(table, winnable_then_undecided(session, 2))
    finding = box.finding
    assert finding.kind == NOT_PROVED_LOST and finding.step == 2 and finding.move_number == 3
    assert box.answer.text().startswith("After move 2 the deal could still be won; ")
    assert "it is not proved lost" in box.answer.text()
    assert "lost the deal" not in box.answer.text()
    assert box.undo_button.isVisible() and box.undo_button.isEnabled() and box.undo_button.isDefault()
    assert "Take back move 3" in box.undo_button.toolTip()
    box.undo_button.click()
    assert session.done == 2 and controller.assisted


def test_where_the_time_is_spent_undo_to_there_goes_back_to_the_last_winnable_position(open_table):
    """All it knows is a position after move N from which the deal could still be won: the player may
    go back there (one undoable step, the game assisted) and try again."""
    table = played(open_table)
    controller, session = table.controller, table.controller.session
    lost_position = table.game.snapshot()
    moves = list(table.game.moves)
    solve = winnable_then_undecided(session, 2, line=moves[:2])  # the deal's line: the first two moves
    where = table.window.solver_actions.where
    where.box = box = WhereBox(controller, table.window, solver=solve)
    box.make_probe = OutOfTime
    where.ask()
    table.qtbot.waitUntil(lambda: box.finding is not None and not box.running(), timeout=20_000)
    finding = box.finding
    assert finding.kind == WINNABLE_UNTIL and finding.step == 2 and finding.winnable_until == 2
    assert box.undo_button.isVisible() and box.undo_button.isEnabled() and box.undo_button.isDefault()
    assert "just after move 2" in box.undo_button.toolTip()
    box.undo_button.click()
    assert session.done == 2 and controller.assisted
    assert table.window.statusBar().currentMessage().startswith("Back after move 2,")
    controller.undo()
    assert table.game.snapshot() == lost_position
    # known winnable at the deal only: going back there is Restart's, no button
    box = WhereBox(controller, table.window, solver=winnable_then_undecided(session, 0))
    box.make_probe = OutOfTime
    box.ask()
    table.qtbot.waitUntil(lambda: box.finding is not None and not box.running(), timeout=20_000)
    assert box.finding.kind == WINNABLE_UNTIL and box.finding.winnable_until == 0
    assert not box.undo_button.isVisible()


def test_the_move_to_play_instead_is_named_and_outlined_after_undo_to_there_till_a_move(open_table):
    table = played(open_table)
    controller, session = table.controller, table.controller.session
    probe = WhereProbe.of(session)
    before = probe.position(2)
    other = next(move for move in before.legal_moves() if move != table.game.moves[2])
    box = answered(table, lost_after(session, 2, line=[other]))
    finding = box.finding
    assert finding.kind == LOST_AT and finding.instead == other
    assert " Instead, " in box.answer.text() and box.answer.text().endswith("keeps the deal winnable.")
    assert "outlined" in box.undo_button.toolTip()
    overlay = controller.hint_overlay
    assert not overlay.showing
    box.undo_button.click()
    assert session.done == 2
    assert controller.outlined == other
    assert overlay.showing and overlay.marks == overlay.marks_for(table.game, other)
    assert " Instead, " in table.window.statusBar().currentMessage()
    table.qtbot.wait(2500)  # longer than a hint's outlines last
    assert overlay.showing
    controller.resize(900, 640)  # drawn again where the cards now are
    assert overlay.showing and overlay.marks == overlay.marks_for(table.game, other)
    assert controller.play(other)  # the player moves: the outline goes
    assert not overlay.showing and controller.outlined is None


class Answers:
    """A stand-in probe that answers what it is handed."""

    def __init__(self, finding: Finding) -> None:
        self.finding = finding

    def run(self, *args, **kwargs) -> Finding:
        return self.finding


def test_an_automatic_move_named_is_held_back_after_undo_to_there(open_table):
    """The winning line plays the step's first move too, then not the automatic move after it: after
    Undo to there the step's first move is outlined, and once the player plays it no automatic move
    follows and the move to play instead is outlined."""
    table = played(open_table)
    controller, session = table.controller, table.controller.session
    first = session.step(2).moves[0]
    after = WhereProbe.of(session).position(2)
    after.push(first)
    instead = after.legal_moves()[-1]
    automatic = Move("move", "hand", "foundation1", Card.parse("AS"))  # what the table played
    finding = Finding(LOST_AT, step=2, move_number=4, move=automatic, instead=instead, prelude=(first,))
    where = table.window.solver_actions.where
    where.box = box = WhereBox(controller, table.window, solver=never_decides)
    box.make_probe = lambda session: Answers(finding)
    where.ask()
    table.qtbot.waitUntil(lambda: box.finding is not None and not box.running(), timeout=20_000)
    assert box.answer.text().startswith("Move 4, the A♠ to a foundation, lost the deal")
    assert "It was an automatic move after move 3, which the winning line plays too." in box.answer.text()
    assert "Take back move 3 " in box.undo_button.toolTip()
    box.undo_button.click()
    assert session.done == 2
    overlay = controller.hint_overlay
    assert controller.outlined == first and overlay.marks == overlay.marks_for(table.game, first)
    assert table.window.statusBar().currentMessage().startswith("Back before move 3: ")
    controller.resize(900, 640)  # a resize (full screen, the end band) keeps what follows the outline
    assert controller.outlined == first
    assert controller.play(first)
    assert not session.following and len(table.game.moves) == sum(
        len(session.step(number).moves) for number in range(3))  # no automatic move joined it
    assert controller.outlined == instead and overlay.showing
    assert overlay.marks == overlay.marks_for(table.game, instead)


def test_the_box_shows_the_window_narrowing_and_the_solves_done(open_table):
    table = played(open_table, moves=6)
    session = table.controller.session
    judge = lost_after(session, 2)
    calls = []
    hold = threading.Event()

    def solve(game, *args, **kwargs):
        calls.append(1)
        if len(calls) == 3:  # the end, the deal, then one question in the middle: wait there
            hold.wait(20)
        return judge(game, *args, **kwargs)

    box = asked(table, solve)
    table.qtbot.waitUntil(lambda: "Between the deal and move 6" in box.detail.text(), timeout=10_000)
    assert "Solves done: 2 of at most" in box.detail.text()
    # the time it has, stated: the longer looks at an undecided position take what is left of it
    table.qtbot.waitUntil(lambda: " s of at most 40 s" in box.detail.text(), timeout=5_000)
    hold.set()
    table.qtbot.waitUntil(lambda: box.finding is not None and not box.running(), timeout=20_000)
    assert box.finding.kind == LOST_AT and box.finding.step == 2


def test_undo_to_there_is_not_offered_once_the_game_has_moved_on_under_the_answer(open_table):
    table = played(open_table)
    box = answered(table, lost_after(table.controller.session, 2))
    assert box.undo_button.isEnabled()
    table.controller.undo()
    table.controller.undo()
    table.controller.undo()
    table.controller.undo()  # the losing step is undone: nothing to go back to
    assert not box.undo_button.isEnabled() and box.again_button.isVisible()
    assert "changed since you asked" in box.answer.text()
    box.undo_to_there()
    assert table.controller.session.done == 2 and not table.controller.assisted


def test_a_won_game_made_with_undo_to_there_counts_as_won_with_help(open_table):
    table = played(open_table)
    box = answered(table, lost_after(table.controller.session, 2))
    box.undo_to_there()
    keeper = table.window.keeper
    table.controller.session.game.is_won = lambda: True  # as if the player had won from there
    table.controller.over.emit("won")
    entry = keeper.statistics.get("toad")
    assert (entry.played, entry.won, entry.assisted) == (1, 0, 1)


def test_a_deal_lost_from_the_start_quotes_the_proofs_reason_and_offers_no_undo(open_table):
    table = played(open_table)
    box = answered(table, lost_after(table.controller.session, -1))  # no position can be won
    assert box.finding.kind == LOST_FROM_START and box.finding.reason == RESERVE_ORDER
    assert sentence(RESERVE_ORDER) in box.answer.text()
    assert not box.undo_button.isVisible() and box.close_button.isDefault()


def test_the_box_shows_its_progress_and_cancel_stops_the_search(open_table):
    table = played(open_table)
    box = asked(table, never_decides)
    qtbot = table.qtbot
    assert box.running() and box.cancel_button.isVisible() and box.progress.isVisible()
    assert not box.close_button.isVisible()
    thread = box.thread
    box.cancel_button.click()
    assert thread.cancelled()
    qtbot.waitUntil(lambda: box.finding is not None, timeout=10_000)
    assert not box.running()
    assert box.finding.kind == CANCELLED and box.answer.text() == "Cancelled before an answer."
    assert box.close_button.isVisible() and not box.cancel_button.isVisible()


def test_escape_closes_the_box_and_stops_the_search(open_table):
    table = played(open_table)
    box = asked(table, never_decides)
    thread = box.thread
    assert thread.isRunning()
    QTest.keyClick(box, Qt.Key.Key_Escape)
    assert thread.cancelled()
    table.qtbot.waitUntil(lambda: not box.running(), timeout=10_000)
    assert not box.isVisible()


def test_the_progress_counts_the_solves(open_table):
    table = played(open_table)
    box = answered(table, lost_after(table.controller.session, 2))
    assert box.progress.maximum() >= box.finding.solves >= 2
    assert box.detail.text() == f"The solver looked at {box.finding.solves} positions of this game."


# -- where it is offered ------------------------------------------------------------------------------------
def test_the_menu_entry_wants_a_move_of_a_game_with_choices(open_table):
    table = open_table(new_game("toad", seed=3))
    action = table.window.solver_actions.where.action
    assert action in table.window.game_menu.actions() and action.text() == "W&here did it go wrong?…"
    assert not action.isEnabled()  # no move played yet
    table.controller.play(best_move(table.game))
    assert action.isEnabled()
    table.controller.undo()
    assert not action.isEnabled()
    clock = open_table(new_game("clock", seed=2))
    clock.controller.play(clock.game.legal_moves()[0])
    assert not clock.window.solver_actions.where.action.isEnabled()  # a deal fixed once dealt


def test_the_end_band_offers_it_for_a_lost_game_only(open_table):
    table = played(open_table, moves=2)
    banner = table.window.banner
    table.controller.end_game(reason("over.proved_lost"))
    assert banner.isVisible() and banner.where_button.isVisible()
    assert banner.where_button.text() == "Where did it go wrong?"
    signals = []
    banner.where.connect(lambda: signals.append(1))
    banner.where_button.click()
    assert signals == [1]
    box = table.window.solver_actions.where.box
    assert box is not None and box.isVisible()
    box.close()
    box.finish()
    # the clock family: lost at once, and nothing to look back on
    clock = open_table(new_game("new_republican", seed=1))
    clock.controller.play(clock.game.legal_moves()[0])
    assert clock.controller.verdict == "lost" and clock.window.banner.isVisible()
    assert not clock.window.banner.where_button.isVisible()
    # a won game: nothing went wrong
    table.window.start("toad", seed=3)
    table.controller.session.game.is_won = lambda: True
    table.window._game_over("won", animate=False)
    assert banner.isVisible() and not banner.where_button.isVisible()


def test_asked_again_on_a_game_of_the_clock_family_the_box_says_there_is_nothing_to_look_back_on(open_table):
    clock = open_table(new_game("clock", seed=2))
    clock.controller.play(clock.game.legal_moves()[0])
    box = WhereBox(clock.controller, clock.window, solver=never_decides)
    box.ask()
    assert not box.running() and box.finding is None
    assert box.answer.text() == "There is nothing to look back on in this game."


def test_the_keyboard_asks_with_ctrl_shift_w(open_table):
    """The end band's buttons take no focus (the keys stay with the table), so the question has a key
    of its own, listed in Help → Keyboard shortcuts."""
    table = played(open_table, moves=2)
    where = table.window.solver_actions.where
    where.box = box = WhereBox(table.controller, table.window, solver=never_decides)
    window = table.window
    with table.qtbot.waitActive(window):  # shortcuts go to the active window
        window.activateWindow()
    QTest.keyClick(window.view, Qt.Key.Key_W,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    table.qtbot.waitUntil(lambda: box.isVisible() and box.running())
    box.close()
    box.finish()
    assert not box.running()
