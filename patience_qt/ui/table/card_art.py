"""Card pictures: SVG art rendered once per size into pixmaps, sharp on HiDPI screens.

Only what is shown is rendered, when it is first painted, and kept as a pixmap per (card, size, pixel
ratio). The SVG renderer that drew it is not kept: a parsed card costs 150-200 kB of memory (41 faces
up, 6.6 MB; more than their pixmaps) and parsing one again takes well under a millisecond, paid only
when the size changes.

``CardArt.face(text, width)`` and ``CardArt.back(width)`` return pixmaps ``width`` logical pixels
wide, rendered at the device pixel ratio. Missing art files fall back to a plain face drawn with
QPainter (corner indices and a large suit sign), so the table works before or without the art.
Shadows are drawn here too: a soft dark rounded shape, cached per size.

Corner indices: Russian decks mark the jack, queen, king and ace В, Д, К, Т. ``CardArt.indices`` is the
player's choice (``language``: Russian when the program speaks Russian; ``russian``; ``international``);
the Russian faces are the deck's own with their indices redrawn (``resources/cards/russian``, made by
tools/make_russian_indices.py). The deck's K already is a К, so the kings have one face for both.

Face sets: ``classic`` (the deck's two colours) or ``four_colour`` (diamonds blue, clubs green:
``CardArt.faces``, the player's choice). The four-colour faces differ from the deck's in diamonds and clubs
only, so only those are drawn from their own art (``resources/cards/four_colour``, with Russian indices
``four_colour_russian``; made by tools/make_four_colour_deck.py); spades and hearts are the classic ones. A
face's art name says its set (``four_colour/QD``), and so does its key in memory and on disk.

With a ``FaceCache`` (the window gives it one; ``face_cache.py``) each picture rendered from the art is
kept on disk too and read back on the next start at that size, so a start whose pictures are all on
disk never imports QtSvg: it is imported here only when a picture must be drawn from its SVG.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen, QPixmap

from ...assets import asset_path
from ...layout import CARD_H
from ...rules.cards import RANK_TEXT, SUIT_SYMBOLS
from ..text.card_names import INDICES, russian, russian_rank, show_indices
from .face_cache import FaceCache, art_digest

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

CORNER = 0.055  # corner radius, as a share of the card width
BACK = "back"
BACKS = {"back-blue": "Blue", "back-red": "Red", "back": "Classic"}  # art file -> name in the menu
DEFAULT_BACK = "back-blue"
TOP_CENTRE = Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop
RUSSIAN = "russian"  # the folder of the faces with Russian indices, under resources/cards
RUSSIAN_FACES = ("J", "Q", "A")  # the ranks whose art differs (the deck's K is a К already)
FACES = {"classic": "Classic (two colours)", "four_colour": "Four colours"}  # face set -> name in the menu
DEFAULT_FACES = "classic"
FOUR_COLOUR = "four_colour"  # the folder of the four-colour faces, under resources/cards
FOUR_COLOUR_SUITS = ("D", "C")  # the suits whose colour differs: blue diamonds, green clubs
# where the art of a face in a folder is missing, the nearest face drawn instead (the deck's own at last)
FALLBACK = {f"{FOUR_COLOUR}_{RUSSIAN}": FOUR_COLOUR, FOUR_COLOUR: "", RUSSIAN: ""}


def card_height(width: float) -> float:
    return width * CARD_H


def rounded_path(rect: QRectF, width: float) -> QPainterPath:
    path = QPainterPath()
    radius = CORNER * width
    path.addRoundedRect(rect, radius, radius)
    return path


def load_renderer(name: str) -> QSvgRenderer | None:
    """The SVG art of a card (``AS``, ``10H``, ``back``), or None when it is missing or broken."""
    path = asset_path("cards", f"{name}.svg")
    if not path.is_file():
        return None
    from PySide6.QtSvg import QSvgRenderer  # only when a picture is drawn from its art: see above

    renderer = QSvgRenderer(str(path))
    return renderer if renderer.isValid() else None


def fallback(name: str) -> str | None:
    """The face drawn where the art of ``name`` is missing: ``four_colour_russian/QD`` -> ``four_colour/QD``
    -> ``QD``; None for the deck's own faces and the backs."""
    folder, _, card = name.rpartition("/")
    if folder not in FALLBACK:
        return None
    return f"{FALLBACK[folder]}/{card}" if FALLBACK[folder] else card


def art_source(name: str) -> Path | None:
    """The SVG file ``_render`` draws a picture from: its own, or for a missing face its ``fallback``'s."""
    path = asset_path("cards", f"{name}.svg")
    if path.is_file():
        return path
    nearer = fallback(name)
    return None if nearer is None else art_source(nearer)


class CardArt:
    """Pixmaps of card faces and backs, cached per (card, size, pixel ratio)."""

    def __init__(self, device_pixel_ratio: float = 1.0, back: str = DEFAULT_BACK,
                 indices: str = INDICES[0], disk: FaceCache | None = None,
                 faces: str = DEFAULT_FACES) -> None:
        self.dpr = device_pixel_ratio
        self.faces = faces if faces in FACES else DEFAULT_FACES
        self.disk = disk or FaceCache(None)  # none: nothing kept between starts
        self.back_name = back if back in BACKS else DEFAULT_BACK
        self.indices = indices if indices in INDICES else INDICES[0]
        show_indices(self.indices)
        self._cache: dict[tuple[str, int, float], QPixmap] = {}
        self._shadows: dict[tuple[int, int, float], QPixmap] = {}
        self._has_art: dict[str, bool] = {}  # whether a card's SVG is there and valid, once known
        self._digests: dict[str, str | None] = {}  # the art a picture is drawn from, by content

    def renderer(self, name: str) -> QSvgRenderer | None:
        """A fresh renderer of a card's art (not kept: see the module's docstring), or None."""
        renderer = load_renderer(name)
        self._has_art[name] = renderer is not None
        return renderer

    def has_art(self, name: str) -> bool:
        if name not in self._has_art:
            self.renderer(name)
        return self._has_art[name]

    def clear(self) -> None:
        """Drop every cached picture (before the application goes away)."""
        self._cache.clear()
        self._shadows.clear()

    def set_device_pixel_ratio(self, ratio: float) -> None:
        if ratio != self.dpr:
            self.dpr = ratio
            self._cache.clear()
            self._shadows.clear()

    def set_indices(self, choice: str) -> None:
        """``language``, ``russian`` or ``international`` (anything else: ``language``). Pictures of both
        kinds stay cached under their own names; the table repaints (``TableScene.refresh_faces``)."""
        self.indices = choice if choice in INDICES else INDICES[0]
        show_indices(self.indices)

    def russian_indices(self) -> bool:
        """Whether faces show В, Д, К, Т now (the choice, or the language the program speaks)."""
        return russian(self.indices)

    def set_faces(self, faces: str) -> None:
        """``classic`` or ``four_colour`` (anything else: classic). Pictures of both sets stay cached
        under their own names; the table repaints (``TableScene.refresh_faces``)."""
        self.faces = faces if faces in FACES else DEFAULT_FACES

    def look(self) -> tuple[bool, str]:
        """What decides how the faces look beyond the card: the indices shown and the face set."""
        return self.russian_indices(), self.faces

    def face_name(self, text: str) -> str:
        """The art a card's face is drawn from: ``QH``; with Russian indices ``russian/QH``; in four
        colours ``four_colour/QD`` or ``four_colour_russian/QD`` (hearts and spades: the classic ones)."""
        russian_face = text[:-1] in RUSSIAN_FACES and self.russian_indices()
        if self.faces == FOUR_COLOUR and text[-1:] in FOUR_COLOUR_SUITS:
            return f"{FOUR_COLOUR}_{RUSSIAN}/{text}" if russian_face else f"{FOUR_COLOUR}/{text}"
        return f"{RUSSIAN}/{text}" if russian_face else text

    def face(self, text: str, width: int) -> QPixmap:
        return self._pixmap(self.face_name(text), width)

    def back(self, width: int) -> QPixmap:
        stored = self._stored(self.back_name, width)  # drawn from its art before: that art is there
        if stored is not None:
            return stored
        if not self.has_art(self.back_name):  # that art is missing: the classic back, or a drawn one
            return self._pixmap(BACK, width)
        return self._pixmap(self.back_name, width)

    def set_back(self, name: str) -> None:
        if name in BACKS and name != self.back_name:
            self.back_name = name
            self._cache = {key: pixmap for key, pixmap in self._cache.items() if not key[0].startswith(BACK)}

    def _pixmap(self, name: str, width: int) -> QPixmap:
        pixmap = self._stored(name, width)
        if pixmap is None:
            pixmap = self._render(name, width)
            self._remember((name, width, self.dpr), pixmap)
            digest = self._digest(name)
            if digest is not None:
                self.disk.keep(name, width, self.dpr, digest, pixmap)
        return pixmap

    def _remember(self, key: tuple[str, int, float], pixmap: QPixmap) -> None:
        if len(self._cache) > 400:  # sizes change on resize; keep the newest only
            self._cache.clear()
        self._cache[key] = pixmap

    def _stored(self, name: str, width: int) -> QPixmap | None:
        """The picture drawn before: in memory, or on disk from an earlier start (then kept in memory)."""
        key = (name, width, self.dpr)
        pixmap = self._cache.get(key)
        if pixmap is None and self.disk.folder is not None:
            digest = self._digest(name)
            if digest is not None:
                size = (max(1, round(width * self.dpr)), max(1, round(card_height(width) * self.dpr)))
                pixmap = self.disk.load(name, width, self.dpr, digest, size)
                if pixmap is not None:
                    self._remember(key, pixmap)
        return pixmap

    def _digest(self, name: str) -> str | None:
        """Which art file a picture is drawn from and its content (None: no file, a drawn face)."""
        if name not in self._digests:
            source = art_source(name)
            digest = None if source is None else art_digest(source)
            self._digests[name] = None if digest is None else f"{source.parent.name}-{digest}"
        return self._digests[name]

    def _render(self, name: str, width: int) -> QPixmap:
        height = round(card_height(width))
        pixmap = QPixmap(max(1, round(width * self.dpr)), max(1, round(height * self.dpr)))
        pixmap.setDevicePixelRatio(self.dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        rect = QRectF(0, 0, width, height)
        path = rounded_path(rect.adjusted(0.5, 0.5, -0.5, -0.5), width)
        renderer = self.renderer(name)
        nearer = fallback(name)
        while renderer is None and nearer is not None:  # a face's art is missing: a nearer one, else none
            renderer = self.renderer(nearer)
            nearer = fallback(nearer)
        if renderer is not None:
            painter.setClipPath(path)
            painter.fillPath(path, QColor("white"))
            renderer.render(painter, rect)
            painter.setClipping(False)
        elif name.startswith(BACK):
            draw_plain_back(painter, rect, path)
        else:
            folder, _, card = name.rpartition("/")
            draw_plain_face(painter, rect, path, card, RUSSIAN in folder, FOUR_COLOUR in folder)
        # A crisp hairline edge so a card reads against the one below it.
        painter.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.end()
        return pixmap

    def shadow(self, width: int, height: int, spread: int) -> QPixmap:
        """A soft shadow for a card of this size, ``spread`` pixels of blur round it."""
        key = (width, height, spread)
        pixmap = self._shadows.get(key)
        if pixmap is None:
            pixmap = self._render_shadow(width, height, spread)
            self._shadows[key] = pixmap
        return pixmap

    def _render_shadow(self, width: int, height: int, spread: int) -> QPixmap:
        full_w, full_h = width + 2 * spread, height + 2 * spread
        pixmap = QPixmap(max(1, round(full_w * self.dpr)), max(1, round(full_h * self.dpr)))
        pixmap.setDevicePixelRatio(self.dpr)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        # Nested rounded shapes, each faint: together they fall off like a blur.
        steps = max(2, spread)
        for i in range(steps):
            inset = spread * i / steps
            alpha = 10 if spread > 6 else 13
            painter.setBrush(QColor(0, 0, 0, alpha))
            rect = QRectF(inset, inset, full_w - 2 * inset, full_h - 2 * inset)
            radius = CORNER * width + spread - inset
            painter.drawRoundedRect(rect, radius, radius)
        painter.end()
        return pixmap


def draw_plain_back(painter: QPainter, rect: QRectF, path: QPainterPath) -> None:
    """A plain back: deep red with a thin inner frame and a diagonal lattice."""
    painter.fillPath(path, QColor("white"))
    frame = rect.width() * 0.06
    inner = rect.adjusted(frame, frame, -frame, -frame)
    gradient = QLinearGradient(inner.topLeft(), inner.bottomRight())
    gradient.setColorAt(0.0, QColor("#a3262a"))
    gradient.setColorAt(1.0, QColor("#6e1518"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(gradient)
    radius = CORNER * rect.width() * 0.6
    painter.drawRoundedRect(inner, radius, radius)
    painter.save()
    painter.setClipRect(inner)
    painter.setPen(QPen(QColor(255, 255, 255, 45), max(1.0, rect.width() / 90)))
    step = rect.width() / 8
    x = inner.left() - inner.height()
    while x < inner.right():
        painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()))
        painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()))
        x += step
    painter.restore()


PLAIN_COLOURS = {"S": "#161616", "H": "#c0141c", "D": "#c0141c", "C": "#161616"}
PLAIN_FOUR_COLOURS = PLAIN_COLOURS | {"D": "#0a4fc4", "C": "#0b7a2c"}  # as make_four_colour_deck.py


def draw_plain_face(painter: QPainter, rect: QRectF, path: QPainterPath, text: str,
                    russian: bool = False, four_colours: bool = False) -> None:
    """A plain face: rank and suit in two corners (``russian``: В, Д, К, Т) and a large suit sign."""
    painter.fillPath(path, QColor("white"))
    rank_text, suit = text[:-1], text[-1]
    colour = QColor((PLAIN_FOUR_COLOURS if four_colours else PLAIN_COLOURS).get(suit, "#161616"))
    symbol = SUIT_SYMBOLS.get(suit, "?")
    if rank_text not in RANK_TEXT.values():
        rank_text = "?"
    elif russian:
        rank_text = russian_rank(rank_text)
    width = rect.width()
    font = QFont()
    font.setBold(True)
    font.setPixelSize(max(6, round(width * 0.2)))
    painter.setPen(colour)
    painter.setFont(font)
    corner = QRectF(width * 0.04, width * 0.04, width * 0.26, width * 0.46)
    painter.drawText(corner, TOP_CENTRE, f"{rank_text}\n{symbol}")
    painter.save()
    painter.translate(rect.center())
    painter.rotate(180)
    painter.translate(-rect.center())
    painter.drawText(corner, TOP_CENTRE, f"{rank_text}\n{symbol}")
    painter.restore()
    font.setPixelSize(max(8, round(width * 0.5)))
    painter.setFont(font)
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, symbol)
