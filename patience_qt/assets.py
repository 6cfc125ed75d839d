"""Where the program's data files (card art, icons, translations) live.

One helper so the same code finds them from a source checkout, from an installed wheel
(where the build maps ``resources/`` into the package) and from a PyInstaller bundle.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The folder holding ``cards/``, ``icons/`` and ``translations/``."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    installed = Path(__file__).resolve().parent / "resources"
    if installed.is_dir():
        return installed
    return Path(__file__).resolve().parent.parent / "resources"


def asset_path(*parts: str) -> Path:
    """A path below the resources folder, e.g. ``asset_path("cards", "AS.svg")``."""
    return resources_dir().joinpath(*parts)
