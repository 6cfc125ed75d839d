"""Statistics per game and variant."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patience_qt.rules import GAMES, new_game
from patience_qt.rules.variants import split_key, variant_key
from patience_qt.store.files import DamagedFile
from patience_qt.store.statistics import (
    GameStatistics,
    Statistics,
    game_key,
    load_statistics,
    save_statistics,
)


def test_a_won_and_a_lost_game() -> None:
    stats = Statistics()
    stats.record("rainbow", won=True, seconds=95.5, moves=80)
    entry = stats.record("rainbow", won=False, seconds=20, moves=10)
    assert entry == GameStatistics(
        played=2, won=1, streak=0, longest_streak=1, best_seconds=95.5, fewest_moves=80
    )
    assert entry.win_rate == 0.5 and entry.lost == 1


def test_streaks_best_time_and_fewest_moves() -> None:
    stats = Statistics()
    for won, seconds, moves in [
        (False, 5, 3), (True, 300, 90), (True, 200, 120), (True, 250, 70), (False, 1, 1), (True, 400, 200),
    ]:
        stats.record("clock", won, seconds, moves)
    entry = stats.get("clock")
    assert (entry.played, entry.won, entry.streak, entry.longest_streak) == (6, 4, 1, 3)
    assert entry.best_seconds == 200 and entry.fewest_moves == 70  # lost games never count here
    assert entry.win_rate == pytest.approx(4 / 6)


def test_nothing_played_yet() -> None:
    entry = Statistics().get("toad")
    assert entry == GameStatistics() and entry.win_rate == 0.0 and entry.best_seconds is None


def test_variant_keys() -> None:
    assert variant_key("rainbow") == "rainbow"
    assert variant_key("rainbow", {"redeals": 3}) == "rainbow"  # the default is no variant
    assert variant_key("rainbow", {"redeals": 5}) == "rainbow[redeals=5]"
    toad = "toad[deep_ace=false,reserve_size=10]"
    assert variant_key("toad", {"reserve_size": 10, "deep_ace": False}) == toad
    assert game_key(new_game("rainbow", seed=1, options={"balance": 0})) == "rainbow[balance=0]"
    assert split_key(toad) == ("toad", {"deep_ace": False, "reserve_size": 10})
    with pytest.raises(ValueError):
        variant_key("solitaire")
    with pytest.raises(ValueError):
        variant_key("rainbow", {"redeals": 99})


def test_a_statistics_file_of_an_older_version_finds_every_record_under_the_key_of_its_variant(
        tmp_path: Path) -> None:
    """The statistics key their variants as they always have (the odds table now keys its rows so too): a
    file an older version wrote loads with every record under the key ``variant_key`` gives the game
    being played, nothing dropped or renamed."""
    def figures(played: int) -> dict:
        return {"played": played, "won": 1, "streak": 0, "longest_streak": 1, "best_seconds": 90.0,
                "fewest_moves": 70}
    older = {"rainbow": ({}, figures(3)), "rainbow[redeals=5]": ({"redeals": 5}, figures(4)),
             "toad[deep_ace=false,reserve_size=10]": ({"reserve_size": 10, "deep_ace": False}, figures(5)),
             "clock[self_match_stop=true]": ({"self_match_stop": True}, figures(6))}
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"format": "patience-qt-statistics", "version": 1,
                                "games": {key: data for key, (_, data) in older.items()}}), encoding="utf-8")
    stats = load_statistics(path)
    assert len(stats) == len(older)
    for key, (options, data) in older.items():
        game = new_game(split_key(key)[0], seed=1, options=options)
        assert game_key(game) == key
        assert stats.get(game_key(game)).played == data["played"]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_variant_key_reads_back(game_id: str) -> None:
    info = GAMES[game_id]
    options = {name: spec.choices[-1] for name, spec in info.options.items()}
    key = variant_key(game_id, options)
    assert split_key(key) == (game_id, {k: v for k, v in options.items() if v != info.options[k].default})


def test_variants_count_apart_and_reset_is_per_variant() -> None:
    stats = Statistics()
    stats.record("rainbow", True, 100, 50)
    stats.record("rainbow[redeals=5]", False, 100, 50)
    stats.record("clock", True, 60, 52)
    assert stats.get("rainbow").won == 1 and stats.get("rainbow[redeals=5]").won == 0
    assert stats.keys() == ["clock", "rainbow", "rainbow[redeals=5]"]
    stats.reset("rainbow")
    assert stats.keys() == ["clock", "rainbow[redeals=5]"] and stats.get("rainbow") == GameStatistics()
    assert stats.get("clock").played == 1
    stats.reset("not-there")  # nothing to forget is fine


def test_get_is_a_copy() -> None:
    stats = Statistics()
    stats.record("star", True, 10, 10)
    stats.get("star").played = 99
    assert stats.get("star").played == 1


def test_record_refuses_nonsense() -> None:
    stats = Statistics()
    for args in [("Rain bow", True, 1, 1), ("star", True, float("nan"), 1), ("star", True, 1, 1.5)]:
        with pytest.raises(ValueError):
            stats.record(*args)
    assert len(stats) == 0


def test_to_dict_from_dict_and_the_file(tmp_path: Path) -> None:
    stats = Statistics()
    stats.record("rainbow", True, 95.5, 80)
    stats.record("rainbow", False, 1, 1)
    stats.record("village[x=1]", False, 1, 1)  # a variant this version may not know is kept
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats
    path = tmp_path / "statistics.json"
    save_statistics(path, stats)
    assert load_statistics(path) == stats
    assert json.loads(path.read_text())["games"]["rainbow"] == {
        "played": 2, "won": 1, "streak": 0, "longest_streak": 1, "best_seconds": 95.5, "fewest_moves": 80,
        "assisted": 0,
    }


def test_a_game_won_with_help_is_played_not_won_and_counted_apart() -> None:
    stats = Statistics()
    stats.record("star", True, 100, 90)
    entry = stats.record("star", False, 50, 70, assisted=True)
    assert (entry.played, entry.won, entry.assisted, entry.streak, entry.longest_streak) == (2, 1, 1, 0, 1)
    assert entry.best_seconds == 100 and entry.fewest_moves == 90  # no best result from a helped win
    assert entry.win_rate == 0.5
    assert stats.record("star", False, 1, 1).assisted == 1  # a plain loss is no help
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))).get("star").assisted == 1
    with pytest.raises(ValueError):
        stats.record("star", True, 1, 1, assisted=True)  # won and won with help at once: no
    assert stats.get("star").played == 3


def test_a_file_written_before_the_help_was_counted_loads_with_none(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    old = {"format": "patience-qt-statistics", "version": 1, "games": {"toad": GOOD_ENTRY}}  # no "assisted"
    path.write_text(json.dumps(old))
    entry = load_statistics(path).get("toad")
    assert entry.assisted == 0 and (entry.played, entry.won) == (3, 2)


GOOD_ENTRY = {"played": 3, "won": 2, "streak": 1, "longest_streak": 2, "best_seconds": 10, "fewest_moves": 9}


@pytest.mark.parametrize(
    ("data", "words"),
    [
        ([], "not a JSON object"),
        ({"format": "x", "version": 1, "games": {}}, "not a statistics file"),
        ({"format": "patience-qt-statistics", "version": 9, "games": {}}, "version 9"),
        ({"format": "patience-qt-statistics", "version": 1}, "no games"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"Bad Key": GOOD_ENTRY}}, "key"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": []}}, "not a JSON object"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "won": 4}}},
         "add up"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "streak": 3}}},
         "add up"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "played": -1}}},
         "out of range"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "played": 3.0}}},
         "whole number"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "won": True}}},
         "whole number"),
        ({"format": "patience-qt-statistics", "version": 1,
          "games": {"a": {**GOOD_ENTRY, "best_seconds": "10"}}}, "not a number"),
        ({"format": "patience-qt-statistics", "version": 1,
          "games": {"a": {**GOOD_ENTRY, "won": 0, "streak": 0, "longest_streak": 0}}}, "without a won game"),
        ({"format": "patience-qt-statistics", "version": 1,
          "games": {"a": {k: v for k, v in GOOD_ENTRY.items() if k != "fewest_moves"}}}, "lack"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "assisted": 2}}},
         "won + assisted"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "assisted": -1}}},
         "assisted for a is out of range"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "assisted": 1.0}}},
         "whole number"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "assisted": None}}},
         "whole number"),
        ({"format": "patience-qt-statistics", "version": 1, "games": {"a": {**GOOD_ENTRY, "assisted": True}}},
         "whole number"),
    ],
)
def test_damaged_statistics(tmp_path: Path, data: object, words: str) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(data))
    with pytest.raises(DamagedFile) as caught:
        load_statistics(path)
    assert words in caught.value.reason and "\n" not in str(caught.value)


# -- the days whose deal of the day was won (Game → Deal of the day) -----------------------------------
OLD_FILE = {  # as a copy of the program before the deal of the day wrote it
    "format": "patience-qt-statistics", "version": 1,
    "games": {"rainbow": {"played": 3, "won": 2, "streak": 1, "longest_streak": 1, "best_seconds": 60.0,
                          "fewest_moves": 50, "assisted": 1}},
}


def test_a_won_deal_of_the_day_remembers_its_day_once() -> None:
    stats = Statistics()
    stats.record("toad", won=True, seconds=10, moves=5, day="2026-12-06")
    stats.record("toad", won=False, seconds=10, moves=5, day="2026-12-07")  # lost: no day
    stats.record("toad", won=True, seconds=10, moves=5, day="2026-12-05")
    entry = stats.record("toad", won=True, seconds=10, moves=5, day="2026-12-06")  # that day again
    assert entry.days_won == ["2026-12-05", "2026-12-06"] and entry.latest_day_won == "2026-12-06"
    assert entry.won == 3
    assert Statistics.from_dict(json.loads(json.dumps(stats.to_dict()))) == stats
    with pytest.raises(ValueError):
        stats.record("toad", won=True, seconds=1, moves=1, day="6.12.2026")


def test_a_file_from_before_the_deal_of_the_day_loads_and_is_written_back_as_it_was(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps(OLD_FILE), encoding="utf-8")
    stats = load_statistics(path)
    assert stats.get("rainbow").days_won == [] and stats.get("rainbow").won == 2
    assert stats.to_dict() == OLD_FILE  # no empty field added to a file that never had one


def test_a_file_with_days_won_keeps_what_an_older_copy_reads() -> None:
    """The version stays 1 and every field an older copy checks is still there, so it reads the file."""
    stats = Statistics.from_dict(OLD_FILE)
    stats.record("rainbow", won=True, seconds=30, moves=40, day="2026-12-06")
    data = stats.to_dict()
    assert data["version"] == 1
    entry = data["games"]["rainbow"]
    assert set(OLD_FILE["games"]["rainbow"]) < set(entry) and entry["days_won"] == ["2026-12-06"]
    assert Statistics.from_dict(data).get("rainbow").days_won == ["2026-12-06"]


@pytest.mark.parametrize("days", [
    "2026-12-06", ["2026-13-01"], ["yesterday"], [20261206], ["2026-12-06", "2026-12-06"],
    ["2026-12-01", "2026-12-02", "2026-12-03"],  # more days won than games won (2)
])
def test_days_won_that_make_no_sense_are_a_damaged_file(days: object) -> None:
    data = json.loads(json.dumps(OLD_FILE))
    data["games"]["rainbow"]["days_won"] = days
    with pytest.raises(ValueError):
        Statistics.from_dict(data)
