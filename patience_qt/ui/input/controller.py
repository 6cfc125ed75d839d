"""The table's behaviour: mouse and keyboard in, rules moves out, the scene re-synced after each.

The controller takes scene positions (the view maps and forwards its events), so it can be driven
directly. It never judges a move itself: its ways in (the drag, ``drag``; the clicks, ``clicks``; the
keyboard, ``keyboard``, in this room) ask the rules what a gesture means and give their answer back, and
``answer`` plays the legal move or says the reason they refuse, then syncs the table (a dropped card
slides home) -- the same for every way in. The ways in call nothing back: the controller hands them
the game on the table (``game``) when it puts a session on. Every change of the game (move, undo, redo,
new deal) ends in ``sync``: the scene is rebuilt from the game's piles.

The game's history, time played, verdict and marks belong to its ``Session`` (``play.session``); the
controller plays moves, undoes and redoes through it and times the automatic moves. The session hands
its listener one record after every change (``play.change.Change``: played, followed, undone, redone,
rewound, ended, with the moves), and the controller turns it (and ``NEW_DEAL``, a new session on the
table) into its one signal, ``changed``, emitted in one place (``_session_changed``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QPointF, QTimer, Signal

from ...layout import layout_for
from ...play.automove import safe_automove
from ...play.change import NEW_DEAL, Change
from ...play.session import Session
from ...rules import Game, IllegalMove, Move, Reason
from ...rules.gestures import Answer
from ...rules.moves import DEALING_KINDS
from ..table.animator import Animator
from ..table.card_item import CardItem
from ..table.celebration import SAMPLE_MS, StopOnInput, cascade
from ..table.counting_deal import CountingDealShow, counting_steps
from ..table.hint_overlay import HintOverlay
from ..table.scene import TableScene
from ..text import reason_sentences
from .autoplay import Autoplayer
from .clicks import Clicks
from .drag import Click, Drag
from .hint_cycle import HintCycle
from .hint_worker import HintWorker, position_of
from .keyboard import Keyboard


class TableController(QObject):
    # the game on the table changed, with the session's record of what changed (``Change``: a move
    # played or followed, an undo, a redo, a rewind, the game declared over; ``NEW_DEAL`` for a new
    # session on the table); emitted once per change, in one place (``_session_changed``). The status
    # bar, Undo/Redo, the speech, the keeper, the solver's light and boxes listen
    changed = Signal(object)
    message = Signal(str)  # a sentence for the player (why a move was refused …)
    over = Signal(str)  # "won" or "lost"
    game_started = Signal()

    def __init__(self, scene: TableScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.animator = Animator(self)
        self.session: Session | None = None
        self.automove = True
        self.drag = Drag(scene)
        self.clicks = Clicks(scene)
        self.keyboard = Keyboard(scene)
        self.hint_cycle = HintCycle()
        self.hint_worker = HintWorker(self)  # the guide, asked off the table's thread (H and Autoplay)
        self._hint_asked: object = None  # the position whose hints H is waiting for
        self.hint_overlay = HintOverlay(scene, self)
        self.outlined: Move | None = None  # a move outlined until the player moves (``outline``)
        self._then: tuple[Move, ...] = ()  # … and the moves to outline after it, automatic ones held
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
        if self.session is not None:
            self.session.unlisten(self._session_changed)
        self.session = session
        session.listen(self._session_changed)
        self.keyboard.focus = None
        game = session.game
        self.drag.game = self.clicks.game = self.keyboard.game = game
        self.scene.set_game(game, layout_for(game))
        self.game_started.emit()
        self._session_changed(Change(NEW_DEAL))  # a new history on the table
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
        from ...rules import new_game

        game = self.game
        self.set_game(new_game(game.id, seed=game.seed, order=game.order, options=game.options))

    # -- the history ---------------------------------------------------------------------------
    def _session_changed(self, change: Change) -> None:
        """The one place ``changed`` is emitted: the session's listener, and a new session."""
        self.changed.emit(change)

    def can_undo(self) -> bool:
        return self.session is not None and self.session.can_undo()

    def can_redo(self) -> bool:
        return self.session is not None and self.session.can_redo()

    def undo(self) -> None:
        """Take back the last step (Ctrl+Z, the Edit menu, the banner); no automatic moves follow it."""
        self._stop_everything()
        if self.session is not None and self.session.undo() is not None:
            self.sync()

    def redo(self) -> None:
        """Play the next undone step again (Ctrl+Shift+Z, Ctrl+Y); no automatic moves follow it."""
        self._stop_everything()
        if self.session is not None and self.session.redo() is not None:
            self.sync()

    def rewind(self, done: int) -> None:
        """Go back until ``done`` steps are played, as one undo step (Where did it go wrong?'s Undo to
        there, ``Session.rewind``): the next undo plays them all again, the redo after it goes back
        again; no automatic moves follow it."""
        self._stop_everything()
        session = self.session
        if session is not None and 0 <= done < session.done:
            session.rewind(done)
            self.sync()

    # -- playing a move ----------------------------------------------------------------------
    def play(self, move: Move) -> bool:
        """Ask the rules to play a move; True when it was legal."""
        session = self.session
        if session is None:
            return False
        self._auto_timer.stop()
        chain = self._then if self.outlined is not None and move == self.outlined else ()
        self.clear_hint()
        try:
            session.play(move)
        except IllegalMove as refusal:
            self.message.emit(reason_sentences.refusal(refusal))
            self.sync()
            return False
        if chain:  # the outlined move, with more to outline after it: no automatic move comes between
            session.stop_following()
        self.sync(stagger=move.kind in DEALING_KINDS, then_auto=not chain)
        if chain:
            self.outline(chain[0], then=chain[1:])
        return True

    def answer(self, answer: Answer) -> bool:
        """Play or say what the rules answered a gesture (a drop, a click, a key): a legal move is
        played (and what it begins said, ``Rules.note``); a refusal's reason is said and the table
        synced, so a dropped card slides home whichever way in it came from. True when a move was
        played."""
        game = self.game
        if answer is None or game is None:
            return False
        if isinstance(answer, Reason):
            self.message.emit(reason_sentences.sentence(answer))
            self.sync()
            return False
        note = game.rules.note(game, answer)
        played = self.play(answer)
        if played and note is not None:
            self.message.emit(reason_sentences.sentence(note))
        return played

    def sync(self, stagger: bool = False, then_auto: bool = False) -> None:
        """Put every card where the game says (animated when allowed), then check the game's end."""
        # Finish the motions under way, and what their end starts (automatic moves once animations are
        # off, the celebration's way down), before measuring the new ones: measured first, they went
        # stale, and a card was left where an older motion put it.
        self.animator.stop_all()
        motions = self.scene.sync()

        def done() -> None:
            self.scene.settle()
            if self.keyboard.focus is not None:
                self.keyboard.show_focus()
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
        if session is None or not session.following or self.drag.holding:
            return
        move = self._next_auto_move(session.game)
        if move is None:
            session.stop_following()
            return
        self.clear_hint()  # the position changes: a hint shown now would be out of date
        session.follow(move)
        self.sync(stagger=move.kind in DEALING_KINDS, then_auto=True)

    def _next_auto_move(self, game: Game) -> Move | None:
        return safe_automove(game) if self.automove else None

    def auto_pending(self) -> bool:
        """Automatic moves are queued (they follow the last move before anything else happens)."""
        return self._auto_timer.isActive()

    def holding(self) -> bool:
        """The left button is down on the table (a click or a drag in progress)."""
        return self.drag.holding

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

    def end_game(self, reason: Reason) -> None:
        """Declare the game on the table over, lost, in this position (``Session.end``: the solver proved
        it lost, or the player ended it); ``over("lost")`` follows as for a game the rules end."""
        if self.session is None or self.session.verdict is not None:
            return
        self.autoplayer.stop()
        self.session.end(reason)  # its record reaches ``changed`` through the session
        self._check_over()

    @property
    def ended_by(self) -> Reason | None:
        """Why the game on the table was declared over (``end_game``), or None."""
        return self.session.ended_by if self.session is not None else None

    def celebrate(self) -> int:
        """The cards leave the finished piles one after another and bounce off the table (``celebration``);
        a click or a key ends it at once, and then, as when it ends, the table is as the win left it.
        Returns its length in ms (0: none, with animations off)."""
        game = self.game
        if game is None:
            return 0
        piles = [self.scene.items_of(pile_id) for pile_id in self.scene.pile_items
                 if game.pile(pile_id).kind != "stock"]
        for items in piles:
            for item in items:
                item.setVisible(True)  # a squared pile shows its next card as the one above it leaves
        paths, pause = cascade(piles, self.scene.sceneRect(), self.scene.card_width, seed=game.seed or 0)
        views = self.scene.views()
        stopper = StopOnInput(views[0] if views else None, self.animator.stop_all, self)
        stopper.install()

        def done() -> None:
            stopper.finish()
            for motion in self.scene.sync():  # every card in its place, at the table's size now
                motion.item.setPos(motion.pos)
                motion.item.setRotation(motion.rotation)
            self.scene.settle()

        return self.animator.run_paths(paths, done, pause, SAMPLE_MS)

    def elapsed_ms(self) -> int:
        """Time played in this game (the session's clock), in milliseconds."""
        return round(self.session.elapsed() * 1000) if self.session is not None else 0

    def _stop_everything(self) -> None:
        self._auto_timer.stop()
        self.autoplayer.stop()
        if self._hint_asked is not None:  # a hint being worked out: the table is moving on
            self._hint_asked = None
            self.hint_worker.cancel()
        if self.session is not None:
            self.session.stop_following()
        self.clear_hint()
        self.cancel_drag()
        self.keyboard.put_down()
        self.animator.stop_all()

    # -- the mouse (drag, clicks): the view's entry points, the collaborators do the work -------------------
    def press(self, pos: QPointF) -> None:
        if self.game is None:
            return
        self._auto_timer.stop()
        self.autoplayer.stop()
        self.animator.stop_all()
        if self.outlined is None:  # a move outlined until the player moves stays until one is played
            self.clear_hint()
        self.keyboard.put_down()
        self.drag.start(pos)

    def move(self, pos: QPointF) -> None:
        self.drag.move(pos)

    def release(self, pos: QPointF) -> None:
        """The button came up at ``pos``: a drop's answer is played or said (``answer``), a press that
        was no drag is a click."""
        released = self.drag.release(pos)
        self.clicks.moved = False
        if released is None or self.game is None:
            return
        if isinstance(released, Click):
            self.clicks.moved = self.answer(self.clicks.click(released.pile_id, released.item))
        else:
            self.answer(released)
        if self._armed and not self._auto_timer.isActive() and not self.animator.running:
            self._schedule_auto()

    def double_click(self, pos: QPointF) -> None:
        self.answer(self.clicks.double_click(pos))

    def cancel_drag(self) -> None:
        if self.drag.cancel():
            self.sync()  # the dragged card goes home

    def click(self, pile_id: str | None, item: CardItem | None) -> bool:
        """A click on a pile (on a card that lifts when ``item`` is set); True when it moved something."""
        return self.answer(self.clicks.click(pile_id, item))

    def stock_click(self) -> bool:
        """Turn, deal or redeal: whatever the stock offers now."""
        return self.answer(self.clicks.stock())

    # -- the keys (ui.input.keyboard): the view's entry points ------------------------------------------
    def focus_step(self, delta: int) -> None:
        self.keyboard.step(delta)

    def carry_focus(self) -> None:
        """Space: take up the focused card; on the stock, or with a card taken up, it is Enter."""
        if self.keyboard.takes_up():
            taken = self.keyboard.take_up()
            if isinstance(taken, str):
                self.message.emit(taken)  # how to go on with the card taken up
            else:
                self.answer(taken)  # nowhere to go: the rules' refusal, said as any other
        else:
            self.activate_focus()

    def drop_carry(self) -> None:
        """Escape: the taken-up card stays where it is, and what was said of it goes."""
        keyboard = self.keyboard
        if keyboard.carry:
            keyboard.put_down()
            self.message.emit("")
            keyboard.shown()

    def activate_focus(self) -> None:
        """Enter: the keyboard's answer played (the stock clicked as the mouse clicks it, with its
        question), then the focus on the first card that can move; with nothing focused, the first."""
        keyboard = self.keyboard
        if self.game is None:
            return
        if not keyboard.ready():
            keyboard.step(1)
            return
        with keyboard.quiet():  # the table moves under the old focus: only the new one is said
            self.answer(self.clicks.stock() if keyboard.on_stock() else keyboard.activate())
        keyboard.focus_first()

    # -- hints -----------------------------------------------------------------------------------
    def hint(self) -> None:
        """Outline the best move's card and target for two seconds (H); again: the next hint. The
        position's hints are worked out once, off the table's thread (``hint_worker``): the first H of
        a position says the hint is being looked for, and shows it when it comes."""
        self.autoplayer.stop()
        game = self.game
        if game is None:
            return
        self.animator.stop_all()  # the outlines go where the cards are going, not where they are passing
        self.clear_hint(keep_list=True)
        if self.hint_cycle.known(game):
            self._show_next_hint()
            return
        position = position_of(game)
        if self._hint_asked == position and self.hint_worker.busy:
            return  # asked already: the answer is on its way
        self._hint_asked = position
        self.message.emit(QCoreApplication.translate("HintOverlay", "Looking for a hint…"))
        self.hint_worker.ask_hints(game, self._hints_found)

    @property
    def hint_pending(self) -> bool:
        """H was pressed and its hints are still being worked out."""
        return self._hint_asked is not None or self.hint_worker.busy

    def _hints_found(self, guided: object) -> None:
        game = self.game
        asked, self._hint_asked = self._hint_asked, None
        if game is None or asked != position_of(game):
            return  # the table moved on meanwhile: the next H asks about the new position
        self.hint_cycle.take(game, guided)  # type: ignore[arg-type]
        self._show_next_hint()

    def _show_next_hint(self) -> None:
        game = self.game
        assert game is not None
        hint = self.hint_cycle.next(game)
        if hint is None:
            self.message.emit(self.hint_cycle.nothing(game))
            return
        self.hint_overlay.show(game, hint.move)
        self.message.emit(self.hint_cycle.sentence(hint))

    def outline(self, move: Move, then: tuple[Move, ...] = ()) -> None:
        """Outline a move's card and target as a hint does, until the player moves (Where did it go
        wrong?'s move to play instead, after Undo to there). ``then``: when the player plays exactly
        this move, no automatic moves follow it and ``then[0]`` is outlined next, and so on (the
        automatic move that lost the deal is not played again before the one to play instead)."""
        if self.game is None:
            return
        self.animator.stop_all()  # the outlines go where the cards are going
        self.clear_hint()
        self.outlined, self._then = move, then
        self.hint_overlay.show(self.game, move, lasting=True)

    def clear_hint(self, keep_list: bool = False) -> None:
        """Take the hint's outlines away; unless ``keep_list``, the next H starts from the best hint."""
        self.outlined, self._then = None, ()
        self.hint_overlay.hide()
        if not keep_list:
            self.hint_cycle.forget()

    # -- view size -------------------------------------------------------------------------------
    def resize(self, width: float, height: float) -> None:
        outlined, then = self.outlined, self._then
        self.clear_hint(keep_list=True)
        self.cancel_drag()
        self.animator.stop_all()
        self.scene.set_view_size(width, height)
        if outlined is not None:  # it lasts until the player moves: drawn again where the cards are now
            self.outline(outlined, then=then)
