"""The odds table shipped with the program, read: ``odds_table.json`` and ``winnable_deals.json``.

Both files lie beside this module and are made by ``python -m patience_qt.play.odds table`` (see
``run.py``, which writes them). Reading them needs no solver and no Qt: the window's game chooser
shows a game's odds from the first (``shipped_odds``), and Deal only winnable games falls back on the
game numbers of the second (``shipped_winnable``) when its own search finds no winnable deal in time.
A missing or malformed file reads as empty: the chooser then shows no odds.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ...rules.catalog import game_info

TABLE_PATH = Path(__file__).with_name("odds_table.json")
WINNABLE_PATH = Path(__file__).with_name("winnable_deals.json")
TABLE_FORMAT = "patience-qt-odds"
TABLE_VERSION = 1

Table = dict[str, dict[str, dict[str, Any]]]  # game id -> variant key -> entry


def variant_key(game_id: str, options: dict[str, Any] | None) -> str:
    """``standard``, or the options that differ from the game's defaults: ``deep_ace=false``."""
    info = game_info(game_id)
    resolved = info.resolve_options(options)
    changed = {name: value for name, value in resolved.items() if value != info.options[name].default}
    if not changed:
        return "standard"
    return ",".join(f"{name}={json.dumps(value)}" for name, value in sorted(changed.items()))


def load_odds_table(path: Path | str | None = None) -> dict[str, dict[str, dict[str, Any]]]:
    """game id -> variant key -> entry (deals, winnable, lost, unknown, policy_won, date, command …).

    A missing or unreadable table gives an empty mapping: the chooser then shows no odds.
    """
    path = Path(path) if path is not None else TABLE_PATH
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT or not isinstance(
            data.get("games"), dict):
        return {}
    return {
        game_id: {key: entry for key, entry in variants.items() if isinstance(entry, dict)}
        for game_id, variants in data["games"].items() if isinstance(variants, dict)
    }


def odds_entry(game_id: str, options: dict[str, Any] | None = None,
               table: dict[str, dict[str, dict[str, Any]]] | None = None) -> dict[str, Any] | None:
    """The table's entry for this game and these options, or None."""
    table = load_odds_table() if table is None else table
    return table.get(game_id, {}).get(variant_key(game_id, options))


def listed_winnable(game_id: str, options: dict[str, Any] | None = None,
                    table: dict[str, dict[str, dict[str, Any]]] | None = None) -> list[int]:
    """The game numbers ``winnable_deals.json`` (or ``table``) lists as proved winnable for this game
    and variant: none when the file, the entry or the list is missing or malformed."""
    table = load_odds_table(WINNABLE_PATH) if table is None else table
    try:
        entry = odds_entry(game_id, options, table)
    except (KeyError, ValueError, TypeError):
        return []
    seeds = entry.get("winnable_seeds") if entry else None
    if not isinstance(seeds, list):
        return []
    return [seed for seed in seeds if type(seed) is int and seed >= 0]


_TABLE: Table | None = None  # odds_table.json, read once
_LISTED: Table | None = None  # winnable_deals.json, read once


def shipped_odds(game_id: str, options: dict[str, Any] | None,
                 table: Table | None = None) -> dict[str, Any] | None:
    """This game's and variant's entry of the odds table (read once), or None."""
    global _TABLE
    if table is None:
        if _TABLE is None:
            _TABLE = load_odds_table()
        table = _TABLE
    try:
        entry = odds_entry(game_id, options, table)
    except (KeyError, ValueError, TypeError):
        return None
    return entry if entry and entry.get("deals") else None


def shipped_winnable(game_id: str, options: dict[str, Any] | None) -> list[int]:
    """The game numbers the shipped list holds as proved winnable for this game and variant."""
    global _LISTED
    if _LISTED is None:
        _LISTED = load_odds_table(WINNABLE_PATH)
    return listed_winnable(game_id, options, _LISTED)
