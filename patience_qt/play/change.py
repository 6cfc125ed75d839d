"""What became of the game on the table, as one record: ``Change``, which a ``Session`` hands its listeners.

Why a record and not a bare "something changed": the session's listeners (the table's controller, and
through its one Qt signal the status bar, the speech, the winnability light, the keeper) each had to find
out what had happened, by keeping a copy of the move list and comparing it with the game's, and the end
of a game declared in its position (``Session.end``) reached nobody, so the controller announced it by
hand. The session knows what it did; it says so once, here: which kind of change, which moves went on
the table and which were taken off, and why a game was declared over.

The kinds (plain codes, as the rules and the play layer speak):

* ``PLAYED``: the player's move (``Session.play``);
* ``FOLLOWED``: an automatic move after it, or after the deal (``Session.follow``);
* ``UNDONE``: an undo (a step taken back, or a rewind taken back: its steps played again);
* ``REDONE``: a redo (a step played again, or a rewind made again: its steps taken back);
* ``REWOUND``: many steps taken back as one (``Session.rewind``);
* ``ENDED``: the game declared over in its position (``Session.end``), ``reason`` says why;
* ``NEW_DEAL``: a session put on the table (a new deal, a restart, a resumed or opened game): the
  controller's, as no session knows when it is put on a table.

Pure Python, no Qt.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import Move
from ..rules.reasons import Reason

PLAYED, FOLLOWED, UNDONE, REDONE, REWOUND = "played", "followed", "undone", "redone", "rewound"
ENDED, NEW_DEAL = "ended", "new_deal"
KINDS = (PLAYED, FOLLOWED, UNDONE, REDONE, REWOUND, ENDED, NEW_DEAL)


@dataclass(frozen=True)
class Change:
    """One change of the game on the table: its ``kind``, the moves it put on the table (``played``, in
    the order they were played) and the ones it took back (``taken_back``, oldest first), and for
    ``ENDED`` the ``reason``."""

    kind: str
    played: tuple[Move, ...] = ()
    taken_back: tuple[Move, ...] = ()
    reason: Reason | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"unknown kind of change: {self.kind!r}")

    @property
    def moved(self) -> bool:
        """The cards moved, or another game came: everything but a game declared over where it stands."""
        return self.kind != ENDED
