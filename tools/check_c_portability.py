"""Compile the solver's C core as other systems' compilers would, as far as this machine can.

``python tools/check_c_portability.py`` compiles each ``patience_qt/play/solver/_native*.c`` with
``-fsyntax-only -Wall -Wextra -Wpedantic -Wvla -Werror`` (the Python headers as system headers):

- with this machine's gcc and clang, as C99 and as C11, each with the C11 atomics it finds, with
  ``-D__STDC_NO_ATOMICS__`` (a C11 compiler without atomics) and with the plain volatile path;
- for 64-bit Windows with MinGW-w64's gcc (``x86_64-w64-mingw32-gcc``, Debian's gcc-mingw-w64-x86-64:
  Windows' headers, a 32-bit ``long``), once on C11 atomics and once forced onto the Interlocked path;
- with clang as Microsoft's C compiler (``--target=x86_64-pc-windows-msvc``, so ``_MSC_VER`` is
  defined as cl.exe defines it) on MinGW's Windows headers, with a stand-in ``<stdatomic.h>`` that
  stops the compile as cl.exe's does without ``/experimental:c11atomics``: the core must not need it.

The Windows compiles read the running Python's headers with a ``pyconfig.h`` of the facts an
extension sees on 64-bit Windows (written here; CPython's Windows headers are not on this machine).
Each check also asks the preprocessor which stop-flag path native_atomic.h took and compares it with
the one expected. A compiler this machine lacks is skipped and said so. Exit status 1 when a compile
fails or a path is not the expected one. docs/windows_macos.md says why.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import sysconfig
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOLVER = ROOT / "patience_qt" / "play" / "solver"
SOURCES = sorted(SOLVER.glob("_native*.c"))
WARNINGS = ["-Wall", "-Wextra", "-Wpedantic", "-Wvla", "-Werror"]
MINGW = "x86_64-w64-mingw32-gcc"
MINGW_HEADERS = Path("/usr/x86_64-w64-mingw32/include")

# What an extension's compile sees on 64-bit Windows (LLP64: long is 32 bits, pointers 64).
WINDOWS_PYCONFIG = """\
/* tools/check_c_portability.py: 64-bit Windows as an extension module's compile sees it. */
#ifndef Py_CONFIG_H
#define Py_CONFIG_H
#include <io.h>
#include <stdio.h>
#include <basetsd.h>
#define MS_WIN32
#define MS_WIN64
#define MS_WINDOWS
#define NT_THREADS
#define WITH_THREAD
#ifdef _MSC_VER
typedef __int64 ssize_t;
#endif
#define HAVE_SSIZE_T 1
#define Py_ENABLE_SHARED 1
#define HAVE_DECLSPEC_DLL
#define PLATFORM "win32"
#define LONG_BIT 32
#define WORD_BIT 32
#define SIZEOF_SHORT 2
#define SIZEOF_INT 4
#define SIZEOF_LONG 4
#define SIZEOF_LONG_LONG 8
#define SIZEOF_FLOAT 4
#define SIZEOF_DOUBLE 8
#define SIZEOF_VOID_P 8
#define SIZEOF_SIZE_T 8
#define SIZEOF_TIME_T 8
#define SIZEOF_OFF_T 4
#define SIZEOF_FPOS_T 8
#define SIZEOF_HKEY 8
#define SIZEOF_WCHAR_T 2
#define SIZEOF__BOOL 1
#define HAVE_UINTPTR_T 1
#define HAVE_INTPTR_T 1
#define HAVE_WCHAR_H 1
#define HAVE_ERRNO_H 1
#define HAVE_FCNTL_H 1
#define HAVE_SIGNAL_H 1
#define HAVE_STDDEF_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_COPYSIGN 1
#define HAVE_ROUND 1
#define DOUBLE_IS_LITTLE_ENDIAN_IEEE754 1
#define WITH_DOC_STRINGS 1
#define WITH_PYMALLOC 1
#endif
"""

# cl.exe's C compiler stops at <stdatomic.h> (error C1189) unless given /experimental:c11atomics.
MSVC_STDATOMIC = """\
#error <stdatomic.h> stands in for cl.exe's, which C code cannot include without /experimental:c11atomics
"""


@dataclass
class Check:
    name: str
    command: list[str]  # the compiler and every flag but the file
    expected: str  # native_atomic.h's NATIVE_ATOMIC_KIND
    notes: list[str] = field(default_factory=list)


def python_include() -> Path:
    return Path(sysconfig.get_paths()["include"])


def windows_python_include(folder: Path) -> Path:
    """The running Python's headers with Windows' pyconfig.h in place of this system's."""
    target = folder / "python-windows"
    if not target.is_dir():
        shutil.copytree(python_include(), target)
        (target / "pyconfig.h").write_text(WINDOWS_PYCONFIG, encoding="ascii")
    return target


def msvc_stand_ins(folder: Path) -> Path:
    target = folder / "msvc"
    target.mkdir(exist_ok=True)
    (target / "stdatomic.h").write_text(MSVC_STDATOMIC, encoding="ascii")
    return target


def host_checks(compiler: str) -> list[Check]:
    out = []
    include = ["-isystem", str(python_include())]
    for std in ("c99", "c11"):
        base = [compiler, f"-std={std}", *WARNINGS, *include]
        # (C99 has no <stdatomic.h>: a GNU compiler then takes its __atomic builtins)
        out.append(Check(f"{compiler} -std={std}", base, "c11" if std == "c11" else "gnu"))
        for define, kind in (("__STDC_NO_ATOMICS__", "gnu"), ("NATIVE_ATOMIC_VOLATILE", "volatile")):
            out.append(Check(f"{compiler} -std={std} -D{define}", [*base, f"-D{define}"], kind))
    return out


def windows_checks(folder: Path) -> tuple[list[Check], list[str]]:
    out, skipped = [], []
    if shutil.which(MINGW):
        include = ["-isystem", str(windows_python_include(folder))]
        base = [MINGW, "-std=c11", *WARNINGS, *include]
        out.append(Check(f"{MINGW} -std=c11 (Windows x64)", base, "c11"))
        out.append(Check(f"{MINGW} -std=c11 -DNATIVE_ATOMIC_INTERLOCKED (Windows x64)",
                         [*base, "-DNATIVE_ATOMIC_INTERLOCKED"], "interlocked"))
    else:
        skipped.append(f"{MINGW} (apt-get install gcc-mingw-w64-x86-64)")
    if shutil.which("clang") and MINGW_HEADERS.is_dir():
        # cl.exe's _MSC_VER; __GNUC__ too, which MinGW's headers need (they are not Microsoft's), and
        # __declspec as a macro, so that they take their GNU spelling of dllimport
        command = ["clang", "--target=x86_64-pc-windows-msvc", "-fms-compatibility-version=19.38",
                   "-fgnuc-version=4.2.1", "-D__declspec(x)=__declspec(x)", "-std=c11", *WARNINGS,
                   "-I", str(msvc_stand_ins(folder)), "-isystem", str(windows_python_include(folder)),
                   "-isystem", str(MINGW_HEADERS)]
        out.append(Check("clang as cl.exe (_MSC_VER 1938, Windows x64)", command, "interlocked"))
    else:
        skipped.append("clang as cl.exe (apt-get install clang gcc-mingw-w64-x86-64)")
    return out, skipped


def all_checks(folder: Path) -> tuple[list[Check], list[str]]:
    checks, skipped = [], []
    for compiler in ("gcc", "clang"):
        if shutil.which(compiler):
            checks += host_checks(compiler)
        else:
            skipped.append(compiler)
    more, missing = windows_checks(folder)
    return checks + more, skipped + missing


def stop_flag_kind(check: Check) -> str:
    """The path native_atomic.h takes under this check's compiler and flags."""
    command = [*check.command, "-dM", "-E", "-x", "c", str(SOLVER / "native_atomic.h")]
    result = subprocess.run(command, capture_output=True, text=True)
    found = re.search(r'#define NATIVE_ATOMIC_KIND "(\w+)"', result.stdout)
    return found.group(1) if found else f"none ({result.stderr.strip()[:300]})"


def run(check: Check) -> bool:
    ok = True
    for source in SOURCES:
        command = [*check.command, "-fsyntax-only", str(source)]
        result = subprocess.run(command, capture_output=True, text=True)
        if result.returncode != 0:
            ok = False
            check.notes.append(f"{source.name}:\n{result.stderr.strip()}")
    kind = stop_flag_kind(check)
    if kind != check.expected:
        ok = False
        check.notes.append(f"stop flag: {kind}, expected {check.expected}")
    return ok


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="patience-c-check-") as tmp:
        checks, skipped = all_checks(Path(tmp))
        failed = 0
        for check in checks:
            ok = run(check)
            failed += not ok
            verdict = "ok" if ok else "FAILED"
            print(f"{verdict}: {check.name}: {len(SOURCES)} files, stop flag {check.expected}")
            for note in check.notes:
                print("    " + note.replace("\n", "\n    "))
    for name in skipped:
        print(f"skipped: {name} is not on this machine")
    print(f"{len(checks) - failed} checks passed, {failed} failed, {len(skipped)} skipped")
    return 1 if failed or not checks else 0


if __name__ == "__main__":
    sys.exit(main())
