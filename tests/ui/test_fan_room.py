"""Fans use the room the table has: at 1024x700 and above every visible card of a fan shows its whole
index (rank and suit sign), in the longest positions the games reach (pure layout, no Qt)."""

from __future__ import annotations

import pytest

from patience_qt.layout import CARD_H, CARD_W, INDEX_H, INDEX_W, Rect, card_places, layout_for
from patience_qt.play.families import baseline_policy
from patience_qt.play.hints.policy import MAX_MOVES
from patience_qt.rules import GAMES, new_game

SMALL = (1024, 700 - 90)  # the smallest window less its menu, toolbar and status bar
LARGE = (1600, 1000 - 90)
# The longest piles of each kind that Autoplay's baseline policy, the hint policy and the solver's lines
# reached over game numbers 1-8 of each game (played headless for issue #32), a card or two added.
LONGEST = {
    "rainbow": {"waste": 24},  # its reserve is the arc, whose cards stand turned: see test_layout.py
    "open_shop": {"reserve": 25, "waste": 18},
    "toad": {"reserve": 17, "waste": 24},  # the play-test's waste pile of 18+ cut its suit signs off
    "star": {"reserve": 25, "waste": 16},
    "republican": {"reserve": 3},
    "travellers": {"travellers": 6},
    "village": {"column": 14},
    "carnival": {"column": 16},
}
# game numbers whose deals, played by the baseline policy, gave the longest piles above
SEEDS = {"rainbow": 2, "open_shop": 7, "toad": 1, "star": 4, "devils_two_decks": 8, "village": 1,
         "carnival": 5, "babette": 5}


def hidden_indices(places, face_up) -> list[int]:
    """The cards of a pile whose index some card above them covers, though they are not squared under
    it (a card on exactly the place of one above it is not shown at all)."""
    covered = []
    for index, place in enumerate(places[:-1]):
        if place.rotation or not face_up[index]:
            continue
        left, top = place.cx - CARD_W / 2, place.cy - CARD_H / 2
        box = Rect(left + 0.03, top + 0.03, INDEX_W - 0.03, INDEX_H - 0.03)
        above = [later for later in places[index + 1:] if later != place]
        if len(above) < len(places) - index - 1:
            continue  # squared under a card above it: hidden whole, as the table hides it
        if any(later.rect().intersects(box) for later in above):
            covered.append(index)
    return covered


def grown(game, size):
    layout = layout_for(game)
    return layout.in_room(layout.view_room(*size))


@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("game_id", sorted(LONGEST))
def test_the_longest_piles_show_every_card_s_index(game_id, size):
    layout = grown(new_game(game_id, seed=1), size)
    for pile_id, pile in layout.piles.items():
        length = LONGEST[game_id].get(pile_id.rstrip("0123456789"))
        if length is None:
            continue
        face_up = [True] * length
        assert not hidden_indices(card_places(pile, face_up), face_up), (pile_id, length)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_position_of_a_played_deal_shows_every_card_s_index(game_id):
    for seed in sorted({1, SEEDS.get(game_id, 1)}):
        game, policy = new_game(game_id, seed=seed), baseline_policy(game_id)
        layout = grown(game, SMALL)
        for _ in range(MAX_MOVES):
            for pile_id, pile in game.piles.items():
                face_up = [card.face_up for card in pile.cards]
                covered = hidden_indices(card_places(layout[pile_id], face_up), face_up)
                assert not covered, (seed, len(game.moves), pile_id, len(face_up), covered)
            move = policy(game)
            if move is None:
                break
            game.push(move)


def test_a_fan_grows_into_the_free_room_and_shrinks_only_when_its_cards_do_not_fit_it():
    # Open Shop's waste piles squeezed 17 cards into 3.6 card units (17 px a card) with the foot of the
    # table empty: in a tall window they take the room down to the view's foot.
    layout = layout_for(new_game("open_shop", seed=1))
    room = layout.view_room(1024, 1200)
    tall = layout.in_room(room)
    waste = tall["waste1"]
    assert waste.fan.max_extent > layout["waste1"].fan.max_extent
    assert waste.card_extent().bottom == pytest.approx(room.bottom - layout.margin)
    places = card_places(waste, [True] * 12)
    assert {place.cx for place in places} == {places[0].cx}  # one column: the room takes them
    assert [round(b.cy - a.cy, 6) for a, b in zip(places, places[1:], strict=False)] == [INDEX_H] * 11
    # in the smallest window the same pile goes on in further columns rather than squeeze its steps
    small = layout.in_room(layout.view_room(*SMALL))
    places = card_places(small["waste1"], [True] * 17)
    assert len({place.cx for place in places}) > 1
    steps = [b.cy - a.cy for a, b in zip(places, places[1:], strict=False) if a.cx == b.cx]
    assert min(steps) >= INDEX_H - 1e-9
    # a fan never grows into another pile: Star's waste piles, fanned right, stop short of the ring of
    # foundations; the reserve's and the waste piles' room stays their own
    for game_id in ("star", "open_shop", "village"):
        grown_layout = grown(new_game(game_id, seed=1), SMALL)
        for pile in grown_layout.piles.values():
            for other in grown_layout.piles.values():
                if pile is not other:
                    assert not pile.card_extent().intersects(other.card_extent()), (pile.pile_id,
                                                                                    other.pile_id)


@pytest.mark.parametrize("game_id", ["devils_two_decks", "devils", "moving_house"])
def test_a_clock_family_table_stays_centred_as_it_fills_and_each_label_stays_under_its_pile(game_id):
    # Two-deck Devil's Patience: the tucked cards fanned leftward, the grid drifted to x 186-992 of
    # 1024 and the rank labels stayed under the face-down card.
    game, policy = new_game(game_id, seed=7), baseline_policy(game_id)
    for _ in range(MAX_MOVES):
        move = policy(game)
        if move is None:
            break
        game.push(move)
    layout = layout_for(game)
    bounds = layout.bounds()
    boxes = []
    for pile_id, pile in layout.piles.items():
        places = card_places(pile, [card.face_up for card in game.pile(pile_id).cards])
        if not places:
            continue
        span = [place.rect() for place in places]
        left, right = min(box.x for box in span), max(box.right for box in span)
        boxes.append((left, right))
        if pile.fan.kind == "tuck" and pile.label_at is not None:
            assert pile.label_at[0] == pytest.approx((left + right) / 2), pile_id
    shown_left, shown_right = min(box[0] for box in boxes), max(box[1] for box in boxes)
    # within a tenth of a card (the kings' discard and the reserve fan right from the bottom corners)
    assert (shown_left + shown_right) / 2 == pytest.approx(bounds.x + bounds.w / 2, abs=0.1)
    tucked = sum(card.face_up for pile_id in layout.piles for card in game.pile(pile_id).cards[:-1])
    assert tucked > 12  # a long position: many cards tucked


@pytest.mark.parametrize("size", [SMALL, LARGE])
@pytest.mark.parametrize("game_id", ["open_shop", "toad", "rainbow", "star"])
def test_a_growing_waste_pile_moves_a_card_only_to_tighten_its_step(game_id, size):
    """The play-test: Open Shop's waste pile going from 16 to 22 cards turned two columns into three and
    cards jumped between them. While a waste pile grows, each card keeps its column, and moves (if at
    all) only up its column, as the steps tighten."""
    layout = grown(new_game(game_id, seed=1), size)
    for pile_id, pile in layout.piles.items():
        if not pile_id.startswith("waste"):
            continue
        before = card_places(pile, [True])
        for count in range(2, 31):
            after = card_places(pile, [True] * count)
            for index, (old, new) in enumerate(zip(before, after, strict=False)):
                tighter = (new.cx == old.cx and new.cy <= old.cy + 1e-9  # up its column, or along its row
                           or new.cy == old.cy and new.cx <= old.cx + 1e-9)
                assert tighter, (pile_id, count, index)
            before = after


def test_rainbows_waste_piles_go_on_in_columns_alike():
    """The play-test: waste pile 1 of 6 cards stood in two columns of three, piles 2 and 3 of 5 in one."""
    layout = grown(new_game("rainbow", seed=1), SMALL)
    columns = {}
    for pile_id, length in (("waste1", 6), ("waste2", 5), ("waste3", 5)):
        places = card_places(layout[pile_id], [True] * length)
        columns[pile_id] = [sum(1 for place in places if place.cx == cx)
                            for cx in sorted({place.cx for place in places})]
    assert columns == {"waste1": [5, 1], "waste2": [5], "waste3": [5]}
