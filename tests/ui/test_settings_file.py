"""The preferences file checked before QSettings opens it: a named pipe there hung the start for ever;
a damaged file was rewritten without a word. Now the one is left alone and the other kept aside, the
defaults used, and the player told in one line."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QSettings, QStandardPaths

from patience_qt.ui.settings.settings_file import open_settings, settings_path
from patience_qt.ui.table.card_art import BACKS

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
pytestmark = pytest.mark.skipif(sys.platform.startswith(("win", "darwin")), reason="no preferences file here")


@pytest.fixture
def conf(qapp, tmp_path, monkeypatch) -> Path:
    """The program's own preferences file, under a private XDG_CONFIG_HOME."""
    before = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    # QSettings keeps the folder it found first for the whole process: tell it the new one
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "config"))
    names = qapp.organizationName(), qapp.applicationName()
    qapp.setOrganizationName("PatienceQt")
    qapp.setApplicationName("Patience Qt")
    path = settings_path()
    assert path is not None
    path.parent.mkdir(parents=True)
    yield path
    qapp.setOrganizationName(names[0])
    qapp.setApplicationName(names[1])
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, before)


def _written(path: Path) -> bytes:
    """A preferences file as the program writes it, with every kind of key."""
    settings = QSettings()
    assert settings.fileName() == str(path)  # settings_path() is where QSettings() reads
    settings.setValue("ui/language", "ru")
    settings.setValue("table/automove", False)
    settings.setValue("table/animation_speed", "slow")
    settings.setValue("table/back", list(BACKS)[-1])
    settings.setValue("options/rainbow/redeals", 5)
    settings.setValue("options/toad/two_reserves", True)
    settings.setValue("game/last", "village")
    settings.setValue("files/folder", "/home/player/games \"mine\"")
    settings.setValue("window/geometry", QByteArray(bytes(range(256))))
    settings.setValue("play/winnable_only", True)
    settings.sync()
    del settings
    return path.read_bytes()


def test_a_preferences_file_the_program_wrote_is_read_as_it_is(conf: Path) -> None:
    before = _written(conf)
    settings, warning = open_settings()
    assert warning is None and settings.value("options/rainbow/redeals") in (5, "5")
    assert conf.read_bytes() == before


DAMAGES = [
    ("cut short", lambda raw: raw[: raw.index(b"automove=") + 6], "cut short"),
    ("a value changed", lambda raw: raw.replace(b"language=ru", b"language=rt"), "ui/language"),
    ("an option's value changed", lambda raw: raw.replace(b"redeals=5", b"redeals=u"), "redeals"),
    ("a key changed", lambda raw: raw.replace(b"automove", b"autoMove"), "autoMove"),
    ("a byte that is no UTF-8", lambda raw: raw.replace(b"slow", b"sl\xefw"), "UTF-8"),
    ("a control character", lambda raw: raw.replace(b"slow", b"sl\x01w"), "control character"),
    ("a section header broken", lambda raw: raw.replace(b"[table]", b"[table"), "section header"),
    # its keys went to [General] and the file was written over without a copy (#47)
    ("the first section header gone", lambda raw: raw.split(b"\n", 1)[1],
     "line 1 is a key outside any section"),
]


@pytest.mark.parametrize("name, damage, words", DAMAGES, ids=[case[0] for case in DAMAGES])
def test_damaged_preferences_are_kept_aside_and_said_once(conf: Path, name, damage, words) -> None:
    damaged = damage(_written(conf))
    conf.write_bytes(damaged)
    # Qt keeps a file it read in this process and reads it again only when its time or size changed: a
    # damage of the same size within the same moment would be missed here (never at a start, which reads
    # the file for the first time)
    written = os.stat(conf).st_mtime_ns - 5_000_000_000
    os.utime(conf, ns=(written, written))
    settings, warning = open_settings()
    assert warning is not None and "\n" not in warning and words in warning
    assert "Patience Qt.conf.damaged" in warning
    assert (conf.parent / "Patience Qt.conf.damaged").read_bytes() == damaged
    assert settings.allKeys() == []  # the defaults
    settings.setValue("table/automove", True)
    settings.sync()
    assert (conf.parent / "Patience Qt.conf.damaged").read_bytes() == damaged
    assert open_settings()[1] is None  # said once: the next start finds a good file


@needs_fifo
def test_a_named_pipe_as_the_preferences_is_left_alone(conf: Path, no_hang) -> None:
    os.mkfifo(conf)
    with no_hang():
        settings, warning = open_settings()
        settings.setValue("table/automove", False)
        settings.sync()
    assert warning is not None and "not a regular file (a named pipe)" in warning and "\n" not in warning
    assert settings.fileName() != str(conf) and settings.value("table/automove") in (False, "false")
    assert stat.S_ISFIFO(os.lstat(conf).st_mode)


@pytest.mark.parametrize("kind", ["folder", "link to nothing"])
def test_a_folder_or_a_link_to_nothing_as_the_preferences_is_left_alone(conf: Path, kind: str) -> None:
    if kind == "folder":
        conf.mkdir()
    else:
        conf.symlink_to(conf.parent / "gone")
    settings, warning = open_settings()
    assert warning is not None and f"({'a folder' if kind == 'folder' else 'a link to nothing'})" in warning
    settings.setValue("ui/language", "en")
    settings.sync()
    assert conf.is_dir() if kind == "folder" else conf.is_symlink() and not conf.exists()


@needs_fifo
def test_the_program_starts_with_a_named_pipe_as_its_preferences(tmp_path: Path) -> None:
    """The issue's case: ``mkfifo "$XDG_CONFIG_HOME/PatienceQt/Patience Qt.conf"``: no window after 20 s,
    blocked in QSettings(). The start's next step, tidying the data folder, shows it got past."""
    config = tmp_path / "config" / "PatienceQt"
    config.mkdir(parents=True)
    os.mkfifo(config / "Patience Qt.conf")
    data = tmp_path / "data"
    data.mkdir()
    stale = data / ".statistics.json.abcd1234.tmp"
    stale.write_text("{")
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PATIENCE_QT_DATA_DIR=str(data),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "share"), TMPDIR=str(tmp_path))  # the kill leaves its folder
    program = subprocess.Popen([sys.executable, "-m", "patience_qt", "--game", "clock", "--seed", "1"],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 90  # a guard, not a measure
        while stale.exists() and program.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert program.poll() is None, program.stderr.read() if program.stderr else ""
        assert not stale.exists(), "the start blocked on the named pipe"
    finally:
        program.kill()
        program.wait(timeout=30)
    assert stat.S_ISFIFO(os.lstat(config / "Patience Qt.conf").st_mode)




@needs_fifo
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_a_session_s_private_preferences_folder_goes_when_the_program_is_told_to_stop(tmp_path: Path,
                                                                                    name: str) -> None:
    """The preferences file no regular file, the session's preferences go to a patience-qt-settings-*
    folder of the temporary folder, removed at exit: a SIGTERM left it (no exit ran), and an exit left it
    too, as Qt wrote the file again after the folder was removed (#47). The program now leaves as its
    window's closing does, with status 128 + the signal's number."""
    config = tmp_path / "config" / "PatienceQt"
    config.mkdir(parents=True)
    os.mkfifo(config / "Patience Qt.conf")
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    data = tmp_path / "data"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PATIENCE_QT_DATA_DIR=str(data), HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "share"),
               TMPDIR=str(temporary))
    program = subprocess.Popen([sys.executable, "-m", "patience_qt", "--game", "clock", "--seed", "1"],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60  # a guard, not a measure
        while not (data / "current_game.json").exists() and program.poll() is None \
                and time.monotonic() < deadline:
            time.sleep(0.1)
        assert program.poll() is None, program.stderr.read() if program.stderr else ""
        assert [path.name[:21] for path in temporary.iterdir()] == ["patience-qt-settings-"]
        program.send_signal(getattr(signal, name))
        status = program.wait(timeout=30)
    finally:
        program.kill()
        program.wait(timeout=30)
    assert status == 128 + getattr(signal, name), program.stderr.read() if program.stderr else ""
    assert list(temporary.iterdir()) == []


def test_the_program_keeps_a_preferences_file_without_a_section_header_aside(tmp_path: Path) -> None:
    """Keys before any header (a hand-written file): QSettings took them as keys of no group and wrote the
    file over with [General] and without a copy (#47). The program keeps it as NAME.damaged."""
    config = tmp_path / "config" / "PatienceQt"
    config.mkdir(parents=True)
    written = b"automove=false\nback=blue\n\n[ui]\nlanguage=en\n"
    (config / "Patience Qt.conf").write_bytes(written)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PATIENCE_QT_DATA_DIR=str(tmp_path / "data"),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "share"), TMPDIR=str(tmp_path))
    program = subprocess.Popen([sys.executable, "-m", "patience_qt", "--game", "clock", "--seed", "1"],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    kept = config / "Patience Qt.conf.damaged"
    try:
        deadline = time.monotonic() + 30  # a guard, not a measure: the copy is made before the window
        while not kept.exists() and program.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert program.poll() is None, program.stderr.read() if program.stderr else ""
    finally:
        program.kill()
        program.wait(timeout=30)
    assert kept.exists() and kept.read_bytes() == written


def test_the_line_about_the_preferences_is_said_first_on_the_status_bar(qtbot, settings, tmp_path) -> None:
    from patience_qt.store import Profile
    from patience_qt.ui.window.first_game import first_game
    from patience_qt.ui.window.main_window import MainWindow

    window = MainWindow(settings=settings, deal_animation=False, profile=Profile(tmp_path / "data"))
    qtbot.addWidget(window)
    first_game(window, "clock", 3, notes=["The preferences could not be read (x)."])
    assert window.statusBar().currentMessage() == "The preferences could not be read (x)."
