"""The card that ended a lost game, marked on the table while the band (or the status bar) says why.

The no-choice games end by one event a player may not have seen: the rules name its card
(``Rules.over_card``); this ring shows where it lies. It sits above the cards (a card tucked under a
pile is mostly covered), placed and turned like the card at rest, and follows it when the table is laid out
again; the next move, an undo or a new deal takes it away.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor

from .card_item import CardItem, CardOutline
from .scene import Z_DRAGGED, TableScene

END_COLOUR = QColor(255, 90, 60)
Z_END_MARK = Z_DRAGGED - 20  # above the cards at rest, below a hint and a dragged card


class EndRing(CardOutline):
    """A ring round one card, in the colour of the game's end."""

    def __init__(self, rect: QRectF, width: float) -> None:
        super().__init__(rect, width, END_COLOUR, Z_END_MARK)


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
        pos, rotation = self.scene.places(self.place[0])[self.place[1]]  # where it comes to rest
        self.ring = EndRing(item.card_rect(), item.width)
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
