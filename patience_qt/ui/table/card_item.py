"""A card on the table: its picture, a light shadow (a larger one while lifted) and highlight rings.

The item's origin is the card's centre, so a rotation (Rainbow's arc) turns it in place. The scene
decides where it goes; the item only draws.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...rules import Card
from .card_art import CORNER, CardArt, card_height

GLOW_COLOUR = QColor(255, 236, 140)
FOCUS_COLOUR = QColor(120, 200, 255)
HINT_COLOUR = QColor(255, 120, 200)


def draw_ring(painter: QPainter, rect: QRectF, width: float, colour: QColor, strength: int) -> None:
    """A soft glowing ring just outside ``rect``: a few widening strokes of falling alpha."""
    painter.setBrush(Qt.BrushStyle.NoBrush)
    radius = CORNER * width
    layers = 5
    for i in range(layers, 0, -1):
        glow = QColor(colour)
        glow.setAlpha(int(strength * (layers - i + 1) / layers))
        pen = QPen(glow, i * max(1.5, width / 40))
        painter.setPen(pen)
        painter.drawRoundedRect(rect, radius, radius)


class CardOutline(QGraphicsObject):
    """A glowing ring and an outline round one card's place: a hint's mark, the game's end mark.

    ``strong`` false: a fainter ring and a dashed outline (a hint's second choice). The item takes no
    clicks, so what lies under it is played as if it were not there."""

    def __init__(self, rect: QRectF, width: float, colour: QColor, z: float, strong: bool = True) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.card_width = width
        self.colour = QColor(colour)
        self.strong = strong
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(z)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        margin = self.card_width * 0.2
        return self.rect.adjusted(-margin, -margin, margin, margin)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        draw_ring(painter, self.rect, self.card_width, self.colour, 255 if self.strong else 200)
        pen = QPen(self.colour, max(2.0, self.card_width / 28))
        if not self.strong:
            pen.setDashPattern([3.0, 2.0])
        painter.setPen(pen)
        radius = 0.055 * self.card_width
        painter.drawRoundedRect(self.rect, radius, radius)


class CardItem(QGraphicsObject):
    """One card picture; ``key`` stays with the physical card across moves."""

    def __init__(self, key: int, card: Card, art: CardArt) -> None:
        super().__init__()
        self.key = key
        self.card = card
        self.face_up = card.face_up
        self.art = art
        self.width = 80
        self.pile_id = ""
        self.index = 0
        self.final_z = 0.0
        self.lifted = False
        self.shadowed = True
        self.glow = 0  # 0 none, 1 soft (a legal target), 2 strong (the target under the dragged card)
        self.focused = False
        self.hinted = False
        self._rect = QRectF()
        self._bounds = QRectF()
        self._update_geometry()
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the view handles the mouse
        self.setCacheMode(QGraphicsObject.CacheMode.NoCache)

    # -- state the scene sets --------------------------------------------------------------
    def set_card(self, card: Card) -> None:
        if card.face_up != self.face_up or card != self.card:
            self.card, self.face_up = card, card.face_up
            self.update()

    def set_width(self, width: int) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self._update_geometry()

    def set_lifted(self, lifted: bool) -> None:
        if lifted != self.lifted:
            self.prepareGeometryChange()
            self.lifted = lifted
            self._update_geometry()

    def _update_geometry(self) -> None:
        height = round(card_height(self.width))
        self._rect = QRectF(-self.width / 2, -height / 2, self.width, height)
        spread, dx, dy = self._shadow_spread()
        margin = max(spread + max(dx, dy), self.width * 0.2)
        self._bounds = self._rect.adjusted(-margin, -margin, margin, margin)

    def set_shadowed(self, shadowed: bool) -> None:
        if shadowed != self.shadowed:
            self.shadowed = shadowed
            self.update()

    def set_glow(self, level: int) -> None:
        if level != self.glow:
            self.glow = level
            self.update()

    def set_focused(self, focused: bool) -> None:
        if focused != self.focused:
            self.focused = focused
            self.update()

    def set_hinted(self, hinted: bool) -> None:
        if hinted != self.hinted:
            self.hinted = hinted
            self.update()

    # -- geometry and painting -------------------------------------------------------------
    @property
    def height(self) -> int:
        return round(card_height(self.width))

    def card_rect(self) -> QRectF:
        return QRectF(self._rect)

    def _shadow_spread(self) -> tuple[int, float, float]:
        """Blur size and offset of the shadow in pixels."""
        if self.lifted:
            return max(4, round(self.width * 0.14)), self.width * 0.05, self.width * 0.09
        return max(2, round(self.width * 0.035)), self.width * 0.008, self.width * 0.018

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        if self.shadowed or self.lifted:
            spread, dx, dy = self._shadow_spread()
            shadow = self.art.shadow(self.width, self.height, spread)
            painter.drawPixmap(QPointF(rect.left() + dx - spread, rect.top() + dy - spread), shadow)
        text = str(self.card)
        pixmap = self.art.face(text, self.width) if self.face_up else self.art.back(self.width)
        painter.drawPixmap(rect.topLeft(), pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.hinted:
            draw_ring(painter, rect, self.width, HINT_COLOUR, 230)
        elif self.glow:
            draw_ring(painter, rect, self.width, GLOW_COLOUR, 140 if self.glow == 1 else 255)
        if self.focused:
            draw_ring(painter, rect, self.width, FOCUS_COLOUR, 255)

    def __repr__(self) -> str:
        return f"<CardItem {self.card} {'up' if self.face_up else 'down'} {self.pile_id}[{self.index}]>"
