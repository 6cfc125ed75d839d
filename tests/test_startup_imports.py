"""What starting the table imports, for the parts that are not the window: the command line, the rules,
the store, the language, the card art and the start-up probe load nothing that only later work needs
(no timed test: the figures are bench/bench_startup.py's)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# What those modules imported before: OpenSSL for one random game number (secrets -> hashlib, ~4 MB),
# lrelease's subprocess and the .ts parser for the translations, datetime for the crash log. (tempfile
# is not here: shiboken6 imports it anyway.)
NOT_AT_START = ("secrets", "hashlib", "_hashlib", "subprocess", "xml.etree.ElementTree", "datetime")

PROGRAM = """
import json, sys
import patience_qt.__main__, patience_qt.rules, patience_qt.store, patience_qt.assets
import patience_qt.startup_probe, patience_qt.ui.text.i18n, patience_qt.ui.table.card_art
from patience_qt.rules import new_game
from patience_qt.store import Profile
game = new_game("rainbow")  # a random game number, as a first start without --seed
Profile(sys.argv[1]).load_current()
print(json.dumps(sorted(sys.modules)))
"""


def test_the_start_imports_nothing_the_first_table_does_not_need(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    result = subprocess.run([sys.executable, "-c", PROGRAM, str(tmp_path)], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    loaded = set(json.loads(result.stdout))
    assert "patience_qt.rules" in loaded and "PySide6.QtCore" in loaded
    assert sorted(loaded & set(NOT_AT_START)) == []


def test_a_random_game_number_is_in_range_and_varies():
    from patience_qt.rules.catalog import random_game_number

    numbers = {random_game_number() for _ in range(200)}
    assert all(1 <= number <= 999_999_999 for number in numbers)
    assert len(numbers) > 190


# What the first table does not need: the dialogs, the solver, the odds and the hints' look-ahead load
# on first use (issue #24), so none is imported before the window is up.
LATER = ("patience_qt.ui.dialogs.chooser", "patience_qt.ui.dialogs.chooser_odds",
         "patience_qt.ui.dialogs.statistics_dialog", "patience_qt.ui.dialogs.preferences_dialog",
         "patience_qt.ui.solver.dialog", "patience_qt.ui.solver.worker",
         "patience_qt.ui.solver.winnable_deal",
         "patience_qt.play.solver", "patience_qt.play.odds", "patience_qt.play.odds.table",
         "patience_qt.play.hints.ranking", "patience_qt.play.families", "patience_qt.play.hints.lookahead",
         "importlib.metadata")

FIRST_TABLE = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
def done():
    print(json.dumps(sorted(sys.modules)))
    app.exit(0)
QTimer.singleShot(0, done)  # the first turn of the event loop: the window is up, nothing used yet
from patience_qt.__main__ import run
run("rainbow", 1, {}, "en")
"""


def test_the_first_table_does_not_import_the_dialogs_or_the_solver(tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT),
               PATIENCE_QT_DATA_DIR=str(tmp_path / "data"), XDG_CONFIG_HOME=str(tmp_path / "config"))
    result = subprocess.run([sys.executable, "-c", FIRST_TABLE], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    loaded = set(json.loads(result.stdout.strip().splitlines()[-1]))
    assert "patience_qt.ui.window.main_window" in loaded
    assert sorted(loaded & set(LATER)) == []
