"""Fixtures for table tests: a main window on a chosen deal, and a mouse that works on its viewport."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QSettings
from tablekit import Table

from patience_qt.rules import Game
from patience_qt.ui.window.main_window import MainWindow


@pytest.fixture
def settings(tmp_path) -> QSettings:
    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("table/animations", False)
    store.setValue("table/automove", False)
    return store


@pytest.fixture
def open_table(qtbot, settings) -> Iterator[Callable[..., Table]]:
    windows: list[MainWindow] = []

    def make(game: Game, size: tuple[int, int] = (1100, 760), animations: bool = False,
             automove: bool = False) -> Table:
        settings.setValue("table/animations", animations)
        settings.setValue("table/automove", automove)
        window = MainWindow(game, settings=settings, deal_animation=False)
        window.resize(*size)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return Table(qtbot, window)

    yield make
    for window in windows:
        window.controller.animator.stop()


@pytest.fixture(autouse=True)
def deleted_widgets_gone() -> None:
    """The widgets earlier tests closed (pytest-qt closes them and asks for their deletion) are deleted
    before this test starts: left waiting for an event loop, they piled up, and every language switch
    re-labelled them all (a statistics window of a thousand rows took a tenth of a second each time)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
