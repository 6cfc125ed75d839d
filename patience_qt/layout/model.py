"""Layout descriptors as data: where each pile sits and how its cards fan, in card units.

A card is 1.0 wide and ``CARD_H`` high. ``PileLayout.x, y`` is the top-left corner of the pile's
place (the outline drawn when it is empty). ``card_places`` turns a pile's layout and its cards'
face-up flags into card centres and rotations; the table scales these units to pixels. Nothing here
imports Qt, so layouts are checked by plain tests.

Why fans are sized twice: the reach a family's builder gives a fan is what the cards are sized for
(``TableLayout.bounds`` holds every pile at its fullest, and the scene scales that into the view), but
at the window's size the table has more room on one side or the other. ``in_room(view_room(...))``
lets every ``down`` and ``right`` fan reach on into that room, so a fan's steps shrink only when its
cards would not fit into all the room it has. The scene keeps both: the layout as built (card size,
the table's box) and the one grown at this size (where the cards lie).

The promise a fan keeps: a fanned card shows its whole index, rank and suit sign, with ``INDEX_W`` of
it beside the card above or ``INDEX_H`` below (measured in the card art, tests/ui/test_card_art.py).
So a long pile (an extended reserve, Open Shop's and Toad's waste piles, Carnival's columns) goes on in
a further column rather than squeeze its steps below that; the top card, the one that moves, is the
only one shown whole, lowest and rightmost, and only the last column's steps ever shrink further. A
pile keeps the columns it was laid in (``column_starts``, ``card_places``' ``kept``) while they keep
every step readable, so cards do not jump between columns as it grows and shrinks.
tests/ui/test_fan_room.py lays out the longest piles the policies and the solver's lines reached at
1024x700 and checks that no card's index is covered; docs/table/ shows some (tools/table_pictures.py).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace

CARD_W = 1.0
CARD_H = 1.4
# A card's corner index (its rank over its suit sign) ends this far in from its left edge, with a hair
# to spare: the widest, K and 10, end at 0.233 in the card art (tests/ui/test_card_art.py measures
# it). A card fanned out from under another shows its rank and suit only with this much of it showing.
INDEX_W = 0.24
# ... and its rank over its suit sign ends this far down from its top edge (0.583 of a card's width in
# the card art, the suit sign's foot; tests/ui/test_card_art.py measures it): a card fanned downwards
# from under another shows its whole index only with this much of it showing (0.34 showed the rank
# alone, Village's 0.5 the top half of the suit sign).
INDEX_H = 0.59
ROOM_GAP = 0.15  # a fan grown into the table's free room stops this far from what lies in its way
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
      With ``keep_columns`` the cards run down the first column until it is full, then the next, so
      that a card keeps its column as the pile grows (a waste pile, which grows a card at a time); else
      the columns are as even as can be (see ``_down_in_columns``).
    - ``tuck`` (clock family): the top card and the face-down stack sit on the place; face-up cards
      tucked under the stack peek out to its left, ``step`` apart, at most ``max_extent`` in all, and
      the whole pile moves right by half of that, so that it stays centred on its place.
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
    keep_columns: bool = False

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
            rect = Rect(rect.x - fan.max_extent / 2, rect.y, rect.w + fan.max_extent, rect.h)
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


def card_places(layout: PileLayout, face_up: Sequence[bool], kept: Sequence[int] = ()) -> list[CardPlace]:
    """Where each card of a pile lies, bottom card first, given the cards' face-up flags.

    ``kept``: for a ``down`` fan in columns, the indices of the cards that began its further columns
    when the pile was last laid (``column_starts`` of those places). The pile keeps those columns as
    it shrinks or grows while they still show every card at a readable step: Carnival's column of 10
    in two sub-columns, its top card taken, went back to one and nine cards jumped."""
    count = len(face_up)
    if count == 0:
        return []
    fan = layout.fan
    base = CardPlace(layout.x + CARD_W / 2, layout.y + CARD_H / 2)
    if fan.kind == "down" and fan.columns > 1:
        if kept:
            places = _down_in_given_columns(fan, base, face_up, kept)
            if places is not None:
                return places
        if fan.keep_columns:
            return _down_in_kept_columns(fan, base, face_up)
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
        # The pile stays centred on its place as cards are tucked under it: the stack moves right by
        # half of what peeks out on its left (a two-deck Devil's grid drifted left as it filled).
        stack = CardPlace(base.cx + tucked * step / 2, base.cy)
        return [
            CardPlace(stack.cx - (tucked - index) * step, base.cy) if index < tucked else stack
            for index in range(count)
        ]
    if fan.kind == "arc":
        step = fan.step
        if count > 1 and fan.max_extent > 0 and (count - 1) * step > fan.max_extent:
            step = fan.max_extent / (count - 1)
        return [arc_place_at(fan, fan.start_deg - index * step) for index in range(count)]
    return [base] * count


def column_starts(places: Sequence[CardPlace]) -> tuple[int, ...]:
    """The indices of the cards that begin a further column of a ``down`` fan (see ``card_places``)."""
    return tuple(index for index in range(1, len(places)) if places[index].cx != places[index - 1].cx)


def _lay_columns(fan: Fan, base: CardPlace, chunks: Sequence[Sequence[float]]) -> list[CardPlace]:
    """Each chunk's cards down a column of its own (its steps shrunk to ``max_extent``), the columns
    ``column_pitch`` apart. A column ends at least as low as the one before it: its first card goes
    down as far as that takes, so that the pile's top card lies lowest and rightmost, the only card
    shown whole, where the eye looks for the top (Open Shop's waste pile of 14 showed the 6 of clubs
    whole at the foot of its first column, and only the ace of clubs, higher up in the second, could
    move; Toad's of 17 had its movable card alone at the top right)."""
    places: list[CardPlace] = []
    foot = 0.0
    for column, chunk in enumerate(chunks):
        steps = _shrunk(list(chunk[:-1]), fan.max_extent)
        offset = max(0.0, foot - sum(steps))
        cx = base.cx + column * fan.column_pitch
        places.append(CardPlace(cx, base.cy + offset))
        for step in steps:
            offset += step
            places.append(CardPlace(cx, base.cy + offset))
        foot = offset
    return places


def _readable(fan: Fan, chunk: Sequence[float]) -> bool:
    """Whether a column of these natural steps keeps them at ``min_step`` or more (or at their own
    step when it is less) within the fan's reach."""
    steps = list(chunk[:-1])
    return all(got >= min(fan.min_step, wanted) - 1e-9
               for got, wanted in zip(_shrunk(steps, fan.max_extent), steps, strict=True))


def _natural_steps(fan: Fan, face_up: Sequence[bool]) -> list[float]:
    closed = fan.step if fan.closed_step is None else fan.closed_step
    return [fan.step if up else closed for up in face_up]


def _down_in_given_columns(fan: Fan, base: CardPlace, face_up: Sequence[bool],
                           kept: Sequence[int]) -> list[CardPlace] | None:
    """The fan in the columns it was last laid in (``kept`` begin its further columns), or None when
    they no longer fit: more than ``fan.columns``, or a column squeezed below a readable step."""
    natural = _natural_steps(fan, face_up)
    starts = [0, *sorted(start for start in set(kept) if 0 < start < len(natural))]
    if len(starts) > fan.columns:
        return None
    chunks = [natural[start:end] for start, end in zip(starts, [*starts[1:], len(natural)], strict=True)]
    if not all(_readable(fan, chunk) for chunk in chunks):
        return None
    return _lay_columns(fan, base, chunks)


def _down_in_columns(fan: Fan, base: CardPlace, face_up: Sequence[bool]) -> list[CardPlace]:
    """A ``down`` fan in the fewest columns (at most ``fan.columns``) whose steps stay at ``min_step``
    or more; the cards run down the first column, then the next, the top card last. The columns are
    as even as can be, the later ones the longer: the top card, the one a player plays, then lies
    lowest of all, where the eye looks for a column's end (with the first column the longer, its
    last card stuck out below the top card and passed for it)."""
    count = len(face_up)
    natural = _natural_steps(fan, face_up)
    for columns in range(1, fan.columns + 1):
        sizes = [count // columns + (1 if column >= columns - count % columns else 0)
                 for column in range(columns)]
        starts = [sum(sizes[:column]) for column in range(columns)]
        chunks = [natural[start:start + size] for start, size in zip(starts, sizes, strict=True) if size]
        if columns == fan.columns or all(_readable(fan, chunk) for chunk in chunks):
            break
    return _lay_columns(fan, base, chunks)


def _down_in_kept_columns(fan: Fan, base: CardPlace, face_up: Sequence[bool]) -> list[CardPlace]:
    """A ``down`` fan whose cards run down the first column until one more would squeeze its steps
    below ``min_step``, then down the next, up to ``fan.columns``; the last column's steps shrink to
    take the cards past that. A card's column depends only on the cards under it, so while the pile
    grows no card moves to another column, and one moves at all only up its column (Open Shop's waste
    pile going from 16 to 22 cards turned two columns into three, cards jumping between them;
    Rainbow's waste piles of 5 and 6 cards stood in one column and in two of three)."""
    natural = _natural_steps(fan, face_up)
    chunks: list[list[float]] = [[]]
    for index, step in enumerate(natural):
        column = chunks[-1]  # the column's steps with this card on it: readable?
        if column and len(chunks) < fan.columns and not _readable(
                fan, natural[index - len(column):index + 1]):
            chunks.append([])
        chunks[-1].append(step)
    return _lay_columns(fan, base, chunks)


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

    def view_room(self, width: float, height: float, unit: float | None = None) -> Rect:
        """The whole area of a view of this size in card units, the table drawn ``unit`` pixels a card
        unit (``scale_for`` the view when None) and centred in it, as the table scene draws it."""
        unit = self.scale_for(width, height) if unit is None else unit
        box = self.bounds()
        left = box.x - (width / unit - box.w) / 2
        top = box.y - (height / unit - box.h) / 2
        return Rect(left, top, width / unit, height / unit)

    def in_room(self, room: Rect) -> TableLayout:
        """The layout with every ``down`` and ``right`` fan reaching on into the free room of the table
        (``room``: the view's whole area in card units, at the window's size): down to the view's foot or
        right to its edge, short of the margin, or to the first pile in its way. A fan's steps then
        shrink only when its cards would not fit into all the room it has; the reach its builder kept
        is what the cards are sized for, and it never gets less. Piles are grown in turn, each
        against the others' reach as grown so far, so two fans never take the same free room."""
        piles = dict(self.piles)
        for pile_id, pile in self.piles.items():
            fan = pile.fan
            if fan.kind not in ("down", "right"):
                continue
            cards, place = pile.card_extent(), pile.place_rect()
            others = [other.extent() for other_id, other in piles.items() if other_id != pile_id]
            if fan.kind == "down":
                limit = room.bottom - self.margin
                for box in others:
                    if box.x < cards.right and cards.x < box.right and box.bottom > place.bottom:
                        limit = min(limit, box.y - ROOM_GAP)
                reach = limit - place.bottom
            else:
                limit = room.right - self.margin
                for box in others:
                    if box.y < cards.bottom and cards.y < box.bottom and box.right > place.right:
                        limit = min(limit, box.x - ROOM_GAP)
                reach = limit - place.right
            if reach > fan.max_extent:
                piles[pile_id] = replace(pile, fan=replace(fan, max_extent=reach))
        return replace(self, piles=piles)
