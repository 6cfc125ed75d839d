"""The Village family (docs/rules.md C1–C3): eight columns, foundations in suit up from aces, down from kings.

Two decks. ``foundation1…4`` are the ace foundations of ♠ ♥ ♦ ♣ (built up in suit, A→K) and
``foundation5…8`` the king foundations of ♠ ♥ ♦ ♣ (built down in suit, K→A); each pile carries its
``suit`` and ``base`` (1 or 13) so that the table can label an empty place. Each foundation takes one
copy of every rank, so a suit's second ace is refused by its started ace foundation and ends the king
foundation after its 2, and its second king ends the ace foundation after its Q.

Cards are dealt face up a row at a time onto ``column1…8`` (Babette's squared piles have the same ids);
only the last card dealt onto a column (the top of its tuple: the "bottom card" of a fanned column, the
top of a squared pile) is available. The stock lies face down; its top is the next card dealt. While
the stock has cards, cards go only to the foundations; once it is empty, a card may also go onto
another column's available card of the same suit and one rank higher or lower. An empty column takes
nothing.

The three games differ only in ``VillageParams``: replacement from the stock (Village), the kind of
redeal (none; Village's reverse order; Babette's piles gathered in the player's order) and whether the
columns fan or are squared piles (``VillageRules.fanned``, read by the table).

Family state in ``game.state``: ``redealt`` (the one redeal is used) and ``gathering`` (Babette: the
player has begun picking up piles and must finish before anything else).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ..cards import SUITS, Card
from ..family import GameInfo, Rules
from ..game import Game
from ..gestures import Answer
from ..moves import Move
from ..piles import Pile
from ..reasons import Reason, reason

COLUMNS = 8
ACE, KING = 1, 13
REDEAL_KINDS = ("none", "reverse", "gather")
COLUMN_IDS: tuple[str, ...] = tuple(f"column{i}" for i in range(1, COLUMNS + 1))
# foundation1..4: ace foundations of S H D C; foundation5..8: king foundations of S H D C
ACE_FOUNDATION: dict[str, str] = {suit: f"foundation{i}" for i, suit in enumerate(SUITS, 1)}
KING_FOUNDATION: dict[str, str] = {suit: f"foundation{i}" for i, suit in enumerate(SUITS, 5)}

DEAL = Move("deal", "stock", "column1", None)
REDEAL = Move("redeal", "stock", "stock", None)


@dataclass(frozen=True)
class VillageParams:
    """What tells one village game from another."""

    # while the stock lasts, a card taken to a foundation is replaced by the next stock card
    replacement: bool
    redeal: str  # "none" (Carnival), "reverse" (Village), "gather" (Babette)
    fanned: bool = True  # columns fan downward (Village, Carnival) or are squared piles (Babette)
    deck_size: int = 104

    def __post_init__(self) -> None:
        if self.redeal not in REDEAL_KINDS:
            raise ValueError(f"redeal kind {self.redeal!r} is not one of {REDEAL_KINDS}")


class VillageRules(Rules):
    def __init__(self, params: VillageParams) -> None:
        self.params = params
        self.deck_size = params.deck_size

    @property
    def fanned(self) -> bool:
        """True: the table fans each column downward; False: squared piles (only the top shows)."""
        return self.params.fanned

    @property
    def place_words(self) -> Mapping[str, str]:
        """Squared columns are piles on the table and in every sentence (``_say``)."""
        return {} if self.params.fanned else {"column": "pile"}

    def redeals_left(self, game: Game) -> int | None:
        """For the status bar: 1 while the one redeal is unused, else 0 (None: Carnival has none)."""
        if self.params.redeal == "none":
            return None
        return 0 if game.state["redealt"] else 1

    def stock_move(self, game: Game) -> Move | None:
        return Move("deal", "stock", "column1", None)

    # -- the family state, for the layers above (which never read ``game.state`` themselves) ----------
    @staticmethod
    def gathering(game: Game) -> bool:
        """Babette: the player has begun picking up the piles for the redeal and must finish first."""
        return bool(game.state["gathering"])

    @staticmethod
    def redealt(game: Game) -> bool:
        """The one redeal (Village's reverse order, Babette's gathering) is used."""
        return bool(game.state["redealt"])

    # -- the table's gestures: Babette's gathering ---------------------------------------------------
    def pile_move(self, game: Game, pile_id: str) -> Move | None:
        """Babette: picking this pile up for the redeal, when it may be picked up now."""
        return next((legal for legal in game.legal_moves()
                     if legal.kind == "gather" and legal.src == pile_id), None)

    def note(self, game: Game, move: Move) -> Reason | None:
        """The first pile picked up says how the gathering goes on."""
        if move.kind == "gather" and not self.gathering(game):
            return reason("village.gathering_begun", n=self._number(move.src))
        return None

    def click_card(self, game: Game, pile_id: str, index: int, keys: bool = False) -> Move | Reason:
        """Once the gathering has begun, a click on a pile picks it up next; before, a click on a card
        with no other move might be a slip: the gathering that ends the builds takes a drag (with the
        keys, Space), so the refusal says how."""
        answer = super().click_card(game, pile_id, index, keys)
        whole = self.pile_move(game, pile_id)
        if isinstance(answer, Move) or whole is None:
            return answer
        if self.gathering(game):
            return whole
        return answer.then(reason("village.gather_by_keys" if keys else "village.gather_by_drag"))

    def click_pile(self, game: Game, pile_id: str) -> Answer:
        whole = self.pile_move(game, pile_id)
        if whole is not None and self.gathering(game):
            return whole
        return super().click_pile(game, pile_id)

    def click_stock(self, game: Game) -> Answer:
        """Babette: the stock gathers the piles in the default order (column order), one per click."""
        answer = super().click_stock(game)
        if isinstance(answer, Move):
            return answer
        return next((move for move in game.legal_moves() if move.kind == "gather"), answer)

    # -- the deal ----------------------------------------------------------------------------
    def setup(self, game: Game, order: list[Card]) -> None:
        game.add_pile(Pile("stock", "stock"))
        for column in COLUMN_IDS:
            game.add_pile(Pile(column, "column"))
        for suit in SUITS:
            game.add_pile(Pile(ACE_FOUNDATION[suit], "foundation", suit=suit, base=ACE))
        for suit in SUITS:
            game.add_pile(Pile(KING_FOUNDATION[suit], "foundation", suit=suit, base=KING))
        # the pile tuple is bottom -> top and the stock's top is the next card dealt
        game.set_cards("stock", [card.turned(False) for card in reversed(order)])
        game.state["redealt"] = False
        game.state["gathering"] = False
        self._deal_row(game)

    def _deal_row(self, game: Game) -> None:
        """One card face up onto each column 1…8 in turn (empty ones too); fewer when the stock runs out."""
        stock = list(game.pile("stock").cards)
        for column in COLUMN_IDS:
            if not stock:
                break
            card = stock.pop()
            game.set_cards(column, game.pile(column).cards + (card.turned(True),))
        game.set_cards("stock", stock)

    # -- what may go where -------------------------------------------------------------------
    @staticmethod
    def foundation_accepts(pile: Pile, card: Card) -> bool:
        if card.suit != pile.suit:
            return False
        if not pile.cards:
            return card.rank == pile.base
        top = pile.cards[-1].rank
        if pile.base == ACE:
            return top < KING and card.rank == top + 1
        return top > ACE and card.rank == top - 1

    @staticmethod
    def builds_on(card: Card, target: Card | None) -> bool:
        return target is not None and target.suit == card.suit and abs(target.rank - card.rank) == 1

    def _gather_phase(self, game: Game) -> bool:
        """Babette: gathering has begun, or may begin now."""
        if self.params.redeal != "gather" or game.state["redealt"]:
            return False
        return bool(game.state["gathering"]) or not game.pile("stock").cards

    # -- play --------------------------------------------------------------------------------
    def legal_moves(self, game: Game) -> list[Move]:
        piles = game.piles
        tops = [(column, piles[column].top) for column in COLUMN_IDS]
        if game.state["gathering"]:
            return [Move("gather", column, "stock", None) for column, top in tops if top is not None]
        moves: list[Move] = []
        for column, card in tops:
            if card is None:
                continue
            for foundation in (ACE_FOUNDATION[card.suit], KING_FOUNDATION[card.suit]):
                if self.foundation_accepts(piles[foundation], card):
                    moves.append(Move("move", column, foundation, card))
        stock_empty = not piles["stock"].cards
        if stock_empty:
            for column, card in tops:
                if card is None:
                    continue
                for target, target_card in tops:
                    if target != column and self.builds_on(card, target_card):
                        moves.append(Move("move", column, target, card))
        if not stock_empty:
            moves.append(DEAL)
        elif not game.state["redealt"] and any(top is not None for _, top in tops):
            if self.params.redeal == "reverse":
                moves.append(REDEAL)
            elif self.params.redeal == "gather":
                # column order is the default order offered to the player
                moves.extend(Move("gather", column, "stock", None) for column, top in tops if top is not None)
        return moves

    def apply(self, game: Game, move: Move) -> None:
        if move.kind == "deal":
            self._deal_row(game)
        elif move.kind == "redeal":
            self._redeal_reverse(game)
        elif move.kind == "gather":
            self._gather(game, move.src)
        else:
            self._move_card(game, move)

    def _move_card(self, game: Game, move: Move) -> None:
        card = move.card
        assert card is not None
        src_cards = game.pile(move.src).cards
        game.set_cards(move.dst, game.pile(move.dst).cards + (card.turned(True),))
        stock = game.pile("stock").cards
        if self.params.replacement and stock and move.dst.startswith("foundation"):
            # Village: the next stock card takes the place of the card moved, inside the same move
            game.set_cards("stock", stock[:-1])
            game.set_cards(move.src, src_cards[:-1] + (stock[-1].turned(True),))
        else:
            game.set_cards(move.src, src_cards[:-1])

    def _redeal_reverse(self, game: Game) -> None:
        """Village's one redeal: gather in reverse order and deal again, the first row at once.

        **Reading** (docs/rules.md C1, "gathered in reverse order — the card dealt last is dealt first"): the
        cards left in the columns are read row by row, top row first and left to right within a row,
        as they were dealt (a card that replaced another counts in the place it lies), and that
        sequence reversed is the new deal order: the last card of the bottom-most row is dealt first.
        """
        columns = [game.pile(column).cards for column in COLUMN_IDS]
        depth = max(len(cards) for cards in columns)
        as_dealt = [cards[row] for row in range(depth) for cards in columns if row < len(cards)]
        new_order = list(reversed(as_dealt))
        for column in COLUMN_IDS:
            game.set_cards(column, ())
        game.set_cards("stock", [card.turned(False) for card in reversed(new_order)])
        game.state["redealt"] = True
        self._deal_row(game)

    def _gather(self, game: Game, column: str) -> None:
        """Babette: pick up one pile for the redeal; the last pick-up deals the first row.

        **Reading** (docs/rules.md C2, "the piles are gathered in the order the player chooses, without
        shuffling"): the new deal order is the piles in the order gathered, each pile keeping its own
        deal order: the card at the pile's foot (dealt onto it first) is dealt first, its top card last.
        So gathering a pile puts its cards beneath those already gathered in the stock.
        """
        cards = game.pile(column).cards
        picked_up = tuple(card.turned(False) for card in reversed(cards))
        game.set_cards("stock", picked_up + game.pile("stock").cards)
        game.set_cards(column, ())
        if any(game.pile(other).cards for other in COLUMN_IDS):
            game.state["gathering"] = True
            return
        game.state["gathering"] = False
        game.state["redealt"] = True
        self._deal_row(game)

    # -- why not -----------------------------------------------------------------------------
    def why_illegal(self, game: Game, move: Move) -> Reason:
        if self.is_won(game):
            return reason("village.won")
        if game.state["gathering"] and move.kind != "gather":
            return reason("village.finish_gathering")
        if move.kind == "deal":
            return self._why_not_deal(game)
        if move.kind == "redeal":
            return self._why_not_redeal(game)
        if move.kind == "gather":
            return self._why_not_gather(game, move)
        if move.kind != "move":
            return reason("village.no_such_move")
        return self._why_not_move(game, move)

    def _why_not_deal(self, game: Game) -> Reason:
        if game.pile("stock").cards:
            return reason("village.deal_how")
        if self.redeals_left(game) and self.params.redeal == "reverse":
            return reason("village.stock_empty_redeal")
        if self.redeals_left(game):
            return reason("village.stock_empty_gather")
        return reason("village.stock_empty_no_redeal")

    def _why_not_redeal(self, game: Game) -> Reason:
        if self.params.redeal == "none":
            return reason("village.no_redeal")
        if self.params.redeal == "gather":
            return reason("village.redeal_by_gathering")
        if game.state["redealt"]:
            return reason("village.redeal_used")
        if game.pile("stock").cards:
            return reason("village.redeal_not_yet")
        return reason("village.nothing_to_redeal")

    def _why_not_gather(self, game: Game, move: Move) -> Reason:
        if self.params.redeal != "gather":
            return reason("village.gather_babette_only")
        if game.state["redealt"]:
            return reason("village.redeal_used")
        if not self._gather_phase(game):
            return reason("village.gather_not_yet")
        if move.src not in COLUMN_IDS or move.dst != "stock" or move.card is not None:
            return reason("village.gather_how")
        return reason(self._say("village.gather_empty_column", "village.gather_empty_pile"),
                      n=self._number(move.src))

    def _why_not_move(self, game: Game, move: Move) -> Reason:
        card = move.card
        if move.src not in COLUMN_IDS:
            if move.src.startswith("foundation"):
                return reason("village.foundation_stays")
            return reason(self._say("village.bottom_card_only", "village.top_card_only"))
        top = game.pile(move.src).top
        if top is None:
            return reason(self._say("village.column_empty", "village.pile_empty"), n=self._number(move.src))
        below_top = move.card_index is not None and move.card_index != len(game.pile(move.src).cards) - 1
        if card is None or card != top or below_top:  # below_top: the top card's twin, buried
            return reason(self._say("village.bottom_card_of", "village.top_card_of"),
                          n=self._number(move.src), card=top)
        if move.dst in ACE_FOUNDATION.values() or move.dst in KING_FOUNDATION.values():
            return self._why_not_foundation(game.pile(move.dst), card)
        if move.dst not in COLUMN_IDS:
            return reason(self._say("village.to_foundation_or_column", "village.to_foundation_or_pile"),
                          card=card)
        if move.dst == move.src:
            return reason(self._say("village.already_on_column", "village.already_on_pile"),
                          card=card, n=self._number(move.src))
        if game.pile("stock").cards:
            return reason("village.no_builds_yet", card=card)
        target = game.pile(move.dst).top
        if target is None:
            return reason(self._say("village.empty_column", "village.empty_pile"))
        return self._neighbours(card)

    def _why_not_foundation(self, pile: Pile, card: Card) -> Reason:
        suit = pile.suit or "S"
        kind = "ace" if pile.base == ACE else "king"
        if card.suit != pile.suit:
            return reason(f"village.{kind}_foundation_suit", suit=suit)
        if not pile.cards:
            return reason(f"village.{kind}_foundation_start", suit=suit)
        top = pile.cards[-1].rank
        if (pile.base == ACE and top == KING) or (pile.base == KING and top == ACE):
            return reason(f"village.{kind}_foundation_complete", suit=suit)
        wanted = Card(top + 1 if pile.base == ACE else top - 1, suit)
        return reason(f"village.{kind}_foundation_next", suit=suit, card=wanted, card2=card)

    @staticmethod
    def _neighbours(card: Card) -> Reason:
        """The cards this one may be built on: one rank lower or higher, in its suit."""
        ranks = [rank for rank in (card.rank - 1, card.rank + 1) if ACE <= rank <= KING]
        cards = [Card(rank, card.suit) for rank in ranks]
        if len(cards) == 2:
            return reason("village.builds_on_either", card=card, card2=cards[0], card3=cards[1])
        return reason("village.builds_on", card=card, card2=cards[0])

    def _say(self, fanned: str, squared: str) -> str:
        """The code of a sentence that names the columns as the table shows them (columns or piles)."""
        return fanned if self.params.fanned else squared

    @staticmethod
    def _number(column: str) -> int:
        return int(column.removeprefix("column"))

    # -- the end -----------------------------------------------------------------------------
    def is_won(self, game: Game) -> bool:
        total = sum(len(game.pile(f).cards) for f in (*ACE_FOUNDATION.values(), *KING_FOUNDATION.values()))
        return total == self.deck_size

    BLOCKED_SEARCH = 2000  # positions: past this many, a game is not called blocked (it runs after moves)

    def is_blocked(self, game: Game) -> bool:
        """Also blocked when only builds are left and no run of builds ever lets a card go to a
        foundation: the player could move cards to and fro for ever (7♦ onto 8♦ and back) and nothing
        else would ever be possible (builds change neither the stock nor the foundations)."""
        moves = game.legal_moves()
        if not moves:
            return True
        if any(move.kind != "move" or not move.dst.startswith("column") for move in moves):
            return False
        foundations = [game.pile(f) for f in (*ACE_FOUNDATION.values(), *KING_FOUNDATION.values())]

        def canonical(columns: list[tuple[Card, ...]]) -> tuple[tuple[Card, ...], ...]:
            # which column holds a pile does not matter here; Card compares by rank and suit
            return tuple(sorted(columns, key=lambda cards: [(card.rank, card.suit) for card in cards]))

        start = canonical([game.pile(column).cards for column in COLUMN_IDS])
        seen = {start}
        todo = [start]
        while todo:
            columns = todo.pop()
            tops = [cards[-1] if cards else None for cards in columns]
            if any(top is not None and self.foundation_accepts(pile, top)
                   for top in tops for pile in foundations):
                return False
            for i, card in enumerate(tops):
                for j, target in enumerate(tops):
                    if i == j or card is None or not self.builds_on(card, target):
                        continue
                    after = list(columns)
                    after[i], after[j] = columns[i][:-1], columns[j] + (card,)
                    key = canonical(after)
                    if key not in seen:
                        if len(seen) >= self.BLOCKED_SEARCH:
                            return False
                        seen.add(key)
                        todo.append(key)
        return True


def _declare(game_id: str, name_en: str, name_ru: str, params: VillageParams) -> GameInfo:
    def make(options: dict[str, Any]) -> VillageRules:
        return VillageRules(params)

    return GameInfo(game_id, name_en, name_ru, "village", {}, make)


GAMES: list[GameInfo] = [
    _declare("village", "Village", "Деревенский", VillageParams(replacement=True, redeal="reverse")),
    _declare("babette", "Babette", "Бабетта",
             VillageParams(replacement=False, redeal="gather", fanned=False)),
    _declare("carnival", "Carnival", "Карнавал", VillageParams(replacement=False, redeal="none")),
]
