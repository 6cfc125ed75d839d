"""The card pictures kept on disk between starts, so that a start draws its first table without QtSvg.

Parsing and rendering the SVG art costs a start QtSvg's import (~35 ms) and a few milliseconds a
face; a PNG of the same picture reads in a fraction of that. So each picture the table renders is
written, once, into the platform's cache folder (Qt's CacheLocation, or the folder named by
``PATIENCE_QT_CACHE_DIR``), and the next start at that size reads it back.

An entry is keyed by everything that decides its pixels: the art file's content (a CRC-32 of its
bytes: the art changed, the key changed, the entry is drawn again), the card's width and the pixel
ratio (one folder each), the indices in effect (a Russian face is its own name, ``russian_QH``), and
``VERSION``, raised when the drawing code changes. The cache is only ever a shortcut: an entry that is
missing, unreadable, damaged or of the wrong size is ignored and drawn again, a folder that cannot be
written is left alone, and none of it is ever an error.

A file's name is no proof of what it holds: two entries swapped, or one copied over another, are PNGs of
the right size. So each entry carries its key (``entry_key``: card, width, ratio, art, version) in a
text chunk of its own PNG (``KEY_TEXT``), written with the picture, and is read back only when that key
is the one asked for; else it is drawn again and stored right. The chunk comes before the pixels and
is read in the same pass (QImageReader), so the check costs a start nothing it did not pay already.

Writing waits until the sizes settle (``SETTLE_MS`` after the last new picture), so a window dragged
through fifty sizes writes only the one it stops at; entries are written atomically (a new file beside
the entry, renamed over it: the rename replaces a link in the entry's place, where QSaveFile would
write through it into whatever it points at), into a size folder that is a real folder (one that is a
link is left alone, nothing written), and only the ``KEEP_SIZES`` newest size folders are kept. A
program that quits sooner writes them as it quits. An entry is read only when it is a regular file
(a link or a named pipe in its place is drawn again and replaced).

The folder it is given is not its own: ``PATIENCE_QT_CACHE_DIR`` may name ``~/.cache`` or a folder of the
player's. So everything lives in one subfolder, ``SUBFOLDER``, that the cache made and marked
(``CACHEDIR.TAG`` with a line of its own, which backup tools know too); a subfolder of that name
without the mark (and not empty) is someone else's, and the cache then keeps nothing. Inside it, the
pruning removes only names of the cache's own patterns (size folders, entries, temporary files),
never a folder as a whole: whatever else is in there stays.
"""

from __future__ import annotations

import contextlib
import os
import re
import stat
import tempfile
import zlib
from pathlib import Path

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QStandardPaths, QTimer, qVersion
from PySide6.QtGui import QImageReader, QPixmap

CACHE_VARIABLE = "PATIENCE_QT_CACHE_DIR"
VERSION = 2  # raise when card_art draws a picture differently: every entry is drawn again
SETTLE_MS = 1000
KEEP_SIZES = 4
KEY_TEXT = "patience-qt-card"  # the PNG text chunk holding an entry's key
SUBFOLDER = "patience-qt-cards"  # the one folder of its own in the folder it is given
MARK = "CACHEDIR.TAG"  # https://bford.info/cachedir/: backup tools leave such a folder out
MARK_TEXT = ("Signature: 8a477f597d28d172789f06886806bc55\n"
             "# The card pictures of Patience Qt, drawn again when they are missing: safe to delete.\n")
SIZE_FOLDER = re.compile(r"v\d+-qt[0-9.]+-\d+w-[0-9.]+x")  # what _size_folder names
LEGACY = "cards"  # where versions before the mark kept their size folders, in Qt's cache folder
ENTRY = re.compile(r"[A-Za-z0-9_-]+@[A-Za-z0-9_-]+\.png|\.writing-\w+\.part")  # _file_name's, _write's


def qt_cache_location() -> Path | None:
    """The program's own cache folder, Qt's CacheLocation (``~/.cache/PatienceQt/Patience Qt``), or None."""
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) if location else None


def default_cache_dir() -> Path | None:
    """Where the pictures are kept (in ``SUBFOLDER`` there): ``PATIENCE_QT_CACHE_DIR``, else Qt's cache
    folder, else nowhere."""
    named = os.environ.get(CACHE_VARIABLE)
    if named:
        return Path(named)
    return qt_cache_location()


def marked(mark: Path) -> bool:
    """Whether ``mark`` is the cache's own mark: a regular file (not a link) holding ``MARK_TEXT``."""
    try:
        if not stat.S_ISREG(os.lstat(mark).st_mode):
            return False
        with open(mark, encoding="ascii", errors="replace") as file:
            return file.read(len(MARK_TEXT) + 1) == MARK_TEXT
    except OSError:
        return False


def entry_key(name: str, width: int, dpr: float, digest: str) -> str:
    """What an entry is the picture of, stored in it and checked when it is read back."""
    return f"{name} {width}w {dpr:g}x {digest} v{VERSION}"


def art_digest(path: Path) -> str | None:
    """The CRC-32 of a file's bytes (zlib: no OpenSSL at start), or None when it cannot be read."""
    try:
        return f"{zlib.crc32(path.read_bytes()):08x}"
    except OSError:
        return None


class FaceCache:
    """Card pictures on disk, read back by (name, width, pixel ratio, art digest)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder  # the folder it is given; its own is ``root``, in there
        self.root = None if folder is None else folder / SUBFOLDER
        self._owned: bool | None = None  # whether ``root`` is the cache's own, once known
        self._swept = False  # the pictures of versions before the mark removed, once a run
        self._pending: dict[tuple[str, int, float, str], QPixmap] = {}
        self._timer: QTimer | None = None
        self._newest: tuple[int, float] | None = None

    def _size_folder(self, width: int, dpr: float) -> Path:
        assert self.root is not None
        return self.root / f"v{VERSION}-qt{qVersion()}-{width}w-{dpr:g}x"

    def _own_root(self, make: bool) -> bool:
        """Whether ``root`` is the cache's own folder (a real folder, not a link, with the mark); with
        ``make``, made and marked when it is not there yet, or when it holds nothing but a mark that is not
        whole (a run that made it stopped before marking it). Asked once: a start reads the mark, not every
        entry."""
        if self._owned or (self._owned is False and not make) or self.root is None:
            return bool(self._owned)
        self._owned = False
        try:
            if make:
                self.root.parent.mkdir(parents=True, exist_ok=True)
                with contextlib.suppress(FileExistsError):  # what is there is looked at next
                    self.root.mkdir()
            if not stat.S_ISDIR(os.lstat(self.root).st_mode):
                return False
            mark = self.root / MARK
            if make and not marked(mark) and set(os.listdir(self.root)) <= {MARK}:
                with contextlib.suppress(FileNotFoundError):  # a mark cut short: made again
                    os.unlink(mark)
                with contextlib.suppress(FileExistsError), open(mark, "x", encoding="ascii") as file:
                    file.write(MARK_TEXT)  # (a second copy of the program marking it at the same time)
            self._owned = marked(mark)
        except OSError:
            self._owned = False
        return self._owned

    @staticmethod
    def _file_name(name: str, digest: str) -> str:
        return f"{name.replace('/', '_')}@{digest}.png"

    def load(self, name: str, width: int, dpr: float, digest: str, size: tuple[int, int]) -> QPixmap | None:
        """The stored picture, or None (not there, unreadable, damaged, not ``size`` device pixels)."""
        if not self._own_root(make=False):
            return None
        path = self._size_folder(width, dpr) / self._file_name(name, digest)
        try:
            if not stat.S_ISREG(os.lstat(path).st_mode):  # a link, a folder, a pipe (it would block)
                return None
        except OSError:
            return None
        reader = QImageReader(str(path), b"PNG")
        if reader.text(KEY_TEXT) != entry_key(name, width, dpr, digest):  # another card's, or no key
            return None
        image = reader.read()
        if image.isNull() or (image.width(), image.height()) != size:
            return None
        pixmap = QPixmap.fromImage(image)
        pixmap.setDevicePixelRatio(dpr)
        return pixmap

    def keep(self, name: str, width: int, dpr: float, digest: str, pixmap: QPixmap) -> None:
        """Write this picture once the sizes have settled (see the module's docstring)."""
        if self.folder is None:
            return
        self._newest = (width, dpr)
        self._pending[(name, width, dpr, digest)] = pixmap
        if self._timer is None:
            app = QCoreApplication.instance()
            # The timer belongs to the application, so Qt deletes it on the thread it lives on: a timer
            # of this object's own went with the object when a search thread's garbage collection freed
            # it, and the main thread then fired a timer of a deleted object (a crash in the tests)
            self._timer = QTimer(app)
            self._timer.setSingleShot(True)
            self._timer.timeout.connect(self.flush)
            if app is not None:  # a program closed within the second still keeps its pictures
                app.aboutToQuit.connect(self.flush)
        self._timer.start(SETTLE_MS)

    def flush(self) -> None:
        """Write the pictures of the newest size (the others were passing sizes); never raises."""
        pending, self._pending = self._pending, {}
        if self.folder is None or self._newest is None:
            return
        width, dpr = self._newest
        if not self._own_root(make=True):
            return
        folder = self._size_folder(width, dpr)
        try:
            with contextlib.suppress(FileExistsError):
                folder.mkdir()
            if not stat.S_ISDIR(os.lstat(folder).st_mode):  # a link, a file: not the cache's to write in
                return
            os.utime(folder)  # the newest folder is kept longest
        except OSError:
            return
        for (name, w, ratio, digest), pixmap in pending.items():
            if (w, ratio) != (width, dpr):
                continue
            file_name = self._file_name(name, digest)
            card = file_name.split("@")[0]
            try:
                for old in folder.iterdir():  # the same card drawn from art that has changed since
                    if ENTRY.fullmatch(old.name) and old.name.split("@")[0] == card and old.name != file_name:
                        old.unlink(missing_ok=True)
            except OSError:
                pass
            write(folder / file_name, pixmap, entry_key(name, width, dpr, digest))
        remove_size_folders(self.root, KEEP_SIZES)
        self._sweep_legacy()

    def _sweep_legacy(self) -> None:
        """The size folders that versions before the mark kept in ``LEGACY`` of the program's own cache
        folder (never of a folder ``PATIENCE_QT_CACHE_DIR`` names) removed, by the same patterns."""
        if self._swept:
            return
        self._swept = True
        if self.folder is None or self.folder != qt_cache_location():
            return
        legacy = self.folder / LEGACY
        try:
            if not stat.S_ISDIR(os.lstat(legacy).st_mode):
                return
        except OSError:
            return
        remove_size_folders(legacy, 0)
        with contextlib.suppress(OSError):
            os.rmdir(legacy)  # only when nothing else is in it


def remove_size_folders(parent: Path, keep: int) -> None:
    """Only the ``keep`` most recently written size folders in ``parent`` stay; of the others, only what
    the cache writes is removed (a folder with anything else in it stays, that else too). Never raises."""
    try:
        with os.scandir(parent) as entries:
            folders = [entry for entry in entries
                       if SIZE_FOLDER.fullmatch(entry.name) and entry.is_dir(follow_symlinks=False)]
        folders.sort(key=lambda entry: entry.stat(follow_symlinks=False).st_mtime, reverse=True)
    except OSError:
        return
    for old in folders[keep:]:
        try:
            with os.scandir(old.path) as entries:
                for entry in entries:
                    if ENTRY.fullmatch(entry.name) and not entry.is_dir(follow_symlinks=False):
                        os.unlink(entry.path)
            os.rmdir(old.path)
        except OSError:
            pass


def write(path: Path, pixmap: QPixmap, key: str) -> None:
    """The picture as a PNG at ``path``, its ``key`` in it: written to a new file beside it (``O_EXCL``:
    never an existing file or link), then renamed over ``path``, which replaces what is there (a link: the
    link, not what it points at). Nothing is left behind when it fails, and it never raises."""
    image = pixmap.toImage()
    image.setText(KEY_TEXT, key)
    buffer = QBuffer()
    if not buffer.open(QIODevice.OpenModeFlag.WriteOnly) or not image.save(buffer, "PNG"):
        return
    data = bytes(buffer.data())
    try:
        handle, temporary = tempfile.mkstemp(prefix=".writing-", suffix=".part", dir=path.parent)
    except OSError:
        return
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
        os.replace(temporary, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
