"""Patience Qt: fourteen old Russian patience games.

``__version__`` is the one place the version is written: the build reads it from this file without
importing anything (pyproject.toml's ``[tool.setuptools.dynamic]``), and ``--version``, the About box,
the self-test and packaging/build.py read it here. Keep this module free of imports.
"""

__version__ = "0.1.0"
