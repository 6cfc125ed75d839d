"""The translation sources: the Russian one complete, the code's every text in it, blanks kept; the
build's compiler (tools/qm_writer.py) writes what Qt loads, as lrelease would, into the package."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from tools import build_translations, qm_writer

ROOT = Path(__file__).resolve().parent.parent
RUSSIAN = ROOT / "resources" / "translations" / "patience_qt_ru.ts"
ENGLISH = ROOT / "resources" / "translations" / "patience_qt_en.ts"
BLANK = re.compile(r"\{[A-Za-z_0-9]*\}|%n")


def messages(path: Path):
    root = ElementTree.parse(path).getroot()
    for context in root.iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name"), message


def test_the_russian_translation_has_no_unfinished_or_empty_entry():
    root = ElementTree.parse(RUSSIAN).getroot()
    assert root.get("language", "").startswith("ru")
    count = 0
    for context, message in messages(RUSSIAN):
        count += 1
        source = message.findtext("source")
        translation = message.find("translation")
        assert translation is not None, (context, source)
        assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (context, source)
        if message.get("numerus") == "yes":
            forms = [form.text or "" for form in translation.iter("numerusform")]
            assert len(forms) == 3 and all(form.strip() for form in forms), (context, source)
        else:
            assert (translation.text or "").strip(), (context, source)
    assert count > 150


def test_translations_keep_the_blanks_and_mnemonics_of_their_source():
    for path in (RUSSIAN, ENGLISH):
        for context, message in messages(path):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            texts = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
            # an English rank with its article ({a_rank}, {A_rank}) is a form of the rank ({rank}) too
            wanted = sorted({re.sub(r"^\{[aA]_", "{", blank) for blank in BLANK.findall(source)})
            for text in texts:
                used = sorted(set(BLANK.findall(text)))
                if message.findtext("comment") or context in ("Ranks", "Suits"):
                    continue
                # a Russian sentence may use a rank's other forms ({rank_acc} …) instead of the plain blank
                stems = sorted({re.sub(r"^\{[aA]_", "{", re.sub(r"_(cap|acc|pl|gen)\}$", "}", blank))
                                for blank in used})
                assert stems == wanted, (path.name, context, source, text)
                assert ("&" in text) == ("&" in source.replace("&&", "")), (path.name, context, source, text)


def test_every_text_of_the_code_has_a_finished_translation():
    found, problems = build_translations.extract()
    assert problems == [], problems
    assert len(found) > 150
    gaps = [gap for lang in build_translations.LANGUAGES for gap in build_translations.missing(lang, found)]
    advice = "run `python tools/build_translations.py --update`, then translate: "
    assert gaps == [], advice + "; ".join(gaps[:10])


def test_the_extractor_knows_the_programs_forms(tmp_path):
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "a.py").write_text('''
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication
WORDS = {"a": "apple", "b": "pear"}
LABELS = (QT_TRANSLATE_NOOP("Table", "stock"),)

def tr(text):
    return QCoreApplication.translate("Helper", text)

class Window:
    def f(self, n):
        self.tr("Game")
        self.tr("%n moves", "", n)
        tr("helped")
        QCoreApplication.translate("Fruit", WORDS.get("a", "a"))
        QCoreApplication.translate("Ranks", "ace", "accusative")
''', encoding="utf-8")
    found, problems = build_translations.extract(package)
    Message = build_translations.Message
    assert found == {
        Message("Window", "Game"), Message("Window", "%n moves", "", True), Message("Helper", "helped"),
        Message("Fruit", "apple"), Message("Fruit", "pear"), Message("Ranks", "ace", "accusative"),
        Message("Table", "stock"),
    }
    assert problems == []
    (package / "words.py").write_text('SUITS = {"S": "spades"}\n', encoding="utf-8")
    (package / "sub").mkdir()
    (package / "sub" / "c.py").write_text(
        'from ..words import SUITS\nfrom PySide6.QtCore import QCoreApplication\n'
        'QCoreApplication.translate("Suits", SUITS["S"], "genitive")\n', encoding="utf-8")
    found, problems = build_translations.extract(package)
    assert Message("Suits", "spades", "genitive") in found  # a table imported from the package's module
    assert problems == []
    (package / "b.py").write_text('class A:\n    def f(self, x):\n        self.tr(f"{x} cards")\n')
    assert build_translations.extract(package)[1]


def test_every_text_of_the_translations_is_still_in_the_code():
    # `--update` drops what the extractor no longer finds: a table it cannot see loses its translations
    found, _problems = build_translations.extract()
    for lang in build_translations.LANGUAGES:
        gone = sorted(set(build_translations.read_ts(build_translations.ts_path(lang))) - found)
        assert gone == [], (lang, gone[:5])


def expected_form(lang: str, n: int) -> int:
    """Qt's plural form index for English (one, other) and Russian (one, few, many)."""
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        return 1 if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else 2
    return 0 if n == 1 else 1


@pytest.mark.parametrize("lang, path", [("ru", RUSSIAN), ("en", ENGLISH)])
def test_qt_reads_every_compiled_text_back_with_its_plural_forms(tmp_path, lang, path):
    from PySide6.QtCore import QTranslator

    qm = tmp_path / f"{lang}.qm"
    assert qm_writer.compile_ts(path, qm) > 150
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.language() == ("ru_RU" if lang == "ru" else "en_US")
    _language, entries = qm_writer.read_ts(path)
    plurals = 0
    for context, source, comment, texts in entries:
        if len(texts) == 1:
            assert translator.translate(context, source, comment or None) == texts[0], (context, source)
            continue
        plurals += 1
        for n in range(0, 125):
            got = translator.translate(context, source, comment or None, n)
            assert got == texts[expected_form(lang, n)], (context, source, n)
    assert plurals > 5
    assert translator.translate("MainWindow", "no such text") == ""


def test_an_unfinished_translation_is_left_out(tmp_path):
    from PySide6.QtCore import QTranslator

    ts = tmp_path / "x_ru.ts"
    ts.write_text("""<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS><TS version="2.1" language="ru_RU" sourcelanguage="en_US">
<context><name>W</name>
<message><source>Done</source><translation>Готово</translation></message>
<message><source>Half</source><translation type="unfinished">Полу</translation></message>
<message><source>Blank</source><translation></translation></message>
<message><source>Open</source><comment>a file</comment><translation>Открыть</translation></message>
</context></TS>
""", encoding="utf-8")
    qm = tmp_path / "x_ru.qm"
    assert qm_writer.compile_ts(ts, qm) == 2
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("W", "Done") == "Готово"
    assert translator.translate("W", "Half") == "" and translator.translate("W", "Blank") == ""
    assert translator.translate("W", "Open", "a file") == "Открыть"
    assert translator.translate("X", "Done") == ""  # the context counts


@pytest.mark.parametrize("path", [RUSSIAN, ENGLISH])
def test_the_compiler_writes_what_lrelease_writes(tmp_path, path):
    lrelease = shutil.which("pyside6-lrelease", path=str(Path(sys.executable).parent)) or \
        shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if lrelease is None:
        pytest.skip("no lrelease here to compare with")
    theirs, ours = tmp_path / "lrelease.qm", tmp_path / "ours.qm"
    subprocess.run([lrelease, "-silent", str(path), "-qm", str(theirs)], check=True, timeout=60)
    qm_writer.compile_ts(path, ours)
    assert ours.read_bytes() == theirs.read_bytes()


def test_the_package_build_puts_the_compiled_translations_in_the_package(tmp_path):
    """setup.py's build_py: what the wheel (and so `pip install`) carries: the .qm, not the .ts."""
    pytest.importorskip("setuptools")  # a venv of Python 3.12 on has none; pip's build brings its own
    result = subprocess.run([sys.executable, "setup.py", "-q", "build_py", "--build-lib", str(tmp_path)],
                            cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr[-2000:]
    folder = tmp_path / "patience_qt" / "resources" / "translations"
    assert sorted(path.name for path in folder.iterdir()) == ["patience_qt_en.qm", "patience_qt_ru.qm"]
    assert (folder / "patience_qt_ru.qm").read_bytes() == qm_writer.qm_bytes(*qm_writer.read_ts(RUSSIAN))
