"""Game → Deal of the day: one deal per game and calendar day, the same for every player, and one the solver
proved winnable.

The deal is drawn from the game numbers proved winnable for the game's standard variant, sorted: those
``winnable_deals.json`` lists (``shipped_winnable``: the solver's proofs), and for the games whose play
is forced, where the deal decides everything (the Clock family and Travellers), those
``forced_winners.json`` beside it lists (each won by playing its forced moves out; made by ``python -m
patience_qt.play.odds table moving_house new_republican clock republican devils devils_two_decks
travellers --variant standard --out patience_qt/play/odds/forced_winners.json``, and Devil's Patience
(two decks), which wins 2 deals in 10,000, again with ``--clock-n 100000``; each entry names its
command); at an index taken from SHA-256 of the day and the game id: every copy of the program, on any
machine and under any Python (whose ``hash()`` of a text changes from run to run), draws the same number
for the same day. The standard variant, whatever the player's preferences: the day's deal is one deal for
everyone. A game without such a list (Carnival, where no deal was proved winnable) has no deal of the
day.

``deal_day`` tells which day's deal a finished game was, so that the statistics can remember the days
won: today's, or yesterday's for a deal begun before midnight.
"""

from __future__ import annotations

import datetime
import hashlib
from typing import Any

from ..rules.catalog import game_info
from .odds.table import WINNABLE_PATH, Table, listed_winnable, load_odds_table, shipped_winnable

FORCED_PATH = WINNABLE_PATH.with_name("forced_winners.json")
_FORCED: Table | None = None  # forced_winners.json, read once


def forced_winners(game_id: str) -> list[int]:
    """The game numbers of a forced game's standard variant that its forced moves win."""
    global _FORCED
    if _FORCED is None:
        _FORCED = load_odds_table(FORCED_PATH)
    return listed_winnable(game_id, None, _FORCED)


def day_seeds(game_id: str) -> list[int]:
    """The game numbers a day's deal of ``game_id`` is drawn from, sorted (none: no deal of the day)."""
    return sorted(set(shipped_winnable(game_id, None)) or set(forced_winners(game_id)))


def has_deal_of_the_day(game_id: str) -> bool:
    return bool(day_seeds(game_id))


def calendar_day() -> datetime.date:
    """The player's calendar day (one place to ask, so that a test can set the day)."""
    return datetime.date.today()


def deal_of_the_day(game_id: str, day: datetime.date) -> int | None:
    """The game number of ``game_id``'s deal on ``day`` (standard variant), or None where the game has
    no proved-winnable deals listed."""
    seeds = day_seeds(game_id)
    if not seeds:
        return None
    digest = hashlib.sha256(f"{day.isoformat()} {game_id}".encode()).digest()
    return seeds[int.from_bytes(digest[:8], "big") % len(seeds)]


def is_standard(game_id: str, options: dict[str, Any] | None) -> bool:
    """Whether these options are the game's standard variant (the deal of the day's)."""
    info = game_info(game_id)
    try:
        resolved = info.resolve_options(options)
    except (KeyError, ValueError, TypeError):
        return False
    return all(value == info.options[name].default for name, value in resolved.items())


def deal_day(game: Any, today: datetime.date | None = None) -> str | None:
    """The ISO date (``2026-12-06``) whose deal of the day ``game`` is: today's, else yesterday's (a deal
    begun before midnight and won after); None for any other deal, a variant or a deal set card by card."""
    if getattr(game, "order", None) is not None or not is_standard(game.id, game.options):
        return None
    today = today or calendar_day()
    for day in (today, today - datetime.timedelta(days=1)):
        if deal_of_the_day(game.id, day) == game.seed:
            return day.isoformat()
    return None
