"""The wheel and the sdist carry everything the program reads (issue 38).

A wheel is built the way ``pip install .`` builds one, from a copy of the checkout (so that no old
``build/`` folder or egg-info of the checkout gets in), without build isolation: the test extra brings
the build backend, so this runs offline. It is built as where no C compiler is found (``CC=false``: the
optional core is left out, as setup.py allows), which spares two thirds of its time; the files the
program reads are the same. tools/check_dist.py says what the wheel must hold; .ci/run also builds both
in isolation with the compiled core, checks them with it, installs the wheel into a fresh venv and runs
its self-test.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from patience_qt import __version__
from tools import check_dist

ROOT = Path(__file__).resolve().parent.parent
# what the build reads: pyproject.toml, setup.py (and the translation compiler it runs), MANIFEST.in,
# the package, its resources, the readme and the licence
BUILD_INPUTS = ("pyproject.toml", "setup.py", "tools/qm_writer.py", "MANIFEST.in", "patience_qt", "resources",
                "README.md", "LICENSE", "docs")  # docs/: the player's help the build copies in
LEFTOVERS = shutil.ignore_patterns("__pycache__", "*.pyc", "*.so", "*.pyd", "*.qm")


def _build(command: list[str], cwd: Path) -> None:
    env = dict(os.environ, CC="false")  # no compiled core: see above
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, timeout=600, env=env)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """A copy of the checkout's build inputs, its sdist and the wheel pip builds from it."""
    base = tmp_path_factory.mktemp("dist")
    source, out = base / "source", base / "out"
    for name in BUILD_INPUTS:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=LEFTOVERS)
        else:
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    _build([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index", "-q",
            "-w", str(out), str(source)], base)
    _build([sys.executable, "-c", f"from setuptools import build_meta; build_meta.build_sdist({str(out)!r})"],
           source)
    return {"wheel": next(out.glob("*.whl")), "sdist": next(out.glob("*.tar.gz"))}


def test_the_wheel_carries_every_file_the_program_reads_and_nothing_else(built):
    assert check_dist.wheel_problems(built["wheel"]) == []


def test_the_wheel_has_both_index_sets_the_backs_the_icons_and_the_tables(built):
    """The same, said as a player would miss it: no card art, no icon, no odds (as before issue 38)."""
    names = set(zipfile.ZipFile(built["wheel"]).namelist())
    resources = ROOT / "resources"
    for folder in ("cards", "cards/russian", "icons"):
        for path in (resources / folder).iterdir():
            if path.is_file():
                assert f"patience_qt/resources/{folder}/{path.name}" in names
    for back in ("back", "back-blue", "back-red"):
        assert f"patience_qt/resources/cards/{back}.svg" in names
    assert {"patience_qt/resources/translations/patience_qt_en.qm",
            "patience_qt/resources/translations/patience_qt_ru.qm"} <= names
    assert not [name for name in names if name.endswith(".ts")]
    for table in ("odds_table.json", "winnable_deals.json"):
        assert f"patience_qt/play/odds/{table}" in names


def test_the_sdist_carries_what_a_wheel_is_built_from(built):
    assert check_dist.sdist_problems(built["sdist"]) == []
    with tarfile.open(built["sdist"]) as archive:
        assert archive.getmembers()[0].name.split("/")[0] == f"patience_qt-{__version__}"


def _pyproject() -> dict:
    tomllib = pytest.importorskip("tomllib")  # Python 3.11 on
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_the_version_is_written_once_in_the_package():
    project = _pyproject()

    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "patience_qt.__version__"}
    assert check_dist.source_version() == __version__
    # packaging/build.py names the app's archive (and the packages made from the bundle) with it
    spec = importlib.util.spec_from_file_location("app_build", ROOT / "packaging" / "build.py")
    app_build = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(app_build)
    assert app_build.version() == __version__


def test_the_app_build_reads_the_version_without_the_wheel_s_checker() -> None:
    # packaging/build.py and tools/check_dist.py share packaging/source_version.py; the build needs no
    # tool of the wheel's check (nor the package's modules it imports) to name its archive
    script = ("import importlib.util, sys; "
              "spec = importlib.util.spec_from_file_location('app_build', sys.argv[1]); "
              "build = importlib.util.module_from_spec(spec); spec.loader.exec_module(build); "
              "print(build.version(), sorted(name for name in sys.modules if name.startswith('tools')))")
    done = subprocess.run([sys.executable, "-c", script, str(ROOT / "packaging" / "build.py")],
                          cwd=ROOT.parent, capture_output=True, text=True, check=True)
    assert done.stdout.split(" ", 1) == [__version__, "[]\n"]


def test_the_licence_is_an_spdx_expression_with_its_files():
    project = _pyproject()["project"]
    assert project["license"] == "MIT"
    assert project["license-files"] == list(check_dist.LICENCE_FILES)
    assert all((ROOT / name).is_file() for name in project["license-files"])


SHOW_HELP = """
import sys
from pathlib import Path
from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QApplication
app = QApplication([])
import patience_qt
from patience_qt.help_pages import help_dir
from patience_qt.ui.window.help_window import HelpWindow
window = HelpWindow()
window.show_page("playing.md")
picture = window.browser.loadResource(QTextDocument.ResourceType.ImageResource.value,
                                      window.browser.source().resolved(QUrl("hint.png")))
window.browser.follow(QUrl("rules.md"))
print(Path(patience_qt.__file__).parent, help_dir(), picture.width(), sep="\\n")
print(window.browser.toPlainText().splitlines()[0])
"""


def test_the_installed_wheel_shows_its_help_without_a_checkout(built, tmp_path):
    """The wheel's files alone, as pip lays them out, with no docs/ anywhere near: the guide, its picture
    and the rules page it links to (#49 item 3)."""
    site = tmp_path / "site"
    with zipfile.ZipFile(built["wheel"]) as archive:
        archive.extractall(site)
    assert not (site / "docs").exists()
    env = dict(os.environ, PYTHONPATH=str(site), QT_QPA_PLATFORM="offscreen")
    result = subprocess.run([sys.executable, "-c", SHOW_HELP], cwd=tmp_path, capture_output=True, text=True,
                            timeout=120, env=env)
    assert result.returncode == 0, result.stderr[-3000:]
    package, folder, width, first_line = result.stdout.splitlines()[-4:]
    assert Path(package) == site / "patience_qt" and Path(folder) == site / "patience_qt" / "help"
    assert int(width) > 0 and first_line == "The rules as Patience Qt plays them"


def test_the_bundle_takes_the_same_help_files_to_the_same_place():
    """packaging/patience-qt.spec's help_files(), run alone: each of the wheel's help files, at the path
    the wheel has it (no PyInstaller here to build a bundle)."""
    import ast

    source = (ROOT / "packaging" / "patience-qt.spec").read_text(encoding="utf-8")
    function = next(node for node in ast.parse(source).body
                    if isinstance(node, ast.FunctionDef) and node.name == "help_files")
    names: dict = {"ROOT": ROOT, "Path": Path}
    exec(compile(ast.Module([function], []), "patience-qt.spec", "exec"), names)
    placed = {f"{folder}/{Path(path).name}" for path, folder in names["help_files"]()}
    expected = {name for name in check_dist.expected_package_files() if name.startswith("patience_qt/help/")}
    assert placed == expected and "patience_qt/help/playing.md" in placed


def test_a_help_page_that_is_not_the_one_in_docs_is_a_problem(tmp_path):
    """The wheel's help is a copy made at build time: a copy that differs from docs/ (a stale build) or
    lacks a page is said, as the check of the wheel says it."""
    wheel = tmp_path / "stale.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr("patience_qt/help/playing.md", "# An old guide\n")
        archive.writestr("patience_qt/help/rules.md", (ROOT / "docs" / "rules.md").read_bytes())
        archive.writestr("patience_qt-0.dist-info/METADATA", "")
    with zipfile.ZipFile(wheel) as archive:
        assert check_dist.help_differences(archive) == [
            "differs from docs/playing.md: patience_qt/help/playing.md"]
    problems = check_dist.wheel_problems(wheel)
    assert "stale.whl: missing: patience_qt/help/screen_reader.md" in problems
    assert "stale.whl: differs from docs/playing.md: patience_qt/help/playing.md" in problems
