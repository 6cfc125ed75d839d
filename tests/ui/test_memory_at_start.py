"""What the first table keeps in memory: pictures of the cards it shows, at the size shown, and no copy
of the felt (bench/bench_startup.py has the figures)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QGraphicsView

from patience_qt.rules import new_game


def test_the_table_keeps_no_window_sized_copy_of_the_felt(open_table):
    table = open_table(new_game("carnival", seed=1), size=(1280, 800))
    QApplication.processEvents()
    # a background cache is a pixmap as large as the view: 4 MB at 1280x800, 8 MB full screen
    assert table.window.view.cacheMode() == QGraphicsView.CacheModeFlag.CacheNone


def test_only_the_faces_on_the_table_are_rendered_and_at_the_size_shown(open_table):
    table = open_table(new_game("carnival", seed=1), size=(1280, 800))
    window = table.window
    window.view.viewport().repaint()
    QApplication.processEvents()
    scene = window.scene
    items = [item for item in scene.items() if hasattr(item, "card") and hasattr(item, "face_up")]
    shown = {str(item.card) for item in items if item.face_up}
    widths = {item.width for item in items}
    cached = scene.art._cache
    assert cached, "the painted table rendered its cards"
    faces = {name for name, _width, _ratio in cached if not name.startswith("back")}
    assert faces <= shown
    assert len(faces) < 52 or len(shown) == 52  # not every face of the deck up front
    assert {width for _name, width, _ratio in cached} <= widths
