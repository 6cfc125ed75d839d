"""Make the four-colour card faces: the deck's diamonds blue, its clubs green (spades stay black, hearts red).

    python tools/make_four_colour_deck.py          # writes resources/cards/four_colour{,_russian}/
    python tools/make_four_colour_deck.py --check  # exit 1 when a written file is missing or differs

In a two-colour deck a diamond and a heart differ only in shape, a club and a spade too; in the Village family
every build is in suit, so the player reads the suit at a glance by its colour. The deck (the CC0 faces in
resources/cards, see SOURCE.md) keeps its large corner indices and its whole drawing: only what marks the suit
changes colour. That is every path drawn in the shape of the card's suit (the pips, the index's suit sign, and
the court cards' figures, which this deck builds out of suit signs) and the corner rank (a stroked path in the
index group). Nothing moves, so a tucked card shows its whole index in the same strip as the classic deck's
(``layout.INDEX_W``, ``INDEX_H``; tests/ui/test_card_art.py measures them).

Only diamonds and clubs differ from the deck, so only they are written: ``four_colour/{rank}{D,C}.svg``, and
with Russian indices (В, Д, Т drawn by tools/make_russian_indices.py)
``four_colour_russian/{J,Q,A}{D,C}.svg``.
The program draws spades and hearts from the classic faces (``ui/table/card_art.py``).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_russian_indices import INDEX_GROUP, RUSSIAN_GLYPHS, russian_face, write_or_check  # noqa: E402

CARDS = Path(__file__).resolve().parent.parent / "resources" / "cards"
OUT = CARDS / "four_colour"
OUT_RUSSIAN = CARDS / "four_colour_russian"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
# The suits that change, their colour in the deck and their new one: a deep blue and a deep green, as dark
# as the deck's red so that none of the four stands out (the court cards' light blue details are #44F).
NEW_COLOURS = {"D": ("red", "#0a4fc4"), "C": ("black", "#0b7a2c")}
# The deck's suit sign of each suit, as its path's ``d`` (every pip, index sign and court figure's sign).
SUIT_SHAPE = {
    "D": "M-400 0C-350 0 0 -450 0 -500C0 -450 350 0 400 0C350 0 0 450 0 500C0 450 -350 0 -400 0Z",
    "C": "M30 150C35 385 85 400 130 500L-130 500C-85 400 -35 385 -30 150A10 10 0 0 0 -50 150A210 210 0 1 1 "
         "-124 -51A10 10 0 0 0 -110 -65A230 230 0 1 1 110 -65A10 10 0 0 0 124 -51A210 210 0 1 1 50 150A10 10 "
         "0 0 0 30 150Z",
}


def four_colour_face(svg: str, suit: str) -> str:
    """The face ``svg`` of a card of ``suit``, its suit signs and corner ranks in the suit's new colour."""
    old, new = NEW_COLOURS[suit]
    sign = re.compile(r'(<path d="' + re.escape(SUIT_SHAPE[suit]) + r'"[^>]*?)fill="' + old + '"')
    svg, signs = sign.subn(lambda match: f'{match.group(1)}fill="{new}"', svg)
    rank = re.compile(r'(' + re.escape(INDEX_GROUP) + r'\s*<path d="[^"]*"[^>]*?)stroke="' + old + '"')
    svg, ranks = rank.subn(lambda match: f'{match.group(1)}stroke="{new}"', svg)
    if signs < 2 or ranks != 2:
        raise ValueError(f"expected the suit signs and the two corner ranks, found {signs} and {ranks}")
    return svg


def wanted_files() -> dict[Path, str]:
    files = {}
    for suit in NEW_COLOURS:
        for rank in RANKS:
            name = f"{rank}{suit}.svg"
            face = four_colour_face((CARDS / name).read_text(encoding="utf-8"), suit)
            files[OUT / name] = face
            if rank in RUSSIAN_GLYPHS:
                files[OUT_RUSSIAN / name] = russian_face(face, rank)
    return files


def main(argv: list[str] | None = None) -> int:
    return write_or_check("make_four_colour_deck", __doc__.splitlines()[0], wanted_files(), argv)


if __name__ == "__main__":
    sys.exit(main())
