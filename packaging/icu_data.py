"""ICU's data cut down to what the program can use: English and Russian (Linux bundles only).

QtCore links ICU (libicui18n, libicuuc, libicudata), and libicudata is nothing but ICU's whole data
package, every locale of the world, as one symbol (``icudt73_dat``): 32 MB of the bundle's 110. QtCore
calls ICU for collation (QCollator), case mapping in a locale (QLocale::toUpper), time-zone names
(QTimeZone) and the code pages QStringConverter has no table for; nothing else (``nm -D --undefined-only
libQt6Core.so.6``; no other bundled library links ICU). So the bundle keeps, from that package:

- every item that belongs to no one locale: the property and normalisation tables, the root
  collation (ucadata.icu), time-zone rules and metazones, likely subtags, plural rules, the pools;
- of the items of a locale (``ru.res``, ``coll/ru.res``, ``zone/en_GB.res`` …) those of ``root`` and
  of the languages in ``KEEP_LANGUAGES``, so collation, case mapping and zone names stay right in
  English and Russian, and any other locale falls back to root (ICU's own fallback) as it would for a
  locale ICU does not know;
- the single-byte code pages (Cyrillic, Western and the rest of Europe's, about 0.4 MB); the
  multi-byte ones (Chinese, Japanese, Korean: 4 MB) go;

and drops what Qt never reaches: the word-break dictionaries of Chinese, Japanese, Thai, Khmer, Lao and
Burmese (ICU's break iterators, which Qt does not call: its text layout has its own Unicode tables) and
the transliterators (ICU's Transliterator, likewise not called).

The cut package goes into a library of the same name (soname) and symbol, assembled by binutils' ``as``
and ``ld``; without them, or with a library not laid out as expected, the bundle keeps ICU's library
as it is and the build says so. tests/test_icu_data.py checks that ICU answers alike with the full and
the cut library for English and Russian.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
from pathlib import Path

KEEP_LANGUAGES = frozenset({"root", "en", "ru"})

# A locale's item: a language (2-3 letters, or root), then anything after "_": ru.res, en_GB.res,
# de__PHONEBOOK.res. res_index.res (a tree's list of locales) only looks like one.
_LOCALE_ITEM = re.compile(r"^(?P<language>[a-z]{2,3}|root)(_.*)?\.res$")
_NOT_LOCALES = frozenset({"res_index.res"})
_DROPPED_TREES = ("translit/",)
_DROPPED_SUFFIXES = (".dict",)
_SYMBOL = re.compile(rb"^icudt\d+_dat$")

_MAGIC = b"\xda\x27"
_COMMON_DATA = b"CmnD"
_ALIGN = 16


class NotICUData(ValueError):
    """The bytes or the library are not laid out as this module expects: keep the original."""


# -- the common data package ---------------------------------------------------------------------------
def _header_size(data: bytes) -> int:
    """The length of an ICU data header (its size, magic 0xda27, a UDataInfo), after checking it."""
    if len(data) < 20 or data[2:4] != _MAGIC:
        raise NotICUData("no ICU data header")
    return struct.unpack_from("<H", data, 0)[0]


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """A common data package (``icudt73l.dat``) as its header and its (name, bytes) items, in order.

    The layout is ICU's "offset TOC": after the header, a count, then (name offset, data offset) per
    item, both from the count's position; an item ends where the next begins (the last at the end).
    """
    size = _header_size(data)
    info = data[4:size]
    # UDataInfo: size, reserved, isBigEndian, charsetFamily, sizeofUChar, reserved, dataFormat[4] ...
    if info[4] != 0 or info[8:12] != _COMMON_DATA or info[12] != 1:
        raise NotICUData("not a little-endian common data package, format 1")
    (count,) = struct.unpack_from("<I", data, size)
    entries = [struct.unpack_from("<II", data, size + 4 + 8 * index) for index in range(count)]
    items = []
    for index, (name_offset, data_offset) in enumerate(entries):
        start = size + name_offset
        name = data[start:data.index(b"\0", start)].decode("ascii")
        end = size + entries[index + 1][1] if index + 1 < count else len(data)
        items.append((name, data[size + data_offset:end]))
    return data[:size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """The inverse of read_package: the same header, the items (their names sorted, as ICU looks them
    up by binary search) each starting on a 16-byte boundary."""
    items = sorted(items, key=lambda item: item[0].encode("ascii"))
    table_size = 4 + 8 * len(items)
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    name_offsets, position = [], table_size
    for name, _ in items:
        name_offsets.append(position)
        position += len(name) + 1
    body, data_offsets = bytearray(), []
    position = _aligned(table_size + len(names))
    for _, content in items:
        data_offsets.append(position)
        body += content + bytes(_aligned(len(content)) - len(content))
        position += _aligned(len(content))
    table = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", name_offset, data_offset)
        for name_offset, data_offset in zip(name_offsets, data_offsets, strict=True))
    head = table + names
    return header + head + bytes(_aligned(len(head)) - len(head)) + bytes(body)


def _aligned(size: int) -> int:
    return (size + _ALIGN - 1) // _ALIGN * _ALIGN


# -- what is kept --------------------------------------------------------------------------------------
def _single_byte_code_page(content: bytes) -> bool:
    """A converter table (.cnv) whose characters take one byte at most (UConverterStaticData's
    maxBytesPerChar: after the item's header, 4 bytes of size, 60 of name, 4 of code page, then
    platform, type, min and max bytes per character)."""
    try:
        start = _header_size(content)
        return content[start + 71] == 1
    except (NotICUData, IndexError):
        return True  # not understood: keep it


def keep_item(name: str, content: bytes = b"") -> bool:
    """Whether the bundle keeps this item of the package (``icudt73l/coll/ru.res`` or ``coll/ru.res``)."""
    path = name.split("/", 1)[1] if re.match(r"^icudt\d+[lbe]/", name) else name
    base = path.rsplit("/", 1)[-1]
    if path.startswith(_DROPPED_TREES) or base.endswith(_DROPPED_SUFFIXES):
        return False
    if base.endswith(".cnv"):
        return _single_byte_code_page(content)
    match = _LOCALE_ITEM.match(base)
    if match and base not in _NOT_LOCALES:
        return match.group("language") in KEEP_LANGUAGES
    return True


def cut_package(data: bytes) -> bytes:
    header, items = read_package(data)
    return write_package(header, [(name, content) for name, content in items if keep_item(name, content)])


# -- the library ---------------------------------------------------------------------------------------
def find_data_symbol(library: bytes) -> tuple[str, int, int]:
    """(symbol, file offset, size) of the ``icudtNN_dat`` symbol of a 64-bit little-endian ELF library."""
    if library[:4] != b"\x7fELF" or library[4] != 2 or library[5] != 1:
        raise NotICUData("not a 64-bit little-endian ELF file")
    (shoff,) = struct.unpack_from("<Q", library, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", library, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", library, shoff + index * shentsize)
                for index in range(shnum)]
    # (name, type, flags, addr, offset, size, link, info, addralign, entsize)
    for _name, kind, _flags, _addr, offset, size, link, _info, _align, entsize in sections:
        if kind != 11 or not entsize:  # SHT_DYNSYM
            continue
        strings = sections[link]
        for position in range(offset, offset + size, entsize):
            st_name, _st_info, _other, st_shndx, st_value, st_size = struct.unpack_from(
                "<IBBHQQ", library, position)
            start = strings[4] + st_name
            symbol = library[start:library.index(b"\0", start)]
            if _SYMBOL.match(symbol) and 0 < st_shndx < len(sections):
                home = sections[st_shndx]
                return symbol.decode("ascii"), home[4] + st_value - home[3], st_size
    raise NotICUData("no icudtNN_dat symbol")


def soname(library: Path) -> str:
    """libicudata.so.73.2 -> libicudata.so.73 (the name the other libraries link to)."""
    match = re.match(r"^(lib\w+\.so\.\d+)", library.name)
    return match.group(1) if match else library.name


def build_library(package: bytes, symbol: str, name: str, workdir: Path) -> Path:
    """A shared library named ``name`` whose one symbol ``symbol`` holds ``package``; by as and ld."""
    workdir.mkdir(parents=True, exist_ok=True)
    data = workdir / "icudata.dat"
    data.write_bytes(package)
    source = workdir / "icudata.s"
    source.write_text(
        "\t.section .rodata\n"
        f"\t.globl {symbol}\n\t.type {symbol}, @object\n\t.balign {_ALIGN}\n"
        f"{symbol}:\n\t.incbin \"{data.resolve().as_posix()}\"\n\t.size {symbol}, . - {symbol}\n"
        "\t.section .note.GNU-stack,\"\",@progbits\n", encoding="ascii")
    obj, out = workdir / "icudata.o", workdir / name
    subprocess.run(["as", "-o", str(obj), str(source)], check=True, capture_output=True, text=True)
    subprocess.run(["ld", "-shared", "-soname", name, "-z", "noexecstack", "-o", str(out), str(obj)],
                   check=True, capture_output=True, text=True)
    return out


def cut_library(library: Path, workdir: Path) -> Path:
    """A copy of ICU's data library keeping only what the program can use (see the module's text).

    Raises NotICUData when the library is not as expected, RuntimeError when as or ld is missing,
    subprocess.CalledProcessError when they fail: the caller then keeps the original.
    """
    if shutil.which("as") is None or shutil.which("ld") is None:
        raise RuntimeError("binutils' as and ld are needed")
    content = library.read_bytes()
    symbol, offset, size = find_data_symbol(content)
    package = cut_package(content[offset:offset + size])
    return build_library(package, symbol, soname(library), workdir)
