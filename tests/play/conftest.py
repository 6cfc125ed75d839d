"""The solver's two search cores, for tests that run on each: ``core`` is "python" or "native" (the
compiled core; skipped where it was not built, as on an install without a C compiler)."""

from __future__ import annotations

import pytest

from patience_qt.play.solver import native


@pytest.fixture(params=["python", "native"])
def core(request: pytest.FixtureRequest) -> str:
    if request.param == "native" and not native.available():
        pytest.skip("the compiled search core is not built here")
    return request.param

