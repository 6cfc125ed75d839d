"""``python -m patience_qt``: bad input exits 2 with one line; --screenshot writes the table to a PNG."""

from __future__ import annotations

import os
import subprocess
import sys

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
