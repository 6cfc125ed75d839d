"""The project a newcomer meets: README's commands and CI must agree."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def readme_commands() -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    return re.findall(r"^```sh\n(.*?)\n```", text, flags=re.MULTILINE | re.DOTALL)


def test_ci_runs_the_readme_test_command_word_for_word() -> None:
    test_commands = [block for block in readme_commands() if "pytest" in block]
    assert test_commands, "README.md shows no test command"
    assert test_commands[0].strip() in (ROOT / ".ci" / "run").read_text(encoding="utf-8")


def test_readme_starts_the_game() -> None:
    assert any("python -m patience_qt" in block and "pip install" in block for block in readme_commands())


def test_nothing_under_rules_play_or_layout_imports_qt() -> None:
    for folder in ("rules", "play", "layout"):
        for path in (ROOT / "patience_qt" / folder).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert not re.search(r"^\s*(from|import)\s+(PySide6|shiboken6)", source, re.MULTILINE), path


def test_no_module_reaches_into_a_games_private_parts() -> None:
    # the game's caches and undo journal are its own (the look-ahead once wrote ``game._legal``): what a
    # caller needs the core offers in public (``Game.copy``, ``pop`` giving back the legal moves)
    private = re.compile(r"\.(_legal|_undo|_journal)\b")
    for path in (ROOT / "patience_qt").rglob("*.py"):
        if path == ROOT / "patience_qt" / "rules" / "game.py":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            assert not private.search(line), f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
