"""Positions that come out, above all those played backwards from a won game (play the backward moves
forwards): a dead-end test or a search that calls one of them lost is wrong.

The hand-made lost deals in test_solver.py show that the compiled core's dead-end tests see what they
should; these show that they see nothing that is not there, over thousands of positions no one picked by
hand. The searches (the compiled core's, and the plain search that stands in without it) and the
dominance rules of the automatic moves (play/dominance.py) are held to the same positions.
"""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from patience_qt.play.dominance import village_certified
from patience_qt.play.solver import CARDS, NOT_WINNABLE, WINNABLE, code, native, solve
from patience_qt.play.solver.native_codec import village_move
from patience_qt.rules import Card, Game, Move, new_game
from patience_qt.rules.cards import SUITS

needs_native = pytest.mark.needs_core  # skipped where the compiled core is not built (conftest.py)


def dead_end(game: Game) -> bool:
    """The compiled core's dead-end test of this position, as a search asks it at its first position."""
    make = native.rainbow_core if type(game.rules).__name__ == "RainbowRules" else native.village_core
    return make(game).dead()


def offered(game: Game) -> list[Move]:
    """The moves the compiled core offers here, in its order, as the rules' moves."""
    return [village_move(game, tuple(m)) for m in native.village_core(game).moves()]

# -- the Village family -------------------------------------------------------------------------------


def village_backwards(rng: random.Random, rows: int,
                      stacked: bool = False) -> tuple[list[list[int]], list[int], list[int]]:
    """Cards taken off the foundations onto columns and builds undone (after the deal), then rows
    taken back into the stock with cards taken off the foundations between them (during the deal).
    Card codes as the compiled core's (rank * 4 + suit); foundation tops: the ace foundations' top
    ranks (0: empty), then the king foundations' (14: empty).

    ``stacked``: cards come off mostly one suit at a time onto the same column, so that a card often
    lies below every copy of its neighbour ranks, where the pass-up rule (``held_here``) applies; at
    even odds that is rare."""
    columns: list[list[int]] = [[] for _ in range(8)]
    stock: list[int] = []
    tops = [13, 13, 13, 13, 1, 1, 1, 1]
    last = [rng.randrange(4), rng.randrange(8)] if stacked else []  # the suit and column of the last

    def off_a_foundation() -> None:
        places = [i for i in range(8) if (tops[i] > 0 if i < 4 else tops[i] < 14)]
        if not places:
            return
        if stacked:
            same = [i for i in places if i % 4 == last[0]]
            i = rng.choice(same) if same and rng.random() < 0.8 else rng.choice(places)
            last[0] = i % 4
            if rng.random() < 0.25:
                last[1] = rng.randrange(8)
            column = columns[last[1]]
        else:
            i = rng.choice(places)
            column = min(columns, key=len) if rng.random() < 0.5 else rng.choice(columns)
        rank = tops[i]
        tops[i] = rank - 1 if i < 4 else rank + 1
        column.append(rank * 4 + i % 4)

    for _ in range(rng.randrange(20, 120 if stacked else 160)):
        built = [i for i, column in enumerate(columns)
                 if len(column) >= 2 and abs(column[-1] - column[-2]) == 4]  # same suit, a rank apart
        if built and not stacked and rng.random() < 0.45:
            source = rng.choice(built)
            others = [column for i, column in enumerate(columns) if i != source]
            rng.choice(others).append(columns[source].pop())
        else:
            off_a_foundation()
    for _ in range(rng.randrange(rows + 1)):
        if not all(columns):
            break
        for column in reversed(columns):  # the deal gives column 1 the stock's last card
            stock.append(column.pop())
        for _ in range(rng.randrange(6)):
            off_a_foundation()
    return columns, stock, tops


def village_game(game_id: str, columns: list[list[int]], stock: list[int], tops: list[int]) -> Game:
    """The position as a game; Village and Babette after their redeal (their dead-end tests wait
    for the last deal)."""
    game = new_game(game_id, seed=1)
    for i, top in enumerate(tops):
        ranks = range(1, top + 1) if i < 4 else range(13, top - 1, -1)
        game.set_cards(f"foundation{i + 1}", [Card(rank, SUITS[i % 4], True) for rank in ranks])
    for i, column in enumerate(columns):
        game.set_cards(f"column{i + 1}", [CARDS[c].turned(True) for c in column])
    game.set_cards("stock", [CARDS[c] for c in stock])
    game.state["redealt"] = game_id != "carnival"
    return game


def test_a_card_a_stock_card_will_cover_may_leave_before_it_comes(core: str) -> None:
    # The K♦ still in the stock will be dealt onto the Q♦ in column 8, and no foundation takes the K♦
    # before a Q♦ (the king foundation of diamonds is down to 3). But the Q♦ goes to its ace foundation
    # now, before the K♦ comes: the deal comes out (the next row, then every card in turn).
    columns = ["8C", "QH", "", "KH KS", "AD QS", "KC JC", "AC QC", "10C QD"]
    stock = "KD AS 2S 9C 2C 2D 3C JS"  # from the bottom to the card dealt next

    def codes(text: str) -> list[int]:
        return [code(Card.parse(card)) for card in text.split()]

    game = village_game("carnival", [codes(column) for column in columns], codes(stock),
                        [10, 11, 11, 7, 3, 1, 3, 4])
    assert core == "python" or not dead_end(game)
    result = solve(game, hints=False, core=core)
    assert result.verdict == WINNABLE
    for move in result.line:
        game.push(move)
    assert game.is_won()


def test_a_card_that_could_go_in_the_deal_may_stay_to_be_built_on(core: str) -> None:
    # Spades only (up to 5, down to 8). The 6S in column 3 could go up during the deal, so the
    # dead-end relaxation takes it as gone; but the win keeps it: after the deal the 5S goes onto
    # it, the 6S below goes onto the 5S, and the 7S, 6S, 5S come down the king foundation. Called
    # lost while the relaxation dropped gone cards as places to build on, or ended its fixpoint
    # without a round for the cards its last pass had newly exposed.
    columns = ["4S KS QS JS 10S 9S", "7S 7S 6S 5S", "6S", "AS 2S 3S", "", "", "", ""]

    def codes(text: str) -> list[int]:
        return [code(Card.parse(card)) for card in text.split()]

    game = village_game("carnival", [codes(column) for column in columns], codes("8S"),
                        [5, 13, 13, 13, 8, 1, 1, 1])
    assert core == "python" or not dead_end(game)
    line = [("stock", "column1"), ("column2", "column3"), ("column2", "column3"), ("column2", "foundation5"),
            ("column3", "foundation5"), ("column3", "foundation5"), ("column3", "foundation1"),
            ("column2", "foundation1")] + [("column1", "foundation1")] * 6 + [("column1", "foundation5")] \
        + [("column4", "foundation5")] * 3
    won = game.copy()
    for src, dst in line:
        won.push(next(m for m in won.legal_moves() if m.src == src and m.dst == dst))
    assert won.is_won()
    assert solve(game, hints=False, core=core).verdict == WINNABLE


# (game, most rows taken back into the stock): Village only after its deal, for a card it replaces
# from the stock cannot be played backwards as simply
VILLAGE_CASES = [("carnival", 12), ("babette", 12), ("village", 0)]


@needs_native
@pytest.mark.parametrize(("game_id", "rows"), VILLAGE_CASES)
def test_no_village_family_position_played_backwards_is_called_lost(game_id: str, rows: int, share) -> None:
    rng = random.Random(game_id)
    asked = share(1500)
    for i in range(asked.stop):
        game = village_game(game_id, *village_backwards(rng, rows))
        if i not in asked:
            continue
        assert not dead_end(game), game.to_json()


@pytest.mark.parametrize(("game_id", "rows"), VILLAGE_CASES)
def test_the_search_calls_no_village_family_position_played_backwards_lost(game_id: str, rows: int,
                                                                            core: str, share) -> None:
    rng = random.Random(f"search {game_id}")
    asked = share(40)
    for i in range(asked.stop):
        game = village_game(game_id, *village_backwards(rng, rows))
        if i not in asked:
            continue
        result = solve(game, hints=False, max_nodes=3000, max_seconds=60, core=core)
        assert result.core == core
        assert result.verdict != NOT_WINNABLE, game.to_json()


def village_replacement_backwards(rng: random.Random) -> tuple[list[list[int]], list[int], list[int]]:
    """Village after its redeal while the stock lasts: a won game played backwards through the endgame
    (``village_backwards``), then through the replacement deal: a move home taken back puts the card
    home to it back in its column and the card that took its place back on the stock; a row taken back
    puts each column's available card back on the stock (the deal's last row may have been short)."""
    columns, stock, tops = village_backwards(rng, 0)

    def home_taken_back() -> None:
        places = [i for i in range(8) if (tops[i] > 0 if i < 4 else tops[i] < 14)]
        held = [column for column in columns if column]
        if not places or not held:  # (a replacement fills a column: one of them holds a card)
            return
        i = rng.choice(places)
        column = rng.choice(held)
        rank = tops[i]
        tops[i] = rank - 1 if i < 4 else rank + 1
        stock.append(column.pop())  # the stock card that took its place
        column.append(rank * 4 + i % 4)

    short = rng.randrange(1, 9)  # the last row's cards
    if rng.random() < 0.5 and all(columns[:short]):
        for column in reversed(columns[:short]):
            stock.append(column.pop())
    for _ in range(rng.randrange(1, 12)):
        for _ in range(rng.randrange(8)):
            home_taken_back()
        if not all(columns) or rng.random() < 0.3:
            continue
        for column in reversed(columns):
            stock.append(column.pop())
    return columns, stock, tops


def replacement_deal_positions(count: int, asked: range) -> list[Game]:
    rng = random.Random("village replacement")
    found = []
    for i in range(count):
        columns, stock, tops = village_replacement_backwards(rng)
        while not stock:  # (the endgame's columns were empty)
            columns, stock, tops = village_replacement_backwards(rng)
        game = village_game("village", columns, stock, tops)
        if i in asked:
            found.append(game)
    return found


@needs_native
def test_no_village_position_of_the_replacement_deal_played_backwards_is_called_lost(share) -> None:
    # the last deal's dead-end tests run there too (a stuck card: _native_village_dead.c)
    games = replacement_deal_positions(1500, share(1500))
    assert all(game.piles["stock"].cards for game in games)
    for game in games:
        assert not dead_end(game), game.to_json()


@needs_native
def test_the_search_calls_no_village_position_of_the_replacement_deal_played_backwards_lost(share) -> None:
    for game in replacement_deal_positions(40, share(40)):
        result = solve(game, hints=False, max_nodes=3000, max_seconds=60, core="native")
        assert result.verdict != NOT_WINNABLE, game.to_json()


def held_here(game: Game) -> bool:
    """The pass-up rule applies to some column's available card in this position: the dominance rule
    certifies its move home while its twin is not home yet."""
    homes = [card for pile in game.piles.values() if pile.kind == "foundation" for card in pile.cards]
    return any(village_certified(game, move) and move.card not in homes for move in game.legal_moves())


def spades_position(columns: list[str]) -> Game:
    """Carnival after its deal: every suit home but spades, whose ace foundation is up to the 6 and
    whose king foundation is down to the 9; the fifteen spades left lie in these columns."""
    def codes(text: str) -> list[int]:
        return [code(Card.parse(card)) for card in text.split()]

    game = village_game("carnival", [codes(column) for column in columns], [], [6, 13, 13, 13, 9, 1, 1, 1])
    assert sum(len(game.pile(f"column{i}").cards) for i in range(1, 9)) == 15
    return game


def test_a_card_over_every_copy_of_its_neighbour_ranks_goes_home_at_once() -> None:
    # The 7♠ at the foot of column 1 lies over the only 6♠ and both 8♠ off the foundations: nothing
    # can be built on it or take it but the ace foundation, so it goes there as the only move (the
    # compiled core's search, the automatic moves' dominance rule). The other 7♠ (column 2) lies over
    # no neighbour and could go there too; it is not offered, nor certified.
    held = ["8S 6S 8S 7S", "7S", "5S 4S 3S 2S AS", "9S 10S JS QS KS", "", "", "", ""]
    game = spades_position(held)
    seven = Card.parse("7S")
    home = Move("move", "column1", "foundation1", seven)
    certified = [move for move in game.legal_moves() if village_certified(game, move)]
    assert [(move.src, move.dst) for move in certified] == [("column1", "foundation1")]
    if native.available():
        assert offered(game) == [home]
    # with one 8♠ elsewhere, the 7♠ could be built on it: both 7♠ are offered, and the builds
    free = ["8S 6S 7S", "7S", "5S 4S 3S 2S AS", "9S 10S JS QS KS", "8S", "", "", ""]
    game = spades_position(free)
    assert not any(village_certified(game, move) for move in game.legal_moves())
    if native.available():
        moves = offered(game)
        assert moves[:2] == [home, Move("move", "column2", "foundation1", seven)]
        assert Move("move", "column1", "column5", seven) in moves


@needs_native
@pytest.mark.parametrize(("game_id", "rows"), VILLAGE_CASES)
def test_the_pass_up_rule_calls_no_position_played_backwards_lost(game_id: str, rows: int, share) -> None:
    # positions where the rule plays a foundation move at once, every one of which comes out: a rule
    # that played one where passing it up matters would make some of them lost (without its
    # neighbour-copy condition, some are in each game). The rule is the compiled core's: the plain
    # search has none (its "never lost" on such positions is the village test above)
    rng = random.Random(f"pass-up {game_id}")
    asked = share(40)
    met = 0
    for _ in range(1500):
        game = village_game(game_id, *village_backwards(rng, rows, stacked=True))
        if not held_here(game):
            continue
        met += 1
        if met - 1 not in asked:
            continue
        result = solve(game, hints=False, max_nodes=20000, max_seconds=60, core="native")
        assert result.verdict != NOT_WINNABLE, game.to_json()
        if met == asked.stop:
            break
    assert met == asked.stop


@needs_native
@pytest.mark.parametrize(("game_id", "rows"), VILLAGE_CASES)
def test_the_core_and_the_automatic_moves_agree_where_the_pass_up_rule_applies(game_id: str,
                                                                              rows: int) -> None:
    # the compiled core's move-by-move check against the rules walks real deals, where the rule is
    # rare: here it applies, and the core plays the first move the dominance rules certify as its one
    # move, or none of them
    rng = random.Random(f"pass-up cores {game_id}")
    met = 0
    for _ in range(600):
        game = village_game(game_id, *village_backwards(rng, rows, stacked=True))
        met += held_here(game)
        compiled = offered(game)
        legal = game.legal_moves()
        assert set(compiled) <= set(legal), game.to_json()
        certified = [move for move in legal if village_certified(game, move)]
        assert compiled[:1] == certified[:1] or not certified, game.to_json()
        if len(compiled) == 1 and len(legal) > 1 and compiled[0].dst.startswith("foundation"):
            assert certified[:1] == compiled, game.to_json()
    assert met >= 20


# -- the Rainbow family -------------------------------------------------------------------------------


# Moves that lay a card on a reserve, or take it back onto a waste pile, come this many times more
# often than the rest: the positions where a waste card must go onto a reserve to free the cards
# under it are what the waste-pile dead end has to get right, and at even odds they are rare.
LAID_WEIGHT = 8


def rainbow_backwards(game_id: str, options: dict, rng: random.Random, steps: int) -> Game:
    """Cards taken off the foundations onto waste piles, a reserve (as dealt there, or as laid on it
    one rank below its outer card) or the hand; laid reserve cards taken back to the hand or a waste
    pile; waste tops taken back to the hand (within the balance limit); the hand turned back onto the
    stock. No redeal is played backwards (its shuffle cannot be); some may be left, unused."""
    game = new_game(game_id, seed=rng.randrange(1, 10**6), options=options)
    rules, p = game.rules, game.rules.params
    base = game.pile(rules.foundation_ids[0]).base or 1
    copies: dict[int, list[Card]] = defaultdict(list)
    for card in [Card(rank, suit, True) for rank in range(1, 14) for suit in SUITS] * 2:
        copies[card.rank].append(card)
    for cards in copies.values():
        rng.shuffle(cards)
    foundations = [[copies[(base - 1 + n) % 13 + 1].pop() for n in range(p.foundation_full)]
                   for _ in rules.foundation_ids]
    wastes: list[list[Card]] = [[] for _ in rules.waste_ids]
    reserves: list[list[tuple[Card, bool]]] = [[] for _ in rules.reserve_ids]  # (card, laid on it)
    hand: list[Card] = []
    stock: list[Card] = []
    for _ in range(steps):
        moves: list[tuple] = []
        for f in [f for f in foundations if f]:
            moves += [(f, waste) for waste in wastes]
            for reserve in reserves:
                if not any(laid for _, laid in reserve):
                    moves.append((f, reserve, False))
                if reserve and rules.rank_below(reserve[-1][0].rank) == f[-1].rank:
                    moves += [(f, reserve, True)] * LAID_WEIGHT
            if not hand:
                moves.append((f, hand))
        for reserve in reserves:
            if reserve and reserve[-1][1]:
                moves += [(reserve, waste) for waste in wastes] * LAID_WEIGHT + [(reserve, hand)] * (not hand)
        sizes = [len(waste) for waste in wastes]
        if not hand:
            moves += [(waste, hand) for waste, size in zip(wastes, sizes, strict=True)
                      if waste and (not p.balance or size - min(sizes) <= p.balance)]
        else:
            moves += [(hand, stock)] * 3
        if not moves:
            break
        source, target, *laid = rng.choice(moves)
        card = source.pop()
        card = card[0] if isinstance(card, tuple) else card
        target.append((card, laid[0]) if laid else card)
    for pile_id, cards in zip(rules.foundation_ids, foundations, strict=True):
        game.set_cards(pile_id, cards)
    for pile_id, cards in zip(rules.waste_ids, wastes, strict=True):
        game.set_cards(pile_id, cards)
    for pile_id, reserve in zip(rules.reserve_ids, reserves, strict=True):
        dealt = sum(1 for _, laid in reserve if not laid)
        game.set_cards(pile_id, [card.turned(laid or i == dealt - 1 or p.reserve_face_up)
                                 for i, (card, laid) in enumerate(reserve)])
    game.set_cards("hand", hand)
    game.set_cards("stock", [card.turned(False) for card in stock])
    game.state["redeals_used"] = rng.randrange(p.redeals + 1)  # the line back needs no redeal
    game.state["deep_ace_used"] = rng.random() < 0.5
    return game


RAINBOW_CASES = [("toad", {}), ("toad", {"two_reserves": True}), ("toad", {"deep_ace": False}),
                 ("star", {}), ("open_shop", {}), ("rainbow", {})]


@needs_native
@pytest.mark.parametrize(("game_id", "options"), RAINBOW_CASES)
def test_no_rainbow_family_position_played_backwards_is_called_lost(game_id: str, options: dict,
                                                                    share) -> None:
    rng = random.Random(f"{game_id} {sorted(options.items())}")
    asked = share(500)
    for i in range(asked.stop):
        game = rainbow_backwards(game_id, options, rng, rng.randrange(10, 200))
        if i not in asked:
            continue
        assert not dead_end(game), game.to_json()


@pytest.mark.parametrize(("game_id", "options"), RAINBOW_CASES)
def test_the_search_calls_no_rainbow_family_position_played_backwards_lost(game_id: str, options: dict,
                                                                           core: str, share) -> None:
    rng = random.Random(f"search {game_id} {sorted(options.items())}")
    asked = share(25)
    for i in range(asked.stop):
        game = rainbow_backwards(game_id, options, rng, rng.randrange(10, 200))
        if i not in asked:
            continue
        result = solve(game, hints=False, max_nodes=3000, max_seconds=60, core=core)
        assert result.core == core
        assert result.verdict != NOT_WINNABLE, game.to_json()
