"""The first game of a session, put on the table at start: the deal the command line asked for, else the
saved game resumed, else a new deal of the last game played; and what start-up has to say about the
player's files (a damaged saved game or statistics file, another copy holding the saved game), one line
after another on the status bar.

The keeper (``keeper.py``) saves and counts; choosing the first deal is start-up's business, so it lives
here and uses the keeper's loading and counting like any other caller.
"""

from __future__ import annotations

import contextlib
import stat
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtWidgets import QStatusBar

from ...rules import GAMES, new_game
from ...store import Profile, keep_aside
from ..text.i18n import game_name
from .keeper import WARNING_MS, GameKeeper

if TYPE_CHECKING:  # pragma: no cover
    from ..input.controller import TableController
    from ..solver.actions import SolverActions
    from .main_window import MainWindow


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


def first_game(window: MainWindow, game_id: str | None = None, seed: int | None = None,
               options: dict[str, Any] | None = None, notes: Sequence[str] = ()) -> bool:
    """Put the first game of a session on the window's table (see ``start``)."""
    return start(window.keeper, window.controller, window.settings, window.statusBar(), window.solver_actions,
                 game_id, seed, options, notes)


def start(keeper: GameKeeper, controller: TableController, settings: QSettings, bar: QStatusBar,
          solver_actions: SolverActions | None, game_id: str | None = None, seed: int | None = None,
          options: dict[str, Any] | None = None, notes: Sequence[str] = ()) -> bool:
    """Put the first game of a session on the table: the given deal, else the saved game, else a new deal
    of the last game played. False when there is none of these (the caller opens the game chooser).

    A damaged saved game or statistics file (kept aside as ``.damaged`` by the profile) is reported in
    one line on the status bar, after ``notes`` (lines of the start-up before the window, e.g. about the
    preferences file)."""
    from ..settings.preferences import game_options

    said: list[str] = list(notes)  # lines for the status bar, said one after another (they would not fit)
    loaded_first = game_id is None  # the saved game is resumed, else the deal asked for replaces it
    problem = keeper.profile.folder_problem() if keeper.profile is not None else None
    if problem is not None:
        said.append(unusable_folder_line(keeper.profile.data_dir, problem))
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
    if not keeper.holds_saved_game and keeper.profile is not None and keeper.profile.lock_problem:
        said.append(QCoreApplication.translate(
            "GameKeeper", "The saved game could not be locked against another copy of Patience Qt "
            "({detail}); the games of this window are not kept when it closes (Game → Save as… keeps one)."
        ).format(detail=keeper.profile.lock_problem))
    elif not keeper.holds_saved_game and keeper.profile is not None:
        holder = keeper.profile.current_holder()
        said.append(QCoreApplication.translate(
            "GameKeeper", "Another copy of Patience Qt{process} has the saved game open; the games of this "
            "window are not kept when it closes (Game → Save as… keeps one).").format(
            process="" if holder is None else QCoreApplication.translate(
                "GameKeeper", " (process {pid})").format(pid=holder)))
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
                settings.setValue("game/last", loaded.game.id)
                say_in_turn(bar, said)
                return True
        if warning:
            said.insert(0, _damaged_game(keeper))
        last = settings.value("game/last")
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
            options = game_options(settings, game_id)
        controller.set_game(new_game(game_id, seed=seed, options=options or None))
        settings.setValue("game/last", game_id)
        if seed is None and solver_actions is not None and solver_actions.winnable_only():
            # Deal only winnable games: this deal stands until the search finds one (or is taken back
            # if the player goes on with it), as after New game
            solver_actions.deal_winnable(game_id, options or {})
    say_in_turn(bar, said)
    return started


def unusable_folder_line(folder: Path, problem: str) -> str:
    """The one line that says the data folder cannot be used, with the system's reason; a path too long to
    be of use is shown by its end."""
    shown = str(folder)
    shown = shown if len(shown) <= 80 else "…" + shown[-79:]
    return QCoreApplication.translate(
        "GameKeeper", "The data folder {folder} cannot be used ({reason}): games and results are kept only "
        "until the window closes.").format(folder=shown, reason=problem)


def say_in_turn(bar: QStatusBar, lines: list[str]) -> None:
    """Show each line on the status bar in turn, half the warning time apiece, the last one for all of it:
    two damaged files' lines joined were cut off in a window 1024 px wide."""
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
