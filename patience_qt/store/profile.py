"""The player's files in one data folder, for the window: it never raises on a bad file, it reports.

``Profile(data_dir)`` knows three files:

* ``current_game.json``: the game in progress, resumed at start (schema in ``savegame``);
* ``statistics.json``: the statistics per variant (schema in ``statistics``);
* ``crash.log``: text appended when the program meets an unexpected error.

Loading returns ``(value, warning)``: the value, or None / empty statistics, and a one-line warning
for the player when a file was damaged. A damaged file of the profile is renamed ``NAME.damaged``
(``.damaged.1`` …) before anything new is written in its place; if even that fails, the profile
refuses to write over it and says so. Anything but a regular file in place of a profile's file (a named
pipe, a device, a folder, a link to nothing) is not read, not moved aside and not written over: it is
left alone, and the warning says so. Saving returns None, or the reason it failed in a few words
for the caller's sentence ("The game could not be saved (Read-only file system)."); it never raises
either. Files the player chose (Save as… / Open…) are reported but never renamed.

Two copies of the program on one folder:

* a game is counted under an exclusive lock of the system on ``statistics.lock`` (``locks.FileLock``):
  read the file as it is now, add the result, write it back. Without the lock two copies counting at
  once would each write back what it read and lose the other's game. The wait for the lock is bounded
  (``LOCK_WAIT_SECONDS``). Whatever sits at ``statistics.lock`` or ``current_game.lock`` (a folder, a
  pipe, a link), the lock holds: it is then taken on a folder (``FileLock``'s fallback), the data
  folder itself for the saved game and the folder above it for the statistics, so that with both
  paths odd the copy that holds the saved game (for its whole run) does not keep another copy's
  results waiting until it exits; where not even that can be had, nothing is counted or held without
  a lock, and the warning says so;
* a result that could not be written (no lock, a read-only folder, a full disk) is not dropped: it
  stays in ``pending`` and goes to the file with the next count or ``save_pending`` (the window tries
  again after each move and on closing);
* the saved game belongs to one copy at a time: the window's first copy takes ``current_game.lock``
  (``hold_current``), and a copy that finds it taken never reads, counts, replaces or removes the saved
  game; it plays games of its own that are not kept;
* a copy removes the current game file (its game was won) only if it is still the one this copy last
  read or wrote.

A data folder that cannot be used at all (a regular file in its place, a path or a name too long for
the system: ``folder_problem`` gives the system's reason) is not taken for damaged files in it: nothing
is read, moved aside or called damaged; every save returns ``unusable_folder()``'s one line, and results
wait in ``pending`` as for a read-only folder.

Preferences live in QSettings (the window's business), not here. Pure Python, no Qt.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from ..quoting import one_line
from .files import (
    STALE_SECONDS,
    DamagedFile,
    NotRegularFile,
    append_regular,
    keep_aside,
    not_regular,
    remove_stale_temporaries,
)
from .locks import FileLock
from .savegame import SavedGame, as_saved, load_game, save_game
from .statistics import Statistics, load_statistics, save_statistics

CURRENT_GAME = "current_game.json"
CURRENT_GAME_LOCK = "current_game.lock"
STATISTICS = "statistics.json"
STATISTICS_LOCK = "statistics.lock"
CRASH_LOG = "crash.log"
MAX_CRASH_LOG = 1024 * 1024  # bytes; a longer log is moved to crash.log.old and started again
LOCK_WAIT_SECONDS = 2.0  # a count waits this long for another copy to finish writing the statistics
BUSY = "another copy of the program kept the statistics file busy"
HELD_ELSEWHERE = "another copy of the program holds the saved game"
NO_LOCK = "the statistics could not be locked against another copy"

T = TypeVar("T")


@dataclass(frozen=True)
class Result:
    """One game's result, to add to the statistics (kept until it is written)."""

    key: str
    won: bool
    seconds: float
    moves: int
    assisted: bool = False  # won with the solver's help: played, not won
    day: str | None = None  # the ISO date whose deal of the day this game was

    def apply(self, statistics: Statistics) -> None:
        statistics.record(self.key, self.won, self.seconds, self.moves, self.assisted, self.day)


@dataclass(frozen=True)
class Reset:
    """The player's reset of one variant's figures (``key``) or of all of them (None)."""

    key: str | None

    def apply(self, statistics: Statistics) -> None:
        if self.key is None:
            statistics.reset_all()
        else:
            statistics.reset(self.key)


Change = Result | Reset


class Profile:
    """The data folder the window passes in (QStandardPaths.AppDataLocation), and its files."""

    def __init__(self, data_dir: str | os.PathLike[str]) -> None:
        self.data_dir = Path(data_dir)
        self.current_game_path = self.data_dir / CURRENT_GAME
        self.statistics_path = self.data_dir / STATISTICS
        self.crash_log_path = self.data_dir / CRASH_LOG
        self.statistics = Statistics()
        self._blocked: set[Path] = set()  # damaged files that could not be moved aside: never overwrite
        self._foreign: dict[Path, str] = {}  # files that are no regular file, and what they are: left alone
        self._kept: dict[Path, Path] = {}  # damaged files moved aside: the name each was kept under
        # the current game file as this profile last read or wrote it (inode, time, size): a second copy
        # of the program on the same folder may have written its own game there since
        self._current_seen: tuple[int, int, int] | None = None
        self._current_lock = FileLock(self.data_dir / CURRENT_GAME_LOCK, fallback=self.data_dir)
        self._held_elsewhere = False  # another running copy holds the saved game (see hold_current)
        self.lock_problem: str | None = None  # why the saved game could not be locked at all, if so
        self._on_disk = Statistics()  # the statistics as this profile last read or wrote them
        self.pending: list[Change] = []  # changes of the statistics not yet written to the file

    # -- the folder ----------------------------------------------------------------------------------
    def folder_problem(self) -> str | None:
        """Why the data folder cannot be used at all, in the system's words ("Not a directory", "File
        name too long"), or None: a folder that is there, or is not there yet (the first save makes it;
        a read-only one is not this: its saves say why they failed)."""
        try:
            found = os.stat(self.data_dir)
        except FileNotFoundError:
            return None
        except OSError as error:
            return one_line(error.strerror or error)
        return None if stat.S_ISDIR(found.st_mode) else os.strerror(errno.ENOTDIR)

    def unusable_folder(self) -> str | None:
        """The one line every save returns while the data folder cannot be used, or None."""
        problem = self.folder_problem()
        return None if problem is None else f"the data folder cannot be used ({problem})"

    # -- whose saved game it is --------------------------------------------------------------------
    def hold_current(self) -> bool:
        """Take the saved game for this copy of the program; False when another running copy holds it.

        A copy that could not take it never reads, saves or removes the saved game afterwards, even if
        the holder closes meanwhile: that copy left its game there for next time. An odd
        ``current_game.lock`` (a folder, a pipe …) is no way round it: the lock is then held on the data
        folder (``FileLock``'s fallback). A data folder that cannot even be opened is held when nothing
        can be written there anyway (missing and not to be made, or no folder: the saves say why);
        one that is there but cannot be locked is not held (``lock_problem`` says why)."""
        if self._held_elsewhere:
            return False
        try:
            taken = self._current_lock.acquire()
        except OSError as error:
            if not os.path.isdir(self.data_dir):
                return True
            self.lock_problem = one_line(error.strerror or error)
            taken = False
        self._held_elsewhere = not taken
        return taken

    @property
    def held_elsewhere(self) -> bool:
        """Another running copy holds the saved game (``hold_current`` said so)."""
        return self._held_elsewhere

    def current_holder(self) -> int | None:
        """The process id of the copy that holds the saved game, when it can be read."""
        return self._current_lock.holder()

    def release_current(self) -> None:
        """Let another copy take the saved game (this window is closing)."""
        self._current_lock.release()

    # -- the current game --------------------------------------------------------------------------
    def load_current(self, build: Callable[[SavedGame], T] = as_saved) -> tuple[T | None, str | None]:
        """The game to resume, or None (none saved, damaged, or another copy's), and a warning when it was
        damaged. ``build`` makes it from the checked saved-game object (the window: ``Session.from_dict``);
        its ValueError makes the file damaged (see ``savegame.load_game``)."""
        if self._held_elsewhere or self.folder_problem() is not None:
            return None, None  # another copy's; or no folder to read from, and nothing damaged
        try:
            loaded = load_game(self.current_game_path, build)
            self._current_seen = _identity(self.current_game_path)
            return loaded, None
        except FileNotFoundError:
            return None, None
        except NotRegularFile as error:
            return None, self._leave_alone(self.current_game_path, "The saved game", error.kind)
        except DamagedFile as error:
            return None, self._put_aside(self.current_game_path, "The saved game", error.reason)
        except Exception as error:  # never let a file stop the program from starting
            return None, self._put_aside(self.current_game_path, "The saved game", _unexpected(error))

    def save_current(self, data: SavedGame) -> str | None:
        """Save the game in progress, its saved-game object (the session's ``to_dict``); a one-line warning
        if that failed, else None."""
        if self._held_elsewhere:
            return HELD_ELSEWHERE
        warning = self._write(self.current_game_path, lambda: save_game(self.current_game_path, data))
        if warning is None:
            self._current_seen = _identity(self.current_game_path)
        return warning

    def clear_current(self) -> str | None:
        """Forget the game in progress (e.g. once it is won); a warning if the file could not be removed."""
        if (self.current_game_path in self._blocked or self.current_game_path in self._foreign
                or self._held_elsewhere):
            return None  # a damaged file we could not move aside, no regular file, another copy's game
        found = _identity(self.current_game_path)
        if found is not None and found != self._current_seen:
            return None  # another copy of the program saved its game there since: not ours to remove
        try:
            self.current_game_path.unlink(missing_ok=True)
        except OSError as error:
            return one_line(f"The saved game could not be removed: {error.strerror or error}.")
        return None

    # -- games the player saves and opens ----------------------------------------------------------
    def open_game(self, path: str | os.PathLike[str],
                  build: Callable[[SavedGame], T] = as_saved) -> tuple[T | None, str | None]:
        """Open a game file the player chose (``build`` as for ``load_current``); on failure None and a
        warning (the file is left as it is)."""
        path = Path(path)
        try:
            return load_game(path, build), None
        except FileNotFoundError:
            return None, one_line(f"{path.name} could not be opened: there is no such file.")
        except NotRegularFile as error:
            return None, one_line(f"{path.name} is not a regular file ({error.kind}); it was left alone.")
        except DamagedFile as error:
            return None, one_line(f"{path.name} could not be opened: {error.reason}.")
        except Exception as error:
            return None, one_line(f"{path.name} could not be opened: {_unexpected(error)}.")

    def save_game_as(self, path: str | os.PathLike[str], data: SavedGame) -> str | None:
        """Save a saved-game object to a file the player chose; a one-line warning if that failed, else
        None."""
        path = Path(path)
        if not path.parent.is_dir():
            # the profile's own folder is made when missing; a folder the player named is not: a typo
            # would leave the game somewhere unexpected
            return one_line(f"there is no folder {path.parent}")
        return self._write(path, lambda: save_game(path, data))

    # -- statistics --------------------------------------------------------------------------------
    def load_statistics(self) -> tuple[Statistics, str | None]:
        """Read the statistics into ``self.statistics`` (empty if none or damaged); warning if damaged."""
        warning = None
        try:
            if self.folder_problem() is not None:
                raise FileNotFoundError(self.statistics_path)  # no folder: no file, and none damaged
            self.statistics = load_statistics(self.statistics_path)
        except FileNotFoundError:
            self.statistics = Statistics()
        except NotRegularFile as error:
            self.statistics = Statistics()
            warning = self._leave_alone(self.statistics_path, "The statistics", error.kind)
        except DamagedFile as error:
            self.statistics = Statistics()
            warning = self._put_aside(self.statistics_path, "The statistics", error.reason)
        except Exception as error:
            self.statistics = Statistics()
            warning = self._put_aside(self.statistics_path, "The statistics", _unexpected(error))
        self._on_disk = _copy(self.statistics)
        return self.statistics, warning

    def reread_statistics(self) -> Statistics | None:
        """The statistics as the file holds them now (empty if there is none), or None if it cannot be
        read; unlike ``load_statistics`` a bad file is left as it is. Counting a game on what the file
        holds, not on what was read at start, keeps the games a second copy of the program counted."""
        try:
            return load_statistics(self.statistics_path)
        except FileNotFoundError:
            return Statistics()
        except Exception:
            return None

    def count(self, key: str, won: bool, seconds: float, moves: int, assisted: bool = False,
              day: str | None = None) -> str | None:
        """Add one game's result to the statistics file; a one-line warning when it could not be written
        (the result then waits in ``pending``). ValueError, and nothing counted, for a bad key.
        ``assisted``: a game the solver helped to win; ``day``: the date whose deal of the day it was
        (``Statistics.record``)."""
        change = Result(key, won, seconds, moves, assisted, day)
        change.apply(_copy(self.statistics))  # refuse a bad key or value before keeping it
        return self._change(change)

    def reset_statistics(self, key: str | None = None) -> str | None:
        """Forget one variant's figures (``key``) or all of them (None); a warning as with ``count``."""
        return self._change(Reset(key))

    def save_pending(self) -> str | None:
        """Write what could not be written before; None when nothing waits or it is written now."""
        if not self.pending:
            return None
        return self._write_pending()

    def save_statistics(self, statistics: Statistics | None = None) -> str | None:
        """Write ``statistics`` (default: ``self.statistics``) as they are, over whatever the file holds; a
        one-line warning if that failed. Counting goes through ``count``, which keeps other copies' games."""
        if statistics is not None:
            self.statistics = statistics
        warning = self._write(self.statistics_path, lambda: save_statistics(
            self.statistics_path, self.statistics))
        if warning is None:
            self._on_disk = _copy(self.statistics)
        return warning

    def _change(self, change: Change) -> str | None:
        self.pending.append(change)
        return self._write_pending()

    @property
    def statistics_lock_fallback(self) -> Path:
        """What the statistics lock is taken on when ``statistics.lock`` is odd: not the data folder, which
        the saved game's lock takes for a whole run when ``current_game.lock`` is odd too."""
        parent = self.data_dir.parent
        return parent if parent != self.data_dir else self.data_dir

    def _write_pending(self) -> str | None:
        """Under the statistics lock: read the file as it is now, add what waits, write it back. The figures
        shown (``self.statistics``) include what waits, whether or not it could be written."""
        lock = FileLock(self.data_dir / STATISTICS_LOCK, fallback=self.statistics_lock_fallback)
        refused = None
        try:
            locked = lock.acquire(timeout=LOCK_WAIT_SECONDS, covered_by=self._current_lock)
        except OSError as error:
            # not even the data folder could be opened: where it is there, the file could be written
            # without a lock, which another copy's count would undo; else nothing can be written (the
            # write says why)
            locked = not os.path.isdir(self.data_dir)
            refused = one_line(f"{NO_LOCK} ({error.strerror or error})")
        try:
            fresh = self.reread_statistics() if locked else None
            base = fresh if fresh is not None else self._on_disk
            self.statistics = _with(base, self.pending)
            if not locked:
                return refused or BUSY
            warning = self.save_statistics()
            if warning is None:
                self.pending.clear()
            return warning
        finally:
            lock.release()

    # -- crashes -----------------------------------------------------------------------------------
    def log_crash(self, text: str) -> str | None:
        """Append a dated report (e.g. a traceback) to crash.log; a warning if even that failed."""
        import datetime  # only when there is a crash to log

        stamp = datetime.datetime.now().astimezone().isoformat(timespec="seconds")
        unusable = self.unusable_folder()
        if unusable is not None:
            return one_line(f"The crash report could not be written: {unusable}.")
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
            found = os.lstat(self.crash_log_path) if os.path.lexists(self.crash_log_path) else None
            if found is not None and stat.S_ISREG(found.st_mode) and found.st_size > MAX_CRASH_LOG:
                os.replace(self.crash_log_path, self.crash_log_path.with_name(CRASH_LOG + ".old"))
            with append_regular(self.crash_log_path) as stream:
                stream.write(f"--- {stamp}\n{text.rstrip()}\n")
        except NotRegularFile as error:
            return one_line(f"The crash report could not be written: {CRASH_LOG} is not a regular file "
                            f"({error.kind}).")
        except DamagedFile as error:
            return one_line(f"The crash report could not be written: {CRASH_LOG}: {error.reason}.")
        except OSError as error:
            return one_line(f"The crash report could not be written: {error.strerror or error}.")
        return None

    # -- tidying -------------------------------------------------------------------------------------
    def remove_stale_temporaries(self, max_age: float = STALE_SECONDS) -> list[Path]:
        """At start: remove the temporary files a save killed half-way left for the current game and the
        statistics (``.current_game.json.<random>.tmp`` …) once older than ``max_age`` seconds (a younger
        one may be another copy's save in progress); returns those removed. Never raises."""
        return remove_stale_temporaries(self.data_dir, (CURRENT_GAME, STATISTICS), max_age)

    # -- the common parts --------------------------------------------------------------------------
    def left_in_place(self, path: Path) -> bool:
        """A damaged file that could not be moved aside (a read-only folder), or a path that is no regular
        file: it is not written over."""
        return path in self._blocked or path in self._foreign

    def kept_as(self, path: Path) -> Path | None:
        """Where this profile last moved the damaged file ``path`` aside, or None."""
        return self._kept.get(path)

    def not_regular(self, path: Path) -> str | None:
        """What the profile's file ``path`` was found to be when it was no regular file ("a named pipe" …),
        or None: such a file is left alone."""
        return self._foreign.get(path)

    def _leave_alone(self, path: Path, what: str, kind: str) -> str:
        self._foreign[path] = kind
        return one_line(f"{what} file {path.name} is not a regular file ({kind}); it was left alone.")

    def _put_aside(self, path: Path, what: str, reason: str) -> str:
        try:
            aside = keep_aside(path)
        except OSError as error:
            self._blocked.add(path)
            return one_line(
                f"{what} could not be read ({reason}) nor moved aside ({error.strerror or error}); "
                f"it is left as {path.name} and will not be written over.", limit=400)
        self._blocked.discard(path)
        self._kept[path] = aside
        return one_line(f"{what} could not be read ({reason}); it was kept as {aside.name}.", limit=400)

    def _write(self, path: Path, write: Callable[[], None]) -> str | None:
        unusable = self.unusable_folder() if path.parent == self.data_dir else None
        if unusable is not None:
            return unusable  # not "File exists" from making the folder, nor "damaged"
        if path in self._foreign:
            try:
                kind = not_regular(path)
            except OSError:
                kind = self._foreign[path]
            if kind is not None:
                return one_line(f"{path.name} is not a regular file ({kind}); it is left alone")
            del self._foreign[path]  # the player put it right meanwhile
        if path in self._blocked:
            try:
                keep_aside(path)
            except FileNotFoundError:
                pass  # the player removed it meanwhile
            except OSError:
                return one_line(f"{path.name} is damaged and could not be moved aside")
            self._blocked.discard(path)
        try:
            write()
        except (OSError, ValueError, TypeError) as error:
            reason = error.strerror if isinstance(error, OSError) and error.strerror else error
            return one_line(str(reason))  # the caller says what was not saved: "… (reason)."
        return None


def _identity(path: Path) -> tuple[int, int, int] | None:
    """Which version of a file this is (an atomic write makes a new inode), or None if there is none."""
    try:
        found = path.stat()
    except OSError:
        return None
    return found.st_ino, found.st_mtime_ns, found.st_size


def _copy(statistics: Statistics) -> Statistics:
    keys = statistics.keys()  # Statistics is no mapping: it has keys() but no iteration
    return Statistics({key: statistics.get(key) for key in keys})


def _with(base: Statistics, changes: Sequence[Change]) -> Statistics:
    """``base`` with ``changes`` applied; a change that no longer fits (a variant more than the file may
    hold, once another copy's variants are in) is left out rather than stopping the others."""
    result = _copy(base)
    for change in changes:
        try:
            change.apply(result)
        except ValueError:
            continue
    return result


def _unexpected(error: Exception) -> str:
    return f"unexpected {type(error).__name__}: {error}"
