"""Given-up searches through the window (offscreen): resident memory after each round of Village, Is
this deal winnable? (Ctrl+W), then New game while it searches (issue #37 item 1).

    python bench/bench_given_up_searches.py [--asks 50] [--seconds 2] [--report 8,50]

Each ask lets the compiled core search for ``--seconds`` (the solver box's own budget stays 20 s, so
every search is given up, not answered), then deals the next Village deal. Prints the resident memory
(``/proc/self/statm``) at the start and after each ``--report`` count of asks, once the given-up threads
have ended, the event loop has run and deleted what it was asked to, and the garbage is collected; and
how many solver threads are left in the window. A search given up used to keep its tables for as long
as the window lived (65-85 MB each at the issue's pace); now the memory comes back.
"""

from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, QThread  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from patience_qt.play.odds.table import shipped_winnable  # noqa: E402
from patience_qt.play.solver import native  # noqa: E402
from patience_qt.rules import new_game  # noqa: E402
from patience_qt.ui.window.main_window import MainWindow  # noqa: E402

PAGE = os.sysconf("SC_PAGE_SIZE")


def resident_mb() -> float:
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * PAGE / 2**20


def spin(app: QApplication, seconds: float) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        app.processEvents()
        time.sleep(0.01)


def settle(app: QApplication, window: MainWindow) -> None:
    """The given-up threads end, the window lets go of them, what was deleteLater()'d is deleted."""
    end = time.monotonic() + 20
    while time.monotonic() < end and not all(t.isFinished() for t in window.findChildren(QThread)):
        spin(app, 0.05)
    spin(app, 0.1)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--asks", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=2.0, help="search time of each ask before New game")
    parser.add_argument("--report", default="8,50", help="counts of asks to report the memory after")
    args = parser.parse_args()
    report = {int(count) for count in args.report.split(",")}
    print(f"compiled core: {native.available()}")
    app = QApplication([])
    folder = tempfile.mkdtemp(prefix="bench-given-up-")
    settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/animations", False)
    settings.setValue("table/automove", False)
    winnable = set(shipped_winnable("village", {}))
    seeds = iter(seed for seed in range(1, 1001) if seed not in winnable)  # all undecided in 2M positions
    window = MainWindow(new_game("village", seed=next(seeds)), settings=settings, deal_animation=False)
    window.show()
    spin(app, 0.5)
    settle(app, window)
    start = resident_mb()
    print(f"start: {start:.0f} MB")
    for ask in range(1, args.asks + 1):
        window.solver_actions.ask()  # Ctrl+W
        spin(app, args.seconds)
        window.start("village", seed=next(seeds))  # New game while it searches
        if ask in report:
            settle(app, window)
            threads = len(window.findChildren(QThread))
            print(f"after {ask} given-up asks: {resident_mb():.0f} MB (+{resident_mb() - start:.0f} MB), "
                  f"{threads} solver threads left", flush=True)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
