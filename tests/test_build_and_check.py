"""packaging/build_and_check.py, the one script that builds the app and self-tests every form of it, which
``.ci/run`` and the package workflow both run: its self-test step fails on a failing build and shows the
build's own lines, runs it outside the checkout, finds the one-file build among the archives, and checks the
glibc of the folder, the tarball and the .deb. The real build is what .ci/run and the workflow run."""

from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
POSIX = pytest.mark.skipif(os.name != "posix", reason="a shell script stands in for the build")


def load():
    path = ROOT / "packaging" / "build_and_check.py"
    spec = importlib.util.spec_from_file_location("build_and_check", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def a_build(folder: Path, status: int) -> Path:
    """A stand-in for a build: writes its lines where PATIENCE_QT_SELF_TEST_LOG says, with the folder it
    ran in and the platform it was given, and exits with ``status``."""
    program = folder / "patience-qt"
    program.write_text("#!/bin/sh\n"
                       'echo "self-test: $1 in $(pwd) on $QT_QPA_PLATFORM" > "$PATIENCE_QT_SELF_TEST_LOG"\n'
                       f"exit {status}\n")
    program.chmod(0o755)
    return program


@POSIX
def test_a_passing_build_s_lines_are_shown_and_it_ran_outside_the_checkout(tmp_path, capfd) -> None:
    script = load()
    script.self_test(a_build(tmp_path, 0), "the stand-in")
    out = capfd.readouterr().out
    line = next(line for line in out.splitlines() if line.startswith("self-test: --self-test in "))
    assert line.endswith(" on offscreen")
    ran_in = Path(line.removeprefix("self-test: --self-test in ").removesuffix(" on offscreen"))
    assert not ran_in.is_relative_to(ROOT) and not ran_in.exists()  # a scratch folder, gone since


@POSIX
def test_a_failing_build_stops_the_check_and_still_shows_its_lines(tmp_path, capfd) -> None:
    script = load()
    with pytest.raises(script.CheckFailed, match="the self-test of the stand-in failed"):
        script.self_test(a_build(tmp_path, 3), "the stand-in", platform="xcb")
    assert " on xcb" in capfd.readouterr().out


@POSIX
def test_the_script_exits_1_at_the_first_failed_check(tmp_path, monkeypatch, capsys) -> None:
    script = load()
    ran = []
    monkeypatch.setattr(script, "run", lambda command, **kwargs: ran.append(command))  # the build
    monkeypatch.setattr(script, "DIST", tmp_path)
    (tmp_path / "patience-qt").mkdir()
    a_build(tmp_path / "patience-qt", 1)
    monkeypatch.setattr(script, "exe_suffix", lambda: "")
    assert script.main([]) == 1
    assert len(ran) == 1 and "build.py" in str(ran[0][1])  # built, then the self-test failed: no more
    assert "failed: the self-test of the one-folder app" in capsys.readouterr().err


def test_the_one_file_build_is_told_from_the_archives(tmp_path) -> None:
    script = load()
    for name in ("patience-qt-0.1.0-linux-x86_64", "patience-qt-0.1.0-linux-x86_64.tar.gz",
                 "patience-qt-0.1.0-windows-x86_64.exe", "patience-qt-0.1.0-windows-x86_64.zip",
                 "patience-qt-0.1.0-macos-arm64.dmg", "patience-qt_0.1.0_amd64.deb"):
        (tmp_path / name).write_bytes(b"")
    (tmp_path / "patience-qt").mkdir()
    assert [path.name for path in script.one_file_builds(tmp_path)] == [
        "patience-qt-0.1.0-linux-x86_64", "patience-qt-0.1.0-windows-x86_64.exe"]


def test_the_glibc_check_covers_the_folder_the_tarball_and_the_deb(tmp_path) -> None:
    script = load()
    (tmp_path / "patience-qt").mkdir()
    for name in ("patience-qt-0.1.0-linux-x86_64.tar.gz", "patience-qt_0.1.0_amd64.deb"):
        (tmp_path / name).write_bytes(b"")
    stated = script.glibc_command(tmp_path, None)
    assert stated[:2] == [sys.executable, str(ROOT / "tools" / "check_glibc.py")]
    targets = ("patience-qt", "patience-qt-0.1.0-linux-x86_64.tar.gz", "patience-qt_0.1.0_amd64.deb")
    assert stated[2:] == [str(tmp_path / name) for name in targets]
    assert script.glibc_command(tmp_path, "system")[2:4] == ["--floor", "system"]
