"""Render the application icon from ``resources/icons/patience-qt.svg``.

    python packaging/make_icons.py [--check]

Writes ``resources/icons/patience-qt-<N>.png`` for N in 16 … 512 (the window icon and the Linux
desktop icon), and ``packaging/icons/patience-qt.ico`` (Windows) and ``packaging/icons/patience-qt.icns``
(macOS) for PyInstaller. Both containers are written directly with PNG entries (Windows Vista and later,
macOS 10.7 and later read those), so no Pillow is needed. Rendering uses QtSvg offscreen.
``packaging/icons/patience-qt.svg.sha256`` records the SVG the outputs were made from, so a build knows
when to make them again (file times say nothing after a fresh clone). ``--check`` only reports whether the
outputs are missing or made from another SVG (exit 1 then).
"""

from __future__ import annotations

import argparse
import hashlib
import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources" / "icons" / "patience-qt.svg"
PNG_DIR = ROOT / "resources" / "icons"
OUT_DIR = ROOT / "packaging" / "icons"
STAMP = OUT_DIR / "patience-qt.svg.sha256"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size (the @2x types share sizes with plain ones).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


def outputs() -> list[Path]:
    pngs = [PNG_DIR / f"patience-qt-{size}.png" for size in PNG_SIZES]
    return [*pngs, OUT_DIR / "patience-qt.ico", OUT_DIR / "patience-qt.icns"]


def source_digest() -> str:
    return hashlib.sha256(SOURCE.read_bytes()).hexdigest()


def out_of_date() -> list[Path]:
    """Outputs that are missing, or all of them when they were made from another SVG."""
    made_from = STAMP.read_text(encoding="utf-8").split()[0] if STAMP.is_file() else ""
    if made_from != source_digest():
        return outputs()
    return [path for path in outputs() if not path.is_file()]


def render_png(size: int) -> bytes:
    """The icon at ``size`` pixels square, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: QtSvg cannot read {SOURCE}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data)


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico whose entries are PNG images (ICONDIR, ICONDIRENTRY × n, then the data)."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    entries, blobs = b"", b""
    for size in sizes:
        data = pngs[size]
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns: 'icns', total length, then (type, length, PNG data) per entry, big-endian."""
    body = b""
    for kind, size in ICNS_TYPES:
        data = pngs[size]
        body += kind + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def make() -> list[Path]:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 (QPainter needs it)
    sizes = sorted({*PNG_SIZES, *ICO_SIZES, *(size for _, size in ICNS_TYPES)})
    pngs = {size: render_png(size) for size in sizes}
    written = []
    PNG_DIR.mkdir(parents=True, exist_ok=True)
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for size in PNG_SIZES:
        path = PNG_DIR / f"patience-qt-{size}.png"
        path.write_bytes(pngs[size])
        written.append(path)
    ico = OUT_DIR / "patience-qt.ico"
    ico.write_bytes(ico_bytes({size: pngs[size] for size in ICO_SIZES}))
    icns = OUT_DIR / "patience-qt.icns"
    icns.write_bytes(icns_bytes(pngs))
    STAMP.write_text(f"{source_digest()}  resources/icons/patience-qt.svg\n", encoding="utf-8")
    return [*written, ico, icns]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render the application icon (PNG, ICO, ICNS).")
    parser.add_argument("--check", action="store_true", help="only say whether the outputs are up to date")
    args = parser.parse_args(argv)
    if args.check:
        stale = out_of_date()
        for path in stale:
            print(f"out of date: {path.relative_to(ROOT)}")
        return 1 if stale else 0
    for path in make():
        print(f"{path.relative_to(ROOT)}  {path.stat().st_size:,} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main())
