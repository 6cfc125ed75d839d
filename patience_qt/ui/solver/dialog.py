"""Game → Is this deal winnable?…: the solver's box about the table's position.

``SolverDialog``: a small non-modal box; the solver decides the current position in a
``SolveThread`` (elapsed time and the positions searched while it runs, the search's own count read as
it goes: ``solve(watch=…)``; Cancel passes through ``solve(cancel=…)``) and answers in one sentence,
followed by the proof's reason where a loss comes with one (``SolveResult.reason``: the reserve's
order alone makes a Rainbow-family deal impossible). When the deal can be won, **Show solution** plays
the winning line on the table (``SolutionPlayer``); when time ran out, **Search longer** goes on with
the same search (``solve(resume=…)``: what it proved dead is kept) for twice as long as the last call,
up to ``LONGER_AT_MOST`` times the first limit. The answer is about one position: once the table leaves
it (other than along the winning line the answer gave, which stays true) the answer is marked out of
date and Ask again is offered, as the default button; back on that position, the answer stands again.
Where the compiled search core is missing (a source install without a C compiler), the first question
of the session says so on the window's status bar, and how to get it: the plain search that stands in
proves little beyond small endgames.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QLocale, QRect, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMainWindow, QPushButton, QWidget

from ...play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, SolveResult, native
from ...play.solver.search import MEMORY_BOUND
from ...rules import Game, Move
from ..text.reason_sentences import sentence
from .box_frame import SolverBox
from .solution_player import SolutionPlayer
from .worker import SOLVE_SECONDS, SolveThread

if TYPE_CHECKING:
    from ..input.controller import TableController
    from ..window_parts import Say

# Search longer doubles the time of each call, up to this many times the first limit: 20 + 40 + 80 s
# of one search at most; its table of dead positions grows with it (160 s of search on an Open Shop
# deal took the whole process to 350 MB)
LONGER_AT_MOST = 4
NO_CORE_MS = 20_000  # how long the status bar says that the fast solver is missing


class SolverDialog(SolverBox):
    """Is this deal winnable? — asks the solver about the table's position, non-modal. ``undo_actions``:
    the main window's Undo and Redo, added to the box so that Ctrl+Z takes back a step of a shown line
    with the box in front too."""

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 max_seconds: float | None = None, undo_actions: tuple[QAction, ...] = (),
                 say: Say | None = None) -> None:
        super().__init__(controller, parent, undo_actions, width=420)
        self.max_seconds = max_seconds
        self.say = say  # the window's status bar, handed in (None: a box on its own, which says nothing)
        self.result: SolveResult | None = None
        self._cancelled = False  # the last answer came because Cancel stopped its search
        self.longer = 1  # the time limit in units of the first: doubled by each Search longer
        self._solved_game: Game | None = None
        self._solved_moves: list[Move] = []
        self._said_won = False  # the answer line says the game is won
        self._said_stale = False  # the answer line says the answer is about a position left
        self.player = SolutionPlayer(controller, self)
        self.progress.setRange(0, 0)  # a busy indicator
        self.show_button.clicked.connect(self._show_or_stop)
        self.player.running_changed.connect(self._name_show_button)
        self._ticker = QTimer(self)
        self._ticker.setInterval(200)
        self._ticker.timeout.connect(self._tick)
        self.retranslate()
        self._set_running(False)
        self.show_button.setEnabled(False)

    @property
    def show_button(self) -> QPushButton:
        """Show solution (Stop while the line plays): the box's own action."""
        return self.action_button

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Is this deal winnable?"))
        self.setAccessibleDescription(self.tr("The solver's answer about the game on the table comes below."))
        self._name_show_button(self.player.running)
        self._name_again_button()
        self.cancel_button.setText(self.tr("Cancel"))
        self.close_button.setText(self.tr("Close"))
        if self.result is not None:
            self._show_answer(self.result)
            if self._said_stale:
                self._mark_stale()
        if self._said_won:
            self.answer.setText(self.tr("This game is won."))

    def event(self, event: QEvent) -> bool:
        handled = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:  # a text changed: the box fits it
            self._fit_text()
        return handled

    def _fit_text(self) -> None:
        """Grow to show the whole answer. Qt keeps a window no smaller than its layout's minimum, which
        leaves out what a word-wrapped label needs at the window's width: the play-test's 420 x 114 box
        cut the first line of a long answer at the top and its last word at the bottom."""
        layout = self.layout()
        if layout is None:
            return
        need = layout.totalMinimumSize().height()
        if layout.hasHeightForWidth():
            need = max(need, layout.totalHeightForWidth(self.width()))
        if self.minimumHeight() != need:
            self.setMinimumHeight(need)
        if self.height() < need:
            grow = need - self.height()
            self.resize(self.width(), need)
            window = self.parentWidget()
            if self.isVisible() and window is not None:  # placed low over the table: it grows upwards
                past = self.frameGeometry().bottom() - window.frameGeometry().bottom()
                if past > 0:
                    self.move(self.pos().x(), self.pos().y() - min(grow, past))

    # -- asking ----------------------------------------------------------------------------------------
    def ask(self) -> None:
        """Solve the table's position in a thread; asked again about a position it ran out of time on,
        go on with that search for twice as long (the search is the same each time, so starting it
        again with the same limit would give the same answer; in the Rainbow family more time finds
        more winning lines)."""
        game = self.controller.game
        if game is None:
            return
        if self.running():
            if self._on_the_table():
                return  # the same question is being answered: the box shows its progress
            self._stop_thread()
        if game.is_won():
            self._set_running(False)
            self._position_changed()  # says so
            return
        resume = None
        if not self._out_of_time():
            self.longer = 1
        elif self.longer < LONGER_AT_MOST:
            assert self.result is not None
            resume = self.result.resume
            self.longer *= 2
        # else at the cap: asked again, a new search with the cap's limit
        self.player.stop()
        self.result = None
        self.player.set_line(game, list(game.moves), [])
        first = SOLVE_SECONDS if self.max_seconds is None else self.max_seconds
        self._cancelled = False
        self._solved_game, self._solved_moves = game, list(game.moves)
        self.answer.setText(self.tr("Looking for a winning line…"))
        self.detail.clear()
        self.show_button.setEnabled(False)
        self._set_running(True)
        self.search.start(SolveThread(game, max_seconds=first * self.longer, resume=resume, parent=self),
                          self._done)
        self._ticker.start()
        self._tell_once_without_the_core()

    told_without_the_core = False  # the session's first question without the compiled core said so

    def _tell_once_without_the_core(self) -> None:
        if native.available() or SolverDialog.told_without_the_core or self.say is None:
            return
        SolverDialog.told_without_the_core = True
        self.say(self.tr(
            "The fast solver is not installed, so this one decides few deals. Install Patience Qt from "
            "a wheel, the app bundle or the .deb, or from source with a C compiler, to get it."),
            NO_CORE_MS)

    @property
    def thread(self) -> SolveThread | None:
        """The search under way (None once it answered or was given up)."""
        return self.search.thread  # type: ignore[return-value]

    def running(self) -> bool:
        return self.search.running()

    def _on_the_table(self) -> bool:
        """The table shows the position the last question was about."""
        game = self.controller.game
        return game is not None and game is self._solved_game and list(game.moves) == self._solved_moves

    def _stop_thread(self) -> None:
        """Give up the search and wait for it: its answer would be about another position; it is
        freed at once, with the tables it built."""
        self._ticker.stop()
        self.search.give_up(wait=True)

    def stale(self) -> bool:
        """The answer is about a position the table has left: another position than the one asked
        about, and not one along the winning line the answer gave (that line still wins from there)."""
        if self.result is None or self.running() or self._on_the_table():
            return False
        return not (self.result.verdict == WINNABLE and self.player.progress() is not None)

    def _mark_stale(self) -> None:
        self.answer.setText(self.answer.text() + " " + self.tr(
            "The cards have moved since this answer: ask again about the game as it is now."))

    def _out_of_time(self) -> bool:
        """The last answer ran out of time (not cancelled) on the position the table still shows, with
        a search that can go on (not one stopped by its memory bound: the plain search's)."""
        result = self.result
        return (result is not None and result.verdict == UNKNOWN and not self._cancelled
                and result.note != MEMORY_BOUND and self._on_the_table())

    def _name_again_button(self) -> None:
        if self._out_of_time() and self.longer < LONGER_AT_MOST:
            self.again_button.setText(self.tr("Search &longer"))
            self.again_button.setToolTip(self.tr("Go on with this search for twice as long."))
        else:
            self.again_button.setText(self.tr("&Ask again"))
            self.again_button.setToolTip("")

    def _set_running(self, on: bool) -> None:
        self.progress.setVisible(on)
        self.cancel_button.setVisible(on)
        self.again_button.setVisible(not on)
        self.close_button.setVisible(not on)

    def _tick(self) -> None:
        thread = self.thread
        if thread is not None and thread.isRunning():
            self.detail.setText(self.tr("{seconds} s, %Ln positions", "", thread.positions()).format(
                seconds=QLocale().toString(thread.elapsed(), "f", 1)))

    def _done(self, asked: SolveThread) -> None:
        """The answer of the search under way (``RunningSearch`` drops a given-up one's)."""
        self._ticker.stop()
        result = asked.result if asked.result is not None else SolveResult(UNKNOWN)
        self.result, self._cancelled = result, asked.cancelled()
        self._set_running(False)
        self._show_answer(result)
        if result.verdict == WINNABLE:
            self.player.set_line(self._solved_game, self._solved_moves, result.line)
        self._position_changed()

    def _show_answer(self, result: SolveResult) -> None:
        if result.verdict == WINNABLE:
            text = self.tr("This deal can still be won (a line of %n moves).", "", len(result.line))
        elif result.verdict == NOT_WINNABLE:
            text = self.tr("This deal cannot be won from here.")
            if result.reason is not None:  # the proof said why (the reserve's order): so does the box
                text += " " + sentence(result.reason)
        elif self._cancelled:
            text = self.tr("Cancelled before an answer.")
        elif result.note == MEMORY_BOUND:
            text = self.tr("No answer: this search has used all the memory it may; more time would not help.")
        else:
            text = self.tr("No answer within the time limit.")
        self.answer.setText(text)
        # which search answered: the compiled core, or the Python one (an install without a compiler)
        core = self.tr("compiled search") if result.core == "native" else self.tr("Python search")
        self.detail.setText(self.tr("{seconds} s, %Ln positions", "", result.nodes).format(
            seconds=QLocale().toString(result.seconds, "f", 1)) + f"; {core}")

    def _position_changed(self) -> None:
        """The line fits the table only while the game is its position plus the line's first moves;
        an unfinished search is kept only while its position is on the table (it holds much memory);
        a search still running when another deal comes to the table is given up, and an answer about
        another deal is not left standing."""
        game = self.controller.game
        if game is not self._solved_game and (self.running() or self.result is not None):
            self._stop_thread()
            self.result = None
            self._set_running(False)
            self.answer.setText(self.tr("Another game is on the table: ask again about it."))
            self.detail.clear()
        won_now = game is not None and game.is_won() and not self.running()
        if won_now:
            self.answer.setText(self.tr("This game is won."))
        elif self._said_won and self.result is not None:
            self._show_answer(self.result)  # undone from the win: the answer stands again
        elif self._said_won:
            self.answer.clear()
        self._said_won = won_now
        stale = not won_now and self.stale()
        if stale != self._said_stale and self.result is not None:
            self._show_answer(self.result)  # marked out of date, or back on its position: as it was
            if stale:
                self._mark_stale()
        self._said_stale = stale
        if stale:
            self.again_button.setDefault(True)
        if not self.running() and not self._out_of_time():
            self._drop_search()
        won = self.result is not None and self.result.verdict == WINNABLE
        fits = won and self.player.progress() is not None
        self.show_button.setEnabled(fits and not self.running() and not won_now)
        if self.result is not None and self.result.verdict == WINNABLE and not fits:
            self.show_button.setToolTip(self.tr("The cards have moved since the answer: ask again."))
        else:
            self.show_button.setToolTip("")
        self._name_again_button()

    def _show_or_stop(self) -> None:
        if self.player.running:
            self.player.stop()
        else:
            self.show_solution()

    def _name_show_button(self, playing: bool = False) -> None:
        """Show solution, or Stop while the line is being played (a click on the table stops it too)."""
        self.show_button.setText(self.tr("&Stop") if playing else self.tr("&Show solution"))
        if not playing:
            self._position_changed()

    def show_solution(self) -> None:
        if self.player.progress() is None:
            self._position_changed()
            return
        self._step_aside()
        self.player.start()

    def _step_aside(self) -> None:
        """While the line plays the player watches the table: the box moves beside the window when the
        screen has room, else into the window's bottom right corner, where the tables leave most room."""
        window = self.parentWidget()
        screen = self.screen()
        if window is None or screen is None:
            return
        room, frame, box = screen.availableGeometry(), window.frameGeometry(), self.frameGeometry()
        main = window if isinstance(window, QMainWindow) else None  # the table is its central widget
        view = main.centralWidget() if main is not None else None
        if view is not None:
            table = QRect(view.mapToGlobal(view.rect().topLeft()), view.size())
            if not box.intersects(table):
                return  # where the player put it, off the table: it stays
        gap = 8
        if frame.right() + gap + box.width() <= room.right():
            self.move(frame.right() + gap, frame.top())
        elif frame.left() - gap - box.width() >= room.left():
            self.move(frame.left() - gap - box.width(), frame.top())
        else:
            corner = window.mapToGlobal(window.rect().bottomRight())
            bar = main.statusBar().height() if main is not None else 0
            self.move(corner.x() - box.width() - gap, corner.y() - bar - box.height() - gap)

    def _drop_search(self) -> None:
        if self.result is not None:
            self.result.resume = None

    def _put_away(self) -> None:
        self.cancel()
        self.player.stop()
        self._drop_search()

    def finish(self) -> None:
        """Cancel the search and wait for the thread (the window is going away)."""
        self._ticker.stop()
        self.player.stop()
        self.search.finish()
        self._drop_search()

