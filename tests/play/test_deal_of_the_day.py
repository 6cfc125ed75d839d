"""Deal of the day: one proved-winnable deal per game and day, the same in every run and on every machine."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

import pytest

from patience_qt.play.deal_of_the_day import day_seeds, deal_day, deal_of_the_day, forced_winners
from patience_qt.play.families import baseline_policy
from patience_qt.play.odds.simulate import play_deal
from patience_qt.play.odds.table import shipped_winnable
from patience_qt.rules import GAMES, new_game

ROOT = Path(__file__).resolve().parents[2]
DAY = datetime.date(2026, 12, 6)
LISTED = ["rainbow", "open_shop", "toad", "star", "village", "babette"]  # the solver's lists
FORCED = ["moving_house", "new_republican", "clock", "republican", "devils", "devils_two_decks", "travellers"]


def test_the_day_and_the_game_choose_the_same_deal_in_every_run() -> None:
    """Python's own hash() of a text changes from run to run: the day's deal must not."""
    code = ("import datetime; from patience_qt.play.deal_of_the_day import deal_of_the_day as d; "
            "print([d(g, datetime.date(2026, 12, 6) + datetime.timedelta(days=i)) "
            "for g in ('rainbow', 'toad', 'village') for i in range(5)])")
    answers = set()
    for hash_seed in ("1", "2", "12345"):
        environment = {**os.environ, "PYTHONHASHSEED": hash_seed, "PYTHONPATH": str(ROOT)}
        answers.add(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                                   env=environment, cwd=ROOT).stdout)
    assert len(answers) == 1
    here = [deal_of_the_day(g, DAY + datetime.timedelta(days=i)) for g in ("rainbow", "toad", "village")
            for i in range(5)]
    assert answers == {f"{here}\n"}


def spread_over_a_year(game_id: str, numbers: set[int]) -> list[int | None]:
    """A year of the game's days' deals, checked to be spread over ``numbers``: different days,
    different deals, mostly (as much as the list's length lets them)."""
    deals = [deal_of_the_day(game_id, DAY + datetime.timedelta(days=i)) for i in range(366)]
    assert numbers and set(deals) <= numbers
    assert len(set(deals)) >= min(len(numbers), 366) * 0.5
    changes = sum(1 for a, b in zip(deals, deals[1:], strict=False) if a != b)
    assert changes >= 365 * (1 - 1 / len(numbers)) * 0.8  # two days alike as often as chance has it
    return deals


@pytest.mark.parametrize("game_id", LISTED)
def test_each_days_deal_is_one_the_solver_proved_winnable(game_id: str) -> None:
    deals = spread_over_a_year(game_id, set(shipped_winnable(game_id, None)))
    assert len(set(deals)) > 20


@pytest.mark.parametrize("game_id", FORCED)
def test_a_forced_games_deal_of_the_day_is_won_by_its_forced_moves(game_id: str) -> None:
    """The Clock family and Travellers: the deal decides everything, and the listed deals come out."""
    deals = spread_over_a_year(game_id, set(forced_winners(game_id)))
    policy = baseline_policy(game_id)
    for seed in sorted(set(deals))[:5]:
        assert play_deal(game_id, seed, policy).is_won(), (game_id, seed)
    assert not play_deal(game_id, next(s for s in range(1, 10_000) if s not in forced_winners(game_id)),
                         policy).is_won()  # and a number not listed does not: the list is the winners


def test_games_draw_their_own_deal_on_the_same_day() -> None:
    deals = {game_id: deal_of_the_day(game_id, DAY) for game_id in ("rainbow", "toad", "star", "open_shop")}
    assert len(set(deals.values())) > 1


def test_a_game_without_proved_winnable_deals_has_none() -> None:
    without = [game_id for game_id in GAMES if not day_seeds(game_id)]
    assert without == ["carnival"]  # no deal of it was proved winnable
    assert all(deal_of_the_day(game_id, DAY) is None for game_id in without)


def test_a_won_game_knows_which_days_deal_it_was() -> None:
    seed = deal_of_the_day("toad", DAY)
    assert deal_day(new_game("toad", seed=seed), today=DAY) == "2026-12-06"
    # begun before midnight, won after (unless the next day drew the same number)
    tomorrow = DAY + datetime.timedelta(days=1)
    expected = "2026-12-07" if deal_of_the_day("toad", tomorrow) == seed else "2026-12-06"
    assert deal_day(new_game("toad", seed=seed), today=tomorrow) == expected
    # the same number in another variant is not the day's deal, nor another number
    assert deal_day(new_game("toad", seed=seed, options={"deep_ace": False}), today=DAY) is None
    yesterday = deal_of_the_day("toad", DAY - datetime.timedelta(days=1))
    other = next(s for s in day_seeds("toad") if s not in (seed, yesterday))
    assert deal_day(new_game("toad", seed=other), today=DAY) is None
