"""Where the program's data files (card art, icons, translations) live, and in which form this copy runs.

One helper so the same code finds them from a source checkout, from an installed wheel
(where the build maps ``resources/`` into the package) and from a PyInstaller bundle.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
BUNDLE, INSTALLED, CHECKOUT = "bundle", "installed", "checkout"


def installed_resources() -> Path:
    """Where an installed copy (a wheel, through pip or pipx) carries its resources: in the package."""
    return PACKAGE_DIR / "resources"


def resources_dir() -> Path:
    """The folder holding ``cards/``, ``icons/`` and ``translations/``."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root:
        return Path(frozen_root) / "resources"
    installed = installed_resources()
    if installed.is_dir():
        return installed
    return PACKAGE_DIR.parent / "resources"


def running_form() -> str:
    """``BUNDLE`` (a PyInstaller build), ``CHECKOUT`` (the package sits in its source folder, run from
    there or installed from it with ``pip install -e``) or ``INSTALLED`` (anywhere else: a wheel). Told
    by where the package lies, not by where its resources are found, so that an installed copy that
    lacks them is not taken for a checkout."""
    if getattr(sys, "_MEIPASS", None) or getattr(sys, "frozen", False):
        return BUNDLE
    source = PACKAGE_DIR.parent
    if (source / "pyproject.toml").is_file() and (source / "resources").is_dir():
        return CHECKOUT
    return INSTALLED


def asset_path(*parts: str) -> Path:
    """A path below the resources folder, e.g. ``asset_path("cards", "AS.svg")``."""
    return resources_dir().joinpath(*parts)
