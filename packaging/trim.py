"""What the bundle leaves out, in one place: used by ``patience-qt.spec`` and checked by ``build.py``.

PyInstaller's Qt hooks collect every plugin of every kind QtGui might load, every Qt translation, and
whatever libraries those plugins link to; its module graph also pulls in large parts of the standard
library that the program never imports at run time. The program needs QtCore, QtGui, QtWidgets and
QtSvg (and the libraries they link: libQt6DBus, ICU …), the platform plugins a desktop uses, the SVG
image format and icon engine, and Qt's own strings in Russian and English. On Linux ICU's data library
(32 MB, every locale of the world) is replaced by one with English and Russian only (icu_data.py).

Every rule here is measured: ``python packaging/build.py --no-trim`` builds the untrimmed bundle for a
comparison, and the self-test (``--self-test``) checks that the trimmed one still works.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

# Qt bindings and standard library modules the program does not use. PyInstaller's analysis reaches them
# through optional imports (decimal through statistics, ssl through urllib …).
EXCLUDED_MODULES = [
    # Qt modules: the program uses QtCore, QtGui, QtWidgets and QtSvg only.
    *(f"PySide6.{name}" for name in (
        "QtNetwork", "QtDBus", "QtOpenGL", "QtOpenGLWidgets", "QtQml", "QtQuick", "QtQuickWidgets",
        "QtQuickControls2", "QtQuickTest", "QtQmlFeatures", "QtPdf", "QtPdfWidgets", "QtSql", "QtTest",
        "QtXml", "QtConcurrent", "QtPrintSupport", "QtUiTools", "QtDesigner", "QtHelp", "QtSvgWidgets",
        "QtLabsStyleKit", "QtMultimedia", "QtMultimediaWidgets", "QtWebEngineCore", "QtWebEngineWidgets",
        "QtWebChannel", "QtWebSockets", "QtCharts", "QtDataVisualization", "QtGraphs", "Qt3DCore",
        "QtBluetooth", "QtPositioning", "QtLocation", "QtSerialPort", "QtStateMachine", "QtTextToSpeech",
        "QtAxContainer", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSpatialAudio", "QtHttpServer",
    )),
    "PySide6.scripts", "PySide6.support.deprecated",
    # Standard library: GUI toolkits, test and doc tools, networking, mail, databases, asyncio.
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "unittest", "doctest", "pydoc", "pydoc_data",
    "test", "lib2to3", "ensurepip", "venv", "distutils", "setuptools", "pkg_resources", "pip", "wheel",
    "_distutils_hack", "xmlrpc", "http", "mailbox", "smtplib", "imaplib", "poplib",
    "ftplib", "nntplib", "telnetlib", "socketserver", "wsgiref", "cgi", "cgitb", "webbrowser",
    "urllib.request", "ssl", "_ssl", "_hashlib", "sqlite3", "_sqlite3", "dbm", "curses", "_curses",
    "readline", "asyncio", "decimal", "_decimal", "_pydecimal",
    "fractions", "statistics", "pdb", "bdb", "cProfile", "profile", "pstats", "tracemalloc", "trace",
    "timeit", "zipapp", "plistlib",
    # Not email: importlib.metadata (the About box's version) imports it. Not multiprocessing nor
    # concurrent: play/odds/deals.py (odds --jobs) imports them.
    # tests/test_selftest.py checks no module the program imports, nor one those import, is here.
]

# Qt plugins kept, by folder: the stems (file name without "lib" and extension) of the ones kept.
# A folder missing here is left out whole; None keeps the folder whole.
KEEP_PLUGINS: dict[str, set[str] | None] = {
    # xcb (X11, XWayland), wayland, cocoa (macOS), windows; offscreen and minimal for headless runs.
    "platforms": {"qxcb", "qwayland", "qoffscreen", "qminimal", "qcocoa", "qwindows"},
    "imageformats": {"qsvg"},  # PNG, BMP and the like are built into QtGui
    "iconengines": {"qsvgicon"},
    # The GTK theme drags in GTK, cairo and pango; the portal theme gives native dialogs without them.
    "platformthemes": {"qxdgdesktopportal"},
    "platforminputcontexts": {"composeplatforminputcontextplugin", "ibusplatforminputcontextplugin"},
    "xcbglintegrations": None,
    "styles": None,  # the Windows 11 and macOS styles
    "wayland-shell-integration": {"xdg-shell"},
    "wayland-decoration-client": {"bradient", "adwaita"},
}
# Dropped: generic (evdev input for linuxfb/eglfs), egldeviceintegrations, networkinformation, tls,
# printsupport, sqldrivers, qmltooling, wayland-graphics-integration-* (OpenGL buffers), and the image
# formats the program does not read (gif, jpeg, tiff, webp, ico, icns, tga, wbmp, pdf).

# Qt's own translations kept: Russian and English. qt_xx.qm only lists qtbase_xx and qtmultimedia_xx.
KEEP_QT_TRANSLATIONS = re.compile(r"^(qt|qtbase)_(ru|en)\.qm$")

# Python extension modules left out although something can reach them: the CJK codecs.
DROP_EXTENSIONS = re.compile(r"^_codecs_(cn|hk|iso2022|jp|kr|tw)\b")

_SHARED = re.compile(r"\.(so(\.[\d.]+)?|dll|dylib|pyd)$", re.IGNORECASE)


def _parts(dest: str) -> list[str]:
    return dest.replace("\\", "/").split("/")


def plugin_stem(name: str) -> str:
    """``libqxcb.so`` -> ``qxcb``; ``qwindows.dll`` -> ``qwindows``."""
    stem = _SHARED.sub("", name)
    return stem[3:] if stem.startswith("lib") else stem


def plugin_kind(dest: str) -> tuple[str, str] | None:
    """(folder, stem) for a destination inside Qt's plugins folder, else None."""
    parts = _parts(dest)
    for index, part in enumerate(parts[:-2]):
        # PySide6/Qt/plugins/<folder>/... (Linux, macOS) or PySide6/plugins/<folder>/... (Windows)
        if part == "plugins" and index > 0 and parts[index - 1] in ("Qt", "PySide6"):
            return parts[index + 1], plugin_stem(parts[-1])
    return None


def keep_plugin(dest: str) -> bool:
    kind = plugin_kind(dest)
    if kind is None:
        return True
    folder, stem = kind
    if folder not in KEEP_PLUGINS:
        return False
    wanted = KEEP_PLUGINS[folder]
    return wanted is None or stem in wanted


def keep_data(dest: str) -> bool:
    parts = _parts(dest)
    # Qt's own: PySide6/Qt/translations/*.qm (Linux, macOS) or PySide6/translations/*.qm (Windows)
    if len(parts) >= 3 and parts[-2] == "translations" and parts[-3] in ("Qt", "PySide6"):
        return bool(KEEP_QT_TRANSLATIONS.match(parts[-1]))
    return keep_plugin(dest)


def keep_binary(dest: str) -> bool:
    if DROP_EXTENSIONS.match(_parts(dest)[-1]):
        return False
    return keep_plugin(dest)


def _is_root(dest: str, typecode: str) -> bool:
    """Binaries loaded by name at run time: extension modules, Qt plugins, the Python library."""
    name = _parts(dest)[-1].lower()
    return (typecode == "EXTENSION" or plugin_kind(dest) is not None
            or name.startswith(("libpython", "python")) or not _SHARED.search(name))


# Where a library may be pruned when nothing kept links to it: any library on Linux (every link there is
# a DT_NEEDED entry); on Windows and macOS only Qt's own libraries, which PySide6 always links at build time.
_PRUNABLE_ELSEWHERE = re.compile(r"^(lib)?qt6", re.IGNORECASE)
# Never linked, only loaded for software OpenGL (Windows), which a QWidget table painted by the raster
# engine does not use.
DROP_LIBRARIES = {"opengl32sw.dll"}


def prune_unreachable(binaries: list, log=print) -> list:
    """Drop shared libraries that nothing kept links to (those only dropped plugins needed).

    Roots: extension modules, Qt plugins, the Python library; then the libraries they link to, and so on.
    """
    from PyInstaller.depend import bindepend

    linux = sys.platform.startswith("linux")
    by_name: dict[str, tuple] = {}
    for entry in binaries:
        by_name.setdefault(os.path.basename(entry[0]).lower(), entry)
    reached: set[str] = set()
    todo = [entry for entry in binaries if _is_root(entry[0], entry[2])]
    while todo:
        dest, src, _kind = todo.pop()
        name = os.path.basename(dest).lower()
        if name in reached:
            continue
        reached.add(name)
        try:
            imports = bindepend.get_imports(src)
        except Exception as error:  # an unreadable file: keep everything rather than guess
            log(f"trim: cannot read the imports of {src} ({error}); nothing pruned")
            return binaries
        for imported, _path in imports:
            entry = by_name.get(os.path.basename(imported).lower())
            if entry is not None and os.path.basename(entry[0]).lower() not in reached:
                todo.append(entry)
    kept, dropped = [], []
    for entry in binaries:
        name = os.path.basename(entry[0]).lower()
        prunable = linux or _PRUNABLE_ELSEWHERE.match(name)
        if name in DROP_LIBRARIES or (prunable and name not in reached and not _is_root(entry[0], entry[2])):
            dropped.append(os.path.basename(entry[0]))
        else:
            kept.append(entry)
    if dropped:
        log(f"trim: {len(dropped)} libraries no kept binary links to: {', '.join(sorted(dropped))}")
    return kept


_ICU_DATA = re.compile(r"^libicudata\.so\.\d+")


def cut_icu_data(binaries: list, workdir, log=print) -> list:
    """Linux: ICU's data library replaced by one keeping English and Russian only (packaging/icu_data.py).

    The entry keeps its place in the bundle and its name; only its source changes. When the cut cannot
    be made (no binutils, a library laid out otherwise) the full library stays and the log says why.
    """
    import icu_data

    result = []
    for entry in binaries:
        dest, src, kind = entry[:3]
        if kind == "SYMLINK" or not _ICU_DATA.match(os.path.basename(dest)):
            result.append(entry)
            continue
        try:
            cut = icu_data.cut_library(Path(src), Path(workdir) / "icu-data")
        except (icu_data.NotICUData, RuntimeError, OSError, subprocess.CalledProcessError) as error:
            detail = getattr(error, "stderr", None) or error
            log(f"trim: ICU's data kept whole ({os.path.basename(dest)}: {detail})")
            result.append(entry)
            continue
        log(f"trim: {os.path.basename(dest)} cut to English and Russian: "
            f"{os.path.getsize(src) / 1e6:.1f} MB -> {cut.stat().st_size / 1e6:.1f} MB")
        result.append((dest, str(cut), kind, *entry[3:]))
    return result


def trim(analysis, log=print, workdir=None) -> None:
    """Filter an Analysis' binaries and datas in place (the spec calls this); with a work folder, on
    Linux, also cut ICU's data (cut_icu_data) there."""
    before = len(analysis.binaries) + len(analysis.datas)
    binaries = [entry for entry in analysis.binaries if keep_binary(entry[0])]
    binaries = prune_unreachable(binaries, log)
    if workdir is not None and sys.platform.startswith("linux"):
        binaries = cut_icu_data(binaries, workdir, log)
    datas = [entry for entry in analysis.datas if keep_data(entry[0])]
    # PyInstaller links libraries into the top folder ('SYMLINK' entries, target relative to the top):
    # drop the links whose target was left out.
    kept = {os.path.normpath(entry[0]) for entry in [*binaries, *datas] if entry[2] != "SYMLINK"}
    binaries = [entry for entry in binaries if entry[2] != "SYMLINK" or os.path.normpath(entry[1]) in kept]
    datas = [entry for entry in datas if entry[2] != "SYMLINK" or os.path.normpath(entry[1]) in kept]
    analysis.binaries = binaries
    analysis.datas = datas
    log(f"trim: {before} files collected, {len(binaries) + len(datas)} kept")
