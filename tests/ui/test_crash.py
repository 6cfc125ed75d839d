"""No silent death: an unexpected error in a slot, a timer, an event handler or a thread is logged to
crash.log, the game is saved, a non-modal box says so (one box, however many errors), and play goes on."""

from __future__ import annotations

import sys
import threading

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt, QTimer
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox
from tablekit import Table

from patience_qt.play.session import Session
from patience_qt.rules import new_game
from patience_qt.store import Profile, load_game
from patience_qt.ui.text import i18n
from patience_qt.ui.window.crash import install_crash_handler
from patience_qt.ui.window.main_window import MainWindow


class Boom(RuntimeError):
    pass


@pytest.fixture
def crashing(qtbot, settings, tmp_path):
    """A window with a profile in a temporary folder and the crash handler installed (removed after)."""
    made = []

    def make(game_id: str = "rainbow", seed: int = 4):
        i18n.apply_language("en")  # as the program does at start (English plural forms)
        window = MainWindow(new_game(game_id, seed=seed), settings=settings, deal_animation=False,
                            profile=Profile(tmp_path / "data"))
        window.resize(1100, 760)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        handler = install_crash_handler(window, window.controller, window.keeper)
        made.append(handler)
        return Table(qtbot, window), handler

    yield make
    for handler in made:
        handler.uninstall()
        if handler.dialog is not None:
            handler.dialog.close()


def crash_boxes() -> list[QMessageBox]:
    return [widget for widget in QApplication.topLevelWidgets() if isinstance(widget, QMessageBox)
            and widget.objectName() == "crash-report" and widget.isVisible()]


def test_an_error_in_a_slot_is_logged_the_game_saved_and_the_player_told(crashing, monkeypatch, tmp_path):
    table, handler = crashing("village", 7)
    for _ in range(3):
        table.click(table.place_pos("stock"))
    assert len(table.game.moves) == 3
    table.window.undo_action.trigger()  # a redo step too: the saved game keeps the history

    def broken_hint(game):
        raise Boom("the hint machine broke")

    monkeypatch.setattr(table.controller.hint_cycle, "next", broken_hint)
    table.hint()  # the hints worked out off the table's thread; the broken slot is the one showing them

    log = (tmp_path / "data" / "crash.log").read_text(encoding="utf-8")
    assert "Boom: the hint machine broke" in log and "broken_hint" in log and "Traceback" in log
    saved = load_game(tmp_path / "data" / "current_game.json", Session.from_dict)
    assert [move.kind for move in saved.game.moves] == ["deal", "deal"] and len(saved.redo_moves) == 1

    boxes = crash_boxes()
    assert len(boxes) == 1
    box = boxes[0]
    assert not box.isModal() and box.windowModality() == Qt.WindowModality.NonModal
    assert "Boom: the hint machine broke" in box.text()
    assert "Your game was saved." in box.text()
    assert str(tmp_path / "data" / "crash.log") in box.text()
    assert "broken_hint" in box.detailedText()

    # The program stays usable: the window takes input while the box is open.
    monkeypatch.undo()
    table.window.redo_action.trigger()
    assert len(table.game.moves) == 3
    table.hint()
    assert table.controller.hint_overlay.marks
    box.close()
    QApplication.processEvents()
    assert crash_boxes() == [] and handler.dialog is None


def test_more_errors_while_the_box_is_open_make_no_second_box(crashing, monkeypatch, tmp_path):
    table, handler = crashing("clock", 2)
    calls = []

    def broken_hint(game):
        calls.append(1)
        raise Boom(f"failure number {len(calls) if len(calls) < 3 else 'three or more'}")

    monkeypatch.setattr(table.controller.hint_cycle, "next", broken_hint)
    for _ in range(6):
        table.hint()
    assert len(calls) == 6 and handler.errors == 6
    boxes = crash_boxes()
    assert len(boxes) == 1
    assert "failure number 1" in boxes[0].text()
    assert "5 more errors since this message appeared" in boxes[0].text()
    log = (tmp_path / "data" / "crash.log").read_text(encoding="utf-8")
    # the same traceback (failures three to six) is written once while the box is open
    assert log.count("Traceback") == 3
    boxes[0].close()
    QApplication.processEvents()
    table.hint()  # after the box is closed, a new error gets a new box
    assert len(crash_boxes()) == 1 and "more error" not in crash_boxes()[0].text()


def test_an_error_in_a_timer_and_in_a_mouse_handler_leaves_no_card_held(crashing, monkeypatch, qtbot,
                                                                        tmp_path):
    table, handler = crashing("rainbow", 4)

    def fail() -> None:
        raise Boom("from a timer")

    QTimer.singleShot(0, fail)
    qtbot.waitUntil(lambda: handler.errors == 1)
    assert len(crash_boxes()) == 1

    def broken_move(pos: QPointF) -> None:
        raise Boom("from a drag")

    monkeypatch.setattr(table.controller, "move", broken_move)  # the view calls controller.move on drag
    start = table.view.mapFromScene(table.card_pos("stock"))
    left, none = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    for kind, point in ((QEvent.Type.MouseButtonPress, start), (QEvent.Type.MouseMove, start + start / 4)):
        event = QMouseEvent(kind, QPointF(point), QPointF(table.view.viewport().mapToGlobal(point)), left,
                            left, none)
        QApplication.postEvent(table.view.viewport(), event)  # through the event loop, as a real mouse
    qtbot.waitUntil(lambda: handler.errors == 2)
    assert not table.controller.holding()  # the press was let go: the table takes clicks again
    assert len(crash_boxes()) == 1
    assert "from a drag" in (tmp_path / "data" / "crash.log").read_text(encoding="utf-8")


def test_an_error_in_another_thread_reaches_the_window(crashing, qtbot, tmp_path):
    table, handler = crashing("village", 3)

    def work() -> None:
        raise Boom("in a worker thread")

    worker = threading.Thread(target=work)
    worker.start()
    worker.join()
    qtbot.waitUntil(lambda: handler.errors == 1)
    assert "in a worker thread" in (tmp_path / "data" / "crash.log").read_text(encoding="utf-8")
    assert len(crash_boxes()) == 1


def test_ctrl_c_goes_on_to_the_previous_hook_and_uninstall_restores_the_hooks(crashing):
    before_hook, before_thread = sys.excepthook, threading.excepthook
    seen = []
    sys.excepthook = lambda kind, value, trace: seen.append(kind)
    try:
        table, handler = crashing()
        sys.excepthook(KeyboardInterrupt, KeyboardInterrupt(), None)
        assert seen == [KeyboardInterrupt] and handler.errors == 0 and crash_boxes() == []
        handler.uninstall()
        assert threading.excepthook is before_thread
        sys.excepthook(ValueError, ValueError(), None)
        assert seen == [KeyboardInterrupt, ValueError]
    finally:
        sys.excepthook = before_hook


def test_a_failed_save_is_said_and_an_error_inside_the_handler_is_printed_not_raised(crashing, monkeypatch,
                                                                                    capsys):
    table, handler = crashing()

    def broken_save(*args, **kwargs):
        raise OSError("disk on fire")

    monkeypatch.setattr(handler.profile, "save_current", broken_save)
    try:
        raise Boom("first")
    except Boom:
        handler.excepthook(*sys.exc_info())
    box = crash_boxes()[0]
    assert "Your game could not be saved (OSError: disk on fire)" in box.text()
    assert "Boom: first" in capsys.readouterr().err
    monkeypatch.undo()  # the window saves again when it closes
    box.close()

    QApplication.processEvents()

    def broken_log(text):
        raise OSError("no room for a log")

    monkeypatch.setattr(handler.profile, "log_crash", broken_log)
    handler.excepthook(Boom, Boom("second"), None)
    box = crash_boxes()[0]
    assert "The details could not be written to a file (OSError: no room for a log)" in box.text()
    box.close()
    QApplication.processEvents()

    def broken_text(*args):
        raise ValueError("no words")

    monkeypatch.setattr(handler, "_text", broken_text)
    handler.excepthook(Boom, Boom("third"), None)  # does not raise
    assert "the error handler failed" in capsys.readouterr().err
    assert handler.errors == 3 and crash_boxes() == []
    monkeypatch.undo()
    handler.excepthook(Boom, Boom("fourth"), None)  # and it still works afterwards
    assert "Boom: fourth" in crash_boxes()[0].text()
