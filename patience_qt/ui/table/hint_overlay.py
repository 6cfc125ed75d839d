"""Hints on the table: the card and its target outlined in the hint colour for about two seconds.

``HintOverlay.show(game, move)`` draws the move it is handed: the hints are computed by their owner
(``ui.input.hint_cycle``, once per position), never here. The outlines are items of their own above every
card (so a card inside a pile or under others is still marked), placed and turned like the card or
place they mark. They fade out by themselves, unless shown ``lasting`` (Where did it go wrong?'s move to
play instead stays until the player moves); ``hide()`` takes them away at once.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QEasingCurve,
    QObject,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
)
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...rules import Game, Move
from ...rules.moves import STOCK_KINDS
from .card_item import HINT_COLOUR, CardOutline
from .scene import Z_DRAGGED, TableScene

HINT_MS = 2000
Z_HINT = Z_DRAGGED - 10  # above every card at rest or moving, below a card being dragged
ARROW_STEPS = 80


def _near(shape: QPolygonF, point: QPointF, gap: float) -> bool:
    """The point is inside the polygon or within ``gap`` of it (checked on four sides)."""
    return any(shape.containsPoint(point + offset, Qt.FillRule.OddEvenFill)
               for offset in (QPointF(0, 0), QPointF(gap, 0), QPointF(-gap, 0), QPointF(0, gap),
                              QPointF(0, -gap)))


@dataclass(frozen=True)
class Mark:
    """What one outline marks: a card of a pile (``index`` >= 0) or a pile's place (``index`` -1)."""

    pile_id: str
    index: int
    role: str  # "card" (the card to move) or "target" (where it goes)


class HintMarker(CardOutline):
    """An outline around one card or place, in the hint colour."""

    def __init__(self, rect: QRectF, width: float, strong: bool) -> None:
        super().__init__(rect, width, HINT_COLOUR, Z_HINT, strong)


class HintArrow(QGraphicsObject):
    """A light curved arrow from the hinted card to its target, drawn between their outlines."""

    def __init__(self, start: QPointF, end: QPointF, width: float, avoid: list[QPolygonF]) -> None:
        super().__init__()
        self.start, self.end, self.card_width = QPointF(start), QPointF(end), width
        self.avoid = avoid  # the outlines (scene polygons) the arrow starts and ends outside of
        self.setZValue(Z_HINT + 1)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._path = self._make_path()

    def _make_path(self) -> QPainterPath:
        start, end = self.start, self.end
        middle = (start + end) / 2
        dx, dy = end.x() - start.x(), end.y() - start.y()
        length = max(1.0, (dx * dx + dy * dy) ** 0.5)
        bend = min(length * 0.18, self.card_width * 0.9)
        control = QPointF(middle.x() - dy / length * bend, middle.y() + dx / length * bend)
        gap = self.card_width * 0.08
        points = []
        for step in range(ARROW_STEPS + 1):
            t = step / ARROW_STEPS
            point = start * (1 - t) ** 2 + control * (2 * (1 - t) * t) + end * (t * t)
            if not any(_near(shape, point, gap) for shape in self.avoid):
                points.append(point)
        path = QPainterPath()
        if len(points) < 2:
            return path
        path.addPolygon(QPolygonF(points))
        # the head: two short strokes back from the end, along the curve's last direction
        tip, before = points[-1], points[-2]
        tx, ty = tip.x() - before.x(), tip.y() - before.y()
        tl = max(1e-6, (tx * tx + ty * ty) ** 0.5)
        tx, ty = tx / tl, ty / tl
        head = self.card_width * 0.2
        for side in (1, -1):
            path.moveTo(tip)
            path.lineTo(tip.x() - head * (tx - side * ty * 0.6), tip.y() - head * (ty + side * tx * 0.6))
        return path

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        margin = self.card_width * 0.1
        return self._path.boundingRect().adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = HINT_COLOUR.lighter(115)
        colour.setAlpha(220)
        pen = QPen(colour, max(2.0, self.card_width / 22))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawPath(self._path)


class HintOverlay(QObject):
    """The outlines of one hint's move on the table (the hint is chosen by ``ui.input.hint_cycle``)."""

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.animate = True
        self.marks: list[Mark] = []
        self.items: list[QGraphicsObject] = []
        self._fades: list[QPropertyAnimation] = []
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)

    @property
    def showing(self) -> bool:
        return bool(self.items)

    # -- showing ------------------------------------------------------------------------------
    def marks_for(self, game: Game, move: Move) -> list[Mark]:
        """The card a move takes (or the stock/pile it starts from) and the place it goes to."""
        if move.kind in STOCK_KINDS or move.card is None:
            items = self.scene.items_of(move.src)
            return [Mark(move.src, len(items) - 1 if items else -1, "card")]
        index = move.card_index if move.card_index is not None else len(game.pile(move.src).cards) - 1
        marks = [Mark(move.src, index, "card")]
        target = self.scene.items_of(move.dst)
        marks.append(Mark(move.dst, len(target) - 1 if target else -1, "target"))
        return marks

    def show(self, game: Game, move: Move, lasting: bool = False) -> None:
        """Outline the move's card (or the stock or pile it starts from) and its target, for two seconds
        (``lasting``: until ``hide()``)."""
        self.hide()
        self.marks = self.marks_for(game, move)
        width = self.scene.card_width
        centres: list[QPointF] = []
        outlines: list[QPolygonF] = []
        for mark in self.marks:
            items = self.scene.items_of(mark.pile_id)
            if 0 <= mark.index < len(items):
                base: QGraphicsObject = items[mark.index]
                rect = items[mark.index].card_rect()
            elif mark.pile_id in self.scene.pile_items:
                base = self.scene.pile_items[mark.pile_id]
                rect = self.scene.pile_items[mark.pile_id].place_rect()
            else:
                continue
            marker = HintMarker(rect, width, strong=mark.role == "card")
            marker.setPos(base.pos())
            marker.setRotation(base.rotation())
            self.scene.addItem(marker)
            self.items.append(marker)
            centres.append(base.pos())
            outlines.append(marker.mapToScene(rect))
        if len(centres) == 2 and (centres[1] - centres[0]).manhattanLength() > width * 1.2:
            arrow = HintArrow(centres[0], centres[1], width, outlines)
            self.scene.addItem(arrow)
            self.items.append(arrow)
        if lasting:
            return
        if self.animate:
            for item in self.items:
                fade = QPropertyAnimation(item, b"opacity", self)
                fade.setDuration(HINT_MS)
                fade.setKeyValueAt(0.0, 0.0)
                fade.setKeyValueAt(0.08, 1.0)
                fade.setKeyValueAt(0.8, 1.0)
                fade.setKeyValueAt(1.0, 0.0)
                fade.setEasingCurve(QEasingCurve.Type.Linear)
                fade.start()
                self._fades.append(fade)
        self._timer.start(HINT_MS)

    def hide(self) -> None:
        """Take the outlines away (the list of hints stays, so H shows the next one)."""
        self._timer.stop()
        for fade in self._fades:
            fade.stop()
            fade.deleteLater()
        self._fades = []
        for item in self.items:
            if item.scene() is not None:
                item.scene().removeItem(item)
        self.items = []
        self.marks = []
