"""The mouse's clicks: a click on a card makes its best move, a click on the stock turns, deals or
redeals, a double-click sends a card home. What each one means is the rules' answer
(``Rules.click_card``, ``click_pile``, ``click_stock``); the controller plays or says it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...rules import Move
from ...rules.gestures import Answer, best_move
from ..table.card_item import CardItem
from ..table.scene import TableScene

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QPointF

    from ...rules import Game


class Clicks:
    """Clicks and double-clicks on the table.

    ``game`` gives the game on the table, ``answer`` plays or says the rules' answer (True when a move
    was played)."""

    def __init__(self, scene: TableScene, game: Callable[[], Game | None],
                 answer: Callable[[Answer], bool]) -> None:
        self.scene = scene
        self._game = game
        self._answer = answer
        self.moved = False  # the last click moved a card: the double-click it begins moves nothing more
        # asked before the stock's move is played (the window's question before the last redeal)
        self.confirm: Callable[[Game, Move], bool] = lambda game, move: True

    def click(self, pile_id: str | None, item: CardItem | None) -> bool:
        """A click on a pile (on a card that lifts when ``item`` is set); True when it moved something."""
        game = self._game()
        if game is None or pile_id is None:
            return False
        rules = game.rules
        if game.pile(pile_id).kind == "stock":
            return self._stock(game)
        if item is None:
            return self._answer(rules.click_pile(game, pile_id))
        return self._answer(rules.click_card(game, pile_id, item.index))

    def released(self, pile_id: str | None, item: CardItem | None, dragged: bool) -> None:
        """The button came up: a press not dragged was a click."""
        self.moved = False
        if not dragged:
            self.moved = self.click(pile_id, item)

    def stock(self) -> bool:
        """Turn, deal or redeal: whatever the stock offers now."""
        game = self._game()
        return self._stock(game) if game is not None else False

    def _stock(self, game: Game) -> bool:
        """The stock's answer, played once ``confirm`` agrees (a stray click keeps the last redeal)."""
        answer = game.rules.click_stock(game)
        if isinstance(answer, Move) and not self.confirm(game, answer):
            return False
        return self._answer(answer)

    def double_click(self, pos: QPointF) -> None:
        """Send the card to a foundation, unless the click just before already moved it.

        On the stock a double-click is simply a second click (turn or deal again)."""
        game = self._game()
        if game is None:
            return
        pile_id = self.scene.pile_at(pos)
        if pile_id is not None and game.pile(pile_id).kind == "stock":
            self.moved = False
            self.stock()
            return
        if self.moved:
            self.moved = False
            return
        item = self.scene.card_item_at(pos)
        if item is None:
            return
        move = best_move(game, item.pile_id, item.index, foundation_only=True)
        if move is not None:
            self._answer(move)
