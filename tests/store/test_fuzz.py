"""Fuzz the loaders with malformed, truncated and hostile files.

Whatever is in the file, ``load_game`` and ``load_statistics`` return or raise DamagedFile (one line),
nothing else; ``Profile`` never raises, keeps the damaged file aside byte for byte as NAME.damaged and
never touches the good file next to it. 700 + 500 + 150 = 1,350 examples in all.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_helpers import played_game, saved

from patience_qt.play.session import Session
from patience_qt.rules import GAMES
from patience_qt.store.files import MAX_BYTES, DamagedFile
from patience_qt.store.profile import Profile
from patience_qt.store.savegame import load_game
from patience_qt.store.statistics import Statistics, load_statistics

SESSION = Session.from_dict  # what the window builds from a saved game

pytestmark = pytest.mark.slow  # 1,350 examples: with the monkey, in the second test command
FUZZ = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])

_game, _redo = played_game("rainbow", seed=4, moves=25, undone=3)
_steps = [1] * (len(_game.moves) - 2) + [2, len(_redo)]  # a two-move step, and one redo step of three
GOOD_GAME = saved(_game, 75.5, _redo, _steps)
GOOD_GAME_BYTES = json.dumps(GOOD_GAME).encode()
_stats = Statistics()
for _won, _key in [(True, "rainbow"), (False, "rainbow"), (True, "rainbow[redeals=5]"), (False, "clock")]:
    _stats.record(_key, _won, 100, 60)
_stats.record("clock", False, 100, 60, assisted=True)  # won with help: a count files without it lack
GOOD_STATS = _stats.to_dict()
GOOD_STATS_BYTES = json.dumps(GOOD_STATS, indent=1).encode()

# -- pieces ---------------------------------------------------------------------------------------------
scalars = (
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(max_size=12)
)
json_values = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
pile_ids = st.sampled_from(
    ["stock", "hand", "reserve", "waste1", "waste2", "foundation1", "foundation8", "column1", "pile13",
     "discard", "travellers", "nowhere", ""]
)
card_texts = st.sampled_from(["AS", "10H", "KD", "QC", "2S", "ZZ", "", "1S", "AX", "ks"]) | st.none()
kinds = st.sampled_from(["move", "turn", "deal", "step", "redeal", "gather", "fly", ""])
plausible_moves = st.lists(st.tuples(kinds, pile_ids, pile_ids, card_texts).map(list), min_size=1, max_size=3)


def dump(value: object) -> bytes:
    return json.dumps(value).encode()


NOT_UTF8 = [b"\xff", b"\xc3", b"\xed\xa0\x80", b"\x80\x80"]  # stray, cut short, surrogate, continuations


def deep_text(depth: int) -> str:
    return "[" * depth + "0" + "]" * depth


def bytes_cases(good: bytes) -> st.SearchStrategy[bytes]:
    """Damage that does not depend on the schema: truncation, noise, bad UTF-8, deep nesting."""
    return st.one_of(
        st.integers(0, len(good) - 1).map(lambda cut: good[:cut]),
        st.binary(max_size=300),
        json_values.map(dump),
        st.tuples(st.integers(0, len(good) - 1), st.binary(min_size=1, max_size=4)).map(
            lambda spot: good[: spot[0]] + spot[1] + good[spot[0] + len(spot[1]):]
        ),
        st.tuples(st.integers(0, len(good)), st.sampled_from(NOT_UTF8)).map(
            lambda spot: good[: spot[0]] + spot[1] + good[spot[0]:]
        ),
        st.integers(1, 100_000).map(lambda depth: deep_text(depth).encode()),
        st.just("{\"format\": \"patience-qt-game\", \"game\": \"été\"}".encode("latin-1")),
    )


def with_field(good: dict, path: tuple, value: object) -> dict:
    """A copy of ``good`` with the item at ``path`` (keys / indices) replaced, or deleted for DELETE."""
    data = json.loads(json.dumps(good))
    target = data
    for step in path[:-1]:
        target = target[step]
    if value is DELETE:
        target.pop(path[-1], None)
    else:
        target[path[-1]] = value
    return data


DELETE = object()


def deep_in_field(good: dict, field: str, depth: int) -> bytes:
    text = json.dumps({**good, field: "@@DEEP@@"})
    return text.replace('"@@DEEP@@"', deep_text(depth)).encode()


# -- saved games ----------------------------------------------------------------------------------------
game_keys = st.sampled_from([*GOOD_GAME, "extra"])
move_paths = st.tuples(
    st.sampled_from(["moves", "redo"]),
    st.integers(0, len(_redo) - 1),
    st.integers(0, 3),
)


@st.composite
def illegal_move_files(draw) -> bytes:
    field = draw(st.sampled_from(["moves", "redo"]))
    data = json.loads(json.dumps(GOOD_GAME))
    for move in draw(plausible_moves):
        data[field].insert(draw(st.integers(0, len(data[field]))), move)
    return dump(data)


save_files = st.one_of(
    bytes_cases(GOOD_GAME_BYTES),
    st.tuples(game_keys, json_values | st.just(DELETE)).map(
        lambda change: dump(with_field(GOOD_GAME, (change[0],), change[1]))
    ),
    st.tuples(move_paths, json_values | pile_ids | card_texts | kinds).map(
        lambda change: dump(with_field(GOOD_GAME, *change))
    ),
    st.text(max_size=20).filter(lambda text: text not in GAMES).map(
        lambda game_id: dump({**GOOD_GAME, "game": game_id})
    ),
    illegal_move_files(),
    st.tuples(st.sampled_from(["game", "options", "seed", "order", "moves", "elapsed_seconds", "redo"]),
              st.integers(1, 3000)).map(lambda spot: deep_in_field(GOOD_GAME, *spot)),
    json_values.map(lambda value: dump({**GOOD_GAME, "options": {"redeals": value}})),
    st.lists(st.integers(-1, 30) | st.booleans(), max_size=30).map(
        lambda steps: dump({**GOOD_GAME, "steps": steps})
    ),
    st.floats().map(lambda seconds: json.dumps({**GOOD_GAME, "elapsed_seconds": seconds}).encode()),
)


def write_case(path: Path, content: bytes, huge: int) -> None:
    path.write_bytes(content)
    if huge:
        os.truncate(path, MAX_BYTES + huge)  # sparse padding: a huge file, cheap to make


def check_one_line(error: DamagedFile) -> None:
    assert "\n" not in str(error) and 0 < len(error.reason) <= 200


@settings(FUZZ, max_examples=700)
@given(content=save_files, huge=st.sampled_from([0] * 15 + [1, 4096]))
def test_damaged_saved_games(content: bytes, huge: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        profile = Profile(folder)
        profile.statistics_path.write_bytes(GOOD_STATS_BYTES)
        write_case(profile.current_game_path, content, huge)
        written = profile.current_game_path.read_bytes()
        try:
            result = load_game(profile.current_game_path, SESSION)
        except DamagedFile as error:
            check_one_line(error)
            result = None
        else:
            assert isinstance(result, Session)
        loaded, warning = profile.load_current(SESSION)  # nothing at all escapes
        aside = Path(folder) / "current_game.json.damaged"
        if result is None:
            assert loaded is None and warning is not None and "\n" not in warning
            assert not profile.current_game_path.exists()
            assert aside.read_bytes() == written
        else:
            assert warning is None and loaded is not None
            assert loaded.game.snapshot() == result.game.snapshot()
            assert profile.current_game_path.read_bytes() == written and not aside.exists()
        assert profile.statistics_path.read_bytes() == GOOD_STATS_BYTES
        assert profile.load_statistics() == (Statistics.from_dict(GOOD_STATS), None)


# -- statistics -----------------------------------------------------------------------------------------
stats_fields = st.sampled_from(["played", "won", "streak", "longest_streak", "best_seconds", "fewest_moves",
                                "assisted"])
numbers = st.integers(-5, 10) | st.integers() | st.floats() | st.booleans() | st.none()

stats_files = st.one_of(
    bytes_cases(GOOD_STATS_BYTES),
    st.tuples(st.sampled_from(["format", "version", "games", "extra"]), json_values | st.just(DELETE)).map(
        lambda change: dump(with_field(GOOD_STATS, (change[0],), change[1]))
    ),
    st.tuples(st.sampled_from(sorted(GOOD_STATS["games"])), stats_fields, numbers | json_values).map(
        lambda change: json.dumps(with_field(GOOD_STATS, ("games", change[0], change[1]), change[2])).encode()
    ),
    st.tuples(st.text(max_size=30), json_values).map(
        lambda item: dump({**GOOD_STATS, "games": {**GOOD_STATS["games"], item[0]: item[1]}})
    ),
    st.tuples(st.sampled_from(["format", "version", "games"]), st.integers(1, 3000)).map(
        lambda spot: deep_in_field(GOOD_STATS, *spot)
    ),
)


@settings(FUZZ, max_examples=500)
@given(content=stats_files, huge=st.sampled_from([0] * 15 + [1, 4096]))
def test_damaged_statistics(content: bytes, huge: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        profile = Profile(folder)
        profile.current_game_path.write_bytes(GOOD_GAME_BYTES)
        write_case(profile.statistics_path, content, huge)
        written = profile.statistics_path.read_bytes()
        try:
            result = load_statistics(profile.statistics_path)
        except DamagedFile as error:
            check_one_line(error)
            result = None
        stats, warning = profile.load_statistics()  # nothing at all escapes
        aside = Path(folder) / "statistics.json.damaged"
        if result is None:
            assert warning is not None and "\n" not in warning and len(stats) == 0
            assert not profile.statistics_path.exists()
            assert aside.read_bytes() == written
        else:
            assert warning is None and stats == result
            assert profile.statistics_path.read_bytes() == written and not aside.exists()
        assert profile.current_game_path.read_bytes() == GOOD_GAME_BYTES
        loaded, game_warning = profile.load_current(SESSION)
        assert game_warning is None and loaded is not None and loaded.redo_moves == _redo


# -- both at once, and damage that comes back ---------------------------------------------------------
@settings(FUZZ, max_examples=150)
@given(game_file=save_files, stats_file=stats_files, rounds=st.integers(1, 3))
def test_repeated_damage_never_overwrites_a_kept_file(
    game_file: bytes, stats_file: bytes, rounds: int
) -> None:
    with tempfile.TemporaryDirectory() as folder:
        profile = Profile(folder)
        kept: dict[str, list[bytes]] = {"current_game.json": [], "statistics.json": []}
        for _ in range(rounds):
            profile.current_game_path.write_bytes(game_file)
            profile.statistics_path.write_bytes(stats_file)
            if profile.load_current(SESSION)[1] is not None:
                kept["current_game.json"].append(game_file)
            if profile.load_statistics()[1] is not None:
                kept["statistics.json"].append(stats_file)
            assert profile.save_statistics() is None
            assert profile.save_current(saved(_game, 1, _redo)) is None
        for name, contents in kept.items():
            copies = sorted(Path(folder).glob(name + ".damaged*"), key=lambda p: (len(p.name), p.name))
            assert [copy.read_bytes() for copy in copies] == contents
