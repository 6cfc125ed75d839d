"""The shared libraries a Linux ELF file links to, as the dynamic loader would find them (``ldd``).

packaging/build.py asks it which libraries a bundled one cannot find (over-trimming); packaging/deb.py
which libraries outside the bundle its binaries use (the .deb's Depends) and which none could find. Both
search the bundle's own folders first and nothing else a shell may have set: a player's machine has no
LD_LIBRARY_PATH of the build's, so a library only found through one would be missing there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Link:
    """One library a file needs: its name (``libfoo.so.1``) and the file the loader would map, or None
    when the loader finds none."""

    soname: str
    path: str | None


def available() -> bool:
    return shutil.which("ldd") is not None


def parse(output: str) -> list[Link]:
    """ldd's lines ``soname => /path (0x…)`` and ``soname => not found``; the lines without ``=>`` (the
    vDSO, the loader itself, "statically linked") name nothing to find and are left out. A path is
    normalised (ldd prints some with ``..`` in them)."""
    links = []
    for line in output.splitlines():
        if "=>" not in line:
            continue
        soname, _, target = (part.strip() for part in line.partition("=>"))
        if target.startswith("not found"):
            links.append(Link(soname, None))
        elif target.startswith("/"):
            links.append(Link(soname, os.path.normpath(target.split(" (")[0])))
    return links


def linked(path: Path, search: Iterable[str | Path] = ()) -> list[Link]:
    """The libraries ``path`` needs, found first in the folders ``search`` (LD_LIBRARY_PATH replaced)."""
    env = dict(os.environ, LD_LIBRARY_PATH=os.pathsep.join(str(folder) for folder in search))
    result = subprocess.run(["ldd", str(path)], capture_output=True, text=True, env=env)
    return parse(result.stdout)
