"""The table by keyboard: Tab or the arrows go round the cards that can move, Enter makes the focused
card's best move, Space takes it up to choose the place (the keyboard's drag), Escape puts it back.

A collaborator of the controller, kept apart because it is a way in of its own: it owns the focus and
the taken-up card and asks the rules what a key means (``Rules.click_card``, ``pile_move``); like the
mouse's drag and clicks it gives their answer back (``activate``) and the controller plays or says it,
then puts the focus on the first card that can move (``focus_first``). The controller sets ``game`` when
it puts a game on the table.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...rules import Move
from ...rules.gestures import Answer, click_move, moves_of_card
from ..text.card_names import card_name

if TYPE_CHECKING:  # pragma: no cover
    from ...rules import Game
    from ..table.scene import TableScene


def tr(text: str) -> str:
    return QCoreApplication.translate("TableController", text)


class Keyboard:
    """The keyboard's focus and its taken-up card.

    ``game`` is the game on the table (None: none)."""

    def __init__(self, scene: TableScene) -> None:
        self.scene = scene
        self.game: Game | None = None
        self.focus: tuple[str, int] | None = None  # (pile, index); index -1: a stock to click
        self.carry: list[Move] = []  # the taken-up card's moves, one per place (Space)
        self.carry_index = 0
        self._shown: list[Callable[[], None]] = []  # hear that the focus or the taken-up card's place changed
        self._alone: list[Callable[[], None]] = []  # … that Tab stayed: the focused card is the only one
        self._quiet = False

    def listen(self, shown: Callable[[], None], alone: Callable[[], None]) -> None:
        """Who hears of the focus (the table's accessibility, which tells a screen reader): ``shown``
        after each change of the focus or of the taken-up card's place, ``alone`` when Tab or an arrow
        found no other card to go to."""
        self._shown.append(shown)
        self._alone.append(alone)

    def shown(self) -> None:
        """Tell the listeners the focus is shown anew (``listen``)."""
        for callback in list(self._shown):
            callback()

    def available(self) -> list[tuple[str, int]]:
        """Cards (pile, index) the keyboard can pick, in table order; index -1 is a stock to click."""
        game = self.game
        if game is None or self.scene.layout is None:
            return []
        found: list[tuple[str, int]] = []
        rules = game.rules
        for pile_id in self.scene.layout.piles:
            if game.pile(pile_id).kind == "stock":
                if isinstance(rules.click_stock(game), Move):
                    found.append((pile_id, -1))
                continue
            movable = game.movable_indices(pile_id)
            top = len(game.pile(pile_id).cards) - 1
            if top not in movable and rules.pile_move(game, pile_id) is not None:
                movable = [*movable, top]  # Babette: a pile that may be picked up for the redeal
            found.extend((pile_id, index) for index in movable)
        return found

    def step(self, delta: int) -> None:
        """Tab or an arrow: the next card that can move (with a card taken up: the next place)."""
        if self.carry:
            self.carry_index = (self.carry_index + delta) % len(self.carry)
            self._show_carry()
            return
        choices = self.available()
        if not choices:
            self.set_focus(None)
            return
        if self.focus in choices:
            position = (choices.index(self.focus) + delta) % len(choices)
            if choices == [self.focus]:
                for callback in list(self._alone):
                    callback()
        else:
            position = 0 if delta > 0 else len(choices) - 1
        self.set_focus(choices[position])

    def ready(self) -> bool:
        """Enter has something to act on: a card taken up, or a focused card (or stock) that can move."""
        return bool(self.carry) or (self.focus is not None and self.focus in self.available())

    def on_stock(self) -> bool:
        """Enter clicks the stock: the focus is on it and no card is taken up."""
        return not self.carry and self.focus is not None and self.focus[1] < 0

    def takes_up(self) -> bool:
        """Space takes up the focused card (else it is Enter): a card that can move, none taken up yet."""
        return not self.carry and self.ready() and not self.on_stock()

    def take_up(self) -> Answer | str:
        """Space: take up the focused card to choose where it goes (the arrows or Tab go round the
        places that take it, Enter or Space puts it there, Escape puts it back): the keyboard's
        drag, for the choice Enter's best move makes for the player (which waste pile, in the
        Rainbow family). Only when ``takes_up``: otherwise the controller makes Space Enter.

        Given back for the controller: the sentence that says how to go on with the card taken up, or
        the rules' answer to the focused card when it has nowhere to go (their refusal)."""
        game = self.game
        if game is None or self.focus is None:
            return None
        pile_id, index = self.focus
        moves: list[Move] = []
        for move in moves_of_card(game, pile_id, index):
            if all(move.dst != other.dst for other in moves):
                moves.append(move)
        whole = game.rules.pile_move(game, pile_id)
        if whole is not None:
            moves.append(whole)  # Babette: the keyboard's way to pick this pile up next
        if not moves:
            return game.rules.click_card(game, pile_id, index, keys=True)
        best = click_move(game, pile_id, index)
        self.carry = moves
        self.carry_index = next((i for i, move in enumerate(moves) if move == best), 0)
        self._show_carry()
        first = moves[0]
        card = card_name(first.card) if first.card is not None else card_name(game.pile(pile_id).cards[-1])
        return tr("The {card} goes to the lit place: arrows to choose another, Enter to put "
                  "it there, Escape to leave it.").format(card=card)

    def put_down(self) -> None:
        """Forget a card taken up (the table changed under it, or the mouse took over)."""
        if self.carry:
            self.carry = []
            self.scene.set_glow({})

    def _show_carry(self) -> None:
        """Light the places the taken-up card may go to, the chosen one most (said once, by
        ``take_up``: a screen reader hears each chosen place named, ``shown``)."""
        move = self.carry[self.carry_index]
        self.scene.set_glow({other.dst: 2 if other is move else 1 for other in self.carry})
        self.shown()

    def activate(self) -> Answer:
        """Enter, once ``ready`` and not ``on_stock``: the taken-up card's chosen move (put down here),
        else the rules' answer to the focused card (its best move, or why it has none)."""
        game, focus = self.game, self.focus
        if self.carry:
            move = self.carry[self.carry_index]
            self.put_down()
            return move
        if game is None or focus is None:
            return None
        return game.rules.click_card(game, focus[0], focus[1], keys=True)

    @contextmanager
    def quiet(self) -> Iterator[None]:
        """While the table moves under the old focus (Enter's move played): only the new focus is said
        (``shown``), once ``focus_first`` puts it."""
        self._quiet = True
        try:
            yield
        finally:
            self._quiet = False

    def focus_first(self) -> None:
        """The focus on the first card that can move (after Enter's move), or on nothing."""
        choices = self.available()
        self.set_focus(choices[0] if choices else None)

    def set_focus(self, focus: tuple[str, int] | None) -> None:
        self.focus = focus
        self.show_focus()

    def show_focus(self) -> None:
        """Mark the focused card (or the place of the focused pile) on the table."""
        for item in self.scene.card_items:
            item.set_focused(False)
        for pile_item in self.scene.pile_items.values():
            pile_item.set_hinted(False)
        if self.focus is not None:
            pile_id, index = self.focus
            items = self.scene.items_of(pile_id)
            if index < 0:
                index = len(items) - 1
            if 0 <= index < len(items):
                items[index].set_focused(True)
            elif pile_id in self.scene.pile_items:
                self.scene.pile_items[pile_id].set_hinted(True)
        if not self._quiet:
            self.shown()
