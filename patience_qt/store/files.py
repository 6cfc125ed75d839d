"""JSON files that survive crashes and refuse garbage: atomic writes, careful reads, damaged files kept.

* ``write_json_atomic`` serialises first, then writes a temporary file in the same folder, flushes and
  fsyncs it and renames it over the target with ``os.replace``; a failure at any point leaves the old
  file as it was (and removes the temporary file).
* ``read_json`` refuses a file larger than ``max_bytes`` before reading it, text that is not UTF-8, JSON
  that does not parse (including NaN/Infinity, absurdly long numbers and nesting too deep for the
  parser) with ``DamagedFile``, whose reason is one line. A missing file raises ``FileNotFoundError``:
  a missing file is not a damaged one.
* Only regular files are read (a link to one is followed): a named pipe in place of a file would block
  the program at start with no window, so the kind of the file is checked before it is opened, it is
  opened non-blocking, and the opened descriptor is checked again (the file may change in between).
  Anything else (a pipe, a device, a socket, a folder, a link to nothing) is ``NotRegularFile``, a
  ``DamagedFile`` the callers leave alone: never moved aside, never written over.
* ``remove_stale_temporaries`` removes the temporary files of ``write_json_atomic`` that a program
  killed in the middle of a save (``kill -9``, a power cut) left behind; only those, and only once
  they are old enough that no running copy of the program can still be writing them.
* ``number_within`` checks a JSON number's range without turning a huge integer into a float (which
  raises OverflowError), so that the loaders' checks say DamagedFile for every number out of range.
* ``append_regular`` (the crash log) follows no link and makes its file 0600, whatever the umask.
* ``keep_aside`` renames a damaged file to ``NAME.damaged`` (``NAME.damaged.1``, ``.2`` … when that
  exists), never overwriting anything, so nothing the program could not read is silently lost.

Pure Python: no Qt here, the window passes in the folder to use.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import re
import stat
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any, TextIO

from ..quoting import MAX_LINE, one_line

MAX_BYTES = 5 * 1024 * 1024
MAX_REASON = MAX_LINE  # characters of a reason; longer ones are cut with an ellipsis
STALE_SECONDS = 60.0  # a temporary file older than this is no save in progress (a save takes milliseconds)


class DamagedFile(Exception):
    """A file the program cannot use: ``path`` and ``reason`` (one line, for a status bar or a dialog)."""

    def __init__(self, path: str | os.PathLike[str], reason: str) -> None:
        self.path = Path(path)
        self.reason = one_line(reason)
        super().__init__(f"{self.path.name}: {self.reason}")


class NotRegularFile(DamagedFile):
    """A path that is there but is no regular file: ``kind`` says what it is ("a named pipe" …)."""

    def __init__(self, path: str | os.PathLike[str], kind: str) -> None:
        self.kind = kind
        super().__init__(path, f"it is not a regular file ({kind})")


def file_kind(mode: int) -> str | None:
    """None for a regular file, else what it is, in a few words (from ``st_mode``)."""
    if stat.S_ISREG(mode):
        return None
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISLNK(mode):
        return "a link to nothing"
    return "a special file"


def not_regular(path: str | os.PathLike[str]) -> str | None:
    """What ``path`` is when it is there but is no regular file (a link is followed; a link to nothing,
    or a loop of links, is "a link to nothing"); None for a regular file or nothing at all. Never opens
    the file."""
    try:
        return file_kind(os.stat(path).st_mode)
    except FileNotFoundError:
        return "a link to nothing" if os.path.lexists(path) else None
    except OSError:
        try:
            link = stat.S_ISLNK(os.lstat(path).st_mode)
        except OSError:
            link = False
        if link:
            return "a link to nothing"  # a loop of links, or one through something that is no folder
        raise


def number_within(value: Any, low: float, high: float) -> bool:
    """``value`` is a JSON number (no bool), finite and from ``low`` to ``high``. An integer is compared
    as it is: one of 400 digits is no float, and ``math.isfinite`` on it raises OverflowError."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return False
    if isinstance(value, float) and not math.isfinite(value):
        return False
    return low <= value <= high


def write_json_atomic(path: str | os.PathLike[str], data: Any, indent: int | None = None) -> None:
    """Write ``data`` as JSON to ``path`` all or nothing; errors (OSError, TypeError, ValueError) propagate.

    The folder is created if missing. The old file, if any, is untouched unless the new one is complete.
    """
    path = Path(path)
    text = json.dumps(data, indent=indent, allow_nan=False) + "\n"
    payload = text.encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as stream:
            stream.write(payload)
            stream.flush()
            os.fsync(stream.fileno())
        os.replace(temp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temp_name)
        raise
    _sync_folder(path.parent)


TEMP_SUFFIX = ".tmp"
# what tempfile.mkstemp puts between our prefix and suffix: a few letters, digits and underscores
_TEMP_MIDDLE = r"[A-Za-z0-9_]{4,32}"


def temporary_name_pattern(name: str) -> re.Pattern[str]:
    """The names ``write_json_atomic`` gives its temporary files for the file ``name``:
    ``.NAME.<random>.tmp``."""
    return re.compile(re.escape(f".{name}.") + _TEMP_MIDDLE + re.escape(TEMP_SUFFIX))


def remove_stale_temporaries(
    folder: str | os.PathLike[str], names: Sequence[str], max_age: float = STALE_SECONDS,
) -> list[Path]:
    """Remove from ``folder`` the temporary files ``write_json_atomic`` left for the files ``names``
    (``.NAME.<random>.tmp``: the program was killed during a save) that were last written more than
    ``max_age`` seconds ago; a younger one may be a save another copy of the program is making right
    now. Only regular files with exactly that kind of name are touched (a link is not followed); what
    cannot be removed is left. Returns the files removed."""
    patterns = [temporary_name_pattern(name) for name in names]
    now = time.time()
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed  # no folder yet, or one that cannot be read: nothing to tidy
    for entry in entries:
        if not any(pattern.fullmatch(entry.name) for pattern in patterns):
            continue
        try:
            found = entry.stat(follow_symlinks=False)
            if not stat.S_ISREG(found.st_mode) or now - found.st_mtime < max_age:
                continue
            os.unlink(entry.path)
        except OSError:
            continue
        removed.append(Path(entry.path))
    return removed


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable where the system allows it (POSIX); best effort."""
    if os.name != "posix":
        return
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def _refuse_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number this program writes")


def read_json(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES) -> Any:
    """The JSON value in ``path``; DamagedFile for anything unreadable (NotRegularFile for anything but a
    regular file, which is not even opened), FileNotFoundError if missing."""
    path = Path(path)
    try:
        raw = _read_regular(path, max_bytes)
    except (FileNotFoundError, DamagedFile):
        raise
    except IsADirectoryError:
        raise NotRegularFile(path, "a folder") from None
    except OSError as error:
        raise DamagedFile(path, f"the file could not be read ({error.strerror or error})") from None
    if len(raw) > max_bytes:
        raise DamagedFile(path, f"the file is too large (more than {max_bytes} bytes)")
    if not raw.strip():
        raise DamagedFile(path, "the file is empty")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise DamagedFile(path, f"the file is not UTF-8 text (byte {error.start})") from None
    try:
        return json.loads(text, parse_constant=_refuse_constant)
    except RecursionError:
        raise DamagedFile(path, "the JSON is nested too deeply") from None
    except ValueError as error:
        raise DamagedFile(path, f"the file is not valid JSON ({error})") from None


def read_regular(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES) -> bytes:
    """The bytes of a regular file (a link to one is followed): NotRegularFile for anything else, which is
    not even opened, DamagedFile when it is larger than ``max_bytes``, FileNotFoundError when missing,
    another OSError when it cannot be read."""
    path = Path(path)
    try:
        raw = _read_regular(path, max_bytes)
    except IsADirectoryError:
        raise NotRegularFile(path, "a folder") from None
    if len(raw) > max_bytes:
        raise DamagedFile(path, f"the file is too large (more than {max_bytes} bytes)")
    return raw


def _read_regular(path: Path, max_bytes: int) -> bytes:
    """At most ``max_bytes + 1`` bytes of a regular file; NotRegularFile for anything else, checked before
    opening (a pipe's open would wait for a writer) and again on the opened descriptor (non-blocking, so
    a pipe put there meanwhile cannot block either)."""
    kind = not_regular(path)
    if kind is not None:
        raise NotRegularFile(path, kind)
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0)  # O_BINARY: Windows
    flags |= getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)  # POSIX
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as stream:
        found = os.fstat(descriptor)
        kind = file_kind(found.st_mode)
        if kind is not None:
            raise NotRegularFile(path, kind)
        if found.st_size > max_bytes:
            raise DamagedFile(path, f"the file is too large ({found.st_size} bytes, at most {max_bytes})")
        return stream.read(max_bytes + 1)


def append_regular(path: str | os.PathLike[str]) -> TextIO:
    """``path`` opened to append UTF-8 text (made if missing, mode 0600 whatever the umask: a crash report
    may show what the player did); NotRegularFile (an OSError would not say what) when it is no regular
    file. A link is not followed, even to a regular file: the text would go wherever it points. Opened
    non-blocking: a named pipe there cannot block the program."""
    path = Path(path)
    if os.path.islink(path):
        raise NotRegularFile(path, "a link")
    kind = not_regular(path)
    if kind is not None:
        raise NotRegularFile(path, kind)
    flags = os.O_WRONLY | os.O_APPEND | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_NOFOLLOW", 0)
    try:
        descriptor = os.open(path, flags | os.O_CREAT | os.O_EXCL, 0o600)
    except FileExistsError:
        descriptor = os.open(path, flags)
    else:
        if os.chmod in os.supports_fd:  # the umask may have taken bits away (none is added)
            with contextlib.suppress(OSError):
                os.chmod(descriptor, 0o600)
    stream = os.fdopen(descriptor, "a", encoding="utf-8", errors="replace")
    kind = file_kind(os.fstat(descriptor).st_mode)
    if kind is not None:
        stream.close()
        raise NotRegularFile(path, kind)
    return stream


def keep_aside(path: str | os.PathLike[str]) -> Path:
    """Rename ``path`` to the first free ``NAME.damaged``, ``NAME.damaged.1`` …; returns the new path.

    Never overwrites: on POSIX a hard link claims the name atomically, elsewhere the name is checked
    first. Raises OSError if the file cannot be moved (the caller must then not write over it).
    """
    path = Path(path)
    for number in range(10_000):
        suffix = ".damaged" if number == 0 else f".damaged.{number}"
        target = path.with_name(path.name + suffix)
        if os.path.lexists(target):
            continue
        if _claim(path, target):
            return target
    raise OSError(f"too many damaged copies of {path.name} already kept")


def _claim(path: Path, target: Path) -> bool:
    """Move ``path`` to ``target`` if ``target`` is free; False if it was taken meanwhile."""
    if hasattr(os, "link") and os.name == "posix":
        try:
            os.link(path, target)
        except FileExistsError:
            return False
        except OSError:
            pass  # a file system without hard links: fall back to a checked rename
        else:
            os.unlink(path)
            return True
    if os.path.lexists(target):
        return False
    os.rename(path, target)  # on Windows this refuses an existing target
    return True
