"""The game remembered: saved after each move and on close, resumed with its undo/redo history; the
statistics of every finished or abandoned game; Game → Save as… / Open….

``GameKeeper`` watches a window's ``TableController``:

* every change of the game (a move, undo, redo, a new deal) schedules a save of the current game a
  moment later (``SAVE_DELAY_MS``: a burst of automatic moves is one write); ``flush`` writes at once
  (the window calls it when it closes). The file holds the moves played, the undone moves that can be
  redone, and the sizes of the undo steps, so ``resume`` rebuilds the ``QUndoStack`` exactly;
* a won game is counted at once (time and moves) and forgotten as the current game (one the solver's
  line finished, Show solution, counts as played and not won); a game left for
  another one (New, Restart, another game, Open…) after the player moved is counted as lost; a game
  still in progress when the program closes is neither: it comes back next time;
* without a ``Profile`` (tests of the table, screenshots) nothing is written: the statistics live in
  memory only.

Files are the store layer's business (``Profile``: atomic writes, schema checks, damaged files kept
aside as ``NAME.damaged``); the keeper never raises on a bad file, it reports one line.
"""

from __future__ import annotations

import contextlib
import os
import stat
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QStandardPaths, QTimer, Signal

from ..rules import GAMES, Game, Move, new_game
from ..store import LoadedGame, Profile, Statistics, game_key, keep_aside
from .commands import MoveCommand
from .i18n import game_name

if TYPE_CHECKING:  # pragma: no cover
    from .controller import TableController

SAVE_DELAY_MS = 300
WARNING_MS = 20_000  # how long a warning about a file stays on the status bar
DATA_DIR_VARIABLE = "PATIENCE_QT_DATA_DIR"


def default_data_dir() -> Path:
    """The player's data folder: ``$PATIENCE_QT_DATA_DIR``, else Qt's AppDataLocation."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".patience-qt"


def history(controller: TableController) -> tuple[list[Move], list[int] | None]:
    """The redoable moves and the undo step sizes (over moves played, then redo) of the controller's game.

    Moves the game held before the undo stack started (a deal opened with moves already played) are one
    step each. Should the stack and the game disagree (it never should), the history is left out: the
    position is what matters.
    """
    game = controller.game
    stack = controller.undo_stack
    if game is None:
        return [], None
    commands = [stack.command(index) for index in range(stack.count())]
    if not all(isinstance(command, MoveCommand) for command in commands):
        return [], None
    index = stack.index()
    done = [move for command in commands[:index] for move in command.moves]
    prefix = len(game.moves) - len(done)
    if prefix < 0 or game.moves[prefix:] != done:
        return [], None
    redo = [move for command in commands[index:] for move in command.moves]
    steps = [1] * prefix + [len(command.moves) for command in commands]
    return redo, steps


class GameKeeper(QObject):
    """Saves, resumes and counts the games of one window's controller (see the module's text)."""

    warning = Signal(str)  # one line for the status bar (a file could not be read or written)
    recorded = Signal(str)  # a game's result went into the statistics: its variant key

    def __init__(self, controller: TableController, profile: Profile | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.profile = profile
        self.statistics = Statistics()
        self.load_warning: str | None = None
        if profile is not None:
            self.statistics, self.load_warning = profile.load_statistics()
        self._game: Game | None = None  # the game being watched (to notice when it is left)
        self._counted = False  # its result is in the statistics
        self._moved = False  # the player made a move in it (not only the automatic ones after the deal)
        self._quiet = False  # resuming: no counting, no saving
        self._last_warning: str | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(SAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)
        controller.game_started.connect(self._started)
        controller.over.connect(self._over)
        controller.changed.connect(self._changed)
        controller.undo_stack.indexChanged.connect(self._history_changed)

    # -- watching ----------------------------------------------------------------------------------
    def _started(self) -> None:
        old = self._game
        new = self.controller.game
        if old is not None and old is not new and not self._quiet:
            self._leave(old)
        self._game = new
        self._counted = new is not None and new.is_won()  # a won game opened from a file counts no more
        self._moved = False
        self._changed()

    def _leave(self, game: Game) -> None:
        """A game is left for another: count it as lost if the player played and did not win it."""
        if self._counted or not self._moved or not game.moves or game.is_won():
            return
        self._count(game, won=False, seconds=0.0)

    def _history_changed(self, _index: int = 0) -> None:
        stack = self.controller.undo_stack
        try:
            commands = [stack.command(index) for index in range(stack.index())]
        except RuntimeError:  # the window is being destroyed and its undo stack with it
            return
        if any(not getattr(command, "automatic", False) for command in commands):
            self._moved = True
        self._changed()

    def _changed(self) -> None:
        if self.profile is not None and not self._quiet:
            self._timer.start()

    def _over(self, result: str) -> None:
        game = self.controller.game
        if game is None or self._quiet or result != "won" or self._counted:
            return
        # a deal the solver's line finished was not the player's win: played, not won, no best time
        won = not self.controller.assisted
        self._count(game, won=won, seconds=self.controller.elapsed_ms() / 1000)
        self.flush()

    def _count(self, game: Game, won: bool, seconds: float) -> None:
        self._reread()
        try:
            key = game_key(game)
            self.statistics.record(key, won, seconds, len(game.moves))
        except ValueError:
            return
        if game is self._game:
            self._counted = True
        if self.profile is not None:
            self._report(self.profile.save_statistics(self.statistics), "statistics")
        self.recorded.emit(key)

    def reset_statistics(self, key: str | None = None) -> None:
        """Forget the figures of one variant key, or of all (``None``), and save."""
        self._reread()
        if key is None:
            self.statistics.reset_all()
        else:
            self.statistics.reset(key)
        if self.profile is not None:
            self._report(self.profile.save_statistics(self.statistics), "statistics")

    def _reread(self) -> None:
        """Start from the statistics file as it is now: a second copy of the program may have counted
        games since this one read it (an unreadable file leaves the figures in memory as they are)."""
        if self.profile is not None:
            fresh = self.profile.reread_statistics()
            if fresh is not None:
                self.statistics = fresh

    # -- saving ------------------------------------------------------------------------------------
    def flush(self) -> str | None:
        """Write the current game now (a won game is forgotten instead: there is nothing to resume).

        Returns why the game could not be saved, or None; None too for a damaged file left in place,
        which the player was told of at start."""
        self._timer.stop()
        game = self.controller.game
        if self.profile is None or game is None or self._quiet:
            return None
        if game.is_won():
            self._report(self.profile.clear_current())
            return None
        redo, steps = history(self.controller)
        warning = self.profile.save_current(game, self.controller.elapsed_ms() / 1000, redo, steps,
                                            counted=self._counted)
        self._report(warning)
        if warning is None or self.profile.left_in_place(self.profile.current_game_path):
            return None
        return warning

    def save_as(self, path: str | os.PathLike[str]) -> str | None:
        """Save the game with its history to a file the player chose; a one-line warning, or None."""
        game = self.controller.game
        if game is None:
            return None
        redo, steps = history(self.controller)
        profile = self.profile or Profile(Path(path).parent)
        warning = profile.save_game_as(path, game, self.controller.elapsed_ms() / 1000, redo, steps,
                                       counted=self._counted)
        if warning:
            text = QCoreApplication.translate("GameKeeper", "The game could not be saved ({detail}).")
            return text.format(detail=warning.rstrip("."))
        return None

    def open(self, path: str | os.PathLike[str]) -> str | None:
        """Open a saved game file and play on from it; a one-line warning (nothing changes) if it fails."""
        profile = self.profile or Profile(Path(path).parent)
        loaded, warning = profile.open_game(path)
        if loaded is None:
            text = QCoreApplication.translate("GameKeeper", "The game could not be opened ({detail}).")
            return text.format(detail=(warning or "").rstrip("."))
        self.resume(loaded)
        self.flush()
        return None

    def _report(self, warning: str | None, what: str = "game") -> None:
        """Pass a file problem on once (the same failure after every move is said once); a damaged file
        left in place was said at start, with what it means."""
        profile = self.profile
        if profile is not None and warning and profile.left_in_place(
                profile.statistics_path if what == "statistics" else profile.current_game_path):
            return
        if warning and warning != self._last_warning:
            if what == "statistics":
                text = QCoreApplication.translate("GameKeeper",
                                                  "The statistics could not be saved ({detail}).")
            else:
                text = QCoreApplication.translate("GameKeeper", "The game could not be saved ({detail}).")
            self.warning.emit(text.format(detail=warning.rstrip(".")))
        self._last_warning = warning

    # -- resuming ----------------------------------------------------------------------------------
    def load_current(self) -> tuple[LoadedGame | None, str | None]:
        """The saved current game (None if none or damaged) and a warning when it was damaged."""
        if self.profile is None:
            return None, None
        return self.profile.load_current()

    def leave_saved(self) -> tuple[Game | None, str | None]:
        """A deal asked for by name (the command line) takes the place of the saved game: count that
        game as lost, as leaving it for a new deal in the window would (unless it was counted or
        never moved). Returns the game so counted, or None, and a warning when the file was damaged."""
        loaded, warning = self.load_current()
        if loaded is None or loaded.counted or not loaded.game.moves or loaded.game.is_won():
            return None, warning
        self._count(loaded.game, won=False, seconds=0.0)
        return loaded.game, warning

    def resume(self, loaded: LoadedGame) -> None:
        """Show a loaded game at its position, with its undo and redo steps and its time played."""
        controller = self.controller
        game = loaded.game
        played = list(game.moves)
        redo = list(loaded.redo_moves)
        done_steps, undone_steps = loaded.done_steps, loaded.undone_steps
        while game.moves:
            game.pop()
        automove, animate = controller.automove, controller.animate
        controller.automove, controller.animate = False, False  # the saved moves are all there is
        try:
            controller.set_game(game, deal_animation=False)
            self._quiet = True
            position = 0
            for size in [*done_steps, *undone_steps]:
                moves = (played + redo)[position:position + size]
                position += size
                for move in moves:
                    game.push(move)
                command = MoveCommand(game, moves[0], controller._after_history)
                for move in moves[1:]:
                    command.extend(move)
                controller.undo_stack.push(command)
            controller.undo_stack.setIndex(len(done_steps))
            controller.elapsed_before = round(loaded.elapsed * 1000)
            self._quiet = False
            self._moved = bool(played)
            self._counted = game.is_won() or loaded.counted  # won, undone, saved: counted once
            controller._after_history()  # show the position; no automatic moves until the player moves
        finally:
            self._quiet = False
            controller.automove, controller.animate = automove, animate


def damaged_copy(profile: Profile, path: Path | None = None) -> str | None:
    """The name a damaged file (default: the current game) was kept under (the newest ``NAME.damaged*``),
    or None when it could not be moved aside."""
    path = profile.current_game_path if path is None else path
    if profile.left_in_place(path):
        return None
    kept = profile.kept_as(path)
    if kept is not None:
        return kept.name
    copies = []  # the regular files among them: a link there (maybe to nothing) is not followed
    for copy in path.parent.glob(path.name + ".damaged*"):
        with contextlib.suppress(OSError):
            found = copy.lstat()
            if stat.S_ISREG(found.st_mode):
                copies.append((found.st_ctime, copy.name))
    return max(copies)[1] if copies else path.name + ".damaged"


def first_game(window: Any, game_id: str | None = None, seed: int | None = None,
               options: dict[str, Any] | None = None) -> bool:
    """Put the first game of a session on the table: the given deal, else the saved game, else a new deal
    of the last game played. False when there is none of these (the caller opens the game chooser).

    A damaged saved game or statistics file (kept aside as ``.damaged`` by the profile) is reported in
    one line on the status bar."""
    from .preferences import game_options

    keeper: GameKeeper = window.keeper
    said: list[str] = []  # lines for the status bar, said one after another (together they would not fit)
    loaded_first = game_id is None  # the saved game is resumed, else the deal asked for replaces it
    if keeper.load_warning and keeper.profile is not None:
        name = damaged_copy(keeper.profile, keeper.profile.statistics_path)
        if keeper.profile.not_regular(keeper.profile.statistics_path):
            said.append(QCoreApplication.translate(
                "GameKeeper", "The statistics file {name} is not a regular file; it was left alone and games "
                "are not counted.").format(name=keeper.profile.statistics_path.name))
        elif name is None:
            said.append(QCoreApplication.translate(
                "GameKeeper", "The statistics could not be read nor moved aside; {name} is left as it is "
                "and games are not counted.").format(name=keeper.profile.statistics_path.name))
        else:
            said.append(QCoreApplication.translate(
                "GameKeeper", "The statistics could not be read; they were kept as {name} and start again."
            ).format(name=name))
        keeper.load_warning = None  # said once
    if game_id is None:
        loaded, warning = keeper.load_current()
        if loaded is not None:
            try:
                keeper.resume(loaded)
            except Exception:  # never let a saved game stop the program: log it, keep it aside, deal anew
                import traceback

                warning = "resuming failed"
                if keeper.profile is not None:
                    keeper.profile.log_crash(traceback.format_exc())
                    with contextlib.suppress(OSError):
                        keep_aside(keeper.profile.current_game_path)
            else:
                window.settings.setValue("game/last", loaded.game.id)
                say_in_turn(window, said)
                return True
        if warning:
            said.insert(0, _damaged_game(keeper))
        last = window.settings.value("game/last")
        if isinstance(last, str) and last in GAMES:
            game_id = last
    started = game_id is not None
    if game_id is not None and not loaded_first:
        left, warning = keeper.leave_saved()
        if left is not None:
            said.insert(0, QCoreApplication.translate(
                "GameKeeper", "The game in progress, {game} #{number}, was left for this deal and counted "
                "as lost.").format(game=game_name(GAMES[left.id]), number=left.seed))
        elif warning:
            said.insert(0, _damaged_game(keeper))
    if game_id is not None:
        if options is None:
            options = game_options(window.settings, game_id)
        window.controller.set_game(new_game(game_id, seed=seed, options=options or None))
        window.settings.setValue("game/last", game_id)
        actions = getattr(window, "solver_actions", None)
        if seed is None and actions is not None and actions.winnable_only():
            # Deal only winnable games: this deal stands until the search finds one (or is taken back
            # if the player goes on with it), as after New game
            actions.deal_winnable(game_id, options or {})
    say_in_turn(window, said)
    return started


def say_in_turn(window: Any, lines: list[str]) -> None:
    """Show each line on the status bar in turn, half the warning time apiece, the last one for all of it:
    two damaged files' lines joined were cut off in a window 1024 px wide."""
    bar = window.statusBar()
    for turn, line in enumerate(lines):
        time = WARNING_MS if turn == len(lines) - 1 else WARNING_MS // 2

        def show(line: str = line, time: int = time) -> None:
            bar.showMessage(line, time)

        if turn == 0:
            show()
        else:
            QTimer.singleShot(turn * WARNING_MS // 2, bar, show)


def _damaged_game(keeper: GameKeeper) -> str:
    """The line that says the saved game was damaged and kept aside (or left in place)."""
    name = damaged_copy(keeper.profile) if keeper.profile is not None else ""
    if keeper.profile is not None and keeper.profile.not_regular(keeper.profile.current_game_path):
        lost = QCoreApplication.translate(
            "GameKeeper", "The saved game file {name} is not a regular file; it was left alone and this game "
            "will not be saved. A new game is dealt.").format(name=keeper.profile.current_game_path.name)
    elif name is None and keeper.profile is not None:
        lost = QCoreApplication.translate(
            "GameKeeper", "The saved game could not be read nor moved aside; {name} is left as it is and "
            "this game will not be saved. A new game is dealt.").format(
            name=keeper.profile.current_game_path.name)
    else:
        lost = QCoreApplication.translate(
            "GameKeeper", "The saved game could not be read; it was kept as {name}. A new game is dealt."
        ).format(name=name)
    return lost
