"""Table benchmarks (figures, not a test).

    .venv/bin/python bench/bench_table.py [--events N] [--size WxH]

Prints:
- startup: a fresh process, from its start to the first painted table (python -m patience_qt's path:
  imports, QApplication, main window, deal, first paint of the view), for the largest tables;
- drag: one mouse-move event of a card drag, handled and repainted, median and 95th percentile over
  many events, for the largest layouts (104 cards: Rainbow's arc, Carnival's full columns, Star).

Runs offscreen unless a display is there (under Xvfb: ``xvfb-run -a .venv/bin/python bench/...``).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HAS_DISPLAY = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
if not os.environ.get("QT_QPA_PLATFORM") and not HAS_DISPLAY:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"

STARTUP_GAMES = ("rainbow", "carnival", "devils_two_decks")
DRAG_GAMES = (("rainbow", 40), ("carnival", 30), ("star", 60))  # (game, baseline moves played first)


def child_startup(game_id: str, size: tuple[int, int]) -> None:
    """In a fresh process: build the window and report the seconds from process start to first paint."""
    started = float(os.environ["BENCH_T0"])
    from PySide6.QtCore import QEvent, QObject, QSettings
    from PySide6.QtWidgets import QApplication

    import patience_qt.ui  # noqa: F401  (the None guard)
    from patience_qt.rules import new_game
    from patience_qt.ui.window.main_window import MainWindow

    app = QApplication(sys.argv[:1])
    painted: list[float] = []

    class FirstPaint(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint and not painted:
                painted.append(time.time())
            return False

    settings = QSettings(str(Path(os.environ["BENCH_TMP"]) / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(new_game(game_id, seed=1), settings=settings, deal_animation=False)
    spy = FirstPaint()
    window.view.viewport().installEventFilter(spy)
    window.resize(*size)
    window.show()
    deadline = time.time() + 20
    while not painted and time.time() < deadline:
        app.processEvents()
    print(f"{painted[0] - started:.4f}" if painted else "nan")
    window.close()


def startup(game_id: str, size: tuple[int, int], runs: int) -> list[float]:
    import tempfile

    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as folder:
            env = dict(os.environ, BENCH_T0=repr(time.time()), BENCH_TMP=folder)
            result = subprocess.run(
                [sys.executable, __file__, "--child", game_id, "--size", f"{size[0]}x{size[1]}"],
                env=env, capture_output=True, text=True, timeout=120, cwd=ROOT,
            )
            times.append(float(result.stdout.strip().splitlines()[-1]))
    return times


def drag_events(game_id: str, moves: int, size: tuple[int, int], events: int) -> tuple[list[float], int, int]:
    """Seconds per mouse-move event of a drag, each handled and painted; also items and paints seen."""
    import tempfile

    from PySide6.QtCore import QEvent, QObject, QPoint, QSettings, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    import patience_qt.ui  # noqa: F401
    from patience_qt.play.families import baseline_policy
    from patience_qt.play.hints.policy import play_on
    from patience_qt.rules import new_game
    from patience_qt.ui.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    game = new_game(game_id, seed=1)
    policy = baseline_policy(game_id)
    play_on(game, policy, stop=lambda: len(game.moves) >= moves)
    while not any(move.kind == "move" for move in game.legal_moves()):  # a card to drag
        move = policy(game)
        if move is None:
            raise SystemExit(f"{game_id}: no card to drag in this deal")
        game.push(move)
    folder = tempfile.mkdtemp()
    settings = QSettings(str(Path(folder) / "s.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/automove", False)
    window = MainWindow(game, settings=settings, deal_animation=False)
    window.resize(*size)
    window.show()
    for _ in range(5):
        app.processEvents()
    paints = [0]

    class CountPaints(QObject):
        def eventFilter(self, watched, event):  # noqa: N802
            if event.type() == QEvent.Type.Paint:
                paints[0] += 1
            return False

    counter = CountPaints()
    viewport = window.view.viewport()
    viewport.installEventFilter(counter)
    # Pick an available card: the one a player would most likely drag.
    choices = [(pile, index) for pile, index in window.controller.available() if index >= 0]
    pile_id, index = choices[0]
    item = window.scene.items_of(pile_id)[index]
    start = window.view.mapFromScene(item.pos())
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    times: list[float] = []
    width, height = viewport.width(), viewport.height()
    for step in range(events):
        # Wander round the table in a loop, so the card passes over piles (drop-target checks, glows).
        x = int(width * (0.5 + 0.4 * ((step % 200) / 200 - 0.5) * 2 * (1 if (step // 200) % 2 == 0 else -1)))
        y = int(height * (0.3 + 0.4 * ((step * 7) % 100) / 100))
        t0 = time.perf_counter()
        QTest.mouseMove(viewport, QPoint(x, y))
        app.processEvents()  # the update request: the dirty region is painted here
        times.append(time.perf_counter() - t0)
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    app.processEvents()
    items = len(window.scene.items())
    window.close()
    return times, items, paints[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=600)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--size", default="1280x800")
    parser.add_argument("--child")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.lower().split("x"))
    if args.child:
        child_startup(args.child, (width, height))
        return
    print(f"platform: {os.environ.get('QT_QPA_PLATFORM') or 'display ' + os.environ.get('DISPLAY', '')}, "
          f"window {width}x{height}, Python {sys.version.split()[0]}")
    for game_id in STARTUP_GAMES:
        times = startup(game_id, (width, height), args.runs)
        print(f"startup to first painted table, {game_id}: median {statistics.median(times) * 1000:.0f} ms "
              f"(best {min(times) * 1000:.0f} ms, {len(times)} fresh processes)")
    for game_id, moves in DRAG_GAMES:
        times, items, paints = drag_events(game_id, moves, (width, height), args.events)
        ordered = sorted(times)
        p95 = ordered[int(len(ordered) * 0.95) - 1]
        median = statistics.median(times) * 1000
        print(f"drag move event + repaint, {game_id} ({items} items): median {median:.2f} ms, "
              f"95% {p95 * 1000:.2f} ms, max {ordered[-1] * 1000:.2f} ms over {len(times)} events "
              f"({paints} paints)")


if __name__ == "__main__":
    main()
