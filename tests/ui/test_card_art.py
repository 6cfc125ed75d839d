"""The shipped card art renders with QtSvg: every face and the back, offscreen, and the faces with Russian
indices (``russian/``) too.

The SVGs in ``resources/cards`` were flattened by ``tools/flatten_card_svgs.py`` because
QSvgRenderer draws the original ``<symbol>``/``<use>`` files as solid blocks; these tests
catch a regression to that (blank or flooded cards, wrong colours, duplicated images).
"""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import hashlib  # noqa: E402
from dataclasses import dataclass  # noqa: E402

import pytest  # noqa: E402
from PySide6.QtCore import QRectF, Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

from patience_qt.assets import asset_path  # noqa: E402

SUITS = "SHDC"
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
FACES = [f"{rank}{suit}" for suit in SUITS for rank in RANKS]
RUSSIAN_FACES = [f"russian/{rank}{suit}" for suit in SUITS for rank in ("J", "Q", "A")]
ALL_ART = [*FACES, *RUSSIAN_FACES, "back"]

WIDTH, HEIGHT = 250, 350
# The top-left corner index (rank and suit sign) lies in this box on every face.
CORNER = (0, 0, int(WIDTH * 0.2), int(HEIGHT * 0.4))


@dataclass(frozen=True)
class Rendered:
    valid: bool
    opaque: int  # pixels with alpha > 200
    ink: int  # opaque dark pixels (outline, black pips and indices)
    red: int  # opaque clearly red pixels anywhere
    corner_red: int  # ... of them inside CORNER
    digest: str

    @property
    def total(self) -> int:
        return WIDTH * HEIGHT


def render(name: str, width: int = WIDTH, height: int = HEIGHT) -> tuple[bool, QImage]:
    renderer = QSvgRenderer(str(asset_path("cards", f"{name}.svg")))
    image = QImage(width, height, QImage.Format.Format_RGBA8888)
    image.fill(Qt.GlobalColor.transparent)
    if renderer.isValid():
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter, QRectF(0, 0, width, height))
        painter.end()
    return renderer.isValid(), image


def pixel_bytes(image: QImage) -> bytes:
    """Tightly packed RGBA bytes (scan lines may be padded in the QImage)."""
    row = image.width() * 4
    data = bytes(image.constBits())
    stride = image.bytesPerLine()
    return b"".join(data[y * stride : y * stride + row] for y in range(image.height()))


def analyse(name: str) -> Rendered:
    valid, image = render(name)
    data = pixel_bytes(image)
    opaque = ink = red = corner_red = 0
    x0, y0, x1, y1 = CORNER
    for index, (r, g, b, a) in enumerate(zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True)):
        if a <= 200:
            continue
        opaque += 1
        if r < 80 and g < 80 and b < 80:
            ink += 1
        elif r > 180 and g < 90 and b < 90:
            red += 1
            y, x = divmod(index, WIDTH)
            if x0 <= x < x1 and y0 <= y < y1:
                corner_red += 1
    return Rendered(valid, opaque, ink, red, corner_red, hashlib.sha256(data).hexdigest())


@pytest.fixture(scope="module")
def app(request):
    """pytest-qt's application when the plugin is there, else a bare QGuiApplication."""
    try:
        return request.getfixturevalue("qapp")
    except pytest.FixtureLookupError:
        return QGuiApplication.instance() or QGuiApplication([])


@pytest.fixture(scope="module")
def rendered(app) -> dict[str, Rendered]:
    return {name: analyse(name) for name in ALL_ART}


def test_every_card_file_exists():
    missing = [name for name in ALL_ART if not asset_path("cards", f"{name}.svg").is_file()]
    assert not missing


@pytest.mark.parametrize("name", ALL_ART)
def test_files_are_flat_svg(name):
    text = asset_path("cards", f"{name}.svg").read_text(encoding="utf-8")
    for tag in ("<use", "<symbol", "<pattern"):
        assert tag not in text, f"{name}.svg still contains {tag}>"


@pytest.mark.parametrize("name", ALL_ART)
def test_card_renders_as_a_card(rendered, name):
    card = rendered[name]
    assert card.valid
    # The white card fills its box; only the rounded corners stay transparent.
    assert card.opaque > 0.95 * card.total
    # Outline, indices, pips or lattice: clearly some dark ink, but not a flooded card.
    assert 0.005 * card.total < card.ink < 0.5 * card.total


@pytest.mark.parametrize("name", [f for f in FACES + RUSSIAN_FACES if f[-1] in "HD"])
def test_red_suits_are_red(rendered, name):
    card = rendered[name]
    assert 0.01 * card.total < card.red < 0.5 * card.total
    assert card.corner_red > 200, "corner index should be red"


@pytest.mark.parametrize("name", [f for f in FACES + RUSSIAN_FACES if f[-1] in "SC"])
def test_black_suits_are_not_red(rendered, name):
    card = rendered[name]
    assert card.corner_red == 0, "corner index should be black"
    if name.removeprefix("russian/")[:-1] not in ("J", "Q", "K"):  # court figures are coloured in every suit
        assert card.red == 0


@pytest.mark.parametrize("name", [f for f in FACES + RUSSIAN_FACES if f[-1] in "SC"])
def test_black_suit_indices_are_black(rendered, name):
    assert rendered[name].ink > 0.03 * WIDTH * HEIGHT


def test_all_faces_differ(rendered):
    digests = {rendered[name].digest: name for name in FACES + RUSSIAN_FACES}
    assert len(digests) == len(FACES + RUSSIAN_FACES)
    assert rendered["back"].digest not in digests


@pytest.mark.parametrize("name", ["AS", "10H", "QD", "KC", "back"])
def test_small_size_still_draws(app, name):
    valid, image = render(name, 70, 100)
    data = pixel_bytes(image)
    drawn = sum(  # opaque pixels that are not the white card face
        1
        for r, g, b, a in zip(data[0::4], data[1::4], data[2::4], data[3::4], strict=True)
        if a > 200 and min(r, g, b) < 150
    )
    assert valid
    assert 0.03 * 70 * 100 < drawn < 0.8 * 70 * 100


def test_the_art_keeps_the_pictures_but_no_parsed_svg(app, monkeypatch):
    """A parsed card is 150-200 kB of memory, more than its picture: only the picture stays."""
    import gc
    import weakref

    from patience_qt.ui.table import card_art

    made = []
    real = card_art.load_renderer

    def spy(name):
        renderer = real(name)
        if renderer is not None:
            made.append(weakref.ref(renderer))
        return renderer

    monkeypatch.setattr(card_art, "load_renderer", spy)
    art = card_art.CardArt()
    pictures = [art.face(name, 80) for name in ("AS", "KH", "10D")] + [art.back(80), art.back(80)]
    gc.collect()
    assert len(made) >= 4 and all(ref() is None for ref in made)
    loaded = len(made)
    assert art.face("AS", 80) is pictures[0] and art.back(80) is pictures[3]  # drawn once per size
    assert len(made) == loaded  # and the back's art is not looked at again at every paint


def _index_end(image: QImage) -> float:
    """Where the top-left corner index ends, as a share of the card's width: the first clean column
    after the first inked one, looking past the outline, over the index's height (rank and suit)."""
    width, height = image.width(), image.height()
    inked = False
    for x in range(round(width * 0.03), width // 2):
        ink = any(image.pixelColor(x, y).alpha() > 200 and image.pixelColor(x, y).lightness() < 200
                  for y in range(round(height * 0.02), round(height * 0.42)))
        if ink:
            inked = True
        elif inked:
            return x / width
    return 0.5


@pytest.mark.parametrize("name", FACES + RUSSIAN_FACES)
def test_the_corner_index_fits_the_strip_a_fanned_card_shows(app, name):
    # Tucked clock-family cards and fanned columns show INDEX_W of a card: its rank and suit must fit.
    from patience_qt.layout import INDEX_W

    _valid, image = render(name, 240, 336)
    assert 0.15 < _index_end(image) <= INDEX_W


def _index_foot(image: QImage) -> float:
    """Where the top-left corner index (the rank over its suit sign) ends downwards, as a share of the
    card's width: the last inked row over the index's columns before the first clean gap past the sign."""
    width, height = image.width(), image.height()
    blocks, last = 0, None
    for y in range(round(height * 0.02), height // 2):
        ink = any(image.pixelColor(x, y).alpha() > 200 and image.pixelColor(x, y).lightness() < 200
                  for x in range(round(width * 0.04), round(width * 0.24)))
        if ink:
            if last is None or y - last > 2:
                blocks += 1
                if blocks == 3:  # past the rank and the suit sign
                    break
            last = y
    assert blocks >= 2 and last is not None
    return last / width


@pytest.mark.parametrize("name", FACES + RUSSIAN_FACES)
def test_the_corner_index_fits_the_steps_a_downward_fan_shows(app, name):
    # Village's columns at 0.5 of a card showed half the suit sign: a down fan steps INDEX_H.
    from patience_qt.layout import INDEX_H

    _valid, image = render(name, 240, 336)
    assert 0.45 < _index_foot(image) <= INDEX_H


def _index_boxes(width: int, height: int) -> list[tuple[int, int, int, int]]:
    """The two rank boxes of a face in pixels (the art's groups at -122,-156, 70 units square, and their
    half-turned copy), a pixel of antialiasing round them."""
    sx, sy = width / 240, height / 336
    x0, y0 = round((-122 + 120) * sx) - 1, round((-156 + 168) * sy) - 1
    x1, y1 = round((-52 + 120) * sx) + 1, round((-86 + 168) * sy) + 1
    return [(x0, y0, x1, y1), (width - x1, height - y1, width - x0, height - y0)]


@pytest.mark.parametrize("name", RUSSIAN_FACES)
def test_a_russian_face_is_the_deck_s_own_but_for_its_rank_letters(app, name):
    """The CC0 art stays as it is: only the two rank boxes differ from the deck's face, and they do."""
    _valid, russian = render(name, 240, 336)
    _valid, deck = render(name.removeprefix("russian/"), 240, 336)
    boxes = _index_boxes(240, 336)

    def in_a_box(x: int, y: int) -> bool:
        return any(x0 <= x < x1 and y0 <= y < y1 for x0, y0, x1, y1 in boxes)

    changed = [(x, y) for y in range(336) for x in range(240) if russian.pixel(x, y) != deck.pixel(x, y)]
    assert changed
    assert all(in_a_box(x, y) for x, y in changed)
    assert any(x < 120 for x, _y in changed) and any(x > 120 for x, _y in changed)  # both corners


def test_the_russian_faces_are_the_tool_s_output():
    """resources/cards/russian is what tools/make_russian_indices.py makes from the deck (not hand-edited)."""
    import subprocess
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, str(root / "tools" / "make_russian_indices.py"), "--check"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
