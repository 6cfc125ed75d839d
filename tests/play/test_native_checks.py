"""The compiled core checks what it is given: its constructors refuse what no deal could be with a
ValueError in one sentence and nothing else, its moves and limits what no search could be (ValueError,
TypeError), never a crash; and its header of codes is the Python side's."""

from __future__ import annotations

import math
import random
import re
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patience_qt.play.solver import CARDS, NOT_WINNABLE, native, solve
from patience_qt.play.solver import native_codec as codec
from patience_qt.rules import GAMES, new_game

pytestmark = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)
HEADER = Path(native.__file__).with_name("native_codes.h")
REFUSED = (ValueError, TypeError, OverflowError)


def header_numbers() -> dict[str, int]:
    """Every ``#define NAME number`` and ``NAME = number`` of the header."""
    text = HEADER.read_text(encoding="utf-8")
    found = {name: int(value) for name, value in re.findall(r"#define (\w+) (\d+)", text)}
    found.update({name: int(value) for name, value in re.findall(r"(\w+) = (\d+)", text)})
    return found


def test_the_header_of_codes_is_the_python_sides() -> None:
    codes = header_numbers()
    for name in ("R_FOUNDATION", "R_DEEP", "R_RESERVE", "R_WASTE", "R_TURN", "R_REDEAL",
                 "FROM_RESERVE", "FROM_WASTE", "FROM_HAND"):
        assert codes[name] == getattr(codec, name), name
    for name in ("V_FOUNDATION", "V_BUILD", "V_DEAL", "V_REDEAL", "V_GATHER", "COLUMNS"):
        assert codes[name] == getattr(codec, name), name
    for kind, number in codec.REDEAL_KINDS.items():
        assert codes[f"REDEAL_{kind.upper()}"] == number
    card_codes = [c for c, card in enumerate(CARDS) if card is not None]
    assert (codes["CARD_MIN"], codes["CARD_MAX"]) == (min(card_codes), max(card_codes))
    assert len(card_codes) == codes["SUITS"] * codes["RANKS"]
    # the limits hold every game the two families deal, at every option
    rainbow = [new_game(g, seed=1, options=o) for g in ("rainbow", "open_shop", "star", "toad")
               for o in ({}, {"two_reserves": True}, {"reserve_size": 20}) if g == "toad" or not o]
    for game in rainbow:
        assert len(game.rules.reserve_ids) <= codes["MAXRES"]
        assert len(game.rules.waste_ids) <= codes["MAXWASTE"]
        assert len(game.rules.foundation_ids) <= codes["MAXFOUND"]
        assert game.rules.params.redeals < codes["MAXREDEALS"]
        assert game.rules.params.deck_size <= codes["MAXCARDS"]
    assert {"rainbow", "open_shop", "star", "toad"} <= set(GAMES)


def rainbow_arguments(game_id: str = "rainbow", seed: int = 1) -> dict:
    return {**codec.rainbow_args(new_game(game_id, seed=seed)), "members": 2}


def test_three_waste_piles_of_a_deck_each_are_refused_not_a_crash_at_the_redeal() -> None:
    # (before the check: the redeal gathered 312 cards into an array of 104)
    args = rainbow_arguments()
    deck = [c for c, card in enumerate(CARDS) if card is not None] * 2
    args.update(stock=[], hand=0, reserves=[[]], wastes=[deck, deck, deck], foundations=[0, 0, 0, 0])
    with pytest.raises(ValueError):
        native.native_module().RainbowCore(**args)


@pytest.mark.parametrize("change", ["card twice more", "card missing", "foundation too long",
                                    "foundations short of the deck", "base rank 14", "a card code 56"])
def test_a_rainbow_core_of_no_deal_is_refused(change: str) -> None:
    args = rainbow_arguments()
    stock, flen = list(args["stock"]), list(args["foundations"])
    if change == "card twice more":
        stock[0] = stock[1]
        stock.append(stock[1])
        stock.pop(2)
    elif change == "card missing":
        stock.pop()
    elif change == "foundation too long":
        flen[0] = 27
    elif change == "foundations short of the deck":
        flen = flen[:3]
    elif change == "base rank 14":
        args["params"] = args["params"][:6] + (14,)
    else:
        stock[0] = 56
    args.update(stock=stock, foundations=flen)
    with pytest.raises(ValueError):
        native.native_module().RainbowCore(**args)
    native.native_module().RainbowCore(**rainbow_arguments())  # the deal itself is taken


def village_arguments(game_id: str = "village", seed: int = 1) -> dict:
    return {**codec.village_args(new_game(game_id, seed=seed)), "members": 2}


@pytest.mark.parametrize("change", ["card missing", "a card on a foundation too", "deck of 100"])
def test_a_village_core_of_no_deal_is_refused(change: str) -> None:
    args = village_arguments()
    stock, fnd = list(args["stock"]), list(args["foundations"])
    if change == "card missing":
        stock.pop()
    elif change == "a card on a foundation too":
        fnd[0] = 1  # the ace of spades on its foundation, while both copies are still dealt
    else:
        args["params"] = args["params"][:2] + (100,)
    args.update(stock=stock, foundations=fnd)
    with pytest.raises(ValueError):
        native.native_module().VillageCore(**args)
    native.native_module().VillageCore(**village_arguments())


ODD = st.one_of(st.none(), st.floats(allow_nan=True), st.text(max_size=2), st.integers(2**31, 2**70),
                st.integers(-(2**70), -(2**31)), st.just(()), st.just([5]), st.just(object()))


def nudged(data: st.DataObject, value: object) -> object:
    """``value`` changed a little: an element of a list swapped, dropped, doubled or itself nudged; a
    number moved by a few; now and then something of another type."""
    if isinstance(value, (list, tuple)) and value and data.draw(st.integers(0, 9)) > 0:
        items = list(value)
        i = data.draw(st.integers(0, len(items) - 1))
        action = data.draw(st.sampled_from(["swap", "swap", "nudge", "drop", "double"]))
        if action == "swap":
            j = data.draw(st.integers(0, len(items) - 1))
            items[i], items[j] = items[j], items[i]
        elif action == "nudge":
            items[i] = nudged(data, items[i])
        elif action == "drop":
            items.pop(i)
        else:
            items.append(items[i])
        return tuple(items) if isinstance(value, tuple) else items
    if type(value) in (int, bool) and data.draw(st.integers(0, 3)) > 0:
        return value + data.draw(st.integers(-3, 3))
    return data.draw(ODD)


def mutated(data: st.DataObject, args: dict, most: int = 2) -> dict:
    """A valid constructor's arguments with none, one or two fields changed a little: most of them still
    one deal (a swap in a pile, no change), so most examples build a real core and search it."""
    args = dict(args)
    for _ in range(data.draw(st.integers(0, most))):
        field = data.draw(st.sampled_from(sorted(args)))
        args[field] = nudged(data, args[field])
    return args


def build_or_refuse(make, args: dict) -> bool:
    """Build a core of ``args`` and search it a little; only ValueError may come out. True: built."""
    try:
        core = make(**args)
    except ValueError as error:
        assert "\n" not in str(error) and str(error)
        return False
    core.search(max_nodes=2000, seconds=5.0, cancel=None)  # what it took, it can search
    return True


def fuzz_rainbow(data: st.DataObject) -> None:
    game_id = data.draw(st.sampled_from(["rainbow", "open_shop", "star", "toad"]))
    args = rainbow_arguments(game_id, seed=data.draw(st.integers(1, 50)))
    args["members"] = data.draw(st.integers(1, 2))
    build_or_refuse(native.native_module().RainbowCore, mutated(data, args))


def fuzz_village(data: st.DataObject) -> None:
    game_id = data.draw(st.sampled_from(["village", "babette", "carnival"]))
    args = village_arguments(game_id, seed=data.draw(st.integers(1, 50)))
    args["members"] = data.draw(st.integers(1, 2))
    args["bans"] = data.draw(st.lists(st.tuples(st.integers(0, 7), st.integers(0, 20), st.integers(0, 7),
                                                st.integers(0, 14)), max_size=2))
    build_or_refuse(native.native_module().VillageCore, mutated(data, args))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_rainbow_constructors_build_or_refuse_with_value_error(data) -> None:
    fuzz_rainbow(data)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_fuzzed_village_constructors_build_or_refuse_with_value_error(data) -> None:
    fuzz_village(data)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_many_fuzzed_rainbow_constructors_build_or_refuse_with_value_error(data) -> None:
    fuzz_rainbow(data)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_many_fuzzed_village_constructors_build_or_refuse_with_value_error(data) -> None:
    fuzz_village(data)


def test_most_fuzzed_arguments_build_a_real_core() -> None:
    # the fuzzers' mutations are small: most examples are still one deal, so the search line runs
    built = {"rainbow": 0, "village": 0}
    tried = 30

    @settings(max_examples=tried, deadline=None, database=None,
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
    @given(data=st.data())
    def count(data) -> None:
        rainbow = rainbow_arguments("rainbow", seed=data.draw(st.integers(1, 50)))
        village = village_arguments("village", seed=data.draw(st.integers(1, 50)))
        built["rainbow"] += build_or_refuse(native.native_module().RainbowCore, mutated(data, rainbow))
        built["village"] += build_or_refuse(native.native_module().VillageCore, mutated(data, village))

    count()
    assert built["rainbow"] >= tried // 3 and built["village"] >= tried // 3, built


def test_a_ban_that_is_not_a_tuple_is_a_value_error() -> None:
    # (before: SystemError, from PyArg_ParseTuple handed a number)
    for bans in ([5], [None], [(1, 2, 3)], [[1, 2, 3, 4]], 5):
        args = village_arguments()
        args["bans"] = bans
        with pytest.raises(ValueError):
            native.native_module().VillageCore(**args)


@pytest.mark.parametrize("field, value", [("stock", [None]), ("stock", None), ("columns", 3),
                                          ("foundations", [2**70] * 8), ("params", (1,)), ("members", "2")])
def test_an_argument_of_the_wrong_type_is_a_value_error(field: str, value: object) -> None:
    args = village_arguments()
    args[field] = value
    with pytest.raises(ValueError):
        native.native_module().VillageCore(**args)
    args = rainbow_arguments()
    args[field if field != "columns" else "reserves"] = value
    with pytest.raises(ValueError):
        native.native_module().RainbowCore(**args)


@settings(max_examples=300, deadline=None)
@given(move=st.one_of(st.none(), st.integers(), st.text(max_size=3),
                      st.lists(st.one_of(st.integers(-300, 300), st.integers(), st.none(), st.floats()),
                               max_size=6)))
def test_fuzzed_moves_are_played_only_when_legal(move) -> None:
    cores = (native.rainbow_core(new_game("toad", seed=2)), native.village_core(new_game("village", seed=2)))
    for core in cores:
        legal = [tuple(m) for m in core.moves()]
        if isinstance(move, list) and all(type(x) is int for x in move) and tuple(move) in legal:
            core.apply(move)
            continue
        with pytest.raises(REFUSED):
            core.apply(move)


@pytest.mark.parametrize("seconds", [math.nan, math.inf, -math.inf, -1.0])
def test_a_time_that_is_no_time_is_refused(seconds: float) -> None:
    core = native.rainbow_core(new_game("open_shop", seed=2))
    with pytest.raises(ValueError):
        core.search(max_nodes=100, seconds=seconds, cancel=None)
    with pytest.raises(ValueError):
        core.search(max_nodes=-1, seconds=1.0, cancel=None)


def test_the_largest_node_limit_after_a_first_call_does_not_wrap_round() -> None:
    # Open Shop game 2: the compiled core wins it after some 50,000 positions. A node limit of 2**63 - 1
    # on top of the first call's nodes once wrapped round to a negative limit, which stopped the search
    # at its first look at the limits.
    core = native.rainbow_core(new_game("open_shop", seed=2))
    verdict, _line, nodes = core.search(max_nodes=1000, seconds=600.0, cancel=None)
    assert verdict == 2 and nodes >= 1000
    verdict, _line, nodes = core.search(max_nodes=2**63 - 1, seconds=600.0, cancel=None)
    assert verdict == 0 and nodes > 2000


def test_the_search_runs_without_the_gil_and_stops_when_told() -> None:
    # Open Shop game 10 is not decided in 20 million positions (some seconds). While it is searched in
    # another thread this one runs (the search released the GIL): it finds the core busy and stops it
    # long before the node limit (holding the GIL, the search would end at the limit, then this ran).
    core = native.rainbow_core(new_game("open_shop", seed=10))
    most = 20_000_000
    answer: list = []
    thread = threading.Thread(target=lambda: answer.append(core.search(max_nodes=most, seconds=3600.0,
                                                                       cancel=None)))
    thread.start()
    busy = False
    while not busy and thread.is_alive():
        try:
            core.moves()
        except RuntimeError:  # the core is searching: its twin is not to be touched meanwhile
            busy = True
    core.stop()
    thread.join()
    assert busy
    verdict, _line, nodes = answer[0]
    assert verdict == 2 and nodes < most
    assert core.moves()  # and afterwards the core is the caller's again


def test_salted_keys_are_other_keys_splitting_positions_alike() -> None:
    rng = random.Random(3)
    plain, salted = (native.rainbow_core(new_game("star", seed=4)) for _ in range(2))
    salted.salt(1)
    pairs: dict = {}
    for _ in range(300):
        moves = plain.moves()
        assert salted.moves() == moves
        if not moves:
            break
        move = tuple(rng.choice(moves))
        plain.apply(move)
        salted.apply(move)
        assert plain.key() != salted.key()
        assert pairs.setdefault(plain.key(), salted.key()) == salted.key()
    assert len(set(pairs.values())) == len(pairs) > 100
    searched = native.rainbow_core(new_game("star", seed=4))
    searched.search(max_nodes=10, seconds=10.0, cancel=None)
    with pytest.raises(ValueError):
        searched.salt(2)  # its table of dead positions holds keys of the first salt


def test_a_loss_the_search_proves_through_its_tables_is_searched_again_on_other_keys(monkeypatch) -> None:
    rng = random.Random(13)
    game = new_game("carnival", seed=13)
    for _ in range(20):
        game.push(rng.choice(game.legal_moves()))
    salts: list[int] = []
    make_core = native.NativeVillageSearch.make_core

    def counted(game, **kwargs):  # (members=…: one of the cores searching side by side)
        core = make_core(game, **kwargs)
        real_salt = core.salt

        class Watched:  # the core with its salt() seen
            def __getattr__(self, name):
                return getattr(core, name)

            def salt(self, n):
                salts.append(n)
                real_salt(n)
        return Watched()

    monkeypatch.setattr(native.NativeVillageSearch, "make_core", staticmethod(counted))
    result = solve(game, max_seconds=60.0, hints=False, core="native")
    assert result.verdict == NOT_WINNABLE and result.nodes > 0
    assert salts == [native.CONFIRM_SALT]
    assert "twice" in result.note
