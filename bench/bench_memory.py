"""A long session through the window (offscreen): resident memory against the number of moves played.

    python bench/bench_memory.py [--moves 1000] [--every 100] [--games rainbow,clock,village] [--animations]

Plays ``--moves`` player moves with the mouse on the table's viewport — the hint policy's move made as a
drag from the card to its target pile, a click on the stock for a turn, deal or redeal — with undo and
redo mixed in (after every 10th move: Undo three times, Redo twice, through the window's actions).
A finished deal is followed by New game; the games take turns. Every ``--every`` moves: resident memory
(``/proc/self/statm``, else ``ru_maxrss``), Python objects alive, the undo stack's size, the hint memos'
entries. At the end: the memory after all the moves and the slope (least squares over the samples after
the first, and over the second half, in KB per move). Then ``--long-deal`` moves of one Clock deal played
to its end, all undone, all redone and dealt again, round after round: the same slope there.

The hint look-ahead keeps module-level memos (``play.hints.rainbow`` / ``play.hints.village``, up to
5,000 entries each, about 550 bytes an entry; they were allowed 50,000, and then they grew by about three
entries a move across deals, most of the growth this bench saw). ``--memo-limit N`` sets their cap.
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "ui"))  # the table's check lives with the tests

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QSettings, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from patience_qt.ui.qt_guard import protect_none  # noqa: E402

protect_none()

from table_check import at_rest, table_problems  # noqa: E402

import patience_qt.rules.catalog as catalog  # noqa: E402
from patience_qt.play.hints.ranking import best_move  # noqa: E402
from patience_qt.rules import new_game  # noqa: E402
from patience_qt.rules.moves import STOCK_KINDS  # noqa: E402
from patience_qt.store import Profile  # noqa: E402
from patience_qt.ui.window.main_window import MainWindow  # noqa: E402

LEFT, NONE = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier


def resident_kb() -> float:
    try:
        with open("/proc/self/statm") as stream:
            pages = int(stream.read().split()[1])
        return pages * os.sysconf("SC_PAGE_SIZE") / 1024
    except (OSError, ValueError, IndexError):
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        return peak / 1024 if sys.platform == "darwin" else float(peak)


def slope(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of y over x."""
    if len(points) < 2:
        return 0.0
    n = len(points)
    mean_x = sum(x for x, _ in points) / n
    mean_y = sum(y for _, y in points) / n
    var = sum((x - mean_x) ** 2 for x, _ in points)
    return sum((x - mean_x) * (y - mean_y) for x, y in points) / var if var else 0.0


class Session:
    def __init__(self, window: MainWindow, app: QApplication) -> None:
        self.window = window
        self.app = app
        self.view = window.view
        self.viewport = window.view.viewport()
        self.controller = window.controller
        self.scene = window.scene
        self.moves = 0  # player moves made
        self.by_mouse = 0
        self.undos = 0
        self.redos = 0
        self.deals = 1

    def settle(self) -> None:
        deadline = time.monotonic() + 10
        while not at_rest(self.controller) and time.monotonic() < deadline:
            self.app.processEvents()
        self.app.processEvents()
        # what the program's event loop does and processEvents() alone does not: objects let go with
        # deleteLater() are deleted
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)

    def point(self, scene_pos) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def mouse_move(self, move) -> bool:
        """Make the move with the mouse; True when the game took it."""
        game = self.controller.game
        before = len(game.moves)
        if move.kind in STOCK_KINDS:
            pile = "stock" if "stock" in self.scene.pile_items and move.kind != "gather" else move.src
            target = self.point(self.scene.drop_rect(pile).center())
            QTest.mouseClick(self.viewport, LEFT, NONE, target)
        else:
            items = self.scene.items_of(move.src)
            matching = [item for item in items if move.card is not None
                        and (item.card.rank, item.card.suit) == (move.card.rank, move.card.suit)]
            if not matching:
                return False
            start = self.point(matching[-1].pos())
            end = self.point(self.scene.drop_rect(move.dst).center())
            QTest.mousePress(self.viewport, LEFT, NONE, start)
            for step in range(1, 5):
                QTest.mouseMove(self.viewport, start + (end - start) * step / 4)
            QTest.mouseRelease(self.viewport, LEFT, NONE, end)
        self.settle()
        return len(game.moves) > before and game.moves[before] == move

    def play_one(self) -> None:
        """One player move (a new deal first when the game is over or stuck)."""
        game = self.controller.game
        move = best_move(game) if not game.is_over() else None
        if move is None:
            self.window.new_action.trigger()
            self.deals += 1
            self.settle()
            game = self.controller.game
            move = best_move(game)
            if move is None:
                return
        if self.mouse_move(move):
            self.by_mouse += 1
        else:
            self.controller.cancel_drag()
            self.settle()
            if game.moves and game.moves[-1] == move:
                pass  # the mouse did it after all (an automatic move may have followed)
            elif not self.controller.play(move):
                return
            self.settle()
        self.moves += 1
        if self.moves % 10 == 0:
            for _ in range(3):
                if self.window.undo_action.isEnabled():
                    self.window.undo_action.trigger()
                    self.undos += 1
            for _ in range(2):
                if self.window.redo_action.isEnabled():
                    self.window.redo_action.trigger()
                    self.redos += 1
            self.settle()


def memo_entries() -> int:
    """Entries in the hint look-ahead's module-level memos (bounded caches of the play package)."""
    total = 0
    for name in ("patience_qt.play.hints.rainbow", "patience_qt.play.hints.village"):
        module = sys.modules.get(name)
        for value in vars(module).values() if module is not None else ():
            if isinstance(value, dict) and value and isinstance(next(iter(value)), tuple):
                total += len(value)
    return total


def sample(session: Session, label: str) -> tuple[int, float]:
    gc.collect()
    kb = resident_kb()
    history = session.controller.session
    steps = len(history.steps) if history is not None else 0
    print(f"{label:>10} moves {session.moves:>5}: {kb / 1024:8.1f} MB resident, {len(gc.get_objects()):>7} "
          f"Python objects, history {steps:>4} steps, hint memos {memo_entries():>6} entries, "
          f"{session.deals:>3} deals", flush=True)
    return session.moves, kb


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--every", type=int, default=100)
    parser.add_argument("--games", default="rainbow,clock,village")
    parser.add_argument("--animations", action="store_true", help="animations on (fast) instead of off")
    parser.add_argument("--memo-limit", type=int, default=None,
                        help="cap the hint look-ahead memos at this many entries (their own limit: 50,000)")
    parser.add_argument("--long-deal", type=int, default=300,
                        help="moves of the second part: one deal, undo/redo only, a growing history")
    args = parser.parse_args()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    if args.memo_limit is not None:
        import patience_qt.play.hints.rainbow as rainbow_memos
        import patience_qt.play.hints.village as village_memos

        rainbow_memos._CACHE_LIMIT = village_memos._CACHE_LIMIT = args.memo_limit
    rng = random.Random(1)
    catalog.random_game_number = lambda: rng.randrange(1, 1_000_000)
    games = args.games.split(",")
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("table/animations", args.animations)
        settings.setValue("table/animation_speed", "fast")
        settings.setValue("table/automove", True)
        window = MainWindow(new_game(games[0], seed=1), settings=settings, deal_animation=False,
                            profile=Profile(Path(folder) / "data"))
        window.resize(1100, 760)
        window.show()
        session = Session(window, app)
        session.settle()
        started = time.perf_counter()
        points = [sample(session, "start")]
        turn = 0
        while session.moves < args.moves:
            before = session.moves
            session.play_one()
            if session.moves == before:  # stuck: deal the next game of the list
                turn += 1
                window.start(games[turn % len(games)])
                session.deals += 1
                session.settle()
            if session.moves % args.every == 0 and session.moves != points[-1][0]:
                points.append(sample(session, ""))
            if window.controller.game.is_over() or best_move(window.controller.game) is None:
                turn += 1
                window.start(games[turn % len(games)])
                session.deals += 1
                session.settle()
        seconds = time.perf_counter() - started
        problems = table_problems(window.controller)
        growth = slope(points[1:])
        half = [point for point in points if point[0] >= points[-1][0] // 2]
        print(f"after {session.moves} moves ({session.by_mouse} by mouse, {session.undos} undos, "
              f"{session.redos} redos, {session.deals} deals, {seconds:.0f} s): "
              f"{points[-1][1] / 1024:.1f} MB resident (at start {points[0][1] / 1024:.1f} MB); "
              f"slope {growth:+.2f} KB per move over moves {points[1][0]}-{points[-1][0]}, "
              f"{slope(half):+.2f} KB per move over moves {half[0][0]}-{half[-1][0]}"
              f"{'; TABLE PROBLEMS: ' + '; '.join(problems[:3]) if problems else ''}", flush=True)

        # One long deal: undo everything and redo it, again and again — the history is all there is.
        if args.long_deal:
            window.start("clock", seed=13)  # a Clock deal: the forced moves go on to the end
            session.settle()
            base = session.moves
            long_points = []
            rounds = 0
            while session.moves - base < args.long_deal:
                game = window.controller.game
                move = best_move(game) if not game.is_over() else None
                if move is None:
                    steps = len(window.controller.session.steps)
                    for _ in range(steps):
                        window.undo_action.trigger()
                    session.settle()
                    for _ in range(steps):
                        window.redo_action.trigger()
                    session.settle()
                    rounds += 1
                    while window.controller.can_undo():  # back to the deal, then a fresh session
                        window.controller.undo()
                    session.settle()
                    window.start("clock", seed=13)
                    session.settle()
                    continue
                session.mouse_move(move) or window.controller.play(move)
                session.settle()
                session.moves += 1
                if (session.moves - base) % 50 == 0:
                    long_points.append(sample(session, "long deal"))
            print(f"long deals: {session.moves - base} moves, {rounds} full undo/redo rounds; slope "
                  f"{slope(long_points):+.2f} KB per move", flush=True)
        window.close()
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
