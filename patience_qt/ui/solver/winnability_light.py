"""The winnability light: the status bar says whether the game on the table can still be won.

A player who loses wants to know whether the deal could have been won, and when it stopped being so. With
the preference ``play/winnability_light`` on (Settings → Preferences…, off by default: it spends a second
of a core after each move), ``WinnabilityLight`` asks the solver about the position on the table once the
table is still (as ``end_check`` waits: no animation, no automatic move to come, no autoplay), in a
``SolveThread`` (``worker.py``) with a short budget (``LIGHT_SECONDS``, ``LIGHT_NODES``), and a label in
the status bar, just after the messages, says one of

* "Can still be won" (the solver found a line),
* "Can no longer be won (since move N)": move N, numbered as the status bar's "Moves: N" counts them
  (the N-th of ``game.moves``), took the game from a position proved winnable to one proved lost;
  "Can no longer be won" alone where the move is not known, "Could not be won from the start" where
  the deal itself is proved lost,
* nothing: while the solver looks, when it cannot tell in its budget, and with the light off.

The verdicts are kept by move count for the positions of one history (``Verdicts``), and winnability
only decreases along a game: every position before one proved winnable is winnable, every position after
one proved lost is lost. So an undo back over the losing move says "Can still be won" at once, and a
redo says the loss again, without a search. A new move after an undo keeps the verdicts of the history's
common beginning only. Where a loss is proved a few positions after the last one proved winnable (the
player's move and the automatic moves that followed it make one step, and the table is still only after
the last of them), the positions between are asked about too, newest first (at most ``NARROW_AT_MOST``),
so that the light can name the move; a wider gap is "Where did it go wrong?"'s to search.

It never slows a move and never changes the game: the search runs on a copy of the position made on the
table's thread, the next move cancels it at once (a cancelled search's answer, and an answer about a
position the table has left, are dropped: the history asked about is compared with the table's), and
nothing of the session, the keeper or the statistics is touched. Not for the clock family (the rules'
``forced``: the deal decides everything once dealt), nor for a game that is over: a game the rules ended
gets no search, its band says the rest. Turning the preference off cancels the search and clears the
label; turning it on asks at once (``PREFERENCES_APPLIED``, sent by ``apply_preferences``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer
from PySide6.QtWidgets import QLabel

from ..settings.preferences import PREFERENCES_APPLIED, winnability_light
from .running_search import RunningSearch

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QMainWindow, QStatusBar

    from ...play.change import Change
    from ...play.session import Session
    from ...rules import Game, Move
    from ..input.controller import TableController
    from .worker import SolveThread

# the solver's verdicts (play.solver.search's), named here so that the solver loads with the first
# question, not with the window
WINNABLE, NOT_WINNABLE = "winnable", "not winnable"

LIGHT_SECONDS = 1.0  # a short look: the next move cancels it anyway
LIGHT_NODES = 2_000_000  # the compiled core looks at 1-3 million positions a second; memory's guard
STILL_MS = 250  # the table must have been still this long (automatic moves may follow a move)
NARROW_AT_MOST = 6  # positions between the last proved winnable and the first proved lost asked about

WON, LOST = "won", "lost"  # Verdicts.state's answers (None: not known)


def tr(text: str) -> str:
    return QCoreApplication.translate("WinnabilityLight", text)


class Verdicts:
    """The solver's verdicts on the positions of one history, by move count (0: the deal).

    ``follow`` keeps them true to the history on the table: the same deal's history cut short by undos
    keeps the verdicts of its undone positions (a redo brings them back), a different history keeps only
    those of the beginning it shares with the old one. Pure Python, so the reasoning is tested alone.
    """

    def __init__(self) -> None:
        self.deal: object = None
        self.moves: tuple[Move, ...] = ()  # the history the verdicts are about (the table's, or longer)
        self.known: dict[int, str] = {}  # move count -> WINNABLE or NOT_WINNABLE
        self.unknown: set[int] = set()  # move counts the solver could not decide in its budget

    def follow(self, deal: object, moves: tuple[Move, ...]) -> None:
        """The table's deal and history now."""
        if deal != self.deal:
            self.deal, self.moves = deal, moves
            self.known.clear()
            self.unknown.clear()
            return
        if self.moves[:len(moves)] == moves:
            return  # undone back to here: the verdicts further on still hold for a redo
        common = 0
        for old, new in zip(self.moves, moves, strict=False):
            if old != new:
                break
            common += 1
        self.known = {count: verdict for count, verdict in self.known.items() if count <= common}
        self.unknown = {count for count in self.unknown if count <= common}
        self.moves = moves

    def record(self, count: int, history: tuple[Move, ...], verdict: str) -> bool:
        """The solver's verdict on the position after ``history`` (``count`` moves); False (and nothing
        kept) when that position is not on the history followed any more."""
        if count > len(self.moves) or self.moves[:count] != history:
            return False
        if verdict in (WINNABLE, NOT_WINNABLE):
            self.known[count] = verdict
            self.unknown.discard(count)
        else:
            self.unknown.add(count)
        return True

    def _lost_since(self) -> tuple[int, int] | None:
        """The first move count proved lost and the last before it proved winnable (-1: none)."""
        lost = [count for count, verdict in self.known.items() if verdict == NOT_WINNABLE]
        if not lost:
            return None
        first = min(lost)
        winnable = [count for count, verdict in self.known.items() if verdict == WINNABLE and count < first]
        return first, max(winnable, default=-1)

    def state(self, count: int) -> tuple[str | None, int | None]:
        """(``WON`` or ``LOST`` or None, the move that lost it) for the position after ``count`` moves.

        Won: a position at or after it on the history is proved winnable. Lost: one at or before it is
        proved lost; the move is N when the position after N - 1 moves is proved winnable and the one
        after N proved lost, 0 when the deal itself is proved lost, None when it is not known.
        """
        since = self._lost_since()
        if since is not None and since[0] <= count:
            first, last_winnable = since
            if first == 0:
                return LOST, 0
            return LOST, first if last_winnable == first - 1 else None
        if any(verdict == WINNABLE and known >= count for known, verdict in self.known.items()):
            return WON, None
        return None, None

    def question(self, count: int) -> int | None:
        """The move count of the position to ask the solver about next, the table being after ``count``
        moves; None when there is nothing to ask."""
        verdict, since = self.state(count)
        if verdict is None:
            return None if count in self.unknown else count
        if verdict == LOST and since is None:
            found = self._lost_since()
            assert found is not None  # a loss is known
            first, last_winnable = found
            between = first - last_winnable - 1
            ask = first - 1  # newest first: a position proved lost moves the first loss back one
            if 0 < between <= NARROW_AT_MOST and ask not in self.unknown:
                return ask
        return None


class WinnabilityLight(QObject):
    """The status bar's "Can still be won" / "Can no longer be won (since move N)"; see the module."""

    def __init__(self, controller: TableController, settings: QSettings, bar: QStatusBar,
                 parent: QObject) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.seconds = LIGHT_SECONDS
        self.nodes = LIGHT_NODES
        self.enabled = winnability_light(settings)
        self.verdicts = Verdicts()
        self.search = RunningSearch(self)  # a search given up for a move is freed once it stops
        self.label = QLabel(bar)
        self.label.setContentsMargins(8, 0, 8, 0)
        self.label.hide()
        bar.insertPermanentWidget(1, self.label)  # after the messages' room, before the game's figures
        self._timer = QTimer(self)  # the window's child, like the light: never freed by a search thread
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.check)
        controller.changed.connect(self._moved)

    @property
    def thread(self) -> SolveThread | None:
        """The search under way (None once it answered or was given up)."""
        return self.search.thread  # type: ignore[return-value]

    # -- the preference ----------------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        """On: ask about the table at once. Off: cancel the search, clear the label."""
        if on == self.enabled:
            return
        self.enabled = on
        if on:
            self.check()
        else:
            self._timer.stop()
            self._cancel()
        self.show()

    def sync_preference(self) -> None:
        self.set_enabled(winnability_light(self.settings))

    # -- following the table -----------------------------------------------------------------------------
    def _history(self) -> tuple[Game, tuple[Move, ...]] | None:
        """The game on the table and its history, the verdicts brought up to it; None with no game."""
        game = self.controller.game
        if game is None:
            return None
        moves = tuple(game.moves)
        self.verdicts.follow((game.id, game.seed, game.order, sorted(game.options.items())), moves)
        return game, moves

    def _moved(self, change: Change) -> None:
        if not self.enabled:
            return
        if self.thread is not None and change.moved:
            self._cancel()  # the table moved on: the search must not slow the next move
        self.show()
        self._timer.start(STILL_MS)

    def _idle(self) -> bool:
        """Nothing to ask about: the light off, no game, the clock family, a game over."""
        session = self.controller.session
        if not self.enabled or session is None:
            return True
        game = session.game
        return game.rules.forced or session.verdict is not None or game.is_over()

    def check(self) -> None:
        """Ask the solver about the position the verdicts need next, if the table is still."""
        if self._idle():
            self.show()
            return
        controller = self.controller
        if (controller.animator.running or controller.autoplayer.running or controller.auto_pending()
                or controller.holding()):
            self._timer.start(STILL_MS)  # once the table is still
            return
        followed = self._history()
        if followed is None or self.thread is not None:
            return  # a search about this very history is under way (a move would have cancelled it)
        game, moves = followed
        count = self.verdicts.question(len(moves))
        self.show()
        if count is None:
            return
        position = game
        if count < len(moves):  # a position before the table's, to name the move that lost the game
            position = game.copy()
            for _ in range(len(moves) - count):
                position.pop()
        from .worker import SolveThread  # the solver loads with the first question

        session = controller.session
        assert session is not None
        history = moves[:count]
        self.search.start(SolveThread(position, self.seconds, self.nodes, parent=self),  # copies it
                          lambda thread: self._answer(thread, session, history))

    def _answer(self, thread: SolveThread, session: Session, history: tuple[Move, ...]) -> None:
        """The answer of the search under way (one given up for a move never comes here)."""
        result = thread.result
        if thread.cancelled() or result is None:
            return  # cancelled as the window closed
        if self.controller.session is not session or self._history() is None:
            return
        self.verdicts.record(len(history), history, result.verdict)
        self.check()  # says the verdict, and asks the next question if there is one

    def _cancel(self) -> None:
        """Give up the search under way: its answer never comes, and it is freed once it stops."""
        self.search.give_up()

    # -- the label ---------------------------------------------------------------------------------------
    def text(self) -> str:
        """What the label says about the table now ("" for nothing)."""
        session = self.controller.session
        if not self.enabled or session is None or session.game.rules.forced or session.game.is_won():
            return ""
        followed = self._history()
        if followed is None:
            return ""
        verdict, since = self.verdicts.state(len(followed[1]))
        if verdict == WON:
            return tr("Can still be won")
        if verdict != LOST:
            return ""
        if since is None:
            return tr("Can no longer be won")
        if since == 0:
            return tr("Could not be won from the start")
        return tr("Can no longer be won (since move {number})").format(number=since)

    def show(self) -> None:
        text = self.text()
        self.label.setText(text)
        self.label.setToolTip(tr("The solver's verdict on the cards on the table, after each move "
                                 "(Settings → Preferences)") if text else "")
        self.label.setVisible(bool(text))

    def finish(self) -> None:
        """Cancel and wait for the search (the window is going away)."""
        self._timer.stop()
        self.search.finish()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        kind = event.type()
        if kind == PREFERENCES_APPLIED:
            self.sync_preference()
        elif kind == QEvent.Type.Close:
            self.finish()
        elif kind == QEvent.Type.LanguageChange:
            self.show()
        return False


def install_winnability_light(window: QMainWindow, controller: TableController,
                              settings: QSettings) -> WinnabilityLight:
    """The light in the window's status bar, following the window's table and preferences."""
    light = WinnabilityLight(controller, settings, window.statusBar(), window)
    window.installEventFilter(light)
    return light
