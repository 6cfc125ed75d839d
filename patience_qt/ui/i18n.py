"""The program's language: English or Russian, chosen from the system locale or the Preferences.

Texts go through ``self.tr()`` / ``QCoreApplication.translate(context, text)``; the Russian (and the
English plural forms) live in Qt Linguist sources, ``resources/translations/patience_qt_{ru,en}.ts``.
``apply_language`` installs, on the running application:

* the program's own translator: the compiled ``.qm`` beside the ``.ts`` when it is there and not older
  (the build and ``tools/build_translations.py`` make it), else one compiled on the spot with
  ``lrelease`` into a cache folder (named by the source's hash), else ``TsTranslator``, which reads
  the ``.ts`` itself, so the program speaks Russian even where no Qt tool is installed;
* Qt's own strings (``qtbase_ru``: the buttons of standard dialogs) when Qt ships them.

Installing and removing translators makes Qt send ``QEvent.LanguageChange`` to every widget; windows
re-label themselves on it (no restart). Game names, rules texts and option labels come from the rules
catalogue in both languages: ``game_name``, ``rules_text``, ``option_label`` pick the current one.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ElementTree
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QStandardPaths, QTranslator

from ..assets import asset_path

LANGUAGES = ("en", "ru")
CHOICES = ("system", "en", "ru")  # what Preferences offers
SETTINGS_KEY = "ui/language"
TS_NAME = "patience_qt_{}.ts"


# -- which language ---------------------------------------------------------------------------------
def system_language() -> str:
    """``ru`` when the system locale is Russian, else ``en``."""
    locale = QLocale.system()
    if locale.language() == QLocale.Language.Russian:
        return "ru"
    names = [name.lower() for name in locale.uiLanguages()]
    if names and names[0].startswith("ru"):
        return "ru"
    return "en"


def resolve(choice: object) -> str:
    """A Preferences choice (``system``, ``en``, ``ru``, anything else = system) as ``en`` or ``ru``."""
    if isinstance(choice, str) and choice in LANGUAGES:
        return choice
    return system_language()


def language() -> str:
    """The language the program speaks now: ``en`` or ``ru``."""
    return _STATE.language


# -- texts from the rules catalogue ----------------------------------------------------------------------
def game_name(info: Any) -> str:
    """The name of a game (a ``GameInfo``) in the current language."""
    return info.name(language())


def rules_text(info: Any) -> str:
    """The rules text of a game in the current language (English if the other is missing)."""
    if language() == "ru" and info.rules_ru:
        return info.rules_ru
    return info.rules_en


def option_label(spec: Any) -> str:
    """The label of a variant option (an ``OptionSpec``) in the current language."""
    return spec.label_ru if language() == "ru" and spec.label_ru else spec.label_en


# -- compiling ------------------------------------------------------------------------------------------
def find_lrelease() -> list[str] | None:
    """A command that compiles ``.ts`` to ``.qm``: PySide6's ``pyside6-lrelease`` or Qt's ``lrelease``."""
    scripts = Path(sys.executable).parent
    for name in ("pyside6-lrelease", "pyside6-lrelease.exe"):
        if (scripts / name).is_file():
            return [str(scripts / name)]
    try:
        import PySide6
    except ImportError:  # pragma: no cover - PySide6 is imported above
        return None
    package = Path(PySide6.__file__).parent
    for candidate in (package / "lrelease", package / "lrelease.exe", package / "Qt" / "libexec" / "lrelease",
                      package / "Qt" / "bin" / "lrelease"):
        if candidate.is_file():
            return [str(candidate)]
    found = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    return [found] if found else None


def compile_ts(ts: Path, qm: Path, command: list[str] | None = None) -> bool:
    """Compile ``ts`` into ``qm`` (all or nothing); False when there is no lrelease or it fails."""
    command = command or find_lrelease()
    if command is None:
        return False
    qm.parent.mkdir(parents=True, exist_ok=True)
    handle, temp = tempfile.mkstemp(prefix=f".{qm.stem}.", suffix=".qm", dir=qm.parent)
    os.close(handle)
    try:
        result = subprocess.run([*command, "-silent", str(ts), "-qm", temp], capture_output=True, timeout=60,
                                check=False)
        if result.returncode != 0 or not os.path.getsize(temp):
            return False
        os.chmod(temp, 0o644)  # mkstemp makes it private; a translation is not
        os.replace(temp, qm)
        return True
    except (OSError, subprocess.SubprocessError):
        return False
    finally:
        if os.path.exists(temp):
            os.unlink(temp)


def cache_dir() -> Path:
    """Where translations compiled at run time go (``PATIENCE_QT_CACHE_DIR`` overrides)."""
    override = os.environ.get("PATIENCE_QT_CACHE_DIR")
    if override:
        return Path(override) / "translations"
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.CacheLocation)
    if location:
        return Path(location) / "translations"
    return Path(tempfile.gettempdir()) / f"patience-qt-{os.getuid() if hasattr(os, 'getuid') else 'user'}"


def compiled_translation(lang: str) -> Path | None:
    """A ``.qm`` of the program's ``lang`` translation that is up to date with its ``.ts``, or None."""
    ts = asset_path("translations", TS_NAME.format(lang))
    qm = ts.with_suffix(".qm")
    if not ts.is_file():
        return qm if qm.is_file() else None
    if qm.is_file() and qm.stat().st_mtime >= ts.stat().st_mtime:
        return qm
    digest = hashlib.sha256(ts.read_bytes()).hexdigest()[:16]
    cached = cache_dir() / f"{ts.stem}-{digest}.qm"
    if cached.is_file():
        return cached
    try:
        return cached if compile_ts(ts, cached) else None
    except OSError:
        return None


# -- a translator that reads the .ts itself ------------------------------------------------------------
def plural_form(lang: str, n: int) -> int:
    """Which plural form (numerusform index) a count takes, by Qt's rules for English and Russian."""
    n = abs(n)
    if lang == "ru":
        if n % 10 == 1 and n % 100 != 11:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def read_ts(path: Path) -> dict[tuple[str, str, str], list[str]]:
    """The finished translations of a ``.ts``: (context, source, comment) -> [text] or plural forms."""
    found: dict[tuple[str, str, str], list[str]] = {}
    root = ElementTree.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source is None or translation is None:
                continue
            if translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            comment = message.findtext("comment") or ""
            forms = [form.text or "" for form in translation.iter("numerusform")]
            texts = forms if message.get("numerus") == "yes" else [translation.text or ""]
            if all(texts):
                found[(name, source, comment)] = texts
    return found


class TsTranslator(QTranslator):
    """Translations straight from a Qt Linguist ``.ts`` file (used when no ``.qm`` can be made)."""

    def __init__(self, path: Path, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.messages = read_ts(path)

    def translate(self, context: str, source: str, disambiguation: str | None = None,  # noqa: D102
                  n: int = -1) -> str | None:
        texts = self.messages.get((context, source, disambiguation or ""))
        if not texts:
            return None
        if len(texts) == 1 or n < 0:
            return texts[0]
        return texts[min(plural_form(self.lang, n), len(texts) - 1)]

    def isEmpty(self) -> bool:  # noqa: N802
        return not self.messages

    def language(self) -> str:
        return self.lang


# -- installing ----------------------------------------------------------------------------------------
class _State:
    def __init__(self) -> None:
        self.language = "en"
        self.translators: list[QTranslator] = []
        self.source = ""  # how the program's translation was found: qm, cache, ts, or none


_STATE = _State()


def program_translator(lang: str) -> tuple[QTranslator | None, str]:
    """The program's translator for ``lang`` and where it came from."""
    qm = compiled_translation(lang)
    if qm is not None:
        translator = QTranslator()
        if translator.load(str(qm)):
            return translator, "cache" if cache_dir() in qm.parents else "qm"
    ts = asset_path("translations", TS_NAME.format(lang))
    if ts.is_file():
        try:
            return TsTranslator(ts, lang), "ts"
        except (OSError, ElementTree.ParseError):
            pass
    return None, "none"


def qt_translator(lang: str) -> QTranslator | None:
    """Qt's own strings in ``lang`` (standard buttons and dialogs), when Qt ships them."""
    if lang == "en":
        return None
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    for name in (f"qtbase_{lang}", f"qt_{lang}"):
        if translator.load(name, folder):
            return translator
    return None


def apply_language(choice: object = "system") -> str:
    """Speak ``choice`` (``system``, ``en`` or ``ru``) from now on; returns the language used.

    Safe to call again: the previous translators are removed first. Widgets re-label themselves on the
    ``LanguageChange`` event Qt sends them.
    """
    lang = resolve(choice)
    app = QCoreApplication.instance()
    if app is None:
        _STATE.language = lang
        return lang
    for translator in _STATE.translators:
        app.removeTranslator(translator)
    _STATE.translators = []
    _STATE.language = lang
    QLocale.setDefault(QLocale(QLocale.Language.Russian if lang == "ru" else QLocale.Language.English))
    found: list[QTranslator] = []
    qt_own = qt_translator(lang)
    if qt_own is not None:
        found.append(qt_own)
    own, _STATE.source = program_translator(lang)
    if own is not None:
        found.append(own)  # installed last, asked first
    for translator in found:
        if app.installTranslator(translator):
            _STATE.translators.append(translator)
    if not found:  # still tell the widgets: texts of the catalogue (game names, rules) have changed
        from PySide6.QtCore import QEvent

        for widget in _top_level_widgets():
            QCoreApplication.sendEvent(widget, QEvent(QEvent.Type.LanguageChange))
    return lang


def _top_level_widgets() -> list[Any]:
    try:
        from PySide6.QtWidgets import QApplication
    except ImportError:  # pragma: no cover
        return []
    app = QApplication.instance()
    return list(app.topLevelWidgets()) if isinstance(app, QApplication) else []


def translation_source() -> str:
    """Where the program's current translation came from: ``qm``, ``cache``, ``ts`` or ``none``."""
    return _STATE.source
