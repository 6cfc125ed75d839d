"""Make the Russian-index card faces: the deck's J, Q, A with В, Д, Т in their corners (the king's К is the
deck's own K, the same letter in both alphabets).

    python tools/make_russian_indices.py            # writes resources/cards/russian/{J,Q,A}{S,H,D,C}.svg
    python tools/make_russian_indices.py --check    # exit 1 when a written file is missing or differs

The deck draws its corner indices as stroked paths, not text: each rank is one path in a 1000-unit box
(centred on 0, drawn with ``stroke-width="80"``, square caps, miter limit 1.5, in the suit's colour), placed
by a group ``translate(-122,-156)scale(0.07)translate(500,500)`` and its half-turned copy. The Cyrillic
letters below are drawn the same way, on the same box, with the same stroke, and are as wide as the deck's K,
so a tucked card still shows its whole index in the strip a fan leaves (``layout.INDEX_W``). Only the rank
path's ``d`` changes; every other byte of the face (the CC0 art) is copied as it is.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

CARDS = Path(__file__).resolve().parent.parent / "resources" / "cards"
OUT = CARDS / "russian"
SUITS = "SHDC"
INDEX_GROUP = '<g transform="translate(-122,-156)scale(0.07)translate(500,500)">'

# The letters, in the deck's index box (x and y from -500 to 500; the deck's glyphs keep within ±290 across
# and ±460 down, their serifs and caps reaching ±500).
RUSSIAN_GLYPHS = {
    # В (валет): the stem with the deck's slab serifs (as its K), two bowls, the lower one the larger.
    "J": (
        "M-285 -460L20 -460A210 210 0 0 1 20 -40"
        "M-185 -460L-185 460"
        "M-285 460L20 460A250 250 0 0 0 20 -40L-185 -40"
    ),
    # Д (дама): a top bar, a right stem and a left leg that bows out, standing on a base with two feet.
    "Q": (
        "M-120 -460L270 -460"
        "M170 -460L170 310"
        "M-120 -460C-120 -60 -140 160 -235 290"
        "M-290 460L-290 310L290 310L290 460"
    ),
    # Т (туз): the bar with short drops at its ends (as the deck's 7), the stem and a foot serif.
    "A": (
        "M-270 -320L-270 -460L270 -460L270 -320"
        "M0 -460L0 460"
        "M-110 460L110 460"
    ),
}
RUSSIAN_LETTER = {"J": "В", "Q": "Д", "K": "К", "A": "Т"}  # what the faces show, for the texts


def russian_face(svg: str, rank: str) -> str:
    """The face ``svg`` with its two corner rank paths redrawn as the Russian letter of ``rank``."""
    pattern = re.compile(re.escape(INDEX_GROUP) + r'\s*<path d="[^"]*"')
    replacement = f'{INDEX_GROUP}\n<path d="{RUSSIAN_GLYPHS[rank]}"'
    result, count = pattern.subn(lambda _match: replacement, svg)
    if count != 2:
        raise ValueError(f"expected the two corner indices of a {rank}, found {count}")
    return result


def wanted_files() -> dict[Path, str]:
    files = {}
    for rank in RUSSIAN_GLYPHS:
        for suit in SUITS:
            source = CARDS / f"{rank}{suit}.svg"
            files[OUT / source.name] = russian_face(source.read_text(encoding="utf-8"), rank)
    return files


def write_or_check(tool: str, description: str, files: dict[Path, str], argv: list[str] | None = None) -> int:
    """The command line of a tool that makes card faces (this one, make_four_colour_deck.py): write
    ``files``, or with ``--check`` say which of them are out of date (a test runs that)."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--check", action="store_true", help="only compare with the files written")
    args = parser.parse_args(argv)
    if args.check:
        stale = [str(path.relative_to(CARDS)) for path, text in files.items()
                 if not path.is_file() or path.read_text(encoding="utf-8") != text]
        if stale:
            print(f"{tool}: out of date: {', '.join(stale)}", file=sys.stderr)
            return 1
        return 0
    for path, text in files.items():
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
        print(f"wrote {path.relative_to(CARDS.parent.parent)}")
    return 0


def main(argv: list[str] | None = None) -> int:
    return write_or_check("make_russian_indices", __doc__.splitlines()[0], wanted_files(), argv)


if __name__ == "__main__":
    sys.exit(main())
