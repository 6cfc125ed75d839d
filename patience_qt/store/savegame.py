"""Saved games: the current game that is resumed at start, and the files of "Save as…" / "Open…".

A saved game is one JSON object, the session's saved form (``play.session.Session.to_dict``): the rules'
``Game.to_dict()`` with four more keys::

    {
      "format": "patience-qt-game",     # required, exactly this
      "version": 1,                     # required, the rules' SAVE_VERSION
      "game": "rainbow",                # required, a game id of the catalogue
      "options": {"redeals": 5},        # optional (default {}): option name -> true/false/integer/text
      "seed": 42,                       # required, the game number, 0 … 2**63-1
      "order": null,                    # optional: null, or the explicit deal order as card texts ("AS" …)
      "moves": [["move", "reserve", "foundation1", "7S"], ["turn", "stock", "hand", null]],
                                        # optional (default []): the moves played, oldest first, each
                                        # [kind, source pile, target pile, card text or null]
      "elapsed_seconds": 312.5,         # optional (default 0): time played, 0 … 1e9, finite
      "redo": [["deal", "stock", "village", null]]
                                        # optional (default []): moves undone but redoable, in the same
                                        # form; redo[0] is the move the next Redo plays
      "steps": [1, 1, 3, 1]             # optional (default: one step per move): how many moves each
                                        # undo step holds (a player's move and the automatic moves
                                        # after it are one step), oldest first, over moves then redo;
                                        # each >= 1, they add up to len(moves) + len(redo), and the
                                        # end of the moves falls between two steps
      "counted": true,                  # optional (default false): the game's result is already in
                                        # the statistics (it was won, then undone), so winning it
                                        # again or leaving it counts nothing more
      "assisted": true                  # optional (default false): the solver helped in this game
                                        # (Show solution, Where did it go wrong's Undo to there), so
                                        # a win counts as won with help, not as the player's
    }

At most ``MAX_MOVES`` moves and ``MAX_MOVES`` redo moves; unknown extra keys are ignored. Such a file is
still a valid ``Game.to_json`` text, and a plain ``Game.to_json`` text is a valid saved game.

The store takes and gives that object as it is: ``save_game`` checks it and writes it, ``load_game`` reads
it, checks its shape (types, ranges, sizes, steps that fit the moves) and returns it, or hands it to the
caller's ``build``: the window's is ``Session.from_dict``, which replays the moves, then the redo moves,
once through the rules (unknown game, bad option, illegal move …). This layer may not import the session
(``play`` is built beside it, not under it), so the caller names it. Any failure, the build's ValueError
included, is ``DamagedFile`` with a one-line reason; a missing file is ``FileNotFoundError``.
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from ..quoting import brief
from ..rules.game import SAVE_FORMAT, SAVE_VERSION
from .files import MAX_BYTES, DamagedFile, number_within, read_json, write_json_atomic

MAX_MOVES = 20_000
MAX_ELAPSED = 1e9
MAX_TEXT = 64  # characters of a game id, option name, pile id or card text
MAX_GAME_NUMBER = 2**63 - 1

T = TypeVar("T")
SavedGame = dict[str, Any]  # the saved-game object: the session's ``to_dict``


def as_saved(data: SavedGame) -> SavedGame:
    """The checked object itself: what loading returns when the caller builds nothing from it."""
    return data


def save_game(path: str | os.PathLike[str], data: SavedGame) -> None:
    """Write a saved-game object atomically, once its shape is checked (ValueError, nothing written, when
    it is not a saved game); OSError if the disk refuses (the old file then stays as it was). A time
    played past ``MAX_ELAPSED`` is written as that much: the clock of a very long session is no damage."""
    elapsed = data.get("elapsed_seconds", 0) if isinstance(data, dict) else None
    if isinstance(elapsed, (int, float)) and not isinstance(elapsed, bool) and math.isfinite(elapsed):
        data = {**data, "elapsed_seconds": min(max(float(elapsed), 0.0), MAX_ELAPSED)}
    write_json_atomic(path, check_saved(data))


def load_game(path: str | os.PathLike[str], build: Callable[[SavedGame], T] = as_saved,
              max_bytes: int = MAX_BYTES) -> T:
    """Read a saved game: its checked object, or what ``build`` makes of it (``Session.from_dict``, which
    replays the moves through the rules). DamagedFile (one line) for anything wrong, ``build``'s
    ValueError included; FileNotFoundError if there is none."""
    path = Path(path)
    return parse_game(read_json(path, max_bytes=max_bytes), path, build)


def parse_game(data: Any, path: str | os.PathLike[str] = "saved game",
               build: Callable[[SavedGame], T] = as_saved) -> T:
    """Check a saved game's JSON value, then build from it (see ``load_game``); DamagedFile for anything
    wrong."""
    try:
        checked = check_saved(data)
    except ValueError as error:
        raise DamagedFile(path, str(error)) from None
    except Exception as error:  # a number too large for a float, or anything else the checks missed
        raise DamagedFile(path, f"the saved game is malformed ({type(error).__name__}: {error})") from None
    try:
        return build(checked)
    except ValueError as error:  # an unknown game, a bad option, an illegal move, steps that do not fit
        raise DamagedFile(path, str(error)) from None
    except Exception as error:  # a rules bug must not crash the start of the program
        reason = f"the saved game could not be replayed ({type(error).__name__}: {error})"
        raise DamagedFile(path, reason) from None


# -- the shape ---------------------------------------------------------------------------------------

def _text(value: Any, what: str) -> str:
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT:
        raise ValueError(f"{what} is not a short text: {brief(value)}")
    return value


def _move_list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"the {what} list is not a list")
    if len(value) > MAX_MOVES:
        raise ValueError(f"the {what} list is too long ({len(value)} moves, at most {MAX_MOVES})")
    for number, item in enumerate(value, start=1):
        if not isinstance(item, list) or len(item) != 4:
            raise ValueError(f"{what} {number} is not a list of four items")
        kind, src, dst, card = item
        for part, name in ((kind, "kind"), (src, "source pile"), (dst, "target pile")):
            _text(part, f"the {name} of {what} {number}")
        if card is not None:
            _text(card, f"the card of {what} {number}")
    return value


def _boundary(steps: list[int], moves: int) -> None:
    """ValueError unless the first ``moves`` moves end between two steps."""
    total = 0
    for size in steps:
        if total >= moves:
            break
        total += size
    if total != moves:
        raise ValueError("the undo steps do not end where the played moves end")


def _check_steps(steps: Any, moves: int, redo: int) -> list[int]:
    if not isinstance(steps, list) or len(steps) > moves + redo:
        raise ValueError("the undo steps are not a list of at most one step a move")
    for size in steps:
        if isinstance(size, bool) or not isinstance(size, int) or size < 1:
            raise ValueError("an undo step is not a whole number of moves from 1")
    if sum(steps) != moves + redo:
        raise ValueError(f"the undo steps hold {sum(steps)} moves, not {moves + redo}")
    _boundary(steps, moves)
    return steps


def check_saved(data: Any) -> SavedGame:
    """Check types, ranges and sizes of everything before the rules see it; the object itself, or
    ValueError with a one-line reason."""
    if not isinstance(data, dict):
        raise ValueError("the file does not hold a saved game (not a JSON object)")
    if data.get("format") != SAVE_FORMAT:
        raise ValueError("the file is not a saved game of Patience Qt")
    version = data.get("version")
    if isinstance(version, bool) or version != SAVE_VERSION:
        raise ValueError(f"saved game version {brief(version)} is not supported")
    _text(data.get("game"), "the game id")
    options = data.get("options", {})
    if not isinstance(options, dict) or len(options) > 32:
        raise ValueError("the options are not a small JSON object")
    for name, value in options.items():
        _text(name, "an option name")
        if value is not None and not isinstance(value, (bool, int, str)):
            raise ValueError(f"option {name} has a value of the wrong type")
        if isinstance(value, str) and len(value) > MAX_TEXT:
            raise ValueError(f"option {name} has too long a value")
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > 2**31:
            raise ValueError(f"option {name} is out of range")
    seed = data.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_GAME_NUMBER:
        raise ValueError("the game number is not a whole number from 0 to 2**63-1")
    order = data.get("order")
    if order is not None:
        if not isinstance(order, list) or len(order) > 104:
            raise ValueError("the deal order is not a list of at most 104 cards")
        for number, card in enumerate(order, start=1):
            _text(card, f"card {number} of the deal order")
    elapsed = data.get("elapsed_seconds", 0)
    if isinstance(elapsed, bool) or not isinstance(elapsed, (int, float)):
        raise ValueError("the time played is not a number")
    if not number_within(elapsed, 0, MAX_ELAPSED):
        raise ValueError(f"the time played is out of range ({brief(elapsed)} seconds)")
    moves = _move_list(data.get("moves", []), "move")
    redo = _move_list(data.get("redo", []), "redo move")
    steps = data.get("steps")
    if steps is not None:
        _check_steps(steps, len(moves), len(redo))
    if not isinstance(data.get("counted", False), bool):
        raise ValueError("the counted mark is not true or false")
    if not isinstance(data.get("assisted", False), bool):
        raise ValueError("the assisted mark is not true or false")
    return data
