"""The card that ended a lost game, marked on the table while the band (or the status bar) says why.

The no-choice games end by one event a player may not have seen: the rules name its card
(``Rules.over_card``, which the band's words name too); this ring shows where it lies. It sits above the
cards (a card tucked under a pile is mostly covered), placed and turned like the card at rest, and follows it
when the table is laid out again; the next move, an undo or a new deal takes it away.

Only that card glows: round a card the cards above it in its pile cover, the ring takes the strip left
showing, and its glow is not drawn over those cards (in Clock the ring round the first king spanned the
three kings fanned over it; in Devil's Patience four 8s glowed, two of them 8♠).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainter, QPainterPath, QTransform
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from .card_item import CardItem, CardOutline
from .scene import Z_DRAGGED, TableScene

END_COLOUR = QColor(255, 90, 60)
Z_END_MARK = Z_DRAGGED - 20  # above the cards at rest, below a hint and a dragged card


class EndRing(CardOutline):
    """A ring round one card (the part of it left showing), in the colour of the game's end; its glow is
    not drawn over the ``covered`` rectangles (the cards above it, in the ring's coordinates)."""

    def __init__(self, rect: QRectF, width: float, covered: list[QRectF] | None = None) -> None:
        super().__init__(rect, width, END_COLOUR, Z_END_MARK)
        self.covered = list(covered or [])

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if self.covered:
            others = QPainterPath()
            for rect in self.covered:
                others.addRect(rect)
            room = QPainterPath()
            room.addRect(self.boundingRect())
            painter.setClipPath(room.subtracted(others))
        super().paint(painter, option, widget)


def showing_part(rect: QRectF, covers: list[QRectF]) -> QRectF:
    """What is left showing of a card's ``rect`` under ``covers`` (rectangles in its coordinates): each
    cover that spans the card's whole height cuts it from the side it lies on, each that spans its whole
    width from above or below (a fan's cards lie so); the whole card where they leave nothing."""
    left, top, right, bottom = rect.left(), rect.top(), rect.right(), rect.bottom()
    slack = 0.5
    for cover in covers:
        if not cover.intersects(rect):
            continue
        if cover.top() <= top + slack and cover.bottom() >= bottom - slack:  # a card fanned sideways
            if cover.left() > left:
                right = min(right, cover.left())
            else:
                left = max(left, cover.right())
        elif cover.left() <= left + slack and cover.right() >= right - slack:  # fanned up or down
            if cover.top() > top:
                bottom = min(bottom, cover.top())
            else:
                top = max(top, cover.bottom())
    if right - left < 1 or bottom - top < 1:
        return QRectF(rect)
    return QRectF(left, top, right - left, bottom - top)


def _placed(pos: QPointF, rotation: float) -> QTransform:
    transform = QTransform()
    transform.translate(pos.x(), pos.y())
    transform.rotate(rotation)
    return transform


class EndMark:
    """The table's one end mark: ``mark(place)`` puts it on the card at (pile id, index), ``clear()``
    takes it away, ``follow()`` puts it back on its card after the table was laid out again."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.place: tuple[str, int] | None = None
        self.ring: EndRing | None = None

    def card(self) -> CardItem | None:
        """The card item marked (None: nothing marked)."""
        if self.place is None:
            return None
        items = self.scene.items_of(self.place[0])
        return items[self.place[1]] if 0 <= self.place[1] < len(items) else None

    def mark(self, place: tuple[str, int] | None) -> None:
        self.place = place
        self.follow()

    def follow(self) -> None:
        self._remove_ring()
        item = self.card()
        if item is None:
            return
        assert self.place is not None
        places = self.scene.places(self.place[0])  # where its pile's cards come to rest
        pos, rotation = places[self.place[1]]
        rect = item.card_rect()
        into_card = _placed(pos, rotation).inverted()[0]
        covers = [into_card.mapRect(_placed(*place).mapRect(rect)) for place in places[self.place[1] + 1:]]
        self.ring = EndRing(showing_part(rect, covers), item.width, covers)
        self.ring.setPos(pos)
        self.ring.setRotation(rotation)
        self.scene.addItem(self.ring)

    def clear(self) -> None:
        self.place = None
        self._remove_ring()

    def _remove_ring(self) -> None:
        if self.ring is not None:
            if self.ring.scene() is self.scene:
                self.scene.removeItem(self.ring)
            self.ring = None
