"""``python -m patience_qt.play.odds again``: a stored row's undecided deals searched again, its progress
kept in the row so that a stop loses nothing and the same command goes on.

Star's game numbers 77-81 at 1,000 positions (as test_odds_retry.py): 77 and 78 winnable, 80 lost, 79
and 81 unknown; 50,000 positions prove 79 winnable and leave 81 unknown."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patience_qt.play.odds import again
from patience_qt.play.odds.__main__ import main as odds_main
from patience_qt.play.odds.run import markdown_table, odds

pytestmark = pytest.mark.needs_core

GAME, DEALS, FIRST, LOW, HIGH = "star", 5, 77, 1_000, 50_000
AGAIN = ["again", GAME, "--seconds", "60", "--nodes", str(HIGH)]


def _row(path: Path) -> dict:
    return json.loads(path.read_text())["games"][GAME][GAME]


@pytest.fixture
def table(tmp_path) -> Path:
    """A table of the five deals at the low limit, as the table command writes it."""
    out = tmp_path / "table.json"
    assert odds_main(["table", GAME, "-n", str(DEALS), "--seed", str(FIRST), "--nodes", str(LOW),
                      "--seconds", "60", "--jobs", "1", "--out", str(out)]) == 0
    return out


def test_the_table_records_the_game_numbers_of_each_verdict(table) -> None:
    row = _row(table)
    assert (row["winnable_seeds"], row["lost_seeds"], row["unknown_seeds"]) == ([77, 78], [80], [79, 81])
    assert odds(GAME, DEALS, FIRST, nodes=LOW, seconds=60, retry_seconds=60,
                retry_nodes=HIGH).unknown_seeds == [81]  # the second search moves them on


def test_the_unknown_deals_alone_are_searched_again_and_the_row_counts_the_new_verdicts(table,
                                                                                         capsys) -> None:
    assert odds_main([*AGAIN, "--out", str(table)]) == 0
    row = _row(table)
    assert (row["winnable"], row["lost"], row["unknown"]) == (3, 1, 1)
    assert (row["winnable_seeds"], row["lost_seeds"], row["unknown_seeds"]) == ([77, 78, 79], [80], [81])
    [search] = row["searched_again"]
    assert (search["searched"], search["decided"], search["seconds"], search["nodes"]) == (2, 1, 60, HIGH)
    assert "again" not in row  # the finished block is folded into the row
    assert capsys.readouterr().out.endswith("the row now winnable 3, lost 1, unknown 1 of 5\n")
    # the same counts as the table command's own second search of the same deals
    retried = odds(GAME, DEALS, FIRST, nodes=LOW, seconds=60, retry_seconds=60, retry_nodes=HIGH)
    assert (retried.winnable, retried.lost, retried.unknown) == (3, 1, 1)
    # and the Markdown table says the undecided deals were searched again
    line = markdown_table({GAME: {GAME: row}}).splitlines()[2]
    assert f"| 1,000 positions; undecided again 60 s or {HIGH:,} positions |" in line
    # searched again once more: only 81 is left to search
    assert odds_main([*AGAIN, "--nodes", str(HIGH + 1), "--out", str(table)]) == 0
    assert _row(table)["searched_again"][-1]["searched"] == 1


def test_a_stop_keeps_the_verdicts_so_far_in_the_row_and_the_same_command_goes_on(table,
                                                                                     monkeypatch) -> None:
    # a budget spent at the first deal: a clock that moves a day each time it is read
    ticks = iter(range(0, 10**9, 86400))
    monkeypatch.setattr(again, "now", lambda: float(next(ticks)))
    searched: list[list[int]] = []
    real = again.deals_in_order
    monkeypatch.setattr(again, "deals_in_order", lambda game, seeds, *rest: (
        searched.append(list(seeds)) or real(game, seeds, *rest)))
    assert odds_main([*AGAIN, "--budget", "1", "--out", str(table)]) == 0
    row = _row(table)
    assert (row["winnable"], row["unknown"]) == (2, 2)  # the counts wait for the whole search
    assert row["again"]["winnable"] == [79] and again.pending(row["again"]) == [81]
    # another limit is refused: the search under way is named
    assert odds_main(["again", GAME, "--seconds", "60", "--out", str(table)]) == 2
    assert _row(table)["again"]["winnable"] == [79]
    # the same command searches what is left, and the row counts both
    assert odds_main([*AGAIN, "--out", str(table)]) == 0
    assert searched == [[79, 81], [81]]
    row = _row(table)
    assert (row["winnable"], row["lost"], row["unknown"], row["unknown_seeds"]) == (3, 1, 1, [81])


def test_a_row_of_the_older_form_searches_every_deal_not_proved_winnable_and_grows_the_list(
        table, tmp_path) -> None:
    # the shipped table's rows keep no game numbers; winnable_deals.json keeps the winnable ones
    listed = tmp_path / "winnable.json"
    listed.write_text(table.read_text())
    data = json.loads(table.read_text())
    for name in ("winnable_seeds", "lost_seeds", "unknown_seeds"):
        del data["games"][GAME][GAME][name]
    table.write_text(json.dumps(data))
    assert odds_main([*AGAIN, "--out", str(table)]) == 2  # without the list it cannot tell which
    assert odds_main([*AGAIN, "--out", str(table), "--list", str(listed)]) == 0
    row = _row(table)
    assert row["searched_again"][0]["searched"] == 3  # 79, 80, 81: 80 is proved lost once more
    assert (row["winnable"], row["lost"], row["unknown"], row["lost_seeds"]) == (3, 1, 1, [80])
    assert "winnable_seeds" not in row  # the table stays as it was made: the list holds them
    assert _row(listed)["winnable_seeds"] == [77, 78, 79]
    assert _row(listed)["winnable"] == 3


def test_a_list_of_other_deals_is_refused_in_one_line(table, tmp_path, capsys) -> None:
    other = tmp_path / "other.json"
    assert odds_main(["table", GAME, "-n", "2", "--seed", "1", "--nodes", str(LOW), "--seconds", "60",
                      "--jobs", "1", "--out", str(other)]) == 0
    capsys.readouterr()
    before = table.read_text()
    assert odds_main([*AGAIN, "--out", str(table), "--list", str(other)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "has no row of the same deals" in err
    assert table.read_text() == before


def test_verdicts_that_do_not_add_up_leave_the_row_as_it_was(table) -> None:
    row = _row(table)
    block = again.start_block(row, 60, HIGH, "test")
    block["winnable"], block["unknown"] = [79, 81], [81]  # one deal counted twice
    with pytest.raises(again.AgainError):
        again.fold(row, block)
