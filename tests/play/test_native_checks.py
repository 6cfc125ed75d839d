"""The compiled core checks what it is given: its constructors, moves and limits refuse what no deal
or search could be (ValueError, TypeError), never crash; and its header of codes is the Python side's."""

from __future__ import annotations

import math
import random
import re
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patience_qt.play.solver import CARDS, NOT_WINNABLE, RainbowTwin, VillageTwin, native, solve
from patience_qt.play.solver import rainbow as rainbow_twin
from patience_qt.play.solver import village as village_twin
from patience_qt.rules import GAMES, new_game

pytestmark = pytest.mark.skipif(not native.available(), reason="the compiled core is not built")
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
        assert codes[name] == getattr(rainbow_twin, name), name
    for name in ("V_FOUNDATION", "V_BUILD", "V_DEAL", "V_REDEAL", "V_GATHER", "COLUMNS"):
        assert codes[name] == getattr(village_twin, name), name
    for kind, number in native.REDEAL_KINDS.items():
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
    twin = RainbowTwin(new_game(game_id, seed=seed))
    p = twin.params
    return {"params": (int(p.cyclic), p.foundation_full, p.balance, p.redeals, p.deck_size, int(p.deep_ace),
                       twin.base),
            "stock": twin.stock, "hand": twin.hand, "reserves": twin.res, "wastes": twin.waste,
            "foundations": twin.flen, "redeals_used": twin.redeals_used, "deep_used": twin.deep_used,
            "game_number": twin.seed, "members": 2}


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
    twin = VillageTwin(new_game(game_id, seed=seed))
    return {"params": (int(twin.replacement), native.REDEAL_KINDS[twin.redeal_kind], twin.deck_size),
            "stock": twin.stock, "columns": twin.cols, "foundations": twin.fnd, "redealt": twin.redealt,
            "gathering": twin.gathering, "bans": [], "members": 2}


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


small_ints = st.integers(min_value=-3, max_value=120)
codes = st.lists(st.integers(min_value=0, max_value=60), max_size=120)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(params=st.tuples(*[small_ints] * 7), stock=codes, hand=st.integers(-1, 60),
       reserves=st.lists(codes, max_size=3), wastes=st.lists(codes, max_size=9),
       foundations=st.lists(small_ints, max_size=9), redeals_used=small_ints)
def test_fuzzed_rainbow_constructors_build_or_refuse(params, stock, hand, reserves, wastes, foundations,
                                                     redeals_used) -> None:
    try:
        core = native.native_module().RainbowCore(params=params, stock=stock, hand=hand, reserves=reserves,
                                                  wastes=wastes, foundations=foundations,
                                                  redeals_used=redeals_used, deep_used=False, game_number=3)
    except REFUSED:
        return
    core.search(max_nodes=2000, seconds=5.0, cancel=None)  # what it took, it can search


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(params=st.tuples(*[small_ints] * 3), stock=codes, columns=st.lists(codes, max_size=9),
       foundations=st.lists(st.integers(-1, 15), max_size=9),
       bans=st.lists(st.tuples(*[small_ints] * 4), max_size=4))
def test_fuzzed_village_constructors_build_or_refuse(params, stock, columns, foundations, bans) -> None:
    try:
        core = native.native_module().VillageCore(params=params, stock=stock, columns=columns,
                                                  foundations=foundations, redealt=False, gathering=False,
                                                  bans=bans)
    except REFUSED:
        return
    core.search(max_nodes=2000, seconds=5.0, cancel=None)


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
