"""``odds … --retry-unknown SECONDS [--retry-nodes K]``: after the first pass, the deals it left unknown
are searched again with the longer limit, through the same processes (or cluster: test_odds_cluster.py);
the counts are those after it, the same for any number of processes, and the table's entry records the
second search (its exact command in ``same_as``, how many deals it searched and decided).

Node limits make every verdict the same in any process: Star's game numbers 77-81 at 1,000 positions
have one of each kind, so few deals test each thing: 77 winnable and won by the hints, 78 winnable, 80
lost, and 79 and 81 unknown, of which 50,000 positions decide 79 (winnable) and leave 81."""

from __future__ import annotations

import io
import json
import shlex
from contextlib import redirect_stderr

import pytest

from patience_qt.play.__main__ import main as play_main
from patience_qt.play.odds.__main__ import make_table
from patience_qt.play.odds.deals import NO_POLICY, deals_in_order, one_deal, retry_line, show_progress
from patience_qt.play.odds.run import markdown_table, odds
from patience_qt.play.solver import WINNABLE

GAME, DEALS, FIRST, LOW, HIGH = "star", 5, 77, 1_000, 50_000


def _counts(result) -> tuple:
    # not "decided within 2 s": a time, which another process's load may change
    return (result.winnable, result.lost, result.unknown, result.policy_won, result.winnable_seeds,
            result.lost_seeds, result.unknown_seeds, result.cores, result.deals, result.retried,
            result.retry_decided)


def _retried(jobs: int = 1, **more):
    return odds(GAME, DEALS, FIRST, nodes=LOW, seconds=60, jobs=jobs, retry_seconds=60, retry_nodes=HIGH,
                **more)


@pytest.fixture(scope="module")
def verdicts() -> dict[str, list[str]]:
    """Each deal's verdict at the first limit and at the second, searched one by one."""
    return {name: [outcome.verdict for outcome in deals_in_order(GAME, range(FIRST, FIRST + DEALS), {}, 60,
                                                                   nodes, NO_POLICY, 1)]
            for name, nodes in (("low", LOW), ("high", HIGH))}


@pytest.mark.needs_core
def test_the_deals_left_unknown_are_searched_again_and_counted_as_decided(verdicts) -> None:
    first = odds(GAME, DEALS, FIRST, nodes=LOW, seconds=60)
    again = _retried()
    left = [i for i, verdict in enumerate(verdicts["low"]) if verdict not in ("winnable", "not winnable")]
    decided = [i for i in left if verdicts["high"][i] != verdicts["low"][i]]
    assert first.unknown == len(left) == again.retried > again.retry_decided == len(decided) > 0
    assert again.unknown == first.unknown - again.retry_decided > 0  # one is still unknown: counted so
    final = [verdicts["high"][i] if i in left else verdicts["low"][i] for i in range(DEALS)]
    assert again.winnable_seeds == [FIRST + i for i, verdict in enumerate(final) if verdict == WINNABLE]
    assert again.winnable == len(again.winnable_seeds) > first.winnable
    assert again.lost == final.count("not winnable")
    assert again.winnable + again.lost + again.unknown == DEALS
    # the policy is not played again, and "decided within 2 s" stays the first pass's
    assert again.policy_won == first.policy_won
    assert again.decided_in_2s <= first.winnable + first.lost  # none of the second search's deals
    assert sum(again.cores.values()) == DEALS
    assert (first.retried, first.retry_decided) == (0, 0)


@pytest.mark.needs_core
def test_the_second_search_counts_the_same_over_processes() -> None:
    assert _counts(_retried(jobs=2)) == _counts(_retried(jobs=1))


@pytest.mark.needs_core
def test_a_first_pass_stopped_by_the_budget_still_searches_its_unknown_deals_again() -> None:
    # a budget spent at once keeps the first deal (game number 79, which the first limit leaves unknown
    # and the second proves winnable); the deals still out are dropped from the processes, and the
    # second search goes through the same ones
    for jobs in (1, 2):
        stopped = odds(GAME, DEALS, 79, nodes=LOW, seconds=60, jobs=jobs, retry_seconds=60, retry_nodes=HIGH,
                       budget=1e-9)
        assert (stopped.deals, stopped.retried, stopped.retry_decided) == (1, 1, 1), jobs
        assert (stopped.winnable_seeds, stopped.unknown) == ([79], 0), jobs


@pytest.mark.needs_core
def test_without_a_policy_a_deal_is_searched_and_not_played() -> None:
    searched = one_deal(GAME, 77, {}, 60, HIGH, NO_POLICY)
    played = one_deal(GAME, 77, {}, 60, HIGH, "hints")
    assert searched.policy_won is False and played.policy_won is True  # the hints win Star 77
    assert searched.verdict == played.verdict == WINNABLE


@pytest.mark.needs_core
def test_the_table_entry_records_the_second_search_and_its_command_remakes_it(tmp_path, capsys) -> None:
    out = tmp_path / "table.json"
    assert make_table([GAME, "-n", str(DEALS), "--seed", str(FIRST), "--nodes", str(LOW), "--seconds", "60",
                       "--retry-unknown", "60", "--retry-nodes", str(HIGH), "--jobs", "1", "--out",
                       str(out)]) == 0
    entry = json.loads(out.read_text())["games"][GAME][GAME]  # the standard rules' row
    expected = _retried()
    assert (entry["retry_seconds"], entry["retry_nodes"]) == (60, HIGH)
    assert (entry["retried"], entry["retry_decided"]) == (expected.retried, expected.retry_decided)
    assert (entry["winnable"], entry["lost"], entry["unknown"]) == (expected.winnable, expected.lost,
                                                                    expected.unknown)
    assert "--retry-unknown 60 --retry-nodes 50000" in entry["same_as"]
    assert entry["command"].endswith(f"--retry-unknown 60 --retry-nodes {HIGH} --jobs 1 --out {out}")
    printed = capsys.readouterr().out.splitlines()[-1]
    assert f"({expected.retry_decided} of {expected.retried} searched again)" in printed
    # same_as is the play command that computes this entry alone
    words = shlex.split(entry["same_as"])
    assert words[:4] == ["python", "-m", "patience_qt.play", "odds"]
    assert play_main([*words[3:], "--jobs", "1"]) == 0
    report = capsys.readouterr().out.splitlines()
    assert f"  searched again   {expected.retried:6d}  for up to 60 s or {HIGH} positions each, " \
           f"{expected.retry_decided} decided" in report
    assert report[-1] == printed.rsplit(" (standard", 1)[0]
    # the markdown row says the unknown deals were searched again, and the bounds are those after it
    row = markdown_table({GAME: {GAME: entry}}).splitlines()[2]
    assert f"| 1,000 positions, unknown ones again 60 s or {HIGH:,} positions |" in row
    assert f"{100 * expected.winnable / DEALS:.1f}% – {100 * (DEALS - expected.lost) / DEALS:.1f}%" in row


@pytest.mark.parametrize("variant", ["self_match_stop=true", "clock[self_match_stop=true]"])
def test_the_table_runs_only_the_variants_asked_for(tmp_path, variant) -> None:
    # asked for by its options alone, as the table once keyed its rows, or by its key
    out = tmp_path / "table.json"
    assert make_table(["clock", "--clock-n", "3", "--variant", variant, "--out", str(out)]) == 0
    assert list(json.loads(out.read_text())["games"]["clock"]) == ["clock[self_match_stop=true]"]


@pytest.mark.parametrize(("flags", "words"), [
    (["--retry-unknown", "nan"], "bad --retry-unknown 'nan': a number of seconds from 0, at most 3600"),
    (["--retry-unknown", "-1"], "bad --retry-unknown '-1'"),
    (["--retry-unknown", "inf"], "bad --retry-unknown 'inf'"),
    (["--retry-unknown", "3601"], "bad --retry-unknown '3601'"),
    (["--retry-unknown", "60", "--retry-nodes", "-1"], "bad --retry-nodes '-1'"),
    (["--retry-unknown", "60", "--retry-nodes", "1e6"], "bad --retry-nodes '1e6'"),
    (["--retry-nodes", "5000"],
     "--retry-nodes limits the searches of --retry-unknown SECONDS: give that too"),
])
def test_a_bad_retry_is_one_line_and_status_2_in_both_commands(flags, words, tmp_path, capsys) -> None:
    out = tmp_path / "table.json"
    assert make_table(["clock", "--clock-n", "1", "--out", str(out), *flags]) == 2
    assert play_main(["odds", "clock", "-n", "1", "--jobs", "1", *flags]) == 2
    captured = capsys.readouterr()
    assert captured.out == "" and not out.exists()
    lines = captured.err.splitlines()
    assert len(lines) == 2 and all(words in line for line in lines), lines
    assert lines[0].startswith("patience_qt.play.odds: error: ")
    assert lines[1].startswith("patience_qt.play: error: ")


def test_a_variant_the_game_has_not_is_one_line_naming_those_it_has(tmp_path, capsys) -> None:
    out = tmp_path / "table.json"
    assert make_table(["toad", "--variant", "redeals=5", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err == ("patience_qt.play.odds: error: bad --variant 'redeals=5': toad's are standard, "
                   "deep_ace=false, two_reserves=true\n")
    assert not out.exists()


@pytest.mark.needs_core
def test_the_second_search_has_a_progress_line_of_its_own() -> None:
    assert retry_line(3, 22, 2, 400.4) == "odds: searched again 3/22 unknown deals, 2 decided, 400 s"
    err = io.StringIO()
    with redirect_stderr(err):
        # game numbers 70-72: unknown, winnable, unknown at the first limit; both winnable at the second
        odds(GAME, 3, 70, nodes=LOW, seconds=60, retry_seconds=60, retry_nodes=HIGH,
             progress=show_progress(3))
    lines = err.getvalue().split("\n")
    assert lines[0].split("\r")[-1].startswith("odds: 3/3 deals, 1 winnable, 0 lost, ")
    assert lines[1].startswith("\rodds: searched again 1/2 unknown deals, 1 decided")
    assert lines[1].split("\r")[-1].startswith("odds: searched again 2/2 unknown deals, 2 decided")
    assert lines[2] == ""


@pytest.mark.parametrize("where", ["a folder", "no such folder", "a read-only folder"])
def test_a_table_that_cannot_be_written_is_refused_before_the_first_deal(where, tmp_path, capsys,
                                                                         monkeypatch) -> None:
    import patience_qt.play.odds.__main__ as odds_module

    out = {"a folder": tmp_path, "no such folder": tmp_path / "none" / "t.json",
           "a read-only folder": tmp_path / "ro" / "t.json"}[where]
    if where == "a read-only folder":
        out.parent.mkdir()
        monkeypatch.setattr("os.access", lambda path, mode: False)  # root writes anywhere
    computed: list = []
    monkeypatch.setattr(odds_module, "odds", lambda *a, **k: computed.append(a))
    assert odds_module.make_table(["clock", "-n", "1", "--clock-n", "1", "--out", str(out)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("patience_qt.play.odds: error: --out ")
    assert computed == []
