"""A won game's celebration: the cards leave the finished piles one after another, top cards first, and
bounce across the table until they fall off its side, as players of other patience programs expect of a
win (a band alone said it before).

``cascade`` works out each card's way as points in time (the animator plays them, ``Animator.run_paths``,
at the player's animation speed); the table itself does not change: when the cascade ends, or a click or
a key ends it at once (``StopOnInput``), every card is back in its place and the won position stays on
the table for the band, Undo and the statistics.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QPointF, QRectF, QTimer
from PySide6.QtWidgets import QApplication

from .card_art import card_height
from .card_item import CardItem
from .scene import Motion

SAMPLE_MS = 20  # a card's way is a point every this many ms (played straight between them)
LAUNCH_SPREAD_MS = 1800  # the last card sets off about this long after the first (less with few cards)
LAUNCH_MS = 70  # ... and cards set off at most this far apart
FLIGHT_MS = 1600  # a card's flight ends by this time whether or not it has left the table
GRAVITY = 2.6  # table heights per second squared
BOUNCE = 0.72  # of its speed a card keeps off the floor


def order(piles: list[list[CardItem]]) -> list[CardItem]:
    """The cards in the order they leave: the top card of each pile from left to right, then the next
    card down of each, and so on (each pile shows its next card as the one above it leaves)."""
    found: list[CardItem] = []
    depth = 0
    while True:
        row = [items[-1 - depth] for items in piles if depth < len(items)]
        if not row:
            return found
        found += row
        depth += 1


def flight(start: QPointF, table: QRectF, card_w: float, rng: random.Random) -> list[QPointF]:
    """A card's way from ``start``: thrown sideways, falling, bouncing on the table's foot, until it is
    past the table's left or right edge (or ``FLIGHT_MS`` has gone)."""
    card_h = card_height(card_w)
    side = rng.choice((-1.0, 1.0))
    vx = side * rng.uniform(0.35, 0.75) * table.width()  # pixels a second
    vy = -rng.uniform(-0.1, 0.45) * table.height()  # a little up, or down: it stays on the table
    gravity = GRAVITY * table.height()
    floor = table.bottom() - card_h / 2
    x, y = start.x(), start.y()
    dt = SAMPLE_MS / 1000
    points = [QPointF(x, y)]
    for _ in range(FLIGHT_MS // SAMPLE_MS):
        vy += gravity * dt
        x, y = x + vx * dt, y + vy * dt
        if y > floor:
            y, vy = floor - (y - floor) * BOUNCE, -vy * BOUNCE
        points.append(QPointF(x, y))
        if x < table.left() - card_w or x > table.right() + card_w:
            break
    return points


def cascade(piles: list[list[CardItem]], table: QRectF, card_w: float,
            seed: int = 0) -> tuple[list[tuple[Motion, list[QPointF]]], float]:
    """Each card's way (its motion ends where it lies now: the table is put back as it was) and the time
    between two cards setting off, in ms."""
    rng = random.Random(seed)
    cards = order(piles)
    pause = min(LAUNCH_MS, LAUNCH_SPREAD_MS / max(1, len(cards)))
    return [(Motion(item, item.pos(), item.rotation()), flight(item.pos(), table, card_w, rng))
            for item in cards], pause


class StopOnInput(QObject):
    """While installed on the application, a mouse press or a key anywhere calls ``stop`` at once; on the
    table itself (``view``) the press or key only does that (a click that ends the celebration does not
    pick up a card, an arrow key does not move the focus)."""

    def __init__(self, view: QObject | None, stop: Callable[[], None], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.view, self.stop = view, stop
        self._stopping = False

    def install(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)

    def finish(self) -> None:
        """The celebration is over: the filter goes (after the press that ended it, if one did, has been
        taken from the table too: it comes on to the window first, then to the widget under it)."""
        if self._stopping:
            QTimer.singleShot(0, self, self._remove)
        else:
            self._remove()

    def _remove(self) -> None:
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() not in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick,
                                QEvent.Type.KeyPress):
            return False
        if not self._stopping:
            self._stopping = True
            self.stop()
        view = self.view
        return view is not None and _inside(watched, view)


def _inside(watched: QObject, view: QObject) -> bool:
    """Whether ``watched`` is the table's view or a part of it (its viewport)."""
    parent: QObject | None = watched
    while parent is not None:
        if parent is view:
            return True
        parent = parent.parent()
    return False
