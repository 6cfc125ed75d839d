"""Draw the program's own card backs as plain SVG (no <pattern>, no <use>: QtSvg draws them right).

    python tools/make_card_backs.py    # writes resources/cards/back-blue.svg and back-red.svg

The lattice is coarse on purpose: a fine one turns into moiré on a small card.
"""

from __future__ import annotations

from pathlib import Path

OUT = Path(__file__).resolve().parent.parent / "resources" / "cards"
COLOURS = {"blue": ("#1f3f8f", "#3d62c4", "#e9eefc"), "red": ("#8f1f2a", "#c43d4b", "#fcecee")}
W, H = 240, 336  # the same viewBox as the face art: -120 -168 240 336


def clip_diagonal(
    x0: float, y0: float, sign: int, box: tuple[float, float, float, float]
) -> tuple[tuple[float, float], tuple[float, float]] | None:
    """The part inside ``box`` of the line through (x0, y0) with slope dx/dy = sign."""
    left, top, right, bottom = box
    # points on the line: (x0 + sign * t, y0 + t); keep t where both coordinates are inside the box
    low, high = top - y0, bottom - y0
    a, b = sorted(((left - x0) * sign, (right - x0) * sign))
    low, high = max(low, a), min(high, b)
    if high - low < 1:
        return None
    return (x0 + sign * low, y0 + low), (x0 + sign * high, y0 + high)


def back_svg(dark: str, light: str, paper: str) -> str:
    inset, step = 16, 24
    left, top, right, bottom = -W / 2 + inset, -H / 2 + inset, W / 2 - inset, H / 2 - inset
    box = (left + 2, top + 2, right - 2, bottom - 2)
    lines = []
    span = int((right - left) + (bottom - top))
    for offset in range(-span, span + 1, step):
        # two families of 45-degree diagonals, cut to the panel here (QtSvg ignores clip-path)
        for sign in (1, -1):
            segment = clip_diagonal(left + offset if sign > 0 else right - offset, top, sign, box)
            if segment:
                (x1, y1), (x2, y2) = segment
                lines.append(f"M{x1:.1f} {y1:.1f}L{x2:.1f} {y2:.1f}")
    lattice = "".join(lines)
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="2.5in" height="3.5in" viewBox="-120 -168 240 336">
<rect x="-119.5" y="-167.5" width="239" height="335" rx="12" fill="white" stroke="#333" stroke-width="1"/>
<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" rx="8" fill="{dark}"/>
<path d="{lattice}" stroke="{light}" stroke-width="3" fill="none" stroke-linecap="butt"/>
<rect x="{left + 5}" y="{top + 5}" width="{right - left - 10}" height="{bottom - top - 10}" rx="6"
 fill="none" stroke="{paper}" stroke-width="2.5"/>
<ellipse cx="0" cy="0" rx="46" ry="62" fill="{dark}" stroke="{paper}" stroke-width="4"/>
<ellipse cx="0" cy="0" rx="34" ry="48" fill="none" stroke="{light}" stroke-width="3"/>
<path d="M0 -30L20 0L0 30L-20 0Z" fill="{paper}"/>
<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" rx="8" fill="none"
 stroke="{dark}" stroke-width="2"/>
</svg>
"""


def main() -> None:
    for name, (dark, light, paper) in COLOURS.items():
        (OUT / f"back-{name}.svg").write_text(back_svg(dark, light, paper), encoding="utf-8")


if __name__ == "__main__":
    main()
