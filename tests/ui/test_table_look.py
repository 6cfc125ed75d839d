"""How the table reads: stacks show their depth, piles sit in the middle of the view."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from patience_qt.rules import GAMES, new_game
from patience_qt.ui.table.pile_item import PileItem


def edge_band(depth: int, width: int = 80) -> int:
    """Pixels of card edge showing right of an empty place drawn with ``depth`` cards under its top."""
    item = PileItem("pile1")
    item.set_geometry(width, None)
    item.set_depth(depth)
    image = QImage(3 * width, 3 * width, QImage.Format.Format_RGB32)
    image.fill(QColor("#2e7a44"))
    painter = QPainter(image)
    painter.translate(1.5 * width, 1.5 * width)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()
    right = round(1.5 * width + item.place_rect().right())
    row = round(1.5 * width)  # the middle of the place's height
    felt = image.pixelColor(3 * width - 2, row).lightness()
    return sum(1 for x in range(right, 3 * width) if abs(image.pixelColor(x, row).lightness() - felt) > 40)


def test_a_pile_shows_the_edges_of_the_cards_under_its_top_card_by_count_up_to_a_cap():
    # A face-down pile of 4 or 8 looked like one card: its edge was under a pixel deep.
    band = {depth: edge_band(depth) for depth in (0, 3, 7, 12, 40)}
    assert band[0] == 0
    assert band[3] >= 3  # a few pixels for three cards under the top one
    assert band[7] >= 2 * band[3]  # eight cards read deeper than four
    assert band[12] > band[7]  # a Babette pile of 13 deeper still
    assert band[40] == band[12] <= 0.25 * 80  # a long stock does not swallow its neighbours


@pytest.mark.parametrize("game_id, pile_id, edges", [
    ("devils_two_decks", "pile1", 7), ("moving_house", "pile1", 3), ("rainbow", "stock", 10)])
def test_the_table_gives_each_pile_its_depth(open_table, game_id, pile_id, edges):
    table = open_table(new_game(game_id, seed=1))
    item = table.scene.pile_items[pile_id]
    assert item.depth == len(table.game.pile(pile_id).cards) - 1
    assert item.edge_count() == edges  # one edge a card under the top one, ten at most


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_piles_sit_in_the_middle_of_the_view(open_table, game_id, size):
    table = open_table(new_game(game_id, seed=1), size=size)
    scene, layout = table.scene, table.scene.layout
    core = layout.core()
    left, right = scene.to_scene(core.x, core.y), scene.to_scene(core.right, core.bottom)
    view = scene.sceneRect()
    middle = (left.x() + right.x()) / 2
    assert abs(middle - view.center().x()) <= 0.05 * scene.card_width, (middle, view.center().x())
    for item in scene.card_items:
        rect = item.mapRectToScene(item.card_rect())
        assert view.adjusted(-1, -1, 1, 1).contains(rect), (item, rect, view)
