"""Where ``python -m patience_qt.play.odds table`` writes, and what it will not write (issue 47, 4-6).

* its lock lies beside the table it writes, made 0600 and opened so that it follows no link (it lay in
  the shared temporary folder, opened with truncation: a link there truncated whatever it named);
* without ``--out`` the table goes to the player's data folder, never to the table installed with the
  program, and the program reads the player's rows before the installed ones; a player's copy it cannot
  read is neither used nor written over;
* ``--out`` anything but a regular file or a new name (a device, a named pipe, a link) is refused in one
  line before the first deal (a device was read without end after every deal was computed, a pipe hung).

Each runs the real command line as a subprocess, with one deal and short limits, and the player's
folders in the test's own folder.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from patience_qt.play.odds.table import TABLE_PATH, WINNABLE_PATH, load_odds_table, odds_entry
from patience_qt.rules.variants import variant_key

ROOT = Path(__file__).resolve().parents[2]
INSTALLED = TABLE_PATH
TINY = ["rainbow", "--variant", "standard", "-n", "1", "--seconds", "0.5", "--nodes", "1000", "--jobs", "1"]
# enough deals that computing them would outlast the time the tests give a refusal
MANY = ["open_shop", "-n", "1000", "--seconds", "1", "--jobs", "1"]
MEMORY = 2 * 1024**3  # a run reading a device without end stops here, not at the machine's end


def _env(tmp_path: Path, root: Path = ROOT, data: bool = True) -> dict[str, str]:
    """The run's environment: the package of ``root`` (run from a folder of the test's own, since
    ``python -m`` imports from the current folder first), the player's folders in the test's folder."""
    env = dict(os.environ, PYTHONPATH=str(root), HOME=str(tmp_path / "home"), TMPDIR=str(tmp_path / "tmp"),
               XDG_DATA_HOME=str(tmp_path / "share"), XDG_RUNTIME_DIR=str(tmp_path / "run"),
               QT_QPA_PLATFORM="offscreen")
    env.pop("PATIENCE_QT_DATA_DIR", None)
    if data:
        env["PATIENCE_QT_DATA_DIR"] = str(tmp_path / "data")
    for name in ("home", "tmp", "run"):
        (tmp_path / name).mkdir(exist_ok=True)
    return env


def _limit_memory() -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def _table(argv: list[str], env: dict[str, str], timeout: float = 120) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "patience_qt.play.odds", "table", *argv], env=env,
                          cwd=env["HOME"], capture_output=True, text=True, timeout=timeout, check=False,
                          preexec_fn=_limit_memory if os.name == "posix" else None)


def _python(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", code], env=env, cwd=env["HOME"], capture_output=True,
                          text=True, timeout=120, check=False)


def _refused(done: subprocess.CompletedProcess[str], *words: str) -> None:
    """Exit status 2 and one line on stderr, nothing on stdout (no row was made)."""
    assert (done.returncode, done.stdout) == (2, ""), done.stderr[-2000:]
    assert done.stderr.startswith("patience_qt.play.odds: error: "), done.stderr
    assert done.stderr.count("\n") == 1, done.stderr
    for word in words:
        assert word in done.stderr, done.stderr


@pytest.fixture(autouse=True)
def installed_untouched() -> Iterator[None]:
    """Should a run write this checkout's installed table after all, the test fails and the table is put
    back as it was."""
    before = INSTALLED.read_bytes()
    yield
    after = INSTALLED.read_bytes()
    if after != before:
        INSTALLED.write_bytes(before)
        pytest.fail("the installed odds table was written")


# -- 4: the lock -------------------------------------------------------------------------------------------

@pytest.mark.skipif(not hasattr(os, "symlink") or os.name != "posix", reason="POSIX links")
def test_a_link_in_the_temporary_folder_where_the_lock_lay_truncates_nothing(tmp_path) -> None:
    env = _env(tmp_path)
    victim = tmp_path / "precious.txt"
    victim.write_text("the player's words\n", encoding="utf-8")
    out = tmp_path / "out" / "t.json"
    out.parent.mkdir()
    (tmp_path / "tmp" / f"patience-qt-{out.name}.lock").symlink_to(victim)
    done = _table([*TINY, "--out", str(out)], env)
    assert done.returncode == 0, done.stderr
    assert victim.read_text(encoding="utf-8") == "the player's words\n"
    assert out.is_file()


@pytest.mark.skipif(os.name != "posix", reason="POSIX links and modes")
def test_the_lock_lies_beside_the_table_is_0600_and_keeps_what_it_holds(tmp_path) -> None:
    env = _env(tmp_path)
    out = tmp_path / "out" / "t.json"
    out.parent.mkdir()
    done = _table([*TINY, "--out", str(out)], env)
    assert done.returncode == 0, done.stderr
    lock = out.with_name(f".{out.name}.lock")
    assert stat.S_ISREG(os.lstat(lock).st_mode) and stat.S_IMODE(os.lstat(lock).st_mode) == 0o600
    assert list((tmp_path / "tmp").iterdir()) == []  # nothing in the shared temporary folder
    lock.write_text("kept\n", encoding="utf-8")  # opened again without truncation
    assert _table([*TINY, "--out", str(out)], env).returncode == 0
    assert lock.read_text(encoding="utf-8") == "kept\n"


@pytest.mark.skipif(not hasattr(os, "symlink") or os.name != "posix", reason="POSIX links")
def test_a_link_where_the_lock_lies_is_refused_before_the_first_deal(tmp_path) -> None:
    env = _env(tmp_path)
    victim = tmp_path / "precious.txt"
    victim.write_text("the player's words\n", encoding="utf-8")
    out = tmp_path / "out" / "t.json"
    out.parent.mkdir()
    out.with_name(f".{out.name}.lock").symlink_to(victim)
    done = _table([*MANY, "--out", str(out)], env, timeout=20)
    _refused(done, "lock")
    assert victim.read_text(encoding="utf-8") == "the player's words\n"
    assert not out.exists()


# -- 5: the installed table is never written -------------------------------------------------------------

@pytest.fixture
def program_copy(tmp_path) -> Path:
    """A copy of the package to run, so that not even a run that regressed can write the installed table
    of this checkout."""
    root = tmp_path / "program"
    shutil.copytree(ROOT / "patience_qt", root / "patience_qt",
                    ignore=shutil.ignore_patterns("__pycache__", "*.damaged*"))
    return root


def _read_back(env: dict[str, str], game_id: str = "rainbow") -> str:
    """What the program shows of a game's odds: the game chooser's line and the rows it read."""
    code = ("import sys; from PySide6.QtWidgets import QApplication; app = QApplication([]); "
            "from patience_qt.play.odds.table import TABLE_PATH, shipped_odds; print(TABLE_PATH); "
            "from patience_qt.ui.dialogs.chooser_odds import odds_text; "
            f"print(shipped_odds({game_id!r}, {{}})['deals'], shipped_odds('toad', {{}})['deals']); "
            f"print(odds_text({game_id!r}, {{}}))")
    done = _python(code, env)
    assert done.returncode == 0, done.stderr
    installed, rest = done.stdout.split("\n", 1)
    assert Path(installed) == Path(env["PYTHONPATH"]) / "patience_qt" / "play" / "odds" / "odds_table.json"
    return rest


def test_without_out_the_table_goes_to_the_players_folder_and_the_program_reads_it(tmp_path,
                                                                                    program_copy) -> None:
    installed = program_copy / "patience_qt" / "play" / "odds" / "odds_table.json"
    before, ours = installed.read_bytes(), INSTALLED.read_bytes()
    env = _env(tmp_path, program_copy)
    assert _read_back(env).splitlines()[0] == "1000 1000"
    done = _table(TINY, env)
    assert done.returncode == 0, done.stderr
    assert installed.read_bytes() == before and INSTALLED.read_bytes() == ours
    player = tmp_path / "data" / "odds_table.json"
    assert player.is_file()
    first, chooser = _read_back(env).splitlines()
    assert first == "1 1000"  # the player's Rainbow row, the installed Toad one
    assert chooser.startswith("Solver: 0% winnable, 0% lost, 100% unknown of 1 deals")  # the chooser's line


def test_without_a_data_folder_named_the_table_goes_where_the_window_keeps_the_players_files(
        tmp_path, program_copy) -> None:
    env = _env(tmp_path, program_copy, data=False)
    before = (program_copy / "patience_qt" / "play" / "odds" / "odds_table.json").read_bytes()
    done = _table(TINY, env)
    assert done.returncode == 0, done.stderr
    assert (program_copy / "patience_qt" / "play" / "odds" / "odds_table.json").read_bytes() == before
    code = ("from PySide6.QtCore import QCoreApplication; app = QCoreApplication([]); "
            "app.setOrganizationName('PatienceQt'); app.setApplicationName('Patience Qt'); "
            "from patience_qt.ui.window.keeper import default_data_dir; print(default_data_dir())")
    done = _python(code, env)
    assert done.returncode == 0, done.stderr
    window_folder = Path(done.stdout.strip())
    assert (window_folder / "odds_table.json").is_file()
    assert _read_back(env).splitlines()[0] == "1 1000"


@pytest.mark.parametrize("damage", ["{not json", '{"format": "something else"}', "\x00" * 100])
def test_a_damaged_players_table_falls_back_to_the_installed_one_and_is_kept(tmp_path, program_copy,
                                                                               damage) -> None:
    installed = program_copy / "patience_qt" / "play" / "odds" / "odds_table.json"
    before = installed.read_bytes()
    env = _env(tmp_path, program_copy)
    player = tmp_path / "data" / "odds_table.json"
    player.parent.mkdir()
    player.write_text(damage, encoding="utf-8")
    assert _read_back(env).splitlines()[0] == "1000 1000"  # the installed rows, all of them
    done = _table(MANY, env, timeout=20)
    _refused(done, str(player))
    assert player.read_text(encoding="utf-8") == damage  # not written over: nothing lost
    assert installed.read_bytes() == before


def test_the_players_sound_rows_show_over_the_installed_ones(tmp_path, monkeypatch) -> None:
    """Row by row: a row of the player's that does not add up (edited by hand, cut short) leaves the
    installed one showing, and the games the player did not measure keep theirs."""
    monkeypatch.setenv("PATIENCE_QT_DATA_DIR", str(tmp_path))
    installed = load_odds_table(TABLE_PATH)
    row = {"deals": 2, "winnable": 1, "lost": 1, "unknown": 0, "policy_won": 0, "policy": "hints"}
    games = {"rainbow": {"standard": row, "redeals=5": {**row, "deals": "many"}},
             "toad": {"standard": {**row, "lost": 5}}}
    (tmp_path / "odds_table.json").write_text(json.dumps({"format": "patience-qt-odds", "games": games}),
                                             encoding="utf-8")
    table = load_odds_table()
    assert table["rainbow"]["rainbow"] == row
    assert table["rainbow"]["rainbow[redeals=5]"] == installed["rainbow"]["rainbow[redeals=5]"]
    assert table["toad"] == installed["toad"] and table["star"] == installed["star"]
    assert load_odds_table(TABLE_PATH) == installed


# -- 6: --out a special file ---------------------------------------------------------------------------

def _device(tmp_path: Path) -> Path:
    """A character device like /dev/full, in a folder the run may write (as /dev is, to root)."""
    path = tmp_path / "full"
    try:
        os.mknod(path, stat.S_IFCHR | 0o600, os.makedev(1, 7))
    except (OSError, AttributeError):
        pytest.skip("no device can be made here")
    return path


@pytest.mark.skipif(os.name != "posix", reason="POSIX special files")
@pytest.mark.parametrize("kind", ["a device", "a named pipe", "/dev/full", "a link", "a socket"])
def test_out_a_special_file_is_refused_in_one_line_before_the_first_deal(tmp_path, kind) -> None:
    env = _env(tmp_path)
    if kind == "a device":
        out = _device(tmp_path)
    elif kind == "a named pipe":
        out = tmp_path / "pipe"
        os.mkfifo(out)
    elif kind == "/dev/full":
        out = Path("/dev/full")
        if not out.exists():
            pytest.skip("no /dev/full here")
    elif kind == "a link":
        target = tmp_path / "elsewhere.json"
        target.write_text("{}", encoding="utf-8")
        out = tmp_path / "link.json"
        out.symlink_to(target)
    else:
        import socket

        out = tmp_path / "sock"
        server = socket.socket(socket.AF_UNIX)
        server.bind(str(out))
    done = _table([*MANY, "--out", str(out)], env, timeout=20)
    _refused(done, "--out")
    if kind == "a link":
        assert out.is_symlink() and (tmp_path / "elsewhere.json").read_text(encoding="utf-8") == "{}"
    elif kind == "/dev/full":
        assert stat.S_ISCHR(os.stat(out).st_mode)


def test_a_table_keyed_in_the_older_form_finds_every_row_under_its_variants_key(tmp_path) -> None:
    """A player's table written by an older version keys its rows by the options alone (``standard``,
    ``redeals=5``): every row is still found, under the key the statistics use; a row already keyed so
    wins over its twin, and a key naming no variant this version knows is kept as it is."""
    row = {"deals": 2, "winnable": 1, "lost": 1, "unknown": 0, "policy_won": 0, "policy": "hints"}
    games = {"rainbow": {"standard": {**row, "deals": 3}, "redeals=5": {**row, "deals": 4},
                         "rainbow[balance=0]": {**row, "deals": 5}, "balance=0": {**row, "deals": 6},
                         "no_such_option=1": {**row, "deals": 7}},
             "toad": {"deep_ace=false,reserve_size=10": {**row, "deals": 8}}}
    path = tmp_path / "odds_table.json"
    path.write_text(json.dumps({"format": "patience-qt-odds", "games": games}), encoding="utf-8")
    table = load_odds_table(path)
    assert odds_entry("rainbow", {}, table)["deals"] == 3
    assert odds_entry("rainbow", {"redeals": 5}, table)["deals"] == 4
    assert odds_entry("rainbow", {"balance": 0}, table)["deals"] == 5
    assert odds_entry("toad", {"deep_ace": False, "reserve_size": 10}, table)["deals"] == 8
    assert sorted(table["rainbow"]) == ["no_such_option=1", "rainbow", "rainbow[balance=0]",
                                        "rainbow[redeals=5]"]
    assert table["rainbow"]["no_such_option=1"]["deals"] == 7


@pytest.mark.parametrize("path", [TABLE_PATH, WINNABLE_PATH, TABLE_PATH.with_name("forced_winners.json")],
                         ids=lambda path: path.name)
def test_every_row_of_the_installed_tables_is_found_by_its_variant(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))["games"]
    table = load_odds_table(path)
    rows = [(game_id, entry) for game_id, variants in raw.items() for entry in variants.values()]
    assert len(rows) == sum(len(variants) for variants in table.values()) > 0
    for game_id, entry in rows:
        assert odds_entry(game_id, entry["options"], table) == entry
        assert variant_key(game_id, entry["options"]) in table[game_id]
    # and the installed files themselves are keyed in the one form the statistics use
    assert all(key == variant_key(game_id, variants[key]["options"])
               for game_id, variants in raw.items() for key in variants)
