"""The fourteen games; ``new_game``, the one door to a fresh deal, and ``game_from_json``, to a saved one.

A saved game is dealt again here, through the catalogue, and its moves pushed: the game itself
(``game.py``) sits below the families and the catalogue, and knows neither."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

from .cards import Card, deck
from .deal import check_game_number, shuffled
from .family import GameInfo, shown
from .game import SAVE_FORMAT, SAVE_VERSION, Game, read_saved_games_with
from .moves import IllegalMove, Move

# the families, each a module of rules/families/ declaring its games; each layer above keeps one record a
# family under the same name (tests/test_families.py checks that none is missing)
FAMILIES = ("rainbow", "clock", "village")


def _collect() -> dict[str, GameInfo]:
    games: list[GameInfo] = []
    for module_name in FAMILIES:
        try:
            module = __import__(f"{__package__}.families.{module_name}", fromlist=["GAMES"])
        except ModuleNotFoundError:
            continue
        games.extend(module.GAMES)
    return {info.id: info for info in games}


GAMES: dict[str, GameInfo] = _collect()


def game_info(game_id: object) -> GameInfo:
    """The catalogue entry; an unknown id raises ValueError naming the known ones."""
    if not isinstance(game_id, str) or game_id not in GAMES:
        known = ", ".join(GAMES)
        raise ValueError(f"unknown game {shown(game_id)}; the games are: {known}")
    return GAMES[game_id]


_SYSTEM_RANDOM = random.SystemRandom()


def random_game_number() -> int:
    """A fresh game number for "New game": small enough to read out and type back.

    From the system's randomness (os.urandom) like ``secrets``, which is not imported: it loads OpenSSL
    (hashlib), about 4 MB of memory at start for one number."""
    return _SYSTEM_RANDOM.randrange(1, 1_000_000_000)


def new_game(
    game_id: str,
    seed: int | None = None,
    order: Sequence[Card] | None = None,
    options: dict[str, Any] | None = None,
) -> Game:
    """Deal a game: by game number (``seed``), or in an explicit ``order`` (first dealt first)."""
    info = game_info(game_id)
    resolved = info.resolve_options(options)
    rules = info.make_rules(resolved)
    if seed is None:
        seed = 0 if order is not None else random_game_number()
    check_game_number(seed)
    if order is not None:
        cards = [card.turned(False) for card in order]
        if sorted((c.suit, c.rank) for c in cards) != sorted((c.suit, c.rank) for c in deck(rules.deck_size)):
            raise ValueError(f"{info.id} needs exactly the {rules.deck_size}-card deck in its deal order")
    else:
        cards = shuffled(deck(rules.deck_size), seed)
    game = Game(rules, info.id, resolved, seed, None if order is None else cards)
    rules.setup(game, cards)
    return game


def game_from_json(data: str | bytes | dict[str, Any]) -> Game:
    """Rebuild a game from ``Game.to_json``; anything malformed raises ValueError in one sentence."""
    if isinstance(data, (str, bytes)):
        try:
            data = json.loads(data)
        except (ValueError, RecursionError) as error:
            raise ValueError(f"not a saved game: {error}") from None
    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise ValueError("not a saved game of Patience Qt")
    if data.get("version") != SAVE_VERSION:
        raise ValueError(f"saved game version {data.get('version')!r} is not supported")
    options, order, moves = data.get("options", {}), data.get("order"), data.get("moves", [])
    if not isinstance(options, dict) or not isinstance(moves, list):
        raise ValueError("the saved game's options or moves are malformed")
    if order is not None:
        if not isinstance(order, list) or not all(isinstance(text, str) for text in order):
            raise ValueError("the saved game's deal order is malformed")
        order = [Card.parse(text) for text in order]
    game = new_game(data.get("game"), seed=data.get("seed"), order=order, options=options)
    for number, item in enumerate(moves, start=1):
        move = Move.from_list(item)
        try:
            game.push(move)
        except IllegalMove as error:
            raise ValueError(f"move {number} of the saved game is not legal: {error}") from None
    return game


read_saved_games_with(game_from_json)
