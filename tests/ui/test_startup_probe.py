"""The start-up probe of bench/bench_startup.py marks the table view's first paint, and only when asked."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene, QGraphicsView

from patience_qt.startup_probe import PROBE_VARIABLE, watch_first_paint


def _view(qtbot) -> QGraphicsView:
    view = QGraphicsView(QGraphicsScene())
    qtbot.addWidget(view)
    return view


def test_the_first_paint_is_marked_with_the_time(qtbot, tmp_path, monkeypatch):
    mark = tmp_path / "first-paint"
    monkeypatch.setenv(PROBE_VARIABLE, str(mark))
    view = _view(qtbot)
    watch_first_paint(view.viewport())
    assert not mark.exists()  # nothing before the paint
    view.show()
    qtbot.waitUntil(mark.is_file, timeout=5000)
    assert float(mark.read_text()) > 1e9  # a wall-clock time, as the bench's own clock reads it


def test_without_the_variable_nothing_watches(qtbot, monkeypatch):
    monkeypatch.delenv(PROBE_VARIABLE, raising=False)
    view = _view(qtbot)
    before = len(view.viewport().children())
    watch_first_paint(view.viewport())
    assert len(view.viewport().children()) == before
