"""Helpers for table tests: a window wrapper with a mouse on its viewport, and deal orders."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from patience_qt.rules import Card, Game, deck
from patience_qt.ui.window.main_window import MainWindow


class Table:
    """A window on one deal, with a mouse that presses and drags on the view's viewport."""

    def __init__(self, qtbot, window: MainWindow) -> None:
        self.qtbot = qtbot
        self.window = window
        self.view = window.view
        self.scene = window.scene
        self.controller = window.controller

    @property
    def game(self) -> Game:
        game = self.controller.game
        assert game is not None
        return game

    # -- where things are -------------------------------------------------------------------
    def card_pos(self, pile_id: str, index: int = -1) -> QPointF:
        """Scene centre of a card of a pile (by default its top card)."""
        items = self.scene.items_of(pile_id)
        return items[index].pos()

    def place_pos(self, pile_id: str) -> QPointF:
        """Scene centre of where a card dropped on the pile lands: its top card, or its empty place."""
        return self.scene.drop_rect(pile_id).center()

    def item(self, pile_id: str, index: int = -1):
        return self.scene.items_of(pile_id)[index]

    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    # -- the mouse -------------------------------------------------------------------------------
    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        viewport = self.view.viewport()
        a, b = self.point(start), self.point(end)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        for step in range(1, steps + 1):
            t = step / steps
            QTest.mouseMove(viewport, QPoint(round(a.x() + (b.x() - a.x()) * t),
                                             round(a.y() + (b.y() - a.y()) * t)))
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)

    def drag_card(self, pile_id: str, target_pile: str, index: int = -1) -> None:
        self.drag(self.card_pos(pile_id, index), self.place_pos(target_pile))

    def click(self, scene_pos: QPointF) -> None:
        QTest.mouseClick(self.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                         self.point(scene_pos))

    def double_click(self, scene_pos: QPointF) -> None:
        """What a real mouse sends: press, release, double-click, release (QTest.mouseDClick alone
        sends only the double-click event)."""
        viewport, point = self.view.viewport(), self.point(scene_pos)
        left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
        QTest.mousePress(viewport, left, none, point)
        QTest.mouseRelease(viewport, left, none, point)
        QTest.mouseDClick(viewport, left, none, point)
        QTest.mouseRelease(viewport, left, none, point)

    def status_message(self) -> str:
        return self.window.statusBar().currentMessage()

    def hint(self) -> None:
        """Press H (the Hint action) and wait for its answer, which is worked out off the table's thread."""
        self.window.hint_action.trigger()
        self.wait_for_hint()

    def wait_for_hint(self) -> None:
        controller = self.controller
        self.qtbot.waitUntil(lambda: not controller.hint_pending, timeout=30_000)

    def settle(self) -> None:
        """Let animations and queued automatic moves finish."""
        self.qtbot.waitUntil(lambda: not self.controller.animator.running
                             and not self.controller._auto_timer.isActive(), timeout=5000)

    def cards_inside_view(self) -> list[str]:
        """Cards whose picture reaches outside the viewport (empty when all are inside)."""
        viewport = self.view.viewport().rect()
        outside = []
        for item in self.scene.card_items:
            if not item.isVisible():
                continue
            rect = self.view.mapFromScene(item.mapRectToScene(item.card_rect())).boundingRect()
            if not viewport.contains(rect):
                outside.append(f"{item.card} in {item.pile_id} at {rect}")
        return outside


def arrange(size: int, first: list[str]) -> list[Card]:
    """A deal order of a ``size``-card deck starting with the given cards (text), the rest in deck order."""
    wanted = [Card.parse(text) for text in first]
    rest = deck(size)
    for card in wanted:
        rest.remove(card)
    return wanted + rest


def placed(order: dict[int, str], size: int) -> list[Card]:
    """A deal order with the given cards at the given positions (0-based) and the rest in deck order."""
    cards: list[Card | None] = [None] * size
    remaining = deck(size)
    for position, text in order.items():
        card = Card.parse(text)
        cards[position] = card
        remaining.remove(card)
    filler = iter(remaining)
    return [card if card is not None else next(filler) for card in cards]
