"""A place on the table: a thin rounded outline with a faint label, under the pile's cards.

The label is the empty place's meaning (a foundation's base rank, ↺ on a stock with a redeal left)
or, for clock-family piles, the home rank written large and pale beside the pile. Every label beside a
pile is in that one style, words too ("Reserve", "Travellers", "Kings" for Devil's kings set aside, which
were small grey lower-case beside the large ranks); a word is as large as its room lets it be.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .card_art import CORNER, card_height
from .card_item import GLOW_COLOUR, HINT_COLOUR, draw_ring

OUTLINE = QColor(255, 255, 255, 70)
PLACE_FILL = QColor(0, 0, 0, 28)
LABEL_COLOUR = QColor(255, 255, 255, 95)
PLATE_COLOUR = QColor(255, 255, 255, 120)
EDGE_FILL = QColor(250, 250, 246)
EDGE_FILL_DARK = QColor(222, 222, 216)
EDGE_LINE = QColor(0, 0, 0, 90)
# the words the layout gives places (translated by the scene in this context)
PLACE_WORDS = (
    QT_TRANSLATE_NOOP("Piles", "reserve"),
    QT_TRANSLATE_NOOP("Piles", "travellers"),
    QT_TRANSLATE_NOOP("Piles", "kings"),
)
EDGE_CAP = 10  # edges drawn at most: a stock of 80 looks as deep as a pile of 11
EDGE_STEP = 0.02  # each card under the top one shows this much (of a card's width) of its edge


class PileItem(QGraphicsObject):
    """The place of one pile; its origin is the place's centre."""

    def __init__(self, pile_id: str) -> None:
        super().__init__()
        self.pile_id = pile_id
        self.width = 80
        self.label = ""
        self.large = False
        self.label_offset: QPointF | None = None  # the label's centre relative to the place, if outside
        self.glow = 0
        self.hinted = False
        self.depth = 0  # cards squared under the top one: drawn as the stack's edge
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(-1)

    @property
    def height(self) -> float:
        return card_height(self.width)

    def place_rect(self) -> QRectF:
        return QRectF(-self.width / 2, -self.height / 2, self.width, self.height)

    def set_geometry(self, width: int, label_offset: QPointF | None) -> None:
        self.prepareGeometryChange()
        self.width = width
        self.label_offset = label_offset

    def set_label(self, label: str, large: bool) -> None:
        if (label, large) != (self.label, self.large):
            self.prepareGeometryChange()
            self.label, self.large = label, large

    def set_depth(self, depth: int) -> None:
        if depth != self.depth:
            self.prepareGeometryChange()
            self.depth = depth

    def edge_count(self) -> int:
        """Card edges drawn under the top card: one per card squared under it, up to ``EDGE_CAP``,
        so a face-down clock pile of 4 or 8, or a Babette pile, shows how much is left in it."""
        return min(self.depth, EDGE_CAP)

    def edge_step(self) -> float:
        """Pixels between two edges: a few at any size, never under one."""
        return max(1.0, self.width * EDGE_STEP)

    def depth_offset(self) -> float:
        """How far (pixels) the stack's edge shows right of and below its top card."""
        return self.edge_count() * self.edge_step()

    def set_glow(self, level: int) -> None:
        if level != self.glow:
            self.glow = level
            self.update()

    def set_hinted(self, hinted: bool) -> None:
        if hinted != self.hinted:
            self.hinted = hinted
            self.update()

    def label_rect(self) -> QRectF:
        size = self.width * (0.6 if self.large else 0.3)
        centre = self.label_offset or QPointF(0, 0)
        # a word beside a pile takes the row under it (Travellers' hand: the whole fan), so that a long
        # Russian word («Путешественники») is written at a size that reads
        w = self.width * (2.3 if self.beside and self.is_word() else 1.2)
        return QRectF(centre.x() - w / 2, centre.y() - size * 0.75, w, size * 1.5)

    @property
    def beside(self) -> bool:
        """The label is written beside the place (a clock-family pile's), not inside it."""
        return self.label_offset is not None

    def is_word(self) -> bool:
        return len(self.label) > 3 and self.label.isalpha()

    def shown_label(self) -> str:
        """The label as drawn: a word beside a pile begins with a capital, like a name on the table."""
        if self.beside and self.is_word():
            return self.label[:1].upper() + self.label[1:]
        return self.label

    def label_colour(self) -> QColor:
        return PLATE_COLOUR if self.large or self.beside else LABEL_COLOUR

    def label_font(self) -> QFont:
        font = QFont()
        font.setBold(self.large or self.beside)
        text_size = self.width * (0.5 if self.large else 0.3)
        if self.is_word() and not self.beside:  # a word inside a place stays out of the cards' way
            text_size = self.width * 0.18
        font.setPixelSize(max(7, round(text_size)))
        room = self.label_rect().width()
        wide = QFontMetricsF(font).horizontalAdvance(self.shown_label())
        if wide > room:  # a long word (Russian «путешественники») shrinks rather than lose its ends
            font.setPixelSize(max(7, int(font.pixelSize() * room / wide)))
        return font

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt's name)
        margin = self.width * 0.2 + self.depth_offset()
        return self.place_rect().adjusted(-margin, -margin, margin, margin).united(self.label_rect())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        rect = self.place_rect().adjusted(1, 1, -1, -1)
        radius = CORNER * self.width
        painter.setPen(QPen(OUTLINE, max(1.0, self.width / 70)))
        painter.setBrush(PLACE_FILL)
        painter.drawRoundedRect(rect, radius, radius)
        # The edges of the cards under the top one, each a step further right and down.
        step = self.edge_step()
        painter.setPen(QPen(EDGE_LINE, 0.8))
        for layer in range(self.edge_count(), 0, -1):
            shift = step * layer
            painter.setBrush(EDGE_FILL if layer % 2 else EDGE_FILL_DARK)
            painter.drawRoundedRect(rect.translated(shift, shift), radius, radius)
        if self.label:
            painter.setFont(self.label_font())
            painter.setPen(self.label_colour())
            painter.drawText(self.label_rect(), Qt.AlignmentFlag.AlignCenter, self.shown_label())
        if self.hinted:
            draw_ring(painter, rect, self.width, HINT_COLOUR, 230)
        elif self.glow:
            draw_ring(painter, rect, self.width, GLOW_COLOUR, 140 if self.glow == 1 else 255)
