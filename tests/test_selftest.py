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
    assert "propagateSizeHints" not in result.stderr  # Qt's offscreen noise, filtered as at start (#47)
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


def test_the_self_test_says_which_form_it_runs_as(monkeypatch, tmp_path):
    import patience_qt.assets as assets
    from patience_qt import __version__, selftest

    assert assets.running_form() == assets.CHECKOUT  # the tests run from the checkout
    assert selftest.describe_form().startswith(f"{__version__}, checkout (")
    monkeypatch.setattr(assets, "PACKAGE_DIR", tmp_path / "site-packages" / "patience_qt")
    assert assets.running_form() == assets.INSTALLED
    assert selftest.describe_form().startswith(f"{__version__}, installed (wheel/pip) at ")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert assets.running_form() == assets.BUNDLE
    assert "bundle (PyInstaller)" in selftest.describe_form()


def test_an_installed_copy_needs_its_resources_in_the_package_and_both_translations(monkeypatch, tmp_path):
    """A wheel without its data (as before issue 38) fails, and is not taken for a checkout."""
    import shutil

    import patience_qt.assets as assets
    from patience_qt import selftest

    package = tmp_path / "site-packages" / "patience_qt"
    package.mkdir(parents=True)
    monkeypatch.setattr(assets, "PACKAGE_DIR", package)
    with pytest.raises(selftest.CheckFailed, match="no resources in the package"):
        selftest.check_resources()
    for folder in ("cards", "icons"):
        shutil.copytree(ROOT / "resources" / folder, package / "resources" / folder)
    with pytest.raises(selftest.CheckFailed, match="no compiled translation for en, ru"):
        selftest.check_resources()


def test_an_installed_copy_needs_the_help_in_the_package(monkeypatch, tmp_path, qapp):
    """A wheel or bundle whose build left the player's help out fails (#49 item 3); with it, it passes."""
    import shutil

    import patience_qt.assets as assets
    import patience_qt.help_pages as help_pages
    from patience_qt import selftest

    package = tmp_path / "site-packages" / "patience_qt"
    package.mkdir(parents=True)
    monkeypatch.setattr(assets, "PACKAGE_DIR", package)
    monkeypatch.setattr(help_pages, "PACKAGE_DIR", package)
    with pytest.raises(selftest.CheckFailed, match="no help in the package"):
        selftest.check_help()
    for name in help_pages.help_files(ROOT / "docs"):
        (package / "help" / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "docs" / name, package / "help" / name)
    assert selftest.check_help().startswith(str(package / "help"))


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


# Imports every module of the program in a fresh interpreter where the modules the bundle leaves out
# cannot be imported, as in the frozen app: a standard library module that pulls in a left-out one
# (importlib.metadata needs email) fails here, not first in a player's bundle.
_IMPORT_ALL_BLOCKED = """
import importlib, pkgutil, sys
excluded = set(sys.argv[1:])
class Blocker:
    def find_spec(self, name, path=None, target=None):
        parts = name.split(".")
        if any(".".join(parts[:end]) in excluded for end in range(1, len(parts) + 1)):
            raise ModuleNotFoundError(f"No module named {name!r} (left out of the bundle)")
        return None
sys.meta_path.insert(0, Blocker())
import patience_qt
failed = []
for info in pkgutil.walk_packages(patience_qt.__path__, "patience_qt."):
    if info.name == "patience_qt.__main__":
        continue
    try:
        importlib.import_module(info.name)
    except ImportError as error:
        failed.append(f"{info.name}: {error}")
print("\\n".join(failed))
sys.exit(1 if failed else 0)
"""


def test_every_module_of_the_program_imports_without_what_the_bundle_leaves_out():
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", _IMPORT_ALL_BLOCKED, *trim.EXCLUDED_MODULES], cwd=ROOT,
                            env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, "the bundle would miss:\n" + result.stdout + result.stderr


def test_the_bundle_takes_icu_data_cut_and_keeps_the_whole_when_it_cannot_cut(monkeypatch, tmp_path):
    import icu_data

    binaries = [("PySide6/Qt/lib/libicudata.so.73", "/site/libicudata.so.73", "BINARY"),
                ("PySide6/Qt/lib/libicuuc.so.73", "/site/libicuuc.so.73", "BINARY"),
                ("libicudata.so.73", "PySide6/Qt/lib/libicudata.so.73", "SYMLINK")]
    cut = tmp_path / "libicudata.so.73"
    cut.write_bytes(b"x")
    monkeypatch.setattr(os.path, "getsize", lambda path: 32_000_000)
    monkeypatch.setattr(icu_data, "cut_library", lambda library, workdir: cut)
    assert trim.cut_icu_data(binaries, tmp_path, log=lambda text: None) == [
        ("PySide6/Qt/lib/libicudata.so.73", str(cut), "BINARY"), *binaries[1:]]

    def cannot(library, workdir):
        raise RuntimeError("binutils' as and ld are needed")

    monkeypatch.setattr(icu_data, "cut_library", cannot)
    said = []
    assert trim.cut_icu_data(binaries, tmp_path, log=said.append) == binaries
    assert said == ["trim: ICU's data kept whole (libicudata.so.73: binutils' as and ld are needed)"]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ICU's data is cut on Linux only")
def test_the_build_tells_a_whole_icu_data_library_from_a_cut_one(tmp_path):
    import importlib.util

    spec = importlib.util.spec_from_file_location("patience_qt_build_script", ROOT / "packaging" / "build.py")
    build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build)
    lib = tmp_path / "_internal" / "PySide6" / "Qt" / "lib"
    lib.mkdir(parents=True)
    with open(lib / "libicudata.so.73", "wb") as whole:
        whole.truncate(32_000_000)  # sparse: no 32 MB written
    assert build.whole_icu_data(tmp_path) == [lib / "libicudata.so.73"]
    with open(lib / "libicudata.so.73", "wb") as cut:
        cut.truncate(5_100_000)
    assert build.whole_icu_data(tmp_path) == []


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
