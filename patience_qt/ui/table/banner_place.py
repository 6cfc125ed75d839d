"""Where the end-of-game band (``ui.table.banner``) goes, and what moves round it.

The band must hide no card: ``BannerPlace.place`` gives the band the rectangles of the cards (at their
places, not mid-flight), the places and their labels, and the band takes the first edge that covers none
of them; when neither edge is free, the table is laid out in the room above the band (the view's
``reserve_bottom``) -- but not while a win's celebration runs, which a new layout would cut short: then
after it. Once placed, the end mark goes back on its card and a box left open over the table moves off
the band, so that New game, Restart and Undo stay in sight. When the band goes, the table gets its whole
height back.

This was the main window's own code; it lives beside the band so that the window keeps room to grow.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, QRect, QRectF
from PySide6.QtGui import QPolygon, QTransform
from PySide6.QtWidgets import QDialog, QWidget

from .animator import Animator
from .banner import EDGE_GAP, Banner
from .card_art import card_height
from .end_mark import EndMark
from .scene import TableScene


class TableRoom(Protocol):
    """What the placement uses of the table's view (``ui.input.view.TableView``, a room above this one):
    scene to view coordinates, and the strip at the bottom the table is laid out above."""

    def mapFromScene(self, rect: QRectF) -> QPolygon: ...  # noqa: N802 (Qt's name)

    def reserve_bottom(self, pixels: int) -> None: ...


class BannerPlace(QObject):
    """Places ``banner`` over ``view`` (showing ``scene``) when it shows and whenever the view is resized
    (``place``); ``window``'s boxes are kept off it."""

    def __init__(self, banner: Banner, view: TableRoom, scene: TableScene, animator: Animator,
                 end_mark: EndMark, window: QWidget) -> None:
        super().__init__(window)
        self.banner, self.view, self.scene = banner, view, scene
        self.animator, self.end_mark, self.window = animator, end_mark, window
        self._waits = False  # for the end of an animation before the band takes room from the table
        banner.hidden.connect(self._gone)

    def obstacles(self) -> list[QRect]:
        """Where the cards (at their places, not mid-flight), the places and their labels are, in the
        view's coordinates: the end-of-game band must cover none of them."""
        scene, view = self.scene, self.view
        found: list[QRect] = []
        if scene.layout is None or scene.game is None:
            return found
        width = scene.card_width
        height = card_height(width)
        for pile_id, pile_item in scene.pile_items.items():
            found.append(view.mapFromScene(pile_item.mapRectToScene(pile_item.place_rect())).boundingRect())
            if pile_item.label:
                found.append(view.mapFromScene(pile_item.mapRectToScene(pile_item.label_rect())).boundingRect())
            for centre, rotation in scene.places(pile_id):
                card = QRectF(-width / 2, -height / 2, width, height)
                turned = QTransform().translate(centre.x(), centre.y()).rotate(rotation).mapRect(card)
                found.append(view.mapFromScene(turned).boundingRect())
        return found

    def place(self) -> None:
        """Put the end-of-game band at an edge of the table where it hides no card; when both edges are
        taken, the table is laid out above it."""
        banner = self.banner
        if banner.isHidden():
            return
        self.view.reserve_bottom(0)
        placed = banner.place(self.obstacles())
        self._placed()
        if placed:
            return
        if self.animator.running:  # a new layout now would cut the win's celebration short: after it
            if not self._waits:
                self._waits = True
                self.animator.finished.connect(self._after_animation)
            return
        self.view.reserve_bottom(banner.height() + 2 * EDGE_GAP)
        banner.place(self.obstacles())
        self._placed()

    def _placed(self) -> None:
        """The band is where it goes and the table laid out round it: the end mark goes back on its
        card, the boxes off the band."""
        self.end_mark.follow()
        self._boxes_off_the_band()

    def _boxes_off_the_band(self) -> None:
        """A box left open over the table (the solver's, stepped aside into the window's corner while
        its line played) moves off the band, above it or below it, so that New game, Restart and Undo
        stay in sight and can be clicked."""
        banner, window = self.banner, self.window
        band = QRect(banner.mapToGlobal(banner.rect().topLeft()), banner.size())
        at_foot = band.center().y() > window.mapToGlobal(window.rect().center()).y()
        for box in window.findChildren(QDialog):
            frame = box.frameGeometry()
            if not box.isVisible() or not frame.intersects(band):
                continue
            top = band.top() - EDGE_GAP - frame.height() if at_foot else band.bottom() + EDGE_GAP + 1
            box.move(frame.left(), top)

    def _after_animation(self) -> None:
        if self.animator.running:  # the celebration's second half has begun
            return
        self._waits = False
        self.animator.finished.disconnect(self._after_animation)
        self.place()

    def _gone(self) -> None:
        self.view.reserve_bottom(0)
        self.end_mark.follow()
