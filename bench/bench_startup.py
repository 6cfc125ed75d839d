"""Start-up against the floor (figures, not a test): time to the first painted table and memory after it.

    .venv/bin/python bench/bench_startup.py [--runs 5] [--games rainbow,carnival,devils_two_decks]
                                           [--no-frozen] [--offscreen]

What it measures, and why this way:

* The floor is ``bench/startup_floor.py``: a bare QApplication + QMainWindow + QGraphicsView, the least
  a PySide6 program with a table can do. Each run of the program is paired with a run of the floor
  just before it, so a busy machine (2 shared cores here) slows both alike; "× floor" is the program's
  median over the floor's median, "× its pair's floor" the median of each run over the floor run just
  before it (steadier when the machine's load swings between the pairs).
* "First painted table": the program marks it itself. With ``PATIENCE_QT_STARTUP_PROBE=FILE`` it writes
  ``time.time()`` into FILE when its event loop comes back after the table view's first paint (the
  paint done and flushed to the display; ``patience_qt/startup_probe.py``); the floor marks its view
  the same way. The bench reads its clock just before it starts the process, so the figure is exec to
  painted table: interpreter start, imports, QApplication, the window, the deal, the first paint.
  That is what the player waits for, it is exact, and it works from source and from the frozen app
  alike; watching the X server for the window to be mapped (xdotool/xwininfo) would poll, cost CPU
  beside the program on two cores, and see a window mapped before anything is painted in it.
* Memory: VmRSS from /proc/PID/status 2 s after the mark (summed over the process and its children:
  the one-file app's boot loader unpacks and starts the real program as a child), then the process is
  stopped (SIGTERM).
* A fresh profile every run: its own PATIENCE_QT_DATA_DIR, XDG_CONFIG_HOME (QSettings) and
  XDG_DATA_HOME, all in a new temporary folder. XDG_CACHE_HOME is left alone: fontconfig keeps its
  cache there, warm on a player's machine. The program's own cache (the card pictures of
  ``ui/table/face_cache.py``) is named by PATIENCE_QT_CACHE_DIR: one folder for the whole bench, warmed
  by the untimed first runs, as on a player's machine after one start; the "cold cache" rows give each
  run an empty one, as the very first start (or the first after the art or the window's size changed).
  "resumed" runs start the program without a deal on the command line and with a saved game (the same
  deal, 20 moves played) copied into that folder first, as a player reopening a game in progress.
* The display: the one there is (DISPLAY); without one, an Xvfb of its own (1920x1080x24) when Xvfb is
  installed, else Qt's offscreen platform (said in the header line, since offscreen paints nothing on
  a screen). ``--offscreen`` forces it.
* The frozen app (``dist/patience-qt/patience-qt``, made by ``packaging/build.py``) and the one-file
  executable are measured too when they are there (``--no-frozen`` skips them).

Every command runs once untimed first (file cache, .pyc files, font cache), with
PYTHONDONTWRITEBYTECODE taken out of the environment so that the .pyc files are written, as on a
player's machine.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
DIST = ROOT / "dist"
FLOOR = Path(__file__).resolve().parent / "startup_floor.py"
GAMES = ("rainbow", "carnival", "devils_two_decks")
RESUMED_MOVES = 20
RSS_DELAY = 2.0
TIMEOUT = 60.0


@dataclass
class Contender:
    """One way of starting the program (or the floor) and the figures of its runs."""

    name: str
    command: list[str]
    saved_game: Path | None = None  # copied into the fresh profile first: the program resumes it
    cold_cache: bool = False  # an empty card picture cache each run, not the bench's warm one
    seconds: list[float] = field(default_factory=list)
    rss: list[int] = field(default_factory=list)  # kB
    paired: list[float] = field(default_factory=list)  # each run's time over its pair's floor run


# -- the display ------------------------------------------------------------------------------------

@contextlib.contextmanager
def display(offscreen: bool):
    """Yields (environment changes, a description): the display there is, an own Xvfb, or offscreen."""
    if offscreen:
        yield {"QT_QPA_PLATFORM": "offscreen"}, "offscreen (Qt's offscreen platform, no screen)"
        return
    if os.environ.get("DISPLAY"):
        yield {"QT_QPA_PLATFORM": "xcb"}, f"the display there is, {os.environ['DISPLAY']} (xcb)"
        return
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield {"QT_QPA_PLATFORM": "offscreen"}, "offscreen (no DISPLAY and no Xvfb installed)"
        return
    read_end, write_end = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", "1920x1080x24",
                               "-nolisten", "tcp"], pass_fds=(write_end,), stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    os.close(write_end)
    with os.fdopen(read_end) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        raise SystemExit("bench_startup: Xvfb did not start")
    try:
        yield ({"DISPLAY": f":{number}", "QT_QPA_PLATFORM": "xcb"},
               f"an Xvfb of its own, :{number}, 1920x1080x24, no window manager (xcb)")
    finally:
        server.terminate()
        server.wait(timeout=10)


# -- one run ----------------------------------------------------------------------------------------

def tree_rss(pid: int) -> int:
    """VmRSS in kB of a process and its descendants."""
    total = 0
    pending = [pid]
    while pending:
        current = pending.pop()
        try:
            for line in Path(f"/proc/{current}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    total += int(line.split()[1])
            for task in Path(f"/proc/{current}/task").iterdir():
                children = (task / "children").read_text().split()
                pending += [int(child) for child in children]
        except (OSError, ValueError):
            continue
    return total


def stop(process: subprocess.Popen) -> None:
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def run_once(contender: Contender, base_env: dict[str, str], cache: Path) -> tuple[float, int]:
    """Start it in a fresh profile; seconds from exec to the first painted table, and kB RSS 2 s later.
    ``cache``: the card pictures' folder (warm), unless the contender wants a cold one."""
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as folder:
        tmp = Path(folder)
        data = tmp / "data"
        data.mkdir()
        if contender.saved_game is not None:
            shutil.copy(contender.saved_game, data / contender.saved_game.name)
        mark = tmp / "first-paint"
        env = dict(base_env, PATIENCE_QT_STARTUP_PROBE=str(mark), PATIENCE_QT_DATA_DIR=str(data),
                   XDG_CONFIG_HOME=str(tmp / "config"), XDG_DATA_HOME=str(tmp / "share"),
                   PATIENCE_QT_CACHE_DIR=str(tmp / "cache" if contender.cold_cache else cache))
        log = tmp / "log"
        with open(log, "w", encoding="utf-8") as output:
            started = time.time()
            process = subprocess.Popen(contender.command, env=env, cwd=ROOT, stdout=output,
                                       stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
            try:
                deadline = started + TIMEOUT
                while not mark.is_file() or not mark.read_text().strip():
                    if process.poll() is not None or time.time() > deadline:
                        stop(process)
                        text = log.read_text(encoding="utf-8", errors="replace").strip()
                        raise SystemExit(f"bench_startup: {contender.name}: no first paint "
                                         f"(exit {process.returncode}): {text[-400:]}")
                    time.sleep(0.01)
                painted = float(mark.read_text())
                time.sleep(RSS_DELAY)
                rss = tree_rss(process.pid)
            finally:
                stop(process)
        return painted - started, rss


# -- the contenders ---------------------------------------------------------------------------------

def saved_game(game_id: str, folder: Path) -> Path:
    """A saved game in progress (``RESUMED_MOVES`` moves of the baseline policy), as the program keeps it."""
    from patience_qt.play.families import baseline_policy
    from patience_qt.play.hints.policy import play_on
    from patience_qt.play.session import Session
    from patience_qt.rules import new_game
    from patience_qt.store import Profile

    game = new_game(game_id, seed=1)
    policy = baseline_policy(game_id)
    play_on(game, policy, stop=lambda: len(game.moves) >= RESUMED_MOVES)
    profile = Profile(folder / game_id)
    warning = profile.save_current(Session.resumed(game, elapsed=95.0).to_dict())
    if warning:
        raise SystemExit(f"bench_startup: could not write the saved game: {warning}")
    return profile.current_game_path


def frozen_apps(include: bool) -> dict[str, Path]:
    if not include:
        return {}
    found = {}
    folder_app = DIST / "patience-qt" / "patience-qt"
    if folder_app.is_file():
        found["frozen"] = folder_app
    for path in sorted(DIST.glob("patience-qt-*-*")):
        if path.is_file() and not path.name.endswith(".tar.gz") and os.access(path, os.X_OK):
            found["one-file"] = path
    return found


def contenders_for(game_id: str, apps: dict[str, Path], saves: Path) -> list[Contender]:
    deal = ["--game", game_id, "--seed", "1"]
    saved = saved_game(game_id, saves)
    source = [sys.executable, "-m", "patience_qt", *deal]
    found = [Contender("python -m", source), Contender("python -m, cold cache", source, cold_cache=True),
             Contender("python -m, resumed", [sys.executable, "-m", "patience_qt"], saved)]
    for name, path in apps.items():
        found.append(Contender(name, [str(path), *deal]))
        found.append(Contender(f"{name}, cold cache", [str(path), *deal], cold_cache=True))
        found.append(Contender(f"{name}, resumed", [str(path)], saved))
    return found


# -- the report -------------------------------------------------------------------------------------

def median_ms(values: list[float]) -> float:
    return statistics.median(values) * 1000


def median_mb(values: list[int]) -> float:
    return statistics.median(values) / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="pairs (floor, program) per row (default 5)")
    parser.add_argument("--games", default=",".join(GAMES), help="the deals (game 1 of each)")
    parser.add_argument("--no-frozen", action="store_true", help="leave out the built app")
    parser.add_argument("--offscreen", action="store_true", help="Qt's offscreen platform, no display")
    args = parser.parse_args(argv)
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(1))  # stopped: still stop the program and the Xvfb
    games = [name.strip() for name in args.games.split(",") if name.strip()]
    apps = frozen_apps(not args.no_frozen)
    floor = Contender("floor", [sys.executable, str(FLOOR)])
    with (tempfile.TemporaryDirectory(prefix="bench-saves-") as saves,
          display(args.offscreen) as (extra, where)):
        env = dict(os.environ, **extra)
        env["PYTHONPATH"] = str(ROOT)
        # a player's Python keeps the .pyc files it compiles (pip writes them at install): without
        # them every start from source would compile the program's sixty modules again (~80 ms here)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        rows = [(game_id, contender) for game_id in games
                for contender in contenders_for(game_id, apps, Path(saves))]
        print(f"Start-up to the first painted table, on {where}; {args.runs} pairs (floor, program) per row, "
              f"fresh profile each run; RSS {RSS_DELAY:.0f} s after the first paint. "
              f"Frozen: {', '.join(str(path.relative_to(ROOT)) for path in apps.values()) or 'none built'}.",
              flush=True)
        cache = Path(saves) / "cache"  # the card pictures, warm after the untimed runs
        for contender in [floor, *(contender for _game, contender in rows)]:  # warm-ups, untimed
            run_once(contender, env, cache)
        for _ in range(args.runs):
            for _game_id, contender in rows:
                seconds, rss = run_once(floor, env, cache)
                floor.seconds.append(seconds)
                floor.rss.append(rss)
                seconds, rss = run_once(contender, env, cache)
                contender.paired.append(seconds / floor.seconds[-1])
                contender.seconds.append(seconds)
                contender.rss.append(rss)
    floor_ms, floor_mb = median_ms(floor.seconds), median_mb(floor.rss)
    print()
    print("| Table | Started as | First paint, median ms | × floor | × its pair's floor, median "
          "| RSS, median MB | × floor |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    print(f"| (empty) | floor: QMainWindow + QGraphicsView | {floor_ms:.0f} | 1.00 | 1.00 | {floor_mb:.1f} "
          "| 1.00 |")
    for game_id, contender in rows:
        ms, mb = median_ms(contender.seconds), median_mb(contender.rss)
        print(f"| {game_id} | {contender.name} | {ms:.0f} | {ms / floor_ms:.2f} | "
              f"{statistics.median(contender.paired):.2f} | {mb:.1f} | {mb / floor_mb:.2f} |")
    by_name: dict[str, list[float]] = {}
    for _game_id, contender in rows:
        by_name.setdefault(contender.name, []).extend(contender.seconds)
    source = by_name.get("python -m")
    print()
    print(f"floor: {len(floor.seconds)} runs, fastest {min(floor.seconds) * 1000:.0f} ms.")
    for name in ("frozen", "one-file"):
        if name in by_name and source:
            print(f"{name} against python -m over all tables: "
                  f"{statistics.median(by_name[name]) / statistics.median(source):.2f}×.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
