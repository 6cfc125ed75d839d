"""The reserve relaxation (_native_relax.c): it proves what it should, with its reason, and never calls
lost a deal or a position known to come out (listed winnable deals, their winning lines, positions
played backwards from a won game)."""

from __future__ import annotations

import random

import pytest
from test_solver_backwards import RAINBOW_CASES, rainbow_backwards  # (tests/play is on the path)

from patience_qt.play.odds.table import listed_winnable
from patience_qt.play.solver import NOT_WINNABLE, native, solve
from patience_qt.play.solver.native_codec import rainbow_move
from patience_qt.rules import Card, Game, new_game
from patience_qt.rules.cards import SUITS

pytestmark = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)
BIG = 10**7  # a budget no question here reaches, so every answer is an answer


def native_lost(game: Game, budget: int = BIG) -> bool:
    return native.rainbow_core(game).relaxed(budget=budget)


def star_with_a_crowded_reserve() -> Game:
    """A Star deal (base Q, one foundation started) whose reserve reads from its outer end 8 8 10 9 6 6
    6 4 5 K 3 6 2 Q, then six jacks. Every foundation takes one card of each rank: the two 8s need two
    foundations built up to 7 first, the three 6s three more, the 4 and the 5 a sixth, which takes the
    six queens left outside the reserve; the K and then the 3 go on the started foundation, and the 2,
    13th from the outer end, would need an eighth one with a Q, K and A on it, but the only Q left is
    the reserve's own, under the 2."""
    game = new_game("star", seed=20)
    rules = game.rules
    assert game.pile(rules.foundation_ids[0]).base == 12
    deck = [Card(rank, suit, True) for rank in range(1, 14) for suit in SUITS] * 2
    run = [8, 8, 10, 9, 6, 6, 6, 4, 5, 13, 3, 6, 2, 12]  # from the outer end
    inner = [11] * 6  # jacks, the last rank every foundation takes: no help to the run

    def take(rank: int) -> Card:
        card = next(c for c in deck if c.rank == rank)
        deck.remove(card)
        return card

    base = take(12)
    reserve = [take(r) for r in inner] + [take(r) for r in reversed(run)]
    game.set_cards(rules.foundation_ids[0], [base])
    for f in rules.foundation_ids[1:]:
        game.set_cards(f, [])
    game.set_cards(rules.reserve_ids[0], reserve)
    for w in rules.waste_ids:
        game.set_cards(w, [])
    game.set_cards("hand", [])
    game.set_cards("stock", [c.turned(False) for c in deck])
    return game


def test_a_star_deal_lost_by_its_reserve_is_proved_lost_with_the_run_that_cannot_be_placed() -> None:
    game = star_with_a_crowded_reserve()
    result = solve(game, max_seconds=60.0, hints=False, core="native")
    assert result.verdict == NOT_WINNABLE
    assert result.reason is not None and result.reason.code == "rainbow.lost.reserve_order"
    assert [c.rank for c in result.blocked] == [8, 8, 10, 9, 6, 6, 6, 4, 5, 13, 3, 6, 2]
    assert result.reason.args == {"pile": "reserve", "n": 13, "card": result.blocked[-1]}
    assert result.nodes == 0  # the root's relaxation, before any search


def test_with_the_2_free_the_q_starts_the_eighth_foundation_and_the_run_comes_out() -> None:
    game = star_with_a_crowded_reserve()
    reserve = list(game.pile("reserve").cards)
    assert native_lost(game)
    game.set_cards("reserve", reserve[:7] + reserve[8:])  # the 2 into the stock: free
    game.set_cards("stock", (*game.pile("stock").cards, reserve[7].turned(False)))
    assert not native_lost(game)


WINNABLE_VARIANTS = [("rainbow", {}), ("rainbow", {"redeals": 5}), ("open_shop", {}), ("toad", {}),
                     ("toad", {"deep_ace": False}), ("toad", {"two_reserves": True}), ("star", {})]


@pytest.mark.parametrize(("game_id", "options"), WINNABLE_VARIANTS)
def test_the_compiled_relaxation_calls_no_listed_winnable_deal_lost(game_id: str, options: dict) -> None:
    seeds = listed_winnable(game_id, options)
    assert len(seeds) > 100
    lost = [seed for seed in seeds if native_lost(new_game(game_id, seed=seed, options=options))]
    assert lost == []


def winning_line(game: Game) -> list[tuple]:
    verdict, line, _nodes = native.rainbow_core(game).search(4_000_000, 60.0, None)
    assert verdict == 0
    return [tuple(m) for m in line]


@pytest.mark.parametrize(("game_id", "options"), WINNABLE_VARIANTS)
def test_no_position_along_a_winning_line_is_called_lost(game_id: str, options: dict) -> None:
    """Both ways of asking: from the solve's first position as the search asks (reserves matched
    against it, the deep ace's hole, cards laid on a reserve free) and afresh as a root."""
    for seed in listed_winnable(game_id, options)[:2]:
        game = new_game(game_id, seed=seed, options=options)
        core, walk = native.rainbow_core(game), game.copy(history=False)
        for move in winning_line(game):
            walk.push(rainbow_move(walk, move))
            core.apply(move)
            assert not core.relaxed(budget=BIG)
        fresh = new_game(game_id, seed=seed, options=options)
        for i, move in enumerate(solve(fresh, max_seconds=60.0, core="native").line):
            fresh.push(move)
            if i % 3 == 0:
                assert not native_lost(fresh)


@pytest.mark.parametrize(("game_id", "options"), RAINBOW_CASES)
def test_the_relaxation_calls_no_position_played_backwards_lost(game_id: str, options: dict) -> None:
    rng = random.Random(f"relaxed {game_id} {sorted(options.items())}")
    for _ in range(400):
        game = rainbow_backwards(game_id, options, rng, rng.randrange(10, 200))
        assert not native_lost(game), game.to_json()
