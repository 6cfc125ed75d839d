"""Game → Where did it go wrong?: the box that looks back along the game and says which move lost it.

``WhereBox``: a small non-modal box. The solver's bisection over the game's history
(``play/where_wrong.py``'s ``WhereProbe``) runs in a ``WhereThread``; the box shows the window narrowing
("Between move 40 and move 57": proved winnable after the one, not proved so after the other), the
solves done of at most how many, and the seconds spent of the limit it has (``TOTAL_SECONDS``: the
longer looks at an undecided position take what is left of it), and Cancel (or Escape, or closing
the box) stops it. The answer is one sentence (``where_words.answer_sentence``), for each kind of ``Finding``:

* the move named, by its number in the game and in words as Undo names it: "Move 23, the 7♠ to waste
  pile 2, lost the deal: …", only where the position before it is proved winnable and the one after it
  proved lost; where the position after the last one proved winnable stays undecided, no move is
  blamed: "After move 22 the deal could still be won; the solver could not decide the position after
  the next move in 38 seconds: it is not proved lost." Either way, the first move of the solver's
  winning line from the last position proved winnable ("Instead, the 7♠ to waste pile 3 keeps the deal
  winnable"). **Undo to there**: the controller's ``rewind`` goes back to just before that move's step
  as one undo step (Edit → Undo brings the lost position back, Redo goes back again), the game is
  marked assisted (a win from there is won with help, as after Show solution), and the move to play
  instead is outlined as a hint is (``TableController.outline``) until the player moves;
* a deal lost from the start, with the loss proof's reason in words (``reason_sentences.sentence``);
* a game that can still be won; what the solver knows where it could not decide, and where it knows
  a position from which the deal could still be won (``WINNABLE_UNTIL``), **Undo to there** goes back
  to it the same way: the player may try again from there (or ask Show solution).

The table is never frozen: the player may move cards while the search runs. The answer is about the
history the question was asked on; Undo to there is offered only while that history is still the
game's, up to the named move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton, QWidget

from ...play.where_wrong import AFTER_WINNABLE, CANCELLED, TOTAL_SECONDS, Finding, WhereProbe, applies
from .box_frame import SolverBox
from .where_thread import SECONDS_EACH, Probe, WhereThread
from .where_words import answer_sentence, back_message, goes_back, undo_tip, window_text

if TYPE_CHECKING:  # pragma: no cover
    from ...play.session import Session
    from ...rules import Move
    from ..input.controller import TableController


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("WhereBox", text, disambiguation, n)


def _history(session: Session) -> list[tuple[Move, ...]]:
    """The moves of each played step, to tell later whether the game is still the one asked about."""
    return [tuple(session.step(number).moves) for number in range(session.done)]


class WhereBox(SolverBox):
    """Where did it go wrong? — the solver looks back along the game on the table, non-modal.
    ``undo_actions``: the main window's Undo and Redo, which work with the box in front too."""

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 seconds_each: float = SECONDS_EACH, solver: Callable[..., Any] | None = None,
                 undo_actions: tuple[QAction, ...] = ()) -> None:
        super().__init__(controller, parent, undo_actions, width=440)
        self.seconds_each = seconds_each
        self.solver = solver  # None: the real solver; tests hand in a stand-in
        self.make_probe: Callable[[Session], Probe] = WhereProbe.of
        self.finding: Finding | None = None
        self._session: Session | None = None  # the session asked about, and its history then
        self._asked: list[tuple[Move, ...]] = []
        self._window = ""  # how far the look back has got ("Between move 40 and move 57")
        self._solves = ""  # and the solves done
        self._clock = ""  # and the seconds spent, of at most how many
        self._ticker = QTimer(self)
        self._ticker.setInterval(500)
        self._ticker.timeout.connect(self._tick)
        self.undo_button.clicked.connect(self.undo_to_there)
        self.retranslate()
        self._show_state()

    @property
    def undo_button(self) -> QPushButton:
        """Undo to there: the box's own action."""
        return self.action_button

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Where did it go wrong?"))
        self.setAccessibleDescription(tr("The solver looks back along the game for the move that lost it."))
        self.undo_button.setText(tr("&Undo to there"))
        self.again_button.setText(tr("&Ask again"))
        self.again_button.setToolTip(tr("Look back along the game as it is now."))
        self.cancel_button.setText(tr("Cancel"))
        self.close_button.setText(tr("&Close"))
        self._show_state()

    # -- asking ------------------------------------------------------------------------------------------
    def ask(self) -> None:
        """Look back along the game on the table in a thread (a question under way about the same history
        goes on: the box shows its progress)."""
        session = self.controller.session
        if session is None:
            return
        if not applies(session.game):  # asked again on a game with nothing to look back on
            self._stop_thread()
            self.finding, self._session = None, None
            self._show_state()
            self.answer.setText(tr("There is nothing to look back on in this game."))
            return
        if self.running():
            assert self.thread is not None
            if not self._changed_since() and not self.thread.cancelled():
                return
            self._stop_thread()
        elif self.finding is not None and self.finding.kind != CANCELLED and not self._changed_since():
            self._show_state()
            return  # the answer stands: the game is the one it is about
        self._session, self._asked = session, _history(session)
        self.finding = None
        thread = WhereThread(self.make_probe(session), self.seconds_each, self.solver, parent=self)
        thread.progressed.connect(self._progressed)
        thread.narrowed.connect(self._narrowed)
        self.progress.setRange(0, 0)  # busy until the first count comes
        self.detail.clear()
        self._window = self._solves = self._clock = ""
        self.search.start(thread, self._done)
        self._ticker.start()
        self._show_state()

    @property
    def thread(self) -> WhereThread | None:
        """The search under way (None once it answered or was given up)."""
        return self.search.thread  # type: ignore[return-value]

    def running(self) -> bool:
        return self.search.running()

    def _stop_thread(self) -> None:
        """Give up the search and wait for it: its answer would be about another game."""
        self.search.give_up(wait=True)

    def _progressed(self, done: int, most: int) -> None:
        if self.sender() is not self.thread:
            return  # a search given up
        self.progress.setRange(0, max(most, 1))
        self.progress.setValue(min(done, max(most, 1)))
        self._solves = tr("Solves done: {done} of at most {most}").format(done=done, most=most)
        self._show_progress()

    def _narrowed(self, low: int, high: int) -> None:
        """The window between the last position proved winnable and the first with no win found."""
        if self.sender() is not self.thread:
            return
        self._window = window_text(low, high)
        self._show_progress()

    def _tick(self) -> None:
        thread = self.thread
        if thread is None or not self.running():
            self._ticker.stop()
            return
        self._clock = tr("{seconds} s of at most {most} s").format(
            seconds=int(thread.elapsed()), most=int(TOTAL_SECONDS))
        self._show_progress()

    def _show_progress(self) -> None:
        self.detail.setText("\n".join(part for part in (self._window, self._solves, self._clock) if part))

    def _done(self, thread: WhereThread) -> None:
        """The answer of the search under way (``RunningSearch`` drops a given-up one's)."""
        self._ticker.stop()
        self.finding = thread.finding if thread.finding is not None else Finding(CANCELLED)
        self._show_state()

    # -- what the box shows ----------------------------------------------------------------------------
    def _changed_since(self) -> bool:
        """The game on the table is not the history the question was asked about any more."""
        session = self.controller.session
        return session is not self._session or session is None or _history(session) != self._asked

    def fits(self) -> bool:
        """Undo to there still means what the answer says: the same game, played on past the step to go
        back before (the losing one, or the first after the last position known winnable), every step
        up to it the one asked about."""
        finding, session = self.finding, self.controller.session
        if not goes_back(finding):
            return False
        assert finding is not None and finding.step is not None
        step = finding.step
        if session is None or session is not self._session or session.done <= step:
            return False
        return all(tuple(session.step(number).moves) == self._asked[number] for number in range(step + 1))

    def _show_state(self) -> None:
        running = self.running()
        finding = self.finding
        self.progress.setVisible(running)
        self.cancel_button.setVisible(running)
        self.close_button.setVisible(not running)
        offer = goes_back(finding)
        self.undo_button.setVisible(offer and not running)
        self.undo_button.setEnabled(self.fits())
        stale = finding is not None and self._changed_since()
        self.again_button.setVisible(not running and (finding is None or stale))
        if running:
            self.answer.setText(tr("Looking back along the game for the move that lost it…"))
            self._default(self.cancel_button)
            return
        if finding is None:
            self.answer.clear()
            self.detail.clear()
        else:
            text = answer_sentence(finding, self._session.game if self._session is not None else None)
            if stale:
                text += " " + tr("The game has changed since you asked.")
            self.answer.setText(text)
            if finding.kind == CANCELLED:
                self.detail.clear()
            else:
                self.detail.setText(tr("The solver looked at %n positions of this game.", "",
                                       finding.solves))
        if offer and self.fits():
            assert finding is not None
            self.undo_button.setToolTip(undo_tip(finding))
            self._default(self.undo_button)
        else:
            self.undo_button.setToolTip(tr("The game has changed since you asked: ask again.")
                                        if offer else "")
            self._default(self.again_button if stale else self.close_button)

    def _default(self, button: QPushButton) -> None:
        """Enter presses ``button``: the default, and the focus (a focused button takes Enter)."""
        button.setDefault(True)
        if self.isVisible():
            button.setFocus()

    def _position_changed(self) -> None:
        """The table changed: a search about another game is given up; Undo to there follows the game."""
        if self._session is not None and self.controller.session is not self._session and self.running():
            self._stop_thread()
            self.finding = None
            self._show_state()
            self.answer.setText(tr("Another game is on the table: ask again about it."))
            return
        if not self.running() and self.isVisible():  # a closed box is brought up to date by ask()
            self._show_state()

    # -- the answer's button ---------------------------------------------------------------------------
    def undo_to_there(self) -> None:
        """Go back to just before the step that lost the deal (or to the last position the solver
        proved winnable), as one undo step; the game is assisted."""
        finding = self.finding
        if finding is None or finding.step is None or not self.fits():
            self._show_state()
            return
        self.controller.assisted = True  # the solver showed the way: a win from here is won with help
        self.controller.rewind(finding.step)
        if finding.kind in AFTER_WINNABLE and finding.instead is not None:  # outlined until the player moves
            chain = [*finding.prelude, finding.instead]  # the prelude's moves with no automatic ones
            self.controller.outline(chain[0], then=tuple(chain[1:]))
        self.controller.message.emit(back_message(finding, self.controller.game))
        self.close()

    # -- going away --------------------------------------------------------------------------------------
    def finish(self) -> None:
        """Cancel the search and wait for the thread (the window is going away)."""
        self._ticker.stop()
        self.search.finish()
