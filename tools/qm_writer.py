"""Compile Qt Linguist ``.ts`` files into the ``.qm`` files QTranslator loads, in pure Python.

    python tools/qm_writer.py SOURCE_FOLDER TARGET_FOLDER     every *.ts of SOURCE into TARGET/*.qm

Why not ``lrelease``: the translations are compiled when the package is built (setup.py's build_py, so
the wheel and the editable install carry them), and a build runs in an isolated environment with
setuptools only, no PySide6 and so no lrelease. The format is small: a magic number, then sections
(tag byte, big-endian 32-bit length, data):

* language (0xa7): the language's name, e.g. ``ru_RU``;
* hashes (0x42): (hash, offset) pairs sorted by hash; the hash is the ELF hash of the UTF-8 source
  text followed by the comment, the offset is where its message starts in the messages section;
* messages (0x69): per message its translations (tag 3, byte length, UTF-16BE text; a plural text has
  one per form), comment (8), source (6) and context (7) as length-prefixed UTF-8, then the end tag (1);
* numerus rules (0x88): which plural form a count takes, as Qt's small rule code (below).

Only finished, non-empty translations go in (an unfinished one would show half-done text); a text
without translation falls through to the English source, as Qt does. Qt looks a text up by the hash,
then compares context, source and comment, so the file needs no other index. tests/test_translations.py
checks that Qt reads every text back, plural forms included, and that lrelease agrees where it is there.
"""

from __future__ import annotations

import os
import struct
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from collections.abc import Iterable
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
TAG_LANGUAGE, TAG_HASHES, TAG_MESSAGES, TAG_NUMERUS = 0xA7, 0x42, 0x69, 0x88
TAG_END, TAG_TRANSLATION, TAG_SOURCE, TAG_CONTEXT, TAG_COMMENT = 1, 3, 6, 7, 8

# Qt's plural rule code: a test of n (optionally n % 10 or n % 100), AND between tests, NEWRULE between
# forms; the first rule that holds gives the form, none gives the last form.
EQ, BETWEEN, NOT, MOD_10, MOD_100 = 0x01, 0x04, 0x08, 0x10, 0x20
AND, NEWRULE = 0xFD, 0xFF
NUMERUS_RULES = {
    # one: n == 1; other: the rest
    "en": bytes([EQ, 1]),
    # one: n % 10 == 1 and n % 100 != 11; few: n % 10 in 2..4 and n % 100 not in 10..19; many: the rest
    "ru": bytes([MOD_10 | EQ, 1, AND, MOD_100 | NOT | EQ, 11, NEWRULE,
                 MOD_10 | BETWEEN, 2, 4, AND, MOD_100 | NOT | BETWEEN, 10, 19]),
}

Entry = tuple[str, str, str, list[str]]  # context, source, comment, translations (one, or plural forms)


def elf_hash(data: bytes) -> int:
    """The hash QTranslator files a message under (never 0)."""
    value = 0
    for byte in data:
        value = ((value << 4) + byte) & 0xFFFFFFFF
        high = value & 0xF0000000
        if high:
            value ^= high >> 24
        value &= ~high & 0xFFFFFFFF
    return value or 1


def read_ts(path: Path) -> tuple[str, list[Entry]]:
    """The language (``ru_RU``) and the finished, non-empty translations of a ``.ts`` file."""
    root = ElementTree.parse(path).getroot()
    entries: list[Entry] = []
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None:
                continue
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            if message.get("numerus") == "yes":
                texts = [form.text or "" for form in translation.iter("numerusform")]
            else:
                texts = [translation.text or ""]
            if texts and all(texts):
                entries.append((name, source, message.findtext("comment") or "", texts))
    return root.get("language") or "", entries


def _block(data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + data


def qm_bytes(language: str, entries: Iterable[Entry]) -> bytes:
    """The ``.qm`` file of these translations; ``language`` like ``ru_RU`` picks the plural rules."""
    messages = bytearray()
    hashes: list[tuple[int, int]] = []
    for context, source, comment, texts in entries:
        hashes.append((elf_hash((source + comment).encode("utf-8")), len(messages)))
        for text in texts:
            messages += bytes([TAG_TRANSLATION]) + _block(text.encode("utf-16-be"))
        messages += bytes([TAG_COMMENT]) + _block(comment.encode("utf-8"))
        messages += bytes([TAG_SOURCE]) + _block(source.encode("utf-8"))
        messages += bytes([TAG_CONTEXT]) + _block(context.encode("utf-8"))
        messages += bytes([TAG_END])
    out = bytearray(MAGIC)
    if language:
        out += bytes([TAG_LANGUAGE]) + _block(language.encode("ascii"))
    if hashes:
        table = b"".join(struct.pack(">II", value, offset) for value, offset in sorted(hashes))
        out += bytes([TAG_HASHES]) + _block(table) + bytes([TAG_MESSAGES]) + _block(bytes(messages))
    rules = NUMERUS_RULES.get(language.split("_")[0].lower())
    if rules:
        out += bytes([TAG_NUMERUS]) + _block(rules)
    return bytes(out)


def compile_ts(ts: Path, qm: Path) -> int:
    """Write ``qm`` from ``ts`` (all or nothing: a temporary file renamed); the number of texts in it."""
    language, entries = read_ts(ts)
    data = qm_bytes(language, entries)
    qm.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{qm.stem}.", suffix=".qm", dir=qm.parent)
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temp, 0o644)  # mkstemp makes it private; a translation is not
        os.replace(temp, qm)
    finally:
        if os.path.exists(temp):
            os.unlink(temp)
    return len(entries)


def compile_folder(source: Path, target: Path, force: bool = True) -> list[Path]:
    """Compile every ``*.ts`` of ``source`` into ``target`` (unless ``force`` is off and the ``.qm`` is
    newer than its ``.ts``); the ``.qm`` files written."""
    written = []
    for ts in sorted(Path(source).glob("*.ts")):
        qm = Path(target) / f"{ts.stem}.qm"
        if not force and qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
            continue
        compile_ts(ts, qm)
        written.append(qm)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: python tools/qm_writer.py SOURCE_FOLDER TARGET_FOLDER", file=sys.stderr)
        return 2
    for qm in compile_folder(Path(args[0]), Path(args[1])):
        print(f"compiled {qm}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
