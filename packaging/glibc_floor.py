"""The oldest glibc the Linux app runs on, and what a build of it really needs of glibc.

A program linked against glibc records, for each library it takes symbols from, the symbol versions it
needs (the ELF ``.gnu.version_r`` table, which the dynamic loader reads through ``DT_VERNEED``):
``GLIBC_2.34`` for ``__libc_start_main`` when it was linked against glibc 2.34 or newer, say. The loader
refuses to start it on a glibc that lacks any of them ("version `GLIBC_2.38' not found"). So the newest
``GLIBC_`` version any file of a bundle needs is the oldest glibc the bundle runs on, whatever the
distribution — which depends on the system it was built on, since PyInstaller copies that system's
libraries and its Python into the bundle.

:data:`FLOOR` is the glibc the released Linux builds promise (docs/install.md names it and the systems
that have it): the workflow builds them in :data:`BUILD_BASE` (.github/workflows/package.yml says why that
one) and checks them against it with ``tools/check_glibc.py``; packaging/deb.py writes the newest version
found as the ``.deb``'s ``libc6 (>= …)``. Everything here is read with :mod:`struct`; no binutils needed.
"""

from __future__ import annotations

import io
import os
import re
import struct
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

# The oldest glibc the workflow's Linux builds run on: that of BUILD_BASE, where they are built.
FLOOR = "2.35"
BUILD_BASE = "ubuntu:22.04"

# Version names in glibc's namespace that are not a release number: each means "a glibc at least this
# new" (GLIBC_ABI_DT_RELR: the loader understands packed relative relocations, new in 2.36).
MARKERS = {"GLIBC_ABI_DT_RELR": "2.36"}
# glibc's own internal interface between its libraries: a file needing it runs only with the very glibc
# it was built with, so it can never be in a bundle meant for other systems.
PRIVATE = "GLIBC_PRIVATE"

PT_LOAD, PT_DYNAMIC = 1, 2
DT_NULL, DT_STRTAB = 0, 5
DT_VERNEED, DT_VERNEEDNUM = 0x6FFFFFFE, 0x6FFFFFFF
SHT_DYNSYM, SHT_GNU_VERSYM = 11, 0x6FFFFFFF


def version_key(version: str) -> tuple[int, ...]:
    return tuple(int(part) for part in version.split("."))


def glibc_release(name: str) -> str | None:
    """The glibc release a needed version name asks for: ``GLIBC_2.2.5`` -> ``2.2.5``, a marker -> its
    release; None for a name outside glibc's numbered versions (another library's, or GLIBC_PRIVATE)."""
    if name in MARKERS:
        return MARKERS[name]
    match = re.fullmatch(r"GLIBC_(\d+(?:\.\d+)+)", name)
    return match.group(1) if match else None


class _Image:
    """One ELF file's bytes, read as its header says (32 or 64 bits, either byte order)."""

    def __init__(self, data: bytes) -> None:
        if data[:4] != b"\x7fELF" or data[4] not in (1, 2) or data[5] not in (1, 2):
            raise ValueError("not an ELF file")
        self.data, self.wide, self.order = data, data[4] == 2, "<" if data[5] == 1 else ">"

    def unpack(self, layout: str, offset: int) -> tuple:
        return struct.unpack_from(self.order + layout, self.data, offset)

    def string(self, offset: int) -> str:
        end = self.data.index(b"\x00", offset)
        return self.data[offset:end].decode("utf-8", "replace")

    def segments(self) -> list[tuple[int, int, int, int]]:
        """(type, file offset, address, size in the file) of each program header."""
        (phoff,) = self.unpack("Q" if self.wide else "I", 32 if self.wide else 28)
        phentsize, phnum = self.unpack("HH", 54 if self.wide else 42)
        found = []
        for index in range(phnum):
            if self.wide:
                kind, _, offset, address, _, size, _, _ = self.unpack("IIQQQQQQ", phoff + index * phentsize)
            else:
                kind, offset, address, _, size, _, _, _ = self.unpack("IIIIIIII", phoff + index * phentsize)
            found.append((kind, offset, address, size))
        return found

    def sections(self) -> list[tuple[int, int, int, int, int]]:
        """(type, file offset, size, link, entry size) of each section header; [] when there are none."""
        (shoff,) = self.unpack("Q" if self.wide else "I", 40 if self.wide else 32)
        shentsize, shnum = self.unpack("HH", 58 if self.wide else 46)
        found = []
        for index in range(shnum if shoff else 0):
            if self.wide:
                _, kind, _, _, offset, size, link, _, _, entsize = self.unpack("IIQQQQIIQQ",
                                                                               shoff + index * shentsize)
            else:
                _, kind, _, _, offset, size, link, _, _, entsize = self.unpack("IIIIIIIIII",
                                                                               shoff + index * shentsize)
            found.append((kind, offset, size, link, entsize))
        return found


def needed_versions(data: bytes) -> dict[str, set[str]]:
    """Each symbol version an ELF image needs from the libraries it links to (what the dynamic loader
    checks), with the names of its symbols bound to that version where the section headers say (a
    stripped-of-sections file gives empty sets). {} for a file that links to nothing (static, data)."""
    image = _Image(data)
    segments = image.segments()
    loads = [(address, offset, size) for kind, offset, address, size in segments if kind == PT_LOAD]
    dynamic = next(((offset, size) for kind, offset, _, size in segments if kind == PT_DYNAMIC), None)
    if dynamic is None:
        return {}

    def file_offset(address: int) -> int | None:
        return next((offset + address - start for start, offset, size in loads
                     if start <= address < start + size), None)

    tags: dict[int, int] = {}
    layout = "qQ" if image.wide else "iI"
    step = struct.calcsize(layout)
    for position in range(dynamic[0], dynamic[0] + dynamic[1] - step + 1, step):
        tag, value = image.unpack(layout, position)
        if tag == DT_NULL:
            break
        tags.setdefault(tag, value)
    if DT_VERNEED not in tags or DT_STRTAB not in tags:
        return {}
    strings, entry = file_offset(tags[DT_STRTAB]), file_offset(tags[DT_VERNEED])
    if strings is None or entry is None:
        return {}
    by_index: dict[int, str] = {}
    # Elf_Verneed (vn_version, vn_cnt, vn_file, vn_aux, vn_next) and Elf_Vernaux (vna_hash, vna_flags,
    # vna_other, vna_name, vna_next): the same 16 bytes in both classes
    for _ in range(tags.get(DT_VERNEEDNUM, 0)):
        _, count, _, aux, following = image.unpack("HHIII", entry)
        position = entry + aux
        for _ in range(count):
            _, _, index, name, next_aux = image.unpack("IHHII", position)
            by_index[index] = image.string(strings + name)
            position += next_aux
        if not following:
            break
        entry += following
    needed: dict[str, set[str]] = {name: set() for name in by_index.values()}
    sections = image.sections()
    symbols = next((section for section in sections if section[0] == SHT_DYNSYM), None)
    versions = next((section for section in sections if section[0] == SHT_GNU_VERSYM), None)
    if symbols and versions and symbols[4] and symbols[3] < len(sections):
        names = sections[symbols[3]][1]
        for number in range(min(symbols[2] // symbols[4], versions[2] // 2)):
            (index,) = image.unpack("H", versions[1] + 2 * number)
            if (index & 0x7FFF) in by_index:
                (name,) = image.unpack("I", symbols[1] + number * symbols[4])
                needed[by_index[index & 0x7FFF]].add(image.string(names + name))
    return needed


@dataclass
class Needs:
    """What one ELF file needs of glibc."""

    name: str  # where it is, as shown to the reader (relative to the folder or archive checked)
    release: str | None = None  # the newest glibc release it needs; None: none in particular
    version: str = ""  # the version name that asks for it (GLIBC_2.34, GLIBC_ABI_DT_RELR)
    symbols: list[str] = field(default_factory=list)  # those bound to that version
    private: bool = False  # it needs GLIBC_PRIVATE
    unreadable: str = ""  # why its tables could not be read (a damaged file), else ""


def glibc_needs(name: str, data: bytes) -> Needs:
    try:
        versions = needed_versions(data)
    except (ValueError, IndexError, struct.error) as error:  # a table pointing past the end, say
        return Needs(name, unreadable=str(error) or type(error).__name__)
    needs = Needs(name, private=PRIVATE in versions)
    for version, symbols in versions.items():
        release = glibc_release(version)
        if release and (needs.release is None or version_key(release) > version_key(needs.release)):
            needs.release, needs.version, needs.symbols = release, version, sorted(symbols)
    return needs


# -- where ELF files are found ------------------------------------------------------------------------
def _is_elf(head: bytes) -> bool:
    return head[:4] == b"\x7fELF"


def folder_images(folder: Path) -> Iterator[tuple[str, bytes]]:
    """(path relative to ``folder``, bytes) of each ELF file under it; a link is its target's business."""
    for path in sorted(folder.rglob("*")):
        if path.is_symlink() or not path.is_file():
            continue
        with open(path, "rb") as handle:
            if not _is_elf(handle.read(4)):
                continue
        yield path.relative_to(folder).as_posix(), path.read_bytes()


def tar_images(tar: tarfile.TarFile) -> Iterator[tuple[str, bytes]]:
    for member in tar:
        if not member.isfile():
            continue
        handle = tar.extractfile(member)
        if handle is None:
            continue
        head = handle.read(4)
        if _is_elf(head):
            yield member.name.removeprefix("./"), head + handle.read()


def ar_members(data: bytes) -> dict[str, bytes]:
    """The members of an ar archive (a .deb is one: debian-binary, control.tar.*, data.tar.*)."""
    if not data.startswith(b"!<arch>\n"):
        raise ValueError("not an ar archive")
    members, position = {}, 8
    while position + 60 <= len(data):
        header = data[position:position + 60]
        name = header[:16].decode("ascii").strip().rstrip("/")
        size = int(header[48:58].decode("ascii").strip())
        members[name] = data[position + 60:position + 60 + size]
        position += 60 + size + (size % 2)
    return members


def deb_tar(data: bytes, stem: str) -> tarfile.TarFile:
    """The ``control`` or ``data`` tarball of a .deb (gzip, xz or none; dpkg-deb -Zxz is what deb.py uses)."""
    for name, member in ar_members(data).items():
        if name.startswith(f"{stem}.tar"):
            if name.endswith(".zst"):
                raise ValueError(f"{name}: zstd is not read here; unpack the .deb with dpkg-deb -x")
            return tarfile.open(fileobj=io.BytesIO(member), mode="r:*")
    raise ValueError(f"no {stem}.tar in the package")


def deb_depends(data: bytes) -> str:
    """The Depends field of a .deb's control file ("" when it has none)."""
    with deb_tar(data, "control") as tar:
        for member in tar:
            if member.name.removeprefix("./") == "control":
                text = tar.extractfile(member).read().decode("utf-8")
                match = re.search(r"^Depends:(.*(?:\n[ \t].*)*)", text, re.MULTILINE)
                return " ".join(match.group(1).split()) if match else ""
    return ""


def images(target: Path) -> Iterator[tuple[str, bytes]]:
    """The ELF files of a folder, a tarball or a .deb (its data part)."""
    if target.is_dir():
        yield from folder_images(target)
    elif target.name.endswith(".deb"):
        with deb_tar(target.read_bytes(), "data") as tar:
            yield from tar_images(tar)
    elif tarfile.is_tarfile(target):
        with tarfile.open(target) as tar:
            yield from tar_images(tar)
    else:
        with open(target, "rb") as handle:
            if _is_elf(handle.read(4)):
                yield target.name, target.read_bytes()


def scan(target: Path) -> list[Needs]:
    """What each ELF file of ``target`` needs of glibc, in the order found."""
    return [glibc_needs(name, data) for name, data in images(target)]


def newest(found: list[Needs]) -> Needs | None:
    """The file needing the newest glibc (the first such), or None when none needs a particular one."""
    best = None
    for needs in found:
        if needs.release and (best is None or version_key(needs.release) > version_key(best.release)):
            best = needs
    return best


def offenders(found: list[Needs], floor: str) -> list[str]:
    """One line for each file that would not start on glibc ``floor``."""
    lines = []
    for needs in found:
        if needs.release and version_key(needs.release) > version_key(floor):
            symbols = f" ({', '.join(needs.symbols[:4])}{', …' if len(needs.symbols) > 4 else ''})" \
                if needs.symbols else ""
            lines.append(f"{needs.name} needs {needs.version}{symbols}, newer than glibc {floor}")
        if needs.private:
            lines.append(f"{needs.name} needs {PRIVATE}: it runs only with the glibc it was built with")
        if needs.unreadable:
            lines.append(f"{needs.name} is an ELF file whose version needs cannot be read: "
                         f"{needs.unreadable}")
    return lines


def this_machine() -> str | None:
    """This machine's glibc release ("2.36"), or None where the C library is not glibc."""
    try:
        text = os.confstr("CS_GNU_LIBC_VERSION") or ""
    except (AttributeError, ValueError, OSError):
        return None
    match = re.fullmatch(r"glibc (\d+(?:\.\d+)+)", text.strip())
    return match.group(1) if match else None
