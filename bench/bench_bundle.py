"""The built app's figures (not a test): sizes, and start-up to a painted table, frozen against source.

    .venv/bin/python packaging/build.py [--onefile]      first
    .venv/bin/python bench/bench_bundle.py [--runs N] [--game rainbow]

Prints the size of the one-folder app (with its largest parts), the .tar.gz and the one-file executable
when they are there; then, in the same run on the same machine, the time from starting a process to
its exit after painting the table into a PNG (``--screenshot``: imports, QApplication, main window, the
deal, one paint of the whole window, the PNG written) for the frozen app, the one-file app (which first
unpacks itself) and ``python -m patience_qt``: median and fastest of N runs, taken in turns so a busy
machine slows all of them alike, and each frozen median against the source one (issue 24 asks 1.1x).
Runs offscreen unless QT_QPA_PLATFORM says otherwise.
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
EXE = ".exe" if sys.platform == "win32" else ""


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(item.stat().st_size for item in path.rglob("*") if item.is_file() and not item.is_symlink())


def mb(size: int) -> str:
    return f"{size / 1_000_000:7.1f} MB"


def parts_of(folder: Path) -> list[tuple[str, int]]:
    """The one-folder app's size by part: ICU, Qt libraries, Qt plugins, bindings, Python, the rest."""
    groups: dict[str, int] = {}
    for item in folder.rglob("*"):
        if not item.is_file() or item.is_symlink():
            continue
        rel = item.relative_to(folder).as_posix().lower()
        name = item.name.lower()
        if "icu" in name:
            group = "ICU (linked by QtCore)"
        elif "/plugins/" in rel:
            group = "Qt plugins"
        elif "/translations/" in rel and "resources/" not in rel:
            group = "Qt translations"
        elif name.startswith(("libqt6", "qt6")) or ".framework/" in rel:
            group = "Qt libraries"
        elif "pyside6/" in rel or "shiboken6" in rel:
            group = "PySide6 bindings"
        elif "python" in name or "lib-dynload" in rel or name == "base_library.zip" or "pyz" in name:
            group = "Python"
        elif "resources/" in rel:
            group = "resources (art, icons)"
        elif rel == f"patience-qt{EXE}":
            group = "launcher + program"
        else:
            group = "other libraries"
        groups[group] = groups.get(group, 0) + item.stat().st_size
    return sorted(groups.items(), key=lambda pair: -pair[1])


def time_to_paint(command: list[str], shot: Path, env: dict[str, str]) -> float:
    shot.unlink(missing_ok=True)
    started = time.perf_counter()
    result = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    seconds = time.perf_counter() - started
    if result.returncode != 0 or not shot.is_file():
        raise SystemExit(f"bench: {' '.join(command)} failed ({result.returncode}): {result.stderr.strip()}")
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each (default 7)")
    parser.add_argument("--game", default="rainbow", help="the deal to paint (default rainbow, game 1)")
    args = parser.parse_args(argv)

    folder = DIST / "patience-qt"
    frozen = folder / f"patience-qt{EXE}"
    if not frozen.is_file():
        print("bench: no built app; run: python packaging/build.py [--onefile]", file=sys.stderr)
        return 1
    archives = sorted(DIST.glob("patience-qt-*.tar.gz"))
    onefiles = [path for path in sorted(DIST.glob("patience-qt-*-*"))
                if path.is_file() and not path.name.endswith(".tar.gz")]

    print(f"Bundle sizes ({platform.system()} {platform.machine()}, Python {platform.python_version()}):")
    print(f"  one folder    {mb(size_of(folder))}  {folder.relative_to(ROOT)}")
    for name, size in parts_of(folder):
        print(f"    {name:<24}{mb(size)}")
    for archive in archives:
        print(f"  archive       {mb(size_of(archive))}  {archive.relative_to(ROOT)}")
    for onefile in onefiles:
        print(f"  one file      {mb(size_of(onefile))}  {onefile.relative_to(ROOT)}")

    env = dict(os.environ)
    if not env.get("QT_QPA_PLATFORM") and not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as tmp:
        shot = Path(tmp) / "table.png"
        tail = ["--screenshot", str(shot), "--game", args.game, "--seed", "1"]
        # Each app gets its own settings folder, so no run reads another's saved state.
        contenders = {"frozen one-folder": [str(frozen), *tail]}
        for onefile in onefiles:
            contenders["frozen one-file"] = [str(onefile), *tail]
        contenders["python -m patience_qt"] = [sys.executable, "-m", "patience_qt", *tail]
        env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = tmp
        env["PYTHONPATH"] = str(ROOT)
        env.pop("PYTHONDONTWRITEBYTECODE", None)  # as bench_startup: .pyc files kept, as a player's are
        times: dict[str, list[float]] = {name: [] for name in contenders}
        for command in contenders.values():  # a warm-up each: the file cache, font cache, .pyc files
            time_to_paint(command, shot, env)
        for _ in range(args.runs):
            for name, command in contenders.items():
                times[name].append(time_to_paint(command, shot, env))
    where = env.get("QT_QPA_PLATFORM") or "display"
    print(f"\nStart to painted table and exit ({args.game} game 1, --screenshot, {where}, "
          f"{args.runs} runs each):")
    source = statistics.median(times["python -m patience_qt"])
    for name, values in times.items():
        ratio = "" if name.startswith("python") else \
            f"   {statistics.median(values) / source:4.2f}x python -m (median)"
        print(f"  {name:<24} median {statistics.median(values):5.2f} s   fastest {min(values):5.2f} s{ratio}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
