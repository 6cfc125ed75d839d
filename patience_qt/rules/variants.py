"""A variant's one name: ``rainbow``, ``rainbow[redeals=5]``, ``toad[deep_ace=false,reserve_size=10]``.

The game id and the options that differ from the game's defaults, sorted by name, each value as JSON
writes it (``true``, ``5``). The statistics count each variant under this key and the odds table keys
its rows by it; both are read and written in this one form.

The odds table once keyed its rows by the options alone, under the game's id (``standard``,
``deep_ace=false``), as the installed tables and a player's own table from an older version still are:
``read_variant_key`` turns a key of either form into this one, so every such row is still found.
"""

from __future__ import annotations

import re
from typing import Any

from .catalog import game_info

_OPTION = r"[a-z0-9_]{1,40}=[A-Za-z0-9_.-]{1,40}"
KEY_PATTERN = re.compile(rf"[a-z0-9_]{{1,40}}(\[{_OPTION}(,{_OPTION})*\])?")
# the odds table's older keys: the options alone, or this word for none
OLDER_STANDARD = "standard"
_OLDER_KEY = re.compile(rf"{_OPTION}(,{_OPTION})*")


def _option_text(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return re.sub(r"[^A-Za-z0-9_.-]", "_", str(value))[:40] or "_"


def variant_key(game_id: str, options: dict[str, Any] | None = None) -> str:
    """``rainbow``, or ``rainbow[redeals=5]``: the game id and its options that differ from the defaults.

    ValueError for an unknown game or option (the rules' own check).
    """
    info = game_info(game_id)
    resolved = info.resolve_options(options)
    changed = [
        f"{name}={_option_text(value)}"
        for name, value in sorted(resolved.items())
        if value != info.options[name].default
    ]
    return f"{info.id}[{','.join(changed)}]" if changed else info.id


def _options_of(text: str) -> dict[str, Any]:
    """``deep_ace=false,reserve_size=10`` -> ``{"deep_ace": False, "reserve_size": 10}``: each value read
    back as bool, int or text."""
    options: dict[str, Any] = {}
    for part in filter(None, text.split(",")):
        name, _, value = part.partition("=")
        options[name] = (value == "true" if value in ("true", "false")
                         else int(value) if re.fullmatch(r"-?[0-9]+", value) else value)
    return options


def split_key(key: str) -> tuple[str, dict[str, Any]]:
    """``rainbow[redeals=5]`` -> ``("rainbow", {"redeals": 5})``: options read back as bool, int or text.

    ValueError for a text that is not a variant key."""
    if not isinstance(key, str) or not KEY_PATTERN.fullmatch(key):
        shown = repr(key[:40]) if isinstance(key, str) else type(key).__name__
        raise ValueError(f"not a variant key: {shown}")
    game_id, _, rest = key.partition("[")
    return game_id, _options_of(rest.rstrip("]"))


def read_variant_key(game_id: str, key: str) -> str:
    """The key of a row of ``game_id``, in either form (``toad[deep_ace=false]``, or the odds table's
    older ``deep_ace=false`` and ``standard``), in the one form.

    ValueError where it names no variant of this game (another game's key, an unknown option)."""
    if key == OLDER_STANDARD:
        return variant_key(game_id)
    if isinstance(key, str) and _OLDER_KEY.fullmatch(key):
        return variant_key(game_id, _options_of(key))
    found, options = split_key(key)
    if found != game_id:
        raise ValueError(f"the variant key {key!r} is not one of {game_id}'s")
    return variant_key(game_id, options)


def options_text(key: str) -> str:
    """What a key says beyond its game, for a table's Variant column: ``deep_ace=false``, or
    ``standard`` where the options are the game's defaults."""
    _, _, rest = key.partition("[")
    return rest.rstrip("]") or OLDER_STANDARD

