"""A family is wired in one record per layer, each keyed by the family the game's catalogue entry names:
the play record (policy, hints), the solver's own record (its search parts), the layout's builder, the
ui's words. A fifteenth game of a family touches none of them; a new family adds one record to each,
and this test names the layer it forgot."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from patience_qt.layout import BUILDERS
from patience_qt.play.families import FAMILIES as PLAY_FAMILIES
from patience_qt.play.solver.parts import PARTS as SOLVER_PARTS
from patience_qt.play.solver.parts import solver_part
from patience_qt.rules import GAMES, new_game
from patience_qt.rules.catalog import FAMILIES
from patience_qt.ui.text.family_words import FAMILIES as UI_FAMILIES

PACKAGE = Path(__file__).resolve().parent.parent / "patience_qt"
RECORDS = {"play/families.py": PLAY_FAMILIES, "layout/__init__.py": BUILDERS,
           "ui/text/family_words.py": UI_FAMILIES}
# layers where a family's record is optional work (a compiled search of its own): no record, the
# layer's plain default
OPTIONAL_RECORDS = {"play/solver/parts.py": SOLVER_PARTS}


def test_every_family_of_the_catalogue_has_a_record_in_each_layer_and_no_layer_has_more():
    assert {info.family for info in GAMES.values()} == set(FAMILIES)
    for where, records in RECORDS.items():
        assert sorted(records) == sorted(FAMILIES), where
    for where, records in OPTIONAL_RECORDS.items():
        assert set(records) <= set(FAMILIES), where


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_solver_replays_exactly_the_games_whose_rules_say_forced(game_id):
    game = new_game(game_id, seed=1)
    record, part = PLAY_FAMILIES[GAMES[game_id].family], solver_part(game_id)
    # forced: the replay, and no look-ahead (the hint is the one legal move); else the family's parts
    assert (part.native is None) == game.rules.forced == (record.adapter is None), game_id


def _family_tables(tree: ast.Module) -> list[int]:
    """Lines of dict literals keyed by every family name, and of comparisons of a ``.family`` with a
    literal: a family's part kept outside its layer's record."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            keys = {key.value for key in node.keys if isinstance(key, ast.Constant)}
            if set(FAMILIES) <= keys:
                found.append(node.lineno)
        elif isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            if (any(isinstance(side, ast.Attribute) and side.attr == "family" for side in sides)
                    and any(isinstance(side, ast.Constant) and side.value in FAMILIES for side in sides)):
                found.append(node.lineno)
    return found


def test_no_family_table_outside_the_one_record_per_layer():
    outside = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        where = path.relative_to(PACKAGE).as_posix()
        if where in RECORDS or where in OPTIONAL_RECORDS or where.startswith("rules/families/"):
            continue
        lines = _family_tables(ast.parse(path.read_text(encoding="utf-8")))
        if lines:
            outside[where] = lines
    assert outside == {}


def test_the_check_sees_a_family_table():
    table = ast.parse('WORDS = {"rainbow": 1, "clock": 2, "village": 3}\n'
                      'if info.family == "clock":\n    pass\n')
    assert _family_tables(table) == [1, 2]
