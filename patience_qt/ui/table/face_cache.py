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

Writing waits until the sizes settle (``SETTLE_MS`` after the last new picture), so a window dragged
through fifty sizes writes only the one it stops at; entries are written atomically (QSaveFile), and
only the ``KEEP_SIZES`` newest size folders are kept. A program that quits sooner writes them as it quits.
"""

from __future__ import annotations

import os
import shutil
import zlib
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QIODevice, QSaveFile, QStandardPaths, QTimer, qVersion
from PySide6.QtGui import QPixmap

CACHE_VARIABLE = "PATIENCE_QT_CACHE_DIR"
VERSION = 1  # raise when card_art draws a picture differently: every entry is drawn again
SETTLE_MS = 1000
KEEP_SIZES = 4


def default_cache_dir() -> Path | None:
    """Where the pictures are kept: ``PATIENCE_QT_CACHE_DIR``, else Qt's cache folder, else nowhere."""
    named = os.environ.get(CACHE_VARIABLE)
    if named:
        return Path(named)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    return Path(location) / "cards" if location else None


def art_digest(path: Path) -> str | None:
    """The CRC-32 of a file's bytes (zlib: no OpenSSL at start), or None when it cannot be read."""
    try:
        return f"{zlib.crc32(path.read_bytes()):08x}"
    except OSError:
        return None


class FaceCache:
    """Card pictures on disk, read back by (name, width, pixel ratio, art digest)."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder
        self._pending: dict[tuple[str, int, float, str], QPixmap] = {}
        self._timer: QTimer | None = None
        self._newest: tuple[int, float] | None = None

    def _size_folder(self, width: int, dpr: float) -> Path:
        assert self.folder is not None
        return self.folder / f"v{VERSION}-qt{qVersion()}-{width}w-{dpr:g}x"

    @staticmethod
    def _file_name(name: str, digest: str) -> str:
        return f"{name.replace('/', '_')}@{digest}.png"

    def load(self, name: str, width: int, dpr: float, digest: str, size: tuple[int, int]) -> QPixmap | None:
        """The stored picture, or None (not there, unreadable, damaged, not ``size`` device pixels)."""
        if self.folder is None:
            return None
        path = self._size_folder(width, dpr) / self._file_name(name, digest)
        try:
            if not path.is_file():
                return None
        except OSError:
            return None
        pixmap = QPixmap()
        if not pixmap.load(str(path), "PNG") or (pixmap.width(), pixmap.height()) != size:
            return None
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
        folder = self._size_folder(width, dpr)
        try:
            folder.mkdir(parents=True, exist_ok=True)
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
                    if old.name.split("@")[0] == card and old.name != file_name:
                        old.unlink(missing_ok=True)
            except OSError:
                pass
            saver = QSaveFile(str(folder / file_name))
            if saver.open(QIODevice.OpenModeFlag.WriteOnly) and pixmap.save(saver, "PNG"):
                saver.commit()
            else:
                saver.cancelWriting()
        self._prune()

    def _prune(self) -> None:
        """Only the ``KEEP_SIZES`` most recently written size folders stay."""
        assert self.folder is not None
        try:
            folders = sorted((entry for entry in self.folder.iterdir() if entry.is_dir()),
                             key=lambda entry: entry.stat().st_mtime, reverse=True)
            for old in folders[KEEP_SIZES:]:
                shutil.rmtree(old, ignore_errors=True)
        except OSError:
            pass
