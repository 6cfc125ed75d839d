"""Every number in a saved game or the statistics: out of range, not finite or too large is DamagedFile.

A save whose ``elapsed_seconds`` had 400 digits raised OverflowError (``math.isfinite`` turns an int into
a float first), and the window's start-up would have met that instead of a file kept aside.
"""

from __future__ import annotations

import json
import math
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_helpers import load, played_game, saved

from patience_qt.store.files import DamagedFile
from patience_qt.store.savegame import load_game
from patience_qt.store.statistics import Statistics, load_statistics

FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])

_game, _redo = played_game("rainbow", seed=4, moves=12, undone=2)
GOOD_GAME = saved(_game, 75.5, _redo, [1] * (len(_game.moves) + len(_redo)))
_stats = Statistics()
_stats.record("rainbow", True, 100, 60)
_stats.record("clock", False, 0, 0)
_stats.record("clock", False, 0, 0, assisted=True)
GOOD_STATS = _stats.to_dict()

HUGE = [10**400, -(10**400), 10**19, 2**63, 2**64, -1, 1e308, -1e308, 1.7976931348623157e308]
numbers = (
    st.integers() | st.sampled_from(HUGE) | st.floats()  # floats: NaN and ±Infinity too
    | st.integers(min_value=300, max_value=4000).map(lambda digits: 10**digits)
)
# the numeric places of a saved game: (path of keys and indexes into GOOD_GAME)
GAME_PLACES = [("elapsed_seconds",), ("seed",), ("version",), ("steps", 0), ("steps", -1),
               ("options", "redeals")]
STATS_PLACES = [("games", key, name) for key in ("rainbow", "clock") for name in
                ("played", "won", "streak", "longest_streak", "best_seconds", "fewest_moves", "assisted")]


def _with(value: object, place: tuple, number: object) -> object:
    data = json.loads(json.dumps(value))
    target = data
    for key in place[:-1]:
        target = target[key]
    target[place[-1]] = number
    return data


def _write(folder: str, name: str, data: object) -> Path:
    path = Path(folder) / name
    path.write_text(json.dumps(data, allow_nan=True))  # NaN and Infinity written as a careless program would
    return path


def test_elapsed_seconds_of_four_hundred_digits_is_a_damaged_file(tmp_path: Path) -> None:
    path = _write(str(tmp_path), "g.json", _with(GOOD_GAME, ("elapsed_seconds",), 10**400))
    with pytest.raises(DamagedFile, match="time played is out of range"):
        load_game(path)


def test_best_seconds_of_four_hundred_digits_is_a_damaged_file(tmp_path: Path) -> None:
    data = _with(GOOD_STATS, ("games", "rainbow", "best_seconds"), 10**400)
    with pytest.raises(DamagedFile, match="best_seconds for rainbow is out of range"):
        load_statistics(_write(str(tmp_path), "s.json", data))


@FUZZ
@given(place=st.sampled_from(GAME_PLACES), number=numbers)
def test_any_number_in_a_saved_game_loads_or_is_a_damaged_file(place: tuple, number: object) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = _write(folder, "g.json", _with(GOOD_GAME, place, number))
        try:
            loaded = load(path)
        except DamagedFile as error:
            assert "\n" not in error.reason
            return
        assert math.isfinite(loaded.elapsed()) and 0 <= loaded.elapsed() <= 1e9
        assert 0 <= loaded.game.seed < 2**63


@FUZZ
@given(place=st.sampled_from(STATS_PLACES), number=numbers)
def test_any_number_in_the_statistics_loads_or_is_a_damaged_file(place: tuple, number: object) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = _write(folder, "s.json", _with(GOOD_STATS, place, number))
        try:
            statistics = load_statistics(path)
        except DamagedFile as error:
            assert "\n" not in error.reason
            return
        figures = statistics.get(place[1])
        assert 0 <= figures.won <= figures.played <= 1_000_000
        assert 0 <= figures.assisted <= figures.played - figures.won
        assert figures.best_seconds is None or math.isfinite(figures.best_seconds)
