"""One layout builder per family; each reads the game's pile ids, so variant options (two
reserves, more waste piles) shape the table without a separate layout per variant.

Spacing constants are in card units (a card is 1.0 wide, 1.4 high).
"""

from __future__ import annotations

import math
import re

from ..rules import Game, game_info
from .model import CARD_H, CARD_W, INDEX_H, INDEX_W, Fan, PileLayout, TableLayout

GAP = 0.3  # between neighbouring places
FACE_UP_STEP = 0.3  # a fanned face-up card shows this much of the one it covers
# Fanned downwards, a card shows its whole index, rank and suit sign, from INDEX_H on: at 0.34 the
# rank alone showed, at 0.5 half the suit sign. Every down fan steps this far, and where a long pile
# would squeeze its steps below it, it goes on in another column rather than shrink them.
DOWN_STEP = INDEX_H
# A further column of a fan starts this far right of the one before: the covered cards show a strip
# as wide as their index and a hair.
COLUMN_PITCH = INDEX_W + 0.06


def numbered(game: Game, stem: str) -> list[str]:
    """Pile ids ``stem1, stem2, …`` of the game in number order."""
    pattern = re.compile(rf"{stem}(\d+)$")
    found = [(int(m.group(1)), pile_id) for pile_id in game.piles if (m := pattern.match(pile_id))]
    return [pile_id for _, pile_id in sorted(found)]


def _row(ids: list[str], x: float, y: float, fan: Fan | None = None, pitch: float = CARD_W + GAP,
         label: str | None = None) -> list[PileLayout]:
    return [PileLayout(pile_id, x + i * pitch, y, fan or Fan(), label=label) for i, pile_id in enumerate(ids)]


def _reserve_ids(game: Game) -> list[str]:
    if "reserve" in game.piles:
        return ["reserve"]
    return numbered(game, "reserve")


# -- A. Rainbow family ------------------------------------------------------------------------

def rainbow_layout(game: Game) -> TableLayout:
    table = game_info(game.id).table
    if table == "arc":
        return _rainbow_arc(game)
    if table == "star":
        return _star(game)
    return _reserve_columns(game)


def _waste_fan(max_extent: float, columns: int) -> Fan:
    """Open Shop's and Toad's waste piles grow to 16 or 17 cards: past what their room takes at readable
    steps they go on in further columns."""
    return Fan("down", step=DOWN_STEP, max_extent=max_extent, columns=columns, min_step=DOWN_STEP,
               column_pitch=COLUMN_PITCH, keep_columns=True)


def _rainbow_waste_fan() -> Fan:
    """Rainbow's waste piles grow to 20 or 30 cards (two decks over three piles kept even): each goes
    on in further columns, as a reserve does, rather than squeeze its cards below a readable index."""
    return Fan("down", step=DOWN_STEP, max_extent=2.4, columns=6, min_step=DOWN_STEP,
               column_pitch=COLUMN_PITCH, keep_columns=True)


def _rainbow_arc(game: Game) -> TableLayout:
    """The rainbow: 26 overlapping cards on an arc across the top; foundations under its middle,
    waste piles below them; stock and hand in the bottom-left corner."""
    centre = (6.5, 5.0)
    # 26 cards from 165° to 15°, 6° apart; an extended reserve goes on round towards 0° before the
    # steps shrink.
    arc = Fan("arc", step=6.0, max_extent=165.0, centre=centre, radius=(5.6, 4.0), start_deg=165.0,
              tilt=0.8)
    reserve = _reserve_ids(game)[0]
    piles = [PileLayout(reserve, 0.0, 0.0, arc)]
    foundations = numbered(game, "foundation")
    pitch = CARD_W + GAP
    row_w = len(foundations) * pitch - GAP
    piles += _row(foundations, centre[0] - row_w / 2, 2.55, pitch=pitch)
    wastes = numbered(game, "waste")
    waste_fan = _rainbow_waste_fan()
    # The places in a row under the foundations' middle; each pile's further columns go on rightwards.
    waste_pitch = CARD_W + (waste_fan.columns - 1) * waste_fan.column_pitch + 0.3
    row_w = (len(wastes) - 1) * waste_pitch + CARD_W
    piles += _row(wastes, centre[0] - row_w / 2, 4.45, waste_fan, pitch=waste_pitch)
    piles.append(PileLayout("stock", 0.0, 6.0))
    piles.append(PileLayout("hand", CARD_W + GAP, 6.0))
    return TableLayout(game.id, {p.pile_id: p for p in piles})


def _reserve_column_fan(game: Game, reserve_id: str) -> Fan:
    """The player plans from every card of an open reserve: a long one goes on in a second and a third
    column rather than squeeze its cards below a readable index."""
    cards = max(len(game.pile(reserve_id).cards), 13)
    return Fan("down", step=DOWN_STEP, closed_step=0.12, max_extent=min(cards + 4, 24) * 0.26,
               columns=3, min_step=DOWN_STEP, column_pitch=COLUMN_PITCH)


def _reserve_columns(game: Game) -> TableLayout:
    """Open Shop and Toad: the reserve fanned down the left edge (Toad's option: two columns);
    foundations in a row, waste piles below them, hand and stock at the top right."""
    piles: list[PileLayout] = []
    x = 0.0
    for reserve_id in _reserve_ids(game):
        fan = _reserve_column_fan(game, reserve_id)
        piles.append(PileLayout(reserve_id, x, 0.0, fan))
        x += CARD_W + (fan.columns - 1) * fan.column_pitch + GAP
    left = x + 0.35
    foundations = numbered(game, "foundation")
    piles += _row(foundations, left, 0.0)
    wastes = numbered(game, "waste")
    # Three columns of eight cards each at full steps (tests/ui/test_fan_room.py lays out the longest
    # piles): Toad's with two squeezed a pile of 18 cards to strips that cut off the suit sign; its long
    # foundation row then puts hand and stock right of the waste row, and the table is a little wider.
    waste_fan = _waste_fan(7 * DOWN_STEP, 3)
    pitch = CARD_W + (waste_fan.columns - 1) * waste_fan.column_pitch + GAP
    piles += _row(wastes, left, CARD_H + 0.45, waste_fan, pitch=pitch)
    right = max(left + len(foundations) * (CARD_W + GAP) - GAP, left + len(wastes) * pitch - GAP)
    if len(foundations) >= 8:
        # A long foundation row: hand and stock go right of the waste row instead, the stock under the
        # hand, so that the waste piles' third columns cost the table little width.
        hand_x = left + len(wastes) * pitch + 0.2
        piles.append(PileLayout("hand", hand_x, CARD_H + 0.45))
        piles.append(PileLayout("stock", hand_x, 2 * CARD_H + 0.45 + GAP))
    else:
        foundations_end = left + len(foundations) * (CARD_W + GAP) - GAP
        hand_x = max(foundations_end + 0.5, right - 2 * CARD_W - GAP)
        piles.append(PileLayout("hand", hand_x, 0.0))
        piles.append(PileLayout("stock", hand_x + CARD_W + GAP, 0.0))
    return TableLayout(game.id, {p.pile_id: p for p in piles})


def _star(game: Game) -> TableLayout:
    """Star: the reserve fanned down the left; five waste piles beside it, one above another, fanned
    right towards the ring of eight foundations with the stock and the hand at its heart. The room
    kept for the waste piles' cards lies between the piles, not at an edge of the table."""
    reserve = _reserve_ids(game)[0]
    fan = _reserve_column_fan(game, reserve)
    piles = [PileLayout(reserve, 0.0, 0.0, fan)]
    wastes = numbered(game, "waste")
    left = CARD_W + (fan.columns - 1) * fan.column_pitch + 0.5
    waste_fan = Fan("right", step=FACE_UP_STEP, max_extent=3.3)
    shelf = CARD_H + 0.22
    for i, pile_id in enumerate(wastes):
        piles.append(PileLayout(pile_id, left, i * shelf, waste_fan))
    foundations = numbered(game, "foundation")
    rx, ry = 2.75, 2.45
    height = len(wastes) * shelf - 0.22
    cx, cy = left + CARD_W + waste_fan.max_extent + 0.6 + rx + CARD_W / 2, height / 2
    count = len(foundations)
    for i, pile_id in enumerate(foundations):
        angle = math.radians(90.0 - 360.0 * i / count)  # the first foundation at the top, clockwise
        x = cx + rx * math.cos(angle) - CARD_W / 2
        y = cy - ry * math.sin(angle) - CARD_H / 2
        piles.append(PileLayout(pile_id, x, y))
    piles.append(PileLayout("stock", cx - CARD_W - 0.15, cy - CARD_H / 2))
    piles.append(PileLayout("hand", cx + 0.15, cy - CARD_H / 2))
    return TableLayout(game.id, {p.pile_id: p for p in piles})


# -- B. Clock family --------------------------------------------------------------------------

LABEL_DROP = 0.42  # a clock pile's home rank is written this far below its card


def _tuck(game: Game) -> Fan:
    """The cards put home under a pile peek out to its left far enough to show their rank and suit:
    all of a rank (4 with one deck or the piquet deck, 8 with two), for they are all tucked under the
    pile's last card before it moves on (Clock's four jacks under the 6♥ that goes next; two-deck
    Devil's eight fours under its last face-down card)."""
    copies = 4 * max(1, game.rules.deck_size // 52)
    return Fan("tuck", step=INDEX_W, max_extent=INDEX_W * copies)


def clock_layout(game: Game) -> TableLayout:
    if game_info(game.id).table == "dial":
        return _clock_dial(game)
    return _clock_rows(game)


def _home_pile(pile_id: str, x: float, y: float, fan: Fan) -> PileLayout:
    plate = (x + CARD_W / 2, y + CARD_H + LABEL_DROP)
    return PileLayout(pile_id, x, y, fan, label_at=plate, label_size="large")


def _clock_rows(game: Game) -> TableLayout:
    """Rows of piles with their home rank written large under each; the 13th pile in the middle
    of the bottom row, the reserve or travellers under the first column, the kings' discard ending
    under the last. Two decks' long tucks take four piles to a row (six would not fit a small window
    with readable cards), one deck's six."""
    homes = numbered(game, "pile")
    fan = _tuck(game)
    pitch = fan.max_extent + CARD_W + 0.3  # a pile's tucked cards, its place and a gap
    row_pitch = CARD_H + LABEL_DROP + 0.55
    grid = homes if len(homes) <= 8 else homes[:12]
    per_row = 4 if len(homes) <= 8 or fan.max_extent > 1.0 else 6
    piles: list[PileLayout] = []
    left = fan.max_extent / 2
    for i, pile_id in enumerate(grid):
        row, col = divmod(i, per_row)
        piles.append(_home_pile(pile_id, left + col * pitch, row * row_pitch, fan))
    if len(homes) > 8:
        bottom = math.ceil(len(grid) / per_row) * row_pitch
        middle = left + (per_row - 1) * pitch / 2
        thirteenth = _home_pile(homes[12], middle, bottom, fan)
        if game.pile(homes[12]).home is None:  # Devil's: the 13th pile is the reserve
            thirteenth = PileLayout(homes[12], middle, bottom, fan, label="reserve",
                                    label_at=(middle + CARD_W / 2, bottom + CARD_H + 0.3))
        piles.append(thirteenth)
        label_y = bottom + CARD_H + 0.3
        for side in ("reserve", "travellers"):
            if side in game.piles:
                hand = Fan("right", step=INDEX_W + 0.01, max_extent=1.6)  # its label: under the fan's middle
                piles.append(PileLayout(side, left, bottom, hand, label=side,
                                        label_at=(left + (CARD_W + hand.max_extent) / 2, label_y)))
        if "discard" in game.piles:
            kings = game.rules.deck_size // 13
            fan_right = Fan("right", step=0.25, max_extent=0.25 * (kings - 1))
            x = left + (per_row - 1) * pitch + CARD_W - (CARD_W + fan_right.max_extent)
            piles.append(PileLayout("discard", x, bottom, fan_right, label_at=(x + CARD_W / 2, label_y)))
    return TableLayout(game.id, {p.pile_id: p for p in piles}, min_size=(9.0, 6.4))


def _outside(px: float, py: float, dx: float, dy: float, w: float, h: float, side: float = 0.0,
             pad: float = 0.1) -> tuple[float, float]:
    """The centre of a ``w`` x ``h`` label pushed from a card centred at (px, py) along (dx, dy) just
    far enough to clear the card and the ``side`` extra width its tucked cards take on either side
    (the pile stays centred on its place as they fan out)."""
    reach = []
    if abs(dx) > 1e-9:
        half = CARD_W / 2 + side
        reach.append((half + w / 2 + pad) / abs(dx))
    if abs(dy) > 1e-9:
        reach.append((CARD_H / 2 + h / 2 + pad) / abs(dy))
    t = min(reach)
    return px + t * dx, py + t * dy


def _clock_dial(game: Game) -> TableLayout:
    """Clock: twelve piles on a dial (A at one o'clock … Q at twelve), their ranks written round the
    rim like the numerals of a clock face, and the kings' pile in the centre."""
    homes = numbered(game, "pile")
    fan = _tuck(game)
    cx, cy = 0.0, 0.0
    rx, ry = 5.45, 3.05  # wide enough for the tucked cards between neighbours on the dial
    piles: list[PileLayout] = []
    for hour, pile_id in enumerate(homes[:12], start=1):
        angle = math.radians(90.0 - 30.0 * hour)
        px, py = cx + rx * math.cos(angle), cy - ry * math.sin(angle)
        # The numeral sits just outside the card, on the line from the centre.
        lx, ly = _outside(px, py, math.cos(angle), -math.sin(angle), 0.62 if hour == 10 else 0.42, 0.5,
                          side=fan.max_extent / 2)
        piles.append(PileLayout(pile_id, px - CARD_W / 2, py - CARD_H / 2, fan, label_at=(lx, ly),
                                label_size="large"))
    piles.append(_home_pile(homes[12], cx - CARD_W / 2, cy - CARD_H / 2, fan))
    return TableLayout(game.id, {p.pile_id: p for p in piles})


# -- C. Village family ------------------------------------------------------------------------

def village_layout(game: Game) -> TableLayout:
    """Eight foundations in a row (aces' then kings'), eight columns below them fanned down (Babette:
    squared piles), the stock in the top-left corner."""
    piles = [PileLayout("stock", 0.0, 0.0)]
    left = CARD_W + 0.7
    foundations = numbered(game, "foundation")
    columns = numbered(game, "column")
    babette = not game.rules.fanned
    # Suits matter here: each card shows its rank and suit sign above the next; a column longer than
    # its room takes at that step (Carnival's reach 16 cards) goes on in a second column.
    fan = Fan() if babette else Fan("down", step=DOWN_STEP, max_extent=5.0, columns=2, min_step=DOWN_STEP,
                                    column_pitch=COLUMN_PITCH)
    pitch = CARD_W + (fan.columns - 1) * fan.column_pitch + GAP
    for i, pile_id in enumerate(foundations):
        # A little more room between the ace foundations and the king foundations.
        x = left + i * pitch + (0.2 if i >= len(foundations) // 2 else 0.0)
        piles.append(PileLayout(pile_id, x, 0.0))
    for i, pile_id in enumerate(columns):
        x = left + i * pitch + (0.2 if i >= len(columns) // 2 else 0.0)
        piles.append(PileLayout(pile_id, x, CARD_H + 0.5, fan))
    return TableLayout(game.id, {p.pile_id: p for p in piles}, min_size=(0.0, 7.0 if babette else 0.0))
