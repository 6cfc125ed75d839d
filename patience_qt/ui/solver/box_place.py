"""Where a box the program opens over the table goes: where it covers the fewest cards.

The solver's box (Is this deal winnable?) and Where did it go wrong? are windows of their own, which the
window system put in the middle of the main window, over the very cards the player asks about, though the
table had room elsewhere (the play-test, issue 40). ``place_box`` puts such a box, when it opens, where
it covers the fewest of the cards and empty places on the table (then the least of their area, then the
least of the room the piles' fans keep for their cards), above the end band when that shows; among places
alike, the one nearest the middle of the table's width and lowest on it (Where did it go wrong? covered
Rainbow's waste pile 3, and before that an empty foundation, with the table's corners empty). A box
already open stays where it is (the player may have put it there). tools/where_screenshots.py paints its
pictures' box where ``least_covering`` says, so the pictures show what the program does.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QRect, QRectF, QSize
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # pragma: no cover
    from ..table.banner import Banner
    from ..table.scene import TableScene

MARGIN = 10  # pixels kept between the box and the table's edges (and the end band)
GRID = 16  # pixels between the places tried


def card_rects(view: QWidget, scene: TableScene) -> list[QRect]:
    """The visible cards of the table and its empty places (where the player drops a card), in its
    view's coordinates."""
    cards = [item.sceneBoundingRect() for item in scene.card_items if item.isVisible()]
    places = [item.mapRectToScene(item.place_rect()) for pile_id, item in scene.pile_items.items()
              if not scene.items_of(pile_id)]
    return [view.mapFromScene(rect).boundingRect() for rect in cards + places]


def reach_rects(view: QWidget, scene: TableScene) -> list[QRect]:
    """The room each pile's fan keeps for its cards (a waste pile's further columns, yet to come), in the
    view's coordinates."""
    if scene.layout is None:
        return []
    rects = []
    for pile in scene.layout.piles.values():
        box = pile.card_extent()
        corner = scene.to_scene(box.x, box.y)
        rect = QRectF(corner.x(), corner.y(), box.w * scene.card_width, box.h * scene.card_width)
        rects.append(view.mapFromScene(rect).boundingRect())
    return rects


def table_room(view: QWidget, banner: Banner | None) -> QRect:
    """The part of the table a box may take, in the view's coordinates: all of it less a margin, above
    the end band when it shows."""
    bottom = view.height()
    if banner is not None and banner.isVisible() and banner.parentWidget() is view:
        bottom = banner.y()
    return QRect(MARGIN, MARGIN, view.width() - 2 * MARGIN, bottom - 2 * MARGIN)


def least_covering(room: QRect, size: QSize, obstacles: list[QRect], reach: Sequence[QRect] = ()) -> QPoint:
    """The top-left corner, in ``room``, of a box of ``size`` that covers the fewest ``obstacles``, then
    the least of their area, then the least of the ``reach`` rectangles' area, then lies nearest the
    room's middle across and lowest (a box larger than the room: its top-left corner)."""
    width, height = size.width(), size.height()
    lefts = _spots(room.left(), room.right() + 1 - width)
    tops = _spots(room.top(), room.bottom() + 1 - height)
    middle = room.left() + room.width() / 2
    best: tuple[int, int, int, float] | None = None
    spot = QPoint(room.left(), room.top())
    for top in tops:
        band = [rect for rect in obstacles if rect.top() < top + height and top <= rect.bottom()]
        for left in lefts:
            box = QRect(left, top, width, height)
            count = area = 0
            for rect in band:
                common = box.intersected(rect)
                if not common.isEmpty():
                    count += 1
                    area += common.width() * common.height()
            room_taken = sum(_common(box, rect) for rect in reach)
            key = (count, area, room_taken, abs(left + width / 2 - middle) + (room.bottom() - top - height))
            if best is None or key < best:
                best, spot = key, QPoint(left, top)
    return spot


def _common(box: QRect, rect: QRect) -> int:
    common = box.intersected(rect)
    return 0 if common.isEmpty() else common.width() * common.height()


def _spots(first: int, last: int) -> list[int]:
    """Every ``GRID`` pixels from ``first`` to ``last``, both ends included (``first`` alone when the box
    does not fit)."""
    if last <= first:
        return [first]
    return [*range(first, last, GRID), last]


@dataclass(frozen=True)
class TableRoom:
    """What a box placed over the table keeps clear of: the window's view of the table, its scene (the
    cards), and the end band (None: no band)."""

    view: QWidget
    scene: TableScene
    banner: Banner | None = None


def place_box(box: QWidget, room: TableRoom) -> None:
    """Move a box just shown (its frame known) where it covers the fewest of the table's cards."""
    view = room.view
    frame = box.frameGeometry()
    size = QSize(frame.width(), frame.height())  # with its title bar
    corner = least_covering(table_room(view, room.banner), size, card_rects(view, room.scene),
                            reach_rects(view, room.scene))
    # a window's pos() is its frame's corner where the window system says where the frame is
    box.move(view.mapToGlobal(corner) + (box.pos() - frame.topLeft()))


def show_box(box: QWidget, room: TableRoom) -> None:
    """Show a box in front: where it covers the fewest cards when it opens (a box the player moved and
    left open stays put)."""
    opening = not box.isVisible()
    box.show()
    if opening:
        place_box(box, room)
    box.raise_()
