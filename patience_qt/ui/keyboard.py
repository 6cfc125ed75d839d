"""The table by keyboard: Tab or the arrows go round the cards that can move, Enter makes the focused
card's best move, Space takes it up to choose the place (the keyboard's drag), Escape puts it back.

A part of ``TableController`` (``KeyboardPlay`` is one of its bases), kept apart because it is a way in
of its own; it plays through the controller like the mouse does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ..play.automove import best_move, moves_of_card
from ..rules import Move
from .card_art import card_name

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import SignalInstance

    from ..rules import Game
    from .scene import TableScene

STOCK_KINDS = ("turn", "deal", "redeal")


def tr(text: str) -> str:
    return QCoreApplication.translate("TableController", text)


class KeyboardPlay:
    """The keyboard's focus and its taken-up card, for the controller that plays the moves."""

    game: Game | None
    scene: TableScene
    message: SignalInstance
    _focus: tuple[str, int] | None
    _carry: list[Move]
    _carry_index: int

    def play(self, move: Move) -> bool:  # the controller's
        raise NotImplementedError

    def stock_click(self) -> bool:  # the controller's
        raise NotImplementedError

    def _gather(self, gather: Move) -> bool:  # the controller's
        raise NotImplementedError

    def _gather_move(self, pile_id: str) -> Move | None:  # the controller's
        raise NotImplementedError

    def _put_down(self) -> None:  # the controller's
        raise NotImplementedError

    def available(self) -> list[tuple[str, int]]:
        """Cards (pile, index) the keyboard can pick, in table order; index -1 is a stock to click."""
        game = self.game
        if game is None or self.scene.layout is None:
            return []
        found: list[tuple[str, int]] = []
        legal = game.legal_moves()
        stock_moves = any(move.src == "stock" and move.kind in STOCK_KINDS
                          or move.kind in ("redeal", "gather") for move in legal)
        gatherable = {move.src for move in legal if move.kind == "gather"}
        for pile_id in self.scene.layout.piles:
            if game.pile(pile_id).kind == "stock":
                if stock_moves:
                    found.append((pile_id, -1))
                continue
            movable = game.movable_indices(pile_id)
            top = len(game.pile(pile_id).cards) - 1
            if top not in movable and pile_id in gatherable:
                movable = [*movable, top]  # Babette: a pile that may be picked up for the redeal
            found.extend((pile_id, index) for index in movable)
        return found

    def focus_step(self, delta: int) -> None:
        if self._carry:
            self._carry_index = (self._carry_index + delta) % len(self._carry)
            self._show_carry()
            return
        choices = self.available()
        if not choices:
            self._set_focus(None)
            return
        if self._focus in choices:
            position = (choices.index(self._focus) + delta) % len(choices)
        else:
            position = 0 if delta > 0 else len(choices) - 1
        self._set_focus(choices[position])

    def carry_focus(self) -> None:
        """Space: take up the focused card to choose where it goes (the arrows or Tab go round the
        places that take it, Enter or Space puts it there, Escape puts it back): the keyboard's
        drag, for the choice Enter's best move makes for the player (which waste pile, in the
        Rainbow family). Space on the stock, or with the card already taken up, is Enter."""
        game = self.game
        if game is None:
            return
        if self._carry or self._focus is None or self._focus not in self.available() or self._focus[1] < 0:
            self.activate_focus()
            return
        pile_id, index = self._focus
        moves: list[Move] = []
        for move in moves_of_card(game, pile_id, index):
            if all(move.dst != other.dst for other in moves):
                moves.append(move)
        gather = self._gather_move(pile_id)
        if gather is not None:
            moves.append(gather)  # Babette: the keyboard's way to pick this pile up next
        if not moves:
            self.message.emit(tr("That card has nowhere to go now."))
            return
        best = best_move(game, pile_id, index)
        self._carry = moves
        self._carry_index = next((i for i, move in enumerate(moves) if move == best), 0)
        self._show_carry()

    def drop_carry(self) -> None:
        """Escape: the taken-up card stays where it is."""
        if self._carry:
            self._put_down()
            self.message.emit("")

    def _show_carry(self) -> None:
        move = self._carry[self._carry_index]
        self.scene.set_glow({other.dst: 2 if other is move else 1 for other in self._carry})
        cards = self.game.pile(move.src).cards if self.game is not None else ()
        card = card_name(move.card) if move.card is not None else card_name(cards[-1]) if cards else ""
        self.message.emit(tr("The {card} goes to the lit place: arrows to choose another, Enter to put "
                                  "it there, Escape to leave it.").format(card=card))

    def activate_focus(self) -> None:
        """Enter: make the focused card's best move (or click the focused stock); with a card taken
        up by Space, put it where the keyboard chose."""
        if self.game is None:
            return
        if self._carry:
            move = self._carry[self._carry_index]
            self._put_down()
            if move.kind == "gather":
                self._gather(move)
            else:
                self.play(move)
        elif self._focus is None or self._focus not in self.available():
            self.focus_step(1)
            return
        elif self._focus[1] < 0:
            self.stock_click()
        else:
            pile_id, index = self._focus
            move = best_move(self.game, pile_id, index)
            gather = self._gather_move(pile_id)
            if move is not None:
                self.play(move)
            elif gather is not None and self.game.state.get("gathering"):
                self._gather(gather)
            elif gather is not None:
                self.message.emit(tr("That card has nowhere to go now.") + " " + tr(
                    "To gather the piles for the redeal, take a pile up with Space and put it on the "
                    "stock (Enter on the stock takes them in their order)."))
            else:
                self.message.emit(tr("That card has nowhere to go now."))
        choices = self.available()
        self._set_focus(choices[0] if choices else None)

    def _set_focus(self, focus: tuple[str, int] | None) -> None:
        self._focus = focus
        self._show_focus()

    def _show_focus(self) -> None:
        for item in self.scene.card_items:
            item.set_focused(False)
        for pile_item in self.scene.pile_items.values():
            pile_item.set_hinted(False)
        if self._focus is None:
            return
        pile_id, index = self._focus
        items = self.scene.items_of(pile_id)
        if index < 0:
            index = len(items) - 1
        if 0 <= index < len(items):
            items[index].set_focused(True)
        elif pile_id in self.scene.pile_items:
            self.scene.pile_items[pile_id].set_hinted(True)
