"""The player's help that every installed form carries: which pages of ``docs/`` they are, which pictures
they show, and where this copy finds them.

The pages are written once, in ``docs/`` (``PAGES``; a page's Russian version, where there is one, beside
it as ``NAME.ru.md``). Nothing keeps a second copy in the source: the build copies them, with the
pictures they show or link to (``help_files``), into the package: setup.py's build_py into the wheel's
``patience_qt/help/``, packaging/patience-qt.spec into the bundle's; MANIFEST.in puts ``docs/`` in the
sdist the wheel is built from, and tools/check_dist.py checks all three. A checkout (and an editable
install) reads ``docs/`` itself.

Stdlib only and no import of the package: setup.py and the spec load this file by its path, in a build
environment without PySide6.
"""

from __future__ import annotations

import re
from pathlib import Path, PurePosixPath

PACKAGE_DIR = Path(__file__).resolve().parent
PACKAGED = "help"  # the folder of the package that holds the copies
PACKAGED_PATH = f"patience_qt/{PACKAGED}"  # the same, from the folder the package lies in
GUIDE, RULES, SCREEN_READER = "playing.md", "rules.md", "screen_reader.md"
PAGES = (GUIDE, RULES, SCREEN_READER)  # in the order the help window lists them
LANGUAGES = ("ru",)  # the languages a page may have a version in besides English
# a Markdown link or picture: [text](target) or ![text](target), the target up to a space or ")"
LINK = re.compile(r"!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")


def help_dir() -> Path:
    """The folder the help pages are read from: the package's copy (a wheel, a bundle), else the
    checkout's ``docs/``."""
    packaged = PACKAGE_DIR / PACKAGED
    return packaged if packaged.is_dir() else PACKAGE_DIR.parent / "docs"


def translated(page: str, language: str) -> str:
    """The name of ``page``'s version in ``language`` (``playing.ru.md``), English for ``en``."""
    if language == "en" or page not in PAGES:
        return page
    return page[:-len(".md")] + f".{language}.md"


def english(page: str) -> str:
    """The English page a page's version is of (``playing.ru.md`` -> ``playing.md``)."""
    for language in LANGUAGES:
        if page.endswith(f".{language}.md"):
            return page[:-len(f".{language}.md")] + ".md"
    return page


def local_targets(text: str) -> list[str]:
    """The local files a Markdown text links to or shows, as written (no web address, no anchor)."""
    found = []
    for target in LINK.findall(text):
        target = target.split("#", 1)[0]
        if target and not re.match(r"[a-zA-Z][a-zA-Z0-9+.-]*:", target) and not target.startswith("/"):
            found.append(target)
    return found


def help_files(docs: Path) -> list[str]:
    """What the installed help holds, as paths relative to ``docs``: the pages, their versions in other
    languages that exist, and every other file of ``docs`` they show or link to (pictures), sorted."""
    pages = [name for page in PAGES for name in (page, *(translated(page, lang) for lang in LANGUAGES))
             if (docs / name).is_file()]
    files = set(pages)
    for page in pages:
        for target in local_targets((docs / page).read_text(encoding="utf-8")):
            path = PurePosixPath(page).parent / target
            if path.suffix != ".md" and ".." not in path.parts and (docs / path).is_file():
                files.add(path.as_posix())
    return sorted(files)
