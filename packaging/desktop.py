"""The Linux desktop files of Patience Qt, and where each form of the app puts them.

One application id names them all (the desktop file, the AppStream metainfo, the icons in hicolor, and
``QGuiApplication.setDesktopFileName`` in patience_qt/__main__.py, so that a Wayland compositor finds the
window's icon and menu entry). The sources are ``packaging/linux/`` and ``resources/icons/``; this module
lays them out as an XDG ``share/`` tree (``applications/``, ``metainfo/``, ``icons/hicolor/<size>/apps/``),
which the tarball carries beside ``install.sh`` and the Debian package installs under ``/usr/share``.
docs/linux_desktop.md says what each form carries and how it is checked.
"""

from __future__ import annotations

import re
import shutil
import struct
import xml.etree.ElementTree as ElementTree
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
ICONS = ROOT / "resources" / "icons"
APP_ID = "io.github.patience_qt.PatienceQt"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO_FILE = LINUX / f"{APP_ID}.metainfo.xml"
SCRIPTS = ("install.sh", "uninstall.sh")


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's header (hicolor files each icon under its real size)."""
    header = path.read_bytes()[:24]
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path} is not a PNG")
    return struct.unpack(">II", header[16:24])


def share_files() -> list[tuple[Path, str]]:
    """(source, path under ``share/``) for the desktop file, the metainfo and every icon."""
    files = [(DESKTOP_FILE, f"applications/{APP_ID}.desktop"),
             (METAINFO_FILE, f"metainfo/{APP_ID}.metainfo.xml")]
    for png in sorted(ICONS.glob("patience-qt-*.png"), key=lambda path: png_size(path)[0]):
        width, height = png_size(png)
        files.append((png, f"icons/hicolor/{width}x{height}/apps/{APP_ID}.png"))
    files.append((ICONS / "patience-qt.svg", f"icons/hicolor/scalable/apps/{APP_ID}.svg"))
    return files


def newest_release(metainfo: Path = METAINFO_FILE) -> tuple[str, str]:
    """(version, date) of the metainfo's first <release>: AppStream lists the newest first."""
    release = ElementTree.parse(metainfo).getroot().find("releases/release")
    if release is None:
        raise ValueError(f"{metainfo} lists no <release>")
    return release.get("version", ""), release.get("date", "")


def check_release(version: str, metainfo: Path = METAINFO_FILE) -> str:
    """The release date for ``version``; an error when the metainfo's newest release is another version
    (a software centre would show the wrong version): add a <release> for it first."""
    listed, date = newest_release(metainfo)
    if listed != version:
        raise SystemExit(f"build: {metainfo.name} lists release {listed} first, but the "
                         f"version is {version}: add <release version=\"{version}\" date=\"YYYY-MM-DD\">")
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", date):
        raise SystemExit(f"build: the release {version} in {metainfo.name} has no date YYYY-MM-DD")
    return date


def copy_share(share: Path) -> list[Path]:
    """Write the ``share/`` tree under ``share``; the files written."""
    written = []
    for source, relative in share_files():
        destination = share / relative
        destination.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, destination)
        destination.chmod(0o644)
        written.append(destination)
    return written


def stage_tarball_extras(folder: Path) -> None:
    """Put ``install.sh``, ``uninstall.sh`` and the ``share/`` tree into the app folder the tarball packs."""
    copy_share(folder / "share")
    for script in SCRIPTS:
        shutil.copyfile(LINUX / script, folder / script)
        (folder / script).chmod(0o755)


def tarball_extras(folder: Path) -> list[Path]:
    """What stage_tarball_extras added to ``folder`` (the Debian package leaves these out of /opt)."""
    return [folder / "share", *(folder / script for script in SCRIPTS)]
