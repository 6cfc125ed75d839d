"""The checkout's version, read from ``patience_qt/__init__.py`` as text, as the package build reads it.

pyproject.toml's version is dynamic (``attr: patience_qt.__version__``); setuptools reads the assignment
without importing the package. packaging/build.py names the app's archive and packages with it, and
tools/check_dist.py holds a wheel to it: both read it here, from the source, never from whatever copy of
the package an interpreter would import.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def source_version(root: Path = ROOT) -> str:
    """``__version__`` from ``root``'s ``patience_qt/__init__.py``."""
    tree = ast.parse((root / "patience_qt" / "__init__.py").read_text(encoding="utf-8"))
    for node in tree.body:
        names = [getattr(target, "id", None) for target in getattr(node, "targets", ())]
        if isinstance(node, ast.Assign) and "__version__" in names:
            return str(ast.literal_eval(node.value))
    raise ValueError("patience_qt/__init__.py sets no __version__")
