"""Build the app and check every form of it a player gets: ``python packaging/build_and_check.py [options]``.

The one script that builds and self-tests the app: ``.ci/run`` runs it on whatever machine it has, and
``.github/workflows/package.yml`` on Linux (in the floor's container), Windows and macOS, so that what the
workflow keeps is what was checked. It stops at the first check that fails, with status 1. In order:

1. packaging/build.py builds the one-folder app and the archive of this system (``--onefile``: the one-file
   executable too; on a Debian-family system the .deb);
2. each build's own ``--self-test`` runs offscreen, from a folder outside the checkout, its lines printed
   (they go to a file, PATIENCE_QT_SELF_TEST_LOG, as a windowed Windows build has no standard output):
   the one-folder app, the one-file executable when built, the macOS .app, the app unpacked from the
   Windows .zip, the app on the macOS .dmg mounted;
3. on Linux the glibc floor (tools/check_glibc.py): no ELF file of the folder, the tarball or the .deb
   needs a newer glibc than the stated floor (``--glibc-floor system``: this machine's own, for a build
   made on whatever system .ci/run has), and the .deb's libc6 (>= …) is what its files need;
4. ``--xcb`` (Linux): the self-test again on a real X server (xvfb-run), Qt's xcb platform;
5. ``--as-player`` (Linux): the desktop file and the AppStream metainfo validate; the tarball's
   ``install.sh`` is tried as a player would with a fresh HOME (install, delete the download, self-test
   the installed command, ``uninstall.sh``, nothing left in HOME); and on a Debian-family system the .deb
   passes lintian without an error, apt installs it, ``/usr/bin/patience-qt --self-test`` passes and a
   purge leaves none of its files (root, or sudo).

docs/install.md says what each form carries and how it is checked.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
NAME = "patience-qt"
APP = "Patience Qt.app"
DESKTOP_ID = "io.github.patience_qt.PatienceQt"
LINUX = sys.platform.startswith("linux")


class CheckFailed(Exception):
    """A check said no: its one line."""


def say(text: str) -> None:
    print(f"build_and_check: {text}", flush=True)


def run(command: Sequence[str | Path], **kwargs) -> None:
    """Run a command that must succeed (its output goes through)."""
    result = subprocess.run([str(part) for part in command], **kwargs)
    if result.returncode != 0:
        raise CheckFailed(f"{' '.join(str(part) for part in command)} exited with {result.returncode}")


# -- the self-tests ------------------------------------------------------------------------------------
def self_test(executable: Path, label: str, platform: str = "offscreen", wrapper: Sequence[str] = (),
              env: dict[str, str] | None = None) -> None:
    """The build's ``--self-test``, run from an empty folder outside the checkout (a build must find its
    files in itself), its lines printed whether it passes or not."""
    say(f"self-test of {label}: {executable}")
    with tempfile.TemporaryDirectory(prefix="patience-qt-self-test-") as elsewhere:
        log = Path(elsewhere) / "self-test.log"
        environment = dict(env if env is not None else os.environ, QT_QPA_PLATFORM=platform,
                           PATIENCE_QT_SELF_TEST_LOG=str(log))
        result = subprocess.run([*wrapper, str(executable), "--self-test"], cwd=elsewhere, env=environment)
        if log.is_file():
            print(log.read_text(encoding="utf-8", errors="replace"), end="", flush=True)
    if result.returncode != 0:
        raise CheckFailed(f"the self-test of {label} failed (exit status {result.returncode})")


def exe_suffix() -> str:
    return ".exe" if sys.platform == "win32" else ""


def one_file_builds(dist: Path) -> list[Path]:
    """The one-file executables build.py left (``patience-qt-<version>-<platform>[.exe]``), no archive."""
    archives = (".tar.gz", ".zip", ".dmg")
    return [path for path in sorted(dist.glob(f"{NAME}-*-*"))
            if path.is_file() and not path.name.endswith(archives)]


def only(paths: list[Path], what: str) -> Path:
    if len(paths) != 1:
        raise CheckFailed(f"build.py left {len(paths)} {what} in dist/, not one: {[p.name for p in paths]}")
    return paths[0]


def test_the_builds(dist: Path) -> None:
    self_test(dist / NAME / f"{NAME}{exe_suffix()}", "the one-folder app")
    for path in one_file_builds(dist):
        self_test(path, "the one-file app")
    if sys.platform == "darwin":
        self_test(dist / APP / "Contents" / "MacOS" / NAME, "the macOS app bundle")
        test_the_disk_image(only(sorted(dist.glob(f"{NAME}-*-macos-*.dmg")), "disk images"))
    if sys.platform == "win32":
        test_the_zip(only(sorted(dist.glob(f"{NAME}-*-windows-*.zip")), "zip archives"))


def test_the_zip(archive: Path) -> None:
    """Windows: the app as Explorer unpacks the .zip the player downloads."""
    with tempfile.TemporaryDirectory(prefix="patience-qt-unzipped-") as unzipped:
        with zipfile.ZipFile(archive) as zipped:
            zipped.extractall(unzipped)
        self_test(Path(unzipped) / NAME / f"{NAME}.exe", f"the app unpacked from {archive.name}")


def test_the_disk_image(image: Path) -> None:
    """macOS: the app on its mounted disk image, beside the link to /Applications it is dragged onto."""
    with tempfile.TemporaryDirectory(prefix="patience-qt-volume-") as volume:
        run(["hdiutil", "attach", "-nobrowse", "-readonly", "-mountpoint", volume, image])
        try:
            if not (Path(volume) / "Applications").is_symlink():
                raise CheckFailed(f"{image.name} shows no link to /Applications")
            self_test(Path(volume) / APP / "Contents" / "MacOS" / NAME, f"the app on {image.name}")
        finally:
            run(["hdiutil", "detach", volume])


# -- Linux ---------------------------------------------------------------------------------------------
def glibc_command(dist: Path, floor: str | None) -> list[str]:
    """tools/check_glibc.py on the folder, the tarball and the .deb (where build.py made one)."""
    targets = [dist / NAME, *sorted(dist.glob(f"{NAME}-*-linux-*.tar.gz")),
               *sorted(dist.glob(f"{NAME}_*.deb"))]
    return [sys.executable, str(ROOT / "tools" / "check_glibc.py"), *(["--floor", floor] if floor else []),
            *(str(target) for target in targets)]


def test_on_x11(dist: Path) -> None:
    self_test(dist / NAME / NAME, "the one-folder app on a real X server", platform="xcb",
              wrapper=["xvfb-run", "-a", "-s", "-screen 0 1400x900x24"])


def validate_desktop_files(share: Path) -> None:
    run(["desktop-file-validate", share / "applications" / f"{DESKTOP_ID}.desktop"])
    run(["appstreamcli", "validate", "--no-net", share / "metainfo" / f"{DESKTOP_ID}.metainfo.xml"])


def test_the_tarball_install(tarball: Path) -> None:
    """install.sh as a player runs it, with a fresh HOME: unpack, install, delete the download, self-test
    the installed command (its data and caches pointed outside HOME), uninstall; HOME is left empty."""
    with tempfile.TemporaryDirectory(prefix="patience-qt-player-") as scratch:
        home, unpacked, elsewhere = (Path(scratch) / part for part in ("home", "unpacked", "elsewhere"))
        for folder in (home, unpacked, elsewhere):
            folder.mkdir()
        player = {key: value for key, value in os.environ.items()
                  if key not in ("XDG_DATA_HOME", "XDG_CONFIG_HOME")}
        player.update(HOME=str(home), XDG_CACHE_HOME=str(elsewhere / "cache"),
                      PATIENCE_QT_DATA_DIR=str(elsewhere / "data"),
                      PATIENCE_QT_CACHE_DIR=str(elsewhere / "cache"))
        run(["tar", "-xzf", tarball, "-C", unpacked])  # as the player's tar keeps modes and links
        say(f"install.sh from {tarball.name}, as a player with HOME={home}")
        run(["sh", unpacked / NAME / "install.sh"], env=player)
        shutil.rmtree(unpacked)
        self_test(home / ".local" / "bin" / NAME, "the command install.sh put in ~/.local/bin", env=player)
        validate_desktop_files(home / ".local" / "share")
        run(["sh", home / ".local" / "share" / NAME / "uninstall.sh"], env=player)
        left = sorted(str(path) for path in home.rglob("*"))
        if left:
            raise CheckFailed(f"uninstall.sh left behind: {' '.join(left)}")


def as_root() -> list[str]:
    return [] if os.geteuid() == 0 else ["sudo"]


def test_the_deb(package: Path) -> None:
    """lintian finds no error (the warnings left are in docs/linux_desktop.md), apt installs the package,
    the command on PATH passes its self-test, and a purge leaves none of the package's own files (a folder
    it shared with others, /usr/share/icons/hicolor/48x48/apps, may stay)."""
    run(["lintian", "--fail-on", "error", package])
    quiet = {"stdout": subprocess.DEVNULL, "env": dict(os.environ, DEBIAN_FRONTEND="noninteractive")}
    run([*as_root(), "apt-get", "install", "-y", "-qq", package.resolve()], **quiet)
    if shutil.which(NAME) != f"/usr/bin/{NAME}":
        raise CheckFailed(f"{NAME} on PATH is {shutil.which(NAME)}, not /usr/bin/{NAME}")
    listed = subprocess.run(["dpkg", "-L", NAME], capture_output=True, text=True,
                            check=True).stdout.splitlines()
    with tempfile.TemporaryDirectory(prefix="patience-qt-data-") as data:
        self_test(Path(f"/usr/bin/{NAME}"), "the .deb's command, installed by apt",
                  env=dict(os.environ, PATIENCE_QT_DATA_DIR=data))
    run([*as_root(), "apt-get", "purge", "-y", "-qq", NAME], **quiet)
    left = [path for path in listed if path and (
        os.path.islink(path) or (os.path.exists(path) and (not os.path.isdir(path)
                                                           or path.startswith(f"/opt/{NAME}"))))]
    if left:
        raise CheckFailed(f"apt-get purge left behind: {' '.join(left)}")


def test_as_a_player(dist: Path) -> None:
    linux = ROOT / "packaging" / "linux"
    run(["desktop-file-validate", linux / f"{DESKTOP_ID}.desktop"])
    run(["appstreamcli", "validate", "--no-net", linux / f"{DESKTOP_ID}.metainfo.xml"])
    test_the_tarball_install(only(sorted(dist.glob(f"{NAME}-*-linux-*.tar.gz")), "tarballs"))
    if shutil.which("dpkg-deb") and shutil.which("apt-get"):
        test_the_deb(only(sorted(dist.glob(f"{NAME}_*.deb")), ".deb packages"))


# -- the whole ------------------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Build the Patience Qt app and check every form of it.")
    parser.add_argument("--onefile", action="store_true",
                        help="also build and self-test a one-file executable")
    parser.add_argument("--glibc-floor", metavar="X.Y|system",
                        help="Linux: the oldest glibc the build may need (default: the stated floor)")
    parser.add_argument("--xcb", action="store_true",
                        help="Linux: the self-test on an X server too (xvfb-run)")
    parser.add_argument("--as-player", action="store_true",
                        help="Linux: install the tarball and the .deb as a player does, self-test, remove")
    args = parser.parse_args(argv)
    try:
        build = [sys.executable, ROOT / "packaging" / "build.py", *(["--onefile"] if args.onefile else [])]
        run(build, cwd=ROOT)
        test_the_builds(DIST)
        if LINUX:
            run(glibc_command(DIST, args.glibc_floor))
        if LINUX and args.xcb:
            test_on_x11(DIST)
        if LINUX and args.as_player:
            test_as_a_player(DIST)
    except CheckFailed as failure:
        print(f"build_and_check: failed: {failure}", file=sys.stderr)
        return 1
    say("every build passed its checks")
    return 0


if __name__ == "__main__":
    sys.exit(main())
