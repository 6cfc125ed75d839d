"""A game that cannot go on says so: the solver asked, in the background, once the stock is spent.

The rules end a game when no move is left, but a Rainbow or Village game can stop with moves that lead
nowhere (Open Shop's reserve extensions): the hint says "No useful move left" and the game stayed "in
progress" with no band. So when the table is still, the game is not over, and the stock is spent (empty,
no redeal left, no deal or gathering: what remains is the cards on the table, few by then, and the
search is quick), ``EndCheck`` asks, in a ``SolveThread`` (the solver box's worker, ``worker.py``), never
on the table's thread: first the hints (``play.hints.hints``: while a move is worth trying, nothing is
said), then ``play.solver.solve`` with a small budget:

* proved lost: ``TableController.end_game`` with the reason ``over.proved_lost``, so the band says the game
  is over with Undo, Restart and New game, and the game counts as lost when it is left, as any lost game;
* cannot tell in the budget: the status bar says so and points to Game → End this game;
* winnable: nothing (the player may still find the line).

Each position is asked about once, and only at the end of the history: a position the player undid back
to is one they look at, and a band after every undo would chase them (the session forgets an end
declared in a position it leaves; a redo back to a position proved lost ends the game again at once).
A move made while a search runs cancels it; its answer, about another position, is dropped.

Game → **End this game** (there while a game is in progress) declares the game over, lost, with
``over.ended_by_player``: for a game the solver could not judge, or one the player gives up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtGui import QAction

from ...rules import Game, reason
from ...rules.moves import STOCK_KINDS
from ..text.reason_sentences import sentence
from .running_search import RunningSearch

if TYPE_CHECKING:  # pragma: no cover
    from collections.abc import Callable

    from PySide6.QtWidgets import QMainWindow, QMenu

    from ..input.controller import TableController
    from ..window_parts import Say
    from .end_search import EndSearch

# the solver's verdicts (play.solver.search's), named here so that the solver loads with the first
# question, not with the window
NOT_WINNABLE, UNKNOWN = "not winnable", "unknown"

CHECK_SECONDS = 1.5  # the search's budget: few cards are left once the stock is spent
CHECK_NODES = 3_000_000
STILL_MS = 250  # the table must have been still this long (automatic moves may follow a move)
OFFER_MS = 20_000  # how long the status bar keeps the offer to end the game


def tr(text: str) -> str:
    return QCoreApplication.translate("EndCheck", text)


def stock_spent(game: Game) -> bool:
    """The stock is empty and no redeal is left, no move of the stock's kind is legal (no deal, redeal
    or gathering), and other moves are: the game goes on, if at all, with the cards on the table."""
    if any(pile.kind == "stock" and pile.cards for pile in game.piles.values()):
        return False
    if game.rules.redeals_left(game):
        return False
    moves = game.legal_moves()
    return bool(moves) and not any(move.kind in STOCK_KINDS for move in moves)


class EndCheck(QObject):
    """Asks the solver about a still table whose stock is spent; ends the game it proves lost."""

    def __init__(self, controller: TableController, say: Callable[[str, int], None],
                 parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self.say = say
        self.seconds = CHECK_SECONDS
        self.search = RunningSearch(self)  # a search given up for a move is freed once it stops
        self._asked: str | None = None  # the position asked about last (its saved form)
        self._lost: set[str] = set()  # the positions the solver proved lost (their saved forms)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.check)
        controller.changed.connect(self._soon)
        self.end_action = QAction(parent)
        self.end_action.triggered.connect(lambda _checked=False: self.end_by_player())
        controller.changed.connect(self._sync_action)
        controller.over.connect(self._sync_action)
        self.retranslate()

    @property
    def thread(self) -> EndSearch | None:
        """The search under way (None once it answered or was given up)."""
        return self.search.thread  # type: ignore[return-value]

    def retranslate(self) -> None:
        self.end_action.setText(tr("&End this game"))
        self.end_action.setStatusTip(tr("Give this game up: it counts as lost"))

    def _sync_action(self, *_args: object) -> None:
        session = self.controller.session
        self.end_action.setEnabled(session is not None and session.verdict is None)

    @staticmethod
    def _key(game: Game) -> str:
        return game.to_json()

    def _soon(self, *_change: object) -> None:
        self._timer.start(STILL_MS)

    def check(self) -> None:
        """Ask the solver about the position on the table, if it is still, in play, its stock spent, and
        not asked about already."""
        controller = self.controller
        session = controller.session
        key = self._key(session.game) if session is not None else None
        if self.thread is not None and key != self._asked:
            self._cancel()  # the position changed: an answer about the old one would come too late
        if session is None or key is None or session.verdict is not None or session.game.is_won():
            return
        if controller.animator.running or controller.autoplayer.running:
            self._soon()  # once the table is still
            return
        if session.can_redo():
            return  # a position the player stepped back to, to look: the band would chase every undo
        game = session.game
        if game.rules.forced or not stock_spent(game):  # the clock family's rules end their games
            return
        if key in self._lost:  # proved before (undone, then redone): no need to ask again
            controller.end_game(reason("over.proved_lost"))
            return
        if key == self._asked:
            return
        self._asked = key
        self._cancel()
        from .end_search import EndSearch  # the solver and the hints load with the first question

        self.search.start(EndSearch(game, self.seconds, CHECK_NODES, parent=self),
                          lambda thread, asked=key, session=session: self._answer(thread, asked, session))

    def _answer(self, thread: EndSearch, asked: str, session: object) -> None:
        """The answer of the search under way (one given up for a move never comes here)."""
        if thread.cancelled():
            return  # cancelled as the window closed
        result = thread.result  # None: the hints found a move worth trying
        controller = self.controller
        current = controller.session
        if current is not session or current is None or current.verdict is not None:
            return
        if self._key(current.game) != asked:
            return  # the player moved on meanwhile: the answer is about another position
        if result is None:
            return  # the hints still have a move worth trying
        if result.verdict == NOT_WINNABLE:
            self._lost.add(asked)
            controller.end_game(reason("over.proved_lost"))
        elif result.verdict == UNKNOWN:
            self.say(f"{sentence(reason('over.cannot_tell'))} "
                     f"{tr('Game → End this game ends it (it counts as lost).')}", OFFER_MS)

    def end_by_player(self) -> None:
        self._cancel()
        self.controller.end_game(reason("over.ended_by_player"))

    def _cancel(self) -> None:
        """Give up the search under way: its answer never comes, and it is freed once it stops. The
        table does not wait for it (the hints' look-ahead does not look at the cancel)."""
        self.search.give_up()

    def finish(self) -> None:
        """Cancel and wait for the search (the window is going away)."""
        self._timer.stop()
        self.search.finish()
        self._asked = None  # a close the window gave up on asks again at the next change

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Close:
            self.finish()
        elif event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False


def install_end_check(window: QMainWindow, controller: TableController, say: Say, menu: QMenu,
                      restart: QAction) -> EndCheck:
    """Watch the window's table for games that cannot go on, and add End this game to the Game ``menu``
    after ``restart``."""
    check = EndCheck(controller, say, window)
    actions = menu.actions()
    after = actions.index(restart) + 1 if restart in actions else len(actions)
    menu.insertAction(actions[after] if after < len(actions) else None, check.end_action)
    window.installEventFilter(check)
    return check
