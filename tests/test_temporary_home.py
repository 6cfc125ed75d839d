"""With HOME unset the player's files went to /.local/share, /.config and /.cache at the root: such runs'
files go to a folder of the system's temporary folder instead, said in one line (#37). One folder of the
user's, found again by the next run, not a new one each run (#47)."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

import pytest

from patience_qt import __main__ as program

posix_only = pytest.mark.skipif(os.name != "posix", reason="HOME is the POSIX systems' home")


@pytest.fixture
def temporary_folder(monkeypatch, tmp_path) -> Path:
    """The system's temporary folder, for this test: ``tmp_path``."""
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    monkeypatch.delenv("HOME", raising=False)
    return tmp_path


@posix_only
def test_without_home_this_run_uses_a_temporary_folder_and_says_so(temporary_folder, capsys) -> None:
    home = program.temporary_home()
    assert home == str(temporary_folder / f"patience-qt-home-{os.getuid()}") and os.path.isdir(home)
    assert os.environ["HOME"] == home and os.stat(home).st_mode & 0o777 == 0o700
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "HOME is not set" in err and home in err


@posix_only
def test_the_next_run_without_home_finds_the_same_folder(temporary_folder, monkeypatch, capsys) -> None:
    first = program.temporary_home()
    assert first is not None
    (Path(first) / "kept").write_text("the player's")
    monkeypatch.delenv("HOME")
    assert program.temporary_home() == first and (Path(first) / "kept").read_text() == "the player's"
    assert sorted(path.name for path in temporary_folder.iterdir()) == [Path(first).name]


@posix_only
@pytest.mark.parametrize("kind", ["link", "open to others"])
def test_a_folder_that_is_not_safely_ours_is_left_alone(temporary_folder, capsys, kind) -> None:
    """In a temporary folder every user writes to, the name may be taken first: a link there, or a folder
    others may enter, is not used (nor changed); the run takes a fresh folder of its own."""
    name = temporary_folder / f"patience-qt-home-{os.getuid()}"
    elsewhere = temporary_folder / "elsewhere"
    elsewhere.mkdir(mode=0o700)
    if kind == "link":
        name.symlink_to(elsewhere)
    else:
        name.mkdir()
        name.chmod(0o777)
    home = program.temporary_home()
    assert home is not None and Path(home) not in (name, elsewhere) and Path(home).parent == temporary_folder
    assert os.stat(home).st_mode & 0o777 == 0o700
    assert (name.is_symlink() if kind == "link" else name.stat().st_mode & 0o777 == 0o777)
    assert list(elsewhere.iterdir()) == []


def test_with_home_nothing_changes(monkeypatch, capsys) -> None:
    monkeypatch.setenv("HOME", "/home/player")
    assert program.temporary_home() is None and os.environ["HOME"] == "/home/player"
    assert capsys.readouterr().err == ""


def _start_without_home(temporary: Path) -> str:
    """``python -m patience_qt`` with HOME unset and TMPDIR ``temporary``; stopped (killed) once it has
    said where its files go; that line."""
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "QT_QPA_PLATFORM": "offscreen",
           "TMPDIR": str(temporary), "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    started = subprocess.Popen([sys.executable, "-m", "patience_qt", "--game", "clock", "--seed", "1"],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    guard = threading.Timer(60, started.kill)  # a guard, not a measure: the line is the run's first deed
    guard.start()
    try:
        assert started.stderr is not None
        for line in started.stderr:
            if "HOME is not set" in line:
                return line
        raise AssertionError("the run did not say where its files go")
    finally:
        guard.cancel()
        started.kill()
        started.wait(timeout=30)


@posix_only
def test_runs_without_home_leave_one_folder_between_them(tmp_path) -> None:
    """Each run made a new patience-qt-home-* and left it: the temporary folder filled, and no run found
    the game the last one saved."""
    said = [_start_without_home(tmp_path) for _ in range(2)]
    assert said[0] == said[1]
    assert [path.name for path in tmp_path.iterdir() if path.name.startswith("patience-qt-home-")] == [
        f"patience-qt-home-{os.getuid()}"]
