"""Check that a Linux build runs on the oldest glibc it promises.

``python tools/check_glibc.py [--floor X.Y | --floor system] TARGET...`` reads every ELF file of each
TARGET (the bundle folder ``dist/patience-qt``, the tarball, the ``.deb``, or one file), finds the newest
``GLIBC_`` symbol version each needs (packaging/glibc_floor.py), prints the newest of them all and the file
asking for it, and exits 1 with one line per file that needs more than the floor:

- without ``--floor``, the floor is the one the docs state (``FLOOR`` in packaging/glibc_floor.py): what
  the workflow's build, made in that glibc's system, must meet;
- ``--floor system`` is this machine's own glibc: a build made here can promise no older one, yet must not
  need a newer one either (a wheel built elsewhere could bring such a file). The newest version found is
  then also compared with the stated floor and a note says when this machine's build needs more than the
  released builds do (it runs on fewer systems; .ci/run builds on whatever machine it has).

For a ``.deb`` the ``libc6 (>= X)`` of its Depends must be exactly the newest version its files need: lower
and apt installs it where it cannot start, higher and apt refuses systems it runs on.
"""

from __future__ import annotations

import argparse
import re
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import glibc_floor  # noqa: E402


def floor_of(text: str | None) -> tuple[str, str]:
    """(the floor, where it comes from) for the --floor argument."""
    if text is None:
        return glibc_floor.FLOOR, "the stated floor, packaging/glibc_floor.py"
    if text == "system":
        release = glibc_floor.this_machine()
        if release is None:
            raise SystemExit("check_glibc: this machine's C library is not glibc; give --floor X.Y")
        return release, "this machine's glibc"
    if not re.fullmatch(r"\d+(?:\.\d+)+", text):
        raise SystemExit(f"check_glibc: --floor wants a glibc release like {glibc_floor.FLOOR} or 'system'")
    return text, "given"


def check(target: Path, floor: str, where: str, stated: str) -> list[str]:
    """Report on one target; the problems found, one line each."""
    found = glibc_floor.scan(target)
    best = glibc_floor.newest(found)
    if best is None:
        print(f"glibc: {target}: {len(found)} ELF files, none needing a particular glibc")
    else:
        symbols = f" ({', '.join(best.symbols[:3])})" if best.symbols else ""
        print(f"glibc: {target}: {len(found)} ELF files; the newest glibc needed is {best.release}: "
              f"{best.version} by {best.name}{symbols}")
    problems = [f"{target}: {line}" for line in glibc_floor.offenders(found, floor)]
    if not problems:
        print(f"glibc: {target}: runs on glibc {floor} ({where})")
    if best is not None and floor != stated and glibc_floor.version_key(best.release) > \
            glibc_floor.version_key(stated):
        print(f"glibc: note: {target} needs glibc {best.release}, newer than the {stated} the released "
              f"builds promise (built in {glibc_floor.BUILD_BASE}); this build runs on fewer systems")
    if target.name.endswith(".deb"):
        depends = glibc_floor.deb_depends(target.read_bytes())
        match = re.search(r"(?:^|,)\s*libc6(?:\s*\(>=\s*([^)\s]+)\s*\))?\s*(?:,|$)", depends)
        wanted = best.release if best else None
        if match is None:
            problems.append(f"{target}: Depends names no libc6: {depends}")
        elif match.group(1) != wanted:
            said = f"libc6 (>= {match.group(1)})" if match.group(1) else "libc6 unversioned"
            problems.append(f"{target}: Depends says {said}, but its files need glibc {wanted}")
        else:
            print(f"glibc: {target}: Depends: libc6 (>= {wanted}), as its files need")
    return problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Check that no ELF file of a Linux build needs a newer "
                                                 "glibc than the floor.")
    parser.add_argument("targets", nargs="+", type=Path, metavar="TARGET",
                        help="a folder (dist/patience-qt), a .tar.gz, a .deb or an ELF file")
    parser.add_argument("--floor", metavar="X.Y|system",
                        help=f"the oldest glibc allowed (default: the stated {glibc_floor.FLOOR}; "
                             "'system': this machine's)")
    args = parser.parse_args(argv)
    floor, where = floor_of(args.floor)
    problems = []
    for target in args.targets:
        if not target.exists():
            problems.append(f"{target}: no such file or folder")
            continue
        try:
            problems += check(target, floor, where, glibc_floor.FLOOR)
        except (ValueError, OSError, tarfile.TarError) as error:  # not a package, a cut-off download
            problems.append(f"{target}: cannot be read: {error}")
    for line in problems:
        print(f"glibc: {line}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
