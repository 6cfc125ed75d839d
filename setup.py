"""The build steps pyproject.toml cannot say: the packages, the translations compiled into the package,
and the solver's optional compiled core.

``PACKAGES``: ``patience_qt`` and its subpackages, and ``resources/`` installed as
``patience_qt.resources`` (card faces in both index sets, backs, icons, the card art's LICENSE and
SOURCE; pyproject.toml's ``package-data`` takes every file of it but the ``.ts`` sources), where
``patience_qt.assets`` looks in an installed copy. pyproject.toml's ``packages.find`` cannot list a
package whose folder lies outside ``patience_qt/``, so the list is made here; ``tests/test_wheel.py``
compares the wheel's files with ``resources/``.

``build_py`` writes ``resources/translations/*.qm`` from the ``.ts`` sources with tools/qm_writer.py
(pure Python: the isolated build environment has setuptools only, no PySide6 and no lrelease), into
the wheel's ``patience_qt/resources/translations/``; for an editable install (``pip install -e .``),
whose resources are read from the checkout, beside the ``.ts`` files. The program only loads the
``.qm``; it never compiles or parses a ``.ts`` at start. It also copies the player's help (the pages of
``docs/`` that ``patience_qt/help_pages.py`` names, and their pictures) into the wheel's
``patience_qt/help/``, where the Help menu reads them without a checkout.

``Extension(..., optional=True)``: where no C compiler is found (or the build fails) setuptools warns
and goes on, and the program uses the pure-Python search (``patience_qt.play.solver.native``).
"""

import sys
from pathlib import Path

from setuptools import Extension, find_packages, setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
SOURCES = ROOT / "resources" / "translations"
RESOURCES = "patience_qt.resources"
PACKAGES = [*find_packages(where=str(ROOT), include=["patience_qt", "patience_qt.*"]), RESOURCES]
PACKAGE_DIR = {"patience_qt": "patience_qt", RESOURCES: "resources"}


class BuildPyWithTranslations(build_py):
    def run(self) -> None:
        super().run()
        sys.path.insert(0, str(ROOT))
        from tools.qm_writer import compile_folder

        if getattr(self, "editable_mode", False):
            target = SOURCES
        else:
            target = Path(self.build_lib) / "patience_qt" / "resources" / "translations"
        for qm in compile_folder(SOURCES, target):
            print(f"compiled {qm}")
        if not getattr(self, "editable_mode", False):  # an editable install reads docs/ in the checkout
            copy_help(Path(self.build_lib) / "patience_qt" / "help")


def copy_help(target: Path) -> None:
    """The player's help pages of docs/ and their pictures (patience_qt/help_pages.py says which), for
    the Help menu of a copy with no checkout beside it."""
    import importlib.util
    import shutil

    module = ROOT / "patience_qt" / "help_pages.py"
    spec = importlib.util.spec_from_file_location("patience_qt_help_pages", module)
    pages = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(pages)
    for name in pages.help_files(ROOT / "docs"):
        (target / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(ROOT / "docs" / name, target / name)


EXT_MODULES = [
    Extension(
        "patience_qt.play.solver._native",
        sources=[f"patience_qt/play/solver/{name}.c" for name in (
            "_native",  # the module and its Python types
            "_native_search",  # the search
            "_native_rainbow", "_native_rainbow_dead", "_native_rainbow_ops",  # the Rainbow family's twin
            "_native_village", "_native_village_dead", "_native_village_ops",  # the Village family's twin
            "_native_relax", "_native_waste",  # the Rainbow family's relaxations
        )],
        depends=[f"patience_qt/play/solver/{name}.h" for name in (
            "native_core", "native_codes", "native_atomic", "native_args", "native_search", "native_rainbow",
            "native_village", "native_relax",
        )],
        optional=True,
    ),
]

setup(packages=PACKAGES, package_dir=PACKAGE_DIR, cmdclass={"build_py": BuildPyWithTranslations},
      ext_modules=EXT_MODULES)
