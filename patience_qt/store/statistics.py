"""Statistics per game and variant: played, won, win rate, winning streaks, best time, fewest moves, and
the games won with help.

A variant is the game id with its non-default options, sorted by name: ``rainbow``,
``rainbow[redeals=5]``, ``toad[deep_ace=false,reserve_size=10]`` (``rules.variants.variant_key``, which
keys the odds table's rows too). Each variant counts on its own.

The file (``statistics.json``) is one JSON object::

    {
      "format": "patience-qt-statistics",   # required, exactly this
      "version": 1,                          # required
      "games": {                             # required: variant key -> its figures (at most MAX_KEYS)
        "rainbow": {
          "played": 2,                       # whole numbers 0 … MAX_COUNT (a million)
          "won": 1,                          #   won <= played
          "streak": 1,                       #   the current winning streak, streak <= longest_streak
          "longest_streak": 1,               #   longest_streak <= won
          "best_seconds": 95.5,              # null, or the shortest time of a won game, 0 … 1e9
          "fewest_moves": 80,                # null, or the fewest moves of a won game, 0 … MAX_COUNT
                                             #   (both null when won == 0)
          "assisted": 0,                     # games the solver helped to win (Show solution, Where did
                                             #   it go wrong's Undo to there): played, not won; a whole
                                             #   number, won + assisted <= played; a file written before
                                             #   it was counted has none: 0
          "days_won": ["2026-12-06"]         # the days whose deal of the day was won (Game → Deal of
        }                                    #   the day), ISO dates, sorted, each once, at most as many
      }                                      #   as won; written only when there is one, and a file
    }                                        #   without it has none

Fields added since version 1 (``assisted``, ``days_won``) are optional, and the version stays 1: an older
copy of the program reads a newer file (it passes over a field it does not know), and a file an older
copy wrote reads here with the field's empty value.

Keys must look like variant keys (``KEY_PATTERN``); keys of games this version does not know are kept,
so a file shared with a newer version loses nothing. ``Statistics.from_dict`` raises ValueError in one
sentence for anything else; ``load_statistics`` turns that, and any unreadable file, into DamagedFile.
"""

from __future__ import annotations

import math
import os
import re
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from ..quoting import brief
from ..rules.variants import KEY_PATTERN, variant_key
from .files import MAX_BYTES, DamagedFile, number_within, read_json, write_json_atomic

FORMAT = "patience-qt-statistics"
VERSION = 1
# a million games of one variant, and MAX_KEYS variants, still add up to less than 2**31: Qt's plural
# forms ("%n played") take a 32-bit int, and the Statistics window shows the sum of all variants
MAX_COUNT = 1_000_000
MAX_SECONDS = 1e9
MAX_KEYS = 1_000
COUNTS = ("played", "won", "streak", "longest_streak")
LATER_COUNTS = ("assisted",)  # counts added since version 1: a file without them counts none
DAY_PATTERN = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


def check_day(value: Any, what: str = "a day") -> str:
    """An ISO date (``2026-12-06``) as the statistics keep it; ValueError for anything else."""
    if not isinstance(value, str) or not DAY_PATTERN.fullmatch(value):
        raise ValueError(f"{what} is not a date (YYYY-MM-DD): {brief(value)}")
    import datetime  # here: the first table loads the statistics, and has no other use for it

    try:
        datetime.date.fromisoformat(value)
    except ValueError:
        raise ValueError(f"{what} is not a date: {brief(value)}") from None
    return value


def game_key(game: Any) -> str:
    """The variant key of a ``Game``."""
    return variant_key(game.id, game.options)


@dataclass
class GameStatistics:
    """The figures of one variant."""

    played: int = 0
    won: int = 0
    streak: int = 0
    longest_streak: int = 0
    best_seconds: float | None = None
    fewest_moves: int | None = None
    assisted: int = 0  # won with the solver's help: counted as played, not won (nor in the streak)
    days_won: list[str] = field(default_factory=list)  # the days whose deal of the day was won, sorted

    @property
    def latest_day_won(self) -> str | None:
        return self.days_won[-1] if self.days_won else None

    @property
    def lost(self) -> int:
        """Games played and not won, those won with help among them."""
        return self.played - self.won

    @property
    def win_rate(self) -> float:
        """Won / played, 0.0 … 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        if not self.days_won:  # the file as it was before the deal of the day, where none was won
            del data["days_won"]
        return data

    @classmethod
    def from_dict(cls, data: Any, key: str = "") -> GameStatistics:
        where = f" for {key}" if key else ""
        if not isinstance(data, dict):
            raise ValueError(f"the statistics{where} are not a JSON object")
        expected = set(COUNTS) | {"best_seconds", "fewest_moves"}
        missing = sorted(expected - set(data))
        if missing:
            raise ValueError(f"the statistics{where} lack {missing[0]!r}")
        values: dict[str, Any] = {}
        for name in COUNTS:
            values[name] = _count(data[name], f"{name}{where}")
        for name in LATER_COUNTS:
            values[name] = _count(data[name], f"{name}{where}") if name in data else 0
        best, fewest = data["best_seconds"], data["fewest_moves"]
        if best is not None:
            if isinstance(best, bool) or not isinstance(best, (int, float)):
                raise ValueError(f"best_seconds{where} is not a number")
            if not number_within(best, 0, MAX_SECONDS):
                raise ValueError(f"best_seconds{where} is out of range")
            best = float(best)
        if fewest is not None:
            fewest = _count(fewest, f"fewest_moves{where}")
        days = data.get("days_won", [])
        if not isinstance(days, list):
            raise ValueError(f"days_won{where} is not a list")
        values["days_won"] = sorted({check_day(day, f"a day of days_won{where}") for day in days})
        if len(values["days_won"]) != len(days):
            raise ValueError(f"days_won{where} names a day twice")
        entry = cls(best_seconds=best, fewest_moves=fewest, **values)
        if not entry.streak <= entry.longest_streak <= entry.won <= entry.played:
            raise ValueError(f"the statistics{where} do not add up (streak <= longest <= won <= played)")
        if entry.won + entry.assisted > entry.played:
            raise ValueError(f"the statistics{where} do not add up (won + assisted <= played)")
        if len(entry.days_won) > entry.won:
            raise ValueError(f"the statistics{where} do not add up (more days won than games won)")
        if entry.won == 0 and (best is not None or fewest is not None):
            raise ValueError(f"the statistics{where} have a best result without a won game")
        return entry


def _count(value: Any, what: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{what} is not a whole number")
    if not 0 <= value <= MAX_COUNT:
        raise ValueError(f"{what} is out of range")
    return value


class Statistics:
    """All variants' figures; ``record`` a finished game, ``reset`` a variant, save with ``to_dict``."""

    def __init__(self, entries: dict[str, GameStatistics] | None = None) -> None:
        self._entries: dict[str, GameStatistics] = dict(entries or {})

    def keys(self) -> list[str]:
        """The variants with figures, sorted."""
        return sorted(self._entries)

    def __contains__(self, key: object) -> bool:
        return key in self._entries

    def __len__(self) -> int:
        return len(self._entries)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Statistics) and self._entries == other._entries

    def get(self, key: str) -> GameStatistics:
        """A copy of the figures of ``key`` (all zero when it has none)."""
        entry = self._entries.get(key)
        return GameStatistics() if entry is None else GameStatistics(**asdict(entry))

    def record(self, key: str, won: bool, seconds: float, moves: int,
               assisted: bool = False, day: str | None = None) -> GameStatistics:
        """Count one finished game (won or lost) of ``key``; returns the new figures.

        ``seconds`` and ``moves`` only matter for a won game (best time, fewest moves). ``assisted``: the
        solver helped to win it, so it counts as played and not won (the player's streak ends), and in
        ``assisted``; it cannot also be ``won``. ``day``: the ISO date whose deal of the day this game was;
        a won one adds it to ``days_won`` (once: the day's deal won again is still one day).
        """
        if not KEY_PATTERN.fullmatch(key):
            raise ValueError(f"not a statistics key: {key!r}")
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not math.isfinite(seconds):
            raise ValueError(f"seconds must be a finite number, not {seconds!r}")
        if isinstance(moves, bool) or not isinstance(moves, int):
            raise ValueError(f"moves must be a whole number, not {moves!r}")
        if won and assisted:
            raise ValueError("a game won with help is not counted as won")
        if day is not None:
            check_day(day)
        if key not in self._entries and len(self._entries) >= MAX_KEYS:
            raise ValueError(f"at most {MAX_KEYS} variants are counted")
        entry = self._entries.setdefault(key, GameStatistics())
        entry.played = min(entry.played + 1, MAX_COUNT)
        if won:
            entry.won = min(entry.won + 1, MAX_COUNT)
            entry.streak = min(entry.streak + 1, MAX_COUNT)
            entry.longest_streak = max(entry.longest_streak, entry.streak)
            seconds = min(max(float(seconds), 0.0), MAX_SECONDS)
            moves = min(max(moves, 0), MAX_COUNT)
            entry.best_seconds = seconds if entry.best_seconds is None else min(entry.best_seconds, seconds)
            entry.fewest_moves = moves if entry.fewest_moves is None else min(entry.fewest_moves, moves)
            if day is not None and day not in entry.days_won:
                entry.days_won = sorted([*entry.days_won, day])
        else:
            entry.streak = 0
            if assisted:
                entry.assisted = min(entry.assisted + 1, entry.played - entry.won)
        return self.get(key)

    def reset(self, key: str) -> None:
        """Forget the figures of one variant."""
        self._entries.pop(key, None)

    def reset_all(self) -> None:
        self._entries.clear()

    def to_dict(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "version": VERSION,
            "games": {key: self._entries[key].to_dict() for key in sorted(self._entries)},
        }

    @classmethod
    def from_dict(cls, data: Any) -> Statistics:
        """Check and read ``to_dict``'s output; ValueError (one sentence) for anything else."""
        if not isinstance(data, dict):
            raise ValueError("the file does not hold statistics (not a JSON object)")
        if data.get("format") != FORMAT:
            raise ValueError("the file is not a statistics file of Patience Qt")
        version = data.get("version")
        if isinstance(version, bool) or version != VERSION:
            raise ValueError(f"statistics version {brief(version)} is not supported")
        games = data.get("games")
        if not isinstance(games, dict):
            raise ValueError("the statistics have no games object")
        if len(games) > MAX_KEYS:
            raise ValueError(f"the statistics count too many variants ({len(games)}, at most {MAX_KEYS})")
        entries: dict[str, GameStatistics] = {}
        for key, value in games.items():
            if not KEY_PATTERN.fullmatch(key):
                raise ValueError(f"not a statistics key: {brief(key)}")
            entries[key] = GameStatistics.from_dict(value, key)
        return cls(entries)


def load_statistics(path: str | os.PathLike[str], max_bytes: int = MAX_BYTES) -> Statistics:
    """Read ``statistics.json``; DamagedFile (one line) for anything wrong, FileNotFoundError if missing."""
    path = Path(path)
    data = read_json(path, max_bytes=max_bytes)
    try:
        return Statistics.from_dict(data)
    except ValueError as error:
        raise DamagedFile(path, str(error)) from None
    except Exception as error:  # a number too large for a float, or anything else the checks missed
        raise DamagedFile(path, f"the statistics are malformed ({type(error).__name__}: {error})") from None


def save_statistics(path: str | os.PathLike[str], statistics: Statistics) -> None:
    """Write the statistics atomically; OSError if the disk refuses (the old file then stays)."""
    write_json_atomic(path, statistics.to_dict(), indent=1)
