"""Does a built wheel or sdist carry everything the program reads? ``python tools/check_dist.py DIST…``

The program reads, besides its modules: the card faces in both index sets (``resources/cards/*.svg``,
``resources/cards/russian/``), the backs, the icons, the compiled translations, the card art's LICENSE
and SOURCE, and the odds' tables (``patience_qt/play/odds/*.json``); ``patience_qt.assets`` finds the
resources in an installed copy at ``patience_qt/resources/``. So a wheel must hold exactly:

- every ``.py`` module of ``patience_qt/``, and the ``.json`` tables beside them;
- every file of ``resources/`` under ``patience_qt/resources/``, but each ``.ts`` translation source as
  its compiled ``.qm`` (setup.py's build_py compiles them; the program never reads a ``.ts``);
- the player's help under ``patience_qt/help/``: the pages of ``docs/`` and the pictures they show
  (``patience_qt.help_pages.help_files``; setup.py's build_py copies them), the same bytes as ``docs/``;
- the solver's compiled core where the build found a compiler (optional: it is reported, not required);
- the metadata: this checkout's ``patience_qt.__version__``, ``License-Expression: MIT``, both licence
  files, the two commands (``patience-qt-cli`` on the console, ``patience-qt`` for the desktop).

Nothing else (no ``.ts``, no C source, no stray file from an old build). An sdist must hold what a wheel
is built from: the package, ``resources/`` with the ``.ts`` sources, the C sources and headers, the help's
files of ``docs/``, ``setup.py``, ``tools/qm_writer.py``, ``pyproject.toml``, README and the licences.

Given several wheels, they must also hold the same files. Prints one line per problem and exits 1, or
prints what each file holds and exits 0. tests/test_wheel.py runs it on a wheel built from a copy of the
checkout; .ci/run on the sdist, the wheel built from the sdist and the one built from the checkout.
"""

from __future__ import annotations

import sys
import tarfile
import zipfile
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))  # run as a script from anywhere: the help's list is the package's
sys.path.insert(0, str(ROOT / "packaging"))
from source_version import source_version  # noqa: E402 (the version as the build reads it)

from patience_qt.help_pages import PACKAGED, help_files  # noqa: E402 (stdlib only, no Qt)

LICENCE_FILES = ("LICENSE", "resources/cards/LICENSE")
COMMANDS = {"console_scripts": "patience-qt-cli", "gui_scripts": "patience-qt"}
NATIVE_PREFIX = "patience_qt/play/solver/_native."
SDIST_EXTRAS = ("setup.py", "pyproject.toml", "MANIFEST.in", "README.md", "tools/qm_writer.py")


def _files(folder: Path) -> list[str]:
    """The files under a folder, as posix paths relative to it (caches and compiled leftovers aside)."""
    return sorted(path.relative_to(folder).as_posix() for path in folder.rglob("*")
                  if path.is_file() and "__pycache__" not in path.parts
                  and path.suffix not in (".pyc", ".so", ".pyd"))


def expected_package_files(root: Path = ROOT) -> set[str]:
    """What a wheel's ``patience_qt/`` must hold, but the optional compiled core."""
    modules = {f"patience_qt/{name}" for name in _files(root / "patience_qt")
               if name.endswith(".py") or (PurePosixPath(name).parent.as_posix() == "play/odds"
                                           and name.endswith(".json"))}
    resources = set()
    for name in _files(root / "resources"):
        if name.endswith(".ts"):
            name = name[:-len(".ts")] + ".qm"
        resources.add(f"patience_qt/resources/{name}")
    return modules | resources | {f"patience_qt/{PACKAGED}/{name}" for name in help_files(root / "docs")}


def help_differences(archive: zipfile.ZipFile, root: Path = ROOT) -> list[str]:
    """The help files of a wheel that are not the bytes of their page or picture in ``docs/``."""
    names = set(archive.namelist())
    return [f"differs from docs/{name}: patience_qt/{PACKAGED}/{name}" for name in help_files(root / "docs")
            if f"patience_qt/{PACKAGED}/{name}" in names
            and archive.read(f"patience_qt/{PACKAGED}/{name}") != (root / "docs" / name).read_bytes()]


def wheel_problems(wheel: Path, root: Path = ROOT) -> list[str]:
    """What is wrong with a wheel: files missing, files that should not be there, the metadata."""
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        info = sorted({name.split("/", 1)[0] for name in names if ".dist-info/" in name})
        if len(info) != 1:
            return [f"{wheel.name}: {len(info)} .dist-info folders"]
        dist_info = info[0]
        read = {name: archive.read(f"{dist_info}/{name}").decode("utf-8")
                for name in ("METADATA", "entry_points.txt") if f"{dist_info}/{name}" in names}
        changed = help_differences(archive, root)
    expected = expected_package_files(root)
    package = {name for name in names if not name.startswith(dist_info + "/")}
    problems = [f"missing: {name}" for name in sorted(expected - package)] + changed
    problems += [f"not the program's: {name}" for name in sorted(package - expected)
                 if not (name.startswith(NATIVE_PREFIX) and name.endswith((".so", ".pyd")))]
    problems += [f"missing: {dist_info}/licenses/{name}" for name in LICENCE_FILES
                 if f"{dist_info}/licenses/{name}" not in names]
    metadata = read.get("METADATA", "")
    version = source_version(root)
    for line in (f"Version: {version}", "License-Expression: MIT",
                 *(f"License-File: {name}" for name in LICENCE_FILES)):
        if line not in metadata.splitlines():
            problems.append(f"METADATA does not say {line!r}")
    entry_points = read.get("entry_points.txt", "")
    for section, command in COMMANDS.items():
        block = entry_points.partition(f"[{section}]")[2].partition("[")[0]
        if f"{command} = patience_qt.__main__:main" not in block:
            problems.append(f"entry_points.txt has no {command} in [{section}]")
    return [f"{wheel.name}: {problem}" for problem in problems]


def sdist_problems(sdist: Path, root: Path = ROOT) -> list[str]:
    """What a wheel built from this sdist would lack."""
    with tarfile.open(sdist) as archive:
        names = {member.name.split("/", 1)[1] for member in archive.getmembers()
                 if member.isfile() and "/" in member.name}
    expected = {f"patience_qt/{name}" for name in _files(root / "patience_qt")
                if name.endswith((".py", ".json", ".c", ".h"))}
    expected |= {f"resources/{name}" for name in _files(root / "resources") if not name.endswith(".qm")}
    expected |= {f"docs/{name}" for name in help_files(root / "docs")}
    expected |= set(SDIST_EXTRAS) | set(LICENCE_FILES)
    return [f"{sdist.name}: missing: {name}" for name in sorted(expected - names)]


def wheel_differences(first: Path, second: Path) -> list[str]:
    """The files one wheel has and the other lacks (the compiled core's name may differ by platform)."""
    def files(wheel: Path) -> set[str]:
        with zipfile.ZipFile(wheel) as archive:
            return {name for name in archive.namelist() if not name.startswith(NATIVE_PREFIX)}

    one, two = files(first), files(second)
    return [f"only in the first: {name}" for name in sorted(one - two)] + \
        [f"only in the second: {name}" for name in sorted(two - one)]


def describe(path: Path) -> str:
    """What a built file holds, in one line: its size, its files, the card pictures and icons."""
    if path.name.endswith(".whl"):
        with zipfile.ZipFile(path) as archive:
            names = archive.namelist()
    else:
        with tarfile.open(path) as archive:
            names = [member.name for member in archive.getmembers() if member.isfile()]
    cards = sum(1 for name in names if "/resources/cards/" in f"/{name}" and name.endswith(".svg"))
    icons = sum(1 for name in names if "/resources/icons/" in f"/{name}")
    return (f"{path.name}: {path.stat().st_size:,} bytes, {len(names)} files, {cards} card pictures, "
            f"{icons} icons")


def main(argv: list[str]) -> int:
    if not argv:
        print(__doc__.splitlines()[0], file=sys.stderr)
        return 2
    problems: list[str] = []
    for name in argv:
        path = Path(name)
        problems += wheel_problems(path) if path.name.endswith(".whl") else sdist_problems(path)
    wheels = [Path(name) for name in argv if name.endswith(".whl")]
    for other in wheels[1:]:
        problems += [f"{wheels[0].name} and {other.name} differ: {line}"
                     for line in wheel_differences(wheels[0], other)]
    for line in problems or [describe(Path(name)) for name in argv]:
        print(line)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
