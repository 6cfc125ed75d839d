"""Profile: the window's one door to its files; it reports, it never raises."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from store_helpers import played_game, saved

from patience_qt.play.session import Session
from patience_qt.store import profile as profile_module
from patience_qt.store.profile import Profile
from patience_qt.store.statistics import Statistics

SESSION = Session.from_dict  # what the window builds from a saved game


def test_a_fresh_folder(tmp_path: Path) -> None:
    profile = Profile(tmp_path / "Patience Qt")
    assert profile.load_current(SESSION) == (None, None)
    stats, warning = profile.load_statistics()
    assert len(stats) == 0 and warning is None
    assert profile.current_game_path.name == "current_game.json"
    assert profile.statistics_path.name == "statistics.json"
    assert profile.crash_log_path.name == "crash.log"


def test_save_and_resume(tmp_path: Path) -> None:
    profile = Profile(tmp_path / "new folder")
    game, redo = played_game("babette", seed=8, moves=30, undone=4)
    assert profile.save_current(saved(game, 42, redo)) is None
    loaded, warning = Profile(tmp_path / "new folder").load_current(SESSION)
    assert warning is None and loaded is not None
    assert loaded.game.snapshot() == game.snapshot() and loaded.redo_moves == redo and loaded.elapsed() == 42
    assert profile.clear_current() is None and profile.load_current(SESSION) == (None, None)


def test_statistics_through_the_profile(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    profile.load_statistics()
    profile.statistics.record("rainbow", True, 100, 70)
    assert profile.save_statistics() is None
    again = Profile(tmp_path)
    stats, warning = again.load_statistics()
    assert warning is None and stats.get("rainbow").won == 1 and again.statistics is stats


def test_a_damaged_game_is_kept_aside_and_statistics_stay(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    profile.statistics.record("clock", False, 1, 1)
    profile.save_statistics()
    stats_bytes = profile.statistics_path.read_bytes()
    profile.current_game_path.write_bytes(b'{"format": "patience-qt-game", "vers')
    loaded, warning = profile.load_current(SESSION)
    assert loaded is None and warning is not None and "\n" not in warning
    assert "current_game.json.damaged" in warning
    assert (tmp_path / "current_game.json.damaged").read_bytes() == b'{"format": "patience-qt-game", "vers'
    assert profile.statistics_path.read_bytes() == stats_bytes
    game, _ = played_game()
    assert profile.save_current(saved(game, 1)) is None
    assert profile.load_current(SESSION)[0] is not None
    assert (tmp_path / "current_game.json.damaged").exists()


def test_damaged_statistics_start_empty(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    profile.statistics_path.write_text('{"format": "patience-qt-statistics", "version": 1, "games": 5}')
    stats, warning = profile.load_statistics()
    assert len(stats) == 0 and warning and "statistics.json.damaged" in warning
    stats.record("star", True, 1, 1)
    assert profile.save_statistics() is None
    assert (tmp_path / "statistics.json.damaged").read_text().endswith('"games": 5}')


def test_a_file_that_cannot_be_moved_aside_is_never_written_over(tmp_path: Path, monkeypatch) -> None:
    profile = Profile(tmp_path)
    profile.statistics_path.write_bytes(b"garbage")

    def refuse(path: object) -> Path:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(profile_module, "keep_aside", refuse)
    stats, warning = profile.load_statistics()
    assert warning and "will not be written over" in warning
    stats.record("star", True, 1, 1)
    assert profile.save_statistics() is not None
    assert profile.statistics_path.read_bytes() == b"garbage"
    monkeypatch.undo()
    assert profile.save_statistics() is None  # now it can be moved aside: saved, garbage kept
    assert (tmp_path / "statistics.json.damaged").read_bytes() == b"garbage"
    assert Profile(tmp_path).load_statistics()[0].get("star").won == 1


def test_a_failed_save_is_reported_not_raised(tmp_path: Path, monkeypatch) -> None:
    profile = Profile(tmp_path)
    game, _ = played_game()
    assert profile.save_current(saved(game, 5)) is None
    before = profile.current_game_path.read_bytes()

    def full(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    game.push(game.legal_moves()[0])
    warning = profile.save_current(saved(game, 6))
    assert warning == "No space left on device"
    assert profile.save_statistics(Statistics()) is not None
    monkeypatch.undo()
    assert profile.current_game_path.read_bytes() == before


def test_a_file_the_player_opens_is_reported_but_left_alone(tmp_path: Path) -> None:
    path = tmp_path / "my game.json"
    path.write_bytes(b"\xff\xfe nonsense")
    loaded, warning = Profile(tmp_path / "data").open_game(path, SESSION)
    assert loaded is None and warning and warning.startswith("my game.json could not be opened")
    assert path.read_bytes() == b"\xff\xfe nonsense"
    assert Profile(tmp_path).open_game(tmp_path / "none.json", SESSION)[1] is not None
    game, redo = played_game("devils", seed=3)
    assert Profile(tmp_path).save_game_as(path, saved(game, 9, redo)) is None
    loaded, warning = Profile(tmp_path).open_game(path, SESSION)
    assert warning is None and loaded.game.snapshot() == game.snapshot() and loaded.redo_moves == redo


def test_save_as_into_a_folder_that_does_not_exist_is_refused(tmp_path: Path) -> None:
    game, redo = played_game("devils", seed=3)
    warning = Profile(tmp_path / "data").save_game_as(tmp_path / "no" / "such" / "x.json",
                                                      saved(game, 9, redo))
    assert warning == f"there is no folder {tmp_path / 'no' / 'such'}"
    assert not (tmp_path / "no").exists()


def test_crash_log(tmp_path: Path) -> None:
    profile = Profile(tmp_path / "d")
    assert profile.log_crash("Traceback one\n") is None
    assert profile.log_crash("Traceback two") is None
    text = profile.crash_log_path.read_text()
    assert "Traceback one" in text and "Traceback two" in text and text.count("--- ") == 2


def test_nothing_under_store_imports_qt() -> None:
    import re

    folder = Path(profile_module.__file__).parent
    for path in folder.rglob("*.py"):
        source = path.read_text(encoding="utf-8")
        assert not re.search(r"^\s*(from|import)\s+(PySide6|shiboken6)", source, re.MULTILINE), path


# -- anything but a regular file in the profile's place ---------------------------------------------------

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


def said_left_alone(warning: str | None, name: str) -> bool:
    return (warning is not None and "\n" not in warning and name in warning
            and "not a regular file" in warning and "left alone" in warning)


@needs_fifo
def test_a_named_pipe_as_the_saved_game_is_left_alone_and_not_written_over(tmp_path: Path, no_hang) -> None:
    profile = Profile(tmp_path)
    os.mkfifo(profile.current_game_path)
    with no_hang():
        loaded, warning = profile.load_current(SESSION)
        assert loaded is None and said_left_alone(warning, "current_game.json")
        assert "named pipe" in warning
        game, redo = played_game()
        written = profile.save_current(saved(game, 5, redo))
        assert written is not None and "not a regular file" in written
        assert profile.clear_current() is None
    assert stat.S_ISFIFO(os.lstat(profile.current_game_path).st_mode)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["current_game.json"]  # nothing aside
    assert profile.left_in_place(profile.current_game_path)
    assert profile.not_regular(profile.current_game_path) == "a named pipe"
    os.unlink(profile.current_game_path)  # the player put it right: saving goes on
    assert profile.save_current(saved(game, 5, redo)) is None and profile.load_current(SESSION)[0] is not None


@needs_fifo
def test_a_named_pipe_as_the_statistics_is_left_alone(tmp_path: Path, no_hang) -> None:
    profile = Profile(tmp_path)
    os.mkfifo(profile.statistics_path)
    with no_hang():
        statistics, warning = profile.load_statistics()
        assert len(statistics) == 0 and said_left_alone(warning, "statistics.json")
        assert profile.reread_statistics() is None
        profile.statistics.record("clock", True, 10, 10)
        assert profile.save_statistics() is not None
    assert stat.S_ISFIFO(os.lstat(profile.statistics_path).st_mode)


@needs_fifo
def test_opening_a_named_pipe_says_so_at_once(tmp_path: Path, no_hang) -> None:
    os.mkfifo(tmp_path / "game.json")
    with no_hang():
        loaded, warning = Profile(tmp_path / "profile").open_game(tmp_path / "game.json", SESSION)
    assert loaded is None and said_left_alone(warning, "game.json")
    assert stat.S_ISFIFO(os.lstat(tmp_path / "game.json").st_mode)


@needs_fifo
def test_a_named_pipe_as_the_crash_log_is_not_written_to(tmp_path: Path, no_hang) -> None:
    profile = Profile(tmp_path)
    os.mkfifo(profile.crash_log_path)
    with no_hang():
        warning = profile.log_crash("Traceback: boom")
    assert warning == "The crash report could not be written: crash.log is not a regular file (a named pipe)."


def test_a_link_to_nothing_or_a_folder_as_the_saved_game_is_left_alone(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    os.symlink(tmp_path / "elsewhere.json", profile.current_game_path)
    loaded, warning = profile.load_current(SESSION)
    assert loaded is None and said_left_alone(warning, "current_game.json") and "link to nothing" in warning
    assert os.path.islink(profile.current_game_path)
    game, _ = played_game()
    assert profile.save_current(saved(game, 1)) is not None
    assert os.path.islink(profile.current_game_path) and not (tmp_path / "elsewhere.json").exists()
    os.unlink(profile.current_game_path)
    profile.statistics_path.mkdir()
    statistics, warning = profile.load_statistics()
    assert len(statistics) == 0 and said_left_alone(warning, "statistics.json") and "folder" in warning
    assert profile.statistics_path.is_dir() and not list(tmp_path.glob("*.damaged*"))


def test_a_damaged_file_is_kept_under_the_name_the_profile_says(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    os.symlink(tmp_path / "nothing", tmp_path / "current_game.json.damaged")  # taken, though it leads nowhere
    profile.current_game_path.write_text("{")
    assert profile.load_current(SESSION)[0] is None
    assert profile.kept_as(profile.current_game_path) == tmp_path / "current_game.json.damaged.1"
    assert (tmp_path / "current_game.json.damaged.1").read_text() == "{"


def test_the_profile_tidies_the_temporary_files_of_its_own_files_only(tmp_path: Path) -> None:
    profile = Profile(tmp_path)
    game, redo = played_game()
    assert profile.save_current(saved(game, 3, redo)) is None
    names = [".current_game.json.a1b2c3d4.tmp", ".statistics.json.e5f6g7h8.tmp", ".crash.log.abcdefgh.tmp"]
    for name in names:
        (tmp_path / name).write_text("{")
        os.utime(tmp_path / name, (1_000_000_000, 1_000_000_000))
    removed = profile.remove_stale_temporaries()
    assert sorted(path.name for path in removed) == sorted(names[:2])
    left = sorted(path.name for path in tmp_path.iterdir())
    assert left == [".crash.log.abcdefgh.tmp", "current_game.json"]
    assert profile.load_current(SESSION)[0] is not None


def test_the_crash_log_follows_no_link(tmp_path: Path) -> None:
    """The issue's case: crash.log as a link appended the report to the link's target."""
    target = tmp_path / "elsewhere.txt"
    target.write_text("the player's own file\n")
    profile = Profile(tmp_path / "d")
    profile.data_dir.mkdir()
    profile.crash_log_path.symlink_to(target)
    warning = profile.log_crash("Traceback: boom")
    assert warning is not None and "a link" in warning and "\n" not in warning
    assert target.read_text() == "the player's own file\n"
    assert profile.crash_log_path.is_symlink()  # left alone


@pytest.mark.parametrize("umask", [0o000, 0o022, 0o277])
def test_the_crash_log_is_made_for_the_player_alone_whatever_the_umask(tmp_path: Path, umask: int) -> None:
    profile = Profile(tmp_path)
    old = os.umask(umask)
    try:
        assert profile.log_crash("Traceback: boom") is None
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.lstat(profile.crash_log_path).st_mode) == 0o600


def _unusable(tmp_path: Path, how: str) -> Path:
    """A data folder the system will not let the program use."""
    if how == "a file in its place":
        folder = tmp_path / "data"
        folder.write_bytes(b"the player's own file")
        return folder
    if how == "a name over 255":
        return tmp_path / ("n" * 300)
    return tmp_path.joinpath(*["p" * 200] * 25)  # a path over 4,096 characters


@pytest.mark.parametrize("how, reason", [("a file in its place", "Not a directory"),
                                         ("a name over 255", "File name too long"),
                                         ("a path over 4096", "File name too long")])
def test_a_data_folder_that_cannot_be_used_is_said_so_and_nothing_is_called_damaged(
        tmp_path: Path, how: str, reason: str) -> None:
    """The issue's case: start-up said the saved game "could not be read nor moved aside" and every count
    that "statistics.json is damaged", though neither file exists."""
    profile = Profile(_unusable(tmp_path, how))
    unusable = f"the data folder cannot be used ({reason})"
    assert profile.folder_problem() == reason and profile.unusable_folder() == unusable
    assert profile.hold_current() is True
    assert profile.load_current() == (None, None)
    statistics, warning = profile.load_statistics()
    assert warning is None and len(statistics) == 0
    assert profile.count("clock", True, 5.0, 52) == unusable
    assert profile.count("clock", False, 0.0, 3) == unusable
    assert len(profile.pending) == 2 and profile.statistics.get("clock").played == 2
    game, redo = played_game("clock", seed=3, moves=5, undone=0)
    assert profile.save_current(saved(game, 1.0, redo)) == unusable
    assert profile.save_pending() == unusable
    assert profile.log_crash("Traceback: boom") == f"The crash report could not be written: {unusable}."
    assert not profile.left_in_place(profile.statistics_path)
    expected = ["data"] if how == "a file in its place" else []
    assert sorted(path.name for path in tmp_path.iterdir()) == expected  # nothing made, nothing kept aside
    if how == "a file in its place":
        assert (tmp_path / "data").read_bytes() == b"the player's own file"
