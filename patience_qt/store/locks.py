"""Locks between copies of the program that share one data folder, held by the operating system.

``FileLock(path)`` locks a small file of its own beside the data it guards (``statistics.lock``,
``current_game.lock``): ``flock`` on POSIX, ``msvcrt.locking`` on Windows. The system drops the lock
when its holder's process ends, however it ends (``kill -9``, a crash, a power cut), so a lock is never
left stale and no age or PID check is needed to break one. The holder writes its process id into the
file so that another copy can name it in a message.

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

    def __init__(self, path: str | os.PathLike[str]) -> None:
        self.path = Path(path)
        self._descriptor: int | None = None

    @property
    def held(self) -> bool:
        return self._descriptor is not None

    def acquire(self, timeout: float = 0.0) -> bool:
        """Take the lock, waiting up to ``timeout`` seconds for another holder to let go; True if taken.

        OSError when the lock file cannot be made or opened (a read-only folder, a FIFO in its place):
        no other copy can hold it then either, and the caller decides whether to go on without it.
        """
        if self._descriptor is not None:
            return True
        deadline = time.monotonic() + max(timeout, 0.0)
        descriptor = _open_regular(self.path)
        while True:
            if _try_lock(descriptor):
                self._descriptor = descriptor
                _write_holder(descriptor)
                return True
            if time.monotonic() >= deadline:
                os.close(descriptor)
                return False
            time.sleep(POLL_SECONDS)

    def release(self) -> None:
        """Let go of the lock (closing the file lets go of it too); harmless when not held."""
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
    descriptor = os.open(path, flags, 0o644)
    try:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):
            raise OSError(f"{path.name} is not a regular file")
    except BaseException:
        os.close(descriptor)
        raise
    return descriptor


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
