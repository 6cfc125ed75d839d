"""The mouse's clicks: a click on a card makes its best move, a click on the stock turns, deals or
redeals, a double-click sends a card home. What each one means is the rules' answer
(``Rules.click_card``, ``click_pile``, ``click_stock``), given back to the controller, which plays or
says it; nothing here calls the controller back (it sets ``game`` when it puts a game on the table).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...rules import Move
from ...rules.gestures import Answer, click_move
from ..table.card_item import CardItem
from ..table.scene import TableScene

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QPointF

    from ...rules import Game


class Clicks:
    """Clicks and double-clicks on the table; ``game`` is the game on the table."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.game: Game | None = None
        self.moved = False  # the last click moved a card: the double-click it begins moves nothing more
        # asked before the stock's move is played (the window's question before the last redeal)
        self.confirm: Callable[[Game, Move], bool] = lambda game, move: True

    def click(self, pile_id: str | None, item: CardItem | None) -> Answer:
        """The rules' answer to a click on a pile (on a card that lifts when ``item`` is set)."""
        game = self.game
        if game is None or pile_id is None:
            return None
        rules = game.rules
        if game.pile(pile_id).kind == "stock":
            return self._stock(game)
        if item is None:
            return rules.click_pile(game, pile_id)
        return rules.click_card(game, pile_id, item.index)

    def stock(self) -> Answer:
        """Turn, deal or redeal: whatever the stock offers now (None when ``confirm`` declines it)."""
        game = self.game
        return self._stock(game) if game is not None else None

    def _stock(self, game: Game) -> Answer:
        """The stock's answer, once ``confirm`` agrees (a stray click keeps the last redeal)."""
        answer = game.rules.click_stock(game)
        if isinstance(answer, Move) and not self.confirm(game, answer):
            return None
        return answer

    def double_click(self, pos: QPointF) -> Answer:
        """Send the card to a foundation, unless the click just before already moved it.

        On the stock a double-click is simply a second click (turn or deal again)."""
        game = self.game
        if game is None:
            return None
        pile_id = self.scene.pile_at(pos)
        if pile_id is not None and game.pile(pile_id).kind == "stock":
            self.moved = False
            return self._stock(game)
        if self.moved:
            self.moved = False
            return None
        item = self.scene.card_item_at(pos)
        if item is None:
            return None
        return click_move(game, item.pile_id, item.index, foundation_only=True)
