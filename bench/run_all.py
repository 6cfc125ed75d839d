"""Every benchmark in one command, written into docs/benchmarks.md (figures, never tests).

    python bench/run_all.py                        # every bench at the sizes the docs quote (long)
    python bench/run_all.py --quick                # small sizes: about ten minutes on 2 busy cores
    python bench/run_all.py --only solver --only hints   # just these sections
    python bench/run_all.py --quick --out -        # print only, write nothing

Each script in bench/ prints its own figures (mostly a Markdown table); this one runs them in turn,
echoes what they print, and writes each into its own section of docs/benchmarks.md with the date, the
machine (cores, CPU model, Python, Qt), the command and the wall time, because a figure without its
machine cannot be compared with anything. Only the sections run are replaced: the others, and the text
outside the sections (the earlier measurements kept by hand), stay as they were, so ``--only`` updates
one section without losing the rest. A bench that fails keeps its old section and makes the exit
status 1; the bundle bench, which needs a built app (``packaging/build.py``), is skipped without one,
and the start-up bench measures the built app too when there is one and starts an Xvfb of its own
when there is no display (run_all's QT_QPA_PLATFORM=offscreen is not what a player sees).
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from datetime import date
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
OUT = ROOT / "docs" / "benchmarks.md"

HEADER = """# Benchmarks

Figures, never timed tests. The sections between the `bench:` markers are written by
`python bench/run_all.py` (see its `--help`): do not edit them by hand, run it again. Each section
says when, on what machine and with which command it was measured; the machine this project is
developed on has 2 cores shared with other work, so throughput figures are floors. The `bundle`
bench needs a built app (`packaging/build.py`) and is skipped without one.

"""


@dataclass(frozen=True)
class Bench:
    """One section: the script, its arguments at full and at quick size, and what it needs."""

    name: str
    title: str
    script: str
    full: tuple[str, ...]
    quick: tuple[str, ...]
    needs: Path | None = None  # a file that must exist, else the bench is skipped


BENCHES: tuple[Bench, ...] = (
    Bench("simulate", "Simulation throughput and baseline win rates", "bench_simulate.py",
          (), ("-n", "100", "--clock-n", "2000")),
    Bench("solver", "Solver: decided within 2 s, both search cores", "bench_solver.py", (),
          ("-n", "10", "--fresh", "5")),
    Bench("where", "Where did it go wrong: the look back on games the hints lose", "bench_where.py",
          ("--histories",), ("-n", "2", "--histories", "toad", "star")),
    Bench("hints", "Hint latency", "bench_hints.py", (), ("-n", "3")),
    Bench("table", "Table: start-up and drag", "bench_table.py", (), ("--runs", "2", "--events", "200")),
    Bench("startup", "Start-up against the floor: first painted table and memory", "bench_startup.py", (),
          ("--runs", "2")),
    Bench("memory", "Memory over a long session", "bench_memory.py", (),
          ("--moves", "1000", "--every", "200")),
    Bench("monkey", "The monkey: random user events on the window", "bench_monkey.py", (),
          ("--events", "500", "--seeds", "1")),
    Bench("statistics", "Statistics window: open and refresh", "bench_statistics_window.py", (),
          ("--runs", "3")),
    Bench("bundle", "The built app: sizes and start-up", "bench_bundle.py", (), ("--runs", "2"),
          needs=ROOT / "dist" / "patience-qt"),
)
NAMES = [bench.name for bench in BENCHES]


# -- the machine ------------------------------------------------------------------------------------

def cpu_model() -> str:
    """The CPU's model name from /proc/cpuinfo, else what ``platform`` knows."""
    try:
        for line in Path("/proc/cpuinfo").read_text(encoding="utf-8").splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def cores() -> int:
    """The cores this process may use (what ``nproc`` prints)."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def qt_version() -> str:
    try:
        import PySide6
        from PySide6.QtCore import qVersion
    except ImportError:
        return "no Qt"
    return f"Qt {qVersion()} (PySide6 {PySide6.__version__})"


def machine() -> str:
    """One line: cores, CPU, system, Python, Qt, and how busy the machine was at the start."""
    load = f", load average {os.getloadavg()[0]:.1f} at the start" if hasattr(os, "getloadavg") else ""
    return (f"{cores()} cores ({cpu_model()}), {platform.system()} {platform.machine()}, "
            f"{platform.python_implementation()} {platform.python_version()}, {qt_version()}{load}")


# -- running ---------------------------------------------------------------------------------------

def run(bench: Bench, quick: bool) -> tuple[str, bool]:
    """Run one bench, echoing its output as it comes; returns its section text and whether it passed."""
    arguments = bench.quick if quick else bench.full
    command = ["python", f"bench/{bench.script}", *arguments]
    about = machine()
    print(f"## {bench.title}\n", flush=True)
    start = time.perf_counter()
    env = dict(os.environ)
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    process = subprocess.Popen([sys.executable, str(BENCH / bench.script), *arguments], cwd=ROOT,
                               env=env, stdout=subprocess.PIPE, text=True, encoding="utf-8")
    assert process.stdout is not None
    lines = []
    for line in process.stdout:
        print(line, end="", flush=True)
        lines.append(line.rstrip("\n"))
    ok = process.wait() == 0
    seconds = time.perf_counter() - start
    size = "quick size" if quick else "full size"
    section = (f"## {bench.title}\n\n"
               f"Measured {date.today()} on {about}.\n"
               f"`{' '.join(command)}` ({size}), {seconds:.0f} s.\n\n{as_markdown(lines)}\n")
    print(f"\n({' '.join(command)}: {seconds:.0f} s{'' if ok else ', FAILED'})\n", flush=True)
    return section, ok


def as_markdown(lines: list[str]) -> str:
    """A bench's output as Markdown: its tables as they are (a blank line before each, so that the
    line above does not swallow it), free text (start-up, memory, monkey, bundle) as printed."""
    if not any(line.startswith("|") for line in lines):
        return "```text\n" + "\n".join(lines).strip("\n") + "\n```"
    out: list[str] = []
    for line in lines:
        if line.startswith("|") and out and out[-1] and not out[-1].startswith("|"):
            out.append("")
        out.append(line)
    return "\n".join(out).strip("\n")


# -- the file ---------------------------------------------------------------------------------------

def marker(name: str) -> tuple[str, str]:
    return f"<!-- bench:{name} -->", f"<!-- /bench:{name} -->"


def write(path: Path, sections: dict[str, str]) -> None:
    """Replace the sections named in ``sections`` (in place, or appended in BENCHES order when new)."""
    text = path.read_text(encoding="utf-8") if path.exists() else HEADER
    for name in NAMES:
        if name not in sections:
            continue
        begin, end = marker(name)
        block = f"{begin}\n{sections[name].rstrip()}\n{end}"
        pattern = re.compile(re.escape(begin) + r".*?" + re.escape(end), re.DOTALL)
        found = pattern.search(text)
        if found:
            text = text[:found.start()] + block + text[found.end():]
        else:
            later = [n for n in NAMES[NAMES.index(name) + 1:] if marker(n)[0] in text]
            if later:
                at = text.index(marker(later[0])[0])
                text = f"{text[:at]}{block}\n\n{text[at:]}"
            else:
                earlier = text.find("\n# Earlier")  # new sections go before the hand-kept part
                at = earlier + 1 if earlier >= 0 else len(text)
                text = f"{text[:at].rstrip()}\n\n{block}\n\n{text[at:]}".rstrip() + "\n"
    path.write_text(text, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--quick", action="store_true", help="small sizes instead of the full ones")
    parser.add_argument("--only", action="append", choices=NAMES, metavar="NAME",
                        help=f"run only this bench (again for more): {', '.join(NAMES)}")
    parser.add_argument("--out", default=str(OUT),
                        help="the file to write (default docs/benchmarks.md; '-' writes nothing)")
    args = parser.parse_args(argv)
    chosen = [bench for bench in BENCHES if not args.only or bench.name in args.only]
    sections: dict[str, str] = {}
    failed = 0
    for bench in chosen:
        if bench.needs is not None and not bench.needs.exists():
            print(f"## {bench.title}\n\nskipped: no {bench.needs.relative_to(ROOT)} "
                  "(run packaging/build.py first); its section stays as it was\n", flush=True)
            continue
        section, ok = run(bench, args.quick)
        if ok:
            sections[bench.name] = section
        failed += not ok
    if args.out != "-" and sections:
        write(Path(args.out), sections)
        print(f"wrote {', '.join(sections)} into {args.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
