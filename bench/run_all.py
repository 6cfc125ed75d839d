"""Every benchmark in one command: prints each one's table, one after another.

    python bench/run_all.py            # the quick set (a few minutes on 2 cores)
    python bench/run_all.py --full     # the sizes README quotes (much longer)

Figures, not tests: each script prints its own Markdown table; this one only runs them in turn with
sizes that fit together, under the same machine header.
"""

from __future__ import annotations

import argparse
import os
import platform
import subprocess
import sys
import time
from datetime import date
from pathlib import Path

BENCH = Path(__file__).resolve().parent

QUICK: list[tuple[str, list[str]]] = [
    ("Simulation throughput and baseline win rates", ["bench_simulate.py", "-n", "100", "--clock-n", "2000"]),
    ("Solver time per deal", ["bench_solver.py", "-n", "10"]),
    ("Hint latency", ["bench_hints.py", "-n", "3"]),
    ("Table: start-up and drag", ["bench_table.py", "--runs", "2", "--events", "200"]),
    ("Memory over 1,000 moves", ["bench_memory.py", "--moves", "1000", "--every", "200"]),
    ("Statistics window: open and refresh", ["bench_statistics_window.py", "--runs", "3"]),
]
FULL: list[tuple[str, list[str]]] = [
    ("Simulation throughput and baseline win rates", ["bench_simulate.py"]),
    ("Solver time per deal", ["bench_solver.py"]),
    ("Hint latency", ["bench_hints.py"]),
    ("Table: start-up and drag", ["bench_table.py"]),
    ("Memory over 1,000 moves", ["bench_memory.py"]),
    ("Statistics window: open and refresh", ["bench_statistics_window.py"]),
]


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--full", action="store_true", help="the full sizes instead of the quick set")
    args = parser.parse_args()
    print(f"# Patience Qt benchmarks, {date.today()}: {platform.python_implementation()} "
          f"{platform.python_version()}, {platform.system()} {platform.machine()}, {os.cpu_count()} cores\n")
    failed = 0
    for title, command in FULL if args.full else QUICK:
        print(f"## {title}\n", flush=True)
        start = time.perf_counter()
        result = subprocess.run([sys.executable, str(BENCH / command[0]), *command[1:]], check=False)
        failed += result.returncode != 0
        print(f"\n({' '.join(command)}: {time.perf_counter() - start:.0f} s)\n", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
