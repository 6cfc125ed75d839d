"""The rules of the games: pure Python, no Qt, so hints, the solver and tests run headless."""

from .cards import Card, deck
from .catalog import GAMES, game_from_json, game_info, new_game
from .family import GameInfo, OptionSpec
from .game import Game
from .moves import IllegalMove, Move
from .piles import Pile
from .reasons import Reason, reason

__all__ = [
    "GAMES", "Card", "Game", "GameInfo", "IllegalMove", "Move", "OptionSpec", "Pile", "Reason",
    "deck", "game_from_json", "game_info", "new_game", "reason",
]
