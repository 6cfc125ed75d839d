"""A solver with full knowledge of the deal: is this position winnable, and by which line?

``solve(game)`` looks at everything a player cannot see (the stock's order, face-down cards, the
shuffles of Rainbow's redeals, which follow from the game number) and answers ``"winnable"`` with a
winning line of moves from the current position, ``"not winnable"`` when it has proved that no line
wins, or ``"unknown"`` when a limit (nodes, seconds, ``cancel()``) stopped it first.

How it searches
---------------

* **Clock family**: there is never a choice, so the game is replayed to its end; the verdict is the
  replay's result.
* **Rainbow and Village families**: depth-first search (``Search``) over the rules' own game: the
  compiled core where it was built (``native.py``, its own card codes, about a hundred times as many
  positions a second), else ``RulesTwin`` (``rules_twin.py``), which pushes and pops ``Game`` and so
  makes the rules' moves and no others. What the rules do not say -- the key up to symmetry, the
  order to try moves in, dominance, the dead-end tests and relaxations -- is the family's part
  (``rainbow_ends.py``, ``village_ends.py``), written once over ``Game.piles`` and ``Game.state``.
  Every winning line is replayed with ``Game.push`` on a copy of the caller's game before it is
  reported, so a line the solver hands out is a line the rules accept.
* **The hints too**: the solver also plays the hint policy from the position and, when that wins,
  answers with its line, so a deal won by following the hints is not left "unknown" when there is
  time to play them out. The Village family's search alone wins few deals (none of Village's or
  Babette's first 1,000 at the odds table's limit) while the hints, which gather Babette's piles in
  the order that deals best, win some: there the hints play first. The Rainbow family's search finds
  nearly every deal the hints win, most in a few hundred positions, so there the hints play only when
  the search has not decided, in the last twentieth of the time (``HINTS_SHARE``) or after the node
  limit. ``hints=False`` leaves them out.
* **Restarts**: the depth-first search runs again and again with node budgets from the Luby sequence
  and, after the first run, a slightly shuffled move order; positions proved dead carry over from run
  to run, so the search stays complete (see ``Search``). A plain depth-first search that takes a
  wrong turn early spends all its time on the last moves of a hopeless line. In the Rainbow family
  that is where the time goes (about 60% of the positions searched have an empty stock) and the
  deals it wins are found by the many short runs, so its runs are short (a unit of 400 positions)
  and a position costs as little as it can: piles enter the key as hashes, and the buried-rank tests
  are skipped after a move that changes no reserve, foundation or count.
* **Resuming**: an answer "unknown" carries the search itself (``SolveResult.resume``); handed back to
  ``solve`` about the same position, the search goes on with its next restart and the positions it
  has proved dead, so a caller that asks again with more time (the window's Search longer) gets all
  of the new time as new search. Nothing else carries over, so the verdicts stay as sound as before.
* **Transposition table**: the hash of a canonical position key, so a position reached again by
  another order of moves, or one that differs only by a symmetry, is searched once. Plain reachability
  makes a visited set exact (no value is backed up through it). Symmetries:

  - Rainbow family: foundations build up suit-blind from one base rank, so a foundation is just its
    length and the foundations are a sorted tuple of lengths (which empty foundation a base card
    starts does not matter); the waste piles are a sorted tuple once no redeal is left (before that
    the redeal gathers ``waste1, waste2, …`` in order and its shuffle depends on that order); the
    stock before any redeal is a suffix of the deal, so its length stands for it.
  - Village family: once the stock is empty and no positional redeal is to come (Carnival, any
    game after its redeal, Babette, whose player gathers the piles in any order), the columns are a
    sorted tuple: which column holds a pile does not matter. The stock of the first deal is again a
    suffix of the deal.

* **Dominance** (a move that keeps every win possible is played at once, without trying the others):

  - Rainbow family: a card of rank X goes to a foundation at once when (1) nothing can ever be laid
    on it in the reserve: no card of the rank below X is left in the stock, hand or waste piles (or
    nothing goes on X at all, Toad's ace); (2) at least as many foundations want X now as there are
    X cards left off the foundations, so taking this one never leaves another X card without a
    foundation later; (3) every foundation that wants X has the same length (they are then
    interchangeable); (4) it comes from the reserve, or else there is no balance rule and no redeal
    left (a waste card counts towards the balance and is gathered into the redeal's shuffle).
  - Village family: a card goes to its foundation at once when its twin (the other copy) already lies
    on a foundation of its suit, so this card has only that one place to go, and the deal is the
    last one (no redeal to come, whose order the card would change) with no replacement to come
    (Village's stock card that would take its place). Every card that could be built on it is then the
    next card one of the suit's two foundations wants, so it can go there instead.

* **Move ordering**: foundation moves first; Rainbow family: the hand card onto the reserve, then onto
  the waste pile whose top the foundations want soonest after it (so each pile unwinds in order; how
  soon is counted from the least advanced foundation), else an empty pile, else on the top wanted
  latest; then turning the stock, then waste tops onto the reserve. Village family: builds that free
  a card for a foundation first, then the other builds, the deal, the redeal or gathering.
* **Pass-up bans** (the compiled core's Village family, no replacement, while the stock lasts): a card
  that could go to a foundation but is covered by the next deal instead may not go to that foundation
  until the stock is empty or the foundation has changed (``_native_village.c``): playing it later in
  the deal is never better than playing it at once. They are the search path's state, not the rules';
  the Python search, which keeps no state beside the rules' game, does without them.
* **Dead ends** (positions that cannot come out, cut at once):

  - Village family, last deal: a card that can never leave its column: both foundations it could go
    to first need a card of its suit that lies only under it in that column, and every copy of the two
    cards it could be built on lies under it too. Without replacement the rows still to deal are
    known, so this is checked on the whole layout to come. And a relaxation (``_can_all_reach``): the
    earliest row at which each card could reach a foundation during the deal, then a least fixpoint of
    what could leave its column or reach a foundation afterwards (a card taken as gone in the deal
    still counts as a place to build on); a card that cannot reach there cannot come out. It runs
    after deals and after foundation moves once the stock is empty (``village_ends.py``).
  - Rainbow family: the reserve relaxation (``reserve_relaxation.py``): with every card of the stock, the
    hand and the waste piles free and only the reserves' order kept, the foundations still cannot be
    built. It is asked at the root of every solve (where it also says *why*: the result's ``reason``
    and ``blocked``, the reserve's shortest run from its outer end that cannot all be placed) and
    after every move that changed a reserve or a foundation; a relaxed position once answered is
    answered from a memo of exact keys. The older, weaker test it takes over stays behind it for
    the questions whose budget ran out: every card of some rank left lies in a reserve under a card
    that no foundation can take before a card of that rank (reserve cards only go to foundations).
    With no redeal to come, the same with waste piles too, where a waste card blocks only if it
    can never go onto a reserve: without cycles a reserve never shows a rank above the highest it
    holds (it grows downwards only), with cycles a reserve that holds any card may yet take any
    rank. And once the stock and the hand are empty with no redeal left: no foundation can ever
    take another card, because no needed rank can come to the top of a waste pile or a reserve,
    even when every run of waste tops that fits down the reserves is laid there.

The transposition table stores 64-bit hashes of the keys (in the Rainbow family keys whose piles are
themselves 64-bit hashes); two positions sharing a hash (a chance of about one in 10^10 over a
million positions) would make the search miss one of them. So the compiled core searches a loss it
proved through its tables once more on keys from another salt before it is believed (``native.py``;
docs/architecture.md, "A 'not winnable' is never a hash collision"); the relaxation's memo keys are
exact.

Where it lives
--------------

``search.py`` the answer (``SolveResult``, the verdicts, ``Resume``) and the family-blind search with
restarts; ``rules_twin.py`` the search's one adapter to the rules (push, pop, a key, the family's dead
ends); ``rainbow_ends.py`` and ``village_ends.py`` each family's key, move order and dead ends over the
rules' state, ``reserve_relaxation.py`` the Rainbow family's reserve relaxation; ``parts.py`` the
solver's record of each family (``solver_part``); ``native.py`` the compiled search core (``_native*.c``:
the same search in C on its own card codes, used wherever ``pip install`` could build it) and
``native_codec.py`` the one place that speaks those codes (``codes.py``); docs/architecture.md, "The
solver and its two encodings"; ``lines.py`` the clock replay, the hints' play-out and the check of
every winning line; ``decide.py`` ``solve``, which finds a family's way of being decided in
``parts.py``, and ``quick_verdict``, the compiled core's verdict alone (the table's automatic moves,
``play/automove.py``, ask it after a move; it does not replay the line); ``position.py`` the check
of a position before either search sees it.
"""

from .codes import CARDS, SUIT_INDEX, code
from .decide import HINTS_SHARE, quick_verdict, solve
from .parts import PARTS, SolverPart, solver_part
from .rules_twin import RulesTwin
from .search import (
    CHECK_EVERY,
    NOT_WINNABLE,
    UNKNOWN,
    WINNABLE,
    Resume,
    Search,
    SolveResult,
    Watch,
    luby,
)

__all__ = [
    "CARDS", "CHECK_EVERY", "HINTS_SHARE", "NOT_WINNABLE", "PARTS", "SUIT_INDEX", "UNKNOWN", "WINNABLE",
    "Resume", "RulesTwin", "Search", "SolveResult", "SolverPart", "Watch", "code", "luby", "quick_verdict",
    "solve",
    "solver_part",
]
