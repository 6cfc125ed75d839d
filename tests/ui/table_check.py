"""Is the table telling the truth? A check of a window's controller, scene and history against the rules.

``table_problems(controller)`` lists (as sentences) everything that disagrees:

* the rules: every card of the deck is on the table exactly once (the deck's multiset), each pile of the
  game has a place in the layout;
* the scene: each pile's card items show the pile's cards (card, face, pile, index), every item belongs
  to exactly one place, and, when nothing moves (no animation, no card held, no automatic move
  pending), every item sits exactly where the layout puts that pile's card of that index, at its final
  stacking order and visibility, not lifted; each place sits where the layout puts it;
* the history: the session's played steps are the game's moves; and, for a window
  (``history_problems``), its Undo and Redo are enabled exactly when the session can undo or redo, and
  name the step they would take back or play again.

It reads the scene's own bookkeeping (``_by_pile``, ``_final_visible``) on purpose: the monkey test and the
long-session bench call it after thousands of random events to find a table that drifted from its game.
It lives with the tests: the program had it as a run-time check while its Qt undo stack mirrored the
session and could drift from it; the session is now the only history, and what is left to check is
checked here.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from patience_qt.rules import deck
from patience_qt.ui.table.card_item import CardItem
from patience_qt.ui.window.play_actions import back_to, describe_move

if TYPE_CHECKING:  # pragma: no cover
    from patience_qt.ui.input.controller import TableController
    from patience_qt.ui.window.main_window import MainWindow

TOLERANCE = 0.01  # scene pixels


def at_rest(controller: TableController) -> bool:
    """Nothing is moving or about to move on its own (autoplay may be on, between two of its moves)."""
    return not (controller.animator.running or controller.auto_pending() or controller.holding())


def table_problems(controller: TableController, view_size: tuple[int, int] | None = None) -> list[str]:
    """Everything on the table that disagrees with the game (see the module's text); empty when all is well.

    ``view_size``: the viewport's size, which the scene's rectangle must equal."""
    problems: list[str] = []
    game = controller.game
    scene = controller.scene
    if game is None:
        return problems if not scene.card_items else [f"{len(scene.card_items)} card items and no game"]
    layout = scene.layout
    if layout is None or scene.game is not game:
        return ["the scene does not show the controller's game"]

    # -- the rules: the deck, once -------------------------------------------------------------------
    on_table = Counter((card.rank, card.suit) for pile in game.piles.values() for card in pile.cards)
    wanted = Counter((card.rank, card.suit) for card in deck(game.rules.deck_size))
    if on_table != wanted:
        extra, missing = on_table - wanted, wanted - on_table
        problems.append(f"the cards are not the deck: extra {dict(extra)}, missing {dict(missing)}")
    unplaced = sorted(set(game.piles) - set(layout.piles))
    if unplaced:
        problems.append(f"piles without a place: {unplaced}")

    # -- the scene: items match cards --------------------------------------------------------------------
    by_pile = scene._by_pile  # noqa: SLF001 - the scene's own bookkeeping is what is checked
    seen: Counter[int] = Counter()
    for pile_id in layout.piles:
        cards = game.piles[pile_id].cards if pile_id in game.piles else []
        items = by_pile.get(pile_id, [])
        if len(items) != len(cards):
            problems.append(f"{pile_id}: {len(cards)} cards but {len(items)} items")
            continue
        for index, (item, card) in enumerate(zip(items, cards, strict=True)):
            seen[item.key] += 1
            if (item.card.rank, item.card.suit) != (card.rank, card.suit) or item.face_up != card.face_up:
                problems.append(f"{pile_id}[{index}]: item shows {item.card} "
                                f"{'up' if item.face_up else 'down'}, the pile has {card} "
                                f"{'up' if card.face_up else 'down'}")
            if (item.pile_id, item.index) != (pile_id, index):
                problems.append(f"{pile_id}[{index}]: item thinks it is {item.pile_id}[{item.index}]")
    keys = Counter(item.key for item in scene.card_items)
    if any(count > 1 for count in keys.values()):
        problems.append("an item is listed twice in the scene")
    if seen != keys:
        problems.append(f"items not in exactly one place: {sorted(set(keys) ^ set(seen))[:10]}")
    if len(scene.card_items) != sum(wanted.values()):
        problems.append(f"{len(scene.card_items)} card items for a deck of {sum(wanted.values())}")
    known = {id(item) for item in scene.card_items}
    stray = [item for item in scene.items() if isinstance(item, CardItem) and id(item) not in known]
    if stray:
        problems.append(f"{len(stray)} card items in the scene that it does not know")

    # -- the scene at rest: positions, order, visibility ---------------------------------------------
    if at_rest(controller) and not problems:
        final_visible = scene._final_visible  # noqa: SLF001
        for pile_id in layout.piles:
            places = scene.places(pile_id)
            for index, (item, (pos, rotation)) in enumerate(zip(by_pile.get(pile_id, []), places,
                                                                strict=True)):
                where = f"{pile_id}[{index}] {item.card}"
                if abs(item.pos().x() - pos.x()) > TOLERANCE or abs(item.pos().y() - pos.y()) > TOLERANCE:
                    problems.append(f"{where} is at ({item.pos().x():.1f}, {item.pos().y():.1f}), "
                                    f"its place is ({pos.x():.1f}, {pos.y():.1f})")
                if abs(item.rotation() - rotation) > TOLERANCE:
                    problems.append(f"{where} is turned {item.rotation():.1f}°, its place {rotation:.1f}°")
                if item.zValue() != item.final_z:
                    problems.append(f"{where} is at height {item.zValue()}, not {item.final_z}")
                if item.lifted:
                    problems.append(f"{where} is still lifted")
                if item.isVisible() != final_visible.get(item.key, True):
                    problems.append(f"{where} visible={item.isVisible()}, should be {not item.isVisible()}")
        for pile_id, pile_item in scene.pile_items.items():
            place = layout.piles[pile_id].place
            pos = scene.to_scene(place.cx, place.cy)
            stack = scene.places(pile_id)
            if layout.piles[pile_id].fan.kind == "tuck" and stack:
                pos = stack[-1][0]  # a tucked pile's place goes with its stack, which keeps it centred
            off = pile_item.pos() - pos
            if abs(off.x()) > TOLERANCE or abs(off.y()) > TOLERANCE:
                problems.append(f"the place of {pile_id} is not where the layout puts it")
        if view_size is not None:
            rect = scene.sceneRect()
            if (round(rect.width()), round(rect.height())) != tuple(view_size):
                problems.append(f"the scene is {rect.width():.0f}x{rect.height():.0f}, "
                                f"the view {view_size[0]}x{view_size[1]}")

    # -- the history ---------------------------------------------------------------------------------
    session = controller.session
    if session is not None:
        played = [move for step in session.steps[:session.done] for move in step.moves]
        if played != list(session.game.moves):
            problems.append("the session's played steps and the game's moves disagree")
    return problems


def history_problems(window: MainWindow) -> list[str]:
    """Where the window's Undo and Redo disagree with the session on the table: enabled when it cannot
    undo or redo (or the other way round), or naming another step than the one they would play."""
    problems: list[str] = []
    session = window.controller.session
    for action, able, number, what in (
            (window.undo_action, session is not None and session.can_undo(), -1, "Undo"),
            (window.redo_action, session is not None and session.can_redo(), 0, "Redo")):
        if action.isEnabled() != able:
            problems.append(f"{what} is {'enabled' if action.isEnabled() else 'disabled'}, the session "
                            f"{'can' if able else 'cannot'} {what.lower()}")
        elif able and session is not None:
            rewind = session.rewound if what == "Undo" else session.unrewound
            if rewind is not None:  # Where did it go wrong's Undo to there, one step
                name = back_to(rewind)
            else:
                name = describe_move(session.step(session.done + number).name, session.game)
            if not action.text().replace("&", "").endswith(name):
                problems.append(f"{what} says {action.text()!r}, the step is {name!r}")
    return problems
