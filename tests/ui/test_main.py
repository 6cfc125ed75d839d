"""``python -m patience_qt``: bad input exits 2 with one line; --screenshot writes the table to a PNG."""

from __future__ import annotations

import os
import subprocess
import sys
import time

import pytest
from PySide6.QtGui import QImage

from patience_qt.__main__ import main

BAD_INPUT = [
    (["--game", "chess"], "unknown game 'chess'"),
    (["--game", "clock", "--seed", "seven"], "bad game number 'seven'"),
    (["--game", "clock", "--seed", "-3"], "bad game number '-3'"),
    (["--screenshot", "x.png", "--game", "clock", "--size", "big"], "bad size 'big'"),
    (["--screenshot", "x.png", "--game", "clock", "--size", "10x10"], "bad size '10x10'"),
    (["--screenshot", "x.png"], "--screenshot needs --game"),
    (["--screenshot", "x.jpg", "--game", "clock"], "must end in .png"),
    (["--seed", "4"], "--seed needs --game"),
    (["--game", "toad", "--option", "two_reserves=maybe"], "takes true or false"),
    (["--game", "toad", "--option", "colour=red"], "bad option 'colour=red'"),
    (["--frobnicate"], "unrecognized arguments"),
    (["--faces", "tarot"], "invalid choice: 'tarot'"),
    (["--indices", "french"], "invalid choice: 'french'"),
]


@pytest.mark.parametrize("argv, words", BAD_INPUT)
def test_bad_input_prints_one_line_and_exits_2(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("patience_qt: error: ")
    assert words in err


def test_a_screenshot_is_written_offscreen_and_the_program_exits(tmp_path):
    path = tmp_path / "clock.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "patience_qt", "--screenshot", str(path), "--game", "clock", "--seed", "1",
         "--size", "1024x700"],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert result.stdout == f"{path}\n" and result.stderr == ""  # nothing of Qt's offscreen plugin (#47)
    image = QImage(str(path))
    assert (image.width(), image.height()) == (1024, 700)
    # The felt is green in the middle of the table, and the picture is not one flat colour.
    centre = image.pixelColor(300, 350)
    assert centre.green() > centre.red() and centre.green() > centre.blue()
    assert len({image.pixel(x, 350) for x in range(0, 1024, 16)}) > 3


def test_a_screenshot_after_some_moves(tmp_path):
    path = tmp_path / "village.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run(
        [sys.executable, "-m", "patience_qt", "--screenshot", str(path), "--game", "village", "--seed", "2",
         "--moves", "20", "--size", "800x600"],
        env=env, capture_output=True, text=True, timeout=120,
    )
    assert result.returncode == 0, result.stderr
    assert QImage(str(path)).width() == 800


def test_the_program_removes_stale_temporary_files_at_start(tmp_path):
    # a copy killed during a save (kill -9) left its temporary file; the next start removes it, but not
    # a young one another running copy may be writing
    data = tmp_path / "data"
    data.mkdir()
    stale, young = data / ".current_game.json.abcd1234.tmp", data / ".statistics.json.wxyz5678.tmp"
    for path in (stale, young):
        path.write_text("{")
    os.utime(stale, (1_000_000_000, 1_000_000_000))
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PATIENCE_QT_DATA_DIR=str(data),
               HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "share"))
    program = subprocess.Popen([sys.executable, "-m", "patience_qt", "--game", "clock", "--seed", "1"],
                               env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 120  # a guard, not a measure: the removal comes before the window
        while stale.exists() and program.poll() is None and time.monotonic() < deadline:
            time.sleep(0.1)
        assert program.poll() is None, program.stderr.read() if program.stderr else ""
        assert not stale.exists() and young.exists()
    finally:
        program.kill()
        program.wait(timeout=30)


def test_help_lists_the_card_faces_by_the_names_preferences_gives_them(capsys):
    from patience_qt.cli_input import FACE_SETS, INDEX_SETS
    from patience_qt.ui.table.card_art import FACES
    from patience_qt.ui.text.card_names import INDICES

    assert tuple(FACES) == FACE_SETS and INDICES == INDEX_SETS  # one set of names, the window's and ours
    with pytest.raises(SystemExit):
        main(["--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "--faces {classic,four_colour}" in text
    assert "--indices {language,russian,international}" in text


def _shot(tmp_path, name, *flags):
    path = tmp_path / f"{name}.png"
    env = {key: value for key, value in os.environ.items() if key != "PATIENCE_QT_CARD_FACES"}
    result = subprocess.run(
        [sys.executable, "-m", "patience_qt", "--screenshot", str(path), "--game", "village", "--seed", "3",
         "--size", "800x600", *flags], env=dict(env, QT_QPA_PLATFORM="offscreen"),
        capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return QImage(str(path))


def test_the_command_line_chooses_the_four_colour_deck_and_the_corner_letters(tmp_path):
    # only an environment variable reached the four-colour deck before (#49): now an option does
    classic = _shot(tmp_path, "classic")
    assert _shot(tmp_path, "classic_named", "--faces", "classic") == classic
    assert _shot(tmp_path, "four", "--faces", "four_colour") != classic
    assert _shot(tmp_path, "russian", "--indices", "russian") != classic


def test_the_windows_choice_is_kept_as_preferences_keeps_it(tmp_path):
    from PySide6.QtCore import QSettings

    from patience_qt.ui.settings.preferences import card_faces, card_indices, choose_card_faces

    settings = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    choose_card_faces(settings, None, None)
    assert (card_faces(settings), card_indices(settings)) == ("classic", "language")
    choose_card_faces(settings, "four_colour", "international")
    settings.sync()
    again = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    assert (card_faces(again), card_indices(again)) == ("four_colour", "international")
