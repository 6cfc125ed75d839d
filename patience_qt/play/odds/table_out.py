"""Where a table run writes its rows: checked before the first deal, locked, and written whole.

A table run computes for minutes or hours before it writes its first row, so ``check_out`` refuses
before the first deal, in one line (``TableOutError``), whatever it could not or should not write then:

* a path that is there but is no regular file: a device (``/dev/full`` was read without end after
  every deal was computed), a named pipe (the read waited for a writer for ever), a socket, a folder,
  and a link (the table would replace the link, not write the file it names);
* a file that is no odds table, or one this program cannot read: it is left as it is, so nothing in
  it is lost (a table of the player's that was damaged is not written over);
* a folder that is missing or cannot be written to (the row is written to a temporary file beside
  the table and put in its place);
* a lock that cannot be taken.

``locked`` holds the lock while a row is read in and written (two runs, one per family, may update one
table at the same time): ``.NAME.lock`` beside the table, made 0600, opened without truncating it and
never through a link (it lay in the shared temporary folder, opened for writing with truncation, so a
link planted there truncated whatever it named). Two runs on one table meet on the same lock because it
lies beside the table. ``write_table`` writes a table all or nothing.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from collections.abc import Iterator
from pathlib import Path

from .table import NotATable, read_table


class TableOutError(Exception):
    """The table cannot or should not be written there (one line, naming the file)."""


def lock_path(path: Path) -> Path:
    """The lock of the table at ``path``: a hidden file beside it."""
    return path.with_name(f".{path.name}.lock")


def check_out(path: Path, label: str) -> None:
    """Refuse, before the first deal, a table the run could not or should not write after its first row
    (the module's text says which); ``label`` names it in the message ("--out t.json")."""
    try:
        found: os.stat_result | None = os.lstat(path)
    except FileNotFoundError:
        found = None
    except OSError as error:
        raise TableOutError(f"{label} cannot be looked at ({error.strerror or error})") from None
    if found is not None:
        kind = _kind(found.st_mode)
        if kind == "a folder":
            raise TableOutError(f"{label} is a folder, not a file")
        if kind is not None:
            raise TableOutError(f"{label} is {kind}, not a regular file: name a table file or a new name")
        try:
            read_table(path)
        except NotATable as error:
            raise TableOutError(f"{error}; it is left as it is: move it away, or name another file "
                                "with --out") from None
        except OSError as error:
            raise TableOutError(f"{label} cannot be read ({error.strerror or error})") from None
    if not path.parent.is_dir():
        raise TableOutError(f"{label}: there is no folder {path.parent}")
    if not os.access(path.parent, os.W_OK | os.X_OK):
        raise TableOutError(f"{label}: the folder {path.parent} cannot be written to")
    with locked(path):  # it can be taken
        pass


def _kind(mode: int) -> str | None:
    """None for a regular file, else what it is, in a few words."""
    if stat.S_ISREG(mode):
        return None
    for test, words in ((stat.S_ISDIR, "a folder"), (stat.S_ISLNK, "a link"), (stat.S_ISFIFO, "a named pipe"),
                        (stat.S_ISCHR, "a device"), (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket")):
        if test(mode):
            return words
    return "a special file"


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold the table's lock (``lock_path``) while reading and writing it; TableOutError when the lock
    is a link or no regular file, or cannot be made."""
    try:
        import fcntl
    except ImportError:  # not on Windows: one run at a time there
        yield
        return
    descriptor = _open_lock(lock_path(path))
    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(descriptor, fcntl.LOCK_UN)
    finally:
        os.close(descriptor)


def _open_lock(lock: Path) -> int:
    """The lock file opened (made 0600 when missing), never through a link, never truncated, and only
    when it is a regular file (a device is not even opened: opening one may act)."""
    with contextlib.suppress(FileNotFoundError):
        kind = _kind(os.lstat(lock).st_mode)
        if kind is not None:
            raise TableOutError(f"the table's lock {lock} is {kind}, not a regular file: remove it")
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    flags |= getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(lock, flags, 0o600)
    except OSError as error:
        if error.errno == errno.ELOOP:  # a link put there meanwhile
            raise TableOutError(f"the table's lock {lock} is a link, not a regular file: remove it") from None
        raise TableOutError(f"the table's lock {lock} cannot be made ({error.strerror or error})") from None
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise TableOutError(f"the table's lock {lock} is not a regular file: remove it")
    return descriptor


def write_table(path: Path, text: str) -> None:
    """Write the table's text all or nothing: a temporary file beside it, put in its place."""
    handle, temp = tempfile.mkstemp(dir=path.parent, prefix=path.name, suffix=".tmp")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        os.replace(temp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp)
        raise
