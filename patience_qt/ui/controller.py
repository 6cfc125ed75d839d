"""The table's behaviour: mouse and keyboard in, rules moves out, the scene re-synced after each.

The controller takes scene positions (the view maps and forwards its events), so it can be driven
directly. It never judges a move itself: a drop or click becomes a ``Move`` handed to ``game.push``;
an ``IllegalMove`` comes back as a one-sentence message and the card slides home. Every change of the
game (move, undo, redo, new deal) ends in ``sync``: the scene is rebuilt from the game's piles.

The game's history, time played, verdict and marks belong to its ``Session`` (``play.session``); the
controller plays moves, undoes and redoes through it, says so with ``history_changed`` (the window's
Undo and Redo read the session then) and times the automatic moves.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import QObject, QPointF, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ..layout import layout_for
from ..play.automove import best_move, moves_of_card, safe_automove
from ..play.session import Session
from ..rules import Game, IllegalMove, Move
from . import reason_text
from .animator import Animator
from .autoplay import Autoplayer
from .card_art import card_name
from .card_item import CardItem
from .counting_deal import CountingDealShow, counting_steps
from .hint_overlay import HintOverlay
from .keyboard import STOCK_KINDS, KeyboardPlay
from .scene import Z_DRAGGED, Motion, TableScene


@dataclass
class Press:
    """What the left button went down on."""

    pos: QPointF
    pile_id: str | None
    item: object | None = None  # the CardItem, when the card is available (may be dragged)
    item_start: QPointF = field(default_factory=QPointF)
    dragging: bool = False
    targets: list[str] = field(default_factory=list)


class TableController(KeyboardPlay, QObject):
    changed = Signal()  # the game changed: refresh the status bar and actions
    message = Signal(str)  # a sentence for the player (why a move was refused …)
    over = Signal(str)  # "won" or "lost"
    game_started = Signal()
    # the session's steps changed: a step begun (a move, the automatic moves after a deal), undone or
    # redone, or a new session on the table; Undo/Redo, the keeper and the solution player listen
    history_changed = Signal()

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.animator = Animator(self)
        self.session: Session | None = None
        self.automove = True
        self._press: Press | None = None
        self._moved_on_click = False
        self._focus: tuple[str, int] | None = None
        self._carry: list[Move] = []  # the taken-up card's moves, one per place (Space)
        self._carry_index = 0
        self.hint_overlay = HintOverlay(scene, self)
        self._auto_timer = QTimer(self)
        self._auto_timer.setSingleShot(True)
        self._auto_timer.timeout.connect(self._auto_step)
        self.autoplayer = Autoplayer(self)

    @property
    def game(self) -> Game | None:
        return self.session.game if self.session is not None else None

    @property
    def assisted(self) -> bool:
        """The solver played moves in this game (Show solution): a win is not the player's."""
        return self.session is not None and self.session.assisted

    @assisted.setter
    def assisted(self, on: bool) -> None:
        if self.session is not None:
            self.session.assisted = on

    @property
    def _armed(self) -> bool:
        return self.session is not None and self.session.following

    # -- preferences ---------------------------------------------------------------------------
    @property
    def animate(self) -> bool:
        return self.animator.enabled

    @animate.setter
    def animate(self, on: bool) -> None:
        self.animator.enabled = on
        self.hint_overlay.animate = on

    # -- starting a game ---------------------------------------------------------------------
    def set_game(self, game: Game, deal_animation: bool = True) -> None:
        """Deal ``game`` on the table: a new session, automatic moves following the deal."""
        self.set_session(Session(game), deal_animation)

    def set_session(self, session: Session, deal_animation: bool = True) -> None:
        """Put a session's game on the table with its undo and redo steps (a new deal, a resumed game);
        automatic moves follow only where the session says (a fresh deal, not a resumed game)."""
        self._stop_everything()
        self.session = session
        self._focus = None
        game = session.game
        self.scene.set_game(game, layout_for(game))
        self.game_started.emit()
        self.history_changed.emit()
        self.changed.emit()
        if deal_animation and self.animate:
            self._animate_deal()
        else:
            self._schedule_auto()
            self._check_over()

    def _animate_deal(self) -> None:
        """Cards fly from the stock (or the table's top-left corner) to their places, one by one;
        Travellers' counting deal, which names the game, is played out with the count called."""

        def dealt() -> None:
            self.scene.settle()
            self._schedule_auto()
            self._check_over()

        steps = counting_steps(self.game) if self.game is not None else None
        if steps:
            CountingDealShow(self.scene, self.animator, steps, dealt).play()
            return
        start_pile = "stock" if "stock" in self.scene.pile_items else None
        if start_pile is not None:
            start = self.scene.pile_items[start_pile].pos()
        else:
            rect = self.scene.table_rect()
            start = QPointF(rect.left() + self.scene.card_width / 2, rect.top() + self.scene.card_width * 0.7)
        for item in self.scene.card_items:
            if item.pile_id != start_pile:
                item.setPos(start)
                item.setRotation(0)
        motions = self.scene.sync()
        self.animator.run(motions, dealt, stagger=True)

    def restart(self) -> None:
        if self.game is None:
            return
        from ..rules import new_game

        game = self.game
        self.set_game(new_game(game.id, seed=game.seed, order=game.order, options=game.options))

    # -- the history ---------------------------------------------------------------------------
    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo()

    def undo(self) -> None:
        """Take back the last step (Ctrl+Z, the Edit menu, the banner); no automatic moves follow it."""
        self._stop_everything()
        if self.session is not None and self.session.undo() is not None:
            self.history_changed.emit()
            self.sync()

    def redo(self) -> None:
        """Play the next undone step again (Ctrl+Shift+Z, Ctrl+Y); no automatic moves follow it."""
        self._stop_everything()
        if self.session is not None and self.session.redo() is not None:
            self.history_changed.emit()
            self.sync()

    # -- playing a move ----------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Ask the rules to play a move; True when it was legal."""
        session = self.session
        if session is None:
            return False
        self._auto_timer.stop()
        self.clear_hint()
        try:
            session.play(move)
        except IllegalMove as refusal:
            self.message.emit(reason_text.refusal(refusal))
            self.sync()
            return False
        self.history_changed.emit()
        self.sync(stagger=move.kind in ("deal", "redeal", "gather"), then_auto=True)
        return True

    def sync(self, stagger: bool = False, then_auto: bool = False) -> None:
        """Put every card where the game says (animated when allowed), then check the game's end."""
        # Finish the motions under way, and what their end starts (automatic moves once animations are
        # off, the celebration's way down), before measuring the new ones: measured first, they went
        # stale, and a card was left where an older motion put it.
        self.animator.stop_all()
        motions = self.scene.sync()
        self.changed.emit()

        def done() -> None:
            self.scene.settle()
            if self._focus is not None:
                self._show_focus()
            if then_auto:
                self._schedule_auto()
            self._check_over()

        self.animator.run(motions, done, stagger=stagger)

    def _schedule_auto(self) -> None:
        if not self.automove or not self._armed:
            return
        if self.animate:
            self._auto_timer.start(40)
        else:
            self._auto_step()

    def _auto_step(self) -> None:
        session = self.session
        if session is None or not session.following or self._press is not None:
            return
        move = self._next_auto_move(session.game)
        if move is None:
            session.stop_following()
            self.changed.emit()
            return
        self.clear_hint()  # the position changes: a hint shown now would be out of date
        if session.follow(move) is not None:  # right after the deal: an automatic step of its own
            self.history_changed.emit()
        self.sync(stagger=move.kind in ("deal", "redeal", "gather"), then_auto=True)

    def _next_auto_move(self, game: Game) -> Move | None:
        return safe_automove(game) if self.automove else None

    def auto_pending(self) -> bool:
        """Automatic moves are queued (they follow the last move before anything else happens)."""
        return self._auto_timer.isActive()

    def holding(self) -> bool:
        """The left button is down on the table (a click or a drag in progress)."""
        return self._press is not None

    def autoplay(self) -> None:
        """Start autoplay (the hint policy, move by move), or stop it when it is running."""
        self.clear_hint()
        self.autoplayer.toggle()

    def _check_over(self) -> None:
        if self.session is None or self.animator.running:
            return
        verdict = self.session.report()
        if verdict is None:
            return
        if verdict == "won" and self.animate:
            self.celebrate()
        self.over.emit(verdict)

    @property
    def verdict(self) -> str | None:
        """"won" or "lost" once the game on the table has been said to be over, else None."""
        return self.session.verdict if self.session is not None else None

    def celebrate(self) -> None:
        """A short cascade: the top card of every finished pile hops up and settles, one after another."""
        tops = [items[-1] for items in (self.scene.items_of(pile_id) for pile_id in self.scene.pile_items)
                if items and self.game is not None and self.game.pile(items[-1].pile_id).kind != "stock"]
        hop = self.scene.card_width * 0.45
        up = [Motion(item, item.pos() - QPointF(0, hop), item.rotation()) for item in tops]
        down = [Motion(item, item.pos(), item.rotation()) for item in tops]
        self.animator.run(up, lambda: self.animator.run(down, self.scene.settle, stagger=True), stagger=True)

    def elapsed_ms(self) -> int:
        """Time played in this game (the session's clock), in milliseconds."""
        return round(self.session.elapsed() * 1000) if self.session is not None else 0

    def _stop_everything(self) -> None:
        self._auto_timer.stop()
        self.autoplayer.stop()
        if self.session is not None:
            self.session.stop_following()
        self.clear_hint()
        self.cancel_drag()
        self._put_down()
        self.animator.stop_all()

    def _put_down(self) -> None:
        """Forget a card the keyboard took up (the table changed under it, or the mouse took over)."""
        if self._carry:
            self._carry = []
            self.scene.set_glow({})

    # -- the mouse -----------------------------------------------------------------------------
    def press(self, pos: QPointF) -> None:
        if self.game is None:
            return
        self._auto_timer.stop()
        self.autoplayer.stop()
        self.animator.stop_all()
        self.clear_hint()
        self._put_down()
        item = self.scene.card_item_at(pos)
        pile_id = item.pile_id if item is not None else self.scene.pile_at(pos)
        press = Press(pos, pile_id)
        if item is not None and self._liftable(item):
            press.item = item
            press.item_start = item.pos()
        self._press = press

    def _liftable(self, item: CardItem) -> bool:
        """Whether a press picks the card up: the rules say (a card with a legal move, and where a drag
        the rules refuse should get their reason, any face-up card off the stock)."""
        game = self.game
        assert game is not None
        return game.rules.lifts(game, item.pile_id, item.index)

    def move(self, pos: QPointF) -> None:
        press = self._press
        if press is None or press.item is None or self.game is None:
            return
        item = press.item
        if not press.dragging:
            distance = (pos - press.pos).manhattanLength()
            if distance < QApplication.startDragDistance():
                return
            press.dragging = True
            item.set_lifted(True)
            item.setZValue(Z_DRAGGED)
            targets = {move.dst for move in moves_of_card(self.game, item.pile_id, item.index)}
            gather = self._gather_move(item.pile_id)
            if gather is not None:
                targets.add(gather.dst)  # Babette: a pile dragged onto the stock is picked up
            press.targets = sorted(targets)
        item.setPos(press.item_start + (pos - press.pos))
        target = self.scene.drop_target(item)
        self.scene.set_glow({pile_id: 2 if pile_id == target else 1 for pile_id in press.targets})

    def release(self, pos: QPointF) -> None:
        press, self._press = self._press, None
        self._moved_on_click = False
        if press is None or self.game is None:
            return
        if press.dragging:
            self._drop(press)
        else:
            self._moved_on_click = self.click(press.pile_id, press.item)
        if self._armed and not self._auto_timer.isActive() and not self.animator.running:
            self._schedule_auto()

    def _drop(self, press: Press) -> None:
        item = press.item
        assert item is not None and self.game is not None
        target = self.scene.drop_target(item)
        self.scene.set_glow({})
        item.set_lifted(False)
        if target is None or target == item.pile_id:
            self.sync()  # back where it came from, no fuss
            return
        legal = [move for move in moves_of_card(self.game, item.pile_id, item.index) if move.dst == target]
        if legal:
            self.play(legal[0])
            return
        gather = self._gather_move(item.pile_id)
        if gather is not None and gather.dst == target:
            self._gather(gather)
            return
        self.play(Move(self.game.rules.move_kind, item.pile_id, target, item.card))

    def double_click(self, pos: QPointF) -> None:
        """Send the card to a foundation, unless the click just before already moved it.

        On the stock a double-click is simply a second click (turn or deal again)."""
        if self.game is None:
            return
        pile_id = self.scene.pile_at(pos)
        if pile_id is not None and self.game.pile(pile_id).kind == "stock":
            self._moved_on_click = False
            self.stock_click()
            return
        if self._moved_on_click:
            self._moved_on_click = False
            return
        item = self.scene.card_item_at(pos)
        if item is None:
            return
        move = best_move(self.game, item.pile_id, item.index, foundation_only=True)
        if move is not None:
            self.play(move)

    def cancel_drag(self) -> None:
        press, self._press = self._press, None
        if press is not None and press.dragging and press.item is not None:
            press.item.set_lifted(False)
            self.scene.set_glow({})
            self.sync()

    # -- clicks ------------------------------------------------------------------------------------
    def click(self, pile_id: str | None, item: object | None) -> bool:
        """A click on a pile (on an available card when ``item`` is set); True when it moved something."""
        game = self.game
        if game is None or pile_id is None:
            return False
        pile = game.pile(pile_id)
        if pile.kind == "stock":
            return self.stock_click()
        move = best_move(game, pile_id, item.index) if item is not None else None
        if move is None and game.state.get("gathering"):
            # Babette's redeal under way: every click on a pile picks it up next
            gather = self._gather_move(pile_id)
            if gather is not None:
                return self._gather(gather)
        if item is None:
            refused = game.rules.why_pressed(game, pile_id)  # the clock family: which card may move now
            if refused is not None:
                self.message.emit(reason_text.sentence(refused))
            return False
        if move is None:
            said = self.tr("The {card} has nowhere to go now.").format(card=card_name(item.card))
            if self._gather_move(pile_id) is not None:
                # a click might be a slip: the gathering that ends the builds takes a drag
                said += " " + self.tr("To gather the piles for the redeal, drag a pile onto the stock "
                                      "(a click on the stock takes them in their order).")
            self.message.emit(said)
            return False
        return self.play(move)

    def _gather_move(self, pile_id: str) -> Move | None:
        """Babette: the move that picks this pile up for the redeal, when it may be picked up now."""
        assert self.game is not None
        return next((legal for legal in self.game.legal_moves()
                     if legal.kind == "gather" and legal.src == pile_id), None)

    def _gather(self, gather: Move) -> bool:
        """Pick a pile up for the redeal; the first one says how the gathering goes on."""
        assert self.game is not None
        began = not self.game.state.get("gathering")
        played = self.play(gather)
        if played and began:
            self.message.emit(self.tr(
                "Pile {number} picked up for the redeal: click the other piles in the order you "
                "choose (a click on the stock takes the next one in the offered order).").format(
                number=gather.src.removeprefix("column")))
        return played

    def stock_click(self) -> bool:
        """Turn, deal or redeal: whatever the stock offers now."""
        game = self.game
        if game is None:
            return False
        legal = game.legal_moves()
        for move in legal:
            if move.src == "stock" and move.kind in STOCK_KINDS:
                return self.play(move)
        for move in legal:
            if move.kind == "redeal":
                return self.play(move)
        gathers = [move for move in legal if move.kind == "gather"]
        if gathers:  # Babette: the stock gathers the piles in the default order, one per click
            return self._gather(gathers[0])
        asked = game.rules.stock_move(game)  # refused, it says why (an empty stock, no redeal left)
        return self.play(asked) if asked is not None else False

    # -- hints -----------------------------------------------------------------------------------
    def hint(self) -> None:
        """Outline the best move's card and target for two seconds (H); again: the next hint."""
        self.autoplayer.stop()
        if self.game is None:
            return
        self.animator.stop_all()  # the outlines go where the cards are going, not where they are passing
        self.message.emit(self.hint_overlay.next(self.game))

    def clear_hint(self, keep_list: bool = False) -> None:
        """Take the hint's outlines away; unless ``keep_list``, the next H starts from the best hint."""
        if keep_list:
            self.hint_overlay.hide()
        else:
            self.hint_overlay.forget()

    # -- view size -------------------------------------------------------------------------------
    def resize(self, width: float, height: float) -> None:
        self.hint_overlay.hide()
        self.cancel_drag()
        self.animator.stop_all()
        self.scene.set_view_size(width, height)
