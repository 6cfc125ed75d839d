"""The oldest glibc the Linux app runs on: the ELF reader (packaging/glibc_floor.py) against binutils' own
reading, tools/check_glibc.py's verdict on a floor for a folder, a tarball and a .deb, the .deb's
``libc6 (>= …)`` following what its files need, and the floor stated once (the docs and the workflow say
the same). The real bundle is checked by ``.ci/run``; here small programs compiled for the test stand in.
"""

from __future__ import annotations

import io
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import deb  # noqa: E402
import glibc_floor  # noqa: E402

LINUX_GLIBC = pytest.mark.skipif(glibc_floor.this_machine() is None, reason="not a glibc system")
NEEDS_CC = pytest.mark.skipif(shutil.which("cc") is None, reason="no C compiler to make a program with")
NEEDS_READELF = pytest.mark.skipif(shutil.which("readelf") is None, reason="binutils' readelf is missing")

# reallocarray came in glibc 2.26, so the program needs GLIBC_2.26 at least, more where the start-up
# code of the machine's glibc asks for more (__libc_start_main@GLIBC_2.34 since 2.34)
PROGRAM = """\
#include <stdio.h>
#include <stdlib.h>
int main(void) {
    int *numbers = reallocarray(NULL, 4, sizeof *numbers);
    printf("%p\\n", (void *) numbers);
    free(numbers);
    return 0;
}
"""


def compile_program(folder: Path, name: str = "program", flags: tuple[str, ...] = ()) -> Path:
    source = folder / f"{name}.c"
    source.write_text(PROGRAM)
    program = folder / name
    subprocess.run(["cc", "-O1", *flags, "-o", str(program), str(source)], check=True, capture_output=True)
    source.unlink()
    return program


def readelf_needs(path: Path) -> list[str]:
    """The version names of the file's version-needs table as binutils' readelf lists them (each once: a
    name may be needed from two of glibc's libraries, GLIBC_2.2.5 from libc.so.6 and libm.so.6)."""
    text = subprocess.run(["readelf", "-V", "-W", str(path)], capture_output=True, text=True,
                          check=True).stdout
    part = text.partition("Version needs section")[2]
    return sorted(set(re.findall(r"Name: (\S+)\s+Flags:", part)))


def newest_by_readelf(path: Path) -> str:
    releases = [name.removeprefix("GLIBC_") for name in readelf_needs(path)
                if re.fullmatch(r"GLIBC_\d+(\.\d+)+", name)]
    return max(releases, key=glibc_floor.version_key)


def system_files() -> list[Path]:
    found = [Path(sys.executable).resolve(), Path("/bin/true").resolve()]
    for name in ("libz.so.1", "libstdc++.so.6", "libm.so.6"):
        for folder in ("/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/lib64"):
            if (Path(folder) / name).exists():
                found.append((Path(folder) / name).resolve())
                break
    return [path for path in found if path.is_file() and path.read_bytes()[:4] == b"\x7fELF"]


# -- the reader ---------------------------------------------------------------------------------------
@LINUX_GLIBC
@NEEDS_READELF
@pytest.mark.parametrize("path", system_files(), ids=lambda path: path.name)
def test_the_reader_finds_the_version_needs_readelf_finds(path):
    assert sorted(glibc_floor.needed_versions(path.read_bytes())) == readelf_needs(path)


@LINUX_GLIBC
@NEEDS_CC
@NEEDS_READELF
def test_a_programs_newest_glibc_and_the_symbols_that_ask_for_it(tmp_path):
    program = compile_program(tmp_path)
    versions = glibc_floor.needed_versions(program.read_bytes())
    assert "reallocarray" in versions["GLIBC_2.26"]
    needs = glibc_floor.glibc_needs("program", program.read_bytes())
    assert needs.release == newest_by_readelf(program)
    assert needs.version == f"GLIBC_{needs.release}" and needs.symbols and not needs.private
    objdump = shutil.which("objdump")
    if objdump:  # each symbol named is one objdump -T shows at that version
        table = subprocess.run([objdump, "-T", str(program)], capture_output=True, text=True).stdout
        for symbol in needs.symbols:
            assert re.search(rf"\b{re.escape(needs.version)}\)?\s+{re.escape(symbol)}$", table, re.MULTILINE)


@LINUX_GLIBC
@NEEDS_CC
def test_packed_relative_relocations_need_glibc_236(tmp_path):
    try:
        program = compile_program(tmp_path, flags=("-Wl,-z,pack-relative-relocs",))
    except subprocess.CalledProcessError:
        pytest.skip("this linker cannot pack relative relocations")
    if "GLIBC_ABI_DT_RELR" not in glibc_floor.needed_versions(program.read_bytes()):
        pytest.skip("this glibc does not mark packed relocations (older than 2.36)")
    needs = glibc_floor.glibc_needs("program", program.read_bytes())
    assert glibc_floor.version_key(needs.release) >= (2, 36)


def test_version_names_and_the_releases_they_ask_for():
    assert glibc_floor.glibc_release("GLIBC_2.2.5") == "2.2.5"
    assert glibc_floor.glibc_release("GLIBC_2.34") == "2.34"
    assert glibc_floor.glibc_release("GLIBC_ABI_DT_RELR") == "2.36"
    assert glibc_floor.glibc_release("GLIBCXX_3.4.30") is None
    assert glibc_floor.glibc_release("GLIBC_PRIVATE") is None
    assert glibc_floor.version_key("2.2.5") < glibc_floor.version_key("2.10")  # not compared as text


def test_a_file_that_is_not_elf_or_links_to_nothing():
    with pytest.raises(ValueError):
        glibc_floor.needed_versions(b"#!/bin/sh\n")
    # an ELF header with no program headers: nothing it needs
    header = b"\x7fELF\x02\x01\x01" + bytes(57)
    assert glibc_floor.needed_versions(header) == {}


def test_a_file_needing_glibcs_private_interface_or_unreadable_is_an_offender():
    found = [glibc_floor.Needs("libc-copy.so", "2.30", "GLIBC_2.30", private=True),
             glibc_floor.Needs("broken.so", unreadable="unpack_from requires a buffer")]
    lines = glibc_floor.offenders(found, "2.35")
    assert lines == ["libc-copy.so needs GLIBC_PRIVATE: it runs only with the glibc it was built with",
                     "broken.so is an ELF file whose version needs cannot be read: "
                     "unpack_from requires a buffer"]
    # program headers said to lie a megabyte past the end of the file
    damaged = (b"\x7fELF\x02\x01\x01" + bytes(25) + (10**6).to_bytes(8, "little") + bytes(14)
               + b"\x38\x00\x01\x00")
    assert glibc_floor.glibc_needs("damaged", damaged).unreadable


# -- the check ----------------------------------------------------------------------------------------
def check_glibc(*args: str | Path) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "tools" / "check_glibc.py"), *map(str, args)],
                          capture_output=True, text=True)


def below(release: str) -> str:
    """A glibc release just older than ``release`` (2.34 -> 2.33; 2.2.5 -> 2.2.4)."""
    parts = list(glibc_floor.version_key(release))
    parts[-1] -= 1
    return ".".join(map(str, parts))


def a_bundle(folder: Path) -> tuple[Path, str]:
    """A folder laid out like the bundle with a compiled program in _internal/ (and a link to it, and a
    file that is not ELF); the newest glibc it needs, as readelf says."""
    internal = folder / "patience-qt" / "_internal"
    internal.mkdir(parents=True)
    program = compile_program(internal, "libstandin.so")
    (internal / "libstandin.so.1").symlink_to("libstandin.so")
    (internal / "base_library.zip").write_bytes(b"PK\x05\x06" + bytes(18))
    return folder / "patience-qt", newest_by_readelf(program)


@LINUX_GLIBC
@NEEDS_CC
@NEEDS_READELF
def test_the_check_passes_on_the_newest_glibc_needed_and_fails_below_it(tmp_path):
    bundle, newest = a_bundle(tmp_path)
    passed = check_glibc("--floor", newest, bundle)
    assert passed.returncode == 0, passed.stderr
    assert f"the newest glibc needed is {newest}: GLIBC_{newest} by _internal/libstandin.so" in passed.stdout
    assert f"runs on glibc {newest}" in passed.stdout
    failed = check_glibc("--floor", below(newest), bundle)
    assert failed.returncode == 1
    lines = failed.stderr.splitlines()
    assert len(lines) == 1  # one line per offender; the link to it is not a second one
    assert lines[0].startswith(f"glibc: {bundle}: _internal/libstandin.so needs GLIBC_{newest} (")
    assert lines[0].endswith(f"newer than glibc {below(newest)}")


@LINUX_GLIBC
@NEEDS_CC
@NEEDS_READELF
def test_the_check_reads_a_tarball_as_it_reads_the_folder(tmp_path):
    bundle, newest = a_bundle(tmp_path)
    archive = tmp_path / "patience-qt-0.1.0-linux-x86_64.tar.gz"
    with tarfile.open(archive, "w:gz") as tar:
        tar.add(bundle, arcname="patience-qt")
    assert check_glibc("--floor", newest, archive).returncode == 0
    failed = check_glibc("--floor", below(newest), archive)
    assert failed.returncode == 1
    assert f"patience-qt/_internal/libstandin.so needs GLIBC_{newest}" in failed.stderr


@LINUX_GLIBC
def test_without_a_floor_the_stated_one_is_checked_and_system_is_this_machines(tmp_path):
    empty = tmp_path / "empty"
    empty.mkdir()
    stated = check_glibc(empty)
    assert stated.returncode == 0 and f"runs on glibc {glibc_floor.FLOOR} (the stated floor" in stated.stdout
    system = check_glibc("--floor", "system", empty)
    assert f"runs on glibc {glibc_floor.this_machine()} (this machine's glibc)" in system.stdout
    assert check_glibc("--floor", "newest", empty).returncode != 0
    missing = check_glibc(tmp_path / "no-such-bundle")
    assert missing.returncode == 1 and "no such file or folder" in missing.stderr


@LINUX_GLIBC
@NEEDS_CC
@NEEDS_READELF
def test_a_build_newer_than_the_stated_floor_is_said_so_on_this_machines_floor(tmp_path):
    bundle, newest = a_bundle(tmp_path)
    result = check_glibc("--floor", "system", bundle)
    assert result.returncode == 0, result.stderr
    newer = glibc_floor.version_key(newest) > glibc_floor.version_key(glibc_floor.FLOOR)
    assert ("newer than the " + glibc_floor.FLOOR + " the released builds promise" in result.stdout) == newer


# -- the .deb -----------------------------------------------------------------------------------------
def ar_archive(members: dict[str, bytes]) -> bytes:
    out = bytearray(b"!<arch>\n")
    for name, data in members.items():
        out += f"{name:<16}{0:<12}{0:<6}{0:<6}{'100644':<8}{len(data):<10}`\n".encode("ascii") + data
        if len(data) % 2:
            out += b"\n"
    return bytes(out)


def a_deb(path: Path, depends: str, files: dict[str, bytes]) -> Path:
    """A .deb as dpkg-deb lays it out (ar of debian-binary, control.tar.xz, data.tar.xz)."""
    def tarball(entries: dict[str, bytes]) -> bytes:
        buffer = io.BytesIO()
        with tarfile.open(fileobj=buffer, mode="w:xz") as tar:
            for name, data in entries.items():
                info = tarfile.TarInfo(f"./{name}")
                info.size = len(data)
                tar.addfile(info, io.BytesIO(data))
        return buffer.getvalue()

    control = f"Package: patience-qt\nVersion: 0.1.0\nDepends: {depends}\nDescription: x\n".encode()
    path.write_bytes(ar_archive({"debian-binary": b"2.0\n", "control.tar.xz": tarball({"control": control}),
                                 "data.tar.xz": tarball(files)}))
    return path


@LINUX_GLIBC
@NEEDS_CC
@NEEDS_READELF
def test_a_deb_passes_only_when_its_libc6_dependency_is_what_its_files_need(tmp_path):
    program = compile_program(tmp_path)
    newest = newest_by_readelf(program)
    files = {"opt/patience-qt/_internal/libstandin.so": program.read_bytes()}
    right = a_deb(tmp_path / "right.deb", f"libc6 (>= {newest}), libfontconfig1", files)
    result = check_glibc("--floor", newest, right)
    assert result.returncode == 0, result.stderr
    assert f"Depends: libc6 (>= {newest}), as its files need" in result.stdout
    for name, depends in (("low", "libc6 (>= 2.17), libfontconfig1"), ("bare", "libfontconfig1, libc6"),
                          ("none", "libfontconfig1"), ("high", "libgl1, libc6 (>= 9.99)")):
        result = check_glibc("--floor", newest, a_deb(tmp_path / f"{name}.deb", depends, files))
        assert result.returncode == 1, name
        assert len(result.stderr.splitlines()) == 1, result.stderr


@LINUX_GLIBC
@NEEDS_CC
@NEEDS_READELF
def test_the_debs_libc6_dependency_follows_the_newest_glibc_its_files_need(tmp_path):
    bundle, newest = a_bundle(tmp_path)
    assert deb.newest_glibc(bundle) == newest
    assert deb.depends(bundle, log=lambda text: None)[0] == f"libc6 (>= {newest})"
    (bundle / "_internal" / "libstandin.so").unlink()  # nothing left that needs a particular glibc
    assert deb.depends(bundle, log=lambda text: None)[0] == "libc6"


@LINUX_GLIBC
@NEEDS_CC
def test_a_version_named_in_a_files_text_is_not_one_it_needs(tmp_path):
    # a string constant that looks like a version is data, not a need: the package must not ask for a
    # glibc that does not exist
    bundle, newest = a_bundle(tmp_path)
    source = tmp_path / "message.c"
    source.write_text('#include <stdio.h>\nint main(void) { puts("GLIBC_2.99"); return 0; }\n')
    subprocess.run(["cc", "-o", str(bundle / "_internal" / "message"), str(source)], check=True)
    assert b"GLIBC_2.99\x00" in (bundle / "_internal" / "message").read_bytes()
    assert deb.depends(bundle, log=lambda text: None)[0] == f"libc6 (>= {newest})"


@LINUX_GLIBC
@NEEDS_CC
def test_a_file_with_packed_relocations_makes_the_deb_ask_for_glibc_236(tmp_path):
    bundle = tmp_path / "patience-qt"
    (bundle / "_internal").mkdir(parents=True)
    try:
        program = compile_program(bundle / "_internal", flags=("-Wl,-z,pack-relative-relocs",))
    except subprocess.CalledProcessError:
        pytest.skip("this linker cannot pack relative relocations")
    if "GLIBC_ABI_DT_RELR" not in glibc_floor.needed_versions(program.read_bytes()):
        pytest.skip("this glibc does not mark packed relocations (older than 2.36)")
    release = deb.depends(bundle, log=lambda text: None)[0].removeprefix("libc6 (>= ").removesuffix(")")
    assert glibc_floor.version_key(release) >= (2, 36)


# -- the floor, stated once ---------------------------------------------------------------------------
def test_the_docs_name_the_floor_and_the_oldest_systems_it_runs_on():
    text = (ROOT / "docs" / "install.md").read_text(encoding="utf-8")
    assert f"glibc {glibc_floor.FLOOR}" in text
    for system in ("Ubuntu 22.04", "Debian 12", "Fedora 36"):
        assert system in text
    assert "tools/check_glibc.py" in text


def build_and_check_line(path: Path) -> str:
    """The line of a script or workflow that runs packaging/build_and_check.py, which checks the glibc of
    the folder, the tarball and the .deb (tests/test_build_and_check.py), comments left out."""
    lines = [line.strip() for line in path.read_text(encoding="utf-8").splitlines()
             if "packaging/build_and_check.py" in line and not line.strip().startswith("#")]
    assert len(lines) == 1, f"{path.name} does not run packaging/build_and_check.py once"
    return lines[0] + " "


def test_the_workflow_builds_linux_on_the_floors_system_and_checks_the_floor():
    workflow = ROOT / ".github" / "workflows" / "package.yml"
    assert f"container: {glibc_floor.BUILD_BASE}" in workflow.read_text(encoding="utf-8")
    assert "--glibc-floor" not in build_and_check_line(workflow)  # the stated floor


def test_ci_checks_its_build_against_this_machines_glibc():
    assert "--glibc-floor system " in build_and_check_line(ROOT / ".ci" / "run")
