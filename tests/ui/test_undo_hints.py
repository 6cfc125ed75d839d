"""Undo and redo, hints, autoplay and the end of the road, through the window (one family at a time).

Deal orders are explicit: a deck shuffled by ``random.Random(k)`` (independent of the game-number
generator), or built by hand.
"""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QPointF, QPropertyAnimation, Qt, QTimer
from PySide6.QtGui import QImage, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton
from tablekit import Table

import patience_qt.ui.table.animator as animator_module
from patience_qt.play.hints.ranking import NO_MOVES, best_move, hints
from patience_qt.play.session import Step
from patience_qt.rules import Card, Game, Move, deck, new_game, reason
from patience_qt.ui.text import i18n

SUITS = "SHDC"


def shuffled_order(game_id: str, k: int) -> list[Card]:
    size = len(new_game(game_id, seed=1).all_cards())
    cards = deck(size)
    random.Random(k).shuffle(cards)
    return cards


def winning_clock_order() -> list[Card]:
    """Pile X holds the four cards of rank X+1 (the K pile the aces): the forced moves bring it out."""
    return [Card(k % 13 + 1 + 1 if k % 13 + 1 < 13 else 1, SUITS[k // 13]) for k in range(52)]


def king_first_moving_house() -> Game:
    """The first step turns the K♠ on the kings' own pile: it goes under that pile and play ends."""
    order = [card for card in deck(52) if str(card) != "KS"] + [Card.parse("KS")]
    return new_game("moving_house", order=order)


# Deals of each family, played by the hint policy with automatic moves on.
RAINBOW = ("rainbow", 0)  # starts with "No useful move — turn the stock."
VILLAGE = ("village", 2)  # lost after 20 steps; the last one is a deal and the automatic moves after it
CARNIVAL = ("carnival", 2)  # lost after 13 steps, the last one a deal and automatic moves


def commands(table: Table) -> list[Step]:
    return list(table.controller.session.steps)


def play_through(table: Table, steps: int) -> list[tuple]:
    """Play up to ``steps`` hint-policy moves through the controller; the snapshot after each undo step."""
    game = table.game
    session = table.controller.session
    seen = {0: new_game(game.id, order=game.order, options=game.options).snapshot()}  # as dealt
    seen[session.done] = game.snapshot()  # after the automatic moves that followed the deal
    for _ in range(steps):
        move = best_move(game)
        if move is None:
            break
        assert table.controller.play(move)
        table.settle()
        seen[session.done] = game.snapshot()
    return [seen[i] for i in range(len(session.steps) + 1)]


# -- undo and redo --------------------------------------------------------------------------------------

@pytest.mark.parametrize(("game", "steps"), [
    (lambda: new_game("rainbow", order=shuffled_order(*RAINBOW)), 45),
    (lambda: new_game("clock", order=winning_clock_order()), 60),
    (lambda: new_game("village", order=shuffled_order(*VILLAGE)), 60),
], ids=["rainbow", "clock", "village"])
def test_undo_to_the_deal_and_redo_to_the_end_give_the_same_positions(open_table, game, steps):
    table = open_table(game(), automove=True)
    dealt = new_game(table.game.id, order=table.game.order).snapshot()
    snapshots = play_through(table, steps)
    history = commands(table)
    moves = [move for command in history for move in command.moves]
    assert moves == table.game.moves and len(history) >= 20
    if table.game.id != "clock":  # the clock family has no stock to turn and no automatic moves
        assert any(move.kind in ("turn", "deal") for move in moves)
        assert any(len(command.moves) > 1 for command in history)  # a player's move and what followed it
    final, final_moves = table.game.snapshot(), list(table.game.moves)
    window = table.window
    for index in range(len(history) - 1, -1, -1):
        window.undo_action.trigger()
        assert table.controller.session.done == index
        assert table.game.snapshot() == snapshots[index]
    assert table.game.moves == [] and table.game.snapshot() == dealt == snapshots[0]
    assert not window.undo_action.isEnabled() and not window.banner.isVisible()
    for index in range(1, len(history) + 1):
        window.redo_action.trigger()
        assert table.game.snapshot() == snapshots[index]
    assert table.game.snapshot() == final and table.game.moves == final_moves
    assert not window.redo_action.isEnabled()
    # the table shows the game: every card item where the game has it
    for pile_id in table.scene.pile_items:
        assert [item.card for item in table.scene.items_of(pile_id)] == list(table.game.pile(pile_id).cards)


def test_an_automatic_move_is_undone_with_the_move_before_it(open_table):
    table = open_table(new_game("village", order=shuffled_order(*VILLAGE)), automove=True)
    play_through(table, 60)
    last = commands(table)[-1]
    assert len(last.moves) > 1 and last.moves[0].kind == "deal"
    before = len(table.game.moves)
    table.window.undo_action.trigger()
    assert len(table.game.moves) == before - len(last.moves)


def test_undo_and_redo_name_the_move_and_have_their_keys(open_table):
    table = open_table(new_game("clock", order=winning_clock_order()))
    window = table.window
    assert window.undo_action.text().replace("&", "") == "Undo"
    move = table.game.legal_moves()[0]
    assert move == Move("step", "pile13", "pile1", Card.parse("AC"))
    table.click(table.card_pos("pile13"))
    assert table.game.moves == [move]
    assert window.undo_action.text().replace("&", "") == "Undo: A♣ to the aces' pile"
    assert window.undo_action.toolTip() == "Undo: A♣ to the aces' pile"
    assert window.undo_action.iconText() == "Undo"  # the toolbar button keeps its short name
    window.undo_action.trigger()
    assert window.redo_action.text().replace("&", "") == "Redo: A♣ to the aces' pile"
    assert window.undo_action.text().replace("&", "") == "Undo"
    assert QKeySequence("Ctrl+Z") in window.undo_action.shortcuts()
    for key in ("Ctrl+Shift+Z", "Ctrl+Y"):
        assert QKeySequence(key) in window.redo_action.shortcuts()
    edit = next(menu for menu in window.menuBar().findChildren(type(window.menuBar().addMenu("x")))
                if menu.title() == "&Edit")
    assert {window.undo_action, window.redo_action, window.hint_action, window.autoplay_action} <= set(
        edit.actions())


def test_the_keys_undo_and_redo(open_table):
    table = open_table(new_game("village", order=shuffled_order(*VILLAGE)))
    table.window.activateWindow()
    table.qtbot.waitUntil(table.window.isActiveWindow)
    table.click(table.card_pos("stock"))
    assert [move.kind for move in table.game.moves] == ["deal"]
    undo_text = table.window.undo_action.text().replace("&", "")
    assert undo_text == "Undo: deal"
    QTest.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert table.game.moves == []
    QTest.keyClick(table.view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert len(table.game.moves) == 1
    QTest.keyClick(table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(table.view, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert len(table.game.moves) == 1


def test_undo_after_a_won_game_takes_the_banner_away_and_play_goes_on(open_table):
    table = open_table(new_game("clock", order=winning_clock_order()))
    play_through(table, 60)
    banner = table.window.banner
    assert table.game.is_won() and banner.isVisible() and banner.title.text() == "You won!"
    table.window.undo_action.trigger()
    assert not table.game.is_won() and not banner.isVisible() and len(table.game.moves) == 51
    table.click(table.card_pos(table.game.legal_moves()[0].src))
    assert table.game.is_won() and banner.isVisible()


# -- hints -----------------------------------------------------------------------------------------------

def check_hint_shown(table: Table, move: Move) -> None:
    """The overlay marks the move's card (or the stock) and its target, over the right items."""
    game, scene = table.game, table.scene
    overlay = table.controller.hint_overlay
    assert move in game.legal_moves()
    marks = overlay.marks
    assert overlay.showing and all(item.scene() is scene for item in overlay.items)
    card_mark = marks[0]
    assert card_mark.role == "card" and card_mark.pile_id == move.src
    if move.kind in ("move", "step"):
        index = move.card_index
        assert index is not None and card_mark.index == index
        item = scene.items_of(move.src)[index]
        assert item.card == move.card
        assert overlay.items[0].pos() == item.pos() and overlay.items[0].rotation() == item.rotation()
        target = marks[1]
        assert target.role == "target" and target.pile_id == move.dst
        items = scene.items_of(move.dst)
        assert target.index == len(items) - 1
        expected = items[-1].pos() if items else scene.pile_items[move.dst].pos()
        assert overlay.items[1].pos() == expected
    else:
        assert len(marks) == 1


def position_with_two_hints(table: Table) -> list:
    """Play the hint policy on until the position has at least two hints; its hints."""
    for _ in range(80):
        found = hints(table.game)
        if len(found) >= 2:
            return found
        move = best_move(table.game)
        assert move is not None, "the game ended before a position with two hints"
        assert table.controller.play(move)
        table.settle()
    raise AssertionError("no position with two hints")


@pytest.mark.parametrize("game", [
    lambda: new_game("rainbow", order=shuffled_order(*RAINBOW)),
    lambda: new_game("toad", order=shuffled_order("toad", 1)),
    lambda: new_game("village", order=shuffled_order("village", 0)),  # choices once the stock is out
    lambda: new_game("carnival", order=shuffled_order("carnival", 5)),
    lambda: new_game("babette", order=shuffled_order("babette", 0)),  # the piles to gather, in order
], ids=["rainbow", "toad", "village", "carnival", "babette"])
def test_h_shows_the_best_hint_then_the_next_and_starts_again_after_a_move(open_table, game):
    table = open_table(game(), automove=True)
    position_with_two_hints(table)
    table.hint()  # worked out off the table's thread: the guide's move first, then the look-ahead's
    ranked = table.controller.hint_cycle.hints
    assert len(ranked) >= 2
    check_hint_shown(table, ranked[0].move)
    assert table.status_message().startswith(f"Hint 1 of {len(ranked)}: {ranked[0].reason}")
    table.hint()
    check_hint_shown(table, ranked[1].move)
    assert table.status_message() == f"Hint 2 of {len(ranked)}: {ranked[1].reason}"
    for _ in range(len(ranked) - 1):  # round to the first again
        table.hint()
    check_hint_shown(table, ranked[0].move)
    table.controller.play(ranked[0].move)
    table.settle()
    assert not table.controller.hint_overlay.showing
    fresh = hints(table.game)
    if fresh:
        table.hint()
        check_hint_shown(table, table.controller.hint_cycle.hints[0].move)


def test_with_no_hint_the_hints_are_worked_out_once_and_the_overlay_draws_nothing(open_table, monkeypatch):
    """The hints are worked out once a position by their owner; what is said when there are none comes
    from the same list (it ran the look-ahead a second time), and the overlay is handed nothing."""
    from patience_qt.play.guide import UNDECIDED, Guide, GuidedHints

    calls = []

    def no_hints(self, game, cancel=None):
        calls.append(game)
        return GuidedHints([], UNDECIDED)

    monkeypatch.setattr(Guide, "hints", no_hints)
    table = open_table(new_game("rainbow", seed=1))
    assert not table.game.is_lost()
    table.hint()
    assert table.status_message() == "No useful move left." and len(calls) == 1
    assert not table.controller.hint_overlay.showing
    table.hint()  # the same position: asked again, not worked out again
    assert len(calls) == 1


def test_the_h_key_shows_the_clock_familys_forced_move(open_table):
    table = open_table(new_game("clock", order=winning_clock_order()))
    table.window.activateWindow()
    table.qtbot.waitUntil(table.window.isActiveWindow)
    QTest.keyClick(table.view, Qt.Key.Key_H)
    table.wait_for_hint()
    forced = table.game.legal_moves()
    assert len(forced) == 1
    check_hint_shown(table, forced[0])
    assert table.status_message() == "Hint: " + str(reason("clock.hint.under", card=Card.parse("AC"), rank=1))
    QTest.keyClick(table.view, Qt.Key.Key_H)  # the only hint again
    table.wait_for_hint()
    check_hint_shown(table, forced[0])


def test_the_hint_goes_away_by_itself_after_about_two_seconds(open_table):
    """No wall clock: the overlay's own single-shot timer is read (about two seconds, the fade as
    long), and its timeout, not a key or a click, takes the outlines away."""
    table = open_table(new_game("clock", order=winning_clock_order()), animations=True)
    table.hint()
    overlay = table.controller.hint_overlay
    assert overlay.showing
    shown = list(overlay.items)
    timers = [timer for timer in overlay.findChildren(QTimer) if timer.isActive()]
    assert len(timers) == 1, "one running timer ends the hint"
    timer = timers[0]
    assert timer.isSingleShot()
    assert 1500 <= timer.interval() <= 2500  # about two seconds
    fades = overlay.findChildren(QPropertyAnimation)
    assert fades and all(fade.duration() == timer.interval() for fade in fades)  # faded out by then
    timer.setInterval(1)  # its timeout sooner, the same timer: not two seconds of waiting
    with table.qtbot.waitSignal(timer.timeout, timeout=30_000):  # generous: only the signal counts
        pass
    assert not overlay.showing
    assert all(item.scene() is None for item in shown)


def test_when_only_the_stock_helps_the_hint_says_so_plainly(open_table):
    table = open_table(new_game("rainbow", order=shuffled_order(*RAINBOW)))
    table.hint()
    # the deal is proved lost: the hint says so after its own sentence
    assert table.status_message() == str(reason("hint.no_useful.turn")) + (
        " The deal can no longer be won: this move helps bring cards home.")
    i18n.apply_language("ru")
    try:
        table.controller.clear_hint()
        table.hint()
        assert table.status_message().startswith("Полезного хода нет — откройте карту из прикупа. ")
    finally:
        i18n.apply_language("en")
    marks = table.controller.hint_overlay.marks
    assert [(mark.pile_id, mark.role) for mark in marks] == [("stock", "card")]


# -- the end of the road ----------------------------------------------------------------------------------

def banner_buttons(table: Table) -> dict[str, QPushButton]:
    buttons = table.window.banner.findChildren(QPushButton)
    return {button.text().replace("&", ""): button for button in buttons}


def test_a_dead_end_is_told_at_once_and_offers_undo_restart_and_new_game(open_table):
    table = open_table(king_first_moving_house())
    banner = table.window.banner
    assert not banner.isVisible()
    table.click(table.card_pos("pile13"))
    assert table.game.moves == [Move("step", "pile13", "pile13", Card.parse("KS"))]
    assert table.game.is_lost()
    assert banner.isVisible() and banner.title.text() == "No moves left"  # no second click needed
    assert set(banner_buttons(table)) >= {"Undo", "Restart", "New game"}
    table.hint()
    assert table.status_message() == str(NO_MOVES)
    banner_buttons(table)["Undo"].click()
    assert table.game.moves == [] and not banner.isVisible()
    table.click(table.card_pos("pile13"))
    assert banner.isVisible()
    banner_buttons(table)["Restart"].click()
    assert table.game.moves == [] and not banner.isVisible() and table.game.order is not None
    table.click(table.card_pos("pile13"))
    banner_buttons(table)["New game"].click()
    assert table.game.moves == [] and table.game.order is None and not banner.isVisible()


@pytest.mark.parametrize("animations", [False, True])
def test_the_dead_end_after_automatic_moves_is_told_when_they_are_done(open_table, monkeypatch, animations):
    monkeypatch.setattr(animator_module, "MOVE_MS", 40)
    table = open_table(new_game("village", order=shuffled_order(*VILLAGE)), automove=True)
    controller, banner = table.controller, table.window.banner
    play_through(table, 60)
    assert table.game.is_lost() and banner.isVisible()
    last = commands(table)[-1]
    assert last.moves[0].kind == "deal" and len(last.moves) > 1  # the deal let automatic moves through
    table.window.undo_action.trigger()
    assert not banner.isVisible()
    controller.animate = animations
    told: list[tuple[bool, bool, int]] = []

    def over(_result: str) -> None:
        told.append((table.game.is_lost(), controller.animator.running, len(table.game.moves)))

    controller.over.connect(over)
    controller.play(last.moves[0])  # the player's deal again: automatic moves follow, then the end
    table.qtbot.waitUntil(banner.isVisible, timeout=5000)
    # told once, when the last automatic move had landed (not while cards were still moving)
    assert told == [(True, False, len(table.game.moves))] and banner.title.text() == "No moves left"
    assert commands(table)[-1].moves == last.moves


# -- autoplay ---------------------------------------------------------------------------------------------

def test_autoplay_finishes_a_clock_deal_move_by_move_waiting_for_the_cards(open_table, monkeypatch):
    monkeypatch.setattr(animator_module, "MOVE_MS", 25)
    table = open_table(new_game("clock", order=winning_clock_order()), animations=True)
    controller = table.controller
    controller.autoplayer.interval = 5
    busy_at_move: list[bool] = []
    play = controller.play

    def watched_play(move: Move) -> bool:
        busy_at_move.append(controller.animator.running or controller.auto_pending())
        return play(move)

    monkeypatch.setattr(controller, "play", watched_play)
    action = table.window.autoplay_action
    action.trigger()
    assert action.isChecked() and controller.autoplayer.running
    assert action.text().replace("&", "") == "Stop autoplay"
    table.qtbot.waitUntil(lambda: not controller.autoplayer.running, timeout=15000)
    assert table.game.is_won() and len(busy_at_move) == 52 and not any(busy_at_move)
    assert len(controller.session.steps) == 52  # each autoplayed move is an undo step of its own
    assert not action.isChecked() and action.text().replace("&", "") == "Autoplay"
    table.qtbot.waitUntil(table.window.banner.isVisible, timeout=3000)


def start_autoplay(table: Table, moves: int = 3) -> None:
    table.controller.autoplayer.interval = 20
    table.window.autoplay_action.trigger()
    table.qtbot.waitUntil(lambda: len(table.game.moves) >= moves, timeout=5000)
    assert table.controller.autoplayer.running


def assert_stopped(table: Table) -> None:
    assert not table.controller.autoplayer.running and not table.window.autoplay_action.isChecked()
    played = len(table.game.moves)
    table.qtbot.wait(120)
    assert len(table.game.moves) == played and not table.game.is_won()


def test_a_click_on_the_table_stops_autoplay(open_table):
    table = open_table(new_game("clock", order=winning_clock_order()))
    start_autoplay(table)
    corner = table.scene.sceneRect().topLeft() + QPointF(3, 3)
    table.click(corner)
    assert_stopped(table)


def test_a_key_stops_autoplay(open_table):
    table = open_table(new_game("clock", order=winning_clock_order()))
    start_autoplay(table)
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert_stopped(table)


def test_taking_hold_of_a_card_stops_autoplay_and_it_does_not_fight_the_drag(open_table):
    table = open_table(new_game("clock", order=winning_clock_order()))
    start_autoplay(table)
    source = table.game.legal_moves()[0].src
    viewport, point = table.view.viewport(), table.point(table.card_pos(source))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
    assert table.controller.holding()
    assert_stopped(table)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)


def test_undo_stops_autoplay_and_autoplay_again_goes_on(open_table):
    table = open_table(new_game("clock", order=winning_clock_order()))
    start_autoplay(table, moves=5)
    table.window.undo_action.trigger()
    assert_stopped(table)
    table.window.autoplay_action.trigger()  # once more: on to the end
    table.qtbot.waitUntil(lambda: table.game.is_won(), timeout=10000)


def test_autoplay_plays_the_hint_policy_in_the_village_family_until_the_game_ends(open_table):
    table = open_table(new_game("carnival", order=shuffled_order(*CARNIVAL)), automove=True)
    table.controller.autoplayer.interval = 1
    table.window.autoplay_action.trigger()
    # each move the guide's (play.guide): a search of the deal at each of its phases, off the table's thread
    table.qtbot.waitUntil(lambda: not table.controller.autoplayer.running, timeout=90_000)
    assert table.game.is_over() and table.window.banner.isVisible()
    reference = new_game("carnival", order=shuffled_order(*CARNIVAL))
    replayed = list(table.game.moves)
    for move in replayed:  # every move was legal where it was played
        assert move in reference.legal_moves()
        reference.push(move)
    assert reference.snapshot() == table.game.snapshot()


def test_a_screenshot_can_show_the_hint(tmp_path):
    path = tmp_path / "hint.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "patience_qt", "--screenshot", str(path), "--game", "clock", "--seed", "2",
         "--size", "1024x700", "--hint"],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    image = QImage(str(path))
    pink = 0
    for y in range(0, image.height(), 3):
        for x in range(0, image.width(), 3):
            colour = image.pixelColor(x, y)
            pink += colour.red() > 220 and 90 < colour.green() < 170 and colour.blue() > 160
    assert pink > 50  # the hint's outlines and arrow are on the table
