"""The monkey at full size: thousands of random user events per game on the real window (offscreen).

    python bench/bench_monkey.py [--events 5000] [--seeds 1,2,3] [--games rainbow,clock,village]

For each game and seed: a window on a deal of that game (animations on at 0.15 of their speed,
automatic moves on, a data folder of its own), ``tests/ui/monkey.py``'s events, the table checked every
20 events and at the end. One line per run: events, checks, moves the game saw, deals, wall time; on a
failure the seed, the event and the last 30 events, and the exit status is 1.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests" / "ui")]

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from patience_qt.ui.qt_guard import protect_none  # noqa: E402

protect_none()

from monkey import Monkey, MonkeyFailure, wait_until  # noqa: E402

from patience_qt.rules import new_game  # noqa: E402
from patience_qt.store import Profile  # noqa: E402
from patience_qt.ui.text import i18n  # noqa: E402
from patience_qt.ui.window.main_window import MainWindow  # noqa: E402

NUMBERS = {"rainbow": 11, "clock": 12, "village": 13}


def run_one(game_id: str, seed: int, events: int) -> bool:
    with tempfile.TemporaryDirectory() as folder_name:
        folder = Path(folder_name)
        settings = QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("table/animations", True)
        settings.setValue("table/automove", True)
        window = MainWindow(new_game(game_id, seed=NUMBERS.get(game_id, seed)), settings=settings,
                            profile=Profile(folder / "data"))
        window.resize(1100, 760)
        window.show()
        window.activateWindow()
        wait_until(window.isActiveWindow, 2.0)
        deals: set[tuple[str, int]] = set()
        moves = [0]
        window.controller.changed.connect(lambda _change: deals.add((window.controller.game.id,
                                                             window.controller.game.seed)))
        window.controller.changed.connect(lambda _change: moves.__setitem__(0, moves[0] + 1))
        monkey = Monkey(window, seed=seed, folder=folder)
        started = time.perf_counter()
        ok = True
        try:
            monkey.run(events)
        except MonkeyFailure as failure:
            print(failure, flush=True)
            ok = False
        finally:
            i18n.apply_language("en")
            window.controller.animator.stop()
            window.keeper.flush()
            window.close()
            window.deleteLater()
            QApplication.processEvents()
        seconds = time.perf_counter() - started
        print(f"{game_id:8} seed {seed:>5}: {'ok    ' if ok else 'FAILED'} {monkey.number:>6} events, "
              f"{monkey.checks:>4} checks, {moves[0]:>6} history changes, {len(deals):>4} deals, "
              f"{seconds:6.1f} s ({monkey.number / seconds:.0f} events/s)", flush=True)
        common = ", ".join(f"{name} {count}" for name, count in monkey.counts.most_common())
        print(f"    events: {common}", flush=True)
        return ok


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=5000)
    parser.add_argument("--seeds", default="1,2,3")
    parser.add_argument("--games", default="rainbow,clock,village")
    args = parser.parse_args()
    QApplication.instance() or QApplication(sys.argv[:1])
    results = [run_one(game_id, int(seed), args.events)
               for seed in args.seeds.split(",") for game_id in args.games.split(",")]
    print(f"{sum(results)} of {len(results)} runs clean")
    return 0 if all(results) else 1


if __name__ == "__main__":
    sys.exit(main())
