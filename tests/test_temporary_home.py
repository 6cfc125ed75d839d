"""With HOME unset the player's files went to /.local/share, /.config and /.cache at the root: this
run's files go to a folder of the system's temporary folder instead, said in one line (#37)."""

from __future__ import annotations

import os
import shutil
import tempfile

import pytest

from patience_qt import __main__ as program


@pytest.mark.skipif(os.name != "posix", reason="HOME is the POSIX systems' home")
def test_without_home_this_run_uses_a_temporary_folder_and_says_so(monkeypatch, capsys) -> None:
    monkeypatch.delenv("HOME", raising=False)
    home = program.temporary_home()
    try:
        assert home is not None and os.path.isdir(home)
        assert os.path.dirname(home) == tempfile.gettempdir() and os.environ["HOME"] == home
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "HOME is not set" in err and home in err
    finally:
        if home:
            shutil.rmtree(home, ignore_errors=True)


def test_with_home_nothing_changes(monkeypatch, capsys) -> None:
    monkeypatch.setenv("HOME", "/home/player")
    assert program.temporary_home() is None and os.environ["HOME"] == "/home/player"
    assert capsys.readouterr().err == ""
