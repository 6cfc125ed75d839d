"""The solver: winning lines the rules accept, the clock replay, deals built by hand that cannot come out
(proved by the compiled core's dead-end tests), cancel, the caller's game left alone, the compiled core's
moves against the rules, and the odds command."""

from __future__ import annotations

import json
import random
import re
from dataclasses import replace
from pathlib import Path

import pytest

from patience_qt.play.__main__ import main as play_main
from patience_qt.play.families import baseline_policy
from patience_qt.play.odds.run import VARIANTS, markdown_table
from patience_qt.play.odds.table import (
    TABLE_PATH,
    WINNABLE_PATH,
    listed_winnable,
    load_odds_table,
    odds_entry,
    variant_key,
)
from patience_qt.play.solver import NOT_WINNABLE, UNKNOWN, WINNABLE, native, solve
from patience_qt.play.solver import decide as solver_decide
from patience_qt.play.solver import parts as solver_parts
from patience_qt.rules import GAMES, Card, Game, Move, deck, new_game

LIMITS = {"max_nodes": 20_000, "max_seconds": 60.0}  # the node limit decides; time only guards a hang
CLOCK_GAMES = [game_id for game_id, info in GAMES.items() if info.family == "clock"]
SUITS = "SHDC"


needs_native = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)


def dead_end(game: Game) -> bool:
    """The compiled core's Rainbow-family dead-end test of this position."""
    return native.rainbow_core(game).dead()


def replayed(game: Game, line: list) -> Game:
    for move in line:
        game.push(move)
    return game


def village_order_in_sequence() -> list[Card]:
    """Rows of eight that the foundations take as they come: row j holds the ranks j+1 (for the ace
    foundations, spades to clubs) and 13-j (for the king foundations)."""
    order = []
    for j in range(13):
        order += [Card(j + 1, suit) for suit in SUITS] + [Card(13 - j, suit) for suit in SUITS]
    return order


# -- winning lines -----------------------------------------------------------------------------------

# game numbers the solver was seen to win within the node limit: a whole Rainbow-family deal is the
# compiled core's to win (the plain search that stands in without it wins endgames: test_plain_search.py);
# the clock family's line is replayed by either
WINNABLE_DEALS = [
    *(pytest.param(*deal, marks=needs_native) for deal in [
        ("rainbow", 34, {}),
        ("open_shop", 5, {}),
        ("toad", 1, {}),
        ("toad", 1, {"two_reserves": True}),
        ("star", 1, {}),
    ]),
    ("clock", 13, {}),
    ("travellers", 2, {}),
]


@pytest.mark.parametrize(("game_id", "seed", "options"), WINNABLE_DEALS)
def test_a_solved_line_replayed_on_a_fresh_game_wins(game_id: str, seed: int, options: dict) -> None:
    result = solve(new_game(game_id, seed=seed, options=options), **LIMITS)
    assert result.verdict == WINNABLE, result
    assert replayed(new_game(game_id, seed=seed, options=options), result.line).is_won()


@pytest.mark.parametrize("game_id", ["village", "babette", "carnival"])
def test_a_village_deal_in_sequence_is_solved_and_its_line_wins(game_id: str, core: str) -> None:
    order = village_order_in_sequence()
    result = solve(new_game(game_id, order=order), hints=False, core=core, **LIMITS)
    assert result.verdict == WINNABLE and result.core == core
    assert replayed(new_game(game_id, order=order), result.line).is_won()


@pytest.mark.parametrize(("game_id", "seed"), [("babette", 236), ("open_shop", 29)])
def test_a_deal_the_hints_win_is_winnable_though_the_search_alone_gives_up(game_id: str, seed: int) -> None:
    # the hint policy wins these deals; the search, within this limit, does not find a win
    alone = solve(new_game(game_id, seed=seed), max_nodes=2_000, max_seconds=60.0, hints=False)
    assert alone.verdict == UNKNOWN
    result = solve(new_game(game_id, seed=seed), max_nodes=2_000, max_seconds=60.0)
    assert result.verdict == WINNABLE
    assert replayed(new_game(game_id, seed=seed), result.line).is_won()


@needs_native
def test_a_line_found_in_the_middle_of_a_game_goes_on_from_there() -> None:
    first = solve(new_game("toad", seed=1), **LIMITS)
    game = replayed(new_game("toad", seed=1), first.line[:40])
    result = solve(game, **LIMITS)
    assert result.verdict == WINNABLE
    assert len(game.moves) == 40
    assert replayed(game, result.line).is_won()


def test_a_resumed_search_does_not_play_the_hints_again_once_they_lost(monkeypatch) -> None:
    game = new_game("village", seed=1)
    first = solve(game, max_nodes=300, max_seconds=600.0)
    assert first.verdict == UNKNOWN and first.resume.hints_done  # the hints played the deal out, lost
    played = []
    monkeypatch.setattr(solver_decide, "hint_line", lambda *args: played.append(args) or (None, True))
    again = solve(game, max_nodes=300, max_seconds=600.0, resume=first.resume)
    assert again.verdict == UNKNOWN and again.nodes > first.nodes
    assert played == []
    solve(game, max_nodes=300, max_seconds=600.0)  # a new search plays them
    assert len(played) == 1


def test_a_won_position_is_winnable_with_no_moves() -> None:
    order = village_order_in_sequence()
    game = replayed(new_game("carnival", order=order), solve(new_game("carnival", order=order)).line)
    result = solve(game)
    assert (result.verdict, result.line) == (WINNABLE, [])


# -- the clock family: the one forced line ------------------------------------------------------------

def plain_replay(game: Game) -> tuple[bool, list]:
    line = []
    while game.legal_moves():
        line.append(game.legal_moves()[0])
        game.push(line[-1])
    return game.is_won(), line


@pytest.mark.parametrize("game_id", CLOCK_GAMES)
@pytest.mark.parametrize("self_match_stop", [True, False])
def test_clock_family_verdict_is_the_plain_replay(game_id: str, self_match_stop: bool) -> None:
    options = {"self_match_stop": self_match_stop}
    seeds = [*range(1, 16), 52, 202, 248, 343]
    verdicts = set()
    for seed in seeds:
        result = solve(new_game(game_id, seed=seed, options=options))
        won, line = plain_replay(new_game(game_id, seed=seed, options=options))
        assert result.verdict == (WINNABLE if won else NOT_WINNABLE), (game_id, seed)
        assert result.line == (line if won else [])
        verdicts.add(result.verdict)
    assert NOT_WINNABLE in verdicts


# -- deals that cannot come out, built by hand ----------------------------------------------------------

def test_moving_house_with_a_king_first_is_not_winnable() -> None:
    # The first step turns the top of the kings' pile (the 52nd card dealt). A king there belongs to
    # the very pile it came from: with the self-match stop it goes under that pile and play ends.
    order = [card for card in deck(52) if str(card) != "KS"] + [Card.parse("KS")]
    game = new_game("moving_house", order=order)
    assert solve(game).verdict == NOT_WINNABLE
    assert not plain_replay(new_game("moving_house", order=order))[0]


def carnival_order_with_a_locked_six() -> list[Card]:
    """Column 1 gets deal positions 0, 8, 16, 24, 32 …: both 5♠, both 7♠, then a 6♠ on top of them."""
    locked = ["5S", "5S", "7S", "7S", "6S"]
    rest = deck(104)
    for text in locked:
        rest.remove(Card.parse(text))
    random.Random(7).shuffle(rest)
    order: list[Card | None] = [None] * 104
    for row, text in enumerate(locked):
        order[row * 8] = Card.parse(text)
    filler = iter(rest)
    return [card if card is not None else next(filler) for card in order]


@needs_native
def test_carnival_six_of_spades_locked_over_both_fives_and_both_sevens_is_not_winnable() -> None:
    # The 6♠ lies over both 5♠ and both 7♠ in column 1. The ace foundation of spades needs a 5♠ before
    # it, the king foundation a 7♠; a build needs a 5♠ or 7♠ at the foot of another column. All four
    # lie under the 6♠, so it can never move, and neither can they.
    order = carnival_order_with_a_locked_six()
    game = new_game("carnival", order=order)
    assert [str(card) for card in game.pile("column1").cards] == ["5S"]
    result = solve(game, max_seconds=5, core="native")
    assert result.verdict == NOT_WINNABLE
    assert result.nodes == 0  # seen from the deal itself: the rows to come are known


def open_shop_order_with_buried_fives() -> list[Card]:
    """Reserve, deepest first: all eight 5s, then a 6, then nine 9s and 10s; the base card is a king."""
    cards = deck(104)
    fives = [card for card in cards if card.rank == 5]
    six = next(card for card in cards if card.rank == 6)
    rest = [card for card in cards if card.rank != 5 and card is not six]
    king = next(card for card in rest if card.rank == 13)
    rest.remove(king)
    cover = [card for card in rest if card.rank in (9, 10)][:9]
    for card in cover:
        rest.remove(card)
    return fives + [six] + cover + [king] + rest


@needs_native
def test_open_shop_with_every_five_under_a_six_in_the_reserve_is_not_winnable() -> None:
    # Reserve cards only go to foundations. The base rank is K, so every foundation reaches a 6 only
    # through a 5 (K A 2 3 4 5 6 or A 2 3 4 5 6), and all eight 5s lie in the reserve under the 6.
    order = open_shop_order_with_buried_fives()
    game = new_game("open_shop", order=order)
    assert str(game.pile("foundation1").cards[0]) == "KS"
    assert solve(game, core="native").verdict == NOT_WINNABLE


@needs_native
def test_toad_deep_ace_frees_an_ace_the_rank_test_would_call_buried() -> None:
    # All eight aces in Toad's reserve right under a 2, its outer card: nothing takes the 2 before an
    # ace. With the deep ace one ace can still come out, take the 2, and the other seven follow, so the
    # deal is not called lost at once; without it, it is.
    cards = deck(104)
    aces = [card for card in cards if card.rank == 1]
    two = next(card for card in cards if card.rank == 2)
    rest = [card for card in cards if card.rank != 1 and card is not two]
    order = rest[:4] + aces + [two] + rest[4:]
    without = new_game("toad", order=order, options={"deep_ace": False})
    assert solve(without, core="native").verdict == NOT_WINNABLE
    assert not dead_end(new_game("toad", order=order))


def toad_with_jacks_under_queens_on_the_waste(reserve_king: bool) -> Game:
    """Toad after 13 cards laid on the waste piles: J J Q, J J Q, J J Q, J Q, J Q, so every jack
    lies under a queen; the reserve holds no jack or queen, and a king only when asked. The reserve
    reads from its outer end A A A (A) 2 3 … 10 (K): its order alone loses nothing."""
    cards = deck(104)
    jacks = [card for card in cards if card.rank == 11]
    queens = [card for card in cards if card.rank == 12][:5]
    king = next(card for card in cards if card.rank == 13)
    climb = [next(card for card in cards if card.rank == rank) for rank in range(10, 1, -1)]
    aces = [card for card in cards if card.rank == 1]
    reserve = [king] + climb + aces[:3] if reserve_king else climb + aces[:4]
    laid = [jacks[0], jacks[1], queens[0], jacks[2], jacks[3], queens[1], jacks[4], jacks[5], queens[2],
            jacks[6], queens[3], jacks[7], queens[4]]
    piles = [1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 5, 5]
    rest = list(cards)
    for card in reserve + laid:  # one copy each: two decks hold every card twice
        rest.remove(card)
    game = new_game("toad", order=reserve + laid + rest)
    for card, pile in zip(laid, piles, strict=True):
        game.push(Move("turn", "stock", "hand", card))
        game.push(Move("move", "hand", f"waste{pile}", card))
    return game


@needs_native
def test_toad_with_every_jack_under_a_queen_on_the_waste_piles_is_not_winnable() -> None:
    # A waste card leaves for a foundation or onto a reserve card one rank higher. No foundation
    # takes a queen before a jack (Toad builds A to K), and every jack lies under a queen; with no
    # king in the reserve (nor any to come: a reserve only grows downwards) no queen can go there.
    game = toad_with_jacks_under_queens_on_the_waste(reserve_king=False)
    result = solve(game, hints=False, core="native")
    assert result.verdict == NOT_WINNABLE
    assert result.nodes == 0


@needs_native
def test_a_waste_card_that_may_yet_go_onto_the_reserve_buries_nothing() -> None:
    # The same waste piles with a king in the reserve: once the king is the reserve's outer card, a
    # queen may go onto it and free the jacks under it, so the position is not called lost.
    game = toad_with_jacks_under_queens_on_the_waste(reserve_king=True)
    assert not dead_end(game)


# -- limits, cancel, the caller's game ------------------------------------------------------------------

@pytest.mark.parametrize("game_id", ["devils", "star", "carnival"])
def test_cancel_stops_the_search_with_unknown(game_id: str) -> None:
    calls = []

    def cancel() -> bool:
        calls.append(1)
        return True

    result = solve(new_game(game_id, seed=3), cancel=cancel)
    assert result.verdict == UNKNOWN and result.line == []
    assert calls


def test_a_node_limit_gives_unknown() -> None:
    assert solve(new_game("carnival", seed=1), max_nodes=300).verdict == UNKNOWN


@pytest.mark.parametrize("game_id", ["rainbow", "toad", "village", "babette", "republican"])
def test_the_callers_game_is_untouched(game_id: str) -> None:
    game = new_game(game_id, seed=11)
    policy = baseline_policy(game_id)
    for _ in range(25):
        move = policy(game)
        if move is None:
            break
        game.push(move)
    before, moves, saved = game.snapshot(), list(game.moves), game.to_json()
    solve(game, max_nodes=3000)
    assert game.snapshot() == before
    assert game.moves == moves and game.to_json() == saved
    game.pop()  # undo still works after the solver ran


def test_the_solvers_copy_is_the_position_without_history() -> None:
    game = new_game("star", seed=2)
    game.push(game.legal_moves()[0])
    copy = game.copy(history=False)
    assert copy.snapshot() == game.snapshot() and copy.moves == []
    copy.push(copy.legal_moves()[0])
    assert copy.snapshot() != game.snapshot()


@needs_native
def test_the_solver_decides_by_the_record_the_catalogue_entry_names(monkeypatch) -> None:
    # the solver's way is in its own record of the family, reached through the game's catalogue entry:
    # not through the rules' class, which may go by another name
    record = solver_parts.PARTS["village"]
    made = []

    def search(game: Game, *args):
        made.append(game.id)
        return record.native(game, *args)

    monkeypatch.setitem(solver_parts.PARTS, "village", replace(record, native=search))
    game = new_game("babette", seed=4)
    game.rules.__class__ = type("HouseRules", (type(game.rules),), {})
    assert solve(game, hints=False, **LIMITS).verdict in (WINNABLE, NOT_WINNABLE, UNKNOWN)
    assert made == ["babette"]
    game = new_game("clock", seed=1)
    game.id = "no_such_game"
    with pytest.raises(ValueError, match="unknown game"):
        solve(game)


# -- the compiled core's moves against the rules ----------------------------------------------------------

@needs_native
@pytest.mark.parametrize(("game_id", "options"), [
    ("rainbow", {"redeals": 1}), ("open_shop", {}), ("toad", {"two_reserves": True}), ("star", {}),
    ("village", {}), ("babette", {}), ("carnival", {}),
])
def test_the_search_makes_the_rules_moves(game_id: str, options: dict) -> None:
    # the baseline policy plays the deal to its end (deals, redeals, gathering, builds) with a random
    # move now and then; every few positions the core's moves are checked against the rules'
    from test_native_truth import check_against_the_rules  # (tests/play is on the path)

    rng = random.Random(5)
    game = new_game(game_id, seed=2, options=options)
    policy = baseline_policy(game_id)
    kinds = set()
    for step in range(600):
        if not game.legal_moves():
            break
        if step % 7 == 0:
            check_against_the_rules(game)
        move = rng.choice(game.legal_moves()) if rng.random() < 0.1 else policy(game)
        if move is None:
            break
        kinds.add(move.kind)
        game.push(move)
    check_against_the_rules(game)
    expected = {"rainbow": "redeal", "babette": "gather", "village": "redeal"}.get(game_id)
    assert expected is None or expected in kinds


# -- odds ---------------------------------------------------------------------------------------------

def test_odds_command_prints_the_counts_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert play_main(["odds", "clock", "-n", "40", "--seed", "1"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    pattern = r"clock: winnable (\d+), lost (\d+), unknown (\d+) of 40; policy won (\d+) of 40"
    match = re.fullmatch(pattern, last)
    assert match is not None, last
    winnable, lost, unknown, won = map(int, match.groups())
    assert winnable + lost + unknown == 40 and unknown == 0 and won == winnable


def test_odds_command_takes_options_and_seconds(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["odds", "toad", "-n", "2", "--seed", "1", "--seconds", "0.3", "--option", "deep_ace=false",
            "--policy", "baseline"]
    assert play_main(argv) == 0
    out = capsys.readouterr().out
    assert "toad (deep_ace=false)" in out
    assert re.search(r"^toad: winnable \d+, lost \d+, unknown \d+ of 2; policy won \d+ of 2$", out, re.M)


def test_odds_command_refuses_a_bad_option(capsys: pytest.CaptureFixture[str]) -> None:
    assert play_main(["odds", "toad", "-n", "2", "--option", "nonsense=1"]) == 2
    assert "nonsense" in capsys.readouterr().err


def test_the_odds_table_keys_its_rows_as_the_statistics_do() -> None:
    assert variant_key("toad", {}) == "toad"
    assert variant_key("toad", {"deep_ace": True}) == "toad"
    assert variant_key("toad", {"deep_ace": False}) == "toad[deep_ace=false]"
    assert variant_key("rainbow", {"redeals": 5}) == "rainbow[redeals=5]"


def test_load_odds_table_of_a_missing_or_damaged_file_is_empty(tmp_path) -> None:
    assert load_odds_table(tmp_path / "none.json") == {}
    damaged = tmp_path / "damaged.json"
    damaged.write_text("{not json", encoding="utf-8")
    assert load_odds_table(damaged) == {}


@pytest.mark.skipif(not TABLE_PATH.exists(), reason="the odds table has not been made yet")
def test_the_shipped_odds_table_adds_up() -> None:
    table = load_odds_table(TABLE_PATH)  # the installed table, not a player's over it
    assert json.loads(TABLE_PATH.read_text(encoding="utf-8"))["format"] == "patience-qt-odds"
    for game_id, variants in table.items():
        assert game_id in GAMES
        for key, entry in variants.items():
            assert key == variant_key(game_id, entry["options"])
            assert entry["winnable"] + entry["lost"] + entry["unknown"] == entry["deals"] > 0
            assert 0 <= entry["policy_won"] <= entry["deals"]
            assert entry["command"].startswith("python -m patience_qt.play")
            if entry.get("searched_again"):  # the last search of its undecided deals left these
                last = entry["searched_again"][-1]
                assert entry["unknown"] == last["searched"] - last["decided"] >= 0
                assert len(entry["unknown_seeds"]) == entry["unknown"]
                assert last["command"].startswith("python -m patience_qt.play.odds again")
            elif entry.get("retry_seconds"):  # every deal left unknown was searched again
                assert entry["unknown"] == entry["retried"] - entry["retry_decided"] >= 0
            if entry.get("retry_seconds"):
                assert "--retry-unknown" in entry["same_as"]
    if "clock" in table:
        assert odds_entry("clock", {}, table) is table["clock"]["clock"]


def test_the_shipped_odds_table_holds_every_game_and_variant_at_full_size() -> None:
    """What the chooser and docs/odds.md promise: every game and named variant, at least 1,000 deals
    (10,000 in the clock family, a plain replay), the policy column played by the hints."""
    table = load_odds_table(TABLE_PATH)  # the installed table, not a player's over it
    for game_id, info in GAMES.items():
        for options in [{}, *VARIANTS.get(game_id, [])]:
            entry = odds_entry(game_id, options, table)
            assert entry is not None, (game_id, options)
            clock = info.family == "clock"
            assert entry["deals"] >= (10_000 if clock else 1_000), (game_id, options)
            assert entry["policy"] == ("forced move" if clock else "hints"), (game_id, options)


def test_listed_winnable_reads_only_whole_game_numbers() -> None:
    table = {"toad": {"toad": {"winnable_seeds": [3, "4", True, -1, 5.0, 7]},
                      "toad[deep_ace=false]": {"winnable_seeds": "3, 7"}}}
    assert listed_winnable("toad", {}, table) == [3, 7]
    assert listed_winnable("toad", {"deep_ace": False}, table) == []
    assert listed_winnable("star", {}, table) == []
    assert listed_winnable("toad", {"no_such_option": 1}, table) == []


# the games and variants whose deals the solver proves winnable, but not at once in a search of its own
LISTED = [("rainbow", {}), ("rainbow", {"redeals": 5}), ("open_shop", {}), ("toad", {}),
          ("toad", {"deep_ace": False}), ("toad", {"two_reserves": True}), ("star", {}), ("village", {}),
          ("babette", {})]


@pytest.mark.parametrize(("game_id", "options"), LISTED)
def test_the_shipped_list_of_winnable_deals_holds_deals_the_solver_wins(game_id: str, options: dict) -> None:
    entry = odds_entry(game_id, options, load_odds_table(WINNABLE_PATH))
    assert entry is not None
    listed = listed_winnable(game_id, options)
    assert listed == entry["winnable_seeds"]
    assert len(listed) == entry["winnable"] > 0
    assert listed == sorted(set(listed))
    assert entry["first_seed"] <= listed[0] and listed[-1] < entry["first_seed"] + entry["deals"]
    seed = listed[len(listed) // 2]  # one of them, won again by the core that made the list
    made_by = "native" if entry.get("cores", {}).get("native") else "python"
    if made_by == "native" and not native.available():
        pytest.skip("the list was made by the compiled core, which is not built here")
    game = new_game(game_id, seed=seed, options=options)
    result = solve(game, max_nodes=entry["nodes_per_deal"], max_seconds=600.0, core=made_by)
    if result.verdict != WINNABLE and entry.get("retry_seconds"):
        # one the second, longer search proved (odds table --retry-unknown): its limits, time to spare
        result = solve(game, max_nodes=entry.get("retry_nodes") or 10**12, max_seconds=600.0, core=made_by)
    assert result.verdict == WINNABLE
    assert replayed(new_game(game_id, seed=seed, options=options), result.line).is_won()


def test_the_markdown_table_has_a_row_per_entry() -> None:
    table = {"toad": {"toad": {"deals": 4, "winnable": 1, "lost": 2, "unknown": 1, "decided_in_2s": 3,
                                   "nodes_per_deal": 4000, "seconds_per_deal": 30, "policy": "hints",
                                   "policy_won": 1}}}
    rows = markdown_table(table).splitlines()
    assert len(rows) == 3
    assert rows[2] == (
        "| Toad | standard | 4 | 25.0% | 50.0% | 25.0% | 25.0% – 50.0% | 75.0% | 4,000 positions | hints "
        "| 25.0% |"
    )
    # a game fully decided has no bounds to give
    table["toad"]["toad"].update(winnable=2, unknown=0)
    assert "| 50.0% | 50.0% | 0.0% | decided | 75.0% |" in markdown_table(table)


def test_docs_odds_quotes_the_shipped_odds_table() -> None:
    """docs/odds.md's solver table is ``odds markdown`` of the shipped file, so the two cannot drift apart."""
    page = (Path(__file__).resolve().parents[2] / "docs" / "odds.md").read_text(encoding="utf-8")
    assert markdown_table() in page
