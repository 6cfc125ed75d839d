"""New game with Deal only winnable games on: the search for a deal the solver proves winnable.

``WinnableDealer.deal_winnable`` runs a ``WinnableSearch`` (successive game numbers, a short budget
each) in a thread; the first proved winnable is dealt, or after the total budget one of the game
numbers the solver proved winnable when ``winnable_deals.json`` was made, or where it lists none the
next number, with a word in the status bar. A game the player went on with meanwhile (any move, undo or
redo on the table while the search ran: the controller's ``changed`` says so) is not taken away.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLocale, QObject

from ...play.odds.table import shipped_odds, shipped_winnable
from .running_search import RunningSearch
from .worker import WinnableSearch

if TYPE_CHECKING:  # pragma: no cover
    from ...play.change import Change
    from ...rules import Game
    from ..input.controller import TableController
    from ..window_parts import Say, Start


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate("SolverDialog", text, disambiguation, n)


class WinnableDealer(QObject):
    """Looks for a winnable deal for the window and deals it; one search at a time.

    ``controller`` has the game on the table, ``start`` deals one, ``say`` tells the player in the
    status bar (the window's parts of these names)."""

    def __init__(self, controller: TableController, start: Start, say: Say,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller, self.start, self.say = controller, start, say
        self.under_way = RunningSearch(self)  # the search; freed once it stops or is given up
        self._search_game: Game | None = None
        self._played_on = False  # the table's game changed while the search ran
        controller.game_started.connect(self._another_game)
        controller.changed.connect(self._table_changed)

    @property
    def search(self) -> WinnableSearch | None:
        """The search under way (None once it answered or was given up)."""
        return self.under_way.thread  # type: ignore[return-value]

    def searching(self) -> bool:
        return self.under_way.running()

    def deal_winnable(self, game_id: str, options: dict[str, Any], **budget: Any) -> None:
        """Look for a winnable deal of ``game_id`` in a thread; deal it (or the next number) when done.

        Where the odds table holds deals but not one the solver proved winnable, a search for one
        would only make the player wait its whole time for the same "none found". Where it proved
        some lost (Carnival), a short look per game number skips those; where it proved none lost
        either (no game of the shipped table now), the game is dealt at once, with a word on why.
        """
        if self.searching():
            return
        entry = shipped_odds(game_id, options)
        not_lost = entry is not None and not entry.get("winnable")
        if not_lost and not entry.get("lost"):
            self.start(game_id, options=options)
            self.say(tr(
                "None of {deals} deals proved winnable: this one is dealt as it comes.").format(
                deals=QLocale().toString(int(entry["deals"]))), 10_000)
            return
        self._search_game = self.controller.game
        self._played_on = False
        search = WinnableSearch(game_id, options, parent=self, not_lost=not_lost, **budget)
        search.tried_changed.connect(self._tried)
        self.say(tr("Looking for a winnable deal…"))
        self.under_way.start(search, self._found)

    def _another_game(self) -> None:
        """Another game came to the table while the search ran (Restart, a saved game): it would not
        be dealt, so the search is given up now, and freed once it stops."""
        if self.searching() and self.controller.game is not self._search_game:
            self.under_way.give_up()

    def _table_changed(self, change: Change) -> None:
        if change.moved and self.searching():
            self._played_on = True

    def _tried(self, tried: int) -> None:
        if self.sender() is not self.search:
            return  # a search given up
        self.say(
            tr("Looking for a winnable deal… (%n deals tried)", "", tried))

    def _found(self, search: WinnableSearch) -> None:
        seed, tried = search.found, search.tried
        game = self.controller.game
        if search.cancelled() or game is not self._search_game:
            return  # cancelled as the window closed, or another game was started meanwhile
        if game is not None and self._played_on:
            # the player went on with the game on the table meanwhile: it is not taken away
            if seed is not None:
                self.say(tr(
                    "Game #{number} can be won; you played on, so it was not dealt.").format(
                    number=seed), 10_000)
            return
        if seed is not None and search.not_lost:
            # Carnival: no deal known winnable, some proved lost at a glance; this one is not
            message = tr("No deal of this game is known to be winnable; game #{number} at least is not "
                         "proved lost (%n tried).", "", tried).format(number=seed)
        elif seed is not None:
            message = tr("Game #{number} can be won.").format(number=seed)
        elif listed := [number for number in shipped_winnable(search.game_id, search.options)
                        if self._search_game is None or number != self._search_game.seed]:
            # the search found none in time (so at times in Rainbow, one deal in five winnable): a deal
            # the solver proved winnable when the list was made, rather than one that may not come out
            seed = random.choice(listed)
            message = tr("Game #{number} can be won (from the solver's list).").format(number=seed)
        else:
            last = search.last_seed
            seed = None if last is None else (last + 1 if last < 2_147_483_647 else 1)
            message = tr("No winnable deal found in time (%n deals tried): this one may not come out.",
                         "", tried)
        self.start(search.game_id, seed=seed, options=search.options)
        self.say(message, 10_000)

    def finish(self) -> None:
        """Cancel the search and wait for it (the window is going away)."""
        self.under_way.finish()
