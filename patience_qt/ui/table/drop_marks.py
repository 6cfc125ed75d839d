"""The marks a drag puts on the places that would take the dragged card: a soft glowing outline round
each (its whole fan, or its empty place), a stronger one round the place it would go to if dropped now.

The marks are items of their own above the table's cards and under the dragged card, so they outline a
whole fanned pile (the drop lands on any of its cards, ``TableScene.drop_target``) and never change how
a card is painted. The drag says which places and which one is chosen; a preference turns them off.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from .card_art import CORNER
from .scene import Z_MARKS, TableScene

MARK_COLOUR = QColor(255, 236, 140)
WASH_COLOUR = QColor(255, 236, 140, 45)
SOFT, STRONG = 1, 2
LAYERS = 5  # strokes of falling alpha: the glow


class DropMark(QGraphicsItem):
    """The outline of one place: the union of its cards' rounded faces (or of its empty place)."""

    def __init__(self, pile_id: str, outline: QPainterPath, card_width: int) -> None:
        super().__init__()
        self.pile_id = pile_id
        self.level = SOFT
        self.outline = outline
        self.card_width = card_width
        self.setZValue(Z_MARKS)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_level(self, level: int) -> None:
        if level != self.level:
            self.level = level
            self.update()

    def pen_width(self) -> float:
        return max(1.5, self.card_width / 40) * 1.5 * (LAYERS + 1)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        margin = self.pen_width()
        return self.outline.boundingRect().adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        strong = self.level == STRONG
        if strong:  # the place the card goes to now: a faint wash over it as well as a brighter glow
            painter.fillPath(self.outline, WASH_COLOUR)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        strength = 255 if strong else 110
        step = max(1.5, self.card_width / 40) * (1.5 if strong else 0.9)
        for layer in range(LAYERS, 0, -1):
            glow = QColor(MARK_COLOUR)
            glow.setAlpha(int(strength * (LAYERS - layer + 1) / LAYERS))
            painter.setPen(QPen(glow, layer * step))
            painter.drawPath(self.outline)


def place_outline(scene: TableScene, pile_id: str) -> QPainterPath:
    """The scene outline of a place as a drop sees it: its cards but a lifted one, else its empty place."""
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    items = [item for item in scene.items_of(pile_id) if item.isVisible() and not item.lifted]
    shapes = [(item.card_rect(), item.sceneTransform()) for item in items]
    if not shapes:
        pile_item = scene.pile_items[pile_id]
        shapes = [(pile_item.place_rect(), pile_item.sceneTransform())]
    radius = CORNER * scene.card_width
    for rect, transform in shapes:
        face = QPainterPath()
        face.addRoundedRect(rect, radius, radius)
        path = path.united(QTransform(transform).map(face))
    return path.simplified()


class DropMarks:
    """The marks of one drag: shown on its start, the chosen one made stronger as the card moves."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.enabled = True
        self.marks: dict[str, DropMark] = {}

    def show(self, pile_ids: list[str]) -> None:
        """Mark these places (the ones that take the dragged card); nothing when the marks are off."""
        self.clear()
        if not self.enabled:
            return
        for pile_id in pile_ids:
            mark = DropMark(pile_id, place_outline(self.scene, pile_id), self.scene.card_width)
            self.scene.addItem(mark)
            self.marks[pile_id] = mark

    def choose(self, pile_id: str | None) -> None:
        """The place the card would go to if dropped now gets the strong mark, the rest the soft one."""
        for mark_id, mark in self.marks.items():
            mark.set_level(STRONG if mark_id == pile_id else SOFT)

    def levels(self) -> dict[str, int]:
        """Each marked place and its mark (1 soft, 2 strong), for the tests and the hint overlay."""
        return {pile_id: mark.level for pile_id, mark in self.marks.items()}

    def clear(self) -> None:
        for mark in self.marks.values():
            if mark.scene() is self.scene:
                self.scene.removeItem(mark)
        self.marks = {}
