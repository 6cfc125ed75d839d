"""A box the program opens over the table (Is this deal winnable?, Where did it go wrong?) goes where it
covers the fewest cards (issue 40's play-test: the window system put it in the middle of the table, over
the cards asked about, though the table had room elsewhere)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication

from patience_qt.play.hints.ranking import best_move
from patience_qt.rules import new_game
from patience_qt.ui.solver.box_place import card_rects, least_covering, reach_rects, table_room


def cards(window) -> list[QRect]:
    return card_rects(window.view, window.scene)


def best_spot(window, size: QSize) -> QPoint:
    return least_covering(table_room(window.view, window.banner), size, cards(window))


def covered(window, box) -> list[QRect]:
    """The cards the box's frame covers, in the view's coordinates."""
    view = window.centralWidget()
    frame = box.frameGeometry()
    where = QRect(view.mapFromGlobal(frame.topLeft()), frame.size())
    return [rect for rect in cards(window) if rect.intersects(where)]


def test_the_place_covering_the_fewest_obstacles_wins_and_then_the_middle():
    room = QRect(0, 0, 400, 300)
    cards = [QRect(0, 0, 400, 100), QRect(0, 200, 150, 100)]
    spot = least_covering(room, QSize(100, 80), cards)
    assert not QRect(spot, QSize(100, 80)).intersects(cards[0])
    assert not QRect(spot, QSize(100, 80)).intersects(cards[1])
    assert spot.y() + 80 <= 300 and spot.x() >= 150  # low, and right of the low card
    assert least_covering(QRect(0, 0, 50, 50), QSize(100, 80), cards) == QPoint(0, 0)  # too big: the corner


def test_the_solvers_box_opens_over_no_card_where_the_table_has_room(open_table, qtbot):
    table = open_table(new_game("rainbow", seed=1), size=(1024, 700))
    window = table.window
    QApplication.processEvents()
    box = window.solver_actions.ask()
    QApplication.processEvents()
    size = box.frameGeometry().size()
    spot = best_spot(window, size)
    assert not [rect for rect in cards(window) if rect.intersects(QRect(spot, size))]  # room there is
    assert covered(window, box) == []
    moved = box.pos() + QPoint(-30, 20)  # the player puts it elsewhere: asked again, it stays there
    box.move(moved)
    window.solver_actions.ask()
    assert box.pos() == moved
    box.close()


def test_where_did_it_go_wrong_opens_over_the_fewest_cards(open_table):
    table = open_table(new_game("open_shop", seed=3), size=(1024, 700))
    for _ in range(6):
        assert table.controller.play(best_move(table.game))
    window = table.window
    box = window.solver_actions.where.ask()
    QApplication.processEvents()
    assert box is not None
    size = box.frameGeometry().size()
    fewest = len([rect for rect in cards(window) if rect.intersects(QRect(best_spot(window, size), size))])
    assert len(covered(window, box)) == fewest
    box.close()


def _frame_in_view(window, box) -> QRect:
    view = window.centralWidget()
    frame = box.frameGeometry()
    return QRect(view.mapFromGlobal(frame.topLeft()), frame.size())


def _empty_places(window) -> list[QRect]:
    scene, view = window.scene, window.view
    return [view.mapFromScene(item.mapRectToScene(item.place_rect())).boundingRect()
            for pile_id, item in scene.pile_items.items() if not window.controller.game.pile(pile_id).cards]


@pytest.mark.parametrize("moves", [2, 80])
def test_where_did_it_go_wrong_keeps_off_the_empty_places_and_the_waste_piles_room(open_table, moves):
    """The play-test (#49 item 6): the Ctrl+W box covered Rainbow's waste pile 3, and an empty foundation,
    while the lower right of the table was empty. At 1600 by 1000 it covers no empty place; at the deal,
    when there is room for it, no card either and none of the room the waste piles' columns keep for
    their cards; later, as few cards as any place would."""
    table = open_table(new_game("rainbow", seed=1), size=(1600, 1000))
    for _ in range(moves):
        assert table.controller.play(best_move(table.game))
    window = table.window
    assert _empty_places(window)
    box = window.solver_actions.where.ask()
    QApplication.processEvents()
    where = _frame_in_view(window, box)
    assert not [rect for rect in _empty_places(window) if rect.intersects(where)]
    if moves == 2:
        assert covered(window, box) == []
        wastes = [rect for rect, pile_id in zip(reach_rects(window.view, window.scene),
                                                window.scene.layout.piles, strict=True)
                  if pile_id.startswith("waste")]
        assert not [rect for rect in wastes if rect.intersects(where)]
    else:
        size = box.frameGeometry().size()
        spot = QRect(best_spot(window, size), size)
        fewest = len([rect for rect in cards(window) if rect.intersects(spot)])
        assert len(covered(window, box)) == fewest <= 1
    box.close()
