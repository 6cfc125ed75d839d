"""The compiled core held to the rules themselves and to ground truth, with no Python copy of the rules
between them.

* Move for move: at positions of random playouts, the core built from the rules' position offers only
  the rules' legal moves (read back through ``native_codec``), each leads to the position the rules'
  move leads to (the same key as a core built from that position), and every legal move is there up to
  the core's symmetries (or the core plays its one dominant move).
* Along winning lines: at every position of a listed winnable deal's winning line the core's moves are
  the rules' and neither its dead-end test nor its reserve relaxation calls the position lost (the
  first deals of each list here; every deal of every list with ``-m slow``).
* Ground truth: small endgames (few cards left off the foundations), reached from real deals by their
  winning lines and then by random moves, so that some are lost, are searched exhaustively with the
  rules' own moves; the core's dead-end test, its relaxation and its search's verdict may call a
  position lost only where the exhaustive search finds no win (and the plain search that stands in
  without the core, test_plain_search.py, gives the exhaustive search's own verdict).
"""

from __future__ import annotations

import random

import pytest

from patience_qt.play.odds.table import WINNABLE_PATH, listed_winnable, load_odds_table
from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, native, solve
from patience_qt.play.solver.native_codec import VILLAGE_FOUNDATION_IDS, rainbow_move, village_move
from patience_qt.rules import Game, Move, new_game
from patience_qt.rules.variants import variant_key
from tools import record_winning_lines

pytestmark = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)

RAINBOW_VARIANTS = [
    ("rainbow", {}), ("rainbow", {"redeals": 1, "balance": 0}), ("rainbow", {"redeals": 5, "balance": 5}),
    ("rainbow", {"redeals": 0}), ("open_shop", {}), ("star", {}), ("toad", {}),
    ("toad", {"two_reserves": True}), ("toad", {"deep_ace": False}), ("toad", {"reserve_size": 8}),
    ("toad", {"reserve_size": 20, "two_reserves": True}),
]
VILLAGE_VARIANTS = [("village", {}), ("babette", {}), ("carnival", {})]
LISTED = [("rainbow", {}), ("rainbow", {"redeals": 5}), ("open_shop", {}), ("toad", {}),
          ("toad", {"deep_ace": False}), ("toad", {"two_reserves": True}), ("star", {}), ("village", {}),
          ("babette", {})]
BIG = 10**7  # a relaxation budget no question here reaches


def is_rainbow(game: Game) -> bool:
    return type(game.rules).__name__ == "RainbowRules"


def core_of(game: Game, bans: object = None) -> object:
    return native.rainbow_core(game) if is_rainbow(game) else native.village_core(game, bans=bans)


def decode(game: Game, m: object) -> Move:
    return (rainbow_move if is_rainbow(game) else village_move)(game, tuple(m))


def deal_bans(game: Game, move: Move) -> list[tuple[int, int, int, int]]:
    """The pass-up bans the core's deal makes (a Village-family search's own state, which the rules'
    position does not hold): each column's available card may not go to a foundation that takes it
    now until that foundation changes or the stock is empty (Carnival and Babette: no replacement)."""
    if is_rainbow(game) or move.kind != "deal" or game.rules.params.replacement:
        return []
    piles, accepts = game.piles, game.rules.foundation_accepts
    bans = []
    for ci in range(8):
        cards = piles[f"column{ci + 1}"].cards
        if not cards:
            continue
        for fi, fid in enumerate(VILLAGE_FOUNDATION_IDS):
            if accepts(piles[fid], cards[-1]):
                top = piles[fid].cards[-1].rank if piles[fid].cards else (0 if fi < 4 else 14)
                bans.append((ci, len(cards) - 1, fi, top))
    return bans


def after(game: Game, move: Move) -> tuple[Game, object]:
    """The rules' position after the move, and a core built from it (with the bans the move makes)."""
    copy = game.copy(history=False)
    copy.push(move)
    return copy, core_of(copy, deal_bans(game, move))


def check_against_the_rules(game: Game) -> list[Move]:
    """The core of this position makes the rules' moves (see the module's text); its moves, as the rules'."""
    core = core_of(game)
    legal = game.legal_moves()
    moves = [tuple(m) for m in core.moves()]
    assert bool(moves) == bool(legal)
    assert core.won() == game.is_won()
    reached = set()
    offered = []
    for m in moves:
        rules_move = decode(game, m)
        assert rules_move in legal, (m, rules_move)
        offered.append(rules_move)
        core.apply(m)
        copy = game.copy(history=False)
        copy.push(rules_move)
        assert core.won() == copy.is_won()
        assert core.key() == after(game, rules_move)[1].key(), rules_move
        reached.add(core.key())
        core.undo()
    if len(moves) > 1:  # one move only: the rules' one, or the core's dominant move
        for rules_move in legal:
            assert after(game, rules_move)[1].key() in reached, rules_move
    return offered


@pytest.mark.parametrize(("game_id", "options"), RAINBOW_VARIANTS + VILLAGE_VARIANTS)
def test_the_compiled_core_makes_the_rules_moves_on_random_playouts(game_id: str, options: dict) -> None:
    rng = random.Random(f"playout {game_id} {sorted(options.items())}")
    kinds: set[str] = set()
    checked = 0
    seed = 0
    while checked < 120:
        seed += 1
        game = new_game(game_id, seed=seed, options=options)
        for _ in range(400):
            offered = check_against_the_rules(game)
            checked += 1
            if not offered:
                break
            # mostly the core's first choice, so playouts get deep (redeals, the end of the stock)
            move = offered[0] if rng.random() < 0.6 else rng.choice(game.legal_moves())
            kinds.add(move.kind)
            game.push(move)
            if game.is_won():
                break
    if options.get("redeals", 3 if game_id == "rainbow" else 0) or game_id in ("village", "babette"):
        assert {"redeal", "gather"} & kinds  # the redeal (with its shuffle) or the gathering was checked


def test_a_core_built_after_two_redeals_redeals_as_the_rules_do() -> None:
    # the core read the count of redeals used as a flag ("p"), so two read as one: searched with a
    # redeal too many, each with another shuffle, its "not winnable" could be wrong
    game = new_game("rainbow", seed=1)
    while not (game.rules.redeals_used(game) == 1 and game.rules.can_redeal(game)):
        game.push(game.legal_moves()[-1])
    core = native.rainbow_core(game)
    core.apply(next(tuple(m) for m in core.moves() if tuple(m)[0] == 5))
    game.push(Move("redeal", "waste1", "stock", None))
    assert game.rules.redeals_used(game) == 2
    assert core.key() == native.rainbow_core(game).key()


LINES = record_winning_lines.read_lines()  # every listed deal's recorded winning line
LISTS = load_odds_table(WINNABLE_PATH)  # the lists of winnable deals, read once


def listed_lines(game_id: str, options: dict) -> dict[int, str]:
    """The recorded lines of the deals listed for this variant: one for every listed deal."""
    lines = LINES.get((game_id, variant_key(game_id, options)), {})
    missing = sorted(set(listed_winnable(game_id, options, LISTS)) - set(lines))
    assert not missing, f"listed deals with no recorded line (tools/record_winning_lines.py): {missing[:10]}"
    return lines


def winning_line(game: Game, game_id: str, options: dict) -> list[Move]:
    """The recorded winning line of a listed deal, played on a copy: it still wins by the rules."""
    text = listed_lines(game_id, options)[game.seed]
    copy = game.copy(history=False)
    try:
        line = record_winning_lines.decode(copy, text)
    except ValueError as error:  # the rules' moves or their order changed since it was recorded
        pytest.fail(f"{game_id} {game.seed}: {error}; record the lines again (tools/record_winning_lines.py)")
    assert copy.is_won(), f"{game_id} {game.seed}: the recorded line no longer wins: record them again"
    return line


def check_a_listed_line(game_id: str, options: dict, seed: int) -> int:
    """Every position of the deal's winning line: the compiled core's moves are legal and it does not
    call it lost (built afresh at each position)."""
    game = new_game(game_id, seed=seed, options=options)
    line = winning_line(game, game_id, options)
    checked = 0
    for move in line:
        core = core_of(game)
        assert not core.dead(), (seed, len(game.moves))
        if is_rainbow(game):
            assert not core.relaxed(budget=BIG), (seed, len(game.moves))
        legal = game.legal_moves()
        assert all(decode(game, m) in legal for m in core.moves()), (seed, len(game.moves))
        checked += 1
        game.push(move)
    assert game.is_won()
    return checked


@pytest.mark.parametrize(("game_id", "options"), LISTED)
def test_along_listed_winning_lines_the_compiled_core_follows_the_rules(game_id: str, options: dict) -> None:
    # the first three of each list (every one of them under -m slow)
    seeds = listed_winnable(game_id, options)[:3]
    assert sum(check_a_listed_line(game_id, options, seed) for seed in seeds) > 100


SHARE = 100  # listed deals a slow test (so that the processes of the run share them out evenly)
SHARES = [pytest.param(game_id, options, first, id=f"{game_id}-{variant_key(game_id, options)}-{first}")
          for game_id, options in LISTED for first in range(0, len(listed_winnable(game_id, options)), SHARE)]


@pytest.mark.slow
@pytest.mark.parametrize(("game_id", "options", "first"), SHARES)
def test_along_every_listed_winning_line_the_compiled_core_follows_the_rules(game_id: str, options: dict,
                                                                             first: int) -> None:
    for seed in listed_winnable(game_id, options)[first:first + SHARE]:
        check_a_listed_line(game_id, options, seed)


def test_every_listed_deal_has_a_recorded_line_that_wins() -> None:
    # a deal added to the list, or a change of the rules' moves, asks for the lines to be recorded again
    for game_id, variants in LISTS.items():
        for variant, entry in variants.items():
            lines = LINES.get((game_id, variant), {})
            assert sorted(lines) == sorted(entry["winnable_seeds"]), (game_id, variant)
            for seed in sorted(lines)[::50]:
                game = new_game(game_id, seed=seed, options=entry["options"])
                winning_line(game, game_id, entry["options"])


# -- ground truth: small endgames searched exhaustively -------------------------------------------------

def cards_left(game: Game) -> int:
    return sum(len(pile.cards) for pile in game.piles.values() if pile.kind != "foundation")


def exhaustive(game: Game, limit: int) -> bool | None:
    """Can this position be won? Every line of the rules' moves, positions met twice searched once;
    None when it would look at more than ``limit`` positions."""
    seen: set = set()
    work = game.copy(history=False)
    count = 0

    def win() -> bool:
        nonlocal count
        if work.is_won():
            return True
        snap = work.snapshot()
        if snap in seen:
            return False
        seen.add(snap)
        count += 1
        if count > limit:
            raise OverflowError
        for move in work.legal_moves():
            work.push(move)
            found = win()
            work.pop()
            if found:
                return True
        return False

    try:
        return win()
    except OverflowError:
        return None


def endgames(game_id: str, options: dict, seeds: list[int], left: int, rng: random.Random) -> list[Game]:
    """Positions with at most ``left`` cards off the foundations: each deal played by its winning line
    down to that, then random moves (some of which lose it) from there."""
    found = []
    for seed in seeds:
        game = new_game(game_id, seed=seed, options=options)
        for move in winning_line(game, game_id, options):
            if cards_left(game) <= left:
                break
            game.push(move)
        start = game.copy(history=False)
        for _ in range(5):
            walk = start.copy(history=False)
            for _ in range(rng.randrange(1, 25)):
                moves = walk.legal_moves()
                if not moves:
                    break
                walk.push(rng.choice(moves))
                found.append(walk.copy(history=False))
    return found


# Village's endgames only in the Village family: Carnival has no list of winnable deals (few of its deals
# are won within seconds), and Babette's endgames, after the gathering, were never lost by random moves
# (the three share their dead-end tests; the backwards-play tests cover each)
TRUTH = [("toad", {}, 12), ("toad", {"two_reserves": True}, 12), ("star", {}, 12), ("open_shop", {}, 12),
         ("rainbow", {}, 10), ("toad", {"deep_ace": False}, 12), ("village", {}, 12)]


@pytest.mark.parametrize(("game_id", "options", "left"), TRUTH)
def test_no_dead_end_or_relaxation_calls_lost_an_endgame_the_exhaustive_search_wins(
        game_id: str, options: dict, left: int) -> None:
    rng = random.Random(f"truth {game_id} {sorted(options.items())}")
    seeds = listed_winnable(game_id, options)[:3]
    wins = losses = called = 0
    for game in endgames(game_id, options, seeds, left, rng):
        truth = exhaustive(game, 10_000)
        if truth is None:
            continue
        core = core_of(game)
        verdicts = {"compiled dead end": core.dead()}
        if is_rainbow(game):
            verdicts["compiled relaxation"] = core.relaxed(budget=BIG)
        searched = solve(game, hints=False, max_nodes=200_000, max_seconds=60.0, core="native").verdict
        if truth:
            wins += 1
            assert not any(verdicts.values()), (verdicts, game.to_json())
            assert searched != NOT_WINNABLE, game.to_json()
        else:
            losses += 1
            called += any(verdicts.values())
            assert searched in (NOT_WINNABLE, UNKNOWN), game.to_json()
    assert wins >= 10 and losses >= 3, (wins, losses)  # both kinds were met
    assert called  # and some lost position was called lost by a test, not only by the search
