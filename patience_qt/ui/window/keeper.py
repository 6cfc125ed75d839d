"""The game remembered: saved after each move and on close, resumed with its undo/redo history; the
statistics of every finished or abandoned game; Game → Save as… / Open….

``GameKeeper`` watches a window's ``TableController``:

* every change of the game (a move, undo, redo, a new deal) schedules a save of the current game a
  moment later (``SAVE_DELAY_MS``: a burst of automatic moves is one write), but never later than
  ``MAX_SAVE_WAIT_MS`` after the first change not yet written: Autoplay and Show solution move more
  often than the delay, and a save that each move put off again would wait until they stop (a crash
  meanwhile lost every move). ``flush`` writes at once (the window calls it when it closes). What is
  written is the session's saved form (``Session.to_dict``: the moves played, the undone moves that can
  be redone, the sizes of the undo steps, time and marks), and what is read back is handed to
  ``Session.from_dict``, so ``resume`` puts the same session on the table;
* a won game is counted at once (time and moves; a deal of the day, its day: ``days_won``) and
  forgotten as the current game (one the solver
  helped with, Show solution or Where did it go wrong's Undo to there, counts as played, not won, and
  won with help: ``GameStatistics.assisted``); a game left for
  another one (New, Restart, another game, Open…) after the player moved is counted as lost; a game
  still in progress when the program closes is neither: it comes back next time;
* a result the statistics file could not take (a read-only folder, a full disk, another copy busy
  with it) is kept by the profile and written with the next save that works; the player is told both;
* two copies on one data folder: the first window takes the saved game (``Profile.hold_current``); a
  second plays games that are not kept, says so at start, and asks before closing with one in play;
* without a ``Profile`` (tests of the table, screenshots) nothing is written: the statistics live in
  memory only.

Files are the store layer's business (``Profile``: atomic writes, schema checks, damaged files kept
aside as ``NAME.damaged``); the keeper never raises on a bad file, it reports one line.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal

from ...play.session import Session
from ...rules import Game
from ...store import Profile, Statistics, game_key

if TYPE_CHECKING:  # pragma: no cover
    from ..input.controller import TableController

SAVE_DELAY_MS = 300
MAX_SAVE_WAIT_MS = 1000  # no move waits longer than this to be written, however busy the table is
WARNING_MS = 20_000  # how long a warning about a file stays on the status bar
DATA_DIR_VARIABLE = "PATIENCE_QT_DATA_DIR"


def default_data_dir() -> Path:
    """The player's data folder: ``$PATIENCE_QT_DATA_DIR``, else Qt's AppDataLocation."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".patience-qt"


class GameKeeper(QObject):
    """Saves, resumes and counts the games of one window's controller (see the module's text)."""

    warning = Signal(str)  # one line for the status bar (a file could not be read or written)
    recorded = Signal(str)  # a game's result went into the statistics: its variant key

    def __init__(self, controller: TableController, profile: Profile | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.profile = profile
        self._statistics = Statistics()  # without a profile: counted in memory only
        self.load_warning: str | None = None
        self.holds_saved_game = True  # this copy may resume and replace the saved game
        if profile is not None:
            _, self.load_warning = profile.load_statistics()
            self.holds_saved_game = profile.hold_current()
        self._session: Session | None = None  # the session being watched (to notice when it is left)
        self._last_warning: dict[str, str | None] = {"game": None, "statistics": None}
        self._unsaved_since: float | None = None  # time.monotonic() of the first change not yet written
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)
        controller.game_started.connect(self._started)
        controller.over.connect(self._over)
        controller.changed.connect(self._changed)

    # -- watching ----------------------------------------------------------------------------------
    def _started(self) -> None:
        old, new = self._session, self.controller.session
        if old is not None and old is not new:
            self._leave(old)
        self._session = new
        self._changed()

    def _leave(self, session: Session) -> None:
        """A game is left for another: count it as lost if the player played and did not win it."""
        game = session.game
        if session.counted or not session.player_moved or not game.moves or game.is_won():
            return
        self._count(game, won=False, seconds=0.0, session=session)

    @property
    def statistics(self) -> Statistics:
        """The figures as shown: the file's, with any result still waiting to be written."""
        return self.profile.statistics if self.profile is not None else self._statistics

    def _changed(self, *_args: object) -> None:
        if self.profile is None:
            return
        now = time.monotonic()
        if self._unsaved_since is None:
            self._unsaved_since = now
        waited_ms = (now - self._unsaved_since) * 1000
        self._timer.start(round(max(0.0, min(SAVE_DELAY_MS, MAX_SAVE_WAIT_MS - waited_ms))))

    def _over(self, result: str) -> None:
        session = self.controller.session
        if session is None or result != "won" or session.counted:
            return
        # a deal the solver helped with (Show solution played its line, Where did it go wrong's Undo to
        # there took the player back) was not the player's win: played, won with help, no best time
        assisted = session.assisted
        self._count(session.game, won=not assisted, seconds=session.elapsed(), session=session,
                    assisted=assisted)
        self.flush()

    def _count(self, game: Game, won: bool, seconds: float, session: Session | None = None,
               assisted: bool = False) -> None:
        """Count a result on the statistics file as it is now (the profile adds it under a lock, so a
        second copy's games stay); one it cannot write waits in the profile and is said once."""
        try:
            key = game_key(game)
            day = None
            if won:  # a deal of the day won: its day is remembered (the lists load with the first win)
                from ...play.deal_of_the_day import deal_day

                day = deal_day(game)
            if self.profile is None:
                self._statistics.record(key, won, seconds, len(game.moves), assisted, day)
            else:
                self._report(self.profile.count(key, won, seconds, len(game.moves), assisted, day),
                             "statistics")
        except ValueError:
            return
        if session is not None:
            session.counted = True
        self.recorded.emit(key)

    def reset_statistics(self, key: str | None = None) -> None:
        """Forget the figures of one variant key, or of all (``None``), and save."""
        if self.profile is None:
            if key is None:
                self._statistics.reset_all()
            else:
                self._statistics.reset(key)
        else:
            self._report(self.profile.reset_statistics(key), "statistics")

    # -- saving ------------------------------------------------------------------------------------
    def flush(self) -> str | None:
        """Write the current game now (a won game is forgotten instead: there is nothing to resume).

        Returns why the game could not be saved, or None; None too for a damaged file left in place,
        which the player was told of at start."""
        self._timer.stop()
        self._unsaved_since = None
        session = self.controller.session
        game = session.game if session is not None else None
        if self.profile is None:
            return None
        if self.profile.pending:
            self._report(self.profile.save_pending(), "statistics")
        if session is None or game is None:
            return None
        if not self.holds_saved_game:
            # another copy's game is the saved one: this game is not kept, which was said at start;
            # the reason is still returned, so that closing asks first
            return self._held_elsewhere() if session.player_moved and not game.is_won() else None
        if game.is_won():
            self._report(self.profile.clear_current())
            return None
        warning = self.profile.save_current(session.to_dict())
        self._report(warning)
        if warning is None or self.profile.left_in_place(self.profile.current_game_path):
            return None
        return warning

    def save_as(self, path: str | os.PathLike[str]) -> str | None:
        """Save the game with its history to a file the player chose; a one-line warning, or None."""
        session = self.controller.session
        if session is None:
            return None
        profile = self.profile or Profile(Path(path).parent)
        warning = profile.save_game_as(path, session.to_dict())
        if warning:
            text = QCoreApplication.translate("GameKeeper", "The game could not be saved ({detail}).")
            return text.format(detail=warning.rstrip("."))
        return None

    def open(self, path: str | os.PathLike[str]) -> str | None:
        """Open a saved game file and play on from it; a one-line warning (nothing changes) if it fails."""
        profile = self.profile or Profile(Path(path).parent)
        loaded, warning = profile.open_game(path, Session.from_dict)
        if loaded is None:
            text = QCoreApplication.translate("GameKeeper", "The game could not be opened ({detail}).")
            return text.format(detail=(warning or "").rstrip("."))
        self.resume(loaded)
        self.flush()
        return None

    def unsaved_statistics(self) -> str | None:
        """Why results counted in this session are not in the statistics file yet (closing asks), or None."""
        if self.profile is None or not self.profile.pending:
            return None
        return self._last_warning["statistics"] or self.profile.save_pending()

    def release(self) -> None:
        """The window closes: another copy of the program may take the saved game from now on."""
        if self.profile is not None:
            self.profile.release_current()

    def _held_elsewhere(self) -> str:
        if self.profile is not None and self.profile.lock_problem:
            return QCoreApplication.translate(
                "GameKeeper", "the saved game could not be locked against another copy ({detail})").format(
                detail=self.profile.lock_problem)
        return QCoreApplication.translate("GameKeeper", "another copy of Patience Qt holds the saved game")

    def _report(self, warning: str | None, what: str = "game") -> None:
        """Pass a file problem on once (the same failure after every move is said once, the game's and the
        statistics' each); a damaged file left in place was said at start, with what it means. Results
        that could not be written and are written now are said too: the player was told they waited."""
        profile = self.profile
        if profile is not None and warning and profile.left_in_place(
                profile.statistics_path if what == "statistics" else profile.current_game_path):
            return
        if profile is not None and warning and warning == profile.unusable_folder():
            self._last_warning[what] = warning  # said at start (``first_game``); closing asks with it
            return
        last = self._last_warning[what]
        if warning and warning != last:
            if what == "statistics":
                text = QCoreApplication.translate(
                    "GameKeeper", "The statistics could not be saved ({detail}); the results are kept and "
                    "saved as soon as that works.")
            else:
                text = QCoreApplication.translate("GameKeeper", "The game could not be saved ({detail}).")
            self.warning.emit(text.format(detail=warning.rstrip(".")))
        elif not warning and last and what == "statistics":
            self.warning.emit(QCoreApplication.translate(
                "GameKeeper", "The statistics are saved now, with the results that waited."))
        self._last_warning[what] = warning

    # -- resuming ----------------------------------------------------------------------------------
    def load_current(self) -> tuple[Session | None, str | None]:
        """The saved current game's session (None if none or damaged) and a warning when it was damaged."""
        if self.profile is None:
            return None, None
        return self.profile.load_current(Session.from_dict)

    def leave_saved(self) -> tuple[Game | None, str | None]:
        """A deal asked for by name (the command line) takes the place of the saved game: count that
        game as lost, as leaving it for a new deal in the window would (unless it was counted or
        never moved). Returns the game so counted while it was still in progress, or None, and a warning
        when the file was damaged: a game that had already ended lost is counted without a word, since
        nothing was given up for the new deal."""
        loaded, warning = self.load_current()
        if loaded is None or loaded.counted or not loaded.game.moves or loaded.game.is_won():
            return None, warning
        self._count(loaded.game, won=False, seconds=0.0)
        return (None if loaded.game.is_lost() else loaded.game), warning

    def resume(self, session: Session) -> None:
        """Show a loaded game's session at its position, with its undo and redo steps and its time played;
        no automatic moves follow until the player moves."""
        self.controller.set_session(session, deal_animation=False)
