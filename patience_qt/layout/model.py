"""Layout descriptors as data: where each pile sits and how its cards fan, in card units.

A card is 1.0 wide and ``CARD_H`` high. ``PileLayout.x, y`` is the top-left corner of the pile's
place (the outline drawn when it is empty). ``card_places`` turns a pile's layout and its cards'
face-up flags into card centres and rotations; the table scales these units to pixels. Nothing here
imports Qt, so layouts are checked by plain tests.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field

CARD_W = 1.0
CARD_H = 1.4
# A card's corner index (its rank over its suit sign) ends this far in from its left edge, with a hair
# to spare: the widest, K and 10, end at 0.233 in the card art (tests/ui/test_card_art.py measures
# it). A card fanned out from under another shows its rank and suit only with this much of it showing.
INDEX_W = 0.24
FAN_KINDS = ("none", "down", "right", "tuck", "arc")


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        return self.x + self.w

    @property
    def bottom(self) -> float:
        return self.y + self.h

    def united(self, other: Rect) -> Rect:
        x, y = min(self.x, other.x), min(self.y, other.y)
        return Rect(x, y, max(self.right, other.right) - x, max(self.bottom, other.bottom) - y)

    def intersects(self, other: Rect, slack: float = 1e-9) -> bool:
        return (self.x < other.right - slack and other.x < self.right - slack
                and self.y < other.bottom - slack and other.y < self.bottom - slack)

    def adjusted(self, margin: float) -> Rect:
        return Rect(self.x - margin, self.y - margin, self.w + 2 * margin, self.h + 2 * margin)


@dataclass(frozen=True)
class Fan:
    """How a pile's cards spread.

    - ``none``: squared, every card on the place.
    - ``down`` / ``right``: each card ``step`` below / right of the one it covers (``closed_step``
      after a face-down card); when the fan would reach past ``max_extent`` the steps shrink to fit.
      A ``down`` fan with ``columns`` > 1 goes on in another column, ``column_pitch`` to the right,
      rather than shrink its steps below ``min_step`` (a reserve the player reads card by card: an
      extended Open Shop reserve of 30 cards showed slivers of their ranks).
    - ``tuck`` (clock family): the top card and the face-down stack sit on the place; face-up cards
      tucked under the stack peek out to its left, ``step`` apart, at most ``max_extent`` in all.
    - ``arc``: cards along an elliptic arc round ``centre`` with radii ``radius``, from ``start_deg``
      (counter-clockwise degrees, 0 = east) clockwise, ``step`` degrees apart, at most ``max_extent``
      degrees in all, each card standing on the arc (turned ``tilt`` of the way to its normal).
    """

    kind: str = "none"
    step: float = 0.0
    closed_step: float | None = None
    max_extent: float = 0.0
    centre: tuple[float, float] = (0.0, 0.0)
    radius: tuple[float, float] = (0.0, 0.0)
    start_deg: float = 0.0
    tilt: float = 1.0
    columns: int = 1
    min_step: float = 0.0
    column_pitch: float = CARD_W + 0.15

    def __post_init__(self) -> None:
        if self.kind not in FAN_KINDS:
            raise ValueError(f"unknown fan kind {self.kind!r}")


@dataclass(frozen=True)
class CardPlace:
    """Where one card lies: its centre in card units and its clockwise rotation in degrees."""

    cx: float
    cy: float
    rotation: float = 0.0

    def rect(self) -> Rect:
        """The axis-aligned box round the (possibly rotated) card."""
        angle = math.radians(self.rotation)
        c, s = abs(math.cos(angle)), abs(math.sin(angle))
        w = CARD_W * c + CARD_H * s
        h = CARD_W * s + CARD_H * c
        return Rect(self.cx - w / 2, self.cy - h / 2, w, h)


@dataclass(frozen=True)
class PileLayout:
    """One pile's place on the table.

    ``label`` is a fixed text for the empty place (None: derived from the game, see ``place_label``);
    ``label_at`` is the label's centre when it is drawn beside the place rather than inside it (clock
    piles carry their home rank under or round them); ``label_size`` is ``small`` or ``large``.
    """

    pile_id: str
    x: float
    y: float
    fan: Fan = field(default_factory=Fan)
    label: str | None = None
    label_at: tuple[float, float] | None = None
    label_size: str = "small"

    @property
    def place(self) -> CardPlace:
        """The place of the bottom card (for an arc: of its first card)."""
        if self.fan.kind == "arc":
            return arc_place(self.fan, 0)
        return CardPlace(self.x + CARD_W / 2, self.y + CARD_H / 2)

    def place_rect(self) -> Rect:
        return self.place.rect()

    def core_rect(self) -> Rect:
        """What the pile shows however few cards it holds: its place (an arc: the arc's symmetric
        span, the cards it is dealt) and its label; the table is centred on these, not on the room
        its fan keeps for cards still to come."""
        rect = self.place_rect()
        if self.fan.kind == "arc":
            for degrees in (90.0, 180.0 - self.fan.start_deg):
                rect = rect.united(arc_place_at(self.fan, degrees).rect())
        label = self.label_rect()
        return rect if label is None else rect.united(label)

    def label_rect(self) -> Rect | None:
        if self.label_at is None:
            return None
        size = 0.5 if self.label_size == "large" else 0.3
        return Rect(self.label_at[0] - 0.4, self.label_at[1] - size / 2, 0.8, size)

    def extent(self) -> Rect:
        """The largest box the pile's cards can cover (its fan at full reach), label included."""
        label = self.label_rect()
        cards = self.card_extent()
        return cards if label is None else cards.united(label)

    def card_extent(self) -> Rect:
        """The largest box the pile's cards can cover (its fan at full reach)."""
        fan = self.fan
        rect = self.place_rect()
        if fan.kind == "down":
            wider = (fan.columns - 1) * fan.column_pitch
            rect = Rect(rect.x, rect.y, rect.w + wider, rect.h + fan.max_extent)
        elif fan.kind == "right":
            rect = Rect(rect.x, rect.y, rect.w + fan.max_extent, rect.h)
        elif fan.kind == "tuck":
            rect = Rect(rect.x - fan.max_extent, rect.y, rect.w + fan.max_extent, rect.h)
        elif fan.kind == "arc":
            count = int(fan.max_extent / fan.step) + 1 if fan.step > 0 else 1
            for index in range(count):
                rect = rect.united(arc_place(fan, index).rect())
            rect = rect.united(arc_place_at(fan, fan.start_deg - fan.max_extent).rect())
        return rect


def arc_place_at(fan: Fan, degrees: float) -> CardPlace:
    angle = math.radians(degrees)
    cx = fan.centre[0] + fan.radius[0] * math.cos(angle)
    cy = fan.centre[1] - fan.radius[1] * math.sin(angle)
    # Each card stands on the arc: its upright axis along the ellipse's outward normal, as a
    # clockwise rotation of an upright card (0 at the top of the arc), softened by ``tilt``.
    normal_x = math.cos(angle) / max(fan.radius[0], 1e-9)
    normal_y = math.sin(angle) / max(fan.radius[1], 1e-9)
    return CardPlace(cx, cy, math.degrees(math.atan2(normal_x, normal_y)) * fan.tilt)


def arc_place(fan: Fan, index: float) -> CardPlace:
    return arc_place_at(fan, fan.start_deg - index * fan.step)


def _shrunk(steps: list[float], limit: float) -> list[float]:
    total = sum(steps)
    if limit > 0 and total > limit:
        return [step * limit / total for step in steps]
    return steps


def card_places(layout: PileLayout, face_up: Sequence[bool]) -> list[CardPlace]:
    """Where each card of a pile lies, bottom card first, given the cards' face-up flags."""
    count = len(face_up)
    if count == 0:
        return []
    fan = layout.fan
    base = CardPlace(layout.x + CARD_W / 2, layout.y + CARD_H / 2)
    if fan.kind == "down" and fan.columns > 1:
        return _down_in_columns(fan, base, face_up)
    if fan.kind in ("down", "right"):
        closed = fan.step if fan.closed_step is None else fan.closed_step
        steps = _shrunk([fan.step if up else closed for up in face_up[:-1]], fan.max_extent)
        places, offset = [base], 0.0
        for step in steps:
            offset += step
            if fan.kind == "down":
                places.append(CardPlace(base.cx, base.cy + offset))
            else:
                places.append(CardPlace(base.cx + offset, base.cy))
        return places
    if fan.kind == "tuck":
        tucked = 0
        while tucked < count - 1 and face_up[tucked]:
            tucked += 1
        step = fan.step
        if fan.max_extent > 0 and tucked * step > fan.max_extent:
            step = fan.max_extent / tucked
        return [
            CardPlace(base.cx - (tucked - index) * step, base.cy) if index < tucked else base
            for index in range(count)
        ]
    if fan.kind == "arc":
        step = fan.step
        if count > 1 and fan.max_extent > 0 and (count - 1) * step > fan.max_extent:
            step = fan.max_extent / (count - 1)
        return [arc_place_at(fan, fan.start_deg - index * step) for index in range(count)]
    return [base] * count


def _down_in_columns(fan: Fan, base: CardPlace, face_up: Sequence[bool]) -> list[CardPlace]:
    """A ``down`` fan in the fewest columns (at most ``fan.columns``) whose steps stay at ``min_step``
    or more; the cards run down the first column, then the next, the top card last."""
    count = len(face_up)
    closed = fan.step if fan.closed_step is None else fan.closed_step
    natural = [fan.step if up else closed for up in face_up]
    for columns in range(1, fan.columns + 1):
        per = math.ceil(count / columns)
        chunks = [natural[start:start + per] for start in range(0, count, per)]
        shrink = [_shrunk(chunk[:-1], fan.max_extent) for chunk in chunks]
        if columns == fan.columns or all(
                step >= min(fan.min_step, natural_step) - 1e-9
                for chunk, steps in zip(chunks, shrink, strict=True)
                for natural_step, step in zip(chunk, steps, strict=False)):
            break
    places: list[CardPlace] = []
    for column, steps in enumerate(shrink):
        cx, offset = base.cx + column * fan.column_pitch, 0.0
        places.append(CardPlace(cx, base.cy))
        for step in steps:
            offset += step
            places.append(CardPlace(cx, base.cy + offset))
    return places


def _union(rects: Sequence[Rect]) -> Rect:
    box = rects[0]
    for rect in rects[1:]:
        box = box.united(rect)
    return box


@dataclass(frozen=True)
class TableLayout:
    """Every pile's place for one game, in card units."""

    game_id: str
    piles: dict[str, PileLayout]
    margin: float = 0.3
    min_size: tuple[float, float] = (0.0, 0.0)

    def __getitem__(self, pile_id: str) -> PileLayout:
        return self.piles[pile_id]

    def core(self) -> Rect:
        """The box of what every pile shows however few cards it holds (see ``PileLayout.core_rect``)."""
        return _union([pile.core_rect() for pile in self.piles.values()])

    def bounds(self) -> Rect:
        """The box every pile can reach, with a margin, widened to be as wide on either side of the
        core's centre: a fan's room on one side (the tucks left of every clock pile, Rainbow's arc
        going on round to the right) is matched on the other, so the piles sit in the middle of the
        table rather than beside the room kept for their cards. At least ``min_size``, centred."""
        box = _union([pile.extent() for pile in self.piles.values()])
        core = self.core()
        middle = core.x + core.w / 2
        half = max(middle - box.x, box.right - middle)
        box = Rect(middle - half, box.y, 2 * half, box.h).adjusted(self.margin)
        w, h = max(box.w, self.min_size[0]), max(box.h, self.min_size[1])
        return Rect(box.x - (w - box.w) / 2, box.y - (h - box.h) / 2, w, h)

    def scale_for(self, width: float, height: float) -> float:
        """Pixels per card unit that fit the whole table into a view of this size."""
        box = self.bounds()
        return min(width / box.w, height / box.h)
