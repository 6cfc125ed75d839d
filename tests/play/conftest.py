"""The solver's two search cores, for tests that run on each: ``core`` is "python" or "native" (the
compiled core; skipped where it was not built, as on an install without a C compiler)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from patience_qt.play.solver import native


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """A test marked ``needs_core`` pins what the compiled core's search decides within its limits (the
    plain search, with no compiler, decides less and counts positions otherwise): skipped without it."""
    if native.available():
        return
    skip = pytest.mark.skip(reason="the compiled search core is not built here")
    for item in items:
        if item.get_closest_marker("needs_core") is not None:
            item.add_marker(skip)


@pytest.fixture(params=["python", "native"])
def core(request: pytest.FixtureRequest) -> str:
    if request.param == "native" and not native.available():
        pytest.skip("the compiled search core is not built here")
    return request.param



@pytest.fixture(params=["first_fifth", pytest.param("the_rest", marks=pytest.mark.slow)])
def share(request: pytest.FixtureRequest) -> Callable[[int], range]:
    """A long random walk of positions, cut in two: ``share(count)`` is the range of the walk's
    positions this run asks about, its first fifth in the default test command and the rest with the
    slow tests (.ci/run runs both), so that CI still asks about every one. A loop makes the positions
    before its range too, so that each is the same position in either share."""
    first = request.param == "first_fifth"
    return lambda count: range(count // 5) if first else range(count // 5, count)
