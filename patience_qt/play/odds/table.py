"""The odds table, read: the one installed with the program (``odds_table.json`` and
``winnable_deals.json`` beside this module) and the player's own (``odds_table.json`` in the player's
data folder), which the table command writes.

The installed files are made by ``python -m patience_qt.play.odds table --out …`` (see ``run.py``,
which writes them); the program never writes them. A table run without ``--out`` writes the player's
table, and ``load_odds_table()`` reads the player's rows before the installed ones, game and variant by
game and variant: a row measured here shows over the installed one, and every other row stays. Reading
them needs no solver and no Qt: the window's game chooser shows a game's odds (``shipped_odds``), and
Deal only winnable games falls back on the game numbers of ``winnable_deals.json``
(``shipped_winnable``) when its own search finds no winnable deal in time.

A missing or malformed file reads as empty: the chooser then shows no odds, or, for the player's
table, the installed ones (its file is left as it is; the table command refuses to write over it). Only
a regular file is read, opened so that a named pipe cannot block the program.
"""

from __future__ import annotations

import json
import os
import stat
import sys
from pathlib import Path
from typing import Any

from ...rules.variants import read_variant_key, variant_key

TABLE_NAME = "odds_table.json"
TABLE_PATH = Path(__file__).with_name(TABLE_NAME)  # installed with the program: read, never written
WINNABLE_PATH = Path(__file__).with_name("winnable_deals.json")
TABLE_FORMAT = "patience-qt-odds"
TABLE_VERSION = 1
MAX_TABLE_BYTES = 64 * 1024 * 1024
# the player's data folder, as the window finds it (ui/window/keeper.py: default_data_dir, through Qt's
# AppDataLocation with the names patience_qt/__main__.py gives the application)
DATA_DIR_VARIABLE = "PATIENCE_QT_DATA_DIR"
ORGANIZATION, APPLICATION = "PatienceQt", "Patience Qt"

Table = dict[str, dict[str, dict[str, Any]]]  # game id -> variant key -> entry


class NotATable(ValueError):
    """A file where a table was looked for that is no table this program wrote (one line, naming it)."""


def player_data_folder() -> Path:
    """The player's data folder without Qt (the table command runs without it): ``$PATIENCE_QT_DATA_DIR``,
    else where Qt's AppDataLocation puts it on this system."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    home = Path.home()
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        if not base:
            return home / ".patience-qt"
        root = Path(base)
    elif sys.platform == "darwin":
        root = home / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        root = Path(xdg) if os.path.isabs(xdg) else home / ".local" / "share"
    return root / ORGANIZATION / APPLICATION


def player_table_path() -> Path:
    """The player's odds table: where a table run without ``--out`` writes, and what is read first."""
    return player_data_folder() / TABLE_NAME


def load_odds_table(path: Path | str | None = None) -> Table:
    """game id -> variant key -> entry (deals, winnable, lost, unknown, policy_won, date, command …):
    that file's, or (no ``path``) the installed table's with the player's sound rows over it.

    A missing or unreadable file gives an empty mapping: the chooser then shows no odds.
    """
    if path is not None:
        return _rows(Path(path))
    table = _rows(TABLE_PATH)
    try:
        player = player_table_path()
    except (RuntimeError, KeyError, OSError):  # no home to find the folder in: the installed rows alone
        return table
    for game_id, variants in _rows(player).items():
        sound = {key: entry for key, entry in variants.items() if _sound(entry)}
        if sound:
            table[game_id] = {**table.get(game_id, {}), **sound}
    return table


def _rows(path: Path) -> Table:
    try:
        return read_table(path) or {}
    except (OSError, NotATable):
        return {}


def read_table(path: Path) -> Table | None:
    """The rows of the table at ``path``; None when there is no file (or an empty one); NotATable when
    what is there is no table: not a regular file (never opened, or opened without waiting), too large,
    not JSON, or JSON of another kind. OSError when it cannot be read."""
    try:
        found = os.lstat(path)
    except FileNotFoundError:
        return None
    if stat.S_ISLNK(found.st_mode):
        found = os.stat(path)  # a link to a table is read (the installed one may be one, in a bundle)
    if not stat.S_ISREG(found.st_mode):
        raise NotATable(f"{path} is not a regular file")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    flags |= getattr(os, "O_BINARY", 0)  # Windows
    descriptor = os.open(path, flags)
    with os.fdopen(descriptor, "rb") as stream:
        if not stat.S_ISREG(os.fstat(descriptor).st_mode):  # changed since it was looked at
            raise NotATable(f"{path} is not a regular file")
        raw = stream.read(MAX_TABLE_BYTES + 1)
    if len(raw) > MAX_TABLE_BYTES:
        raise NotATable(f"{path} is too large for an odds table")
    if not raw.strip():
        return None
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise NotATable(f"{path} is not an odds table (not JSON)") from None
    if not isinstance(data, dict) or data.get("format") != TABLE_FORMAT or not isinstance(
            data.get("games"), dict):
        raise NotATable(f"{path} is not an odds table (no {TABLE_FORMAT!r} format)")
    return {
        game_id: _one_form(game_id, {key: row for key, row in variants.items() if isinstance(row, dict)})
        for game_id, variants in data["games"].items() if isinstance(variants, dict)
    }


def _one_form(game_id: str, rows: dict[str, dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """A game's rows under their keys in the one form (``rules.variants``), however the file keyed them:
    the installed tables and a player's table of an older version key them ``standard``,
    ``deep_ace=false``. A key that names no variant of the game (an option this version does not know)
    is kept as it is, and a row already keyed in the one form wins over its twin in the older form."""
    found: dict[str, dict[str, Any]] = {}
    for key, entry in rows.items():
        try:
            one = read_variant_key(game_id, key)
        except ValueError:
            one = key
        if one not in found or one == key:
            found[one] = entry
    return found


def _sound(entry: dict[str, Any]) -> bool:
    """A row of the player's table the window can show: whole counts that add up to its deals. A row
    that is not is passed over, and the installed one shows."""
    counts = [entry.get(name) for name in ("deals", "winnable", "lost", "unknown", "policy_won")]
    if not all(type(count) is int and count >= 0 for count in counts):
        return False
    deals, winnable, lost, unknown, won = counts
    return deals > 0 and winnable + lost + unknown == deals and won <= deals


def odds_entry(game_id: str, options: dict[str, Any] | None = None,
               table: Table | None = None) -> dict[str, Any] | None:
    """The table's entry for this game and these options, or None."""
    table = load_odds_table() if table is None else table
    return table.get(game_id, {}).get(variant_key(game_id, options))


def listed_winnable(game_id: str, options: dict[str, Any] | None = None,
                    table: Table | None = None) -> list[int]:
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


_TABLE: Table | None = None  # the odds tables, the player's over the installed, read once
_LISTED: Table | None = None  # winnable_deals.json, read once


def shipped_odds(game_id: str, options: dict[str, Any] | None,
                 table: Table | None = None) -> dict[str, Any] | None:
    """This game's and variant's entry of the odds table (the player's row, else the installed one; read
    once), or None."""
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
