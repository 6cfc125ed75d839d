"""The tools that make the README's pictures still run on today's program (they are not imported by it,
so nothing else notices when an import or an attribute they use moves)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

from PySide6.QtGui import QImage

ROOT = Path(__file__).resolve().parents[2]


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_statistics_picture_is_made(qapp, tmp_path):
    output = tmp_path / "statistics.png"
    assert _tool("statistics_screenshot").main([str(output), "--deals", "1", "--size", "1000x860"]) == 0
    picture = QImage(str(output))
    assert (picture.width(), picture.height()) == (1000, 860)


def test_the_help_picture_is_made(qapp, tmp_path):
    output = tmp_path / "help.png"
    from patience_qt.ui.text.i18n import apply_language

    try:
        assert _tool("help_screenshot").main([str(output), "--lang", "ru", "--size", "700x500"]) == 0
    finally:
        apply_language("en")  # the next test of this process starts in English
    picture = QImage(str(output))
    assert (picture.width(), picture.height()) == (700, 500)
