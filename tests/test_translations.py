"""The translation sources: the Russian one complete, the code's every text in it, blanks kept, and
lrelease compiles it into something Qt loads."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from tools import build_translations

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
            wanted = sorted(set(BLANK.findall(source)))
            for text in texts:
                used = sorted(set(BLANK.findall(text)))
                if message.findtext("comment") or context in ("Ranks", "Suits"):
                    continue
                # a Russian sentence may use a rank's other forms ({rank_acc} …) instead of the plain blank
                stems = sorted({re.sub(r"_(cap|acc|pl|gen)\}$", "}", blank) for blank in used})
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
    (package / "b.py").write_text('class A:\n    def f(self, x):\n        self.tr(f"{x} cards")\n')
    assert build_translations.extract(package)[1]


def test_lrelease_compiles_the_russian_translation_and_qt_loads_it(tmp_path):
    from PySide6.QtCore import QTranslator

    from patience_qt.ui.i18n import compile_ts, find_lrelease

    if find_lrelease() is None:
        pytest.skip("no lrelease here (the program reads the .ts itself then)")
    qm = tmp_path / "ru.qm"
    assert compile_ts(RUSSIAN, qm)
    translator = QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("MainWindow", "&Game") == "&Игра"
