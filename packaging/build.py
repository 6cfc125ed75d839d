"""Build the double-clickable app: ``python packaging/build.py [--onefile]``.

From a clean checkout with the package extra installed (``pip install -e ".[package]"``) this
1. renders the icons if the SVG is newer than them (``packaging/make_icons.py``),
2. compiles ``resources/translations/*.ts`` to ``.qm`` where a ``.qm`` is missing or older
   (tools/qm_writer.py, as the package build does; the bundle carries the ``.qm`` only),
3. runs PyInstaller on ``packaging/patience-qt.spec``: ``dist/patience-qt/`` with the executable
   ``patience-qt`` (and ``dist/Patience Qt.app`` on macOS; with ``--onefile`` a one-file executable too);
   what it leaves out is in ``packaging/trim.py`` (on Linux ICU's data cut to English and Russian by
   ``packaging/icu_data.py``, which needs binutils' ``as`` and ``ld``),
4. on Linux clears the build machine's folders from the bundle's library search paths
   (``packaging/runpath.py``), checks that every bundled library finds the libraries it links to
   (``packaging/ldd.py``), says so when ICU's data went in whole, and says which glibc the bundle needs
   (``packaging/glibc_floor.py``),

5. on Linux puts the desktop file, the AppStream metainfo, the hicolor icons and ``install.sh`` /
   ``uninstall.sh`` into the folder (``packaging/desktop.py``; the metainfo's newest release must be this
   version),
6. packs the archive a player of each system expects (``archive_suffix()``): on Linux
   ``dist/patience-qt-<version>-<platform>.tar.gz`` of the folder, on Windows a ``.zip`` of it, on macOS
   a ``.dmg`` (hdiutil) whose volume holds the .app beside a link to /Applications,
7. on a Debian-family system (where ``dpkg-deb`` is found) builds ``dist/patience-qt_<version>_<arch>.deb``
   (``packaging/deb.py``),
and prints the sizes and the time taken. Run the result's own check with
``dist/patience-qt/patience-qt --self-test``; ``packaging/build_and_check.py`` builds with this script and
runs every form's check (what .ci/run and the package workflow run).
"""

from __future__ import annotations

import argparse
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
sys.path.insert(0, str(PACKAGING))
import deb  # noqa: E402  (packaging/deb.py, desktop.py and runpath.py, beside this script)
import desktop  # noqa: E402
import glibc_floor  # noqa: E402
import ldd  # noqa: E402
import runpath  # noqa: E402
from source_version import source_version  # noqa: E402

DIST = ROOT / "dist"
WORK = ROOT / "build" / "pyinstaller"
NAME = "patience-qt"


def version() -> str:
    """The checkout's ``patience_qt.__version__`` (packaging/source_version.py: read from the source as the
    package build reads it, not from whatever copy of the package is installed)."""
    return source_version(ROOT)


def platform_tag() -> str:
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    system = "linux" if system.startswith("linux") else system
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "aarch64": "arm64"}.get(machine, machine)
    return f"{system}-{machine}"


def exe_suffix() -> str:
    return ".exe" if sys.platform == "win32" else ""


def folder_size(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(item.stat().st_size for item in path.rglob("*") if item.is_file() and not item.is_symlink())


def megabytes(size: int) -> str:
    return f"{size / 1_000_000:.1f} MB"


def step(text: str) -> None:
    print(f"build: {text}", flush=True)


# -- icons and translations --------------------------------------------------------------------------
def make_icons() -> None:
    sys.path.insert(0, str(PACKAGING))
    import make_icons

    if make_icons.out_of_date():
        step("rendering the icons")
        subprocess.run([sys.executable, str(PACKAGING / "make_icons.py")], check=True)


def compile_translations() -> None:
    """resources/translations/*.ts -> .qm beside them (stale or missing ones), which the spec bundles."""
    sys.path.insert(0, str(ROOT))
    from tools.qm_writer import compile_folder  # pure Python: the same compiler as setup.py's build_py

    folder = ROOT / "resources" / "translations"
    for qm in compile_folder(folder, folder, force=False):
        step(f"compiled {qm.relative_to(ROOT)}")


# -- PyInstaller ---------------------------------------------------------------------------------------
def run_pyinstaller(onefile: bool, trim: bool, strip: bool) -> None:
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("build: PyInstaller is missing: pip install -e \".[package]\"") from None
    spec_args = [*(["--onefile"] if onefile else []), *([] if trim else ["--no-trim"]),
                 *([] if strip else ["--no-strip"])]
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--log-level", "WARN",
               "--distpath", str(DIST), "--workpath", str(WORK), str(PACKAGING / "patience-qt.spec")]
    if spec_args:
        command += ["--", *spec_args]
    step("running PyInstaller (about a minute)")
    subprocess.run(command, check=True, cwd=ROOT)


def check_libraries(folder: Path) -> tuple[list[str], list[str]]:
    """Linux: libraries the bundle links to but cannot find, as (errors, warnings).

    An error is a library this machine has but the bundle left out (over-trimming); a warning is one
    this machine lacks too, so PyInstaller could not bundle it and the user's system must provide it
    (libwayland-cursor on a machine without Wayland, say).
    """
    if not sys.platform.startswith("linux") or not ldd.available():
        return [], []
    internal = folder / "_internal"
    search = sorted({str(path.parent) for path in internal.rglob("*.so*")})
    missing: dict[str, list[str]] = {}
    for path in sorted(internal.rglob("*.so*")):
        if path.is_symlink() or not path.is_file():
            continue
        for link in ldd.linked(path, search):
            if link.path is None:
                users = missing.setdefault(link.soname, [])
                if str(path.relative_to(folder)) not in users:
                    users.append(str(path.relative_to(folder)))
    known = subprocess.run(["ldconfig", "-p"], capture_output=True, text=True).stdout if missing else ""
    errors, warnings = [], []
    for name, users in sorted(missing.items()):
        text = f"{name} (needed by {', '.join(users[:3])}{' …' if len(users) > 3 else ''})"
        (errors if re.search(rf"\s{re.escape(name)}\s", known) else warnings).append(text)
    return errors, warnings


def whole_icu_data(folder: Path) -> list[Path]:
    """Linux: ICU data libraries in the bundle that were not cut (over 20 MB: the whole is 32, the cut 5)."""
    if not sys.platform.startswith("linux"):
        return []
    return [path for path in folder.rglob("libicudata.so*")
            if path.is_file() and not path.is_symlink() and path.stat().st_size > 20_000_000]


def warn_uncompiled_translations(folder: Path) -> None:
    """Each resources/translations/*.ts should be in the bundle as a .qm; say which are not."""
    sources = sorted((ROOT / "resources" / "translations").glob("*.ts"))
    bundled = {path.stem for path in folder.rglob("resources/translations/*.qm")}
    missing = [ts.name for ts in sources if ts.stem not in bundled]
    for name in missing:
        print(f"build: warning: {name} is not in the bundle compiled (.qm)", file=sys.stderr)


def report_glibc(folder: Path) -> None:
    """Linux: say which glibc the bundle needs, and when that is newer than the released builds promise
    (a build on a newer system runs on fewer; tools/check_glibc.py is the check that fails on it)."""
    best = glibc_floor.newest(glibc_floor.scan(folder))
    if best is None:
        return
    step(f"the bundle needs glibc {best.release} or newer ({best.version} by {best.name})")
    if glibc_floor.version_key(best.release) > glibc_floor.version_key(glibc_floor.FLOOR):
        print(f"build: note: the released builds run on glibc {glibc_floor.FLOOR} (built in "
              f"{glibc_floor.BUILD_BASE}); this one needs {best.release} (docs/install.md)", file=sys.stderr)


def archive_suffix() -> str:
    """What a player of this system opens without another program: a zip on Windows, a disk image on
    macOS, a tarball elsewhere."""
    return {"win32": ".zip", "darwin": ".dmg"}.get(sys.platform, ".tar.gz")


def pack(onefolder: Path, archive: Path) -> None:
    """A .tar.gz of the app folder (or the macOS .app) with the folder's name at its top."""
    step(f"packing {archive.name}")
    with tarfile.open(archive, "w:gz", compresslevel=6) as tar:  # 9: 0.5 % smaller, 3x slower
        tar.add(onefolder, arcname=onefolder.name)


def pack_zip(onefolder: Path, archive: Path) -> None:
    """A .zip of the app folder with the folder's name at its top (Windows: Explorer opens it)."""
    step(f"packing {archive.name}")
    with zipfile.ZipFile(archive, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as zipped:
        for path in sorted(onefolder.rglob("*")):
            if path.is_file():
                zipped.write(path, (Path(onefolder.name) / path.relative_to(onefolder)).as_posix())


def pack_dmg(app: Path, archive: Path) -> None:
    """A compressed disk image (macOS, hdiutil) whose volume "Patience Qt" shows the .app beside a link
    to /Applications, to drag it onto. The .app is copied with its symbolic links kept (the bundle's
    frameworks are links; following them would double its size and break its signature's layout)."""
    step(f"packing {archive.name}")
    staging = archive.with_suffix(".staging")
    if staging.exists():
        shutil.rmtree(staging)
    staging.mkdir()
    try:
        shutil.copytree(app, staging / app.name, symlinks=True)
        (staging / "Applications").symlink_to("/Applications")
        subprocess.run(["hdiutil", "create", "-volname", "Patience Qt", "-srcfolder", str(staging),
                        "-ov", "-format", "UDZO", str(archive)], check=True)
    finally:
        shutil.rmtree(staging)


def pack_for_this_system(folder: Path, app: Path, archive: Path) -> None:
    if archive.name.endswith(".dmg"):
        pack_dmg(app, archive)
    elif archive.name.endswith(".zip"):
        pack_zip(folder, archive)
    else:
        pack(app if app.is_dir() else folder, archive)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Patience Qt app with PyInstaller.")
    parser.add_argument("--onefile", action="store_true", help="also build a one-file executable")
    parser.add_argument("--no-trim", action="store_true",
                        help="keep every Qt plugin, translation and module PyInstaller collects (to compare)")
    parser.add_argument("--no-strip", action="store_true", help="do not strip binaries (Linux)")
    parser.add_argument("--no-archive", action="store_true", help="skip the archive (.tar.gz, .zip or .dmg)")
    parser.add_argument("--no-deb", action="store_true", help="skip the Debian package")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    tag = f"{NAME}-{version()}-{platform_tag()}"
    linux = sys.platform.startswith("linux")
    if linux:
        desktop.check_release(version())  # before the long part: a stale metainfo stops the build
    make_icons()
    compile_translations()
    # A stale one-file build or archive would be reported as this build's; remove them first.
    for old in [*DIST.glob(f"{NAME}-*"), *DIST.glob(f"{NAME}_*.deb")]:
        old.unlink() if old.is_file() else shutil.rmtree(old)
    run_pyinstaller(args.onefile, not args.no_trim, not args.no_strip)

    folder = DIST / NAME
    executable = folder / f"{NAME}{exe_suffix()}"
    if not executable.is_file():
        raise SystemExit(f"build: PyInstaller made no {executable}")
    if linux:
        cleared = runpath.clear_foreign(folder)
        if cleared:
            step(f"cleared the build machine's library path ({cleared[0][1]}) from {len(cleared)} binaries")
    errors, warnings = check_libraries(folder)
    warn_uncompiled_translations(folder)
    for name in warnings:
        print(f"build: warning: not on this machine, so not bundled: {name}", file=sys.stderr)
    for path in whole_icu_data(folder):
        print(f"build: warning: ICU's data went in whole ({megabytes(path.stat().st_size)}, "
              f"{path.name}); see the trim: line above", file=sys.stderr)
    for name in errors:
        print(f"build: error: left out of the bundle: {name}", file=sys.stderr)
    if errors:
        return 1

    if linux:
        report_glibc(folder)
        desktop.stage_tarball_extras(folder)
    sizes = [("one folder", folder, folder_size(folder))]
    app = DIST / "Patience Qt.app"
    if not args.no_archive:
        archive = DIST / f"{tag}{archive_suffix()}"
        pack_for_this_system(folder, app, archive)
        sizes.append(("archive", archive, archive.stat().st_size))
    if app.is_dir():
        sizes.append(("macOS app", app, folder_size(app)))
    if linux and not args.no_deb and deb.available():
        step("building the Debian package")
        package = deb.build(folder, version(), DIST, ROOT / "build" / "deb", log=step)
        sizes.append(("Debian", package, package.stat().st_size))
    onefile = DIST / f"{tag}{exe_suffix()}"
    if onefile.is_file():
        sizes.append(("one file", onefile, onefile.stat().st_size))
    elif args.onefile:
        print("build: note: no one-file build on macOS (PyInstaller deprecates one-file .app bundles)")
    for label, path, size in sizes:
        print(f"build: {label:<11} {megabytes(size):>9}  {path.relative_to(ROOT)}")
    print(f"build: done in {time.perf_counter() - started:.0f} s; try it: "
          f"{executable.relative_to(ROOT)} --self-test")
    return 0


if __name__ == "__main__":
    sys.exit(main())
