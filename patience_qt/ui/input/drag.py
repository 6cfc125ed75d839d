"""The mouse's drag: a press on a card that lifts picks it up, the places that take it are marked
(``ui.table.drop_marks``), the drop asks the rules once (``Rules.drop_move``) and the controller plays or
says their answer.

The drop goes to the place that takes the card (``Rules.drop_targets``) whose cards it overlaps most,
any of them, so a drop aimed at a fan's first card lands; the pointer breaks ties. A drop no place takes
is never silent: the pile it overlaps most says why it refuses, and a drop on the felt (or back on its
own pile) hears where the card could go (``Rules.drop_missed``).

``release`` gives back what the button coming up meant: the rules' answer to a drop (the move, or why
not), which the controller plays or says, or a ``Click`` for a press that never moved far enough to be a
drag (``ui.input.clicks`` asks the rules about it). The drag calls nothing back: the controller sets
``game`` when it puts a game on the table. The scene positions come from the view, so a test can drive
the drag directly.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QApplication

from ...rules import Move, Reason
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


@dataclass(frozen=True)
class Click:
    """A press released before it moved far enough to be a drag: a click on ``pile_id`` (on the card
    ``item`` when it lifts)."""

    pile_id: str | None
    item: CardItem | None


class Drag:
    """The press under way and, once it moves, the card dragged; ``game`` is the game on the table."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.game: Game | None = None
        self.press: Press | None = None
        self.marks = DropMarks(scene)

    @property
    def holding(self) -> bool:
        """The left button is down on the table (a click or a drag in progress)."""
        return self.press is not None

    def start(self, pos: QPointF) -> None:
        """The left button went down here: the card under it is picked up if the rules say it lifts
        (a card with a legal move, and where a drag the rules refuse should get their reason)."""
        game = self.game
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
        press, game = self.press, self.game
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

    def release(self, pos: QPointF) -> Move | Reason | Click | None:
        """The button came up at ``pos``: a drag ends in its drop there, and the rules' answer to it is
        given back (the move, or why not: the controller plays or says it, and a refused card slides
        home); a press never dragged is a ``Click``; None when no press was under way."""
        press, self.press = self.press, None
        if press is None:
            return None
        if not press.dragging or press.item is None:
            return Click(press.pile_id, press.item)
        press.item.setPos(press.item_start + (pos - press.pos))  # where the pointer let it go
        press.pointer = pos
        return self._drop(press)

    def _drop(self, press: Press) -> Move | Reason | None:
        item, game = press.item, self.game
        assert item is not None
        target = self.target(press)
        self.marks.clear()
        item.set_lifted(False)
        if game is None:
            return None
        if target is None:  # no place that takes it: the place it overlaps most says why not
            target = self.scene.drop_target(item, None, press.pointer)
        if target is None or target == item.pile_id:  # the felt, or back home: where it could go
            return game.rules.drop_missed(game, item.pile_id, item.index)
        return game.rules.drop_move(game, item.pile_id, item.index, target)  # asked once

    def cancel(self) -> bool:
        """Escape, a resize, a crash: the drag ends with no drop; True when a card was being dragged
        (the controller puts it back home)."""
        press, self.press = self.press, None
        if press is not None and press.dragging and press.item is not None:
            press.item.set_lifted(False)
            self.marks.clear()
            return True
        return False
