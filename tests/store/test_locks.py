"""Two copies of the program on one data folder: the locks of the system that keep them apart."""

from __future__ import annotations

import json
import os
import signal
import stat
import subprocess
import sys
import textwrap
import threading
from pathlib import Path

import pytest
from store_helpers import played_game, saved

from patience_qt.play.session import Session
from patience_qt.store import locks as locks_module
from patience_qt.store import profile as profile_module
from patience_qt.store.locks import FileLock
from patience_qt.store.profile import BUSY, HELD_ELSEWHERE, NO_LOCK, Profile

SESSION = Session.from_dict  # what the window builds from a saved game

ROOT = Path(__file__).resolve().parents[2]


def test_a_lock_excludes_a_second_holder_until_it_is_released(tmp_path: Path) -> None:
    first, second = FileLock(tmp_path / "x.lock"), FileLock(tmp_path / "x.lock")
    assert first.acquire() and first.held
    assert second.acquire(timeout=0.1) is False and not second.held
    assert second.holder() == os.getpid()
    first.release()
    assert second.acquire() is True


def test_a_lock_file_that_is_not_a_regular_file_is_refused_at_once(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    os.mkfifo(path)
    outcome: list[object] = []
    worker = threading.Thread(target=lambda: outcome.append(_acquire(path)), daemon=True)
    worker.start()
    worker.join(timeout=20)
    assert not worker.is_alive(), "opening a FIFO as a lock file blocked"
    assert isinstance(outcome[0], OSError)


def _acquire(path: Path) -> object:
    try:
        return FileLock(path).acquire()
    except OSError as error:
        return error


def test_a_killed_holder_lets_go_of_its_lock(tmp_path: Path) -> None:
    path = tmp_path / "x.lock"
    script = textwrap.dedent(f"""
        import sys, time
        from patience_qt.store.locks import FileLock
        lock = FileLock({str(path)!r})
        assert lock.acquire()
        print("held", flush=True)
        time.sleep(60)
    """)
    child = subprocess.Popen([sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "held"
        assert FileLock(path).acquire() is False
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=20)
        assert FileLock(path).acquire(timeout=5) is True
    finally:
        child.kill()
        child.wait()


COUNTER = textwrap.dedent("""
    import sys
    from patience_qt.store.profile import Profile
    profile = Profile(sys.argv[1])
    profile.load_statistics()
    for number in range(int(sys.argv[2])):
        profile.count("clock", number % 3 == 0, 10.0, 52)  # busy on a loaded machine: it waits, kept
    for _ in range(100):
        if profile.save_pending() is None:
            break
    assert not profile.pending, "results still not written"
""")


def test_two_processes_counting_at_once_lose_no_game(tmp_path: Path) -> None:
    """The issue's case: two copies each counting 150 games into one file left 156 of the 300."""
    copies = [subprocess.Popen([sys.executable, "-c", COUNTER, str(tmp_path), "150"], cwd=ROOT)
              for _ in range(2)]
    assert [copy.wait(timeout=300) for copy in copies] == [0, 0]
    figures = json.loads((tmp_path / "statistics.json").read_text())["games"]["clock"]
    assert figures["played"] == 300 and figures["won"] == 100


def test_a_count_that_cannot_have_the_lock_waits_in_memory_and_says_so(tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(profile_module, "LOCK_WAIT_SECONDS", 0.05)
    other = FileLock(tmp_path / "statistics.lock")
    assert other.acquire()
    profile = Profile(tmp_path)
    profile.load_statistics()
    assert profile.count("clock", True, 30.0, 52) == BUSY
    assert profile.statistics.get("clock").won == 1  # shown, though not on the file yet
    assert not (tmp_path / "statistics.json").exists() and len(profile.pending) == 1
    other.release()
    assert profile.save_pending() is None and profile.pending == []
    assert json.loads((tmp_path / "statistics.json").read_text())["games"]["clock"]["won"] == 1


def test_a_result_the_disk_refused_is_written_with_the_next_save_that_works(tmp_path, monkeypatch) -> None:
    profile = Profile(tmp_path)
    profile.load_statistics()
    assert profile.count("toad", False, 0.0, 10) is None
    real = profile_module.save_statistics

    def read_only(path, statistics):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(profile_module, "save_statistics", read_only)
    assert profile.count("toad", True, 50.0, 90) == "Read-only file system"
    assert profile.count("clock", False, 0.0, 5) == "Read-only file system"
    assert profile.save_pending() == "Read-only file system"
    assert profile.statistics.get("toad").played == 2 and profile.statistics.get("clock").played == 1
    monkeypatch.setattr(profile_module, "save_statistics", real)
    assert profile.save_pending() is None and profile.pending == []
    games = json.loads((tmp_path / "statistics.json").read_text())["games"]
    assert games["toad"]["played"] == 2 and games["toad"]["won"] == 1 and games["clock"]["played"] == 1


def test_waiting_results_go_on_top_of_what_another_copy_counted_meanwhile(tmp_path, monkeypatch) -> None:
    mine, other = Profile(tmp_path), Profile(tmp_path)
    mine.load_statistics()
    other.load_statistics()
    real = profile_module.save_statistics
    monkeypatch.setattr(profile_module, "save_statistics", _refuse)
    assert mine.count("star", True, 20.0, 60) is not None
    monkeypatch.setattr(profile_module, "save_statistics", real)
    assert other.count("star", False, 0.0, 3) is None and other.count("clock", True, 9.0, 52) is None
    assert mine.save_pending() is None
    games = json.loads((tmp_path / "statistics.json").read_text())["games"]
    assert games["star"]["played"] == 2 and games["star"]["won"] == 1 and games["clock"]["won"] == 1


def _refuse(path, statistics):
    raise OSError(28, "No space left on device")


def test_a_reset_goes_through_the_lock_too(tmp_path: Path) -> None:
    mine, other = Profile(tmp_path), Profile(tmp_path)
    mine.load_statistics()
    other.load_statistics()
    assert mine.count("star", True, 20.0, 60) is None
    assert other.count("clock", True, 9.0, 52) is None
    assert mine.reset_statistics("star") is None
    games = json.loads((tmp_path / "statistics.json").read_text())["games"]
    assert list(games) == ["clock"]  # the other copy's count stays; only what was reset goes
    with pytest.raises(ValueError):
        mine.count("not a key", True, 1.0, 1)
    assert mine.pending == []


def test_the_saved_game_belongs_to_the_copy_that_took_it(tmp_path: Path) -> None:
    first, second = Profile(tmp_path), Profile(tmp_path)
    game, redo = played_game("babette", seed=8, moves=20, undone=2)
    assert first.hold_current() is True
    assert first.save_current(saved(game, 12.0, redo)) is None
    on_disk = first.current_game_path.read_bytes()

    assert second.hold_current() is False and second.held_elsewhere
    assert second.current_holder() == os.getpid()
    assert second.load_current(SESSION) == (None, None)  # neither resumed nor counted by the second copy
    other, _ = played_game("clock", seed=3, moves=5, undone=0)
    assert second.save_current(saved(other, 1.0)) == HELD_ELSEWHERE
    assert second.clear_current() is None
    assert first.current_game_path.read_bytes() == on_disk

    first.release_current()
    assert second.hold_current() is False  # it played without the saved game: it stays that way
    third = Profile(tmp_path)
    assert third.hold_current() is True
    loaded, warning = third.load_current(SESSION)
    assert warning is None and loaded is not None and loaded.game.snapshot() == game.snapshot()


def _odd(path: Path, kind: str) -> None:
    """Put something that is no usable lock file at ``path``."""
    if kind == "folder":
        path.mkdir()
    elif kind == "fifo":
        os.mkfifo(path)
    elif kind == "link":
        path.symlink_to(path.with_name("elsewhere"))
    else:  # a file this program may not open
        path.write_text("")
        path.chmod(0)


@pytest.mark.parametrize("kind", ["folder", "fifo", "link", "no access"])
def test_an_odd_lock_file_still_locks_through_the_data_folder(tmp_path: Path, kind: str) -> None:
    _odd(tmp_path / "x.lock", kind)
    if kind == "no access" and os.access(tmp_path / "x.lock", os.R_OK):
        pytest.skip("the tests run as a user who may open any file")
    first, second = FileLock(tmp_path / "x.lock", tmp_path), FileLock(tmp_path / "x.lock", tmp_path)
    assert first.acquire() and first.via == tmp_path
    assert second.acquire(timeout=0.05) is False
    first.release()
    assert second.acquire() is True


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_three_processes_counting_with_an_odd_statistics_lock_lose_no_game(tmp_path: Path, kind: str) -> None:
    """The issue's case: with ``mkdir statistics.lock`` three copies of 150 games each kept 209 of 450 (182
    with a named pipe there)."""
    _odd(tmp_path / "statistics.lock", kind)
    copies = [subprocess.Popen([sys.executable, "-c", COUNTER, str(tmp_path), "150"], cwd=ROOT)
              for _ in range(3)]
    assert [copy.wait(timeout=300) for copy in copies] == [0, 0, 0]
    figures = json.loads((tmp_path / "statistics.json").read_text())["games"]["clock"]
    assert figures["played"] == 450 and figures["won"] == 150
    found = os.lstat(tmp_path / "statistics.lock").st_mode  # left alone
    assert stat.S_ISDIR(found) if kind == "folder" else stat.S_ISFIFO(found)


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_an_odd_current_game_lock_does_not_let_two_copies_hold_the_saved_game(tmp_path, kind) -> None:
    """The issue's case: with a folder as current_game.lock both windows held the saved game."""
    _odd(tmp_path / "current_game.lock", kind)
    first, second = Profile(tmp_path), Profile(tmp_path)
    assert first.hold_current() is True
    assert second.hold_current() is False and second.held_elsewhere
    game, redo = played_game("clock", seed=3, moves=5, undone=0)
    assert second.save_current(saved(game, 1.0)) == HELD_ELSEWHERE
    # the holder still counts, though its hold and the statistics' lock both come down to the folder
    _odd(tmp_path / "statistics.lock", kind)
    assert first.count("clock", True, 5.0, 52) is None
    first.release_current()
    assert Profile(tmp_path).hold_current() is True


def test_a_data_folder_that_cannot_be_locked_keeps_results_waiting_and_says_so(tmp_path, monkeypatch) -> None:
    def refuse(path: Path) -> int:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(locks_module, "_open_folder", refuse)
    (tmp_path / "statistics.lock").mkdir()
    (tmp_path / "current_game.lock").mkdir()
    profile = Profile(tmp_path)
    profile.load_statistics()
    warning = profile.count("clock", True, 5.0, 52)
    assert warning == f"{NO_LOCK} (Permission denied)"
    assert len(profile.pending) == 1 and not (tmp_path / "statistics.json").exists()
    assert profile.hold_current() is False and profile.lock_problem == "Permission denied"


@pytest.mark.parametrize("kind", ["folder", "fifo"])
def test_with_both_lock_files_odd_a_second_copy_counts_at_once(tmp_path, kind, monkeypatch) -> None:
    """The issue's case: both odd, the copy holding the saved game kept the folder locked for its whole
    run, and a second copy's results waited (BUSY) until the first exited."""
    monkeypatch.setattr(profile_module, "LOCK_WAIT_SECONDS", 0.2)
    data = tmp_path / "data"
    data.mkdir()
    _odd(data / "current_game.lock", kind)
    _odd(data / "statistics.lock", kind)
    first, second = Profile(data), Profile(data)
    assert first.hold_current() is True and second.hold_current() is False
    second.load_statistics()
    assert second.count("clock", True, 5.0, 52) is None
    assert not second.pending
    figures = json.loads((data / "statistics.json").read_text())["games"]["clock"]
    assert figures["played"] == 1 and figures["won"] == 1
    assert first.count("clock", False, 9.0, 60) is None  # and the holder counts too
    first.release_current()
