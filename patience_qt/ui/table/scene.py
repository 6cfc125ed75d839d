"""The table scene: felt, pile places and card items, laid out from the game's layout descriptor.

Scene coordinates are the view's pixels: on every resize the scene works out how many pixels a card
unit gets and re-renders the cards at that size, so cards stay sharp at any size (no scaled bitmaps).
``sync()`` puts every card item where the game's piles say; items are matched to the physical card
they show, so a moved card's item travels rather than another one being repainted.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QPainter, QRadialGradient, QRegion
from PySide6.QtWidgets import QGraphicsScene

from ...layout import CardPlace, TableLayout, card_places, column_starts, place_label
from ...rules import Card, Game
from ...rules.cards import SUIT_SYMBOLS
from ..text.card_names import RUSSIAN_RANKS, russian_rank
from .card_art import CardArt
from .card_item import CardItem
from .felt import DEFAULT_FELT, felt_colours
from .pile_item import PileItem

Z_CARDS = 10.0
Z_MOVING = 5000.0
Z_DRAGGED = 10000.0
Z_MARKS = 4000.0  # the drop marks: over every card on the table, under the dragged one
NEAR_TIE = 0.9  # overlaps this close to the most are a tie, which the pointer breaks
MIN_SHARE = 0.25  # a place that takes the card must get this much of the most it overlaps any place


@dataclass
class Motion:
    """A card item's way from where it is to where the game now puts it."""

    item: CardItem
    pos: QPointF
    rotation: float
    start: Callable[[], None] | None = None  # called as the card sets off (a deal's card turned up)


def _identity(card: Card) -> tuple[int, str]:
    return card.rank, card.suit


class TableScene(QGraphicsScene):
    def __init__(self, art: CardArt | None = None, parent=None) -> None:
        super().__init__(parent)
        self.art = art or CardArt()
        self.game: Game | None = None
        self.layout: TableLayout | None = None  # the game's layout with its fans grown into the view's room
        self._layout: TableLayout | None = None  # the game's layout as built: what the cards are sized for
        self.card_width = 80
        self.origin = QPointF(0, 0)
        self.pile_items: dict[str, PileItem] = {}
        self.card_items: list[CardItem] = []
        self._next_key = 0
        self._final_visible: dict[int, bool] = {}
        self._by_pile: dict[str, list[CardItem]] = {}  # each pile's items, bottom first (set by sync)
        # where each pile's further columns began as last laid: a pile keeps its columns as it shrinks
        # and grows, until a new deal or a new size of the table (see ``card_places``)
        self._columns: dict[str, tuple[int, ...]] = {}
        self._glowing: set = set()  # items and places glowing now
        self._look = self.art.look()  # what the cards were last painted with: indices, face set
        self.felt = DEFAULT_FELT  # the cloth's colour (felt.FELTS), the player's choice in Preferences
        self.setSceneRect(0, 0, 1024, 700)

    # -- the game ----------------------------------------------------------------------------
    def set_game(self, game: Game, layout: TableLayout) -> None:
        for item in [*self.pile_items.values(), *self.card_items]:
            self.removeItem(item)
        self.pile_items, self.card_items = {}, []
        self._by_pile = {}
        self._columns = {}
        self._glowing = set()
        self.game, self.layout, self._layout = game, layout, layout
        for pile_id in layout.piles:
            item = PileItem(pile_id)
            self.addItem(item)
            self.pile_items[pile_id] = item
        self.fit()

    # -- geometry ----------------------------------------------------------------------------
    def set_view_size(self, width: float, height: float) -> None:
        if (width, height) != (self.sceneRect().width(), self.sceneRect().height()):
            self._columns = {}  # laid out afresh at the new size: a pile takes the columns its room needs
        self.setSceneRect(0, 0, width, height)
        self.fit()

    def fit(self) -> None:
        """Size the cards to the view and put everything in place (without animation)."""
        if self._layout is None:
            return
        for card_item in self.card_items:  # pictures of the new size (or pixel ratio) on the next paint
            card_item.update()
        rect = self.sceneRect()
        self.card_width = max(16, int(self._layout.scale_for(rect.width(), rect.height())))
        bounds = self._layout.bounds()
        unit = self.card_width
        self.origin = QPointF(
            rect.left() + (rect.width() - bounds.w * unit) / 2 - bounds.x * unit,
            rect.top() + (rect.height() - bounds.h * unit) / 2 - bounds.y * unit,
        )
        # the fans take the room the table has at this size (the cards were sized for their built reach)
        self.layout = self._layout.in_room(self._layout.view_room(rect.width(), rect.height(), unit))
        for pile_id, item in self.pile_items.items():
            pile_layout = self.layout.piles[pile_id]
            place = pile_layout.place
            item.setPos(self.to_scene(place.cx, place.cy))
            item.setRotation(place.rotation)
            offset = None
            if pile_layout.label_at is not None:
                offset = self.to_scene(*pile_layout.label_at) - item.pos()
            item.set_geometry(unit, offset)
        for card_item in self.card_items:
            card_item.set_width(unit)
        for motion in self.sync():
            motion.item.setPos(motion.pos)
            motion.item.setRotation(motion.rotation)
        self.settle()

    def to_scene(self, x: float, y: float) -> QPointF:
        return QPointF(self.origin.x() + x * self.card_width, self.origin.y() + y * self.card_width)

    def table_rect(self) -> QRectF:
        """The table's bounding box in scene pixels (as the cards were sized for it)."""
        assert self._layout is not None
        box = self._layout.bounds()
        top_left = self.to_scene(box.x, box.y)
        return QRectF(top_left.x(), top_left.y(), box.w * self.card_width, box.h * self.card_width)

    def places(self, pile_id: str) -> list[tuple[QPointF, float]]:
        """Scene position (centre) and rotation of each card of the pile as it stands."""
        assert self.game is not None and self.layout is not None
        cards = self.game.piles[pile_id].cards
        laid = card_places(self.layout.piles[pile_id], [card.face_up for card in cards],
                           self._columns.get(pile_id, ()))
        self._columns[pile_id] = column_starts(laid)
        return [self._scene_place(place) for place in laid]

    def _scene_place(self, place: CardPlace) -> tuple[QPointF, float]:
        return self.to_scene(place.cx, place.cy), place.rotation

    # -- keeping the items in step with the game ----------------------------------------------
    def sync(self) -> list[Motion]:
        """Match items to cards and set faces, z order and labels; return the moves still to make."""
        if self.game is None or self.layout is None:
            return []
        game = self.game
        targets: list[tuple[str, int, Card]] = [
            (pile_id, index, card)
            for pile_id in self.layout.piles
            for index, card in enumerate(game.piles[pile_id].cards)
        ]
        assigned = self._match(targets)
        motions: list[Motion] = []
        self._final_visible = {}
        self._by_pile = {pile_id: [] for pile_id in self.layout.piles}
        for pile_id in self.layout.piles:
            places = self.places(pile_id)
            pile_item = self.pile_items[pile_id]
            self._under_stack(pile_id, places)
            base = (pile_item.pos(), pile_item.rotation())
            pile_item.set_depth(max(0, sum(1 for place in places if place == base) - 1))
            for index, (pos, rotation) in enumerate(places):
                item = assigned[(pile_id, index)]
                self._by_pile[pile_id].append(item)
                card = game.piles[pile_id].cards[index]
                item.set_card(card)
                item.pile_id, item.index = pile_id, index
                item.final_z = Z_CARDS + index
                same_as_below = index > 0 and places[index - 1] == (pos, rotation)
                covered = index + 2 < len(places) and places[index + 2] == (pos, rotation) and places[
                    index + 1] == (pos, rotation)
                item.set_shadowed(not same_as_below)
                item.set_lifted(False)
                self._final_visible[item.key] = not covered
                if item.pos() != pos or item.rotation() != rotation:
                    item.setVisible(True)
                    motions.append(Motion(item, pos, rotation))
                else:
                    item.setZValue(item.final_z)
                    item.setVisible(not covered)
        self.update_labels()
        return motions

    def _under_stack(self, pile_id: str, places: list[tuple[QPointF, float]]) -> None:
        """A tucked pile's place (its stack's edge, its outline) goes with its stack, which moves right
        as cards are tucked under it to keep the pile centred; its label stays where the layout puts
        it, under the middle of the pile."""
        assert self.layout is not None
        pile_layout = self.layout.piles[pile_id]
        if pile_layout.fan.kind != "tuck":
            return
        pile_item = self.pile_items[pile_id]
        pos = places[-1][0] if places else self._pile_origin(pile_id)[0]
        if pile_item.pos() != pos:
            pile_item.setPos(pos)
            offset = None
            if pile_layout.label_at is not None:
                offset = self.to_scene(*pile_layout.label_at) - pos
            pile_item.set_geometry(self.card_width, offset)

    def settle(self) -> None:
        """After the motions: final z order and visibility of every card."""
        for item in self.card_items:
            item.setZValue(item.final_z)
            item.setVisible(self._final_visible.get(item.key, True))

    def _match(self, targets: list[tuple[str, int, Card]]) -> dict[tuple[str, int], CardItem]:
        """Give each (pile, index) the item that showed that physical card (as far as one can tell
        with two decks): first an item of the same card in the same pile, then one elsewhere."""
        assigned: dict[tuple[str, int], CardItem] = {}
        free = {item.key: item for item in self.card_items}
        by_pile: dict[tuple[str, tuple[int, str]], list[CardItem]] = {}
        for item in self.card_items:
            by_pile.setdefault((item.pile_id, _identity(item.card)), []).append(item)
        rest: list[tuple[str, int, Card]] = []
        for pile_id, index, card in targets:
            candidates = [item for item in by_pile.get((pile_id, _identity(card)), []) if item.key in free]
            if candidates:
                item = min(candidates, key=lambda it, i=index: abs(it.index - i))
                assigned[(pile_id, index)] = free.pop(item.key)
            else:
                rest.append((pile_id, index, card))
        by_card: dict[tuple[int, str], list[CardItem]] = {}
        for item in free.values():
            by_card.setdefault(_identity(item.card), []).append(item)
        for pile_id, index, card in rest:
            candidates = [item for item in by_card.get(_identity(card), []) if item.key in free]
            if candidates:
                item = min(candidates, key=lambda it, p=pile_id: it.pile_id != p)
                assigned[(pile_id, index)] = free.pop(item.key)
            else:
                assigned[(pile_id, index)] = self._new_item(card, pile_id)
        for item in free.values():  # a card that left the table (never in these games)
            self.card_items.remove(item)
            self.removeItem(item)
        return assigned

    def _new_item(self, card: Card, pile_id: str) -> CardItem:
        item = CardItem(self._next_key, card, self.art)
        self._next_key += 1
        item.set_width(self.card_width)
        item.pile_id = pile_id
        pos, rotation = self._pile_origin(pile_id)
        item.setPos(pos)
        item.setRotation(rotation)
        self.addItem(item)
        self.card_items.append(item)
        return item

    def _pile_origin(self, pile_id: str) -> tuple[QPointF, float]:
        assert self.layout is not None
        return self._scene_place(self.layout.piles[pile_id].place)

    def update_labels(self) -> None:
        """The places' labels in the current language and card indices (the window calls this when the
        language changes; the faces follow too, see ``refresh_faces``)."""
        assert self.game is not None and self.layout is not None
        self._repaint_faces()
        russian = self._look[0]
        for pile_id, item in self.pile_items.items():
            pile_layout = self.layout.piles[pile_id]
            label = place_label(self.game, pile_layout)
            if label.isalpha() and label.islower():  # a word ("reserve"), not a rank
                label = QCoreApplication.translate("Piles", label)
            elif russian and label[:1] in RUSSIAN_RANKS and label[1:] in ("", *SUIT_SYMBOLS.values()):
                label = russian_rank(label[:1]) + label[1:]  # a rank, marked as the cards are: Д, Т♥
            item.set_label(label, pile_layout.label_size == "large")

    def refresh_faces(self) -> None:
        """Repaint the face-up cards and the rank labels when the indices (the preference, or the language
        it follows) or the face set changed; the art keeps every kind of picture, so only what is shown is
        drawn."""
        if self._repaint_faces() and self.game is not None and self.layout is not None:
            self.update_labels()

    def _repaint_faces(self) -> bool:
        look = self.art.look()
        if look == self._look:
            return False
        self._look = look
        for item in self.card_items:
            item.update()
        return True

    # -- finding things under the mouse -------------------------------------------------------
    def card_item_at(self, pos: QPointF) -> CardItem | None:
        """The topmost visible card whose (possibly rotated) face holds the point."""
        best: CardItem | None = None
        for item in self.card_items:
            if not item.isVisible() or item.lifted:
                continue
            if not item.card_rect().contains(item.mapFromScene(pos)):
                continue
            if best is None or item.zValue() > best.zValue():
                best = item
        return best

    def pile_at(self, pos: QPointF) -> str | None:
        """The pile whose card or empty place is under the point."""
        item = self.card_item_at(pos)
        if item is not None:
            return item.pile_id
        for pile_id, pile_item in self.pile_items.items():
            if pile_item.place_rect().contains(pile_item.mapFromScene(pos)):
                return pile_id
        return None

    def items_of(self, pile_id: str) -> list[CardItem]:
        """The pile's card items, bottom first, as of the last sync."""
        return list(self._by_pile.get(pile_id, ()))

    def top_item(self, pile_id: str) -> CardItem | None:
        items = self._by_pile.get(pile_id)
        return items[-1] if items else None

    def drop_rect(self, pile_id: str, exclude: CardItem | None = None) -> QRectF:
        """Where a card dropped on this pile must land: its top card, or its empty place."""
        items = self._by_pile.get(pile_id, [])
        top = items[-1] if items and items[-1] is not exclude else items[-2] if len(items) > 1 else None
        if top is not None:
            return top.mapRectToScene(top.card_rect())
        pile_item = self.pile_items[pile_id]
        return pile_item.mapRectToScene(pile_item.place_rect())

    def drop_area(self, pile_id: str, exclude: CardItem | None = None) -> QRegion:
        """What a card dropped on this pile may overlap to be taken by it: any of its cards (the whole
        fan, not only the top one) or, with none, its empty place."""
        items = [item for item in self._by_pile.get(pile_id, ()) if item is not exclude and not item.lifted]
        rects = [item.mapRectToScene(item.card_rect()) for item in items if item.isVisible()]
        if not rects:
            pile_item = self.pile_items[pile_id]
            rects = [pile_item.mapRectToScene(pile_item.place_rect())]
        area = QRegion()
        for rect in rects:
            area = area.united(QRegion(rect.toAlignedRect()))
        return area

    def drop_target(self, dragged: CardItem, candidates: list[str] | None = None,
                    pointer: QPointF | None = None) -> str | None:
        """The pile among ``candidates`` (all by default) whose cards or empty place the dragged card
        overlaps most, or None when it overlaps none; on a near tie, the one under ``pointer`` (or
        nearest it). A fanned pile is taken by any of its cards: a drop aimed at a fan's first card
        lands. A candidate the card only grazes (under ``MIN_SHARE`` of the most it overlaps any pile)
        does not take it: a card dropped squarely on one pile never lands on its neighbour."""
        card = QRegion(dragged.mapRectToScene(dragged.card_rect()).toAlignedRect())
        overlaps: dict[str, tuple[int, QRegion]] = {}
        for pile_id in self.pile_items:
            area = self.drop_area(pile_id, exclude=dragged)
            overlap = sum(rect.width() * rect.height() for rect in area.intersected(card))
            if overlap > 0:
                overlaps[pile_id] = overlap, area
        most_anywhere = max((overlap for overlap, _ in overlaps.values()), default=0)
        scored = [(overlap, self._distance(area, pointer), pile_id)
                  for pile_id, (overlap, area) in overlaps.items()
                  if (candidates is None or pile_id in candidates) and overlap >= most_anywhere * MIN_SHARE]
        if not scored:
            return None
        most = max(overlap for overlap, _, _ in scored)
        close = [entry for entry in scored if entry[0] >= most * NEAR_TIE]  # as good as the most, to the eye
        return min(close, key=lambda entry: (entry[1], -entry[0], entry[2]))[2]

    @staticmethod
    def _distance(area: QRegion, pointer: QPointF | None) -> float:
        """How far the pointer is from an area (0 inside it): the tie-break between two piles."""
        if pointer is None:
            return 0.0
        if area.contains(pointer.toPoint()):
            return 0.0
        return min(math.hypot(max(rect.left() - pointer.x(), 0, pointer.x() - rect.right()),
                              max(rect.top() - pointer.y(), 0, pointer.y() - rect.bottom()))
                   for rect in area)

    # -- highlights ---------------------------------------------------------------------------
    def set_glow(self, pile_ids: dict[str, int]) -> None:
        """Glow the given piles (level 1 soft, 2 strong) on their top card or empty place; only the
        items whose glow changes are touched, so a drag's many calls stay cheap."""
        wanted: dict[object, int] = {}
        for pile_id, level in pile_ids.items():
            items = [item for item in self._by_pile.get(pile_id, ())[-2:] if not item.lifted]
            wanted[items[-1] if items else self.pile_items[pile_id]] = level
        for target in self._glowing - set(wanted):
            target.set_glow(0)
        for target, level in wanted.items():
            target.set_glow(level)
        self._glowing = set(wanted)

    # -- the felt ------------------------------------------------------------------------------
    def set_felt(self, name: str) -> None:
        if name != self.felt:
            self.felt = name
            self.update()  # the background is drawn afresh (the view keeps no cache of it)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt's name)
        scene = self.sceneRect()
        centre = scene.center()
        radius = max(scene.width(), scene.height()) * 0.75
        gradient = QRadialGradient(QPointF(centre.x(), centre.y() - scene.height() * 0.15), radius)
        centre_colour, middle, edge = felt_colours(self.felt)
        gradient.setColorAt(0.0, centre_colour)
        gradient.setColorAt(0.55, middle)
        gradient.setColorAt(1.0, edge)
        painter.fillRect(rect, gradient)
