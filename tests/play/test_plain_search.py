"""The plain search that stands in where the compiled core was not built (``solver/search.py``): a bounded
depth-first search over the rules' own moves, with no dead-end test. It wins by a line, proves a loss only
by searching every position there is, and otherwise answers "unknown", never "not winnable"."""

from __future__ import annotations

import random

import pytest
from test_native_truth import TRUTH, endgames, exhaustive  # (tests/play is on the path)
from test_solver import open_shop_order_with_buried_fives

from patience_qt.play.odds.table import listed_winnable
from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, native, solve
from patience_qt.rules import new_game


def plain(game, **limits):
    limits.setdefault("max_seconds", 600.0)
    return solve(game, hints=False, core="python", **limits)


@pytest.mark.parametrize(("game_id", "options", "left"), TRUTH[:4] + TRUTH[-1:])
def test_on_small_endgames_the_plain_search_gives_the_exhaustive_verdict(game_id: str, options: dict,
                                                                         left: int) -> None:
    # endgames of the recorded winning lines, some lost by random moves: where an exhaustive search of
    # the rules' moves decides, the plain search decides the same, a loss by exhaustion included
    rng = random.Random(f"plain {game_id} {sorted(options.items())}")
    wins = losses = 0
    for game in endgames(game_id, options, listed_winnable(game_id, options)[:2], left, rng):
        truth = exhaustive(game, 10_000)
        if truth is None:
            continue
        result = plain(game, max_nodes=200_000)
        assert result.verdict == (WINNABLE if truth else NOT_WINNABLE), game.to_json()
        assert result.core == "python"
        if truth:
            wins += 1
            copy = game.copy(history=False)
            for move in result.line:
                copy.push(move)
            assert copy.is_won()
        else:
            losses += 1
    assert wins >= 5 and losses >= 1, (wins, losses)


def test_a_deal_the_plain_search_cannot_exhaust_is_unknown_not_lost() -> None:
    # Open Shop with every 5 under a 6 in the reserve is lost (the compiled core's dead-end test sees
    # it at once, test_solver.py); the plain search has no such test and cannot search every position
    # of a whole deal, so it says "unknown", and so it does of a fresh deal
    lost = new_game("open_shop", order=open_shop_order_with_buried_fives())
    for game in (lost, new_game("star", seed=3)):
        result = plain(game, max_nodes=20_000)
        assert result.verdict == UNKNOWN and result.resume is not None
    if native.available():
        assert solve(lost, core="native").verdict == NOT_WINNABLE


def test_a_resumed_plain_search_goes_on_where_it_stopped() -> None:
    # an endgame that takes some thousands of positions to decide: searched in slices of 500 positions,
    # each resuming the last, it reaches the same verdict after the same positions as in one go
    rng = random.Random("resume")
    game = next(g for g in endgames("star", {}, listed_winnable("star")[:2], 20, rng)
                if 2_000 < plain(g, max_nodes=50_000).nodes < 50_000)
    whole = plain(game, max_nodes=10**6)
    assert whole.decided
    before = game.snapshot()
    result = first = plain(game, max_nodes=500)
    slices = 1
    while not result.decided:
        assert result.resume is not None
        result = plain(game, max_nodes=500, resume=result.resume)
        slices += 1
    assert slices > 3 and result.resume is None
    assert (result.verdict, result.nodes) == (whole.verdict, whole.nodes)
    assert result.line == whole.line
    assert result.seconds > first.seconds  # counted on from the first call, as the positions are
    assert game.snapshot() == before and game.moves == []


def test_the_plain_search_stops_at_its_memory_bound_and_says_unknown(monkeypatch) -> None:
    # its visited set holds exact positions (hundreds of bytes each): at the bound it answers "unknown"
    # for good, with no resume that would only grow it, however much time is left
    from patience_qt.play.solver import search

    monkeypatch.setattr(search, "MAX_POSITIONS", 3_000)
    result = plain(new_game("star", seed=3), max_nodes=10**6)
    assert result.verdict == UNKNOWN and result.resume is None
    assert result.nodes < 100_000  # far short of its node limit: the memory bound stopped it


def test_a_family_with_no_record_of_the_solvers_is_searched_by_the_plain_search(monkeypatch) -> None:
    # a new family needs nothing written for the solver (docs/architecture.md, "Adding a game family"):
    # with no record in solver/parts.py its positions go to the plain search, compiled core or not
    from patience_qt.play.solver import parts

    monkeypatch.setattr(parts, "PARTS", {k: v for k, v in parts.PARTS.items() if k != "rainbow"})
    rng = random.Random("no record")
    game = endgames("toad", {}, listed_winnable("toad")[:1], 12, rng)[0]
    result = solve(game, hints=False, max_seconds=60.0)
    assert result.core == "python" and result.decided
