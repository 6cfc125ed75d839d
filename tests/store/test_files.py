"""Atomic writes, careful reads and keeping damaged files aside."""

from __future__ import annotations

import json
import os
import stat
import time
from pathlib import Path

import pytest

from patience_qt.store import files
from patience_qt.store.files import (
    DamagedFile,
    NotRegularFile,
    keep_aside,
    read_json,
    remove_stale_temporaries,
    temporary_name_pattern,
    write_json_atomic,
)

GOOD = {"a": [1, 2.5, None, True], "b": "tekst"}


def folder_names(folder: Path) -> list[str]:
    return sorted(path.name for path in folder.iterdir())


def test_write_and_read_back(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "data.json"
    write_json_atomic(path, GOOD)
    assert read_json(path) == GOOD
    assert folder_names(path.parent) == ["data.json"]


@pytest.mark.parametrize("broken", ["replace", "fsync", "write"])
def test_a_failed_write_leaves_the_old_file_intact(tmp_path: Path, monkeypatch, broken: str) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, GOOD)
    before = path.read_bytes()

    def boom(*args: object, **kwargs: object) -> None:
        raise OSError(28, "No space left on device")

    if broken == "write":
        real_fdopen = os.fdopen

        class Half:
            def __init__(self, stream) -> None:
                self.stream = stream

            def __enter__(self):
                return self

            def __exit__(self, *exc: object) -> None:
                self.stream.close()

            def write(self, payload: bytes) -> None:
                self.stream.write(payload[: len(payload) // 2])  # half of it reaches the disk
                raise OSError(28, "No space left on device")

        monkeypatch.setattr(os, "fdopen", lambda *args, **kwargs: Half(real_fdopen(*args, **kwargs)))
    else:
        monkeypatch.setattr(os, broken, boom)
    with pytest.raises(OSError):
        write_json_atomic(path, {"new": "content" * 1000})
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert folder_names(tmp_path) == ["data.json"]  # no temporary file left behind


@pytest.mark.parametrize("data", [{"x": float("nan")}, {"x": object()}, {"x": float("inf")}])
def test_unwritable_data_leaves_the_old_file_intact(tmp_path: Path, data: object) -> None:
    path = tmp_path / "data.json"
    write_json_atomic(path, GOOD)
    before = path.read_bytes()
    with pytest.raises((TypeError, ValueError)):
        write_json_atomic(path, data)
    assert path.read_bytes() == before
    assert folder_names(tmp_path) == ["data.json"]


def test_a_missing_file_is_not_a_damaged_one(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "none.json")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b"  \n", "empty"),
        (b'{"a": 1', "not valid JSON"),
        (b'{"a": NaN}', "not valid JSON"),
        (b'{"a": Infinity}', "not valid JSON"),
        (b'{"a": "\xff\xfe"}', "not UTF-8"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b"1" * 5000, "not valid JSON"),  # more digits than Python converts
        (b'{"a": 1}\n{"b": 2}', "not valid JSON"),
    ],
)
def test_damaged_content_is_refused_in_one_line(tmp_path: Path, content: bytes, words: str) -> None:
    path = tmp_path / "data.json"
    path.write_bytes(content)
    with pytest.raises(DamagedFile) as caught:
        read_json(path)
    assert words in caught.value.reason
    assert "\n" not in str(caught.value) and len(caught.value.reason) <= 200
    assert caught.value.path == path


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    path = tmp_path / "data.json"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(GOOD).encode())
    assert read_json(path) == GOOD


def test_a_huge_file_is_refused_before_reading(tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "data.json"
    with open(path, "wb") as stream:
        stream.truncate(6 * 1024 * 1024)  # sparse: 6 MB of nothing
    with pytest.raises(DamagedFile, match="too large"):
        read_json(path)
    path.write_bytes(json.dumps(list(range(100))).encode())
    with pytest.raises(DamagedFile, match="too large"):
        read_json(path, max_bytes=100)


def test_a_folder_is_damaged(tmp_path: Path) -> None:
    (tmp_path / "data.json").mkdir()
    with pytest.raises(DamagedFile, match="folder"):
        read_json(tmp_path / "data.json")


def test_keep_aside_never_overwrites(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    kept = []
    for number in range(4):
        path.write_bytes(f"damaged {number}".encode())
        kept.append(keep_aside(path))
        assert not path.exists()
    assert [p.name for p in kept] == [
        "statistics.json.damaged", "statistics.json.damaged.1", "statistics.json.damaged.2",
        "statistics.json.damaged.3",
    ]
    assert [p.read_bytes() for p in kept] == [f"damaged {number}".encode() for number in range(4)]


def test_keep_aside_skips_a_taken_name(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    (tmp_path / "a.json.damaged").write_text("older")
    path.write_text("newer")
    assert keep_aside(path).name == "a.json.damaged.1"
    assert (tmp_path / "a.json.damaged").read_text() == "older"


def test_keep_aside_of_a_missing_file_raises(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError):
        keep_aside(tmp_path / "none.json")


# -- anything but a regular file ---------------------------------------------------------------------

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")


@needs_fifo
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path: Path, no_hang) -> None:
    path = tmp_path / "data.json"
    os.mkfifo(path)
    with no_hang(), pytest.raises(NotRegularFile, match="not a regular file \\(a named pipe\\)") as caught:
        read_json(path)
    assert caught.value.kind == "a named pipe" and "\n" not in str(caught.value)
    assert stat.S_ISFIFO(os.lstat(path).st_mode)  # left alone


@needs_fifo
def test_a_named_pipe_put_there_after_the_check_cannot_block_either(tmp_path: Path, monkeypatch,
                                                                     no_hang) -> None:
    # the kind is checked before opening; should a pipe take the file's place in between, the opened
    # descriptor is checked again, and the open itself does not wait
    path = tmp_path / "data.json"
    os.mkfifo(path)
    monkeypatch.setattr(files, "not_regular", lambda _path: None)
    with no_hang(), pytest.raises(NotRegularFile, match="a named pipe"):
        read_json(path)


def test_a_device_a_folder_and_links_to_nowhere_are_not_regular_files(tmp_path: Path) -> None:
    if os.path.exists(os.devnull) and not os.path.isfile(os.devnull):
        with pytest.raises(NotRegularFile, match="a device"):
            read_json(os.devnull)
    (tmp_path / "folder.json").mkdir()
    with pytest.raises(NotRegularFile, match="a folder"):
        read_json(tmp_path / "folder.json")
    dangling, loop = tmp_path / "dangling.json", tmp_path / "loop.json"
    os.symlink(tmp_path / "nothing.json", dangling)
    os.symlink(loop, loop)
    for link in (dangling, loop):
        with pytest.raises(NotRegularFile, match="a link to nothing"):
            read_json(link)
        assert os.path.islink(link)
    with pytest.raises(FileNotFoundError):
        read_json(tmp_path / "nothing.json")  # missing is not the same


def test_a_link_to_a_regular_file_is_read(tmp_path: Path) -> None:
    write_json_atomic(tmp_path / "real.json", GOOD)
    os.symlink(tmp_path / "real.json", tmp_path / "link.json")
    assert read_json(tmp_path / "link.json") == GOOD


# -- temporary files a killed save left ----------------------------------------------------------------


def aged(path: Path, seconds: float) -> Path:
    """``path`` made to look last written ``seconds`` ago (a link itself, not what it points to)."""
    when = time.time() - seconds
    os.utime(path, (when, when), follow_symlinks=not path.is_symlink())
    return path


def test_the_writers_own_temporary_names_are_the_ones_recognised(tmp_path: Path, monkeypatch) -> None:
    seen: list[str] = []
    real_replace = os.replace

    def replace(source, target) -> None:
        seen.append(Path(source).name)
        real_replace(source, target)

    monkeypatch.setattr(os, "replace", replace)
    write_json_atomic(tmp_path / "current_game.json", GOOD)
    assert len(seen) == 1 and temporary_name_pattern("current_game.json").fullmatch(seen[0])
    assert not temporary_name_pattern("statistics.json").fullmatch(seen[0])


def test_stale_temporary_files_of_our_writer_are_removed_and_nothing_else(tmp_path: Path) -> None:
    stale = tmp_path / ".current_game.json.k3j_9xqa.tmp"
    stale.write_text("half a save")
    aged(stale, 120)
    stale_statistics = tmp_path / ".statistics.json.abcd1234.tmp"
    stale_statistics.write_text("{")
    aged(stale_statistics, 3600)
    fresh = tmp_path / ".current_game.json.zz99yy88.tmp"  # maybe another copy's save in progress
    fresh.write_text("{")
    kept = {
        "current_game.json": "the game",
        ".other.json.abcdefgh.tmp": "not one of ours",
        ".current_game.json.tmp": "no random part: not the writer's name",
        "current_game.json.abcdefgh.tmp": "no leading dot",
        ".current_game.json.abcdefgh.tmp.bak": "the player's",
    }
    for name, text in kept.items():
        (tmp_path / name).write_text(text)
        aged(tmp_path / name, 600)
    (tmp_path / ".statistics.json.folder12.tmp").mkdir()
    aged(tmp_path / ".statistics.json.folder12.tmp", 600)
    target = tmp_path / "elsewhere.txt"
    target.write_text("the target of a link")
    link = tmp_path / ".statistics.json.link1234.tmp"
    os.symlink(target, link)
    aged(target, 600)
    aged(link, 600)

    removed = remove_stale_temporaries(tmp_path, ["current_game.json", "statistics.json"])

    assert sorted(path.name for path in removed) == [stale.name, stale_statistics.name]
    assert not stale.exists() and not stale_statistics.exists() and fresh.exists()
    assert all((tmp_path / name).read_text() == text for name, text in kept.items())
    assert (tmp_path / ".statistics.json.folder12.tmp").is_dir()
    assert link.is_symlink() and target.read_text() == "the target of a link"


def test_tidying_a_folder_that_is_not_there_is_nothing(tmp_path: Path) -> None:
    assert remove_stale_temporaries(tmp_path / "nowhere", ["current_game.json"]) == []
