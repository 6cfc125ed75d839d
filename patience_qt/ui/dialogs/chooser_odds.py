"""The line the game chooser shows under a game: the solver's odds from the shipped odds table.

The table is read by ``play.odds.table`` (no Qt there); this module only words it, in the locale's
numbers: shares of one whole that add up to 100 as shown, with as many decimals as it takes not to
read 0 or 100 where the count is neither none nor all.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QLocale

from ...play.odds.table import shipped_odds


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("SolverDialog", text, disambiguation, n)


def _percent(count: int, deals: int) -> str:
    """The share in the locale's way, with as many decimals as it takes not to read 0 or 100 where the
    count is not none or all (2 deals in 10,000 are "0.02", not "0.0"; 997 in 1,000 "99.7", not "100")."""
    if not deals:
        return QLocale().toString(0)
    return QLocale().toString(100.0 * count / deals, "f", _digits(count, deals))


def _digits(count: int, deals: int) -> int:
    """The decimals ``_percent`` shows ``count`` of ``deals`` with (``deals`` > 0)."""
    share = 100.0 * count / deals
    digits = 0
    while digits < 3 and 0 < count < deals and round(share, digits) in (0, 100):
        digits += 1
    if 0 < count < deals and digits == 0 and (share < 1 or share > 99):
        digits = 1
    return digits


def _shares_digits(counts: list[int], deals: int) -> int:
    """The decimals ``_shares`` shows these counts of ``deals`` (> 0) with."""
    digits = max(_digits(count, deals) for count in counts)

    def shown(count: int, digits: int) -> float:  # as the locale rounds it (62.5 -> 63), not round()
        return float(QLocale.c().toString(100.0 * count / deals, "f", digits))

    while digits < 3 and round(sum(shown(count, digits) for count in counts), 6) != 100:
        digits += 1
    return digits


def _shares(counts: list[int], deals: int, digits: int | None = None) -> list[str]:
    """Shares of one whole with the same decimals (none or all: plain 0 and 100) that, as shown, add
    up to 100 (37.5 and 62.5 read "38" and "63" at no decimals: 101 in all)."""
    if not deals:
        return [_percent(count, deals) for count in counts]
    digits = _shares_digits(counts, deals) if digits is None else digits
    return [QLocale().toString(100.0 * count / deals, "f", digits if 0 < count < deals else 0)
            for count in counts]


def odds_text(game_id: str, options: dict[str, Any] | None,
              table: dict[str, dict[str, dict[str, Any]]] | None = None) -> str:
    """The solver's odds for this game and variant from the odds table, or "not measured"."""
    entry = shipped_odds(game_id, options, table)
    if entry is None:
        return tr("Solver odds: not measured.")
    deals = int(entry["deals"])
    counts = [int(entry.get(name, 0)) for name in ("winnable", "lost", "unknown")]
    winnable, lost, unknown = _shares(counts, deals)
    text = tr("Solver: {winnable}% winnable, {lost}% lost, {unknown}% unknown of {deals} deals").format(
        winnable=winnable, lost=lost, unknown=unknown, deals=QLocale().toString(deals))
    nodes = entry.get("nodes_per_deal")
    if entry.get("unknown") and isinstance(nodes, int):
        # "unknown" is the search's limit speaking, not the game: say how far it looked
        positions = QLocale().toString(nodes)
        again = entry.get("retry_seconds")
        if isinstance(again, (int, float)) and again > 0:  # and that the unknown ones were searched again
            seconds = QLocale().toString(float(again))
            text += tr(" (searched {positions} positions a deal, and those left unknown again for up to "
                       "{seconds} s each)").format(positions=positions, seconds=seconds)
        else:
            text += tr(" (searched {positions} positions a deal)").format(positions=positions)
    if counts[2] and deals:
        # the deals proved winnable are a lower bound of the odds, those not proved lost an upper one;
        # both in the decimals of the shares above (37.5% winnable, 0% lost: between 37.5 and 100)
        low, high = _shares([counts[0], deals - counts[1]], deals, _shares_digits(counts, deals))
        text += tr(", so the odds lie between {low}% and {high}%").format(low=low, high=high)
    played = entry.get("policy_deals")  # the policy column computed again over fewer deals than the row's
    played = played if isinstance(played, int) and 0 < played < deals else deals
    won = _percent(int(entry.get("policy_won", 0)), played)
    if entry.get("policy") in ("hint", "hints"):
        if played < deals:
            return text + tr("; always following the hints wins {share}% (over {count} deals)").format(
                share=won, count=QLocale().toString(played))
        return text + tr("; always following the hints wins {share}%").format(share=won)
    return text + tr("; played out, {share}% come out").format(share=won)
