"""simulate's --policy and --detail: the hint policy plays, the last line keeps its form."""

from __future__ import annotations

import re

import pytest

from patience_qt.play.__main__ import main
from patience_qt.play.families import baseline_policy
from patience_qt.play.guide import Guide
from patience_qt.play.odds.simulate import policy_by_name, simulate

LAST_LINE = re.compile(r"^(\w+): won (\d+) of (\d+) \((\d+\.\d)%\)$")


# the guide (hint) on a game whose deals it decides in a moment: on Carnival it searches seconds a deal
@pytest.mark.parametrize(("policy", "game_id"), [("baseline", "carnival"), ("hint", "rainbow")])
def test_simulate_command_with_a_policy_and_detail(policy: str, game_id: str,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", game_id, "-n", "2", "--policy", policy, "--detail"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    assert re.fullmatch(rf"{game_id}: mean foundation cards \d+\.\d\d", lines[0])
    match = LAST_LINE.match(lines[-1])
    assert match and match.group(1) == game_id and match.group(3) == "2"


def test_simulate_command_default_is_the_baseline(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "toad", "-n", "2"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1 and LAST_LINE.match(out[0])
    assert out[0] == simulate("toad", 2).line()


def test_policies_by_name() -> None:
    assert isinstance(policy_by_name("village", "hint"), Guide)  # the first hint, the solver behind it
    assert policy_by_name("village", "baseline") is baseline_policy("village")
    with pytest.raises(ValueError):
        policy_by_name("village", "oracle")


def test_mean_foundation_cards_counts_every_deal() -> None:
    result = simulate("carnival", 3, policy=policy_by_name("carnival", "baseline"))
    assert result.played == 3
    assert 0 <= result.mean_foundation_cards <= 104
