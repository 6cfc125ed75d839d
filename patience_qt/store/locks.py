"""Locks between copies of the program that share one data folder, held by the operating system.

``FileLock(path)`` locks a small file of its own beside the data it guards (``statistics.lock``,
``current_game.lock``): ``flock`` on POSIX, ``msvcrt.locking`` on Windows. The system drops the lock
when its holder's process ends, however it ends (``kill -9``, a crash, a power cut), so a lock is never
left stale and no age or PID check is needed to break one. The holder writes its process id into the
file so that another copy can name it in a message.

Whatever sits at the lock file's path, the lock holds: when it is no regular file the program may open
(a folder, a named pipe, a link, a file of no access), ``FileLock(path, fallback=folder)`` locks the
folder itself instead, opened read-only (``flock`` takes a folder as well as a file), which every copy
finds there and nobody can turn into a pipe. Each copy meets the same odd path and so locks the same
folder. Only where not even that can be opened does ``acquire`` raise OSError, and the caller must not
count or hold without a word then.

Why a lock of the system and not a file that merely exists: a file left behind by a killed copy would
keep every later copy out until the player removed it by hand.

Pure Python, no Qt.
"""

from __future__ import annotations

import contextlib
import os
import stat
import time
from pathlib import Path

if os.name == "nt":  # pragma: no cover - exercised on Windows only
    import msvcrt
else:
    import fcntl

POLL_SECONDS = 0.02
# Windows locks a byte range, and a locked range cannot be read by another process: lock a byte past
# the holder's id, which stays readable
LOCKED_BYTE = 1024


class FileLock:
    """An exclusive lock on ``path`` (created when missing), shared with nothing but its own kind.

    Two ``FileLock`` objects on one path exclude each other even inside one process (each opens the
    file anew, and ``flock`` locks an open file, not a process): that is what lets the tests play two
    copies of the program in one process.
    """

    def __init__(self, path: str | os.PathLike[str], fallback: str | os.PathLike[str] | None = None) -> None:
        self.path = Path(path)
        self.fallback = None if fallback is None else Path(fallback)
        self.via: Path | None = None  # what the lock is held on: ``path``, or ``fallback`` when path is odd
        self._descriptor: int | None = None
        self._covered = False  # held under another lock of this process on the same folder

    @property
    def held(self) -> bool:
        return self._descriptor is not None or self._covered

    def acquire(self, timeout: float = 0.0, covered_by: FileLock | None = None) -> bool:
        """Take the lock, waiting up to ``timeout`` seconds for another holder to let go; True if taken.

        ``covered_by``: a lock this process holds already; when both come down to the same folder (both
        lock files odd), that lock excludes every other copy already, and taking the folder a second
        time would only wait on ourselves. OSError when neither the lock file nor the fallback folder can
        be opened (the folder is missing and cannot be made, or is no folder).
        """
        if self.held:
            return True
        deadline = time.monotonic() + max(timeout, 0.0)
        descriptor = self._open()
        if covered_by is not None and covered_by.held and covered_by.via == self.via != self.path:
            os.close(descriptor)
            self._covered = True
            return True
        while True:
            if _try_lock(descriptor):
                self._descriptor = descriptor
                if self.via == self.path:
                    _write_holder(descriptor)
                return True
            if time.monotonic() >= deadline:
                os.close(descriptor)
                return False
            time.sleep(POLL_SECONDS)

    def _open(self) -> int:
        """The lock file opened, or, when it is odd and there is a fallback, the fallback folder."""
        try:
            descriptor = _open_regular(self.path)
        except OSError:
            if self.fallback is None:
                raise
            descriptor = _open_folder(self.fallback)
            self.via = self.fallback
        else:
            self.via = self.path
        return descriptor

    def release(self) -> None:
        """Let go of the lock (closing the file lets go of it too); harmless when not held."""
        self._covered = False
        descriptor, self._descriptor = self._descriptor, None
        if descriptor is None:
            return
        with contextlib.suppress(OSError):
            _unlock(descriptor)
        with contextlib.suppress(OSError):
            os.close(descriptor)

    def holder(self) -> int | None:
        """The process id the holder wrote into the lock file, or None when it cannot be read."""
        try:
            descriptor = _open_regular(self.path, create=False)
        except OSError:
            return None
        try:
            raw = os.read(descriptor, 32)
        except OSError:
            return None
        finally:
            os.close(descriptor)
        text = raw.decode("ascii", "replace").strip()
        return int(text) if text.isdigit() and len(text) <= 10 else None

    def __enter__(self) -> FileLock:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.release()

    def __del__(self) -> None:
        self.release()


def _open_regular(path: Path, create: bool = True) -> int:
    """Open a lock file for reading and writing without ever blocking on it, and only if it is a regular
    file: a FIFO or a device put in its place is refused (OSError), not waited on."""
    flags = os.O_RDWR | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
    if create:
        flags |= os.O_CREAT
        path.parent.mkdir(parents=True, exist_ok=True)
    with contextlib.suppress(FileNotFoundError):  # a device is not even opened: opening one may act
        if not stat.S_ISREG(os.lstat(path).st_mode):
            raise OSError(f"{path.name} is not a regular file")
    descriptor = os.open(path, flags, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(f"{path.name} is not a regular file")
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


def _open_folder(path: Path) -> int:
    """A folder opened read-only to be locked (the folder may be a link to one: the player chose it);
    OSError when it is missing (and cannot be made), or is no folder, or may not be read."""
    if os.name == "nt":  # pragma: no cover - msvcrt cannot lock a folder
        raise OSError(f"{path.name}: a folder cannot be locked here")
    path.mkdir(parents=True, exist_ok=True)
    flags = os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_NONBLOCK", 0)
    return os.open(path, flags)


def _try_lock(descriptor: int) -> bool:
    try:
        if os.name == "nt":  # pragma: no cover
            os.lseek(descriptor, LOCKED_BYTE, os.SEEK_SET)
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        else:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _unlock(descriptor: int) -> None:
    if os.name == "nt":  # pragma: no cover
        os.lseek(descriptor, LOCKED_BYTE, os.SEEK_SET)
        msvcrt.locking(descriptor, msvcrt.LK_UNLCK, 1)
    else:
        fcntl.flock(descriptor, fcntl.LOCK_UN)


def _write_holder(descriptor: int) -> None:
    """Best effort: the lock holds whether or not its holder's id could be written."""
    with contextlib.suppress(OSError):
        os.ftruncate(descriptor, 0)
        os.lseek(descriptor, 0, os.SEEK_SET)
        os.write(descriptor, f"{os.getpid()}\n".encode("ascii"))
