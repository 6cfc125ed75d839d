"""Deal of the day: one proved-winnable deal per game and day, the same in every run and on every machine."""

from __future__ import annotations

import datetime
import os
import subprocess
import sys
from pathlib import Path

import pytest

from patience_qt.play.deal_of_the_day import day_seeds, deal_day, deal_of_the_day
from patience_qt.play.odds.table import shipped_winnable
from patience_qt.rules import GAMES, new_game

ROOT = Path(__file__).resolve().parents[2]
DAY = datetime.date(2026, 12, 6)
LISTED = ["rainbow", "open_shop", "toad", "star", "village", "babette"]


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


@pytest.mark.parametrize("game_id", LISTED)
def test_each_days_deal_is_one_the_solver_proved_winnable(game_id: str) -> None:
    winnable = set(shipped_winnable(game_id, None))
    deals = [deal_of_the_day(game_id, DAY + datetime.timedelta(days=i)) for i in range(366)]
    assert winnable and set(deals) <= winnable
    # different days, different deals, mostly: a year's days spread over the list
    assert len(set(deals)) >= min(len(winnable), 366) * 0.5
    changes = sum(1 for a, b in zip(deals, deals[1:], strict=False) if a != b)
    assert changes >= 365 * 0.9


def test_games_draw_their_own_deal_on_the_same_day() -> None:
    deals = {game_id: deal_of_the_day(game_id, DAY) for game_id in ("rainbow", "toad", "star", "open_shop")}
    assert len(set(deals.values())) > 1


def test_a_game_without_proved_winnable_deals_has_none() -> None:
    without = [game_id for game_id in GAMES if not day_seeds(game_id)]
    assert "clock" in without and "carnival" in without
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
