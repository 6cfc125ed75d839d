"""Game → Where did it go wrong?: the box that looks back along the game and says which move lost it.

``WhereBox``: a small non-modal box. The solver's bisection over the game's history
(``play/where_wrong.py``'s ``WhereProbe``) runs in a ``WhereThread``; the box shows its solves done of at
most how many, and Cancel (or Escape, or closing the box) stops it. The answer is one sentence
(``answer_sentence``), for each kind of ``Finding``:

* the move that lost the deal, named by its number in the game and in words as Undo names it
  ("Move 23, the 7♠ to waste pile 2, lost the deal: …"), with **Undo to there**: the controller's
  ``rewind`` goes back to just before that move's step as one undo step (Edit → Undo brings the lost
  position back, Redo goes back again), and the game is marked assisted (a win from there is won with
  help, as after Show solution);
* a deal lost from the start, with the loss proof's reason in words (``reason_text.sentence``);
* a game that can still be won; what the solver knows where it could not decide, and where it knows
  a position from which the deal could still be won (``WINNABLE_UNTIL``), **Undo to there** goes back
  to it the same way: the player may try again from there (or ask Show solution).

The table is never frozen: the player may move cards while the search runs. The answer is about the
history the question was asked on; Undo to there is offered only while that history is still the
game's, up to the losing move.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...play.where_wrong import (
    CANCELLED,
    LOST_AT,
    LOST_FROM_START,
    STILL_WINNABLE,
    WINNABLE_UNTIL,
    Finding,
    WhereProbe,
    applies,
)
from ..text.announce import AnnouncedLabel
from ..text.card_names import card_name
from ..text.move_names import describe_move, names_a_card
from ..text.reason_text import sentence
from .where_wrong import SECONDS_EACH, Probe, WhereThread

if TYPE_CHECKING:  # pragma: no cover
    from ...play.session import Session
    from ...rules import Game, Move
    from ..input.controller import TableController


def goes_back(finding: Finding | None) -> bool:
    """The answer knows a position to go back to: before the losing move, or the last one proved
    winnable after a move (one proved winnable at the deal only is Restart's)."""
    if finding is None or finding.step is None:
        return False
    return finding.kind == LOST_AT or (finding.kind == WINNABLE_UNTIL and bool(finding.winnable_until))


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("WhereBox", text, disambiguation, n)


def answer_sentence(finding: Finding, game: Game | None = None) -> str:
    """What the solver found, in one sentence (two where a loss from the start has its proof's reason):
    the move that lost the deal named as Undo names it, in ``game``'s words for its places."""
    kind = finding.kind
    if kind == STILL_WINNABLE:
        return tr("This game can still be won.")
    if kind == LOST_AT and finding.move_number is not None:
        return lost_at(finding.move_number, finding.move, game)
    if kind == LOST_FROM_START:
        if finding.reason is None:
            return tr("This deal could not be won from the first card: no line of play from the deal "
                      "wins it.")
        text = tr("This deal could not be won from the first card.") + " " + sentence(finding.reason)
        if finding.blocked:
            cards = ", ".join(card_name(card) for card in finding.blocked)
            text += " " + tr("Those cards, the outer one first: {cards}.").format(cards=cards)
        return text
    if kind == CANCELLED:
        return tr("Cancelled before an answer.")
    lost_by = finding.lost_by
    if kind == WINNABLE_UNTIL and finding.winnable_until is not None:
        if finding.winnable_until == 0:
            text = tr("The deal could be won from the start; after its first move the solver could not "
                      "decide.")
        else:
            text = tr("The deal could be won up to move {number}; after that the solver could not "
                      "decide.").format(number=finding.winnable_until)
        if lost_by is not None:
            text += " " + tr("It was lost by move {number} at the latest.").format(number=lost_by)
        return text
    # undecided: nothing proved winnable in the time the solver had
    if lost_by is not None:
        return tr("The solver could not decide where the deal was lost, only that it was lost by move "
                  "{number} at the latest.").format(number=lost_by)
    return tr("The solver could not decide, in the time it had, whether this deal could be won at any "
              "point of the game.")


def lost_at(number: int, move: Move | None, game: Game | None) -> str:
    """"Move 23, the 7♠ to waste pile 2, lost the deal: …"; a move named by what it does ("turn the
    stock") in brackets."""
    if move is None:
        return tr("Move {number} lost the deal: before it, the deal could still be won.").format(
            number=number)
    name = describe_move(move, game)
    if names_a_card(move):
        return tr("Move {number}, the {move}, lost the deal: before it, the deal could still be "
                  "won.").format(number=number, move=name)
    return tr("Move {number} ({move}) lost the deal: before it, the deal could still be won.").format(
        number=number, move=name)


def _history(session: Session) -> list[tuple[Move, ...]]:
    """The moves of each played step, to tell later whether the game is still the one asked about."""
    return [tuple(session.step(number).moves) for number in range(session.done)]


class WhereBox(QDialog):
    """Where did it go wrong? — the solver looks back along the game on the table, non-modal."""

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 seconds_each: float = SECONDS_EACH, solver: Callable[..., Any] | None = None,
                 undo_actions: tuple[QAction, ...] = ()) -> None:
        super().__init__(parent)
        self.controller = controller
        self.seconds_each = seconds_each
        self.solver = solver  # None: the real solver; tests hand in a stand-in
        self.make_probe: Callable[[Session], Probe] = WhereProbe.of
        self.thread: WhereThread | None = None
        self.finding: Finding | None = None
        self._session: Session | None = None  # the session asked about, and its history then
        self._asked: list[tuple[Move, ...]] = []
        self.setModal(False)
        self.setMinimumWidth(440)
        self.answer = AnnouncedLabel(self)  # a screen reader hears the answer come
        self.answer.setWordWrap(True)
        self.progress = QProgressBar(self)
        self.progress.setTextVisible(False)
        self.detail = QLabel(self)
        self.detail.setWordWrap(True)
        self.buttons = QDialogButtonBox(self)
        self.undo_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.cancel_button = QPushButton(self)
        self.close_button = QPushButton(self)
        role = QDialogButtonBox.ButtonRole
        self.buttons.addButton(self.undo_button, role.ActionRole)
        self.buttons.addButton(self.again_button, role.ActionRole)
        self.buttons.addButton(self.cancel_button, role.RejectRole)
        self.buttons.addButton(self.close_button, role.AcceptRole)
        self.undo_button.clicked.connect(self.undo_to_there)
        self.again_button.clicked.connect(self.ask)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.answer)
        layout.addWidget(self.progress)
        layout.addWidget(self.detail)
        layout.addWidget(self.buttons)
        controller.changed.connect(self._position_changed)
        # a window of its own: the main window's Undo and Redo keys work with the box in front too
        for action in undo_actions:
            self.addAction(action)
        self.retranslate()
        self._show_state()

    def retranslate(self) -> None:
        self.setWindowTitle(tr("Where did it go wrong?"))
        self.setAccessibleDescription(tr("The solver looks back along the game for the move that lost it."))
        self.undo_button.setText(tr("&Undo to there"))
        self.again_button.setText(tr("&Ask again"))
        self.again_button.setToolTip(tr("Look back along the game as it is now."))
        self.cancel_button.setText(tr("Cancel"))
        self.close_button.setText(tr("&Close"))
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
        self.thread = thread = WhereThread(self.make_probe(session), self.seconds_each, self.solver,
                                           parent=self)
        thread.progressed.connect(self._progressed)
        thread.done.connect(self._done)
        self.progress.setRange(0, 0)  # busy until the first count comes
        self.detail.clear()
        thread.start()
        self._show_state()

    def running(self) -> bool:
        return self.thread is not None and self.thread.isRunning()

    def cancel(self) -> None:
        if self.thread is not None:
            self.thread.cancel()

    def _stop_thread(self) -> None:
        """Cancel the search and wait for it: its answer would be about another game."""
        thread, self.thread = self.thread, None
        if thread is not None:
            thread.cancel()
            thread.wait()

    def _progressed(self, done: int, most: int) -> None:
        if self.sender() is not self.thread:
            return  # a search given up
        self.progress.setRange(0, max(most, 1))
        self.progress.setValue(min(done, max(most, 1)))
        self.detail.setText(tr("Solves done: {done} of at most {most}").format(done=done, most=most))

    def _done(self, finding: Finding) -> None:
        thread = self.thread
        if self.sender() is not thread or thread is None:
            return
        thread.wait()
        self.finding = finding
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
            self.undo_button.setToolTip(self._undo_tip(finding))
            self._default(self.undo_button)
        else:
            self.undo_button.setToolTip(tr("The game has changed since you asked: ask again.")
                                        if offer else "")
            self._default(self.again_button if stale else self.close_button)

    @staticmethod
    def _undo_tip(finding: Finding) -> str:
        if finding.kind == LOST_AT:
            return tr("Take back move {number} and every move after it, as one step that Undo brings "
                      "back. A win from there counts as won with help.").format(number=finding.move_number)
        return tr("Go back to just after move {number}, where the deal could still be won, as one step "
                  "that Undo brings back. A win from there counts as won with help.").format(
                      number=finding.winnable_until)

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
        if finding.kind == LOST_AT:
            said = tr("Back before move {number}: Undo brings the game back as it was.").format(
                number=finding.move_number)
        else:
            said = tr("Back after move {number}, where the deal could still be won: Undo brings the "
                      "game back as it was.").format(number=finding.winnable_until)
        self.controller.message.emit(said)
        self.close()

    # -- going away --------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.cancel()
        super().closeEvent(event)

    def reject(self) -> None:
        """Escape: as closing the box (a search left running out of sight would answer later about
        whatever the table then shows)."""
        self.cancel()
        super().reject()

    def finish(self) -> None:
        """Cancel and wait for the thread (the window is going away)."""
        self.cancel()
        if self.thread is not None:
            self.thread.wait(5000)
