"""The program's language: English or Russian, chosen from the system locale or the Preferences.

Texts go through ``self.tr()`` / ``QCoreApplication.translate(context, text)``; the Russian (and the
English plural forms) live in Qt Linguist sources, ``resources/translations/patience_qt_{ru,en}.ts``.
``apply_language`` installs, on the running application:

* the program's own translator: the compiled ``resources/translations/patience_qt_{ru,en}.qm``, which
  the package build writes (setup.py's build_py, tools/qm_writer.py) and the bundle carries. Nothing
  is compiled or parsed at start: a missing or unreadable ``.qm`` means English, said in one line on
  stderr (the English one carries the plural forms: "1 move", "2 moves");
* Qt's own strings (``qtbase_ru``: the buttons of standard dialogs) when Qt ships them.

Installing and removing translators makes Qt send ``QEvent.LanguageChange`` to every widget; windows
re-label themselves on it (no restart). Game names, rules texts and option labels come from the rules
catalogue in both languages: ``game_name``, ``rules_text``, ``option_label`` pick the current one.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ...assets import asset_path

LANGUAGES = ("en", "ru")
CHOICES = ("system", "en", "ru")  # what Preferences offers
SETTINGS_KEY = "ui/language"
QM_NAME = "patience_qt_{}.qm"


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


# -- the compiled translations ------------------------------------------------------------------------
def translation_file(lang: str) -> Path:
    """Where the program's compiled ``lang`` translation is shipped (the build writes it; see setup.py)."""
    return asset_path("translations", QM_NAME.format(lang))


# -- installing ----------------------------------------------------------------------------------------
class _State:
    def __init__(self) -> None:
        self.language = "en"
        self.translators: list[QTranslator] = []
        self.source = ""  # the program's translation: "qm" when its compiled file is installed, else "none"


_STATE = _State()


def program_translator(lang: str) -> QTranslator | None:
    """The program's translator for ``lang`` from its shipped ``.qm``; None, with one line on stderr,
    when that file is missing or Qt cannot read it (a broken install: the program goes on in English)."""
    qm = translation_file(lang)
    translator = QTranslator()
    if qm.is_file() and translator.load(str(qm)):
        return translator
    what = "missing" if not qm.is_file() else "unreadable"
    print(f"patience_qt: warning: the {lang} translation {qm} is {what}; texts stay in English",
          file=sys.stderr)
    return None


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
    own = program_translator(lang)
    if own is None and lang != "en":
        lang = "en"  # not menus in English and game names in Russian: all English
        own = program_translator(lang)
    _STATE.source = "none" if own is None else "qm"
    _STATE.language = lang
    QLocale.setDefault(QLocale(QLocale.Language.Russian if lang == "ru" else QLocale.Language.English))
    found: list[QTranslator] = []
    qt_own = qt_translator(lang)
    if qt_own is not None:
        found.append(qt_own)
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
    """``qm`` when the program's compiled translation is installed, ``none`` when it could not be."""
    return _STATE.source
