"""The build's one part pyproject.toml cannot say: the solver's optional compiled core.

``Extension(..., optional=True)``: where no C compiler is found (or the build fails) setuptools warns
and goes on, and the program uses the pure-Python search (``patience_qt.play.solver.native``).
"""

from setuptools import Extension, setup

EXT_MODULES = [
    Extension(
        "patience_qt.play.solver._native",
        sources=[
            "patience_qt/play/solver/_native.c",
            "patience_qt/play/solver/_native_rainbow.c",
            "patience_qt/play/solver/_native_village.c",
        ],
        depends=["patience_qt/play/solver/native_core.h"],
        optional=True,
    ),
]

setup(ext_modules=EXT_MODULES)
