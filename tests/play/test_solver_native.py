"""The compiled search core against the Python one: the same moves in the same order, the same dead
ends, the same symmetries, position by position; its lines replay to a win by the rules; and a program
without it (an install with no C compiler, simulated) still plays and solves."""

from __future__ import annotations

import os
import random
import subprocess
import sys

import pytest

from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, RainbowTwin, VillageTwin, native, solve
from patience_qt.rules import new_game
from patience_qt.rules.deal import shuffled

needs_native = pytest.mark.skipif(not native.available(), reason="the compiled core is not built here")

RAINBOW_VARIANTS = [
    ("rainbow", {}), ("rainbow", {"redeals": 1, "balance": 0}), ("rainbow", {"redeals": 5, "balance": 5}),
    ("rainbow", {"redeals": 0}), ("open_shop", {}), ("star", {}), ("toad", {}),
    ("toad", {"two_reserves": True}), ("toad", {"deep_ace": False}), ("toad", {"reserve_size": 8}),
    ("toad", {"reserve_size": 20, "two_reserves": True}),
]
POSITIONS = 300  # per variant


def compare_position(twin: RainbowTwin, core, keys: dict) -> list:
    """The twins' moves here, and after each of them the dead end, the win and the key's class."""
    moves = twin.moves()
    assert core.moves() == moves
    assert core.won() == twin.won()
    for move in moves:
        token = twin.apply(move)
        core.apply(move)
        assert core.won() == twin.won(), move
        assert core.dead() == twin.dead(), move
        # the keys split positions into the same classes: one Python key, one native key
        py_key, c_key = twin.key(), core.key()
        assert keys.setdefault(("py", py_key), c_key) == c_key, move
        assert keys.setdefault(("c", c_key), py_key) == py_key, move
        twin.undo(move, token)
        core.undo()
    return moves


VILLAGE_VARIANTS = [("village", {}), ("babette", {}), ("carnival", {})]


def twins(game):
    """The Python twin and the compiled core of the same position."""
    if type(game.rules).__name__ == "RainbowRules":
        return RainbowTwin(game), native.rainbow_core(game)
    return VillageTwin(game), native.village_core(game)


@needs_native
@pytest.mark.parametrize(("game_id", "options"), RAINBOW_VARIANTS + VILLAGE_VARIANTS)
def test_the_two_cores_agree_move_by_move(game_id: str, options: dict) -> None:
    # random walks through the twin's moves from deals, a few hundred positions, each compared with
    # every move out of it; a walk that ends (won, stuck or dead) starts again from the next deal
    rng = random.Random(f"{game_id} {sorted(options.items())}")
    keys: dict = {}
    seen_kinds: set[int] = set()
    compared = 0
    seed = 0
    while compared < POSITIONS:
        seed += 1
        game = new_game(game_id, seed=seed, options=options)
        twin, core = twins(game)
        for _ in range(400):
            moves = compare_position(twin, core, keys)
            compared += 1
            if not moves:
                break
            # mostly the search's first choice, so walks get deep (redeals, the end of the stock)
            move = moves[0] if rng.random() < 0.6 else rng.choice(moves)
            seen_kinds.add(move[0])
            twin.apply(move)
            core.apply(move)
            if twin.won():  # (a walk goes on past dead ends: the reserve relaxation finds them early)
                break
    assert len(keys) > POSITIONS  # the walk compared many positions, not one over and over
    if options.get("redeals", 3 if game_id == "rainbow" else 0):
        assert 5 in seen_kinds  # a redeal, with its shuffle, was made by both
    if game_id in ("village", "babette"):
        assert {3, 4} & seen_kinds  # the redeal or the gathering was made by both


@needs_native
def test_the_native_shuffle_is_the_deal_shuffle() -> None:
    cards = list(range(4, 56)) * 2
    for number, salt in [(1, 1), (34, 3), (2**63 - 1, 5), (0, 0)]:
        assert native.native_module().shuffle(cards, number, salt) == shuffled(cards, number, salt)


@needs_native
@pytest.mark.parametrize(("game_id", "seed", "options"), [
    ("toad", 1, {}), ("toad", 3, {"two_reserves": True}), ("star", 2, {}), ("open_shop", 5, {}),
    ("rainbow", 1, {}), ("rainbow", 4, {}),
])
def test_a_native_line_replays_to_a_win(game_id: str, seed: int, options: dict) -> None:
    game = new_game(game_id, seed=seed, options=options)
    result = solve(game, hints=False, max_nodes=2_000_000, max_seconds=60, core="native")
    assert result.verdict == WINNABLE and result.core == "native"
    fresh = new_game(game_id, seed=seed, options=options)
    for move in result.line:
        fresh.push(move)
    assert fresh.is_won()


@needs_native
def test_a_native_line_the_rules_refuse_is_not_believed(monkeypatch) -> None:
    # the check of every line stays in front of the compiled core: a line cut short is caught
    original = native.NativeSearch.run

    def short(self):
        result = original(self)
        result.line = result.line[:-1]
        return result

    monkeypatch.setattr(native.NativeSearch, "run", short)
    result = solve(new_game("toad", seed=1), hints=False, max_seconds=60, core="native")
    assert result.verdict == UNKNOWN and "does not win" in result.note


@needs_native
def test_a_native_search_resumes_where_it_stopped() -> None:
    game = new_game("open_shop", seed=4)
    first = solve(game, hints=False, max_nodes=50_000, max_seconds=60, core="native")
    assert first.verdict == UNKNOWN and first.resume is not None
    again = solve(game, hints=False, max_nodes=50_000, max_seconds=60, resume=first.resume)
    assert again.nodes > first.nodes and again.core == "native"


def test_the_python_core_is_there_on_request() -> None:
    result = solve(new_game("toad", seed=1), hints=False, max_seconds=60, core="python")
    assert result.verdict == WINNABLE and result.core == "python"


def test_an_unknown_core_is_refused() -> None:
    with pytest.raises(ValueError, match="no search core"):
        solve(new_game("toad", seed=1), core="fortran")


def test_without_the_compiled_core_the_program_plays_and_solves() -> None:
    # an install where no C compiler was found has no _native module: the switch makes the loader
    # skip it, as if it were absent, in a fresh interpreter
    script = (
        "from patience_qt.play.solver import native, solve\n"
        "from patience_qt.rules import new_game\n"
        "assert not native.available()\n"
        "game = new_game('toad', seed=1)\n"
        "game.push(game.legal_moves()[0])\n"
        "result = solve(game, hints=False, max_seconds=60)\n"
        "print(result.verdict, result.core)\n"
    )
    env = dict(os.environ, **{native.PURE_PYTHON_VARIABLE: "1"})
    done = subprocess.run([sys.executable, "-c", script], env=env, capture_output=True, text=True,
                          timeout=300, check=True)
    assert done.stdout.split() == ["winnable", "python"]


def test_an_import_error_of_the_extension_leaves_the_python_core(monkeypatch) -> None:
    import builtins

    real_import = builtins.__import__

    def no_native(name, globals=None, locals=None, fromlist=(), level=0):
        if name == "_native" or name.endswith("._native"):
            raise ImportError("no compiled core (simulated)")
        return real_import(name, globals, locals, fromlist, level)

    monkeypatch.setattr(builtins, "__import__", no_native)
    monkeypatch.delenv(native.PURE_PYTHON_VARIABLE, raising=False)
    assert native._load() is None


def late_position(game_id: str, rng: random.Random):
    """A deal played on by random twin moves until little is left of the stock (or the end)."""
    game = new_game(game_id, seed=rng.randrange(1, 10**6))
    twin = RainbowTwin(game)
    for _ in range(rng.randrange(40, 200)):
        moves = twin.moves()
        if not moves:
            break
        game.push(twin.to_move(rng.choice(moves)))
        if twin.won() or twin.dead():
            break
    return game


@needs_native
def test_the_two_cores_agree_on_verdicts() -> None:
    # positions both decide within a node limit get the same verdict (where one of them stays
    # unknown there is nothing to compare); late positions, so that some are lost (few are proved).
    # A position left unknown costs the whole limit: so many of each game that both decide some
    # (Toad's first decided ones are its 23rd and 24th), at a limit that still decides them.
    verdicts = []
    for game_id, positions in [("toad", 24), ("star", 12), ("open_shop", 12), ("rainbow", 10)]:
        rng = random.Random(game_id)
        for _ in range(positions):
            game = late_position(game_id, rng)
            py = solve(game, hints=False, max_nodes=2_000, max_seconds=60, core="python")
            c = solve(game, hints=False, max_nodes=2_000, max_seconds=60, core="native")
            if UNKNOWN not in (py.verdict, c.verdict):
                assert py.verdict == c.verdict, game.to_json()
                verdicts.append((game_id, c.verdict))
    assert {game_id for game_id, _ in verdicts} == {"toad", "star", "open_shop", "rainbow"}
    assert {verdict for _, verdict in verdicts} == {WINNABLE, NOT_WINNABLE}
