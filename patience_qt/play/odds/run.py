"""The odds of a game: how many deals the solver proves winnable or lost, and how many a policy wins.

``odds(game_id, deals)`` runs the solver (``solver.solve``, full knowledge of each deal, a time limit
per deal) and the hint policy (the first hint with the solver behind it, ``play.guide``'s ``Guide.fixed``,
or the family's baseline policy) over game numbers ``first_seed … first_seed + deals - 1``. The policy
column alone is computed again by ``python -m patience_qt.play.odds policy`` (``policy_column.py``).

The table shipped with the program, ``odds_table.json`` beside this module, is made by the script mode
``python -m patience_qt.play.odds table --out patience_qt/play/odds/odds_table.json`` (this room's
``__main__.py``; without ``--out`` it writes the player's own table, never the installed one), which
runs every game and the named variants (``VARIANTS``) and writes one entry per game and variant key
(``store_entry``, under the table's lock, ``table_out.locked``): deals,
winnable/lost/unknown counts, policy wins, date and the exact command. ``--retry-unknown`` searches the
deals the first pass left unknown once more, with a longer limit (no limit of positions unless
``--retry-nodes``), through the same pool; the entry says how many it searched (``retried``) and
decided (``retry_decided``), and its counts are those after it. ``table.py`` reads it for the window's
game chooser, and ``python -m patience_qt.play.odds markdown`` (``markdown_table``) prints it as the
Markdown table docs/odds.md quotes, so the two never disagree.

The second file shipped beside this module, ``winnable_deals.json``, holds for the games whose deals
the solver can prove winnable the game numbers it proved so (``winnable_seeds``, which the command
records in every entry it writes): its entries are those of the table's run, seeds kept, where the
shipped table leaves them out (``--out winnable_deals.json`` writes such a file directly; each entry
names the command that made it). ``table.py`` reads them for Deal only winnable games, which
deals one of them when its own search finds no winnable deal in time.
"""

from __future__ import annotations

import contextlib
import json
import re
import shlex
import time
from bisect import insort
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import date
from pathlib import Path
from typing import Any

from ...rules import GAMES
from ...rules.catalog import game_info
from ...rules.variants import options_text, variant_key
from ..solver import NOT_WINNABLE, WINNABLE
from .deals import (
    NO_POLICY,
    DealOutcome,
    DealPool,
    ProcessPool,
    deals_in_order,
    forced,
    hint_policy,
)
from .table import (
    TABLE_FORMAT,
    TABLE_PATH,
    TABLE_VERSION,
    NotATable,
    load_odds_table,
    read_table,
)
from .table_out import TableOutError, locked, write_table

# the variants the table holds besides each game's standard rules
VARIANTS: dict[str, list[dict[str, Any]]] = {
    "rainbow": [{"redeals": 5}],
    "toad": [{"deep_ace": False}, {"two_reserves": True}],
    **{
        game_id: [{"self_match_stop": not info.options["self_match_stop"].default}]
        for game_id, info in GAMES.items() if "self_match_stop" in info.options
    },
}



@dataclass
class OddsResult:
    game_id: str
    variant: str
    options: dict[str, Any]
    first_seed: int
    deals: int
    seconds_per_deal: float
    nodes_per_deal: int = 0  # 0: no node limit (the time limit alone)
    winnable: int = 0
    lost: int = 0
    unknown: int = 0
    policy: str = "baseline"
    policy_won: int = 0
    decided_in_2s: int = 0
    elapsed: float = 0.0
    winnable_seeds: list[int] = field(default_factory=list)  # the game numbers proved winnable
    lost_seeds: list[int] = field(default_factory=list)  # ... proved lost
    unknown_seeds: list[int] = field(default_factory=list)  # ... left unknown: where a second search starts
    cores: dict[str, int] = field(default_factory=dict)  # deals answered (last) by each search core
    retry_seconds: float = 0.0  # the deals left unknown searched again for up to this long (0: not)
    retry_nodes: int = 0  # ... and up to this many positions (0: no limit)
    retried: int = 0  # deals searched again
    retry_decided: int = 0  # of those, decided by the second search (counted above as such)

    def share(self, count: int) -> str:
        return f"{100.0 * count / self.deals:.1f}%" if self.deals else "-"

    def report(self) -> list[str]:
        shown = options_text(self.variant)
        name = self.game_id if self.variant == self.game_id else f"{self.game_id} ({shown})"
        last = self.first_seed + self.deals - 1
        limit = f"{self.seconds_per_deal:g} s"
        if self.nodes_per_deal:
            limit += f" or {self.nodes_per_deal} positions"
        again = []
        if self.retry_seconds:
            again = [f"  searched again   {self.retried:6d}  for up to {self.retry_limit()} each, "
                     f"{self.retry_decided} decided"]
        return [
            f"{name}: game numbers {self.first_seed}-{last}, solver limit {limit} a deal",
            f"  proved winnable  {self.winnable:6d}  {self.share(self.winnable)}",
            f"  proved lost      {self.lost:6d}  {self.share(self.lost)}",
            f"  unknown          {self.unknown:6d}  {self.share(self.unknown)}",
            *again,
            f"  {'policy (' + self.policy + ') won':17}{self.policy_won:6d}  {self.share(self.policy_won)}",
            f"  {self.elapsed:.0f} s in all",
            f"  search core      {self.core_text()}",
            self.line(),
        ]

    def retry_limit(self) -> str:
        """``60 s`` or ``60 s or 5000000 positions``: the second search's limit a deal."""
        return f"{self.retry_seconds:g} s" + (f" or {self.retry_nodes} positions" if self.retry_nodes else "")

    def core_text(self) -> str:
        """Which search answered: "native 50" (the compiled core), "python 50", or both."""
        return ", ".join(f"{core} {count}" for core, count in sorted(self.cores.items())) or "-"

    def line(self) -> str:
        again = f" ({self.retry_decided} of {self.retried} searched again)" if self.retry_seconds else ""
        return (f"{self.game_id}: winnable {self.winnable}, lost {self.lost}, unknown {self.unknown} "
                f"of {self.deals}{again}; policy won {self.policy_won} of {self.deals}")


def odds(
    game_id: str,
    deals: int,
    first_seed: int = 1,
    options: dict[str, Any] | None = None,
    seconds: float = 2.0,
    progress: Callable[[int, OddsResult], None] | None = None,
    policy: str = "hints",
    nodes: int = 0,
    jobs: int = 1,
    scheduler: str | None = None,
    retry_seconds: float = 0.0,
    retry_nodes: int = 0,
    budget: float = 0.0,
) -> OddsResult:
    """Solve and play game numbers ``first_seed … first_seed + deals - 1``, over ``jobs`` processes
    or the workers of the Dask scheduler at ``scheduler`` (``deals``: the same result for any).

    With ``retry_seconds``, the deals left unknown are searched again afterwards, through the same
    processes or cluster, for up to ``retry_seconds`` and ``retry_nodes`` positions (0: no limit) each:
    a deal the first limit cut short may be settled by a longer search, and the counts are those after
    it (the policy is not played again, and "decided within 2 s" stays the first pass's). ``budget``
    (0: none) stops the first pass after that many seconds with the deals done so far, the first game
    numbers; their unknown ones are still searched again. ``progress`` is called after each deal with
    the deals done and the result so far (during the second search: all deals, and ``retried`` grows).

    In the clock family the policy is the one forced move, so its result is the solver's replay.
    """
    info = game_info(game_id)
    resolved = info.resolve_options(options)
    policy_name = hint_policy(info.id, policy)[0]
    if forced(info.id, resolved):
        policy_name = "forced move"
    result = OddsResult(info.id, variant_key(info.id, resolved), resolved, first_seed, deals, seconds,
                        nodes, policy=policy_name, retry_seconds=retry_seconds, retry_nodes=retry_nodes)
    start = time.perf_counter()
    unknown: dict[int, str] = {}  # the deals left unknown: game number -> the core that answered
    with deal_pool(jobs, deals, scheduler) as pool:
        first = deals_in_order(info.id, range(first_seed, first_seed + deals), resolved, seconds, nodes,
                               policy, jobs, pool)
        with contextlib.closing(first):  # a stop hands the deals still out back to the pool
            for i, outcome in enumerate(first):
                _count(result, outcome)
                if not outcome.decided:
                    unknown[outcome.seed] = outcome.core
                if outcome.decided and outcome.seconds <= 2.0:
                    result.decided_in_2s += 1
                result.policy_won += outcome.policy_won
                result.elapsed = time.perf_counter() - start
                if progress is not None:
                    progress(i + 1, result)
                if budget and result.elapsed >= budget and i + 1 < deals:
                    result.deals = i + 1
                    break
        if retry_seconds and unknown:
            again = deals_in_order(info.id, sorted(unknown), resolved, retry_seconds, retry_nodes, NO_POLICY,
                                   jobs, pool)
            with contextlib.closing(again):
                for outcome in again:
                    result.retried += 1
                    result.unknown -= 1  # counted again as what the second search says
                    result.unknown_seeds.remove(outcome.seed)
                    result.cores[unknown[outcome.seed]] -= 1
                    _count(result, outcome)
                    result.retry_decided += outcome.decided
                    result.elapsed = time.perf_counter() - start
                    if progress is not None:
                        progress(result.deals, result)
    result.cores = {core: count for core, count in result.cores.items() if count}
    return result


def _count(result: OddsResult, outcome: DealOutcome) -> None:
    """Count one deal's verdict and the core that gave it."""
    if outcome.verdict == WINNABLE:
        result.winnable += 1
        insort(result.winnable_seeds, outcome.seed)
    elif outcome.verdict == NOT_WINNABLE:
        result.lost += 1
        insort(result.lost_seeds, outcome.seed)
    else:
        result.unknown += 1
        insort(result.unknown_seeds, outcome.seed)
    result.cores[outcome.core] = result.cores.get(outcome.core, 0) + 1


@contextlib.contextmanager
def deal_pool(jobs: int, deals: int, scheduler: str | None) -> Iterator[DealPool | None]:
    """The pool both passes of ``odds`` run through: the Dask cluster's, ``jobs`` processes, or none
    (one deal after another, here)."""
    pool: DealPool
    if scheduler is not None:
        from .cluster import ClusterPool  # imports dask.distributed: only when asked for

        pool = ClusterPool(scheduler)
    elif jobs > 1 and deals > 1:
        pool = ProcessPool(min(jobs, deals))
    else:
        yield None
        return
    try:
        yield pool
    finally:
        pool.close()


# -- the table ----------------------------------------------------------------------------------------

def store_entry(result: OddsResult, command: str, path: Path) -> None:
    """Write (or replace) one entry of the table at ``path`` (never the installed one by default: it is
    named), atomically, under the table's lock (``table_out``); TableOutError when what is there is no
    odds table (any more) or cannot be read: it is not written over."""
    entry = asdict(result)
    entry.pop("game_id")
    entry.pop("variant")
    entry["elapsed"] = round(result.elapsed, 1)
    entry["date"] = date.today().isoformat()
    entry["command"] = command
    entry["same_as"] = single_command(result)
    store_row(result.game_id, result.variant, entry, path)


def store_row(game_id: str, variant: str, entry: dict[str, Any], path: Path) -> None:
    """Write (or replace) one row of the table at ``path``, under its lock (``table_out.locked``), whole
    or not at all (``store_entry``; the policy column computed again, ``policy_column``). What is there
    and is no table is left as it is (TableOutError)."""
    with locked(path):
        try:
            games = read_table(path) or {}
        except NotATable as error:
            raise TableOutError(f"{error}; it is left as it is") from None
        except OSError as error:
            raise TableOutError(f"{path} cannot be read ({error.strerror or error})") from None
        games.setdefault(game_id, {})[variant] = entry
        data = {"format": TABLE_FORMAT, "version": TABLE_VERSION,
                "games": {game_id: games[game_id] for game_id in GAMES if game_id in games}}
        write_table(path, _numbers_on_one_line(json.dumps(data, indent=1, sort_keys=False)) + "\n")


def _numbers_on_one_line(text: str) -> str:
    """The table's JSON with each list of game numbers on one line, not a line a number: the lists of
    winnable, lost and unknown deals run to a thousand numbers."""
    return re.sub(r"\[\s*(-?\d+(?:,\s*-?\d+)*)\s*\]",
                  lambda found: "[" + ", ".join(found.group(1).replace(",", " ").split()) + "]", text)


def single_command(result: OddsResult) -> str:
    """The ``python -m patience_qt.play odds`` command that computes this entry alone."""
    words = ["python", "-m", "patience_qt.play", "odds", result.game_id, "-n", str(result.deals),
             "--seed", str(result.first_seed), "--seconds", f"{result.seconds_per_deal:g}"]
    if result.nodes_per_deal:
        words += ["--nodes", str(result.nodes_per_deal)]
    if result.retry_seconds:
        words += ["--retry-unknown", f"{result.retry_seconds:g}"]
    if result.retry_nodes:
        words += ["--retry-nodes", str(result.retry_nodes)]
    if result.policy == "baseline" and not forced(result.game_id, result.options):
        words += ["--policy", "baseline"]
    info = game_info(result.game_id)
    for name, value in sorted(result.options.items()):
        if value != info.options[name].default:
            words += ["--option", f"{name}={json.dumps(value)}"]
    return shlex.join(words)


def markdown_table(table: dict[str, dict[str, dict[str, Any]]] | None = None) -> str:
    """The table as Markdown (by default the installed one, which docs/odds.md quotes), one row per game
    and variant in catalogue order."""
    table = load_odds_table(TABLE_PATH) if table is None else table
    rows = [
        "| Game | Variant | Deals | Proved winnable | Proved lost | Unknown | Odds lie between "
        "| Decided within 2 s | Solver limit a deal | Policy | Policy won |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- | ---: |",
    ]
    for game_id, info in GAMES.items():
        variants = table.get(game_id, {})
        for key in sorted(variants, key=lambda k: (k != game_id, k)):
            e = variants[key]
            deals = e["deals"]

            def pct(count: int, deals: int = deals) -> str:
                # one decimal, more where that would read 0.0% or 100.0% for some but not all deals
                digits = 1
                while 0 < count < deals and round(100.0 * count / deals, digits) in (0, 100) and digits < 4:
                    digits += 1
                return f"{100.0 * count / deals:.{digits}f}%"

            if forced(game_id):
                limit = "replay"
            else:
                limit = f"{e['nodes_per_deal']:,} positions" if e.get("nodes_per_deal") else ""
                limit = limit or f"{e['seconds_per_deal']:g} s"
                if e.get("retry_seconds"):  # the deals left unknown searched again
                    limit += f", unknown ones again {e['retry_seconds']:g} s"
                    if e.get("retry_nodes"):
                        limit += f" or {e['retry_nodes']:,} positions"
                for again in e.get("searched_again", []):  # searched again later (``again``)
                    limit += f"; undecided again {again['seconds']:g} s"
                    if again.get("nodes"):
                        limit += f" or {again['nodes']:,} positions"
            policy_deals = e.get("policy_deals", deals)  # the column computed again over fewer deals
            won = pct(e["policy_won"], policy_deals) if policy_deals else "-"
            if policy_deals != deals:
                won += f" of {policy_deals:,}"
            # proved winnable is a lower bound of the odds, not proved lost an upper one
            bounds = f"{pct(e['winnable'])} – {pct(deals - e['lost'])}" if e["unknown"] else "decided"
            rows.append(
                f"| {info.name_en} | {options_text(key)} | {deals:,} | {pct(e['winnable'])} "
                f"| {pct(e['lost'])} "
                f"| {pct(e['unknown'])} | {bounds} | {pct(e['decided_in_2s'])} | {limit} | {e['policy']} "
                f"| {won} |"
            )
    return "\n".join(rows)
