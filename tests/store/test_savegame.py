"""Saved games: exact round trips of the session's saved form with the time played and the redo list; every
failure is DamagedFile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from store_helpers import load, played_game, replay, saved

from patience_qt.play.session import Session
from patience_qt.rules import GAMES, Move, game_from_json, new_game
from patience_qt.store.files import DamagedFile
from patience_qt.store.savegame import MAX_ELAPSED, MAX_MOVES, load_game, save_game


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_round_trip_of_a_played_game_with_redo(tmp_path: Path, game_id: str) -> None:
    game, redo = played_game(game_id, seed=11, moves=40, undone=3)
    path = tmp_path / "current_game.json"
    save_game(path, saved(game, 123.25, redo))
    loaded = load(path)
    assert loaded.game.id == game.id and loaded.game.options == game.options and loaded.game.seed == game.seed
    assert loaded.game.snapshot() == game.snapshot()
    assert loaded.game.moves == game.moves
    assert loaded.redo_moves == redo
    assert loaded.elapsed() == 123.25
    # redo then undo everything: the resumed history is the original one
    assert replay(loaded.game, redo).snapshot() == replay(game, redo).snapshot()
    while loaded.game.moves:
        assert loaded.game.pop() == game.pop()
        assert loaded.game.snapshot() == game.snapshot()


def test_round_trip_with_options_and_an_explicit_order(tmp_path: Path) -> None:
    base, _ = played_game("toad", seed=5, moves=0, undone=0, deep_ace=False, reserve_size=10)
    game = new_game("toad", order=list(reversed(base.all_cards())), options={"deep_ace": False})
    for _ in range(15):
        legal = game.legal_moves()
        if not legal:
            break
        game.push(legal[-1])
    path = tmp_path / "g.json"
    save_game(path, saved(game))
    loaded = load(path)
    assert loaded.game.snapshot() == game.snapshot() and loaded.game.order == game.order
    assert loaded.redo_moves == [] and loaded.elapsed() == 0.0


def test_a_plain_rules_save_is_a_saved_game(tmp_path: Path) -> None:
    game, _ = played_game("clock", seed=3, moves=10, undone=0)
    path = tmp_path / "g.json"
    path.write_text(game.to_json(), encoding="utf-8")
    loaded = load(path)
    assert loaded.game.snapshot() == game.snapshot() and loaded.elapsed() == 0 and loaded.redo_moves == []
    assert load_game(path) == json.loads(game.to_json())  # the store returns the object as it is


def test_the_file_is_a_valid_rules_save() -> None:
    game, redo = played_game("village", seed=2, moves=20, undone=2)
    data = saved(game, 5, redo)
    assert game_from_json(json.dumps(data)).snapshot() == game.snapshot()
    assert data["redo"] == [move.to_list() for move in redo]


def test_an_illegal_redo_is_refused_and_the_position_kept() -> None:
    game, redo = played_game("rainbow", seed=9, moves=20, undone=3)
    before = game.snapshot(), list(game.moves)
    Session.resumed(game, redo)
    assert (game.snapshot(), game.moves) == before
    bad = [*redo[:2], Move("move", "foundation1", "reserve", None)]
    with pytest.raises(ValueError, match="redo move 3 is not legal"):
        Session.resumed(game, bad)
    assert (game.snapshot(), game.moves) == before
    with pytest.raises(ValueError, match="redo move 2 is not legal"):
        Session.resumed(game, [redo[0], redo[0]] if redo[0].kind != "deal" else [redo[0], redo[0], redo[0]])
    assert (game.snapshot(), game.moves) == before


def write(path: Path, data: object) -> Path:
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def good_data() -> dict:
    game, redo = played_game("rainbow", seed=4, moves=25, undone=2)
    data = saved(game, 60, redo)
    del data["steps"]  # one move a step: a change of the moves below meets the rules, not the steps' sum
    return data


@pytest.mark.parametrize(
    ("change", "words"),
    [
        ({"game": "solitaire"}, "unknown game"),
        ({"game": 7}, "game id"),
        ({"format": "other"}, "not a saved game"),
        ({"version": 2}, "version 2"),
        ({"version": True}, "version True"),
        ({"seed": -1}, "game number"),
        ({"seed": True}, "game number"),
        ({"seed": 2**63}, "game number"),
        ({"options": {"redeals": 99}}, "option redeals"),
        ({"options": {"nonsense": 1}}, "no option"),
        ({"options": {"redeals": [1]}}, "wrong type"),
        ({"options": []}, "options"),
        ({"order": ["AS"] * 52}, "104-card deck"),
        ({"order": ["ZZ"]}, "not a card"),
        ({"order": "AS"}, "deal order"),
        ({"moves": "none"}, "not a list"),
        ({"moves": [["move", "reserve", "foundation1"]]}, "four items"),
        ({"moves": [["fly", "reserve", "foundation1", "AS"]]}, "not a move"),
        ({"moves": [["move", "foundation1", "reserve", "AS"]]}, "move 1 of the saved game is not legal"),
        ({"moves": [["move", "nowhere", "reserve", "AS"]]}, "move 1"),
        ({"moves": [["turn", "stock", "hand", None]] * (MAX_MOVES + 1)}, "too long"),
        ({"elapsed_seconds": -1}, "time played"),
        ({"elapsed_seconds": 1e300}, "time played"),
        ({"elapsed_seconds": "10"}, "time played"),
        ({"elapsed_seconds": False}, "time played"),
        ({"redo": {}}, "not a list"),
        ({"redo": [["deal", "stock", "x", 5]]}, "card of redo move 1"),
        ({"redo": [["move", "foundation1", "reserve", "AS"]]}, "redo move 1 is not legal"),
        ({"counted": "yes"}, "counted mark"),
        ({"assisted": 1}, "assisted mark"),
    ],
)
def test_schema_failures_are_damaged_files(tmp_path: Path, change: dict, words: str) -> None:
    data = {**good_data(), **change}
    with pytest.raises(DamagedFile) as caught:
        load(write(tmp_path / "g.json", data))
    assert words in caught.value.reason
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize("key", ["format", "version", "game", "seed"])
def test_required_keys(tmp_path: Path, key: str) -> None:
    data = good_data()
    del data[key]
    with pytest.raises(DamagedFile):
        load(write(tmp_path / "g.json", data))


def test_deep_nesting_inside_a_valid_file(tmp_path: Path) -> None:
    deep: object = 1
    for _ in range(900):
        deep = [deep]
    for change in ({"options": {"redeals": deep}}, {"moves": [["move", deep, "x", None]]}, {"redo": [deep]}):
        with pytest.raises(DamagedFile) as caught:
            load(write(tmp_path / "g.json", {**good_data(), **change}))
        assert len(caught.value.reason) <= 200


def test_saving_refuses_a_nonsense_time_and_keeps_a_long_one_in_range(tmp_path: Path) -> None:
    game, _ = played_game()
    with pytest.raises(ValueError):
        save_game(tmp_path / "g.json", {**saved(game), "elapsed_seconds": float("nan")})
    assert not (tmp_path / "g.json").exists()
    save_game(tmp_path / "g.json", {**saved(game), "elapsed_seconds": 2 * MAX_ELAPSED})
    assert load(tmp_path / "g.json").elapsed() == MAX_ELAPSED


def test_saving_refuses_what_is_not_a_saved_game(tmp_path: Path) -> None:
    game, _ = played_game()
    for data in ({**saved(game), "format": "other"}, {**saved(game), "moves": "none"}, []):
        with pytest.raises(ValueError):
            save_game(tmp_path / "g.json", data)
    assert not (tmp_path / "g.json").exists()


def test_undo_steps_round_trip(tmp_path: Path) -> None:
    game, redo = played_game("rainbow", seed=12, moves=20, undone=4)
    steps = [1] * (len(game.moves) - 3) + [3, 1, 3]  # a player's move with two automatic ones, twice
    path = tmp_path / "g.json"
    save_game(path, saved(game, 10, redo, steps))
    loaded = load(path)
    assert loaded.step_sizes == steps
    assert [len(step.moves) for step in loaded.steps[:loaded.done]] == [1] * (len(game.moves) - 3) + [3]
    assert [len(step.moves) for step in loaded.steps[loaded.done:]] == [1, 3]


def test_the_counted_mark_round_trips_and_defaults_to_false(tmp_path: Path) -> None:
    game, redo = played_game("clock", seed=2, moves=10, undone=2)
    save_game(tmp_path / "counted.json", saved(game, 10, redo, counted=True))
    save_game(tmp_path / "plain.json", saved(game, 10, redo))
    assert load(tmp_path / "counted.json").counted is True
    assert load(tmp_path / "plain.json").counted is False
    assert "counted" not in json.loads((tmp_path / "plain.json").read_text())


def test_steps_default_to_one_move_each(tmp_path: Path) -> None:
    game, redo = played_game("clock", seed=2, moves=10, undone=2)
    data = saved(game, 10, redo)
    del data["steps"]
    save_game(tmp_path / "g.json", data)
    loaded = load(tmp_path / "g.json")
    assert loaded.step_sizes == [1] * 10 and loaded.done == 8 and len(loaded.redo_moves) == 2


@pytest.mark.parametrize(
    ("steps", "words"),
    [
        ([1] * 26, "at most one step a move"),
        ([1] * 24, "hold 24 moves, not 25"),
        ([0] + [1] * 24, "from 1"),
        ([True] * 25, "from 1"),
        ([1] * 22 + [3], "end where the played moves end"),  # 23 played: the last step straddles the end
        ("1,1", "not a list"),
    ],
)
def test_bad_steps(tmp_path: Path, steps: object, words: str) -> None:
    data = good_data()
    assert len(data["moves"]) == 23 and len(data["redo"]) == 2
    with pytest.raises(DamagedFile) as caught:
        load(write(tmp_path / "g.json", {**data, "steps": steps}))
    assert words in caught.value.reason


def test_saving_refuses_steps_that_do_not_fit(tmp_path: Path) -> None:
    game, redo = played_game("rainbow", seed=12, moves=10, undone=2)
    with pytest.raises(ValueError):  # a step straddles played and undone
        save_game(tmp_path / "g.json", {**saved(game, 1, redo), "steps": [3, 3, 3, 1]})
    with pytest.raises(ValueError):
        save_game(tmp_path / "g.json", {**saved(game, 1, redo), "steps": [1] * 9 + [3]})
    assert not (tmp_path / "g.json").exists()
