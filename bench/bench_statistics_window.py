"""Statistics window benchmark (figures, not a test).

    .venv/bin/python bench/bench_statistics_window.py [--rows 100,400,1000] [--runs 5]

For each size, a statistics file's worth of variants (the rows of the table, up to the 1,000 a file may
hold) is made in memory and the window is timed:

- open: the dialog built, shown and laid out (its first refresh included);
- refresh: one refresh while it is shown (what a counted game costs), the event queue drained after;
- bare: the same number of rows × 8 cells set in a plain, shown QTableWidget (no texts to make, no
  automatic widths): the reference; ``ratio`` is refresh / bare, so the figure means the same on a
  slower machine.

Medians over ``--runs``. Runs offscreen unless a display is there.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HAS_DISPLAY = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
if not os.environ.get("QT_QPA_PLATFORM") and not HAS_DISPLAY:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"


def make_statistics(rows: int):
    """``rows`` variant keys with figures (Toad's reserve sizes: any count up to the file's limit)."""
    from patience_qt.store import Statistics

    figures = Statistics()
    figures.record("clock", True, 61.0, 52)
    for number in range(rows - 1):
        figures.record(f"toad[reserve_size={number}]", number % 3 == 0, 60.0 + number, 100 + number)
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", default="100,400,1000", help="comma-separated numbers of variants")
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()

    from PySide6.QtCore import QObject, Signal
    from PySide6.QtWidgets import QApplication, QTableWidget, QTableWidgetItem

    from patience_qt.rules import GAMES
    from patience_qt.ui.dialogs.statistics_dialog import COLUMNS, StatisticsDialog

    app = QApplication.instance() or QApplication(sys.argv[:1])

    class Keeper(QObject):
        recorded = Signal(str)

        def __init__(self, figures) -> None:
            super().__init__()
            self.statistics = figures

    print("| variants | table rows | open ms | refresh ms | bare table ms | refresh / bare |")
    print("|---:|---:|---:|---:|---:|---:|")
    for rows in (int(text) for text in args.rows.split(",")):
        keeper = Keeper(make_statistics(rows))
        opens, refreshes, bares = [], [], []
        table_rows = 0
        for _ in range(args.runs):
            started = time.perf_counter()
            dialog = StatisticsDialog(keeper)
            dialog.show()
            app.processEvents()
            opens.append(time.perf_counter() - started)
            started = time.perf_counter()
            dialog.refresh()
            app.processEvents()
            refreshes.append(time.perf_counter() - started)
            table_rows = dialog.table.rowCount()
            dialog.close()
            dialog.deleteLater()
            app.processEvents()

            bare = QTableWidget(0, COLUMNS)
            bare.resize(1000, 600)
            bare.show()
            app.processEvents()
            started = time.perf_counter()
            bare.setRowCount(table_rows)
            for row in range(table_rows):
                for column in range(COLUMNS):
                    bare.setItem(row, column, QTableWidgetItem("12345"))
            app.processEvents()
            bares.append(time.perf_counter() - started)
            bare.close()
            bare.deleteLater()
            app.processEvents()
        open_ms, refresh_ms, bare_ms = (statistics.median(runs) * 1000 for runs in (opens, refreshes, bares))
        print(f"| {rows} | {table_rows} | {open_ms:.0f} | {refresh_ms:.0f} | {bare_ms:.0f} | "
              f"{refresh_ms / bare_ms:.1f} |")
    print(f"\n{len(GAMES)} games; every game has a row even when never played, so rows = variants + "
          "the games without figures.")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
