"""Travellers' counting deal is shown at the start: card by card, the count called, the travellers
set aside; skipped with animations off, and by a press or a key."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsSimpleTextItem
from tablekit import Table

from patience_qt.rules import new_game
from patience_qt.ui.table.counting_deal import counting_steps

pytestmark = pytest.mark.real_pace  # the show is looked at while it plays


def calls(table) -> list[str]:
    return [item.text() for item in table.scene.items() if isinstance(item, QGraphicsSimpleTextItem)]


def shown_face_up(table) -> int:
    """Card items showing their face though the game has them face down: the deal being played out."""
    piles = table.game.piles
    return sum(1 for item in table.scene.card_items
               if item.face_up and not piles[item.pile_id].cards[item.index].face_up)


def at_rest(table) -> bool:
    """Every card where and as the game has it."""
    return not table.scene.sync() and shown_face_up(table) == 0


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_steps_are_the_rules_deal_counted_round_the_thirteen_piles(seed):
    game = new_game("travellers", seed=seed)
    steps = counting_steps(game)
    assert steps is not None and len(steps) == 52
    number = {f"pile{i}": i for i in range(1, 14)}
    position = 1
    for step in steps:
        assert number[step.counted_at] == position  # the count goes round A, 2 … K
        traveller = step.pile_id == "travellers"
        assert traveller == (step.card.rank == game.pile(step.counted_at).home)
        if not traveller:
            position = position % 13 + 1  # a traveller is set aside and the same call goes again
    assert sum(step.pile_id == "travellers" for step in steps) == len(game.pile("travellers").cards)


def test_only_a_fresh_counting_deal_is_shown():
    assert counting_steps(new_game("republican", seed=1)) is None
    game = new_game("travellers", seed=1)
    game.push(game.legal_moves()[0])
    assert counting_steps(game) is None


def start(open_table, animations: bool):
    table = open_table(new_game("clock", seed=1), animations=animations)
    table.controller.set_game(new_game("travellers", seed=2))  # a new deal, shown when animations are on
    return table


def test_with_animations_on_the_deal_plays_out_with_the_count_called(open_table, qtbot):
    table = start(open_table, animations=True)
    assert table.controller.animator.running
    qtbot.waitUntil(lambda: shown_face_up(table) > 3, timeout=3000)
    plates = {item.label for item in table.scene.pile_items.values()}
    assert calls(table) and calls(table)[0] in plates  # the rank called, as the piles are marked
    assert table.controller.animator.running
    qtbot.waitUntil(lambda: not table.controller.animator.running, timeout=8000)
    assert at_rest(table) and calls(table) == []
    assert table.game.moves == []


def test_with_animations_off_the_deal_is_not_shown(open_table):
    table = start(open_table, animations=False)
    assert not table.controller.animator.running
    assert calls(table) == [] and at_rest(table)


def test_a_press_on_the_table_skips_to_the_end_and_plays_nothing(open_table, qtbot):
    table = start(open_table, animations=True)
    qtbot.waitUntil(lambda: shown_face_up(table) > 3, timeout=3000)
    turned = table.scene.top_item("travellers")  # a click where it ends up would play it
    where = table.scene.places("travellers")[-1][0]
    QTest.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     table.point(where))
    assert not table.controller.animator.running
    assert at_rest(table) and calls(table) == []
    assert table.game.moves == [] and turned is table.scene.top_item("travellers")


def test_a_key_skips_to_the_end(open_table, qtbot):
    table = start(open_table, animations=True)
    qtbot.waitUntil(lambda: shown_face_up(table) > 3, timeout=3000)
    QTest.keyClick(table.view, Qt.Key.Key_Right)
    assert not table.controller.animator.running
    assert at_rest(table) and calls(table) == []


def test_a_window_opening_on_a_travellers_deal_shows_it(qtbot, settings):
    # Dealt before the window showed (the program's start), the show was cut short by the first resize.
    from patience_qt.ui.window.main_window import MainWindow

    settings.setValue("table/animations", True)
    window = MainWindow(new_game("travellers", seed=3), settings=settings)
    qtbot.addWidget(window)
    window.resize(1024, 700)
    window.show()
    qtbot.waitExposed(window)
    table = Table(qtbot, window)
    qtbot.waitUntil(lambda: shown_face_up(table) > 3, timeout=3000)
    window.controller.animator.stop_all()
    assert at_rest(table)
