"""packaging/ldd.py, the one reading of ``ldd`` that the app's build (a library the bundle left out) and
the .deb (what its Depends must name) share: ldd's lines read, and a real program's libraries found in
the bundle's folder first, outside it, or not at all."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import ldd  # noqa: E402

OUTPUT = """\
\tlinux-vdso.so.1 (0x00007ffd5a5f2000)
\tlibpyside6.abi3.so.6.8 => /opt/app/_internal/PySide6/../libpyside6.abi3.so.6.8 (0x00007f1c0a000000)
\tlibwayland-cursor.so.0 => not found
\tlibc.so.6 => /lib/x86_64-linux-gnu/libc.so.6 (0x00007f1c09e00000)
\t/lib64/ld-linux-x86-64.so.2 (0x00007f1c0a3c4000)
"""


def test_ldd_s_lines_read_as_found_and_not_found() -> None:
    assert ldd.parse(OUTPUT) == [
        ldd.Link("libpyside6.abi3.so.6.8", "/opt/app/_internal/libpyside6.abi3.so.6.8"),  # ".." resolved
        ldd.Link("libwayland-cursor.so.0", None),
        ldd.Link("libc.so.6", "/lib/x86_64-linux-gnu/libc.so.6"),
    ]
    assert ldd.parse("\tstatically linked\n") == []


@pytest.mark.skipif(not sys.platform.startswith("linux") or not ldd.available() or shutil.which("cc") is None,
                    reason="needs Linux's ldd and a C compiler")
def test_a_program_s_library_is_found_in_the_folders_searched_and_only_there(tmp_path, monkeypatch) -> None:
    bundle = tmp_path / "bundle"
    bundle.mkdir()
    (tmp_path / "part.c").write_text("int part(void) { return 7; }\n")
    (tmp_path / "main.c").write_text("int part(void);\nint main(void) { return part(); }\n")
    compile = ["cc", "-O1", "-o"]
    subprocess.run([*compile, str(bundle / "libpart.so"), "-shared", "-fPIC", str(tmp_path / "part.c")],
                   check=True, capture_output=True)
    subprocess.run([*compile, str(bundle / "program"), str(tmp_path / "main.c"), f"-L{bundle}", "-lpart"],
                   check=True, capture_output=True)
    monkeypatch.setenv("LD_LIBRARY_PATH", str(bundle))  # a shell's own search path is not the player's

    found = {link.soname: link.path for link in ldd.linked(bundle / "program", [bundle])}
    assert found["libpart.so"] == str(bundle / "libpart.so")
    assert found["libc.so.6"] is not None and not found["libc.so.6"].startswith(str(bundle))

    unsearched = {link.soname: link.path for link in ldd.linked(bundle / "program")}
    assert unsearched["libpart.so"] is None
