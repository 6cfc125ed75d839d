"""The self-test (``python -m patience_qt --self-test``) and the packaging helpers it guards.

The built app runs the same self-test in ``.ci/run`` and in the package workflow; here it runs from
the source checkout, once as the command a user types and once in-process with the art taken away,
to see that it fails loudly rather than passing a broken copy.
"""

from __future__ import annotations

import io
import os
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import make_icons  # noqa: E402
import trim  # noqa: E402


def test_self_test_command_passes():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-m", "patience_qt", "--self-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: all passed" in result.stdout
    from patience_qt.rules import GAMES

    for game_id in GAMES:
        assert f"ok   game {game_id}:" in result.stdout


def test_self_test_fails_without_the_art(monkeypatch, tmp_path, qapp):
    import patience_qt.assets as assets
    from patience_qt import selftest

    monkeypatch.setattr(assets, "resources_dir", lambda: tmp_path)
    out = io.StringIO()
    assert selftest.run(out) == 1
    text = out.getvalue()
    assert "FAIL resources:" in text
    assert "FAIL card art:" in text
    assert "self-test: FAILED" in text


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/plugins/platforms/qwindows.dll", True),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", False),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
    ("PySide6/plugins/styles/qmodernwindowsstyle.dll", True),
    ("PySide6/Qt/lib/libQt6Core.so.6", True),
    ("resources/cards/AS.svg", True),
])
def test_trim_keeps_the_plugins_the_program_uses(dest, kept):
    assert trim.keep_plugin(dest) is kept


@pytest.mark.parametrize(("dest", "kept"), [
    ("PySide6/Qt/translations/qtbase_ru.qm", True),
    ("PySide6/Qt/translations/qtbase_en.qm", True),
    ("PySide6/translations/qtbase_ru.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qtdeclarative_ru.qm", False),
    ("resources/translations/patience_de.qm", True),
])
def test_trim_keeps_russian_and_english_qt_strings(dest, kept):
    assert trim.keep_data(dest) is kept


def _png(size: int) -> bytes:
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", size) + b"x" * size


def test_ico_holds_png_entries_with_their_offsets():
    pngs = {size: _png(size) for size in make_icons.ICO_SIZES}
    data = make_icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack_from("<HHH", data)
    assert (reserved, kind, count) == (0, 1, len(pngs))
    for index, size in enumerate(sorted(pngs)):
        entry = struct.unpack_from("<BBBBHHII", data, 6 + 16 * index)
        width, height, _, _, planes, bits, length, offset = entry
        assert width == height == (0 if size == 256 else size)
        assert (planes, bits) == (1, 32)
        assert data[offset:offset + length] == pngs[size]


def test_icns_lists_each_type_with_its_length():
    pngs = {size: _png(size) for _, size in make_icons.ICNS_TYPES}
    data = make_icons.icns_bytes(pngs)
    assert data[:4] == b"icns" and struct.unpack_from(">I", data, 4)[0] == len(data)
    position, seen = 8, []
    while position < len(data):
        kind, length = data[position:position + 4], struct.unpack_from(">I", data, position + 4)[0]
        seen.append(kind)
        position += length
    assert position == len(data)
    assert seen == [kind for kind, _ in make_icons.ICNS_TYPES]


def test_the_shipped_icons_are_up_to_date():
    assert make_icons.out_of_date() == [], "run: python packaging/make_icons.py"


def test_the_bundle_excludes_no_module_the_program_imports():
    import ast

    excluded = set(trim.EXCLUDED_MODULES)
    clashes = []
    for path in sorted((ROOT / "patience_qt").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module, *(f"{node.module}.{alias.name}" for alias in node.names)]
            else:
                continue
            for name in names:
                parts = name.split(".")
                if any(".".join(parts[:end]) in excluded for end in range(1, len(parts) + 1)):
                    clashes.append(f"{path.relative_to(ROOT)}: {name}")
    assert not clashes, "packaging/trim.py leaves out modules the program imports: " + ", ".join(clashes)


def test_self_test_fails_where_the_compiled_core_was_built_but_does_not_load(monkeypatch, qapp):
    # the built app carries a marker when it was built with the compiled core; a bundle that then
    # runs on the Python search (the extension left out, or not loading) must not pass
    from patience_qt import selftest
    from patience_qt.play.solver import native

    monkeypatch.setattr(native, "_NATIVE", None)
    monkeypatch.setattr(native, "built_with_compiler", lambda: True)
    with pytest.raises(selftest.CheckFailed, match="built with the compiled search core"):
        selftest.check_search_core()
    monkeypatch.setattr(native, "built_with_compiler", lambda: False)
    assert "Python search" in selftest.check_search_core()  # built without a compiler: fine


def test_self_test_runs_the_compiled_core_where_it_is_built(qapp):
    from patience_qt import selftest
    from patience_qt.play.solver import native

    if not native.available():
        pytest.skip("the compiled search core is not built here")
    assert native.built_with_compiler()
    assert selftest.check_search_core().startswith("compiled search core")
