"""The mouse's drag: a press on a card that lifts picks it up, the places that take it glow, the drop
asks the rules once (``Rules.drop_move``) and the controller plays or says their answer.

A press that never moves far enough to be a drag is handed back on release: it is a click
(``ui.input.clicks``). The scene positions come from the view, so a test can drive the drag directly.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from ...rules import Move
from ...rules.gestures import Answer
from ..table.card_item import CardItem
from ..table.scene import Z_DRAGGED, TableScene

if TYPE_CHECKING:  # pragma: no cover
    from ...rules import Game


@dataclass
class Press:
    """What the left button went down on."""

    pos: QPointF
    pile_id: str | None
    item: CardItem | None = None  # the card, when it lifts (may be dragged)
    item_start: QPointF = field(default_factory=QPointF)
    dragging: bool = False
    targets: list[str] = field(default_factory=list)


class Drag:
    """The press under way and, once it moves, the card dragged.

    ``game`` gives the game on the table, ``answer`` plays or says the rules' answer to the drop,
    ``sync`` puts every card back where the game says (a drop on no place, a cancelled drag)."""

    def __init__(self, scene: TableScene, game: Callable[[], Game | None],
                 answer: Callable[[Answer], bool], sync: Callable[[], None]) -> None:
        self.scene = scene
        self._game = game
        self._answer = answer
        self._sync = sync
        self.press: Press | None = None

    @property
    def holding(self) -> bool:
        """The left button is down on the table (a click or a drag in progress)."""
        return self.press is not None

    def start(self, pos: QPointF) -> None:
        """The left button went down here: the card under it is picked up if the rules say it lifts
        (a card with a legal move, and where a drag the rules refuse should get their reason)."""
        game = self._game()
        if game is None:
            return
        item = self.scene.card_item_at(pos)
        pile_id = item.pile_id if item is not None else self.scene.pile_at(pos)
        press = Press(pos, pile_id)
        if item is not None and game.rules.lifts(game, item.pile_id, item.index):
            press.item = item
            press.item_start = item.pos()
        self.press = press

    def move(self, pos: QPointF) -> None:
        press, game = self.press, self._game()
        if press is None or press.item is None or game is None:
            return
        item = press.item
        if not press.dragging:
            distance = (pos - press.pos).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            press.dragging = True
            item.set_lifted(True)
            item.setZValue(Z_DRAGGED)
            press.targets = game.rules.drop_targets(game, item.pile_id, item.index)
        item.setPos(press.item_start + (pos - press.pos))
        target = self.scene.drop_target(item)
        self.scene.set_glow({pile_id: 2 if pile_id == target else 1 for pile_id in press.targets})

    def release(self) -> Press | None:
        """The button came up: a drag ends in its drop; the press is handed back (a click when it was
        not dragged), or None when there was none."""
        press, self.press = self.press, None
        if press is not None and press.dragging:
            self._drop(press)
        return press

    def _drop(self, press: Press) -> None:
        item, game = press.item, self._game()
        assert item is not None
        target = self.scene.drop_target(item)
        self.scene.set_glow({})
        item.set_lifted(False)
        if game is None or target is None or target == item.pile_id:
            self._sync()  # back where it came from, no fuss
            return
        answer = game.rules.drop_move(game, item.pile_id, item.index, target)  # asked once
        self._answer(answer)
        if not isinstance(answer, Move):
            self._sync()  # refused: the card slides home

    def cancel(self) -> None:
        """Escape, a resize, a crash: the dragged card goes home."""
        press, self.press = self.press, None
        if press is not None and press.dragging and press.item is not None:
            press.item.set_lifted(False)
            self.scene.set_glow({})
            self._sync()
