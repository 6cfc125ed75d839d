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


README_MAX_BYTES = 12 * 1024
README_LINKS = ("docs/rules.md", "docs/odds.md", "docs/benchmarks.md")


def test_readme_stays_short_and_links_the_long_documents() -> None:
    """README is the front door (what it is, pictures, the commands, how to play, files, build); the
    rules, the odds and the benchmark tables live in docs/ and README links each of them."""
    readme = ROOT / "README.md"
    size = len(readme.read_bytes())
    assert size <= README_MAX_BYTES, f"README.md is {size} bytes, more than {README_MAX_BYTES}"
    text = readme.read_text(encoding="utf-8")
    for target in README_LINKS:
        assert f"]({target})" in text, f"README.md does not link {target}"
        assert (ROOT / target).is_file(), f"README.md links {target}, which is missing"


def test_nothing_under_rules_play_or_layout_imports_qt() -> None:
    for folder in ("rules", "play", "layout"):
        for path in (ROOT / "patience_qt" / folder).rglob("*.py"):
            source = path.read_text(encoding="utf-8")
            assert not re.search(r"^\s*(from|import)\s+(PySide6|shiboken6)", source, re.MULTILINE), path
