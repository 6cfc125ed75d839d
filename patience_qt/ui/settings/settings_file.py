"""The preferences file checked before ``QSettings`` opens it, as the saved game and the statistics are.

``open_settings()`` gives the program's ``QSettings`` and, when something was wrong with its file, one
line for the status bar:

* anything but a regular file in its place (a named pipe would block ``QSettings()`` for ever, before
  any window) is not opened: it is left alone, the defaults are used and the preferences of this
  session go to a private file that is dropped at exit, so nothing is written over it;
* a damaged file (cut short, a byte changed: text that is no UTF-8, a line that is no INI line, a
  key before any section header, a key the program never writes, a value it never writes) is renamed
  ``NAME.damaged`` (``store``'s ``keep_aside``) and the defaults are used; the preferences are
  otherwise rewritten from what ``QSettings`` could make of them, and whatever it dropped would be lost
  without a word. A damaged file that cannot be moved aside is left as it is and not written over
  either.

Only where the system's store is a file (Linux and the other Unix systems: an INI file under
``$XDG_CONFIG_HOME``); the registry of Windows and the property lists of macOS are the system's business.
"""

from __future__ import annotations

import atexit
import re
import shutil
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QCoreApplication, QSettings, QStandardPaths

from ...quoting import brief
from ...rules import GAMES
from ...store.files import DamagedFile, NotRegularFile, keep_aside, read_regular

MAX_SETTINGS_BYTES = 1024 * 1024  # the program's preferences take a few hundred bytes
_SECTION = re.compile(r"\[[A-Za-z0-9_%. -]+\]")
_KEY = re.compile(r"[A-Za-z0-9_%\\/. -]+")
PLAUSIBLE_KEY = re.compile(r"[a-z0-9_]+(/[a-z0-9_]+)*")  # the shape of every key the program writes


def tr(text: str) -> str:
    return QCoreApplication.translate("Preferences", text)


def settings_path() -> Path | None:
    """Where ``QSettings()`` keeps the preferences of this application (organization and application
    names set), or None where the system's store is not a file."""
    if sys.platform.startswith(("win", "darwin")):
        return None
    folder = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    application = QCoreApplication.instance()
    if not folder or application is None:
        return None
    return Path(folder) / application.organizationName() / f"{application.applicationName()}.conf"


def open_settings(path: Path | None = None) -> tuple[QSettings, str | None]:
    """The program's preferences, and a line for the player when their file was odd or damaged (see the
    module's text). ``path``: where ``QSettings()`` reads (default ``settings_path()``)."""
    path = settings_path() if path is None else path
    if path is None:
        return QSettings(), None
    try:
        raw = read_regular(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return QSettings(), None
    except NotRegularFile as error:
        return _private(), tr("The preferences file {name} is not a regular file ({kind}); it was left alone "
                              "and the defaults are used.").format(name=path.name, kind=error.kind)
    except (DamagedFile, OSError) as error:
        reason = error.reason if isinstance(error, DamagedFile) else (error.strerror or str(error))
        return _aside(path, reason)
    reason = text_damage(raw)
    settings = QSettings()
    if reason is None:
        reason = value_damage(settings)
    if reason is None:
        return settings, None
    del settings  # closed before its file is moved: it would write back what it made of it
    return _aside(path, reason)


def _aside(path: Path, reason: str) -> tuple[QSettings, str]:
    try:
        kept = keep_aside(path)
    except OSError as error:
        return _private(), tr("The preferences could not be read ({reason}) nor moved aside ({error}); "
                              "{name} is left as it is and the defaults are used.").format(
            reason=reason, error=error.strerror or error, name=path.name)
    return QSettings(), tr("The preferences could not be read ({reason}); they were kept as {name} and the "
                           "defaults are used.").format(reason=reason, name=kept.name)


def _private() -> QSettings:
    """Preferences of this session only, in a folder of its own removed at exit."""
    folder = tempfile.mkdtemp(prefix="patience-qt-settings-")
    settings = QSettings(str(Path(folder) / "preferences.ini"), QSettings.Format.IniFormat)
    atexit.register(_drop, settings, folder)
    return settings


def _drop(settings: QSettings, folder: str) -> None:
    """Write what the session changed last, then remove the folder: QSettings writes what is pending when
    it goes, after ``atexit``, and would make the folder again (it did, at every exit)."""
    settings.sync()
    shutil.rmtree(folder, ignore_errors=True)


# -- what damage looks like ------------------------------------------------------------------------------
def text_damage(raw: bytes) -> str | None:
    """Why these bytes are no INI file ``QSettings`` wrote, in a few words, or None."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as error:
        return f"the file is not UTF-8 text (byte {error.start})"
    if not text.strip():
        return None
    if not text.endswith("\n"):
        return "the file is cut short (its last line is not ended)"
    in_section = False  # QSettings writes every key under a header ([General] for a key of no group)
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        reason = _line_damage(line)
        if reason is None and not in_section and line and line[0] not in ";#[":
            reason = "is a key outside any section"
        if reason is not None:
            return f"line {number} {reason}"
        in_section = in_section or line.startswith("[")
    return None


def _line_damage(line: str) -> str | None:
    if any(ord(character) < 32 and character != "\t" for character in line):
        return "holds a control character"
    if not line or line[0] in ";#":
        return None
    if line.startswith("["):
        return None if _SECTION.fullmatch(line) else "is not a section header"
    key, equals, value = line.partition("=")
    if not equals or not _KEY.fullmatch(key.strip()):
        return "is not a key and its value"
    value = value.strip()
    if value.startswith("@") and not (value.startswith(("@ByteArray(", "@Variant(")) and value.endswith(")")):
        return "has a value cut short"
    if value.replace('\\"', "").count('"') % 2:
        return "has a quotation left open"
    return None


def value_damage(settings: QSettings) -> str | None:
    """The first key of ``settings`` the program never writes, or whose value it never writes, or None."""
    checks = _checks()
    for key in settings.allKeys():
        if not PLAUSIBLE_KEY.fullmatch(key):
            return f"the key {brief(key)} is none the program writes"
        try:
            value = settings.value(key)
        except Exception:  # noqa: BLE001 - a value Qt cannot rebuild is damage too
            return f"the value of {key} cannot be read"
        check = checks.get(key) or (_option_check(key) if key.startswith("options/") else None)
        if check is not None and not check(value):
            return f"the value of {key} is none the program writes ({brief(value)})"
    return None


def _switch(value: object) -> bool:
    from .preferences import FALSE_WORDS, TRUE_WORDS

    words = TRUE_WORDS + FALSE_WORDS
    return isinstance(value, bool) or (isinstance(value, str) and value.strip().lower() in words)


def _one_of(choices: object) -> Callable[[object], bool]:
    return lambda value: isinstance(value, str) and value in choices  # type: ignore[operator]


def _checks() -> dict[str, Callable[[object], bool]]:
    from ..table.card_art import BACKS
    from ..table.felt import FELTS
    from ..text.card_names import INDICES
    from ..text.i18n import CHOICES, SETTINGS_KEY
    from .preferences import DROP_MARKS_KEY, FELT_KEY, FULL_SCREEN_KEY, INDICES_KEY, SPEED_FACTOR
    from .winnable_preference import WINNABLE_ONLY_KEY

    return {
        SETTINGS_KEY: _one_of(CHOICES),
        "table/automove": _switch,
        DROP_MARKS_KEY: _switch,
        "table/animations": _switch,
        "table/animation_speed": _one_of(tuple(SPEED_FACTOR)),
        "table/back": _one_of(tuple(BACKS)),
        INDICES_KEY: _one_of(INDICES),
        FELT_KEY: _one_of(tuple(FELTS)),
        FULL_SCREEN_KEY: _switch,
        "window/geometry": lambda value: isinstance(value, QByteArray) and not value.isEmpty(),
        "game/last": _one_of(tuple(GAMES)),
        "files/folder": lambda value: isinstance(value, str),
        "ui/ask_before_leaving": _switch,
        "ui/ask_before_last_redeal": _switch,
        WINNABLE_ONLY_KEY: _switch,
    }


def _option_check(key: str) -> Callable[[object], bool] | None:
    """The check of ``options/GAME/NAME`` for a game and option this version knows (None for others:
    a newer version's, kept as they are)."""
    _, game_id, name = (key.split("/") + ["", ""])[:3]
    info = GAMES.get(game_id)
    spec = info.options.get(name) if info is not None else None
    if spec is None:
        return None

    def check(value: object) -> bool:
        from .preferences import _option_value

        try:
            spec.check(_option_value(value, spec.default))
        except (TypeError, ValueError):
            return False
        return True

    return check
