"""Travellers' counting deal, shown: the deal that names the game, played out card by card.

The rules make the deal at once (``rules/families/clock.py``: face up round the thirteen piles while
counting A … K, a card matching the count set aside as a traveller, then every pile turned over). This
is only a view of that deal: the order comes from the game (its deal order, or its game number's
shuffle), where each card went from the position the rules left, and the show checks the two agree
before it plays. Cards fly from a deck to their piles face up with the count called beside the deck,
each traveller to the travellers' place; then the piles turn over. A few seconds; any press or key
skips to the end, and nothing is shown with animations off (the controller does not ask).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QWidget

from ...rules import Card, Game, deck
from ...rules.deal import shuffled
from .animator import Animator
from .card_item import CardItem
from .scene import Z_DRAGGED, Z_MOVING, Motion, TableScene

STEP_MS = 50  # between two cards of the deal: 52 cards in under three seconds
CALL_COLOUR = QColor(255, 255, 255, 220)
SKIP_EVENTS = (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonDblClick, QEvent.Type.KeyPress)
Z_FLYING = Z_MOVING + 1000  # a card on its way flies over the deck it left


@dataclass(frozen=True)
class CountingStep:
    """One card of the counting deal: the card, the pile it went to, the pile it was counted at
    (the same pile, except for a traveller, which matched that pile's rank and was set aside)."""

    card: Card
    pile_id: str
    counted_at: str


def counting_steps(game: Game) -> list[CountingStep] | None:
    """The counting deal card by card, or None when the game on the table is not such a fresh deal."""
    if not game.rules.counting_deal or game.moves or "travellers" not in game.piles:
        return None
    order = game.order if game.order is not None else shuffled(deck(game.rules.deck_size), game.seed)
    where: dict[tuple[int, str], str] = {}
    for pile_id, pile in game.piles.items():
        for card in pile.cards:
            if (card.rank, card.suit) in where:
                return None  # the same card twice: one deck only
            where[(card.rank, card.suit)] = pile_id
    homes = {pile.home: pile_id for pile_id, pile in game.piles.items() if pile.kind == "pile"}
    steps: list[CountingStep] = []
    for card in order:
        pile_id = where.get((card.rank, card.suit))
        if pile_id is None or (pile_id == "travellers" and card.rank not in homes):
            return None
        counted_at = homes[card.rank] if pile_id == "travellers" else pile_id
        steps.append(CountingStep(card.turned(True), pile_id, counted_at))
    # Each pile was dealt face up and turned over: its cards now lie in the reverse of the deal.
    for pile_id, pile in game.piles.items():
        dealt = [(step.card.rank, step.card.suit) for step in steps if step.pile_id == pile_id]
        if dealt != [(card.rank, card.suit) for card in reversed(pile.cards)]:
            return None
    return steps


class CountingDealShow(QObject):
    """Plays the counting deal on the scene through the table's animator, then calls ``done``."""

    def __init__(self, scene: TableScene, animator: Animator, steps: list[CountingStep],
                 done: Callable[[], None]) -> None:
        super().__init__(scene)
        self.scene = scene
        self.animator = animator
        self.steps = steps
        self.done = done
        self.call: QGraphicsSimpleTextItem | None = None
        self.running = False
        self._glowing: str | None = None
        self._deck_at = QPointF()

    def play(self) -> None:
        """Start now when the table is on screen; else once the window has opened (a deal made before
        the window shows, as at the program's start, was cut short by the window's first resize)."""
        if any(view.isVisible() for view in self.scene.views()):
            self.start()
        else:
            game = self.scene.game
            QTimer.singleShot(0, lambda: self._start_if_still_fresh(game))

    def _start_if_still_fresh(self, game: Game | None) -> None:
        if self.scene.game is not game or game is None:
            self.deleteLater()  # another deal is on the table: it has its own start
        elif game.moves or not any(view.isVisible() for view in self.scene.views()):
            self.deleteLater()
            self.done()  # not to be shown after all: the table goes on as after any deal
        else:
            self.start()

    def start(self) -> None:
        scene = self.scene
        by_card = {(item.card.rank, item.card.suit): item for item in scene.card_items}
        aside = [step for step in self.steps if step.pile_id == "travellers"]
        fan = [pos for pos, _ in scene.places("travellers")] if aside else []
        deck_at = self._deck_point()
        motions: list[Motion] = []
        aside_index = 0
        for order, step in enumerate(self.steps):
            item = by_card[(step.card.rank, step.card.suit)]
            item.set_card(step.card.turned(False))
            item.setPos(deck_at)
            item.setRotation(0)
            item.setVisible(True)
            item.set_shadowed(False)
            if step.pile_id == "travellers":
                target = fan[aside_index]
                aside_index += 1
            else:
                target = scene.pile_items[step.pile_id].pos()
            motions.append(Motion(item, target, 0.0, start=partial(self._deal, item, step, order)))
        for pile_item in scene.pile_items.values():
            pile_item.set_depth(0)  # the piles are being dealt: no stack under them yet
        self._show_call(deck_at)
        self.running = True
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        self.animator.run(motions, self._turn_over, stagger=True, pause_ms=STEP_MS)

    def skip(self) -> None:
        """To the end at once: every card where the rules put it."""
        if self.running:
            self.animator.stop_all()

    # -- the steps ----------------------------------------------------------------------------------
    def _deck_point(self) -> QPointF:
        """The deck: across the table from the travellers' place, on the same row (the place the
        layout leaves free right of the kings' pile)."""
        travellers = self.scene.pile_items["travellers"].pos()
        middle = self.scene.table_rect().center().x()
        return QPointF(2 * middle - travellers.x(), travellers.y())

    def _show_call(self, deck_at: QPointF) -> None:
        call = QGraphicsSimpleTextItem()
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, round(self.scene.card_width * 0.5)))
        call.setFont(font)
        call.setBrush(QBrush(CALL_COLOUR))
        call.setZValue(Z_DRAGGED)
        self.scene.addItem(call)
        self.call = call
        self._deck_at = deck_at

    def _deal(self, item: CardItem, step: CountingStep, order: int) -> None:
        """A card sets off: it is turned up, the count called, the pile it is counted at lit."""
        item.set_card(step.card)
        item.set_shadowed(True)
        item.setZValue(Z_FLYING + order)  # over the deck, and over the cards dealt before it
        if self.call is not None:
            self.call.setText(self.scene.pile_items[step.counted_at].label)
            box = self.call.boundingRect()
            gap = self.scene.card_width * 0.7 + box.width()
            self.call.setPos(self._deck_at.x() - gap, self._deck_at.y() - box.height() / 2)
        # The place counted at glows (its cards are not yet where the table will put them).
        self._light(step.counted_at, 2 if step.pile_id == "travellers" else 1)

    def _light(self, pile_id: str | None, level: int = 0) -> None:
        if self._glowing is not None:
            self.scene.pile_items[self._glowing].set_glow(0)
        self._glowing = pile_id
        if pile_id is not None:
            self.scene.pile_items[pile_id].set_glow(level)

    def _turn_over(self) -> None:
        """The deal is made: the piles turn face down and the travellers close up, as the rules left them."""
        self._finish_show()
        motions = self.scene.sync()
        self.animator.run(motions, self.done)

    def _finish_show(self) -> None:
        self.running = False
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        if self.call is not None:
            self.scene.removeItem(self.call)
            self.call = None
        self._light(None)
        self.deleteLater()  # shown once

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        """Any press or key on a widget skips the show; one on the table itself does nothing more (a
        click that skips is not also a move). A shortcut's own action stops the animation itself."""
        if not self.running or event.type() not in SKIP_EVENTS or not isinstance(watched, QWidget):
            return False  # the window system's copy of the event comes first: wait for the widget's
        on_table = any(view is watched or view.isAncestorOf(watched) for view in self.scene.views())
        self.skip()
        return on_table


