"""A box the program opens over the table (Is this deal winnable?, Where did it go wrong?) goes where it
covers the fewest cards (issue 40's play-test: the window system put it in the middle of the table, over
the cards asked about, though the table had room elsewhere)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize
from PySide6.QtWidgets import QApplication

from patience_qt.play.hints.ranking import best_move
from patience_qt.rules import new_game
from patience_qt.ui.solver.box_place import card_rects, least_covering, table_room


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
