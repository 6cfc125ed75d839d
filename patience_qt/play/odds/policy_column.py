"""The odds table's "following the hints wins" column (``policy_won``) computed again, alone.

    python -m patience_qt.play.odds policy [GAME …] [--variant KEY …] [--jobs J] [--budget SECONDS]
        [--resume] [--out FILE]

Each stored row keeps its game numbers (``first_seed``, ``deals``) and options; this plays those deals
with the hint policy (``play.guide``: the first hint, with the solver behind it) and writes the row's
``policy_won`` again, leaving the solver's counts as they are. A deal is played until the policy has no
move or the guide has proved the position lost (no line wins from there, so following the hints cannot
either: the rest of the deal would only bring cards home). ``--budget`` stops a row after that many
seconds with the deals done so far, the first game numbers: the row then says on how many deals its
column rests (``policy_deals``), and the Markdown table shows it; ``--resume`` goes on with such a row
from its next deal. The clock family's rows are left as
they are: its one move is the game, and the column is the solver's replay.
"""

from __future__ import annotations

import multiprocessing
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from datetime import date
from typing import Any

from ...rules import new_game
from ..guide import PROVED_LOST, Guide
from ..hints.policy import MAX_MOVES


def guided_won(game_id: str, seed: int, options: dict[str, Any]) -> bool:
    """Whether following the first hint (``Guide``) wins the deal; stopped where it is proved lost."""
    game = new_game(game_id, seed=seed, options=options)
    guide = Guide()
    for _ in range(MAX_MOVES):
        advice = guide.advise(game)
        if advice.standing == PROVED_LOST or advice.move is None:
            break
        game.push(advice.move)
    return game.is_won()


def _one(args: tuple[str, int, dict[str, Any]]) -> bool:
    return guided_won(*args)


def outcomes(game_id: str, seeds: range, options: dict[str, Any], jobs: int) -> Iterator[bool]:
    """Each deal's outcome, in the order of ``seeds``, over ``jobs`` processes (1: here)."""
    work = [(game_id, seed, options) for seed in seeds]
    if jobs <= 1:
        yield from map(_one, work)
        return
    # spawn, as the odds' pool does: the caller may hold threads a fork would copy half-way
    with ProcessPoolExecutor(jobs, mp_context=multiprocessing.get_context("spawn")) as pool:
        try:
            yield from pool.map(_one, work, chunksize=1)
        finally:
            pool.shutdown(wait=False, cancel_futures=True)


def recompute(game_id: str, entry: dict[str, Any], jobs: int, budget: float, command: str,
              resume: bool = False) -> dict[str, Any]:
    """The row with its policy column computed again (a new dict): ``policy_won`` over the first
    ``policy_deals`` of its deals (all unless ``budget`` seconds ran out first). ``resume``: a row this
    command left short (``policy_deals`` below ``deals``) goes on from its next deal, its count kept."""
    first, deals = int(entry["first_seed"]), int(entry["deals"])
    start = time.perf_counter()
    won = played = 0
    earlier = 0.0
    if resume and "policy_deals" in entry:  # written by this command: its count holds for its deals
        won, played = int(entry["policy_won"]), int(entry["policy_deals"])
        earlier = float(entry.get("policy_elapsed", 0.0))
    for outcome in outcomes(game_id, range(first + played, first + deals), dict(entry["options"]), jobs):
        won += outcome
        played += 1
        if budget and time.perf_counter() - start >= budget:
            break
    row = dict(entry)
    row.update(policy="hints", policy_won=won, policy_deals=played,
               policy_elapsed=round(earlier + time.perf_counter() - start, 1),
               policy_date=date.today().isoformat(), policy_command=command)
    return row
