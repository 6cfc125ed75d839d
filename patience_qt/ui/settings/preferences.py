"""Preferences: what the player chose, kept in ``QSettings`` (the dialog under Settings → Preferences… is
``preferences_dialog``, loaded when first opened: the first table needs only these readers).

Keys (a QSettings file or the system's store; tests pass an INI file):

* ``ui/language``: ``system`` (default), ``en`` or ``ru``;
* ``table/automove``: automatic moves to the foundations (true/false);
* ``table/animations`` and ``table/animation_speed``: animations on/off (the Settings menu's switch)
  and their speed, ``fast``, ``normal`` or ``slow``; the dialog's ``off`` clears the switch;
* ``table/drop_marks``: while a card is dragged, mark the places that would take it (true/false);
* ``table/back``: the card back (an art name of ``card_art.BACKS``);
* ``table/felt``: the table's colour (a name of ``felt.FELTS``: green, blue, red or grey);
* ``table/card_indices``: the faces' corner letters, ``language`` (default: В, Д, К, Т when the program
  speaks Russian, J, Q, K, A otherwise), ``russian`` or ``international`` (``card_names.INDICES``);
* ``table/card_faces``: the face set, ``classic`` (default: the deck's two colours) or ``four_colour``
  (diamonds blue, clubs green; ``card_art.FACES``);
* ``options/GAME/NAME``: a game's variant option; new deals of that game use it (unknown or invalid
  values are ignored, so a hand-edited file cannot break a deal);
* ``window/geometry``: the main window's place and size (Qt's saved geometry);
* ``ui/ask_before_last_redeal``: ask before a click on the stock spends the last redeal (Village's only
  one; ``redeal_question``, whose box's "Don't ask again" clears it);
* ``window/full_screen``: the window fills the screen (F11, Settings → Full screen; ``full_screen``);
* ``ui/ask_before_leaving``: ask before a game in progress is left for another, which counts it as lost
  (``leave_question``; its box's "Don't ask again" clears it);
* ``play/winnability_light``: after each move the solver says in the status bar whether the game can still
  be won (``solver/winnability_light``; off by default: it spends a second of a core after each move).

The program reads these keys only through the readers below (``read_preferences`` gathers them): each
coerces what it finds and falls back, silently, to the key's default for anything else — a value of the
wrong type, an unknown name, text in a number's place, a store that cannot be read. The file itself is
checked before ``QSettings`` opens it (``settings_file.open_settings``): a named pipe there is left
alone, a damaged file is kept aside as ``NAME.damaged``, and the player is told once.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QByteArray, QEvent, QSettings

from ...rules import GAMES
from ..table.card_art import BACKS, DEFAULT_BACK, DEFAULT_FACES, FACES
from ..table.felt import DEFAULT_FELT, FELTS
from ..text.card_names import INDICES
from ..text.i18n import CHOICES, SETTINGS_KEY

SPEEDS = ("off", "fast", "normal", "slow")
SPEED_FACTOR = {"fast": 0.5, "normal": 1.0, "slow": 1.8}  # times the normal durations (150–250 ms)


INDICES_KEY = "table/card_indices"
FACES_KEY = "table/card_faces"
FELT_KEY = "table/felt"
FULL_SCREEN_KEY = "window/full_screen"
TRUE_WORDS = ("1", "true", "yes", "on")
FALSE_WORDS = ("0", "false", "no", "off")


def _bool(value: object, default: bool) -> bool:
    """A switch as QSettings gives it back (``true``/``false`` text in an INI file, a bool or 0/1 from a
    native store); anything else is the default."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int) and value in (0, 1):
        return bool(value)
    if isinstance(value, str):
        word = value.strip().lower()
        if word in TRUE_WORDS:
            return True
        if word in FALSE_WORDS:
            return False
    return default


def _value(settings: QSettings, key: str) -> object:
    """The raw value of a key, or None when it is missing or cannot be read."""
    try:
        return settings.value(key)
    except Exception:  # noqa: BLE001 - a damaged store must not stop the program: the default it is
        return None


def switch(settings: QSettings, key: str, default: bool = True) -> bool:
    """A switch kept under ``key``, coerced as every switch is (the questions' "Don't ask again")."""
    return _bool(_value(settings, key), default)


# -- reading and writing -------------------------------------------------------------------------------
def language_choice(settings: QSettings) -> str:
    value = _value(settings, SETTINGS_KEY)
    return value if isinstance(value, str) and value in CHOICES else "system"


def automove(settings: QSettings) -> bool:
    return _bool(_value(settings, "table/automove"), True)


DROP_MARKS_KEY = "table/drop_marks"


def drop_marks(settings: QSettings) -> bool:
    """Whether a drag marks the places that would take the card (default on)."""
    return _bool(_value(settings, DROP_MARKS_KEY), True)


def animation_speed(settings: QSettings) -> str:
    """``off``, ``fast``, ``normal`` or ``slow``."""
    if not _bool(_value(settings, "table/animations"), True):
        return "off"
    speed = _value(settings, "table/animation_speed")
    return speed if isinstance(speed, str) and speed in SPEED_FACTOR else "normal"


def set_animation_speed(settings: QSettings, speed: str) -> None:
    settings.setValue("table/animations", speed != "off")
    if speed in SPEED_FACTOR:
        settings.setValue("table/animation_speed", speed)


def card_back(settings: QSettings) -> str:
    back = _value(settings, "table/back")
    return back if isinstance(back, str) and back in BACKS else DEFAULT_BACK


def felt(settings: QSettings) -> str:
    """The table's colour, a name of ``felt.FELTS``."""
    name = _value(settings, FELT_KEY)
    return name if isinstance(name, str) and name in FELTS else DEFAULT_FELT


def full_screen(settings: QSettings) -> bool:
    return _bool(_value(settings, FULL_SCREEN_KEY), False)


WINNABILITY_LIGHT_KEY = "play/winnability_light"


def winnability_light(settings: QSettings) -> bool:
    """Whether the status bar says, after each move, if the game can still be won (default off)."""
    return _bool(_value(settings, WINNABILITY_LIGHT_KEY), False)


def card_indices(settings: QSettings) -> str:
    """``language``, ``russian`` or ``international``: the letters the faces' corners show."""
    choice = _value(settings, INDICES_KEY)
    return choice if isinstance(choice, str) and choice in INDICES else INDICES[0]


def card_faces(settings: QSettings) -> str:
    """``classic`` or ``four_colour``: the face set the cards are drawn from."""
    faces = _value(settings, FACES_KEY)
    return faces if isinstance(faces, str) and faces in FACES else DEFAULT_FACES


def choose_card_faces(settings: QSettings, faces: str | None, indices: str | None) -> None:
    """The command line's ``--faces`` and ``--indices``, stored as Preferences stores the same choices
    (an unknown name is left out: ``card_faces`` and ``card_indices`` would read it as the default)."""
    if faces in FACES:
        settings.setValue(FACES_KEY, faces)
    if indices in INDICES:
        settings.setValue(INDICES_KEY, indices)


def window_geometry(settings: QSettings) -> QByteArray | None:
    """The saved geometry of the main window, or None (none saved, or not Qt's geometry bytes)."""
    geometry = _value(settings, "window/geometry")
    return geometry if isinstance(geometry, QByteArray) and not geometry.isEmpty() else None


def _option_value(raw: object, default: Any) -> Any:
    """A variant option's stored value in the type of its default; ValueError when it is not one."""
    if isinstance(default, bool):
        word = raw.strip().lower() if isinstance(raw, str) else None
        if isinstance(raw, bool) or word in TRUE_WORDS or word in FALSE_WORDS:
            return _bool(raw, default)
        raise ValueError(f"not a switch: {raw!r}")
    if isinstance(default, int):
        if isinstance(raw, int) and not isinstance(raw, bool):
            return raw
        if isinstance(raw, str) and re.fullmatch(r"\s*[+-]?[0-9]{1,9}\s*", raw):
            return int(raw)
        raise ValueError(f"not a whole number: {raw!r}")
    if isinstance(raw, type(default)):
        return raw
    raise ValueError(f"not a {type(default).__name__}: {raw!r}")


def game_options(settings: QSettings, game_id: str) -> dict[str, Any]:
    """The variant options chosen for a game (only valid ones; defaults are left out of nothing)."""
    info = GAMES.get(game_id)
    if info is None:
        return {}
    chosen: dict[str, Any] = {}
    for name, spec in info.options.items():
        raw = _value(settings, f"options/{game_id}/{name}")
        if raw is None:
            continue
        try:
            chosen[name] = spec.check(_option_value(raw, spec.default))
        except (TypeError, ValueError):
            continue
    return chosen


@dataclass(frozen=True)
class Preferences:
    """Every preference at once, each valid (see the module's text)."""

    language: str  # system, en or ru
    automove: bool
    animation_speed: str  # off, fast, normal or slow
    card_back: str  # a name of card_art.BACKS
    options: dict[str, dict[str, Any]]  # game id -> the valid options chosen for it (maybe none)
    window_geometry: QByteArray | None
    card_indices: str = INDICES[0]  # language, russian or international
    card_faces: str = DEFAULT_FACES  # classic or four_colour
    drop_marks: bool = True  # a drag marks the places that would take the card
    felt: str = DEFAULT_FELT  # a name of felt.FELTS
    full_screen: bool = False
    winnability_light: bool = False  # the status bar says whether the game can still be won


def read_preferences(settings: QSettings) -> Preferences:
    """The preferences in ``settings``, each key coerced or, when it cannot be, its default. Never raises."""
    return Preferences(
        language=language_choice(settings),
        automove=automove(settings),
        animation_speed=animation_speed(settings),
        card_back=card_back(settings),
        options={game_id: game_options(settings, game_id) for game_id in GAMES},
        window_geometry=window_geometry(settings),
        card_indices=card_indices(settings),
        card_faces=card_faces(settings),
        drop_marks=drop_marks(settings),
        felt=felt(settings),
        full_screen=full_screen(settings),
        winnability_light=winnability_light(settings),
    )


def set_game_options(settings: QSettings, game_id: str, options: dict[str, Any]) -> None:
    info = GAMES.get(game_id)
    if info is None:
        return
    for name, value in info.resolve_options(options).items():
        settings.setValue(f"options/{game_id}/{name}", value)


# -- putting them to work ------------------------------------------------------------------------------
# Sent to the window once the preferences are put to work (``window.preferences_at_work``): the window's
# parts that keep a preference of their own (the winnability light) read theirs again, from the event
# filter they have on the window anyway, with no line of the window's to wire them.
PREFERENCES_APPLIED = QEvent.Type(QEvent.registerEventType())
