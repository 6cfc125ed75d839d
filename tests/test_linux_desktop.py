"""The Linux desktop integration: one application id, the desktop file, the AppStream metainfo, the
icons, the tarball's install.sh / uninstall.sh and the Debian package's tree.

The real bundle is built, installed, self-tested and removed by ``.ci/run`` (both forms, and lintian on
the .deb); here a stand-in bundle (a shell script named patience-qt) shows what the scripts and the
package builder do with whatever they are given, in a few seconds.
"""

from __future__ import annotations

import os
import shutil
import stat
import subprocess
import sys
import time
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import deb  # noqa: E402
import desktop  # noqa: E402
import runpath  # noqa: E402

LINUX_ONLY = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the XDG desktop is Linux's")


def load_build_script():
    import importlib.util

    spec = importlib.util.spec_from_file_location("patience_qt_build_script", ROOT / "packaging" / "build.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# -- one id ---------------------------------------------------------------------------------------------
def test_the_window_names_its_desktop_file_by_the_application_id(qapp):
    from PySide6.QtGui import QGuiApplication

    from patience_qt.__main__ import APP_ID, _application

    app = _application()
    assert app is qapp
    assert QGuiApplication.desktopFileName() == APP_ID == desktop.APP_ID == "io.github.patience_qt.PatienceQt"
    assert (ROOT / "packaging" / "linux" / f"{APP_ID}.desktop").is_file()


def test_the_desktop_file_metainfo_and_icons_share_the_id():
    lines = desktop.DESKTOP_FILE.read_text("utf-8").splitlines()
    entry = dict(line.split("=", 1) for line in lines if "=" in line)
    assert entry["Icon"] == desktop.APP_ID
    assert entry["Exec"] == entry["TryExec"] == "patience-qt"
    assert entry["Categories"] == "Game;CardGame;"
    assert entry["Name[ru]"] and entry["Comment[ru]"]
    component = ElementTree.parse(desktop.METAINFO_FILE).getroot()
    assert component.get("type") == "desktop-application"
    assert component.findtext("id") == desktop.APP_ID
    assert component.findtext("launchable") == desktop.DESKTOP_FILE.name
    assert component.findtext("metadata_license") == "CC0-1.0"
    assert component.findtext("project_license") == "MIT"
    russian = "{http://www.w3.org/XML/1998/namespace}lang"
    for tag in ("name", "summary"):
        assert {element.get(russian) for element in component.findall(tag)} == {None, "ru"}, tag
    assert component.find("content_rating").get("type").startswith("oars-")
    # AppStream 1.0: one <developer> with an id and its name, in place of the deprecated <developer_name>
    assert component.find("developer_name") is None
    developers = component.findall("developer")
    assert len(developers) == 1 and developers[0].get("id") == "io.github.patience_qt"
    assert {element.get(russian) for element in developers[0].findall("name")} == {None, "ru"}
    for image in component.iter("image"):
        assert image.text.startswith("https://github.com/patience-qt/patience-qt/raw/main/docs/")
        assert (ROOT / "docs" / image.text.rsplit("/", 1)[1]).is_file(), image.text


def test_the_metainfo_lists_this_version_as_its_newest_release():
    version, date = desktop.newest_release()
    assert version == load_build_script().version()
    assert desktop.check_release(version) == date


def test_a_stale_metainfo_stops_the_build(tmp_path):
    stale = tmp_path / "stale.metainfo.xml"
    stale.write_text('<component><releases><release version="0.0.1" date="2026-01-01"/></releases>'
                     '</component>')
    with pytest.raises(SystemExit, match="lists release 0.0.1 first"):
        desktop.check_release("0.1.0", stale)


def test_each_icon_goes_under_its_real_size():
    files = dict((relative, source) for source, relative in desktop.share_files())
    pngs = (ROOT / "resources" / "icons").glob("patience-qt-*.png")
    sizes = sorted(int(source.stem.rsplit("-", 1)[1]) for source in pngs)
    assert sizes and sizes[0] <= 16 and sizes[-1] >= 256
    for size in sizes:
        source = files[f"icons/hicolor/{size}x{size}/apps/{desktop.APP_ID}.png"]
        assert desktop.png_size(source) == (size, size)
    assert f"icons/hicolor/scalable/apps/{desktop.APP_ID}.svg" in files


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="no desktop-file-utils")
def test_the_desktop_file_validates():
    result = subprocess.run(["desktop-file-validate", str(desktop.DESKTOP_FILE)], capture_output=True,
                            text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


@pytest.mark.skipif(shutil.which("appstreamcli") is None, reason="appstream is not installed")
def test_the_metainfo_validates():
    result = subprocess.run(["appstreamcli", "validate", "--no-net", str(desktop.METAINFO_FILE)],
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr


# -- the tarball's install.sh and uninstall.sh -----------------------------------------------------------
def fake_bundle(where: Path) -> Path:
    """An unpacked 'tarball': a patience-qt that prints its arguments, and the staged extras."""
    folder = where / "patience-qt"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "data.txt").write_text("bundle data\n")
    command = folder / "patience-qt"
    command.write_text('#!/bin/sh\necho "fake patience-qt $*"\n')
    command.chmod(0o755)
    desktop.stage_tarball_extras(folder)
    return folder


def run_script(script: Path, home: Path, env_path: str | None = None) -> subprocess.CompletedProcess:
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.update(HOME=str(home), PATH=env_path or os.environ.get("PATH", "/usr/bin:/bin"))
    return subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True, timeout=60)


def everything_under(home: Path) -> list[str]:
    return sorted(str(path.relative_to(home)) for path in home.rglob("*"))


@LINUX_ONLY
def test_install_copies_the_app_and_puts_the_desktop_files_under_local_share(tmp_path):
    bundle = fake_bundle(tmp_path / "download")
    home = tmp_path / "home"
    home.mkdir()
    result = run_script(bundle / "install.sh", home)
    assert result.returncode == 0, result.stderr
    share = home / ".local" / "share"
    command = home / ".local" / "bin" / "patience-qt"
    assert command.is_symlink() and os.readlink(command) == str(share / "patience-qt" / "patience-qt")
    shutil.rmtree(tmp_path / "download")  # the copy stands on its own: the download may go
    assert subprocess.run([str(command), "--self-test"], capture_output=True, text=True).stdout == \
        "fake patience-qt --self-test\n"
    installed = share / "applications" / f"{desktop.APP_ID}.desktop"
    text = installed.read_text("utf-8")
    assert f'Exec="{share}/patience-qt/patience-qt"' in text  # not on the session's PATH before a login
    assert f"TryExec={share}/patience-qt/patience-qt" in text
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(installed)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    assert (share / "metainfo" / f"{desktop.APP_ID}.metainfo.xml").is_file()
    assert (share / "icons" / "hicolor" / "48x48" / "apps" / f"{desktop.APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{desktop.APP_ID}.svg").is_file()
    assert "not on your PATH" in result.stdout  # the test's PATH lacks ~/.local/bin

    # the player's own files in the same folders stay; everything install.sh made goes
    (share / "applications" / "other.desktop").write_text("[Desktop Entry]\n")
    saved = share / "PatienceQt" / "Patience Qt" / "current.json"
    saved.parent.mkdir(parents=True)
    saved.write_text("{}")
    result = run_script(share / "patience-qt" / "uninstall.sh", home)
    assert result.returncode == 0, result.stderr
    assert everything_under(home) == [".local", ".local/share", ".local/share/PatienceQt",
                                      ".local/share/PatienceQt/Patience Qt",
                                      ".local/share/PatienceQt/Patience Qt/current.json",
                                      ".local/share/applications", ".local/share/applications/other.desktop"]


@LINUX_ONLY
def test_uninstall_leaves_a_fresh_home_empty(tmp_path):
    bundle = fake_bundle(tmp_path / "my downloads")
    home = tmp_path / "a home"  # spaces in the paths: quoted in the scripts and in the menu entry's Exec
    home.mkdir()
    assert run_script(bundle / "install.sh", home).returncode == 0
    entry = home / ".local" / "share" / "applications" / f"{desktop.APP_ID}.desktop"
    assert f'Exec="{home}/.local/share/patience-qt/patience-qt"' in entry.read_text("utf-8")
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    assert run_script(bundle / "install.sh", home).returncode == 0  # again: the install is replaced whole
    installed_copy = home / ".local" / "share" / "patience-qt" / "install.sh"  # and from inside itself
    assert run_script(installed_copy, home).returncode == 0
    assert entry.is_file() and (home / ".local" / "bin" / "patience-qt").is_symlink()
    result = run_script(bundle / "uninstall.sh", home)  # the download's copy finds the installed one
    assert result.returncode == 0, result.stderr
    assert everything_under(home) == []
    again = run_script(bundle / "uninstall.sh", home)
    assert again.returncode == 0 and again.stdout.count("\n") == 1 and "nothing to remove" in again.stdout


@LINUX_ONLY
def test_uninstall_keeps_the_folders_that_were_there_before(tmp_path):
    """An empty ~/.local/bin that was there stays: Debian's ~/.profile puts it on PATH only if it exists
    at login, so removing it would leave a later pipx install off PATH."""
    bundle = fake_bundle(tmp_path / "download")
    home = tmp_path / "home"
    for folder in (".local/bin", ".local/share/applications"):
        (home / folder).mkdir(parents=True)
    assert run_script(bundle / "install.sh", home).returncode == 0
    assert run_script(bundle / "install.sh", home).returncode == 0  # again, as an upgrade does
    result = run_script(home / ".local" / "share" / "patience-qt" / "uninstall.sh", home)
    assert result.returncode == 0, result.stderr
    assert everything_under(home) == [".local", ".local/bin", ".local/share", ".local/share/applications"]


@LINUX_ONLY
def test_install_leaves_another_patience_qt_command_alone(tmp_path):
    bundle = fake_bundle(tmp_path / "download")
    home = tmp_path / "home"
    pipx_command = home / ".local" / "bin" / "patience-qt"
    pipx_command.parent.mkdir(parents=True)
    pipx_command.write_text("#!/bin/sh\n")
    result = run_script(bundle / "install.sh", home)
    assert result.returncode == 1 and "pipx uninstall" in result.stderr
    assert everything_under(home) == [".local", ".local/bin", ".local/bin/patience-qt"]


# A player's HOME may hold any character but a line break. Each of these broke the scripts once: `&` and
# `|` as sed's replacement text and delimiter, `%` as a field code, `\` through dash's echo, `"` `$` and
# the backtick by losing the full path.
AWKWARD_NAMES = ["Tom & Jerry", "a|b", "100%", "two words", "player's", 'the "home"', "$HOME", "back\\slash",
                 "`date`", "Пасьянс", "50% & more | 'all' \"of\" $it \\ `too` (*?) <#> ~;"]

RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")  # the Desktop Entry spec's reserved characters in an Exec


def desktop_string(value: str) -> str:
    """A value of type string as the Desktop Entry spec reads it: \\s \\n \\t \\r and \\\\ undone."""
    out, i = [], 0
    while i < len(value):
        if value[i] == "\\":
            escaped = value[i + 1]
            assert escaped in "sntr\\", f"not a string escape: \\{escaped} in {value!r}"
            out.append({"s": " ", "n": "\n", "t": "\t", "r": "\r", "\\": "\\"}[escaped])
            i += 2
        else:
            out.append(value[i])
            i += 1
    return "".join(out)


def exec_arguments(value: str) -> list[str]:
    """The program and arguments an Exec value (already read as a string) names, by the spec's rules:
    split at unquoted spaces; inside double quotes a backslash keeps the next " ` $ or \\ literal; a
    reserved character outside quotes is an error; then %% is a literal %, and no field code is here."""
    arguments, current, started, quoted, i = [], [], False, False, 0
    while i < len(value):
        char = value[i]
        if quoted and char == "\\":
            assert value[i + 1] in '"`$\\', f"a stray backslash in {value!r}"
            current.append(value[i + 1])
            i += 1
        elif char == '"':
            quoted, started = not quoted, True
        elif char == " " and not quoted:
            if started:
                arguments.append("".join(current))
            current, started = [], False
        else:
            assert quoted or char not in RESERVED, f"{char!r} outside quotes in {value!r}"
            current.append(char)
            started = True
        i += 1
    assert not quoted, f"an open quote in {value!r}"
    if started:
        arguments.append("".join(current))
    for argument in arguments:
        assert "%" not in argument.replace("%%", ""), f"a field code in {argument!r}"
    return [argument.replace("%%", "%") for argument in arguments]


def desktop_entry(path: Path) -> dict[str, str]:
    lines = path.read_text("utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line and not line.startswith("#"))


def test_the_tests_reading_of_exec_follows_the_spec():
    assert exec_arguments(desktop_string(r'"/a b/\\$x \\"q\\" \\\\ \\`" %%f')) == ['/a b/$x "q" \\ `', "%f"]
    with pytest.raises(AssertionError):
        exec_arguments("/home/Tom & Jerry/patience-qt")
    with pytest.raises(AssertionError):
        exec_arguments('"/home/100%/patience-qt"')


@LINUX_ONLY
@pytest.mark.parametrize("name", AWKWARD_NAMES)
def test_any_home_a_player_can_have_installs_and_uninstalls_cleanly(tmp_path, name):
    bundle = fake_bundle(tmp_path / f"download {name}")
    home = tmp_path / name
    home.mkdir()
    result = run_script(bundle / "install.sh", home)
    assert result.returncode == 0, result.stderr
    program = home / ".local" / "share" / "patience-qt" / "patience-qt"
    assert f"installed: {program.parent}\n" in result.stdout  # the paths it prints are the real ones
    entry_file = home / ".local" / "share" / "applications" / f"{desktop.APP_ID}.desktop"
    entry = desktop_entry(entry_file)
    # a path with % goes through env: GLib looks for the program before it undoes the %% (see install.sh)
    assert exec_arguments(desktop_string(entry["Exec"])) == ["env"] * ("%" in name) + [str(program)]
    assert desktop_string(entry["TryExec"]) == str(program)
    if shutil.which("desktop-file-validate"):
        check = subprocess.run(["desktop-file-validate", str(entry_file)], capture_output=True, text=True)
        assert check.returncode == 0 and not check.stdout.strip(), check.stdout
    command = home / ".local" / "bin" / "patience-qt"
    started = subprocess.run([str(command), "go"], capture_output=True, text=True)
    assert started.stdout == "fake patience-qt go\n"

    result = run_script(program.parent / "uninstall.sh", home)
    assert result.returncode == 0, result.stderr
    assert everything_under(home) == []
    again = run_script(bundle / "uninstall.sh", home)
    assert again.returncode == 0, again.stderr
    assert (again.stdout + again.stderr).count("\n") == 1 and "nothing to remove" in again.stdout


@LINUX_ONLY
def test_a_home_with_a_line_break_is_refused_before_anything_is_written(tmp_path):
    bundle = fake_bundle(tmp_path / "download")
    home = tmp_path / "two\nlines"
    home.mkdir()
    result = run_script(bundle / "install.sh", home)
    assert result.returncode == 1 and "line break" in result.stderr
    assert everything_under(home) == []


@LINUX_ONLY
def test_an_install_that_cannot_finish_takes_back_what_it_wrote(tmp_path):
    """A file where the icons' folder should be stops install.sh after the app, the command, the menu
    entry and the metainfo are in place: all of them go again, so no half install is left to confuse
    the menu or uninstall.sh."""
    bundle = fake_bundle(tmp_path / "download")
    home = tmp_path / "home"
    (home / ".local" / "share").mkdir(parents=True)
    (home / ".local" / "share" / "icons").write_text("in the way\n")
    result = run_script(bundle / "install.sh", home)
    assert result.returncode != 0
    assert everything_under(home) == [".local", ".local/share", ".local/share/icons"]
    assert "what it had written is removed again" in result.stderr
    again = run_script(bundle / "uninstall.sh", home)
    assert again.returncode == 0 and "nothing to remove" in again.stdout


@LINUX_ONLY
def test_an_interrupted_install_takes_back_what_it_wrote(tmp_path):
    """Stopped (Ctrl+C, a closed terminal, a kill) once the app is copied and the command being linked."""
    bundle = fake_bundle(tmp_path / "download")
    home = tmp_path / "home"
    home.mkdir()
    tools = tmp_path / "tools"
    tools.mkdir()
    (tools / "ln").write_text(f'#!/bin/sh\nkill -TERM "$PPID"\nexec {shutil.which("ln")} "$@"\n')
    (tools / "ln").chmod(0o755)
    path = f"{tools}:{os.environ.get('PATH', '/usr/bin:/bin')}"
    result = run_script(bundle / "install.sh", home, env_path=path)
    assert result.returncode == 143
    assert everything_under(home) == []
    assert "what it had written is removed again" in result.stderr


@LINUX_ONLY
@pytest.mark.skipif(shutil.which("gio") is None, reason="GLib's gio command is not installed")
@pytest.mark.parametrize("name", AWKWARD_NAMES)
def test_glib_starts_the_installed_program_from_the_menu_entry(tmp_path, name):
    """GNOME's menus read the entry through GLib: `gio launch` starts it the same way."""
    bundle = fake_bundle(tmp_path / "download")
    home = tmp_path / name
    home.mkdir()
    assert run_script(bundle / "install.sh", home).returncode == 0
    program = home / ".local" / "share" / "patience-qt" / "patience-qt"
    started = tmp_path / "started"
    program.write_text(f'#!/bin/sh\nprintf "%s" "$0" > "{started}.new" && mv "{started}.new" "{started}"\n')
    entry = home / ".local" / "share" / "applications" / f"{desktop.APP_ID}.desktop"
    result = subprocess.run(["gio", "launch", str(entry)], capture_output=True, text=True, timeout=30,
                            env={**os.environ, "HOME": str(home)})
    assert result.returncode == 0, result.stderr
    for _ in range(100):
        if started.exists():
            break
        time.sleep(0.1)
    assert started.read_text() == str(program)


# -- the Debian package ----------------------------------------------------------------------------------
def control_fields(text: str) -> dict[str, str]:
    fields, key = {}, None
    for line in text.splitlines():
        if line.startswith(" ") and key:
            fields[key] += "\n" + line
        else:
            key, _, value = line.partition(":")
            fields[key] = value.strip()
    return fields


@LINUX_ONLY
@pytest.mark.skipif(not deb.available(), reason="not a Debian-family system (no dpkg-deb)")
def test_the_debian_package_holds_the_bundle_the_command_and_the_desktop_files(tmp_path):
    bundle = fake_bundle(tmp_path / "dist")
    package = deb.build(bundle, "0.1.0", tmp_path, tmp_path / "work", log=lambda text: None)
    assert package.name == f"patience-qt_0.1.0_{deb.architecture()}.deb"
    listing = subprocess.run(["dpkg-deb", "--contents", str(package)], capture_output=True, text=True,
                             check=True).stdout
    paths = {line.split()[5].removeprefix(".") for line in listing.splitlines()}
    owners = {line.split()[1] for line in listing.splitlines()}
    assert owners == {"root/root"}
    assert "/opt/patience-qt/patience-qt" in paths and "/opt/patience-qt/_internal/data.txt" in paths
    assert not {"/opt/patience-qt/install.sh", "/opt/patience-qt/share/"} & paths  # the tarball's alone
    assert "/usr/bin/patience-qt -> /opt/patience-qt/patience-qt" in listing.replace("./usr", "/usr")
    for _, relative in desktop.share_files():
        assert f"/usr/share/{relative}" in paths, relative
    for name in ("copyright", "changelog.gz"):
        assert f"/usr/share/doc/patience-qt/{name}" in paths
    fields = control_fields(subprocess.run(["dpkg-deb", "--field", str(package)], capture_output=True,
                                           text=True, check=True).stdout)
    assert fields["Package"] == "patience-qt" and fields["Version"] == "0.1.0"
    assert fields["Depends"].startswith("libc6") and "libfontconfig1" in fields["Depends"]
    assert fields["Section"] == "games" and "@" in fields["Maintainer"]


def test_the_copyright_file_is_machine_readable_with_the_mit_and_cc0_texts():
    text = deb.copyright_file("2026")
    paragraphs = [control_fields(block) for block in text.strip().split("\n\n")]
    assert paragraphs[0]["Format"] == "https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
    files = {paragraph["Files"]: paragraph["License"] for paragraph in paragraphs if "Files" in paragraph}
    assert files["*"] == "Expat"
    assert files["resources/cards/*.svg resources/cards/russian/*.svg"] == "CC0-1.0"
    licences = {paragraph["License"].split("\n")[0]: paragraph["License"] for paragraph in paragraphs
                if "Files" not in paragraph and "License" in paragraph}
    assert set(licences) == {"Expat", "CC0-1.0"}
    assert "Permission is hereby granted" in licences["Expat"]
    assert "Statement of Purpose" in licences["CC0-1.0"] and "react-playing-cards" not in licences["CC0-1.0"]
    assert all(line.startswith(" ") for line in licences["CC0-1.0"].split("\n")[1:])


# -- the build machine's library paths -------------------------------------------------------------------
@LINUX_ONLY
@pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler to make a library with a RUNPATH")
def test_foreign_library_paths_are_cleared_and_the_bundles_own_kept(tmp_path):
    source = tmp_path / "lib.c"
    source.write_text("int answer(void) { return 42; }\n")
    foreign, own = tmp_path / "libforeign.so", tmp_path / "libown.so"
    for library, path in ((foreign, "/root/.pyenv/versions/3.11.7/lib"), (own, "$ORIGIN/../lib")):
        subprocess.run(["cc", "-shared", "-fPIC", "-o", str(library), str(source), f"-Wl,-rpath,{path}",
                        "-Wl,--enable-new-dtags"], check=True)
    mode = stat.S_IMODE(foreign.stat().st_mode)
    assert runpath.clear_foreign(tmp_path) == [(foreign, "/root/.pyenv/versions/3.11.7/lib")]
    assert runpath.search_paths(foreign) == ["$ORIGIN"]
    assert runpath.search_paths(own) == ["$ORIGIN/../lib"]
    assert stat.S_IMODE(foreign.stat().st_mode) == mode
    assert runpath.clear_foreign(tmp_path) == []
    import ctypes

    assert ctypes.CDLL(str(foreign)).answer() == 42  # still a library that loads
