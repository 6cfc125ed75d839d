"""The bundle's cut ICU data (packaging/icu_data.py): what it keeps, and that Qt answers alike with it.

The last test builds the cut library from the installed PySide6's and runs the same probe of everything
QtCore asks ICU for (collation, case mapping, time-zone names, code pages) with the full and with the
cut library (LD_PRELOAD: QtCore's link to libicudata.so.NN then finds the one already loaded).
"""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

import icu_data  # noqa: E402


def _item(payload: bytes) -> bytes:
    """An ICU data item: a 32-byte header (size, magic, a UDataInfo) and the payload."""
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"ResB", b"\3\0\0\0", b"\1\0\0\0")
    return struct.pack("<HBB", 32, 0xDA, 0x27) + info + bytes(32 - 4 - len(info)) + payload


def _code_page(max_bytes_per_char: int) -> bytes:
    """A .cnv item whose UConverterStaticData says how many bytes a character takes at most."""
    static = struct.pack("<I60siBBBB", 100, b"test-cp", 1, 0, 2, 1, max_bytes_per_char)
    return _item(static + bytes(100 - len(static)))


def _header() -> bytes:
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", b"\1\0\0\0", b"\x49\0\0\0")
    return struct.pack("<HBB", 32, 0xDA, 0x27) + info + bytes(32 - 4 - len(info))


def test_a_package_reads_back_as_written():
    items = [("icudt73l/zone/ru.res", _item(b"z" * 40)), ("icudt73l/coll/ru.res", _item(b"c" * 7)),
             ("icudt73l/root.res", _item(b"r" * 16))]
    data = icu_data.write_package(_header(), items)
    header, read = icu_data.read_package(data)
    assert header == _header()
    # sorted by name (ICU looks items up by binary search), each where it begins, 16-byte aligned
    assert [name for name, _ in read] == sorted(name for name, _ in items)
    by_name = dict(items)
    for name, content in read:
        assert content.rstrip(b"\0") == by_name[name].rstrip(b"\0")
        assert data.index(content) % 16 == 0


def test_a_package_that_is_not_one_is_refused():
    with pytest.raises(icu_data.NotICUData):
        icu_data.read_package(b"\0" * 64)
    with pytest.raises(icu_data.NotICUData):
        icu_data.find_data_symbol(b"not an ELF file at all")


@pytest.mark.parametrize(("name", "kept"), [
    ("icudt73l/ru.res", True), ("icudt73l/ru_RU.res", True), ("icudt73l/en.res", True),
    ("icudt73l/en_GB.res", True), ("icudt73l/root.res", True), ("icudt73l/de.res", False),
    ("icudt73l/zh_Hant_TW.res", False), ("icudt73l/coll/ru.res", True), ("icudt73l/coll/root.res", True),
    ("icudt73l/coll/zh.res", False), ("icudt73l/coll/de__PHONEBOOK.res", False),
    ("icudt73l/coll/res_index.res", True), ("icudt73l/coll/ucadata.icu", True),
    ("icudt73l/zone/en_001.res", True), ("icudt73l/zone/pool.res", True), ("icudt73l/zone/fr.res", False),
    ("icudt73l/pool.res", True), ("icudt73l/supplementalData.res", True), ("icudt73l/zoneinfo64.res", True),
    ("icudt73l/metaZones.res", True), ("icudt73l/uprops.icu", True), ("icudt73l/nfkc.nrm", True),
    ("icudt73l/brkitr/word.brk", True), ("icudt73l/brkitr/cjdict.dict", False),
    ("icudt73l/translit/root.res", False), ("coll/ru.res", True), ("coll/ja.res", False),
])
def test_the_cut_keeps_english_russian_and_what_no_locale_owns(name, kept):
    assert icu_data.keep_item(name) is kept


def test_the_cut_keeps_single_byte_code_pages_only():
    assert icu_data.keep_item("icudt73l/ibm-5347_P100-1998.cnv", _code_page(1))  # windows-1251
    assert not icu_data.keep_item("icudt73l/ibm-943_P15A-2003.cnv", _code_page(2))  # Shift_JIS
    assert icu_data.keep_item("icudt73l/odd.cnv", b"not understood")  # kept rather than guessed


def test_the_soname_is_the_name_others_link_to():
    assert icu_data.soname(Path("/x/libicudata.so.73.2")) == "libicudata.so.73"
    assert icu_data.soname(Path("/x/libicudata.so.73")) == "libicudata.so.73"


# Everything QtCore asks ICU for, in English and Russian (and C, and a locale that falls back to root).
_PROBE = r"""
from PySide6.QtCore import QCollator, QDateTime, QLocale, QStringConverter, QStringDecoder, Qt, QTimeZone

words = ["ёж", "ель", "жук", "Ёлка", "елка", "apple", "Zebra", "banana", "яблоко", "Äpfel", "été", "ешь"]
for name in ("ru", "ru_RU", "en", "en_US", "en_GB", "C"):
    locale = QLocale(name)
    collator = QCollator(locale)
    print(name, "sorted", sorted(words, key=collator.sortKey))
    print(name, "compare", collator.compare("ёж", "ешь"), collator.compare("a", "а"))
    collator.setNumericMode(True)
    print(name, "numeric", sorted(["game 10", "game 9", "игра 2", "игра 11"], key=collator.sortKey))
    collator.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    print(name, "no case", collator.compare("Ёж", "ёж"), collator.compare("ЕЛЬ", "ель"))
    print(name, "case", locale.toUpper("ёжик straße ǆ"), locale.toLower("ЁЖИК İSTANBUL ΣΑΣ"))
    for zone in (b"Europe/Moscow", b"Europe/London", b"America/New_York", b"Asia/Tokyo"):
        tz = QTimeZone(zone)
        print(name, zone.decode(), [tz.displayName(kind, style, locale)
              for kind in (QTimeZone.TimeType.StandardTime, QTimeZone.TimeType.DaylightTime)
              for style in (QTimeZone.NameType.LongName, QTimeZone.NameType.ShortName,
                            QTimeZone.NameType.OffsetName)])
    moment = QDateTime.fromSecsSinceEpoch(1_700_000_000, QTimeZone(b"Europe/Moscow"))
    print(name, "date", locale.toString(moment, "dddd d MMMM yyyy HH:mm t tttt"))
print("tr", QLocale("tr").toUpper("istanbul"), QCollator(QLocale("de")).compare("ä", "b"))
for codec in ("windows-1251", "KOI8-R", "KOI8-U", "IBM866", "ISO-8859-5", "windows-1252", "ISO-8859-15",
              "macintosh", "US-ASCII", "UTF-7", "GB18030", "Shift_JIS", "EUC-KR", "Big5"):
    decoder = QStringDecoder(codec)
    print("code page", codec, decoder.isValid(), decoder.name())
"""
_MULTI_BYTE = ("GB18030", "Shift_JIS", "EUC-KR", "Big5")


def _installed_icu_data() -> Path | None:
    try:
        import PySide6
    except ImportError:
        return None
    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    return found[0] if found else None


def _probe(env: dict[str, str]) -> list[str]:
    result = subprocess.run([sys.executable, "-c", _PROBE], env=env, capture_output=True, text=True,
                            encoding="utf-8", timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.splitlines()


@pytest.mark.skipif(not sys.platform.startswith("linux") or _installed_icu_data() is None
                    or shutil.which("as") is None or shutil.which("ld") is None,
                    reason="Linux with PySide6's own ICU and binutils only")
def test_qt_answers_alike_with_the_cut_icu_data_in_english_and_russian(tmp_path):
    library = _installed_icu_data()
    cut = icu_data.cut_library(library, tmp_path)
    assert cut.name == icu_data.soname(library)
    assert cut.stat().st_size < library.stat().st_size / 3
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    env.pop("LD_PRELOAD", None)
    full = _probe(env)
    trimmed = _probe(dict(env, LD_PRELOAD=str(cut)))
    # The cut library is the one in use: the multi-byte code pages it drops are gone ...
    for codec in _MULTI_BYTE:
        assert f"code page {codec} True {codec}" in full
        assert any(line.startswith(f"code page {codec} False") for line in trimmed)
    # ... and all else reads the same, Russian collation (Cyrillic first) included.
    dropped = tuple(f"code page {codec} " for codec in _MULTI_BYTE)
    assert [line for line in trimmed if not line.startswith(dropped)] == \
        [line for line in full if not line.startswith(dropped)]
    assert any(line.startswith("ru sorted ['ёж'") for line in trimmed)
