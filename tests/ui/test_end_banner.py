"""The end-of-game band: it hides none of the cards that ended the game, and once sent away the status
bar still says how the game ended."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, Qt
from PySide6.QtTest import QTest

from patience_qt.play.families import baseline_policy
from patience_qt.rules import Game, new_game

CASES = ["clock", "moving_house", "new_republican", "rainbow"]  # seed 1 of each, played to its end
SIZES = [(1024, 700), (1600, 1000)]


def played_to_the_end_but_one(game_id: str, seed: int = 1) -> tuple[Game, object]:
    """The deal with every move of the computer's play but the last, and that last move."""
    game = new_game(game_id, seed=seed)
    policy = baseline_policy(game_id)
    while not game.is_over():
        move = policy(game)
        assert move is not None
        game.push(move)
    moves = list(game.moves)
    start = new_game(game_id, seed=seed)
    for move in moves[:-1]:
        start.push(move)
    return start, moves[-1]


def banner_scene_rect(table) -> QRectF:
    geometry = table.window.banner.geometry()
    return table.view.mapToScene(geometry).boundingRect()


@pytest.mark.parametrize("size", SIZES, ids=lambda size: f"{size[0]}x{size[1]}")
@pytest.mark.parametrize("game_id", CASES)
def test_the_end_banner_covers_no_card(open_table, game_id, size):
    game, last = played_to_the_end_but_one(game_id)
    table = open_table(game, size=size)
    table.controller.play(last)
    table.settle()
    assert table.game.is_over() and table.window.banner.isVisible()
    banner = banner_scene_rect(table)
    covered = [str(item.card) for item in table.scene.card_items if item.isVisible()
               and item.mapRectToScene(item.card_rect()).intersects(banner)]
    assert covered == []
    assert table.cards_inside_view() == []
    for button in table.window.banner.buttons:  # New game, Restart, Undo stay on it
        assert button.isVisible()
    # and Where did it go wrong? with them, on a lost game where the player had choices
    lost_with_choices = table.game.is_lost() and not table.game.rules.forced
    assert table.window.banner.where_button.isVisible() == lost_with_choices


def test_after_escape_the_status_bar_still_says_the_game_is_over_and_why(open_table):
    table = open_table(new_game("new_republican", seed=1))  # the first seven goes under its own pile
    table.click(table.card_pos("pile1"))
    assert table.window.banner.isVisible()
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert not table.window.banner.isVisible()
    table.qtbot.wait(50)
    message = table.status_message()
    assert message.startswith("No moves left") and "turned up in its own pile" in message
    table.controller.undo()  # play goes on: the sentence is stale
    assert "No moves left" not in table.status_message()


def test_the_table_gets_its_whole_height_back_when_the_banner_goes(open_table):
    game, last = played_to_the_end_but_one("clock")
    table = open_table(game, size=(1024, 700))
    width_before = table.scene.card_width
    table.controller.play(last)
    table.settle()
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert table.view.reserved_bottom == 0 and table.scene.card_width == width_before


@pytest.mark.real_pace
def test_the_wins_celebration_plays_out_before_the_table_makes_room_for_the_banner(open_table):
    won = new_game("clock", seed=13)  # a deal the forced moves bring out
    while not won.is_won():
        won.push(won.legal_moves()[0])
    game = new_game("clock", seed=13)
    for move in won.moves[:-1]:
        game.push(move)
    table = open_table(game, size=(1024, 700), animations=True)
    table.controller.play(won.moves[-1])
    table.qtbot.waitUntil(lambda: table.window.banner.isVisible(), timeout=5000)
    assert table.controller.animator.running and table.view.reserved_bottom == 0  # not cut short
    table.qtbot.waitUntil(lambda: not table.controller.animator.running and table.view.reserved_bottom > 0,
                          timeout=5000)
    banner = banner_scene_rect(table)
    assert not [item for item in table.scene.card_items
                if item.mapRectToScene(item.card_rect()).intersects(banner)]
    for item in table.scene.card_items:
        assert item.pos() == table.scene.places(item.pile_id)[item.index][0]


@pytest.mark.parametrize("game_id", ["new_republican", "clock", "devils_two_decks"])
def test_the_card_that_ended_a_clock_family_game_is_marked_until_play_goes_on(open_table, game_id):
    game, last = played_to_the_end_but_one(game_id)
    table = open_table(game)
    table.controller.play(last)
    table.settle()
    assert table.game.is_lost() and table.window.banner.isVisible()
    mark = table.window.end_mark
    pile_id, index = table.game.rules.over_card(table.game)
    card = table.game.pile(pile_id).cards[index]
    assert card == last.card  # the card the last step moved, as the band names it where it names one
    reason = table.game.rules.over_reason(table.game)
    assert reason.args.get("card", card) == card
    assert mark.ring is not None and mark.ring.scene() is table.scene
    assert mark.card() is table.scene.items_of(pile_id)[index] and mark.card().card == card
    assert mark.ring.pos() == table.scene.places(pile_id)[index][0]
    table.window.resize(1300, 900)  # laid out again: the ring goes with its card
    table.qtbot.waitUntil(lambda: mark.ring is not None
                          and mark.ring.pos() == table.scene.places(pile_id)[index][0], timeout=2000)
    table.controller.undo()
    assert mark.ring is None and not any(item is mark.ring for item in table.scene.items())


@pytest.mark.parametrize(("game_id", "seed"), [("clock", 532772912), ("devils_two_decks", 728530829)])
def test_only_the_card_that_ended_the_game_glows_and_the_band_names_it(open_table, game_id, seed):
    """The play-test: in Clock the ring round the first king spanned the four kings' strip; in Devil's
    Patience (two decks) four 8s glowed, two of them 8♠. The ring takes the strip its card shows, its glow
    is drawn over no card above it, and the band's words name the card."""
    from patience_qt.ui.text.card_names import card_name

    game, last = played_to_the_end_but_one(game_id, seed)
    table = open_table(game, size=(1024, 700))
    table.controller.play(last)
    table.settle()
    pile_id, index = table.game.rules.over_card(table.game)
    ring = table.window.end_mark.ring
    assert ring is not None
    items = table.scene.items_of(pile_id)
    marked = items[index].mapRectToScene(items[index].card_rect())
    ring_rect = ring.mapRectToScene(ring.rect)
    assert marked.adjusted(-1, -1, 1, 1).contains(ring_rect)
    for above in items[index + 1:]:
        overlap = above.mapRectToScene(above.card_rect()).intersected(ring_rect)
        assert overlap.width() < 1 or overlap.height() < 1, str(above.card)
        centre = ring.mapFromScene(above.mapRectToScene(above.card_rect()).center())
        assert any(rect.contains(centre) for rect in ring.covered)  # its glow is clipped off that card
    assert card_name(last.card) in table.window.banner.detail.text()
