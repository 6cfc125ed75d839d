"""Clear the build machine's folders from the library search paths (RUNPATH/RPATH) of a Linux bundle.

A Python built from source (pyenv, say) links its extension modules and libpython with
``RUNPATH=/root/.pyenv/versions/3.x/lib``; PyInstaller copies them as they are, so the bundle would look
for libraries in a folder of the build machine on every player's machine (lintian's
custom-library-search-path). The bundle needs no such path: the bootloader loads libpython by its full
path, and the bundled libraries find each other by ``$ORIGIN``. :func:`clear_foreign` rewrites each such
entry in place, within the string's own bytes, to ``$ORIGIN`` (a path inside the bundle) padded with NUL
bytes; an entry that is already ``$ORIGIN``-relative is left alone. Nothing here runs an outside tool
(no patchelf or chrpath needed).
"""

from __future__ import annotations

import struct
from pathlib import Path

PT_LOAD, PT_DYNAMIC = 1, 2
DT_NULL, DT_STRTAB, DT_RPATH, DT_RUNPATH = 0, 5, 15, 29
OWN = "$ORIGIN"


def _search_paths(data: bytes) -> list[tuple[int, str]]:
    """(file offset, text) of each RPATH/RUNPATH string of an ELF image; [] for anything else."""
    if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
        return []
    wide, order = data[4] == 2, "<" if data[5] == 1 else ">"
    # e_phoff, then e_phentsize and e_phnum: at 32 and 54 in ELF64, at 28 and 42 in ELF32
    (phoff,) = struct.unpack_from(order + ("Q" if wide else "I"), data, 32 if wide else 28)
    phentsize, phnum = struct.unpack_from(order + "HH", data, 54 if wide else 42)
    header = order + ("IIQQQQQQ" if wide else "IIIIIIII")  # a program header
    dyn = order + ("qQ" if wide else "iI")  # a dynamic entry: tag, value
    loads, dynamic = [], None
    for index in range(phnum):
        fields = struct.unpack_from(header, data, phoff + index * phentsize)
        if wide:
            kind, _, offset, vaddr, _, filesz, _, _ = fields
        else:
            kind, offset, vaddr, _, filesz, _, _, _ = fields
        if kind == PT_LOAD:
            loads.append((vaddr, offset, filesz))
        elif kind == PT_DYNAMIC:
            dynamic = (offset, filesz)
    if dynamic is None:
        return []
    strtab, wanted = None, []
    step = struct.calcsize(dyn)
    for position in range(dynamic[0], dynamic[0] + dynamic[1] - step + 1, step):
        tag, value = struct.unpack_from(dyn, data, position)
        if tag == DT_NULL:
            break
        if tag == DT_STRTAB:
            strtab = value
        elif tag in (DT_RPATH, DT_RUNPATH):
            wanted.append(value)
    if strtab is None:
        return []
    base = next((offset + strtab - vaddr for vaddr, offset, size in loads if vaddr <= strtab < vaddr + size),
                None)
    if base is None:
        return []
    found = []
    for value in wanted:
        start = base + value
        end = data.index(b"\x00", start)
        found.append((start, data[start:end].decode("utf-8", "replace")))
    return found


def foreign(text: str) -> bool:
    """A search path naming any folder outside the bundle (not ``$ORIGIN``-relative)."""
    return any(part and not part.startswith(("$ORIGIN", "${ORIGIN}")) for part in text.split(":"))


def clear_foreign(folder: Path) -> list[tuple[Path, str]]:
    """Rewrite every foreign search path of the ELF files under ``folder`` to ``$ORIGIN``; what was
    cleared, as (file, old path)."""
    cleared = []
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with open(path, "rb") as handle:
            if handle.read(4) != b"\x7fELF":
                continue
        data = bytearray(path.read_bytes())
        changed = False
        for offset, text in _search_paths(bytes(data)):
            length = len(text.encode("utf-8"))
            if not foreign(text) or length < len(OWN):
                continue
            data[offset:offset + length] = OWN.encode().ljust(length, b"\x00")
            cleared.append((path, text))
            changed = True
        if changed:
            mode = path.stat().st_mode
            path.write_bytes(bytes(data))
            path.chmod(mode)
    return cleared


def search_paths(path: Path) -> list[str]:
    """The RPATH/RUNPATH strings of one ELF file (for tests and reports)."""
    return [text for _, text in _search_paths(path.read_bytes())]
