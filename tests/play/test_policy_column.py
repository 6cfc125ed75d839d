"""``python -m patience_qt.play.odds policy``: the stored rows' policy column computed again, alone, over
the row's own game numbers and options; a budget leaves a row short and says on how many deals it rests."""

from __future__ import annotations

import json
from pathlib import Path

from patience_qt.play.odds.__main__ import main
from patience_qt.play.odds.run import markdown_table
from patience_qt.play.odds.table import TABLE_PATH, listed_winnable, load_odds_table


def small_table(tmp_path: Path, deals: int) -> Path:
    """The shipped table with Rainbow's standard row cut to its first ``deals`` deals, and no other row."""
    shipped = json.loads(TABLE_PATH.read_text(encoding="utf-8"))
    row = dict(load_odds_table(TABLE_PATH)["rainbow"]["rainbow"], deals=deals, policy_won=0)
    for key in ("policy_deals", "policy_elapsed", "policy_date", "policy_command"):
        row.pop(key, None)
    shipped["games"] = {"rainbow": {"rainbow": row}}
    path = tmp_path / "odds_table.json"
    path.write_text(json.dumps(shipped), encoding="utf-8")
    return path


def test_the_policy_column_is_computed_again_over_the_rows_deals(tmp_path, capsys) -> None:
    path = small_table(tmp_path, 6)
    assert main(["policy", "rainbow", "--out", str(path)]) == 0
    row = load_odds_table(path)["rainbow"]["rainbow"]
    winnable = [seed for seed in listed_winnable("rainbow") if seed <= 6]
    assert winnable == [1, 4]
    assert (row["policy_won"], row["policy_deals"]) == (2, 6)  # the guide wins both, no lost deal can be
    assert row["winnable"] == load_odds_table(TABLE_PATH)["rainbow"]["rainbow"]["winnable"]
    assert row["policy_command"].startswith("python -m patience_qt.play.odds policy rainbow")
    assert "won 2 of 6" in capsys.readouterr().out
    line = markdown_table(load_odds_table(path)).splitlines()[2]
    assert line.endswith("| hints | 33.3% |")


def test_a_budget_leaves_the_row_short_and_says_so_and_resume_goes_on(tmp_path) -> None:
    path = small_table(tmp_path, 6)
    assert main(["policy", "rainbow", "--budget", "0.000001", "--out", str(path)]) == 0
    row = load_odds_table(path)["rainbow"]["rainbow"]
    assert row["policy_deals"] == 1 and row["policy_won"] == 1  # game 1: winnable, won
    line = markdown_table(load_odds_table(path)).splitlines()[2]
    assert line.endswith("| hints | 100.0% of 1 |")
    assert main(["policy", "rainbow", "--resume", "--out", str(path)]) == 0
    row = load_odds_table(path)["rainbow"]["rainbow"]
    assert (row["policy_won"], row["policy_deals"]) == (2, 6)
