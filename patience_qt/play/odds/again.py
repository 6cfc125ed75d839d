"""A stored row's undecided deals searched again, in stored chunks: ``python -m patience_qt.play.odds again``.

A row of the odds table says how many of its deals the solver proved winnable, lost or neither. With a
better search, or more time, only the undecided ones need searching again; at 30 s or more a deal that
is hours of work, more than one sitting. So the second search keeps its progress in the row itself
(its ``again`` block: the limits, the game numbers it searches, and the verdicts so far), written
after every few deals under the table's lock: a stop (a budget spent, a machine switched off) loses at
most the deals being searched, and the same command goes on from the next deal. Until every game
number of the block has its verdict the row's counts stay those of its earlier search; then
``fold`` makes the verdicts the row's and records the search in ``searched_again``.

Which game numbers: the row's ``unknown_seeds`` (every row the table command writes records them,
with ``lost_seeds`` and ``winnable_seeds``); for an older row that records only its winnable ones
(the shipped table keeps them in ``winnable_deals.json``), every game number not proved winnable, its
lost ones included: they are proved lost again (in a few positions, as before) or counted unknown, so
the row never says more than this search proves.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from datetime import date
from typing import Any

from ..solver import NOT_WINNABLE, WINNABLE
from .deals import NO_POLICY, deals_in_order

FROM_UNKNOWN = "unknown"  # the block searches the row's unknown deals
FROM_NOT_WINNABLE = "not winnable"  # ... every deal not proved winnable (an older row: lost ones too)
SAVE_EVERY = 10.0  # seconds between two writes of the block


class AgainError(ValueError):
    """A row that cannot be searched again as asked (one line, naming why)."""


def row_seeds(entry: dict[str, Any]) -> list[int]:
    """The row's game numbers, in order."""
    first = int(entry["first_seed"])
    return list(range(first, first + int(entry["deals"])))


def start_block(entry: dict[str, Any], seconds: float, nodes: int, command: str,
                listed: list[int] | None = None) -> dict[str, Any]:
    """A new ``again`` block for the row: its unknown game numbers, or (an older row) those not among
    its winnable ones, the row's own or ``listed`` (the winnable list's row of the same deals)."""
    if isinstance(entry.get("unknown_seeds"), list):
        seeds, source = sorted(int(seed) for seed in entry["unknown_seeds"]), FROM_UNKNOWN
    else:
        winnable = entry.get("winnable_seeds", listed)
        if not isinstance(winnable, list) or len(set(winnable)) != int(entry["winnable"]):
            raise AgainError("the row records neither its unknown game numbers nor all its winnable ones: "
                             "compute it again with the table command")
        proved = set(winnable)
        seeds, source = [seed for seed in row_seeds(entry) if seed not in proved], FROM_NOT_WINNABLE
    return {"seconds": seconds, "nodes": nodes, "from": source, "seeds": seeds, "winnable": [], "lost": [],
            "unknown": [], "elapsed": 0.0, "command": command}


def now() -> float:
    """The clock the budget and the saves go by (a test's to set)."""
    return time.perf_counter()


def pending(block: dict[str, Any]) -> list[int]:
    """The block's game numbers still without a verdict, in order."""
    done = {*block["winnable"], *block["lost"], *block["unknown"]}
    return [seed for seed in block["seeds"] if seed not in done]


def searched(block: dict[str, Any]) -> int:
    """How many of the block's game numbers have their verdict."""
    return len(block["winnable"]) + len(block["lost"]) + len(block["unknown"])


def search(game_id: str, entry: dict[str, Any], block: dict[str, Any], jobs: int = 1, pool: Any = None,
           budget: float = 0.0, save: Callable[[dict[str, Any]], None] | None = None,
           progress: Callable[[dict[str, Any]], None] | None = None) -> dict[str, Any]:
    """Search the block's pending deals (``jobs`` processes, or ``pool``) and note each verdict in it;
    ``save(block)`` every ``SAVE_EVERY`` seconds and at the end; stop after ``budget`` seconds (0:
    none) with the verdicts so far. The block, its verdicts added."""
    start = last_save = now()
    earlier = float(block["elapsed"])
    outcomes = deals_in_order(game_id, pending(block), dict(entry["options"]), block["seconds"],
                              block["nodes"], NO_POLICY, jobs, pool)
    with contextlib.closing(outcomes):  # a stop hands the deals still out back
        for outcome in outcomes:
            kind = {WINNABLE: "winnable", NOT_WINNABLE: "lost"}.get(outcome.verdict, "unknown")
            block[kind].append(outcome.seed)
            moment = now()
            block["elapsed"] = round(earlier + moment - start, 1)
            if progress is not None:
                progress(block)
            if save is not None and moment - last_save >= SAVE_EVERY:
                save(block)
                last_save = moment
            if budget and moment - start >= budget:
                break
    if save is not None:
        save(block)
    return block


def fold(entry: dict[str, Any], block: dict[str, Any]) -> dict[str, Any]:
    """The row with the finished block's verdicts as its own (a new dict): the counts, the game numbers
    of each kind, and the search recorded in ``searched_again``."""
    left = len(block["seeds"]) - searched(block)
    if left:
        raise AgainError(f"{left} deals of the second search still to search")
    row = {key: value for key, value in entry.items() if key != "again"}
    won, lost, unknown = (sorted(block[kind]) for kind in ("winnable", "lost", "unknown"))
    if block["from"] == FROM_UNKNOWN:
        row["lost"] = int(entry["lost"]) + len(lost)
        row["lost_seeds"] = sorted({*entry.get("lost_seeds", []), *lost})
    else:  # every deal not proved winnable was searched: the lost ones are this search's
        row["lost"] = len(lost)
        row["lost_seeds"] = lost
    row["winnable"] = int(entry["winnable"]) + len(won)
    row["unknown"] = len(unknown)
    row["unknown_seeds"] = unknown
    if "winnable_seeds" in entry:
        row["winnable_seeds"] = sorted({*entry["winnable_seeds"], *won})
    row["searched_again"] = [*entry.get("searched_again", []), {
        "seconds": block["seconds"], "nodes": block["nodes"], "searched": len(block["seeds"]),
        "decided": len(won) + len(lost), "winnable": len(won), "elapsed": block["elapsed"],
        "date": date.today().isoformat(), "command": block["command"]}]
    if row["winnable"] + row["lost"] + row["unknown"] != int(row["deals"]):
        raise AgainError("the verdicts do not add up to the row's deals: the row is left as it was")
    return row


def grown_list(list_entry: dict[str, Any], row: dict[str, Any], won: list[int]) -> dict[str, Any]:
    """The winnable list's row with the second search's wins added, and the table row's counts."""
    grown = dict(row)
    grown["winnable_seeds"] = sorted({*list_entry.get("winnable_seeds", []), *won})
    return grown


def same_deals(one: dict[str, Any], other: dict[str, Any]) -> bool:
    """Whether two rows are of the same deals (game numbers and options)."""
    return all(one.get(key) == other.get(key) for key in ("first_seed", "deals", "options"))
