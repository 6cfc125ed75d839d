"""Layout descriptors (pure Python): every pile has a place, places do not collide, every table fits."""

from __future__ import annotations

import itertools

import pytest

from patience_qt.layout import CARD_H, INDEX_H, INDEX_W, Fan, PileLayout, card_places, layout_for, place_label
from patience_qt.rules import GAMES, Move, new_game

VARIANTS = [(game_id, {}) for game_id in GAMES] + [
    ("toad", {"two_reserves": True}),
    ("toad", {"reserve_size": 20}),
    ("toad", {"reserve_size": 8, "two_reserves": True}),
]
VIEW = (1024, 700 - 90)  # the smallest window less its menu, toolbar and status bar
MIN_CARD_PX = 60


@pytest.mark.parametrize("game_id, options", VARIANTS)
def test_every_pile_has_a_place(game_id, options):
    game = new_game(game_id, seed=1, options=options)
    layout = layout_for(game)
    assert set(layout.piles) == set(game.piles)


@pytest.mark.parametrize("game_id, options", VARIANTS)
def test_the_table_fits_the_smallest_window_with_readable_cards(game_id, options):
    layout = layout_for(new_game(game_id, seed=1, options=options))
    assert layout.scale_for(*VIEW) >= MIN_CARD_PX


@pytest.mark.parametrize("game_id, options", VARIANTS)
def test_no_two_places_overlap_even_at_their_fullest(game_id, options):
    layout = layout_for(new_game(game_id, seed=1, options=options))
    for a, b in itertools.permutations(layout.piles.values(), 2):
        if "arc" in (a.fan.kind, b.fan.kind):
            continue  # checked below, card by card
        assert not a.card_extent().intersects(b.card_extent()), (a.pile_id, b.pile_id)
        label = a.label_rect()
        assert label is None or not label.intersects(b.card_extent()), (a.pile_id, "label", b.pile_id)


def test_the_rainbow_arc_stays_clear_of_the_piles_under_it():
    game = new_game("rainbow", seed=1)
    layout = layout_for(game)
    arc = layout["reserve"]
    cards = card_places(arc, [False] * 30)  # a reserve extended by four cards
    others = [pile.extent() for pile in layout.piles.values() if pile is not arc]
    for place, box in itertools.product(cards, others):
        # The tilted card's box is larger than the card; its centre must stay out of every place.
        assert not (box.x < place.cx < box.right and box.y < place.cy < box.bottom)
    bounds = layout.bounds()
    for place in cards:
        rect = place.rect()
        assert bounds.x <= rect.x and rect.right <= bounds.right and bounds.y <= rect.y


def test_the_rainbow_arc_is_symmetric_and_its_ends_lean_outwards():
    layout = layout_for(new_game("rainbow", seed=1))
    cards = card_places(layout["reserve"], [False] * 26)
    first, last, middle = cards[0], cards[-1], cards[12:14]
    assert first.rotation < -30 and last.rotation > 30
    assert abs(first.rotation + last.rotation) < 1e-6
    assert abs(first.cy - last.cy) < 1e-6
    assert all(abs(place.rotation) < 5 for place in middle)
    assert [place.cx for place in cards] == sorted(place.cx for place in cards)  # left to right


def test_a_down_fan_shrinks_its_steps_to_stay_within_its_reach():
    pile = PileLayout("column1", 0, 0, Fan("down", step=0.5, max_extent=3.0))
    short = card_places(pile, [True] * 4)
    assert [round(place.cy - short[0].cy, 6) for place in short] == [0, 0.5, 1.0, 1.5]
    long = card_places(pile, [True] * 13)
    assert round(long[-1].cy - long[0].cy, 6) == 3.0


def test_a_reserve_too_long_for_readable_steps_goes_on_in_a_second_column():
    fan = Fan("down", step=0.34, max_extent=5.72, columns=2, min_step=0.28, column_pitch=0.42)
    pile = PileLayout("reserve", 0, 0, fan)
    first = card_places(pile, [True] * 18)  # Open Shop's deal: one column, steps a little shrunk
    assert {place.cx for place in first} == {first[0].cx}
    extended = card_places(pile, [True] * 34)  # extended: 17 and 17, the top card last, at full step
    xs = [place.cx for place in extended]
    assert xs == [first[0].cx] * 17 + [first[0].cx + 0.42] * 17
    assert [round(b.cy - a.cy, 6) for a, b in itertools.pairwise(extended[17:])] == [0.34] * 16
    assert pile.card_extent().w == pytest.approx(1.42)  # the room is kept from the start


@pytest.mark.parametrize("count", [35, 36, 37])
def test_a_column_gone_on_in_a_second_one_ends_with_its_top_card_lowest(count: int):
    """The play-test's case: Carnival's columns of 11 split 6 and 5, and the first half's last card stuck
    out below the top card and passed for the column's end. The later column is the longer one now."""
    fan = Fan("down", step=0.34, max_extent=5.72, columns=2, min_step=0.28, column_pitch=0.42)
    places = card_places(PileLayout("column1", 0, 0, fan), [True] * count)
    first_column = [place for place in places if place.cx == places[0].cx]
    assert len(first_column) == count // 2 and places[-1].cx > places[0].cx
    assert places[-1].cy >= max(place.cy for place in places[:-1]) - 1e-9


def test_face_down_cards_fan_closer_than_face_up_ones():
    pile = PileLayout("reserve", 0, 0, Fan("down", step=0.3, closed_step=0.1, max_extent=5))
    places = card_places(pile, [False, False, True, True])
    assert [round(place.cy - places[0].cy, 6) for place in places] == [0, 0.1, 0.2, 0.5]


def test_a_tuck_shows_the_cards_put_under_a_pile_to_its_left():
    pile = PileLayout("pile5", 2, 0, Fan("tuck", step=0.2, max_extent=0.6))
    # two fives put under (face up, at the bottom), two face-down cards, the turned card on top
    places = card_places(pile, [True, True, False, False, True])
    base = places[-1]
    assert [round(place.cx - base.cx, 6) for place in places] == [-0.4, -0.2, 0, 0, 0]
    assert all(place.cy == base.cy for place in places)
    finished = card_places(pile, [True] * 8)  # all face up: seven under the top one, squeezed to 0.6
    assert round(finished[0].cx - finished[-1].cx, 6) == -0.6


def test_labels_come_from_the_game():
    rainbow = new_game("rainbow", order=None, seed=1)
    layout = layout_for(rainbow)
    base = rainbow.pile("foundation1").cards[0].rank
    names = {1: "A", 11: "J", 12: "Q", 13: "K"}
    assert place_label(rainbow, layout["foundation2"]) == names.get(base, str(base))
    assert place_label(rainbow, layout["stock"]) == ""  # not empty yet
    village = new_game("village", seed=1)
    assert place_label(village, layout_for(village)["foundation8"]) == "K♣"
    clock = new_game("clock", seed=1)
    clock_layout = layout_for(clock)
    assert [place_label(clock, clock_layout[f"pile{i}"]) for i in (1, 10, 11, 13)] == ["A", "10", "J", "K"]
    assert clock_layout["pile1"].label_size == "large"
    devils = new_game("devils", seed=1)
    assert place_label(devils, layout_for(devils)["pile13"]) == "reserve"


def test_the_clock_dial_puts_ace_at_one_oclock_and_the_kings_in_the_centre():
    layout = layout_for(new_game("clock", seed=1))
    centre = layout["pile13"].place
    one, twelve, six = layout["pile1"].place, layout["pile12"].place, layout["pile6"].place
    assert abs(twelve.cx - centre.cx) < 1e-6 and twelve.cy < centre.cy
    assert one.cx > centre.cx and one.cy < centre.cy
    assert abs(six.cx - centre.cx) < 1e-6 and six.cy > centre.cy


def test_moving_house_has_the_kings_pile_at_the_bottom():
    layout = layout_for(new_game("moving_house", seed=1))
    assert layout["pile13"].y == max(pile.y for pile in layout.piles.values())


def test_village_foundations_sit_in_a_row_above_the_columns():
    layout = layout_for(new_game("village", seed=1))
    foundation_rows = {layout[f"foundation{i}"].y for i in range(1, 9)}
    column_rows = {layout[f"column{i}"].y for i in range(1, 9)}
    assert len(foundation_rows) == 1 and len(column_rows) == 1
    assert foundation_rows.pop() + CARD_H < column_rows.pop()
    assert layout["column1"].fan.kind == "down"
    assert layout_for(new_game("babette", seed=1))["column1"].fan.kind == "none"


def test_layout_follows_the_game_as_it_is_played():
    game = new_game("rainbow", seed=2)
    layout = layout_for(game)
    game.push(next(move for move in game.legal_moves() if move.kind == "turn"))
    assert card_places(layout["hand"], [True])[0] == layout["hand"].place
    assert isinstance(game.moves[0], Move)


CLOCK_GAMES = [game_id for game_id, info in GAMES.items() if info.family == "clock"]


@pytest.mark.parametrize("game_id", CLOCK_GAMES)
def test_every_card_put_home_under_a_pile_shows_its_rank_and_suit(game_id):
    # Two-deck Devil's Patience put eight fours in 0.9 of a card ("4444"); a 10 read "I0".
    game = new_game(game_id, seed=1)
    layout = layout_for(game)
    copies = game.rules.deck_size // len({card.rank for card in game.all_cards()})
    for pile_id in (pile_id for pile_id in layout.piles if game.pile(pile_id).kind == "pile"):
        finished = card_places(layout[pile_id], [True] * copies)  # all its rank home, face up
        xs = [place.cx for place in finished[:-1]] + [finished[-1].cx]
        assert all(b - a >= INDEX_W - 1e-9 for a, b in itertools.pairwise(xs)), (pile_id, xs)
    # ... and still at a size where that strip is wide enough to read in pixels.
    assert layout.scale_for(*VIEW) * INDEX_W >= 14


@pytest.mark.parametrize("game_id, options", VARIANTS)
def test_the_piles_sit_in_the_middle_of_the_table(game_id, options):
    # Not beside the room kept for cards still to come: the two-deck Devil's grid sat right of
    # centre (its tucks' room on the left), Star left its waste piles' room empty at the right edge.
    layout = layout_for(new_game(game_id, seed=1, options=options))
    core, bounds = layout.core(), layout.bounds()
    assert abs((core.x + core.w / 2) - (bounds.x + bounds.w / 2)) < 0.05, game_id
    for pile in layout.piles.values():
        extent = pile.extent()
        assert bounds.x <= extent.x and extent.right <= bounds.right


def test_a_rainbow_waste_pile_of_thirty_cards_can_be_read_and_keeps_off_its_neighbour():
    layout = layout_for(new_game("rainbow", seed=1))
    wastes = [layout[f"waste{i}"] for i in (1, 2, 3)]
    for pile, neighbour in itertools.pairwise(wastes):
        places = card_places(pile, [True] * 30)
        for a, b in itertools.pairwise(places):
            # each card shows the whole index of the one it covers: below it, or beside it
            assert b.cy - a.cy >= INDEX_H - 1e-9 or b.cx - a.cx >= INDEX_W - 1e-9, (a, b)
        for place in places:
            assert place.rect().right < neighbour.place_rect().x
            assert not place.rect().intersects(neighbour.card_extent())
