"""A won game's celebration (#49 item 6): a win showed only a band; now the cards cascade off the finished
piles, as players of other patience programs expect. A click or a key ends it at once, the table as the
win left it; it follows the animation speed, and there is none with animations off."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from patience_qt.rules import new_game


def won_but_one(seed: int = 13):
    """A Clock deal the forced moves bring out, played to its last move; and that move."""
    won = new_game("clock", seed=seed)
    while not won.is_won():
        won.push(won.legal_moves()[0])
    game = new_game("clock", seed=seed)
    for move in won.moves[:-1]:
        game.push(move)
    return game, won.moves[-1]


def at_their_places(table) -> bool:
    return all(item.pos() == table.scene.places(item.pile_id)[item.index][0] and item.zValue() < 1000
               for item in table.scene.card_items)


def away(table) -> int:
    """How many cards are off their places (on their way off the table)."""
    scene = table.scene
    return sum(item.pos() != scene.places(item.pile_id)[item.index][0] for item in scene.card_items)


def win(open_table, size=(1024, 700)):
    game, last = won_but_one()
    table = open_table(game, size=size, animations=True)
    table.controller.animator.speed = 1.0
    table.qtbot.waitUntil(lambda: not table.controller.animator.running, timeout=3000)
    table.controller.play(last)
    return table


@pytest.mark.real_pace
@pytest.mark.parametrize("end", ["key", "click"])
def test_the_cards_cascade_off_the_table_until_a_key_or_a_click_ends_it_at_once(open_table, end):
    table = win(open_table)
    # cards leaving, one after another, the band saying the game is won
    table.qtbot.waitUntil(lambda: away(table) >= 5 and table.window.banner.isVisible(), timeout=3000)
    assert table.controller.animator.running
    moves = len(table.game.moves)
    if end == "key":
        QTest.keyClick(table.view, Qt.Key.Key_Right)
        assert table.controller.keyboard.focus is None  # the key only ended it
    else:
        table.click(table.view.mapToScene(table.view.viewport().rect().center()))
        assert not table.controller.holding()
    assert not table.controller.animator.running
    assert at_their_places(table)  # the table back as the win left it, at once
    assert table.game.is_won() and len(table.game.moves) == moves
    table.qtbot.wait(100)
    assert at_their_places(table) and table.window.banner.isVisible()
    # the next key is the table's again: Escape puts the band aside
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert not table.window.banner.isVisible()


@pytest.mark.real_pace
def test_left_alone_it_ends_within_a_few_seconds_with_every_card_in_its_place(open_table):
    table = win(open_table, size=(1600, 1000))
    table.qtbot.waitUntil(lambda: away(table) >= 5, timeout=3000)
    table.qtbot.waitUntil(lambda: not table.controller.animator.running, timeout=6000)
    assert at_their_places(table)


@pytest.mark.real_pace
def test_it_follows_the_animation_speed(open_table):
    table = win(open_table)
    table.qtbot.waitUntil(lambda: not table.controller.animator.running, timeout=6000)
    lengths = {}
    for speed in (0.5, 1.0, 1.8):  # Preferences' fast, normal, slow
        table.controller.animator.speed = speed
        lengths[speed] = table.controller.celebrate()
        table.controller.animator.stop_all()
    assert 1500 < lengths[1.0] < 5000
    assert lengths[0.5] == pytest.approx(lengths[1.0] * 0.5, rel=0.05)
    assert lengths[1.8] == pytest.approx(lengths[1.0] * 1.8, rel=0.05)
    assert at_their_places(table)


def test_with_animations_off_there_is_none(open_table):
    game, last = won_but_one()
    table = open_table(game)  # animations off (Preferences' speed "off")
    table.controller.play(last)
    assert table.game.is_won() and table.window.banner.isVisible()
    assert not table.controller.animator.running and at_their_places(table)
