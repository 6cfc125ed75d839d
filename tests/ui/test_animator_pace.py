"""The tests' pace (ui/animator.py's PACE, set to zero by tests/conftest.py): a move still runs and ends
after the event loop has run, as in the program, only within a frame; ``real_pace`` keeps the player's."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from patience_qt.rules import new_game
from patience_qt.ui.table import animator as animator_module
from patience_qt.ui.table.scene import Motion


def slide_one_card(table) -> tuple[int, list[str]]:
    """Send a card 40 px right; the batch's length in ms, and what had happened by the end of run()."""
    item = table.scene.card_items[0]
    seen: list[str] = []
    duration = table.controller.animator.run([Motion(item, item.pos() + QPointF(40, 0), item.rotation())],
                                             lambda: seen.append("done"))
    if table.controller.animator.running:
        seen.append("running")
    return duration, seen


def test_at_the_tests_pace_a_move_ends_at_the_next_frame_not_inside_run(open_table):
    table = open_table(new_game("clock", seed=1), animations=True)
    assert animator_module.PACE == 0.0
    duration, seen = slide_one_card(table)
    assert duration == 1 and seen == ["running"]  # under way, as in the program
    table.settle()
    assert not table.controller.animator.running


@pytest.mark.real_pace
def test_marked_real_pace_a_move_takes_its_real_time(open_table):
    table = open_table(new_game("clock", seed=1), animations=True)
    table.controller.animator.speed = 1.0
    assert animator_module.PACE == 1.0
    duration, seen = slide_one_card(table)
    assert duration == animator_module.MOVE_MS and seen == ["running"]
    table.controller.animator.stop()
