"""``odds --jobs N``: the deals spread over processes give the same counts as one process, in
game-number order (so a stop after some deals keeps the first ones), with a progress line."""

from __future__ import annotations

import io
from contextlib import redirect_stderr

import pytest

from patience_qt.play.__main__ import main as play_main
from patience_qt.play.odds.deals import deals_in_order, progress_line, show_progress
from patience_qt.play.odds.run import odds


def test_the_deals_spread_over_processes_count_as_in_one() -> None:
    # a node limit makes each deal's verdict the same in any process
    alone = odds("star", 6, first_seed=3, nodes=20_000, seconds=60)
    spread = odds("star", 6, first_seed=3, nodes=20_000, seconds=60, jobs=2)
    assert (spread.winnable, spread.lost, spread.unknown, spread.policy_won) == (
        alone.winnable, alone.lost, alone.unknown, alone.policy_won)
    assert spread.winnable_seeds == alone.winnable_seeds and spread.cores == alone.cores
    assert alone.winnable > 0


def test_the_outcomes_come_back_in_game_number_order() -> None:
    seeds = range(5, 12)
    outcomes = list(deals_in_order("clock", seeds, {}, 60.0, 0, "hints", jobs=2))
    assert [outcome.seed for outcome in outcomes] == list(seeds)


class _Stop(Exception):
    pass


def test_a_stop_after_some_deals_keeps_the_first_game_numbers() -> None:
    counted: list[int] = []

    def progress(count, result) -> None:
        counted.append(result.winnable + result.lost + result.unknown)
        if count == 3:
            raise _Stop

    with pytest.raises(_Stop):
        odds("clock", 8, first_seed=1, progress=progress, jobs=2)
    assert counted == [1, 2, 3]


def test_the_progress_line_is_rewritten_in_place_and_ends_the_line_at_the_last_deal() -> None:
    assert progress_line(37, 100, 12, 0, 40.2) == "odds: 37/100 deals, 12 winnable, 0 lost, 40 s"

    class Result:
        winnable, lost, elapsed = 1, 0, 0.4

    err = io.StringIO()
    with redirect_stderr(err):
        call = show_progress(2)
        call(1, Result())
        call(2, Result())
    assert err.getvalue() == ("\rodds: 1/2 deals, 1 winnable, 0 lost, 0 s"
                              "\rodds: 2/2 deals, 1 winnable, 0 lost, 0 s\n")


def test_the_odds_command_takes_jobs_and_refuses_a_bad_count(capsys) -> None:
    assert play_main(["odds", "clock", "-n", "4", "--jobs", "2"]) == 0
    assert capsys.readouterr().out.splitlines()[-1].startswith("clock: winnable")
    assert play_main(["odds", "clock", "-n", "4", "--jobs", "0"]) == 2
    assert "--jobs" in capsys.readouterr().err
