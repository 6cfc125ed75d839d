"""The player's files: saved games, statistics, crash log. JSON, atomic writes, schema-checked on load.

Pure Python (no Qt): the window passes the data folder to ``Profile``.
"""

from .files import DamagedFile, keep_aside, read_json, write_json_atomic
from .profile import Profile
from .savegame import SavedGame, check_saved, load_game, save_game
from .statistics import GameStatistics, Statistics, game_key, load_statistics, save_statistics

__all__ = [
    "DamagedFile", "GameStatistics", "Profile", "SavedGame", "Statistics", "check_saved", "game_key",
    "keep_aside", "load_game", "load_statistics", "read_json", "save_game", "save_statistics",
    "write_json_atomic",
]
