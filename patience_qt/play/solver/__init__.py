"""A solver with full knowledge of the deal: is this position winnable, and by which line?

``solve(game)`` looks at everything a player cannot see (the stock's order, face-down cards, the
shuffles of Rainbow's redeals, which follow from the game number) and answers ``"winnable"`` with a
winning line of moves from the current position, ``"not winnable"`` when it has proved that no line
wins, or ``"unknown"`` when a limit (nodes, seconds, ``cancel()``) stopped it first.

How it decides
--------------

* **Clock family**: there is never a choice, so the game is replayed to its end; the verdict is the
  replay's result (``lines.replay``).
* **Rainbow and Village families**: the compiled core (``native.py``, built from ``_native*.c`` by
  every wheel, the bundle and the ``.deb``): depth-first search with restarts, dominance, symmetries,
  dead-end tests and relaxations, each set out in the header comment of the C file that holds it. A
  loss it proved through its tables of 64-bit keys is searched once more on keys from another salt
  before it is believed (``NativeSearch._confirm``).
* **Without the core** (a source install with no C compiler, or ``PATIENCE_QT_PURE_PYTHON=1``): the
  plain ``Search`` (``search.py``) over the rules' own ``legal_moves``, ``push`` and ``pop``. It proves
  a win by its line and a loss only by searching every reachable position (small endgames); anything
  larger stays "unknown" at any limit a player waits for, and at its memory bound (``MAX_POSITIONS``).
  The window says once where the fast solver is missing and how to get it.
* **The hints too**: the solver also plays the hint policy from the position and, when that wins,
  answers with its line, so a deal won by following the hints is not left "unknown" when there is
  time to play them out. In the Village family the hints play first (the search alone wins few of its
  deals); in the Rainbow family only when the search has not decided, in the last twentieth of the
  time (``HINTS_SHARE``) or after the node limit. ``hints=False`` leaves them out.
* **Resuming**: an answer "unknown" carries the search itself (``SolveResult.resume``); handed back to
  ``solve`` about the same position, the search goes on where it stopped, so a caller that asks again
  with more time (the window's Search longer) gets all of the new time as new search.
* **Every winning line** is replayed with ``Game.push`` on a copy of the caller's game before it is
  reported (``lines.check_line``), so a line the solver hands out is a line the rules accept.

Where it lives
--------------

``search.py`` the answer (``SolveResult``, ``Resume``, ``Watch``) and the plain search; ``decide.py``
``solve``, which finds a family's way in ``parts.py``, and ``quick_verdict``, the compiled core's verdict
alone (the table's automatic moves ask it after a move); ``native.py`` the compiled core's loader and
searches, ``native_codec.py`` the one place that speaks its card codes; ``lines.py`` the clock replay,
the hints' play-out and the check of every winning line; ``position.py`` the check of a position before
any search sees it. The dominance rules the automatic moves trust without the core: ``play/dominance.py``.
"""

from ..card_codes import CARDS, SUIT_INDEX, code
from .decide import HINTS_SHARE, quick_verdict, solve
from .parts import PARTS, SolverPart, solver_part
from .search import CHECK_EVERY, NOT_WINNABLE, UNKNOWN, WINNABLE, Resume, Search, SolveResult, Watch

__all__ = [
    "CARDS", "CHECK_EVERY", "HINTS_SHARE", "NOT_WINNABLE", "PARTS", "SUIT_INDEX", "UNKNOWN", "WINNABLE",
    "Resume", "Search", "SolveResult", "SolverPart", "Watch", "code", "quick_verdict", "solve", "solver_part",
]
