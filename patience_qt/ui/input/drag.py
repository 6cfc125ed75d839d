"""The mouse's drag: a press on a card that lifts picks it up, the places that take it are marked
(``ui.table.drop_marks``), the drop asks the rules once (``Rules.drop_move``) and the controller plays or
says their answer.

The drop goes to the place that takes the card (``Rules.drop_targets``) whose cards it overlaps most,
any of them, so a drop aimed at a fan's first card lands; the pointer breaks ties. A drop no place takes
is never silent: the pile it overlaps most says why it refuses, and a drop on the felt (or back on its
own pile) hears where the card could go (``Rules.drop_missed``).

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
from ..table.drop_marks import DropMarks
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
    pointer: QPointF = field(default_factory=QPointF)  # where the pointer is now (breaks a tie)


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
        self.marks = DropMarks(scene)

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
            self.marks.show(press.targets)
        item.setPos(press.item_start + (pos - press.pos))
        press.pointer = pos
        self.marks.choose(self.target(press))

    def target(self, press: Press) -> str | None:
        """The place that would take the dragged card if it were dropped now, or None."""
        assert press.item is not None
        return self.scene.drop_target(press.item, press.targets, press.pointer)

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
        target = self.target(press)
        self.marks.clear()
        item.set_lifted(False)
        if game is None:
            self._sync()
            return
        if target is None:  # no place that takes it: the place it overlaps most says why not
            target = self.scene.drop_target(item, None, press.pointer)
        if target is None or target == item.pile_id:  # the felt, or back home: where it could go
            answer: Answer = game.rules.drop_missed(game, item.pile_id, item.index)
        else:
            answer = game.rules.drop_move(game, item.pile_id, item.index, target)  # asked once
        self._answer(answer)
        if not isinstance(answer, Move):
            self._sync()  # refused: the card slides home, and the status bar has said why

    def cancel(self) -> None:
        """Escape, a resize, a crash: the dragged card goes home."""
        press, self.press = self.press, None
        if press is not None and press.dragging and press.item is not None:
            press.item.set_lifted(False)
            self.marks.clear()
            self._sync()
