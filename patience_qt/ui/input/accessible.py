"""The table as a screen reader finds it: the view's piles and cards as accessible objects, the card under
the keyboard's focus said as the focus moves.

Why: the table is one ``QGraphicsView``, and Qt gives it an unnamed interface with no children, so a
screen reader (Orca through AT-SPI, NVDA through UI Automation) found no card. Here the view's
interface (made by a factory Qt asks for every object, ``QAccessible.installFactory``) has a child a
pile (role list), and each pile a child a card it shows (role list item): a squared pile shows its top
card, a fanned one all of them. They are named in the program's language by ``text.spoken`` ("7 of
spades, waste pile 2, top card"; "Stock, 24 cards"), and their state says which one has the keyboard's
focus and which card is taken up (Space). The focused one's description says what Enter does.

The piles and cards have no ``QObject`` of their own: each interface stands for a place (a pile id, a
card's index in it) rather than for one card, is made once when first asked for, registered with Qt's
cache (which then owns it: ``registerAccessibleInterface``) and kept until the view goes. When the
keyboard's focus moves (``Keyboard.listen``), ``TableAccessibility`` sends Qt a focus event for the new
one, or a name-changed event when the same place now holds another card, and notes the name in the
program's one record of what a screen reader hears (``text.speech.focused``: the tests, which cannot see
Qt's events from Python, listen there).

Because an interface stands for a place, its name changes under it: the hand's card is the 3 of clubs,
then the 9; the stock has 77 cards, then 76. A long-running screen reader (Orca, through libatspi)
keeps each name it has read and changes it only when told, so every change of the table
(``TableController.changed``) and every move of the focus first sends a name-changed event for each
place whose name is not the one last said of it, and a description-changed event where what Enter does
changed (``refresh``), before the focus event: else the reader says the stale name ("Stock, 77 cards"
at 76).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QPoint, QRect
from PySide6.QtGui import QAccessible, QAccessibleEvent, QAccessibleInterface
from PySide6.QtWidgets import QAccessibleWidget, QApplication, QGraphicsView

from ...rules import Move, Reason
from ..text import reason_sentences
from ..text.speech import announce, focused
from ..text.spoken import card_label, in_words, move_words, pile_label

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtGui import QWindow

    from ...rules import Game
    from .controller import TableController

Key = tuple[str, int | None]  # (pile id, card index); None: the pile itself
Text = QAccessible.Text


def tr(text: str) -> str:
    return QCoreApplication.translate("TableAccessibility", text)


class TableAccessibility(QObject):
    """What the accessible interfaces of one table view ask: the piles and cards shown, their names,
    rectangles and states, and the keyboard's focus (see the module's text)."""

    def __init__(self, view: QGraphicsView, controller: TableController) -> None:
        super().__init__(view)
        self.view = view
        self.controller = controller
        self.scene = controller.scene
        self._parts: dict[Key, PartAccessible] = {}
        self._said: tuple[Key | None, str] = (None, "")
        self._description: tuple[object, str] = (None, "")
        self._known: dict[Key, tuple[str, str]] = {}  # each interface's name and description last told
        controller.keyboard.listen(shown=self.focus_moved, alone=self.only_one)
        controller.changed.connect(self.refresh)
        view.destroyed.connect(self._forget)
        install_factory()

    # -- what there is -----------------------------------------------------------------------------
    @property
    def game(self) -> Game | None:
        return self.scene.game if self.scene.layout is not None else None

    def piles(self) -> list[str]:
        """The piles in the table's reading order (the layout's)."""
        return list(self.scene.layout.piles) if self.game is not None and self.scene.layout else []

    def cards(self, pile_id: str) -> list[int]:
        """The cards of a pile that are worth a name: a squared pile's top card, a fanned one's face-up
        cards and its top card (the face-down ones under it are a count, in the pile's name)."""
        game = self.game
        if game is None or pile_id not in game.piles or self.scene.layout is None:
            return []
        cards = game.pile(pile_id).cards
        top = len(cards) - 1
        if self.scene.layout.piles[pile_id].fan.kind == "none":
            return [top] if cards else []
        return [index for index, card in enumerate(cards) if card.face_up or index == top]

    def exists(self, key: Key) -> bool:
        pile_id, index = key
        return pile_id in self.piles() and (index is None or index in self.cards(pile_id))

    def part(self, key: Key | None) -> PartAccessible | None:
        """The interface of a pile or a card (made and registered once a place), None where it is not."""
        if key is None or not self.exists(key):
            return None
        part = self._parts.get(key)
        if part is None:
            part = self._parts[key] = PartAccessible(self, key)
            QAccessible.registerAccessibleInterface(part)
            self._known[key] = (self.name(key), self.description(key))
        return part

    def view_interface(self) -> QAccessibleInterface | None:
        return QAccessible.queryAccessibleInterface(self.view)

    # -- the keyboard's focus ------------------------------------------------------------------------
    def focus_key(self) -> Key | None:
        """The place the keyboard is on: the place lit for a taken-up card, the focused card, or the
        stock the keyboard would click."""
        keyboard = self.controller.keyboard
        if keyboard.carry:
            return keyboard.carry[keyboard.carry_index].dst, None
        if keyboard.focus is None:
            return None
        pile_id, index = keyboard.focus
        return (pile_id, None) if index < 0 else (pile_id, index)

    def taken_up(self) -> Key | None:
        keyboard = self.controller.keyboard
        return (keyboard.focus[0], keyboard.focus[1]) if keyboard.carry and keyboard.focus else None

    def has_focus(self) -> bool:
        """The view holds its window's focus and no other window of the program is active (on an X
        server with no window manager no window is active at all, and the keys still come here)."""
        window = self.view.window()
        return window.focusWidget() is self.view and QApplication.activeWindow() in (None, window)

    def refresh(self, *_change: object) -> None:
        """Tell Qt of each pile and card whose name or description is not the one last told (a reader
        keeps what it read: see the module's text)."""
        if not QAccessible.isActive():
            return  # nobody listens (what was last told stays, to be compared once someone does)
        for key, part in list(self._parts.items()):
            if not self.exists(key):
                continue  # told once it is there again, if it then has another name
            known = self._known.get(key, ("", ""))
            now = (self.name(key), self.description(key))
            if now == known:
                continue
            self._known[key] = now
            if now[0] != known[0]:
                QAccessible.updateAccessibility(QAccessibleEvent(part, QAccessible.Event.NameChanged))
            if now[1] != known[1]:
                QAccessible.updateAccessibility(QAccessibleEvent(part, QAccessible.Event.DescriptionChanged))

    def focus_moved(self) -> None:
        """Tell Qt (and the record, ``focused``) of the place the keyboard is on now, when it or its name
        changed."""
        self.refresh()
        key = self.focus_key()
        part = self.part(key)
        if part is None:
            self._said = (None, "")
            return
        name = self.name(part.key)
        if (key, name) == self._said:
            return
        same_place = key == self._said[0]
        self._said = (key, name)
        if QAccessible.isActive() and self.has_focus() and not same_place:  # a new name: ``refresh`` told
            QAccessible.updateAccessibility(QAccessibleEvent(part, QAccessible.Event.Focus))
        focused(name)

    def only_one(self) -> None:
        """Tab or an arrow found no other card to go to: the focus stays, and a reader, told of no new
        focus, said nothing; it hears that this one is the only one."""
        key = self.focus_key()
        if key is None or self.part(key) is None:
            return
        if key[1] is None:
            text = tr("{name}: nothing but the stock can be used").format(name=self.name(key))
        else:
            text = tr("{name}: the only card that can move").format(name=self.name(key))
        announce(self.view, text)

    # -- what the interfaces say -----------------------------------------------------------------------
    def name(self, key: Key) -> str:
        game = self.game
        if game is None or not self.exists(key):
            return ""
        pile_id, index = key
        return pile_label(game, pile_id) if index is None else card_label(game, pile_id, index)

    def description(self, key: Key) -> str:
        """What Enter does on the place the keyboard is on (nothing for the others)."""
        game = self.game
        if game is None or key != self.focus_key():
            return ""
        asked = (key, len(game.moves), self.controller.keyboard.carry_index, id(game))
        if self._description[0] == asked:
            return self._description[1]
        keyboard = self.controller.keyboard
        pile_id, index = key
        answer: Move | Reason | None
        if keyboard.carry:
            answer = keyboard.carry[keyboard.carry_index]
        elif index is None:
            answer = game.rules.click_stock(game)
        else:
            answer = game.rules.click_card(game, pile_id, index, keys=True)
        if isinstance(answer, Move):
            text = tr("Enter: {move}").format(move=move_words(answer, game, played=False))
        elif isinstance(answer, Reason):
            text = in_words(reason_sentences.sentence(answer))
        else:
            text = ""
        self._description = (asked, text)
        return text

    def state(self, key: Key) -> QAccessible.State:
        state = QAccessible.State()
        state.focusable = True
        state.selectable = key[1] is not None
        state.focused = key == self.focus_key() and self.has_focus()
        state.selected = key == self.taken_up()
        state.invisible = not self.exists(key)
        return state

    def rect(self, key: Key) -> QRect:
        """Where the pile's place or the card is, in the screen's coordinates."""
        pile_id, index = key
        items = self.scene.items_of(pile_id)
        if index is not None and 0 <= index < len(items):
            area = items[index].sceneBoundingRect()
        elif pile_id in self.scene.pile_items:
            pile = self.scene.pile_items[pile_id]
            area = pile.mapRectToScene(pile.place_rect())
            for item in items:
                area = area.united(item.sceneBoundingRect())
        else:
            return QRect()
        local = self.view.mapFromScene(area).boundingRect()
        return QRect(self.view.viewport().mapToGlobal(local.topLeft()), local.size())

    def key_at(self, x: int, y: int) -> Key | None:
        """The card or the pile at a point of the screen."""
        scene_pos = self.view.mapToScene(self.view.viewport().mapFromGlobal(QPoint(x, y)))
        item = self.scene.card_item_at(scene_pos)
        if item is not None:
            index = max((i for i in self.cards(item.pile_id) if i <= item.index), default=None)
            if index is not None:
                return item.pile_id, index
        pile_id = self.scene.pile_at(scene_pos)
        return (pile_id, None) if pile_id is not None else None

    def _forget(self) -> None:
        """The view is gone: its piles' and cards' interfaces go from Qt's cache."""
        for part in self._parts.values():
            QAccessible.deleteAccessibleInterface(QAccessible.uniqueId(part))
        self._parts.clear()


class PartAccessible(QAccessibleInterface):
    """A pile (``key[1]`` None) or a card of the table as an accessible object; it asks the table's
    ``TableAccessibility`` everything, so it is never out of date."""

    def __init__(self, table: TableAccessibility, key: Key) -> None:
        super().__init__()
        self.table = table
        self.key = key

    def _children(self) -> list[int]:
        return self.table.cards(self.key[0]) if self.key[1] is None else []

    def isValid(self) -> bool:  # noqa: N802 (Qt's names)
        return self.table.exists(self.key)

    def object(self) -> QObject | None:
        return None

    def window(self) -> QWindow | None:
        return self.table.view.window().windowHandle()

    def parent(self) -> QAccessibleInterface | None:
        if self.key[1] is None:
            return self.table.view_interface()
        return self.table.part((self.key[0], None))

    def child(self, index: int) -> QAccessibleInterface | None:
        cards = self._children()
        return self.table.part((self.key[0], cards[index])) if 0 <= index < len(cards) else None

    def childCount(self) -> int:  # noqa: N802
        return len(self._children())

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        if isinstance(child, PartAccessible) and child.key[0] == self.key[0] and child.key[1] is not None:
            cards = self._children()
            return cards.index(child.key[1]) if child.key[1] in cards else -1
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802
        key = self.table.key_at(x, y)
        return self.table.part(key) if key is not None and key[0] == self.key[0] and key[1] is not None \
            and self.key[1] is None else None

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802
        key = self.table.focus_key()
        if self.key[1] is None and key is not None and key[0] == self.key[0] and key[1] is not None:
            return self.table.part(key)
        return None

    def relations(self, match: object = None) -> list:
        return []

    def text(self, kind: QAccessible.Text) -> str:
        if kind == Text.Name:
            return self.table.name(self.key)
        if kind == Text.Description:
            return self.table.description(self.key)
        return ""

    def setText(self, kind: QAccessible.Text, text: str) -> None:  # noqa: N802
        pass  # the table's words are the game's

    def rect(self) -> QRect:
        return self.table.rect(self.key)

    def role(self) -> QAccessible.Role:
        return QAccessible.Role.List if self.key[1] is None else QAccessible.Role.ListItem

    def state(self) -> QAccessible.State:
        return self.table.state(self.key)


class TableViewAccessible(QAccessibleWidget):
    """The table view's interface: named, described (the keys), with a child a pile."""

    def __init__(self, view: QGraphicsView) -> None:
        super().__init__(view, QAccessible.Role.Client, "")
        self.view = view

    def _piles(self) -> tuple[TableAccessibility | None, list[str]]:
        # looked up when asked: Qt may ask for the interface while the view is being made
        table = getattr(self.view, "accessibility", None)
        return (table, table.piles()) if isinstance(table, TableAccessibility) else (None, [])

    def childCount(self) -> int:  # noqa: N802
        return len(self._piles()[1])

    def child(self, index: int) -> QAccessibleInterface | None:
        table, piles = self._piles()
        return table.part((piles[index], None)) if table is not None and 0 <= index < len(piles) else None

    def indexOfChild(self, child: QAccessibleInterface) -> int:  # noqa: N802
        piles = self._piles()[1]
        if isinstance(child, PartAccessible) and child.key[1] is None and child.key[0] in piles:
            return piles.index(child.key[0])
        return -1

    def childAt(self, x: int, y: int) -> QAccessibleInterface | None:  # noqa: N802
        table = self._piles()[0]
        key = table.key_at(x, y) if table is not None else None
        return table.part((key[0], None)) if table is not None and key is not None else None

    def focusChild(self) -> QAccessibleInterface | None:  # noqa: N802
        table = self._piles()[0]
        return table.part(table.focus_key()) if table is not None else None

    def text(self, kind: QAccessible.Text) -> str:
        if kind == Text.Name:
            return tr("Table")
        if kind == Text.Description:
            return tr("Tab and the arrows go round the cards that can move; Enter plays the card's best "
                      "move; Space takes it up to choose the place; Escape puts it back; H gives a hint.")
        return super().text(kind)


def _factory(key: str, target: QObject) -> QAccessibleInterface | None:
    if isinstance(target, QGraphicsView) and getattr(type(target), "accessible_table", False):
        return TableViewAccessible(target)
    return None


_installed: list[object] = []


def install_factory() -> None:
    """Qt asks this factory (once, for the program) for the table view's interface."""
    if not _installed:
        QAccessible.installFactory(_factory)
        _installed.append(_factory)
