"""A position tampered with (a pile holding None, a card twice, a card of no deck, a foundation built
wrong, a state out of range) gets ValueError in one sentence from ``solve``, in both cores, before the
hints or the search start; an untampered one is solved as before."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from patience_qt.play.solver import native, solve
from patience_qt.play.solver.position import check_position
from patience_qt.rules import GAMES, Card, new_game

SEARCHED = ["rainbow", "open_shop", "star", "toad", "village", "babette", "carnival"]
CORES = ["python", "native"] if native.available() else ["python"]


def played(game_id: str, seed: int, moves: int) -> object:
    game = new_game(game_id, seed=seed)
    for i in range(moves):
        legal = game.legal_moves()
        if not legal:
            break
        game.push(legal[(i * 7) % len(legal)])
    return game


def only_value_error(game, core: str, **limits) -> None:
    try:
        solve(game, max_nodes=limits.get("max_nodes", 2000), max_seconds=limits.get("max_seconds", 0.3),
              hints=limits.get("hints", False), core=core)
    except ValueError as error:
        assert str(error) and "\n" not in str(error)


@pytest.mark.parametrize("core", CORES)
@pytest.mark.parametrize("tamper", ["None in the stock", "a card twice", "a card missing", "rank 14",
                                    "suit X", "too many on a foundation", "a wrong foundation card",
                                    "a text for a card", "a pile gone", "redeals used out of range"])
@pytest.mark.parametrize("game_id", ["rainbow", "village"])
def test_a_tampered_position_is_a_value_error(game_id: str, tamper: str, core: str) -> None:
    game = played(game_id, 1, 5)
    stock = list(game.piles["stock"].cards)
    foundation = next(p for p in game.piles.values() if p.kind == "foundation")
    if tamper == "None in the stock":
        stock[0] = None
    elif tamper == "a card twice":
        stock[0] = stock[1]
    elif tamper == "a card missing":
        stock.pop()
    elif tamper == "rank 14":
        stock[0] = Card(14, "S")
    elif tamper == "suit X":
        stock[0] = Card(1, "X")
    elif tamper == "too many on a foundation":
        foundation.cards = foundation.cards + tuple(stock[:3])
        stock = stock[3:]
    elif tamper == "a wrong foundation card":
        wrong = next(c for c in stock if c.rank not in (1, 13, foundation.base))
        foundation.cards = (wrong,)
        stock.remove(wrong)
    elif tamper == "a text for a card":
        stock[0] = "AS"
    elif tamper == "a pile gone":
        del game.piles[foundation.id]
    else:
        game.state["redeals_used" if game_id == "rainbow" else "redealt"] = 99 if game_id == "rainbow" else 1
    game.piles["stock"].cards = tuple(stock)
    with pytest.raises(ValueError) as raised:
        solve(game, max_nodes=2000, max_seconds=0.3, core=core)
    assert "\n" not in str(raised.value)


def test_every_games_deal_and_its_positions_pass_the_check() -> None:
    for game_id in GAMES:
        for seed in (1, 2):
            game = new_game(game_id, seed=seed)
            check_position(game)
            check_position(played(game_id, seed, 40))


@st.composite
def tampered(draw) -> object:
    """A played position of a searched game with one or two piles changed a little: a card swapped
    (often still one deal), replaced by something of another kind or by another card, dropped,
    doubled, or moved onto a foundation."""
    game = played(draw(st.sampled_from(SEARCHED)), draw(st.integers(1, 30)), draw(st.integers(0, 20)))
    ids = sorted(game.piles)
    for _ in range(draw(st.integers(1, 2))):
        pile = game.piles[draw(st.sampled_from(ids))]
        cards = list(pile.cards)
        action = draw(st.sampled_from(["swap", "replace", "drop", "double", "to foundation", "state"]))
        if action == "state" and game.state:
            key = draw(st.sampled_from(sorted(game.state)))
            game.state[key] = draw(st.one_of(st.none(), st.booleans(), st.integers(-2, 200)))
            continue
        if not cards:
            cards = [draw(st.sampled_from(game.all_cards()))]
        i = draw(st.integers(0, len(cards) - 1))
        if action == "swap":
            j = draw(st.integers(0, len(cards) - 1))
            cards[i], cards[j] = cards[j], cards[i]
        elif action == "replace":
            cards[i] = draw(st.one_of(st.none(), st.integers(), st.text(max_size=3),
                                      st.builds(Card, st.integers(-1, 15), st.sampled_from("SHDCX")),
                                      st.sampled_from(game.all_cards())))
        elif action == "drop":
            cards.pop(i)
        elif action == "double":
            cards.append(cards[i])
        else:
            foundation = draw(st.sampled_from([p for p in game.piles.values() if p.kind == "foundation"]))
            foundation.cards = foundation.cards + (cards.pop(i),)
        pile.cards = tuple(cards)
    return game


@pytest.mark.parametrize("core", CORES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=tampered())
def test_solving_a_fuzzed_position_answers_or_is_a_value_error(core: str, game) -> None:
    only_value_error(game, core)


@pytest.mark.slow
@pytest.mark.parametrize("core", CORES)
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=tampered(), hints=st.booleans())
def test_solving_many_fuzzed_positions_answers_or_is_a_value_error(core: str, game, hints: bool) -> None:
    only_value_error(game, core, hints=hints)
