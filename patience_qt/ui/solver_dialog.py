"""Game → Is this deal winnable?…, Show solution, Deal only winnable games, and the odds in the chooser.

* ``SolverDialog``: a small non-modal box; the solver decides the current position in a
  ``SolveThread`` (elapsed time and about how many positions while it runs, Cancel passes through
  ``solve(cancel=…)``) and answers in one sentence. When the deal can be won, **Show solution** plays
  the winning line on the table; when time ran out, **Search longer** goes on with the same search
  (``solve(resume=…)``: what it proved dead is kept) for twice as long as the last call, up to
  ``LONGER_AT_MOST`` times the first limit.
* ``SolutionPlayer``: plays a line move by move like autoplay (each move an ordinary undoable command,
  animated), stopped by any input on the table. The line belongs to a position: the player's game must
  be that position followed by the first moves of the line (Undo during the replay is fine); anything
  else and the line is stale, the button goes grey until the deal is asked about again.
* ``SolverActions``: the menu action, the dialog, and New game's search for a winnable deal when the
  preference ``play/winnable_only`` is on (``WinnableSearch``: successive game numbers, a short budget
  each; the first proved winnable is dealt, or after the total budget one of the game numbers the
  solver proved winnable when ``winnable_deals.json`` was made, or where it lists none the next
  number, with a word in the status bar).
* ``odds_text``: the line the chooser shows from ``play.odds``' table.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, QRect, QSettings, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ..play.odds import WINNABLE_PATH, listed_winnable, load_odds_table, odds_entry
from ..play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, SolveResult
from ..rules import Move
from .autoplay import STEP_MS, WAIT_MS, StopsOnTableInput
from .solver_worker import SOLVE_SECONDS, SolveThread, WinnableSearch

if TYPE_CHECKING:
    from .controller import TableController

WINNABLE_ONLY_KEY = "play/winnable_only"
# Search longer doubles the time of each call, up to this many times the first limit: 20 + 40 + 80 s
# of one search at most; its table of dead positions grows with it (160 s of search on an Open Shop
# deal took the whole process to 350 MB)
LONGER_AT_MOST = 4
CONTEXT = "SolverDialog"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("SolverDialog", text, disambiguation, n)


def winnable_only(settings: QSettings) -> bool:
    value = settings.value(WINNABLE_ONLY_KEY)
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        return value.strip().lower() in ("1", "true", "yes", "on")
    return False


# -- the odds in the chooser ---------------------------------------------------------------------------
def _percent(count: int, deals: int) -> str:
    """The share in the locale's way, with as many decimals as it takes not to read 0 or 100 where the
    count is not none or all (2 deals in 10,000 are "0.02", not "0.0"; 997 in 1,000 "99.7", not "100")."""
    if not deals:
        return QLocale().toString(0)
    return QLocale().toString(100.0 * count / deals, "f", _digits(count, deals))


def _digits(count: int, deals: int) -> int:
    """The decimals ``_percent`` shows ``count`` of ``deals`` with (``deals`` > 0)."""
    share = 100.0 * count / deals
    digits = 0
    while digits < 3 and 0 < count < deals and round(share, digits) in (0, 100):
        digits += 1
    if 0 < count < deals and digits == 0 and (share < 1 or share > 99):
        digits = 1
    return digits


def _shares(counts: list[int], deals: int) -> list[str]:
    """Shares of one whole with the same decimals (none or all: plain 0 and 100) that, as shown, add
    up to 100 (37.5 and 62.5 read "38" and "63" at no decimals: 101 in all)."""
    if not deals:
        return [_percent(count, deals) for count in counts]
    digits = max(_digits(count, deals) for count in counts)

    def shown(count: int, digits: int) -> float:  # as the locale rounds it (62.5 -> 63), not round()
        return float(QLocale.c().toString(100.0 * count / deals, "f", digits))

    while digits < 3 and round(sum(shown(count, digits) for count in counts), 6) != 100:
        digits += 1
    return [QLocale().toString(100.0 * count / deals, "f", digits if 0 < count < deals else 0)
            for count in counts]


_TABLE: dict[str, dict[str, dict[str, Any]]] | None = None
_LISTED: dict[str, dict[str, dict[str, Any]]] | None = None  # winnable_deals.json, read once


def shipped_odds(game_id: str, options: dict[str, Any] | None,
                 table: dict[str, dict[str, dict[str, Any]]] | None = None) -> dict[str, Any] | None:
    """This game's and variant's entry of the odds table (read once), or None."""
    global _TABLE
    if table is None:
        if _TABLE is None:
            _TABLE = load_odds_table()
        table = _TABLE
    try:
        entry = odds_entry(game_id, options, table)
    except (KeyError, ValueError, TypeError):
        return None
    return entry if entry and entry.get("deals") else None


def shipped_winnable(game_id: str, options: dict[str, Any] | None) -> list[int]:
    """The game numbers the shipped list holds as proved winnable for this game and variant."""
    global _LISTED
    if _LISTED is None:
        _LISTED = load_odds_table(WINNABLE_PATH)
    return listed_winnable(game_id, options, _LISTED)


def odds_text(game_id: str, options: dict[str, Any] | None,
              table: dict[str, dict[str, dict[str, Any]]] | None = None) -> str:
    """The solver's odds for this game and variant from the odds table, or "not measured"."""
    entry = shipped_odds(game_id, options, table)
    if entry is None:
        return tr("Solver odds: not measured.")
    deals = int(entry["deals"])
    winnable, lost, unknown = _shares(
        [int(entry.get(name, 0)) for name in ("winnable", "lost", "unknown")], deals)
    text = tr("Solver: {winnable}% winnable, {lost}% lost, {unknown}% unknown of {deals} deals").format(
        winnable=winnable, lost=lost, unknown=unknown, deals=QLocale().toString(deals))
    nodes = entry.get("nodes_per_deal")
    if entry.get("unknown") and isinstance(nodes, int):
        # "unknown" is the search's limit speaking, not the game: say how far it looked
        text += tr(" (searched {positions} positions a deal)").format(positions=QLocale().toString(nodes))
    won = _percent(int(entry.get("policy_won", 0)), deals)
    if entry.get("policy") in ("hint", "hints"):
        return text + tr("; always following the hints wins {share}%").format(share=won)
    return text + tr("; played out, {share}% come out").format(share=won)


# -- playing a line ------------------------------------------------------------------------------------
class SolutionPlayer(StopsOnTableInput, QObject):
    """Plays ``line`` from ``start`` (the moves of the game when it was solved) on the controller."""

    running_changed = Signal(bool)

    def __init__(self, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.game: Any = None
        self.start_moves: list[Move] = []
        self.line: list[Move] = []
        self.interval = STEP_MS  # from one move to the next
        self._automove = True
        self._init_runner(self._step)
        self._playing = False  # a move of the line is being played (not the player's undo or redo)
        controller.undo_stack.indexChanged.connect(self._history_moved)

    def _history_moved(self, _index: int) -> None:
        if not self._playing:
            self.stop()  # Undo or Redo from a menu or the toolbar stops the replay too

    def set_line(self, game: Any, start_moves: list[Move], line: list[Move]) -> None:
        self.stop()
        self.game, self.start_moves, self.line = game, list(start_moves), list(line)

    def progress(self) -> int | None:
        """How many moves of the line the game has played, or None when the line no longer fits it."""
        game = self.controller.game
        if game is None or game is not self.game or not self.line:
            return None
        moves = game.moves
        start = len(self.start_moves)
        if len(moves) < start or len(moves) > start + len(self.line):
            return None
        if list(moves[:start]) != self.start_moves:
            return None
        done = len(moves) - start
        if list(moves[start:]) != self.line[:done]:
            return None
        return done

    def start(self) -> bool:
        if self._running or self.progress() is None:
            return self._running
        self._automove = self.controller.automove
        self.controller.automove = False  # the line holds every move, automatic ones too
        self._begin()
        self.running_changed.emit(True)
        return True

    def stop(self) -> None:
        if self._end():
            self.controller.automove = self._automove
            self.running_changed.emit(False)

    def _step(self) -> None:
        if not self._running:
            return
        c = self.controller
        if c.animator.running or c.auto_pending():
            self._timer.start(WAIT_MS)
            return
        done = self.progress()
        if done is None or done >= len(self.line) or c.holding():
            self.stop()
            return
        self._playing = True
        c.assisted = True  # a game the solver played in is not the player's win (see GameKeeper)
        try:
            played = c.play(self.line[done])
        finally:
            self._playing = False
        if not played:
            self.stop()
            return
        if self._running:
            self._timer.start(self.interval)

# -- the dialog ----------------------------------------------------------------------------------------
class SolverDialog(QDialog):
    """Is this deal winnable? — asks the solver about the table's position, non-modal."""

    def __init__(self, controller: TableController, parent: QWidget | None = None,
                 max_seconds: float | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.max_seconds = max_seconds
        self.thread: SolveThread | None = None
        self.result: SolveResult | None = None
        self.longer = 1  # the time limit in units of the first: doubled by each Search longer
        self._solved_game: Any = None
        self._solved_moves: list[Move] = []
        self._said_won = False  # the answer line says the game is won
        self.player = SolutionPlayer(controller, self)
        self.setModal(False)
        self.setMinimumWidth(420)
        self.answer = QLabel(self)
        self.answer.setWordWrap(True)
        self.detail = QLabel(self)
        self.busy = QProgressBar(self)
        self.busy.setRange(0, 0)  # a busy indicator
        self.busy.setTextVisible(False)
        self.buttons = QDialogButtonBox(self)
        self.show_button = QPushButton(self)
        self.again_button = QPushButton(self)
        self.cancel_button = QPushButton(self)
        self.close_button = QPushButton(self)
        role = QDialogButtonBox.ButtonRole
        self.buttons.addButton(self.show_button, role.ActionRole)
        self.buttons.addButton(self.again_button, role.ActionRole)
        self.buttons.addButton(self.cancel_button, role.RejectRole)
        self.buttons.addButton(self.close_button, role.AcceptRole)
        self.show_button.clicked.connect(self._show_or_stop)
        self.player.running_changed.connect(self._name_show_button)
        self.again_button.clicked.connect(self.ask)
        self.cancel_button.clicked.connect(self.cancel)
        self.close_button.clicked.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.answer)
        layout.addWidget(self.busy)
        layout.addWidget(self.detail)
        layout.addWidget(self.buttons)
        self._ticker = QTimer(self)
        self._ticker.setInterval(200)
        self._ticker.timeout.connect(self._tick)
        controller.changed.connect(self._position_changed)
        # the box is a window of its own: the main window's Undo and Redo keys are added to it, so that
        # Ctrl+Z takes back a step of a shown line with the box in front too
        for name in ("undo_action", "redo_action"):
            action = getattr(parent, name, None)
            if action is not None:
                self.addAction(action)
        self.retranslate()
        self._set_running(False)
        self.show_button.setEnabled(False)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Is this deal winnable?"))
        self._name_show_button(self.player.running)
        self._name_again_button()
        self.cancel_button.setText(self.tr("Cancel"))
        self.close_button.setText(self.tr("Close"))
        if self.result is not None:
            self._show_answer(self.result)
        if self._said_won:
            self.answer.setText(self.tr("This game is won."))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
        self.thread = thread = SolveThread(game, max_seconds=first * self.longer, resume=resume,
                                           parent=self)
        self._solved_game, self._solved_moves = game, list(game.moves)
        thread.done.connect(lambda result, asked=thread: self._done(asked, result))
        self.answer.setText(self.tr("Looking for a winning line…"))
        self.detail.clear()
        self.show_button.setEnabled(False)
        self._set_running(True)
        thread.start()
        self._ticker.start()

    def running(self) -> bool:
        return self.thread is not None and self.thread.isRunning()

    def _on_the_table(self) -> bool:
        """The table shows the position the last question was about."""
        game = self.controller.game
        return game is not None and game is self._solved_game and list(game.moves) == self._solved_moves

    def _stop_thread(self) -> None:
        """Cancel the search and wait for it: its answer would be about another position."""
        thread, self.thread = self.thread, None
        self._ticker.stop()
        if thread is not None:
            thread.cancel()
            thread.wait()

    def _out_of_time(self) -> bool:
        """The last answer ran out of time (not cancelled) on the position the table still shows."""
        result, thread = self.result, self.thread
        return (result is not None and result.verdict == UNKNOWN and thread is not None
                and not thread.cancelled() and self._on_the_table())

    def _name_again_button(self) -> None:
        if self._out_of_time() and self.longer < LONGER_AT_MOST:
            self.again_button.setText(self.tr("Search &longer"))
            self.again_button.setToolTip(self.tr("Go on with this search for twice as long."))
        else:
            self.again_button.setText(self.tr("&Ask again"))
            self.again_button.setToolTip("")

    def cancel(self) -> None:
        if self.thread is not None:
            self.thread.cancel()

    def _set_running(self, on: bool) -> None:
        self.busy.setVisible(on)
        self.cancel_button.setVisible(on)
        self.again_button.setVisible(not on)
        self.close_button.setVisible(not on)

    def _tick(self) -> None:
        thread = self.thread
        if thread is not None and thread.isRunning():
            self.detail.setText(self.tr("{seconds} s, about %Ln positions", "", thread.positions()).format(
                seconds=int(thread.elapsed())))

    def _done(self, asked: SolveThread, result: SolveResult) -> None:
        if asked is not self.thread:
            return  # a search given up for another question
        self._ticker.stop()
        asked.wait()
        self.result = result
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
        elif self.thread is not None and self.thread.cancelled():
            text = self.tr("Cancelled before an answer.")
        else:
            text = self.tr("No answer within the time limit.")
        self.answer.setText(text)
        self.detail.setText(self.tr("{seconds} s, %Ln positions", "", result.nodes).format(
            seconds=QLocale().toString(result.seconds, "f", 1)))

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
        view = getattr(window, "view", None)
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
            bar = window.statusBar().height() if hasattr(window, "statusBar") else 0
            self.move(corner.x() - box.width() - gap, corner.y() - bar - box.height() - gap)

    def _drop_search(self) -> None:
        if self.result is not None:
            self.result.resume = None

    def closeEvent(self, event: Any) -> None:  # noqa: N802
        self._put_away()
        super().closeEvent(event)

    def reject(self) -> None:
        """Escape: as closing the box (a search left running out of sight would answer later about
        whatever the table then shows)."""
        self._put_away()
        super().reject()

    def _put_away(self) -> None:
        self.cancel()
        self.player.stop()
        self._drop_search()

    def finish(self) -> None:
        """Cancel and wait for the thread (the window is going away)."""
        self.cancel()
        self.player.stop()
        if self.thread is not None:
            self.thread.wait(5000)


# -- the window's part ---------------------------------------------------------------------------------
class SolverActions(QObject):
    """Game → Is this deal winnable?…, and New game's search for a winnable deal."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.dialog: SolverDialog | None = None
        self.search: WinnableSearch | None = None
        self._search_game: Any = None
        self._search_moves = 0  # moves the table's game had when the search began
        self.solve_action = QAction(window)
        self.solve_action.setShortcut("Ctrl+W")
        self.solve_action.triggered.connect(self.ask)
        window.addAction(self.solve_action)
        self.winnable_action = QAction(window)
        self.winnable_action.setCheckable(True)
        self.winnable_action.setChecked(winnable_only(window.settings))
        self.winnable_action.toggled.connect(self._set_winnable_only)
        game_menu = getattr(window, "game_menu", None)
        if game_menu is not None:
            quit_action = getattr(window, "quit_action", None)
            before = quit_action if quit_action in game_menu.actions() else None
            game_menu.insertAction(before, self.solve_action)
            game_menu.insertAction(before, self.winnable_action)
            game_menu.insertSeparator(before)
            game_menu.aboutToShow.connect(self.sync_preference)  # the Preferences dialog may change it
        window.installEventFilter(self)
        self.retranslate()

    def retranslate(self) -> None:
        self.solve_action.setText(tr("Is this deal &winnable?…"))
        self.solve_action.setStatusTip(tr("Ask the solver whether this deal can still be won"))
        self.winnable_action.setText(tr("&Deal only winnable games"))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.window:
            if event.type() == QEvent.Type.LanguageChange:
                self.retranslate()
            elif event.type() == QEvent.Type.Close:
                self.finish()  # no thread outlives the window
        return False

    def _set_winnable_only(self, on: bool) -> None:
        self.window.settings.setValue(WINNABLE_ONLY_KEY, on)

    def sync_preference(self) -> None:
        """The menu's check follows the preference (after the Preferences dialog)."""
        self.winnable_action.setChecked(winnable_only(self.window.settings))

    def ask(self) -> SolverDialog:
        if self.dialog is None:
            self.dialog = SolverDialog(self.window.controller, self.window)
        self.dialog.show()
        self.dialog.raise_()
        self.dialog.ask()
        return self.dialog

    # -- New game: a winnable deal ----------------------------------------------------------------------
    def winnable_only(self) -> bool:
        return winnable_only(self.window.settings)

    def searching(self) -> bool:
        return self.search is not None and self.search.isRunning()

    def deal_winnable(self, game_id: str, options: dict[str, Any], **budget: Any) -> None:
        """Look for a winnable deal of ``game_id`` in a thread; deal it (or the next number) when done.

        Where the odds table holds deals but not one the solver proved winnable, a search for one
        would only make the player wait its whole time for the same "none found". Where it proved
        some lost (Carnival), a short look per game number skips those; where it proved none lost
        either (Village), the game is dealt at once, with a word on why.
        """
        if self.searching():
            return
        entry = shipped_odds(game_id, options)
        not_lost = entry is not None and not entry.get("winnable")
        if not_lost and not entry.get("lost"):
            self.window.start(game_id, options=options)
            self.window.statusBar().showMessage(tr(
                "None of {deals} deals proved winnable: this one is dealt as it comes.").format(
                deals=QLocale().toString(int(entry["deals"]))), 10_000)
            return
        self._search_game = game = self.window.controller.game
        self._search_moves = len(game.moves) if game is not None else 0
        self.search = search = WinnableSearch(game_id, options, parent=self, not_lost=not_lost, **budget)
        search.tried_changed.connect(self._tried)
        search.done.connect(lambda seed, tried: self._found(search, seed, tried))
        self.window.statusBar().showMessage(tr("Looking for a winnable deal…"))
        search.start()

    def _tried(self, tried: int) -> None:
        self.window.statusBar().showMessage(
            tr("Looking for a winnable deal… (%n deals tried)", "", tried))

    def _found(self, search: WinnableSearch, seed: int | None, tried: int) -> None:
        search.wait()
        if self.search is search:
            self.search = None
        game = self.window.controller.game
        if search.cancelled() or game is not self._search_game:
            return  # another game was started meanwhile
        if game is not None and len(game.moves) != self._search_moves:
            # the player went on with the game on the table meanwhile: it is not taken away
            if seed is not None:
                self.window.statusBar().showMessage(tr(
                    "Game #{number} can be won; you played on, so it was not dealt.").format(
                    number=seed), 10_000)
            return
        if seed is not None and search.not_lost:
            # Carnival: no deal known winnable, some proved lost at a glance; this one is not
            message = tr("No deal of this game is known to be winnable; game #{number} at least is not "
                         "proved lost (%n tried).", "", tried).format(number=seed)
        elif seed is not None:
            message = tr("Game #{number} can be won.").format(number=seed)
        elif listed := [number for number in shipped_winnable(search.game_id, search.options)
                        if self._search_game is None or number != self._search_game.seed]:
            # the search found none in time (often so in Rainbow, one deal in ten winnable): a deal
            # the solver proved winnable when the list was made, rather than one that may not come out
            seed = random.choice(listed)
            message = tr("Game #{number} can be won (from the solver's list).").format(number=seed)
        else:
            last = search.last_seed
            seed = None if last is None else (last + 1 if last < 2_147_483_647 else 1)
            message = tr("No winnable deal found in time (%n deals tried): this one may not come out.",
                         "", tried)
        self.window.start(search.game_id, seed=seed, options=search.options)
        self.window.statusBar().showMessage(message, 10_000)

    def finish(self) -> None:
        if self.search is not None:
            self.search.cancel()
            self.search.wait(5000)
        if self.dialog is not None:
            self.dialog.finish()


def install_solver_actions(window: Any) -> SolverActions:
    return SolverActions(window)
