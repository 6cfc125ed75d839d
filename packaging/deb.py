"""The Debian package: ``dist/patience-qt_<version>_<arch>.deb`` from the one-folder bundle.

packaging/build.py calls :func:`build` on a Debian-family system (where ``dpkg-deb`` is found). The
package holds

- the bundle under ``/opt/patience-qt`` (a self-contained add-on application, as the FHS has /opt for)
  and the command ``/usr/bin/patience-qt``, a link to its executable;
- the desktop file, the AppStream metainfo and the hicolor icons under ``/usr/share`` (packaging/desktop.py;
  the icon cache and the menu are refreshed by the triggers of hicolor-icon-theme and desktop-file-utils,
  so there are no maintainer scripts);
- ``/usr/share/doc/patience-qt/copyright`` in the machine-readable format (DEP-5): the program's MIT
  licence (Expat, in Debian's words) and the card art's CC0, whose texts are read from LICENSE and
  resources/cards/LICENSE; ``changelog.gz`` (the version has no Debian revision, so the package is
  "native" and lintian wants that name); a manual page; lintian overrides, each with its reason;
- ``Depends`` on what the bundle takes from the system: the packages owning the libraries outside the
  bundle that ``ldd`` finds its binaries linked to, libc6 at the newest ``GLIBC_`` symbol version any of
  its ELF files needs (packaging/glibc_floor.py), plus the packages whose data the bundled libraries
  read at run time (see RUNTIME_DATA).

It is built with ``dpkg-deb --root-owner-group`` (every file root's, without fakeroot).
docs/linux_desktop.md says how it is checked (lintian, .ci/run's install, self-test and purge).
"""

from __future__ import annotations

import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
from datetime import date as Date
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import desktop  # noqa: E402
import glibc_floor  # noqa: E402
import ldd  # noqa: E402

ROOT = desktop.ROOT
NAME = "patience-qt"
PREFIX = f"opt/{NAME}"
MAINTAINER = "The Patience Qt authors <patience-qt@users.noreply.github.com>"
HOMEPAGE = "https://github.com/patience-qt/patience-qt"
# Bundled libraries that read files another package provides: fontconfig its configuration and at least
# one font (libfontconfig1 -> fontconfig-config -> a font package), xkbcommon the keyboard layouts
# (libxkbcommon0 -> xkb-data). Without them the window has no text or no keymap.
RUNTIME_DATA = ("libfontconfig1", "libxkbcommon0")
# Libraries a bundled plugin links to that a build machine may lack (so ldd says "not found"): their
# Debian packages, so that the Wayland platform plugin loads on the player's machine.
NOT_ON_BUILD_MACHINE = {"libwayland-cursor.so.0": "libwayland-cursor0",
                        "libwayland-client.so.0": "libwayland-client0",
                        "libwayland-egl.so.1": "libwayland-egl1"}
SUMMARY = "old Russian patience games on a real-looking table"
DESCRIPTION = """\
Fourteen old Russian patience games (solitaires), laid out the way the cards
lie on a real table: the arc of Rainbow, Open Shop, Toad and Star; the dial of
Clock, Moving House, Republican and Devil's Patience; the rows of Village,
Babette and Carnival. Cards are played by dragging, clicking or from the
keyboard, with undo and redo, hints, the rules of each game and its odds of
winning, in English and Russian.
.
This package carries the self-contained build of the program (with its own
Python and Qt) under /opt/patience-qt."""


def available() -> bool:
    return shutil.which("dpkg-deb") is not None and shutil.which("dpkg") is not None


def architecture() -> str:
    return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                          check=True).stdout.strip()


def deb_name(version: str, arch: str) -> str:
    return f"{NAME}_{version}_{arch}.deb"


# -- what the bundle needs from the system -------------------------------------------------------------
def elf_files(folder: Path) -> list[Path]:
    found = []
    for path in sorted(folder.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def system_libraries(folder: Path) -> tuple[set[str], set[str]]:
    """(paths of the libraries outside ``folder`` that its binaries link to, sonames ldd cannot find)."""
    folder = folder.resolve()  # ldd names libraries by absolute paths, some with "..": compare like with like
    binaries = elf_files(folder)
    search = sorted({str(path.parent) for path in binaries})
    outside, missing = set(), set()
    for path in binaries:
        for link in ldd.linked(path, search):
            if link.path is None:
                missing.add(link.soname)
            elif not Path(link.path).is_relative_to(folder):  # a sibling (patience-qt-old/) is outside too
                outside.add(link.path)
    return outside, missing


def owning_package(path: str) -> str | None:
    """The package that ships ``path`` (dpkg -S), tried as given and as the real path (usrmerge)."""
    for candidate in dict.fromkeys([path, os.path.realpath(path), re.sub(r"^/usr/lib/", "/lib/", path),
                                    re.sub(r"^/lib/", "/usr/lib/", path)]):
        result = subprocess.run(["dpkg", "-S", candidate], capture_output=True, text=True)
        if result.returncode == 0 and result.stdout:
            return result.stdout.split(":", 1)[0].split(",")[0].strip()
    return None


def newest_glibc(folder: Path) -> str | None:
    """The newest glibc release any ELF file of the bundle needs (its newest GLIBC_ symbol version, as
    the dynamic loader reads it: packaging/glibc_floor.py, the same reader as tools/check_glibc.py)."""
    best = glibc_floor.newest(glibc_floor.scan(folder))
    return best.release if best else None


def depends(folder: Path, log=print) -> list[str]:
    """The Depends field's entries, sorted."""
    outside, missing = system_libraries(folder)
    packages = set(RUNTIME_DATA)
    for path in sorted(outside):
        package = owning_package(path)
        if package is None:
            log(f"deb: warning: no package owns {path}, which the bundle links to")
        else:
            packages.add(package)
    for soname in sorted(missing):
        if soname in NOT_ON_BUILD_MACHINE:
            packages.add(NOT_ON_BUILD_MACHINE[soname])
        else:
            log(f"deb: warning: {soname} is neither in the bundle nor on this machine; "
                "no package depends on it")
    glibc = newest_glibc(folder)
    entries = sorted(packages - {"libc6"})
    return [f"libc6 (>= {glibc})" if glibc else "libc6", *entries]


# -- the package's own files ---------------------------------------------------------------------------
def license_text(path: Path, start: str | None = None, stop: str | None = None) -> str:
    """A licence's text from ``path`` (from the line ``start`` to before the line starting ``stop``), in
    the copyright file's form: each line indented by one space, empty lines as " ."."""
    lines = path.read_text(encoding="utf-8").splitlines()
    if start is not None:
        lines = lines[next(index for index, line in enumerate(lines) if line.strip() == start):]
    if stop is not None:
        lines = lines[:next(index for index, line in enumerate(lines) if line.startswith(stop))]
    while lines and not lines[-1].strip():
        lines.pop()
    return "\n".join(f" {line}" if line.strip() else " ." for line in lines)


def copyright_file(year: str) -> str:
    """/usr/share/doc/patience-qt/copyright (https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/)."""
    mit = license_text(ROOT / "LICENSE", start="Permission is hereby granted, free of charge, to any person "
                                               "obtaining a copy")
    cc0 = license_text(ROOT / "resources" / "cards" / "LICENSE", start="Creative Commons Legal Code",
                       stop="-----")
    return f"""\
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Patience Qt
Upstream-Contact: {MAINTAINER}
Source: {HOMEPAGE}
Comment: Built from the upstream tree by packaging/build.py. The bundle under /opt/patience-qt also
 carries the Python runtime (PSF-2.0), Qt and Qt for Python (PySide6; LGPL-3.0-only, whose text is
 /usr/share/common-licenses/LGPL-3 on Debian systems) and libraries taken from the build system, each
 under its own licence.

Files: *
Copyright: {year} The Patience Qt authors
License: Expat

Files: resources/cards/*.svg resources/cards/russian/*.svg
Copyright: Adrian Kennard (https://www.me.uk/cards/), dedicated to the public domain
License: CC0-1.0
Comment: The English-pattern playing cards, converted to plain SVG, and the faces with Russian corner
 indices derived from them (resources/cards/SOURCE.md). The backs back-blue.svg and back-red.svg are the
 project's own drawings, under Expat.

Files: resources/cards/back-blue.svg resources/cards/back-red.svg
Copyright: {year} The Patience Qt authors
License: Expat

License: Expat
{mit}

License: CC0-1.0
{cc0}
"""


def changelog(version: str, day: str) -> str:
    when = Date.fromisoformat(day).strftime("%a, %d %b %Y") + " 12:00:00 +0000"
    return f"""\
{NAME} ({version}) unstable; urgency=medium

  * Binary package of the upstream release {version}, built by packaging/build.py.

 -- {MAINTAINER}  {when}
"""


MANUAL = """\
.TH PATIENCE-QT 6 "{day}" "Patience Qt {version}" "Games"
.SH NAME
patience-qt \\- old Russian patience games on a real-looking table
.SH SYNOPSIS
.B patience-qt
.RB [ \\-\\-game
.IR ID
.RB [ \\-\\-seed
.IR N ]]
.RB [ \\-\\-lang
.IR system | en | ru ]
.br
.B patience-qt \\-\\-screenshot
.I FILE.png
.B \\-\\-game
.I ID
.RB [ \\-\\-seed
.IR N ]
.RB [ \\-\\-size
.IR W x H ]
.br
.B patience-qt \\-\\-self\\-test
.SH DESCRIPTION
Fourteen old Russian patience games (Rainbow, Clock, Village and their kin), played by dragging cards,
with undo, hints and the rules of each game at hand, in English and Russian.
Without options it resumes the game in progress.
.SH OPTIONS
.TP
.BI \\-\\-game " ID"
Open that game (rainbow, open_shop, toad, star, clock, village, ...); with
.BI \\-\\-seed " N"
that deal.
.TP
.BI \\-\\-lang " system|en|ru"
The language of the window.
.TP
.BI \\-\\-screenshot " FILE.png"
Render the table of the given deal to a picture and exit.
.TP
.B \\-\\-self\\-test
Open every game offscreen, play a few moves and undo them; exit 0 when all is well.
.TP
.B \\-\\-help
The full list of options.
.SH FILES
The game in progress and the statistics are kept in Qt's application data folder
(~/.local/share/PatienceQt/), or in the folder named by the environment variable
.BR PATIENCE_QT_DATA_DIR .
"""

# Each override with its reason; docs/linux_desktop.md lists them with the warnings left.
LINTIAN_OVERRIDES = """\
# The bundle is a self-contained add-on application with its own Python and Qt (PyInstaller), which the
# FHS puts under /opt; it is not built from a Debian source package.
{name}: dir-or-file-in-opt [opt/{name}/*]
# Libraries PyInstaller copied into the bundle from the build system (zlib, libpng, expat ...), so that
# the bundle runs the same everywhere; Debian's own copies are not used by design.
{name}: embedded-library *
# The command is /usr/bin/patience-qt, not /usr/games: /usr/games is not on root's PATH, nor on sudo's
# secure_path, and the command is named the same in every form of the app (pip, the tarball, the .deb).
{name}: package-section-games-but-contains-no-game
"""


def write(path: Path, text: str | bytes, mode: int = 0o644) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text.encode("utf-8") if isinstance(text, str) else text)
    path.chmod(mode)


def gzipped(text: str) -> bytes:
    """gzip -9n: no name, no time stamp (reproducible; lintian checks both)."""
    import io

    buffer = io.BytesIO()
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as handle:
        handle.write(text.encode("utf-8"))
    return buffer.getvalue()


def normalise_modes(root: Path) -> None:
    """Folders 0755; files 0755 where they are programs to run, 0644 otherwise (shared libraries too:
    they are mapped, not run; lintian's shared-library-is-executable)."""
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        library = ".so" in path.name and path.is_file()
        if path.is_dir() or (path.stat().st_mode & 0o111 and not library):
            path.chmod(0o755)
        else:
            path.chmod(0o644)


def installed_size(root: Path) -> int:
    """Installed-Size in KiB (what dpkg-gencontrol would write: each file rounded up)."""
    total = 0
    for path in root.rglob("*"):
        if path.relative_to(root).parts[0] == "DEBIAN":
            continue
        total += 1 if (path.is_symlink() or path.is_dir()) else -(-path.stat().st_size // 1024)
    return total


def md5sums(root: Path) -> str:
    lines = []
    for path in sorted(root.rglob("*")):
        relative = path.relative_to(root)
        if relative.parts[0] == "DEBIAN" or path.is_symlink() or not path.is_file():
            continue
        lines.append(f"{hashlib.md5(path.read_bytes()).hexdigest()}  {relative.as_posix()}")
    return "\n".join(lines) + "\n"


def control(version: str, arch: str, size: int, depends_on: list[str]) -> str:
    description = "\n".join(f" {line}" if line != "." else " ." for line in DESCRIPTION.splitlines())
    return f"""\
Package: {NAME}
Version: {version}
Architecture: {arch}
Maintainer: {MAINTAINER}
Installed-Size: {size}
Depends: {", ".join(depends_on)}
Section: games
Priority: optional
Homepage: {HOMEPAGE}
Description: {SUMMARY}
{description}
"""


def stage(folder: Path, root: Path, version: str, arch: str, log=print) -> None:
    """Lay out the package's tree under ``root`` (with DEBIAN/)."""
    if root.exists():
        shutil.rmtree(root)
    extras = {path.name for path in desktop.tarball_extras(folder)}
    shutil.copytree(folder, root / PREFIX, symlinks=True,
                    ignore=lambda where, names: [name for name in names
                                                 if Path(where) == folder and name in extras])
    (root / "usr" / "bin").mkdir(parents=True)
    (root / "usr" / "bin" / NAME).symlink_to(f"/{PREFIX}/{NAME}")
    desktop.copy_share(root / "usr" / "share")
    day = desktop.check_release(version)
    doc = root / "usr" / "share" / "doc" / NAME
    write(doc / "copyright", copyright_file(day[:4]))
    # a package without a Debian revision is "native": its changelog is changelog.gz
    write(doc / "changelog.gz", gzipped(changelog(version, day)))
    manual = root / "usr" / "share" / "man" / "man6" / f"{NAME}.6.gz"
    write(manual, gzipped(MANUAL.format(day=day, version=version)))
    write(root / "usr" / "share" / "lintian" / "overrides" / NAME, LINTIAN_OVERRIDES.format(name=NAME))
    normalise_modes(root)
    depends_on = depends(root / PREFIX, log=log)
    write(root / "DEBIAN" / "control", control(version, arch, installed_size(root), depends_on))
    write(root / "DEBIAN" / "md5sums", md5sums(root))
    (root / "DEBIAN").chmod(0o755)


def build(folder: Path, version: str, dist: Path, work: Path, log=print) -> Path:
    """Build ``dist/patience-qt_<version>_<arch>.deb`` from the bundle ``folder``; its path."""
    arch = architecture()
    root = work / f"{NAME}_{version}_{arch}"
    stage(folder, root, version, arch, log=log)
    package = dist / deb_name(version, arch)
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "--build", str(root), str(package)], check=True,
                   stdout=subprocess.DEVNULL)
    return package
