"""The developers' pages stay readable and their cross-references stay true.

docs/architecture.md is the design of record a newcomer reads in a quarter of an hour: it grew to 89 kB
as every change added its detail there, so it is held to a size, and the detail goes to the modules'
docstrings or the pages beside it (docs/solver.md). A page that sends the reader to a section of another
("The player's files" in [architecture.md](architecture.md)) must name a section that is there: such
pointers went stale when sections were renamed or moved.
"""

from __future__ import annotations

import re
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "docs"
ARCHITECTURE_MAX_BYTES = 30_000
# "Section name" in [page.md](page.md): the name may run over a line break
POINTER = re.compile(r'"([^"]+)"\s+in\s+\[[^\]]*\]\(([\w.-]+\.md)\)')


def headings(page: Path) -> set[str]:
    return {re.sub(r"^#+\s*", "", line).strip() for line in page.read_text(encoding="utf-8").splitlines()
            if line.startswith("#")}


def names_a_section(name: str, page: Path) -> bool:
    """A pointer names a section by its heading or the start of it ("Solver" for "Solver: decided
    within 2 s, both search cores")."""
    return any(heading.startswith(name) for heading in headings(page))


def test_architecture_is_read_in_fifteen_minutes() -> None:
    size = len((DOCS / "architecture.md").read_bytes())
    assert size <= ARCHITECTURE_MAX_BYTES, f"docs/architecture.md is {size} bytes, over the limit"


def test_every_section_a_page_points_to_is_there() -> None:
    stale = []
    for page in sorted(DOCS.glob("*.md")):
        text = page.read_text(encoding="utf-8")
        for name, target in POINTER.findall(text):
            name = " ".join(name.split())
            if (DOCS / target).is_file() and not names_a_section(name, DOCS / target):
                stale.append(f"{page.name}: \"{name}\" in {target}")
    assert stale == []


def test_the_pointer_check_sees_a_stale_pointer(tmp_path: Path) -> None:
    (tmp_path / "a.md").write_text("# A\n\n## The player's files: what is kept\n", encoding="utf-8")
    found = POINTER.findall('see "The player\'s\nfiles" in [a.md](a.md) and "Gone" in [a.md](a.md)')
    names = [" ".join(name.split()) for name, _ in found]
    assert names == ["The player's files", "Gone"]
    assert [names_a_section(name, tmp_path / "a.md") for name in names] == [True, False]
