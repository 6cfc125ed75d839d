"""The compiled core builds wherever a wheel is built: no C11-only header or construct without a fallback
for Microsoft's C compiler, and the stop flag's path (native_atomic.h) the one each compiler should take.

Windows and macOS cannot be run here; tools/check_c_portability.py compiles the C files as their
compilers would, as far as this machine can (docs/windows_macos.md)."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from patience_qt.play.solver import native
from tools import check_c_portability as portability

SOLVER = Path(native.__file__).parent
C_FILES = sorted(SOLVER.glob("*.c")) + sorted(SOLVER.glob("*.h"))

# What cl.exe's C compiler lacks or refuses, and what is GNU's alone; each a pattern over the code
# with comments and strings taken out. (Variable-length and zero-length arrays, case ranges and the
# like are the compilers' to find: the checks below compile with -Wpedantic -Wvla -Werror.)
NOT_PORTABLE = {
    "<stdatomic.h>": r"#\s*include\s*<stdatomic\.h>",
    "<threads.h>": r"#\s*include\s*<threads\.h>",
    "<stdalign.h> / _Alignas": r"<stdalign\.h>|\b_Alignas\b|\balignas\b",
    "_Static_assert": r"\b_Static_assert\b|\bstatic_assert\b",
    "_Thread_local": r"\b_Thread_local\b",
    "_Generic": r"\b_Generic\b",
    "C11 atomics (_Atomic, atomic_*)": r"\b_Atomic\b|\batomic_\w+",
    "__attribute__": r"\b__attribute__\b",
    "a GNU builtin (__builtin_*, __atomic_*, __sync_*)": r"\b__builtin_\w+|\b__atomic_\w+|\b__sync_\w+",
    "typeof": r"\btypeof\b|\b__typeof__\b",
    "a statement expression": r"\(\s*\{",
    "ssize_t (Py_ssize_t is portable)": r"(?<!Py_)\bssize_t\b",
    "a case range": r"\bcase\b[^:\n]*\.\.\.",
    "<unistd.h> / <pthread.h>": r"#\s*include\s*<(unistd|pthread)\.h>",
}


def code_of(path: Path) -> str:
    """The file without its comments and string literals (a word in prose is no construct)."""
    text = path.read_text(encoding="utf-8")
    text = re.sub(r"/\*.*?\*/", lambda comment: "\n" * comment.group().count("\n") or " ", text,
                  flags=re.DOTALL)
    text = re.sub(r"//[^\n]*", " ", text)
    return re.sub(r'"(?:\\.|[^"\\\n])*"', '""', text)


def test_the_c_core_uses_no_c11_only_or_gnu_only_construct_outside_the_portability_header() -> None:
    found = []
    for path in C_FILES:
        if path.name == "native_atomic.h":
            continue
        code = code_of(path)
        for what, pattern in NOT_PORTABLE.items():
            for match in re.finditer(pattern, code):
                line = code.count("\n", 0, match.start()) + 1
                found.append(f"{path.name}:{line}: {what}")
    assert not found, "\n".join(found)


def test_the_portability_header_picks_the_interlocked_functions_under_msvc_before_c11_atomics() -> None:
    code = code_of(SOLVER / "native_atomic.h")
    order = [code.index(word) for word in ("defined(_MSC_VER)", "__STDC_NO_ATOMICS__", "defined(__GNUC__)")]
    assert order == sorted(order)
    assert "InterlockedExchange" in code and "InterlockedCompareExchange" in code


def test_the_stop_flag_of_this_build_is_the_one_its_compiler_should_take() -> None:
    if not native.available():
        pytest.skip("the compiled core is not built")
    assert native.native_module().STOP_FLAG in ("c11", "interlocked", "gnu", "volatile")


@pytest.mark.skipif(shutil.which("clang") is None or not portability.MINGW_HEADERS.is_dir(),
                    reason="clang and MinGW-w64's headers (apt-get install clang gcc-mingw-w64-x86-64)")
def test_the_c_core_compiles_as_microsofts_c_compiler_would(tmp_path) -> None:
    # clang posing as cl.exe, whose C compiler refuses <stdatomic.h>: the core before native_atomic.h
    # failed here (error: <stdatomic.h> stands in for cl.exe's ...)
    checks, _skipped = portability.windows_checks(tmp_path)
    check = next(check for check in checks if check.name.startswith("clang as cl.exe"))
    assert portability.run(check), "\n".join(check.notes)


@pytest.mark.slow
def test_the_c_core_compiles_with_every_compiler_and_stop_flag_path_this_machine_has() -> None:
    # gcc and clang as C99 and C11, with and without atomics; MinGW-w64 for Windows; clang as cl.exe
    assert portability.main([]) == 0


def test_setup_py_builds_every_c_file_into_the_one_module_and_declares_every_header() -> None:
    # The core is one module built from many files (split by job): a C file setup.py left out would
    # leave the module with an undefined symbol on import on every platform; a header left out of
    # `depends` would not rebuild the files that include it when it changes.
    run_setup = pytest.importorskip("distutils.core").run_setup  # (setuptools' own on Python 3.12 on)
    dist = run_setup(str(SOLVER.parents[2] / "setup.py"), stop_after="init")
    [module] = dist.ext_modules
    assert module.name == "patience_qt.play.solver._native"
    for built, suffix in ((module.sources, "*.c"), (module.depends, "*.h")):
        assert sorted(Path(name).name for name in built) == sorted(path.name for path in SOLVER.glob(suffix))
