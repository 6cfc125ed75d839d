"""One game being played: the single owner of its history, its time, and what became of it.

A ``Session`` holds the ``Game`` and everything about playing it that is not the position itself:

* the undo steps: a player's move and the automatic moves that followed it are one step, so one undo
  takes them back together; the automatic moves right after a deal make a step of their own, marked
  ``automatic`` (the player has not moved yet, so leaving such a game counts nothing);
* the redo tail: steps undone and not yet replaced by a new move;
* a rewind (``rewind``): Where did it go wrong's "Undo to there" takes many steps back as one, and the
  next Undo plays them all again (a Redo then rewinds again), so a look back costs one key to leave;
* the time played, on a clock that runs from the first move until the game is over;
* ``assisted``: the solver helped in this game (Show solution played moves, Where did it go wrong's
  Undo to there took the player back), so a win is not the player's; saved with the game;
* ``counted``: the game's result is in the statistics already (won, then undone), so it counts once;
* the verdict, said once per position (``report``), and ``ended_by``: the reason a game the rules have
  not ended was declared over in its position (``end``: the solver proved it lost, or the player gave
  it up), which the verdict then takes for a loss until the position changes (an undo brings it back).

Why here and not on the table's undo stack: the history was held twice, by the game's move list and by
the Qt undo stack's commands, and had to be reconciled on every save and rebuilt by hand on every
resume. Now the window's Undo and Redo read this object (``ui/window/play_actions.py``), the store saves what
``to_dict`` gives, and the headless tools can undo and redo as the window does.

``to_dict`` is the saved form, the one object the store writes and reads back (``store/savegame.py``
documents it, version 1): ``Game.to_dict()`` with ``elapsed_seconds``, ``redo``, ``steps``,
``counted`` and ``assisted``. The store checks a file's shape before it is trusted; ``from_dict``
replays it once through the rules, which refuse illegal moves. Pure Python, no Qt.

Its listeners (``listen``) are handed one record (``play.change.Change``) after every change of the game,
whoever made it: a move played or followed, an undo, a redo, a rewind, and the game declared over
(``end``), with the moves put on the table or taken back. The table's controller turns it into its one
Qt signal, so no caller has to remember to say what changed, and no listener has to work it out.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..rules import Game, IllegalMove, Move, game_from_json
from ..rules.reasons import Reason
from .change import ENDED, FOLLOWED, PLAYED, REDONE, REWOUND, UNDONE, Change

WON, LOST = "won", "lost"


@dataclass
class Step:
    """One undo step: the moves it holds, oldest first."""

    moves: list[Move] = field(default_factory=list)
    automatic: bool = False  # the automatic moves right after a deal, not a player's move

    @property
    def name(self) -> Move:
        """The move that names the step in the Edit menu ("Undo: 7♠ to foundation 2")."""
        return self.moves[0]


@dataclass(frozen=True)
class Rewind:
    """Many steps taken back as one (``Session.rewind``): from ``from_done`` steps played back to
    ``to_done``; ``move_number`` is the first move taken back, 1-based ("Undo: back to move 23")."""

    to_done: int
    from_done: int
    move_number: int


def _monotonic() -> float:
    """The sessions' clock when none is given: ``time.monotonic`` looked up at each reading, not bound
    once, so that a test can put its own time in this module and the window's sessions keep it."""
    return time.monotonic()


class Session:
    """A game with its undo and redo steps, time played, assisted and counted marks, and verdict."""

    def __init__(self, game: Game, clock: Callable[[], float] | None = None) -> None:
        self.game = game
        self._steps: list[Step] = [Step([move]) for move in game.moves]  # moves it came with: a step each
        self._done = len(self._steps)
        self._open: Step | None = None  # the step automatic moves join (None: they start their own)
        self._following = not game.moves  # automatic moves may follow now (a fresh deal, a new move)
        self._clock = clock if clock is not None else _monotonic
        self._since: float | None = None  # when the clock last started, or None while it stands
        self._before = 0.0  # seconds played before that
        self.assisted = False
        self._player_moved = False
        self.counted = game.is_won()  # a won game opened from a file counts no more
        self._reported: str | None = None
        self._ended: Reason | None = None  # why this position was declared over (``end``), or None
        self._rewound: Rewind | None = None  # the rewind the next undo takes back
        self._unrewound: Rewind | None = None  # the rewind the next redo makes again
        self._listeners: list[Callable[[Change], None]] = []

    # -- who hears of a change ----------------------------------------------------------------------
    def listen(self, callback: Callable[[Change], None]) -> None:
        """Call ``callback(change)`` once after every change: a move played (``play``) or followed
        (``follow``), an undo, a redo, a rewind, the game declared over (``end``); never for an attempt
        that changed nothing."""
        self._listeners.append(callback)

    def unlisten(self, callback: Callable[[Change], None]) -> None:
        """Stop calling ``callback`` (the table puts another session on); unknown callbacks are ignored."""
        if callback in self._listeners:
            self._listeners.remove(callback)

    def _tell(self, change: Change) -> None:
        for callback in list(self._listeners):
            callback(change)

    # -- the steps ---------------------------------------------------------------------------------
    @property
    def steps(self) -> Sequence[Step]:
        """Every step, the done ones first, then the redo tail."""
        return tuple(self._steps)

    def step(self, number: int) -> Step:
        """Step ``number`` (0: the oldest), without copying the list as ``steps`` does."""
        return self._steps[number]

    @property
    def done(self) -> int:
        """How many steps are played (the rest can be redone)."""
        return self._done

    @property
    def redo_moves(self) -> list[Move]:
        """The undone moves, the one the next redo plays first."""
        return [move for step in self._steps[self._done:] for move in step.moves]

    @property
    def step_sizes(self) -> list[int]:
        """How many moves each step holds, over the moves played and then the redo tail."""
        return [len(step.moves) for step in self._steps]

    @property
    def player_moved(self) -> bool:
        """The player made a move in this game (not only the automatic ones after the deal), even if it
        was undone since; a resumed game with moves played counts as moved."""
        return self._player_moved

    def can_undo(self) -> bool:
        return self._done > 0 or self._rewound is not None

    def can_redo(self) -> bool:
        return self._done < len(self._steps) or self._unrewound is not None

    @property
    def rewound(self) -> Rewind | None:
        """The rewind the next ``undo`` takes back (it plays the steps again), or None."""
        return self._rewound

    @property
    def unrewound(self) -> Rewind | None:
        """The rewind the next ``redo`` makes again (an undone rewind), or None."""
        return self._unrewound

    def play(self, move: Move) -> Step:
        """The player's move: played by the rules (IllegalMove, and nothing changes, if they refuse it),
        the redo tail dropped, a new step begun that the automatic moves after it join."""
        self.game.push(move)
        self._rewound = self._unrewound = None
        del self._steps[self._done:]
        step = Step([move])
        self._steps.append(step)
        self._done += 1
        self._open, self._following = step, True
        self._player_moved = True
        self._moved()
        self._tell(Change(PLAYED, played=(self.game.moves[-1],)))  # the rules' own move, its card shown
        return step

    @property
    def following(self) -> bool:
        """Automatic moves may follow now: after a player's move or a fresh deal, not after an undo or a
        redo (the player took a step back to look, not to have the table play on)."""
        return self._following

    def follow(self, move: Move) -> Step | None:
        """An automatic move after the last one: it joins the player's step, or, right after a deal,
        starts an automatic step of its own, which is returned (None when it joined a step)."""
        if not self._following:
            raise RuntimeError("no automatic move follows an undo or a redo")
        self.game.push(move)
        self._rewound = self._unrewound = None
        self._moved()
        if self._open is not None:
            self._open.moves.append(move)
            self._tell(Change(FOLLOWED, played=(self.game.moves[-1],)))
            return None
        del self._steps[self._done:]
        step = Step([move], automatic=True)
        self._steps.append(step)
        self._done += 1
        self._open = step
        self._tell(Change(FOLLOWED, played=(self.game.moves[-1],)))
        return step

    def stop_following(self) -> None:
        """No automatic move is left to make: the next one would need a move of the player first."""
        self._open, self._following = None, False

    def rewind(self, done: int) -> Rewind:
        """Go back until ``done`` steps are played, as one step: the next ``undo`` plays them all
        again, and a ``redo`` after that rewinds again. Not saved: a resumed game has the steps taken
        back as its redo tail. ValueError when ``done`` is not a step before the present one."""
        if not 0 <= done < self._done:
            raise ValueError(f"cannot rewind to step {done} of {self._done}")
        first = sum(len(step.moves) for step in self._steps[:done]) + 1
        rewind = Rewind(done, self._done, first)
        taken = self._back_to(done)
        self._rewound, self._unrewound = rewind, None
        self._tell(Change(REWOUND, taken_back=taken))
        return rewind

    def _back_to(self, done: int) -> tuple[Move, ...]:
        """Take steps back until ``done`` are played; the moves taken back, oldest first."""
        taken: list[Move] = []
        while self._done > done:
            self._done -= 1
            for _ in self._steps[self._done].moves:
                taken.append(self.game.pop())
        self._after_history()
        return tuple(reversed(taken))

    def _forth_to(self, done: int) -> tuple[Move, ...]:
        """Play steps again until ``done`` are played; the moves played, in order."""
        played: list[Move] = []
        while self._done < done:
            for move in self._steps[self._done].moves:
                self.game.push(move)
                played.append(self.game.moves[-1])
            self._done += 1
        self._after_history()
        return tuple(played)

    def undo(self) -> Step | Rewind | None:
        """Take back the last step (or the last rewind: its steps are played again); what was taken
        back, or None when there is nothing."""
        rewind = self._rewound
        if rewind is not None:
            played = self._forth_to(rewind.from_done)
            self._rewound, self._unrewound = None, rewind
            self._tell(Change(UNDONE, played=played))
            return rewind
        self._unrewound = None
        if not self.can_undo():
            return None
        step = self._steps[self._done - 1]
        taken = self._back_to(self._done - 1)
        self._tell(Change(UNDONE, taken_back=taken))
        return step

    def redo(self) -> Step | Rewind | None:
        """Play the next undone step again (or make an undone rewind again); what was played, or None
        when there is nothing."""
        rewind = self._unrewound
        if rewind is not None:
            taken = self._back_to(rewind.to_done)
            self._rewound, self._unrewound = rewind, None
            self._tell(Change(REDONE, taken_back=taken))
            return rewind
        self._rewound = None
        if not self.can_redo():
            return None
        step = self._steps[self._done]
        played = self._forth_to(self._done + 1)
        self._tell(Change(REDONE, played=played))
        return step

    def _after_history(self) -> None:
        self._open, self._following = None, False
        self._reported = None
        self._ended = None

    def _moved(self) -> None:
        self._reported = None  # a new position: its end may be said again (a Village build off a block)
        self._ended = None
        if self._since is None:  # the first move, or the first after the game's end was undone
            self._since = self._clock()

    # -- time ------------------------------------------------------------------------------------
    def elapsed(self) -> float:
        """Seconds played: from the first move until the game is over, added up over sessions."""
        running = self._clock() - self._since if self._since is not None else 0.0
        return self._before + running

    def set_elapsed(self, seconds: float) -> None:
        """Time played before (a resumed game); the clock stands until the next move."""
        self._before, self._since = max(0.0, float(seconds)), None

    def _stop_clock(self) -> None:
        if self._since is not None:
            self._before += self._clock() - self._since
            self._since = None

    # -- the end ----------------------------------------------------------------------------------
    def outcome(self) -> str | None:
        """``WON`` or ``LOST`` when the position ends the game, else None."""
        if self.game.is_won():
            return WON
        if self.game.is_lost() or self._ended is not None:
            return LOST
        return None

    def end(self, reason: Reason) -> None:
        """Declare the game over in this position, lost, for ``reason`` (the solver proved that no line
        wins from here, or the player ended it): the next ``report`` says so, and the game counts as lost
        as one the rules ended does when it is left. A won game stays won. Its listeners hear it
        (``ENDED``), unless nothing changed (a won game, or one ended for this reason already)."""
        if self.game.is_won() or self._ended == reason:
            return
        self._ended = reason
        self._tell(Change(ENDED, reason=reason))

    @property
    def ended_by(self) -> Reason | None:
        """Why this position was declared over by ``end``, or None (in play, or ended by the rules)."""
        return self._ended

    def report(self) -> str | None:
        """The verdict the first time a position ends the game (the clock stops then), else None: the
        table says a game's end once, and again only after the position has changed."""
        if self._reported is not None:
            return None
        verdict = self.outcome()
        if verdict is not None:
            self._reported = verdict
            self._stop_clock()
        return verdict

    @property
    def verdict(self) -> str | None:
        """``WON`` or ``LOST`` once the end of the game on the table has been said, else None."""
        return self._reported

    # -- saved form ---------------------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        """The saved-game object (version 1): the game, time played, redo moves, steps, the counted and
        assisted marks (a help taken stays taken when the game is resumed)."""
        data = self.game.to_dict()
        data["elapsed_seconds"] = self.elapsed()
        data["redo"] = [move.to_list() for move in self.redo_moves]
        data["steps"] = self.step_sizes
        if self.counted:
            data["counted"] = True
        if self.assisted:
            data["assisted"] = True
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any], clock: Callable[[], float] | None = None) -> Session:
        """A session from ``to_dict``'s object (a file's, once the store checked its shape), its moves and
        redo moves replayed once by the rules; ValueError in one sentence for anything they refuse."""
        game = game_from_json(data)
        redo = [Move.from_list(item) for item in data.get("redo", [])]
        steps = data.get("steps")
        session = cls.resumed(game, redo, steps, float(data.get("elapsed_seconds", 0.0)),
                              bool(data.get("counted", False)), clock)
        session.assisted = bool(data.get("assisted", False))
        return session

    @classmethod
    def resumed(cls, game: Game, redo: Sequence[Move] = (), steps: Sequence[int] | None = None,
                elapsed: float = 0.0, counted: bool = False,
                clock: Callable[[], float] | None = None) -> Session:
        """A saved game at its position, with its undo steps (``steps`` over ``game.moves`` then
        ``redo``; None: one move a step), redo tail and time; no automatic moves follow until the
        player moves. ValueError when the steps do not fit the moves or a redo move is not legal here."""
        played = list(game.moves)
        everything = played + list(redo)
        sizes = list(steps) if steps is not None else [1] * len(everything)
        if any(size < 1 for size in sizes) or sum(sizes) != len(everything):
            raise ValueError("the undo steps do not add up to the moves")
        session = cls(game, clock)
        session._steps, position = [], 0
        for size in sizes:
            session._steps.append(Step(everything[position:position + size]))
            position += size
            if position == len(played):
                session._done = len(session._steps)
        if not played:
            session._done = 0
        elif sum(len(step.moves) for step in session._steps[:session._done]) != len(played):
            raise ValueError("the undo steps do not end where the played moves end")
        pushed = 0
        try:  # the redo tail must replay from here: push it and take it back
            for number, move in enumerate(redo, start=1):
                try:
                    game.push(move)
                except IllegalMove as error:
                    raise ValueError(f"redo move {number} is not legal: {error}") from None
                pushed += 1
        finally:
            for _ in range(pushed):
                game.pop()
        session._following = False
        session._player_moved = bool(played)
        session.set_elapsed(elapsed)
        session.counted = counted or game.is_won()
        return session
