#!/usr/bin/env python3
"""Turn Adrian Kennard's SVG card deck into plain SVG that QtSvg draws correctly.

The source deck (as shipped in the npm package ``@heruka_urgyen/react-playing-cards``,
folder ``src/images/2color-bf``) draws every pip, index and court figure through
``<symbol>``/``<use>``, and its card back fills a rectangle with a ``<pattern>``.
QSvgRenderer draws those files wrongly (symbols fill the whole card), so this script
converts them once into SVG made only of ``<g>``, ``<path>`` and ``<rect>``:

* every ``<use>`` is replaced by a ``<g>`` holding a copy of the element it references.
  The ``<g>`` carries the use's own transform, then ``translate(x, y)``, and for a
  ``<symbol>`` also the transform that maps the symbol's ``viewBox`` onto the use's
  width/height according to its ``preserveAspectRatio``.  The use's presentation
  attributes (fill, stroke, ...) move onto the ``<g>`` so they are still inherited;
* a rectangle filled with a ``<pattern>`` of polygons becomes the tiled polygons
  themselves, clipped geometrically to the (rounded) rectangle; any other pattern fill
  falls back to the pattern's colour at half opacity;
* ``<symbol>``, ``<pattern>`` and every definition no longer referenced are dropped.

One thing is not reproduced: a symbol instance clips to its viewport, the ``<g>`` does
not (QtSvg does not honour ``clip-path`` reliably anyway).  In this deck the drawings stay
inside their symbols' viewBoxes; only the outline strokes of the court figures poke out by
about half a stroke width (~0.4 card units), which the court frame's own stroke covers.

Usage::

    python tools/flatten_card_svgs.py SOURCE_DIR [--back BACK_SVG] [--out OUT_DIR]

``SOURCE_DIR`` holds files named ``AS.svg``, ``TD.svg``, ``KH.svg``, ...; they are written
to ``OUT_DIR`` (default ``resources/cards`` next to this ``tools`` folder) named by card
text: ``AS.svg``, ``10D.svg``, ``KH.svg``, plus ``back.svg``.  Jokers are skipped.
Standard library only.
"""

from __future__ import annotations

import argparse
import copy
import math
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
S = f"{{{SVG_NS}}}"
XLINK_HREF = f"{{{XLINK_NS}}}href"

SUITS = "SHDC"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
# Rank as spelled in the source file names.
SOURCE_RANK = {rank: ("T" if rank == "10" else rank) for rank in RANKS}

# Attributes of a <use> that position it; everything else is a presentation attribute
# (or an id/class we do not carry over).
USE_GEOMETRY = {"x", "y", "width", "height", "transform", "href", XLINK_HREF, "id"}

ARC_SEGMENTS = 32  # straight segments per quarter circle when clipping to a rounded rect

NUMBER_RE = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
PATH_TOKEN_RE = re.compile(r"[MmLlHhVvZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
URL_RE = re.compile(r"url\(\s*#([^)\s]+)\s*\)")


class ConversionError(Exception):
    pass


def fmt(value: float, decimals: int = 6) -> str:
    """A short decimal spelling of a number."""
    text = f"{value:.{decimals}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def length(text: str | None, reference: float, default: float | None = None) -> float | None:
    """A user-unit length; percentages are taken of ``reference``."""
    if text is None:
        return default
    text = text.strip()
    if text.endswith("%"):
        return float(text[:-1]) / 100.0 * reference
    if text.endswith("px"):
        text = text[:-2]
    return float(text)


def parse_viewbox(text: str) -> tuple[float, float, float, float]:
    values = [float(v) for v in NUMBER_RE.findall(text)]
    if len(values) != 4:
        raise ConversionError(f"bad viewBox {text!r}")
    return values[0], values[1], values[2], values[3]


def viewbox_transform(
    viewbox: tuple[float, float, float, float], width: float, height: float, aspect: str
) -> str:
    """The transform mapping ``viewbox`` onto a ``width`` x ``height`` viewport at 0,0."""
    vx, vy, vw, vh = viewbox
    parts = aspect.split()
    align = parts[0] if parts else "xMidYMid"
    slice_ = len(parts) > 1 and parts[1] == "slice"
    if align == "none":
        sx, sy = width / vw, height / vh
        tx = ty = 0.0
    else:
        scale = max(width / vw, height / vh) if slice_ else min(width / vw, height / vh)
        sx = sy = scale
        free_x, free_y = width - vw * scale, height - vh * scale
        tx = {"xMin": 0.0, "xMid": free_x / 2, "xMax": free_x}[align[:4]]
        ty = {"YMin": 0.0, "YMid": free_y / 2, "YMax": free_y}[align[4:]]
    pieces = []
    if tx or ty:
        pieces.append(f"translate({fmt(tx)},{fmt(ty)})")
    if sx == sy:
        pieces.append(f"scale({fmt(sx)})" if sx != 1 else "")
    else:
        pieces.append(f"scale({fmt(sx)},{fmt(sy)})")
    if vx or vy:
        pieces.append(f"translate({fmt(-vx)},{fmt(-vy)})")
    return "".join(pieces)


def href_of(element: ET.Element) -> str | None:
    ref = element.get(XLINK_HREF) or element.get("href")
    if ref is None:
        return None
    if not ref.startswith("#"):
        raise ConversionError(f"external reference {ref!r} not supported")
    return ref[1:]


# ---------------------------------------------------------------------------
# Pattern fills


def polygons_of_path(d: str) -> list[list[tuple[float, float]]] | None:
    """The polygons of a path made only of M/L/H/V/Z commands, or None."""
    tokens = PATH_TOKEN_RE.findall(d)
    if len("".join(tokens)) < len(re.sub(r"[\s,]", "", d)):
        return None  # curves, arcs or junk: not a polygon path
    polygons: list[list[tuple[float, float]]] = []
    current: list[tuple[float, float]] = []
    x = y = 0.0
    start = (0.0, 0.0)
    command = ""
    i = 0
    while i < len(tokens):
        token = tokens[i]
        if token.isalpha():
            command = token
            i += 1
            if command in "Zz":
                if current:
                    polygons.append(current)
                current = []
                x, y = start
            continue
        if not command or command in "Zz":
            return None
        relative = command.islower()
        kind = command.upper()
        if kind in "ML":
            if i + 1 >= len(tokens) or tokens[i + 1].isalpha():
                return None
            dx, dy = float(tokens[i]), float(tokens[i + 1])
            i += 2
            x, y = (x + dx, y + dy) if relative else (dx, dy)
            if kind == "M":
                if current:
                    polygons.append(current)
                current = [(x, y)]
                start = (x, y)
                command = "l" if relative else "L"  # implicit lineto after moveto
            else:
                current.append((x, y))
        elif kind == "H":
            value = float(tokens[i])
            i += 1
            x = x + value if relative else value
            current.append((x, y))
        elif kind == "V":
            value = float(tokens[i])
            i += 1
            y = y + value if relative else value
            current.append((x, y))
    if current:
        polygons.append(current)
    return [p for p in polygons if len(p) >= 3]


def rounded_rect_polygon(x: float, y: float, w: float, h: float, rx: float, ry: float):
    """A convex polygon for a (rounded) rectangle, clockwise in SVG's y-down space."""
    rx, ry = min(rx, w / 2), min(ry, h / 2)
    if rx <= 0 or ry <= 0:
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    corners = [  # centre of each corner arc and the angle its quarter starts at
        (x + w - rx, y + ry, -90.0),
        (x + w - rx, y + h - ry, 0.0),
        (x + rx, y + h - ry, 90.0),
        (x + rx, y + ry, 180.0),
    ]
    points = []
    for cx, cy, start in corners:
        for k in range(ARC_SEGMENTS + 1):
            angle = math.radians(start + 90.0 * k / ARC_SEGMENTS)
            points.append((cx + rx * math.cos(angle), cy + ry * math.sin(angle)))
    return points


def clip_polygon(subject, clip):
    """Sutherland-Hodgman: ``subject`` clipped to the convex, clockwise polygon ``clip``."""

    def inside(p, a, b):
        return (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) >= -1e-9

    def crossing(p, q, a, b):
        x1, y1, x2, y2 = p[0], p[1], q[0], q[1]
        x3, y3, x4, y4 = a[0], a[1], b[0], b[1]
        den = (x1 - x2) * (y3 - y4) - (y1 - y2) * (x3 - x4)
        t = ((x1 - x3) * (y3 - y4) - (y1 - y3) * (x3 - x4)) / den
        return (x1 + t * (x2 - x1), y1 + t * (y2 - y1))

    output = list(subject)
    for i in range(len(clip)):
        a, b = clip[i], clip[(i + 1) % len(clip)]
        source, output = output, []
        if not source:
            break
        for j, current in enumerate(source):
            previous = source[j - 1]
            if inside(current, a, b):
                if not inside(previous, a, b):
                    output.append(crossing(previous, current, a, b))
                output.append(current)
            elif inside(previous, a, b):
                output.append(crossing(previous, current, a, b))
    return output


def polygon_area(points) -> float:
    return 0.5 * abs(
        sum(p[0] * q[1] - q[0] * p[1] for p, q in zip(points, points[1:] + points[:1], strict=True))
    )


def polygon_d(points) -> str:
    first, *rest = points
    return (
        f"M{fmt(first[0], 3)} {fmt(first[1], 3)}"
        + "".join(f"L{fmt(x, 3)} {fmt(y, 3)}" for x, y in rest)
        + "Z"
    )


def expand_pattern(element: ET.Element, pattern: ET.Element, ref: float) -> list[ET.Element] | None:
    """Elements drawing ``element`` (a rect) filled with ``pattern``, or None if unsupported."""
    tag = element.tag.replace(S, "")
    if tag != "rect":
        return None
    if pattern.get("patternUnits") != "userSpaceOnUse":
        return None
    if pattern.get("patternTransform") or pattern.get("viewBox") or pattern.get(XLINK_HREF):
        return None
    if pattern.get("patternContentUnits", "userSpaceOnUse") != "userSpaceOnUse":
        return None
    px = length(pattern.get("x"), ref, 0.0)
    py = length(pattern.get("y"), ref, 0.0)
    pw = length(pattern.get("width"), ref, 0.0)
    ph = length(pattern.get("height"), ref, 0.0)
    if not pw or not ph:
        return None
    tiles_content = []  # (fill, [polygons]) in pattern tile space
    for child in pattern:
        if child.tag != S + "path" or child.get("transform") or child.get("stroke"):
            return None
        polygons = polygons_of_path(child.get("d", ""))
        if polygons is None:
            return None
        tiles_content.append((child.get("fill", "black"), polygons))

    x = length(element.get("x"), ref, 0.0)
    y = length(element.get("y"), ref, 0.0)
    w = length(element.get("width"), ref, 0.0)
    h = length(element.get("height"), ref, 0.0)
    rx_text, ry_text = element.get("rx"), element.get("ry")
    rx = length(rx_text if rx_text is not None else ry_text, ref, 0.0)
    ry = length(ry_text if ry_text is not None else rx_text, ref, 0.0)
    outline = rounded_rect_polygon(x, y, w, h, rx, ry)

    def in_box(points, box):
        return all(box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3] for p in points)

    result: list[ET.Element] = []
    first_i, last_i = math.floor((x - px) / pw), math.ceil((x + w - px) / pw)
    first_j, last_j = math.floor((y - py) / ph), math.ceil((y + h - py) / ph)
    for fill, polygons in tiles_content:
        pieces = []
        for j in range(first_j, last_j):
            for i in range(first_i, last_i):
                ox, oy = px + i * pw, py + j * ph
                for polygon in polygons:
                    moved = [(ox + a, oy + b) for a, b in polygon]
                    xs, ys = [p[0] for p in moved], [p[1] for p in moved]
                    if max(xs) <= x or min(xs) >= x + w or max(ys) <= y or min(ys) >= y + h:
                        continue
                    # Inside the cross of the two bands is inside the rounded rect: no clipping.
                    if not (
                        in_box(moved, (x, y + ry, x + w, y + h - ry))
                        or in_box(moved, (x + rx, y, x + w - rx, y + h))
                    ):
                        moved = clip_polygon(moved, outline)
                        if len(moved) < 3 or polygon_area(moved) < 1e-6:
                            continue
                    pieces.append(polygon_d(moved))
        if pieces:
            result.append(ET.Element(S + "path", {"fill": fill, "d": "".join(pieces)}))
    stroke = element.get("stroke")
    if stroke and stroke != "none":
        outline_rect = copy.deepcopy(element)
        outline_rect.set("fill", "none")
        result.append(outline_rect)
    return result


def pattern_fallback_colour(pattern: ET.Element) -> str:
    for child in pattern.iter():
        colour = child.get("fill")
        if colour and not colour.startswith("url("):
            return colour
    return "black"


# ---------------------------------------------------------------------------
# Flattening


class Flattener:
    def __init__(self, root: ET.Element) -> None:
        self.root = root
        self.by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
        self.notes: list[str] = []

    def run(self) -> ET.Element:
        viewbox = self.root.get("viewBox")
        if viewbox:
            _, _, vw, vh = parse_viewbox(viewbox)
        else:
            vw = length(self.root.get("width"), 0.0, 300.0)
            vh = length(self.root.get("height"), 0.0, 150.0)
        out = ET.Element(S + "svg", {k: v for k, v in self.root.attrib.items()})
        self.children_into(self.root, out, (vw, vh), depth=0)
        self.keep_referenced_defs(out)
        return out

    def children_into(self, source: ET.Element, target: ET.Element, viewport, depth: int) -> None:
        for child in source:
            self.element_into(child, target, viewport, depth)

    def element_into(self, element: ET.Element, target: ET.Element, viewport, depth: int) -> None:
        if depth > 50:
            raise ConversionError("reference nesting too deep (a <use> cycle?)")
        tag = element.tag.replace(S, "")
        if not element.tag.startswith(S):
            return  # foreign namespace (metadata, editor data)
        if tag in ("symbol", "defs", "pattern", "title", "desc", "metadata"):
            return  # only drawn through a reference; referenced defs are restored later
        if tag == "use":
            self.use_into(element, target, viewport, depth)
            return
        if tag == "svg":
            raise ConversionError("nested <svg> is not supported")
        pattern = self.pattern_fill(element)
        if pattern is not None:
            expanded = expand_pattern(element, pattern, viewport[0])
            if expanded is None:
                copied = self.copy_attrs(element)
                copied.set("fill", pattern_fallback_colour(pattern))
                copied.set("fill-opacity", "0.5")
                target.append(copied)
                self.notes.append(f"pattern #{pattern.get('id')} replaced by a plain colour")
            else:
                group = ET.SubElement(target, S + "g")
                for name in ("transform", "opacity"):
                    if element.get(name):
                        group.set(name, element.get(name))
                group.extend(expanded)
                self.notes.append(f"pattern #{pattern.get('id')} expanded into geometry")
            return
        copied = self.copy_attrs(element)
        copied.text = element.text if tag in ("text", "tspan", "style") else None
        target.append(copied)
        self.children_into(element, copied, viewport, depth)

    @staticmethod
    def copy_attrs(element: ET.Element) -> ET.Element:
        attrs = {k: v for k, v in element.attrib.items() if k != "id"}
        return ET.Element(element.tag, attrs)

    def pattern_fill(self, element: ET.Element) -> ET.Element | None:
        match = URL_RE.fullmatch(element.get("fill", "").strip())
        if not match:
            return None
        referenced = self.by_id.get(match.group(1))
        if referenced is not None and referenced.tag == S + "pattern":
            return referenced
        return None

    def use_into(self, use: ET.Element, target: ET.Element, viewport, depth: int) -> None:
        ref_id = href_of(use)
        referenced = self.by_id.get(ref_id) if ref_id else None
        if referenced is None:
            self.notes.append(f"dropped <use> of missing #{ref_id}")
            return
        vw, vh = viewport
        x = length(use.get("x"), vw, 0.0)
        y = length(use.get("y"), vh, 0.0)
        group = ET.SubElement(target, S + "g")
        for name, value in use.attrib.items():
            if name not in USE_GEOMETRY:
                group.set(name, value)
        transform = use.get("transform", "")
        if x or y:
            transform += f"translate({fmt(x)},{fmt(y)})"

        if referenced.tag == S + "symbol":
            width = length(use.get("width"), vw, vw)  # "auto" for a symbol means 100%
            height = length(use.get("height"), vh, vh)
            if not width or not height:
                target.remove(group)
                return
            viewbox = referenced.get("viewBox")
            inner_viewport = (width, height)
            if viewbox:
                box = parse_viewbox(viewbox)
                aspect = referenced.get("preserveAspectRatio", "xMidYMid meet")
                transform += viewbox_transform(box, width, height, aspect)
                inner_viewport = (box[2], box[3])
            for name, value in referenced.attrib.items():
                if name not in ("id", "viewBox", "preserveAspectRatio", "x", "y", "width", "height"):
                    group.set(name, value)
            if transform:
                group.set("transform", transform)
            self.children_into(referenced, group, inner_viewport, depth + 1)
        else:
            if transform:
                group.set("transform", transform)
            self.element_into(referenced, group, viewport, depth + 1)

    def keep_referenced_defs(self, out: ET.Element) -> None:
        wanted: list[str] = []
        for el in out.iter():
            for value in el.attrib.values():
                wanted.extend(URL_RE.findall(value))
        kept = []
        for ref in dict.fromkeys(wanted):
            source = self.by_id.get(ref)
            if source is None or source.tag in (S + "pattern", S + "symbol"):
                continue
            kept.append(copy.deepcopy(source))
        if kept:
            defs = ET.Element(S + "defs")
            defs.extend(kept)
            out.insert(0, defs)


def flatten_file(source: Path, target: Path) -> list[str]:
    ET.register_namespace("", SVG_NS)
    ET.register_namespace("xlink", XLINK_NS)
    tree = ET.parse(source)
    flattener = Flattener(tree.getroot())
    out = flattener.run()
    ET.indent(out, space="")  # one element per line keeps diffs readable
    text = ET.tostring(out, encoding="unicode")
    target.write_text('<?xml version="1.0" encoding="UTF-8"?>\n' + text + "\n", encoding="utf-8")
    for el in out.iter():
        local = el.tag.replace(S, "")
        if local in ("use", "symbol", "pattern"):
            raise ConversionError(f"{target.name}: <{local}> left after flattening")
    return flattener.notes


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("source", type=Path, help="folder with AS.svg, TD.svg, ... (e.g. 2color-bf)")
    parser.add_argument(
        "--back",
        type=Path,
        help="card back SVG (default: SOURCE/back.svg, else back.svg in SOURCE's parent folder)",
    )
    parser.add_argument(
        "--out",
        type=Path,
        default=Path(__file__).resolve().parent.parent / "resources" / "cards",
        help="output folder (default: resources/cards of this checkout)",
    )
    args = parser.parse_args(argv)

    back = args.back
    if back is None:
        for candidate in (args.source / "back.svg", args.source.parent / "back.svg"):
            if candidate.is_file():
                back = candidate
                break
    if back is None or not back.is_file():
        parser.error("no card back found; pass --back")

    jobs = [
        (args.source / f"{SOURCE_RANK[rank]}{suit}.svg", f"{rank}{suit}.svg")
        for suit in SUITS
        for rank in RANKS
    ]
    jobs.append((back, "back.svg"))
    missing = [str(src) for src, _ in jobs if not src.is_file()]
    if missing:
        parser.error("missing source files: " + ", ".join(missing))

    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for src, name in jobs:
        target = args.out / name
        notes = flatten_file(src, target)
        size = target.stat().st_size
        total += size
        summary = "; ".join(dict.fromkeys(notes))
        print(f"{src.name:>8} -> {name:<9} {size:>8} bytes" + (f"  ({summary})" if summary else ""))
    print(f"{len(jobs)} files, {total} bytes in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
