"""The Rainbow family (docs/rules.md A1–A4): reserve, foundations up by rank, waste piles the player deals on.

One ``RainbowRules`` class plays all four games; each game is a ``RainbowParams`` record (reserve size
and shape, waste piles, balance limit, redeals, foundations, base rank, cyclic ranks, when a foundation
is complete, the deep ace) plus the options the player may switch.

Piles: ``stock``, ``hand``, ``reserve`` (``reserve1`` and ``reserve2`` when split), ``foundation1…``,
``waste1…``. Moves: ``turn`` (stock top into the empty hand), ``move`` (hand, waste top or reserve top
to a foundation; hand or waste top onto a reserve top; hand to a waste pile; Toad's one deep ace from
inside the reserve), ``redeal`` (Rainbow: gather the waste piles into a shuffled stock).

Readings this module chose where the rules leave a detail open (docs/rules.md lists them; keep both in step):

* Several empty foundations: a base-rank card may start any one of them; each is a separate legal move,
  so the player drops it where they like.
* Balance limit (Rainbow): the card may go on a waste pile if afterwards that pile holds at most
  ``balance`` cards more than the smallest waste pile, the smallest counted afterwards too. 0 = no limit.
* Reserve auto-turn (Rainbow): whenever a reserve's outer card is face down after a move, it is turned
  face up inside that same move (so it is one undo step).
* Redeal: allowed whenever the stock and the hand are empty and some waste pile has cards, even if other
  moves remain. The waste piles are gathered waste1, waste2, … each bottom to top, the list is shuffled
  with ``deal.shuffled(cards, game number, salt=k)`` for the k-th redeal, and the shuffled list is the
  new stock's deal order: its first card is the first one turned (the stock's top), as in the deal.
* Deep ace (Toad): any ace lying under a reserve's outer card (in either reserve) may start a foundation,
  once per game. Taking an ace that is the outer card is an ordinary move and uses nothing. Where the
  same ace (two decks) lies twice inside one reserve, the outer of the two is taken.
* Two reserves (Toad option): the reserve's cards are split, the first ceil(n/2) dealt to ``reserve1``;
  each reserve has its own available card and may be extended on its own; nothing moves from one
  reserve to the other (only the hand and waste tops extend a reserve).
* A reserve size other than the default (Toad option) only changes how many cards the stock gets.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..cards import Card, next_rank
from ..deal import shuffled
from ..family import GameInfo, OptionSpec, Rules
from ..game import Game
from ..moves import Move
from ..piles import Pile
from ..reasons import Reason, reason

ACE = 1


@dataclass(frozen=True)
class RainbowParams:
    """What tells one game of the Rainbow family from another."""

    reserve_size: int
    reserve_face_up: bool  # False: dealt face down with only the outer card face up (Rainbow's arc)
    two_reserves: bool = False  # the reserve is split into reserve1 and reserve2
    wastes: int = 5
    balance: int = 0  # a waste pile may hold at most this many cards more than the smallest; 0 = off
    redeals: int = 0
    foundations: int = 4
    base_dealt: bool = True  # the card after the reserve starts foundation1 and fixes the base rank
    cyclic: bool = True  # …Q, K, A, 2…
    foundation_full: int = 26  # a foundation with this many cards is complete
    deep_ace: bool = False  # once per game an ace may be taken from inside the reserve
    deck_size: int = 104


class RainbowRules(Rules):
    def __init__(self, params: RainbowParams) -> None:
        self.params = params
        self.deck_size = params.deck_size
        self.reserve_ids: tuple[str, ...] = ("reserve1", "reserve2") if params.two_reserves else ("reserve",)
        self.waste_ids: tuple[str, ...] = tuple(f"waste{i}" for i in range(1, params.wastes + 1))
        self.foundation_ids: tuple[str, ...] = tuple(
            f"foundation{i}" for i in range(1, params.foundations + 1)
        )

    # -- the deal ----------------------------------------------------------------------------
    def setup(self, game: Game, order: list[Card]) -> None:
        p = self.params
        game.add_pile(Pile("stock", "stock"))
        game.add_pile(Pile("hand", "hand"))
        for pile_id in self.reserve_ids:
            game.add_pile(Pile(pile_id, "reserve"))
        for pile_id in self.foundation_ids:
            game.add_pile(Pile(pile_id, "foundation"))
        for pile_id in self.waste_ids:
            game.add_pile(Pile(pile_id, "waste"))

        size = p.reserve_size
        if p.two_reserves:
            first = (size + 1) // 2
            parts = [order[:first], order[first:size]]
        else:
            parts = [order[:size]]
        for pile_id, cards in zip(self.reserve_ids, parts, strict=True):
            if p.reserve_face_up:
                game.set_cards(pile_id, [card.turned(True) for card in cards])
            else:
                game.set_cards(pile_id, [card.turned(i == len(cards) - 1) for i, card in enumerate(cards)])

        rest = order[size:]
        base = ACE
        if p.base_dealt:
            base = rest[0].rank
            game.set_cards(self.foundation_ids[0], [rest[0].turned(True)])
            rest = rest[1:]
        for pile_id in self.foundation_ids:
            game.pile(pile_id).base = base
        game.set_cards("stock", [card.turned(False) for card in reversed(rest)])
        game.state["redeals_used"] = 0
        game.state["deep_ace_used"] = False

    # -- what the rules look at --------------------------------------------------------------
    def foundation_needs(self, game: Game) -> dict[int, list[str]]:
        """Rank -> the foundations that take a card of that rank now (complete ones take nothing)."""
        needs: dict[int, list[str]] = {}
        for pile_id in self.foundation_ids:
            pile = game.piles[pile_id]
            cards = pile.cards
            if not cards:
                rank: int | None = pile.base
            elif len(cards) >= self.params.foundation_full:
                rank = None
            else:
                rank = next_rank(cards[-1].rank, self.params.cyclic)
            if rank is not None:
                needs.setdefault(rank, []).append(pile_id)
        return needs

    def rank_below(self, rank: int) -> int | None:
        """The rank that may be put on a reserve card of this rank (None: nothing goes on it)."""
        if rank > ACE:
            return rank - 1
        return 13 if self.params.cyclic else None

    def open_wastes(self, game: Game) -> list[str]:
        """The waste piles the hand card may go on, under the balance limit."""
        if not self.params.balance:
            return list(self.waste_ids)
        sizes = [len(game.piles[pile_id].cards) for pile_id in self.waste_ids]
        allowed = []
        for i, pile_id in enumerate(self.waste_ids):
            after = sizes[:i] + [sizes[i] + 1] + sizes[i + 1:]
            if after[i] - min(after) <= self.params.balance:
                allowed.append(pile_id)
        return allowed

    # -- the family state, for the layers above (which never read ``game.state`` themselves) ----------
    @staticmethod
    def redeals_used(game: Game) -> int:
        """How many of the deal's redeals the player has used."""
        return int(game.state["redeals_used"] or 0)

    @staticmethod
    def deep_ace_used(game: Game) -> bool:
        """Toad's once-per-game deep ace has been taken."""
        return bool(game.state["deep_ace_used"])

    def can_redeal(self, game: Game) -> bool:
        return (
            int(game.state["redeals_used"] or 0) < self.params.redeals
            and not game.piles["stock"].cards
            and not game.piles["hand"].cards
            and any(game.piles[pile_id].cards for pile_id in self.waste_ids)
        )

    def deep_aces(self, game: Game, pile_id: str) -> list[Card]:
        """Aces inside this reserve (under its outer card) that the deep-ace move may take now."""
        if not self.params.deep_ace or game.state["deep_ace_used"]:
            return []
        cards = game.piles[pile_id].cards
        found: list[Card] = []
        for card in reversed(cards[:-1]):
            if card.rank == ACE and card != cards[-1] and card not in found:
                found.append(card)
        return found

    # -- play --------------------------------------------------------------------------------
    def legal_moves(self, game: Game) -> list[Move]:
        piles = game.piles
        moves: list[Move] = []
        hand = piles["hand"].top
        sources: list[tuple[str, Card]] = [("hand", hand)] if hand is not None else []
        for pile_id in self.waste_ids:
            top = piles[pile_id].top
            if top is not None:
                sources.append((pile_id, top))
        reserve_tops = [(pile_id, piles[pile_id].top) for pile_id in self.reserve_ids if piles[pile_id].cards]

        needs = self.foundation_needs(game)
        for src, card in [*reserve_tops, *sources]:
            for dst in needs.get(card.rank, ()):
                moves.append(Move("move", src, dst, card))
        if ACE in needs:
            for pile_id in self.reserve_ids:
                for card in self.deep_aces(game, pile_id):
                    moves.extend(Move("move", pile_id, dst, card) for dst in needs[ACE])

        for pile_id, top in reserve_tops:
            below = self.rank_below(top.rank)
            moves.extend(Move("move", src, pile_id, card) for src, card in sources if card.rank == below)

        if hand is not None:
            moves.extend(Move("move", "hand", pile_id, hand) for pile_id in self.open_wastes(game))
        elif piles["stock"].cards:
            moves.append(Move("turn", "stock", "hand", piles["stock"].cards[-1]))
        if self.can_redeal(game):
            moves.append(Move("redeal", "waste1", "stock", None))
        return moves

    def apply(self, game: Game, move: Move) -> None:
        if move.kind == "turn":
            stock = game.piles["stock"].cards
            game.set_cards("stock", stock[:-1])
            game.set_cards("hand", (stock[-1].turned(True),))
            return
        if move.kind == "redeal":
            gathered: list[Card] = []
            for pile_id in self.waste_ids:
                gathered.extend(game.piles[pile_id].cards)
                game.set_cards(pile_id, ())
            used = int(game.state["redeals_used"] or 0) + 1
            game.state["redeals_used"] = used
            mixed = shuffled(gathered, game.seed, salt=used)
            game.set_cards("stock", [card.turned(False) for card in reversed(mixed)])
            return
        card = move.card
        assert card is not None
        cards = game.piles[move.src].cards
        index = self.card_index(game, move)
        if index != len(cards) - 1:
            game.state["deep_ace_used"] = True
        game.set_cards(move.src, cards[:index] + cards[index + 1:])
        game.set_cards(move.dst, game.piles[move.dst].cards + (cards[index].turned(True),))
        for pile_id in self.reserve_ids:
            reserve = game.piles[pile_id].cards
            if reserve and not reserve[-1].face_up:
                game.set_cards(pile_id, reserve[:-1] + (reserve[-1].turned(True),))

    def card_index(self, game: Game, move: Move) -> int:
        cards = game.pile(move.src).cards
        last = len(cards) - 1
        if move.src in self.reserve_ids and move.card is not None and cards and cards[-1] != move.card:
            for i in range(last - 1, -1, -1):
                if cards[i] == move.card:
                    return i
        return last

    def redeals_left(self, game: Game) -> int | None:
        if self.params.redeals <= 0:
            return None  # Open Shop, Toad, Star: no redeal at all
        return max(0, self.params.redeals - int(game.state.get("redeals_used") or 0))

    def stock_move(self, game: Game) -> Move | None:
        return Move("turn", "stock", "hand", None)

    @property
    def reserve_hidden(self) -> bool:
        """The reserve lies face down but for its outer card (Rainbow's arc): what is behind is unknown."""
        return not self.params.reserve_face_up

    def is_won(self, game: Game) -> bool:
        return sum(len(game.piles[pile_id].cards) for pile_id in self.foundation_ids) == self.deck_size

    # -- why a move is refused -----------------------------------------------------------------
    def why_illegal(self, game: Game, move: Move) -> Reason:
        if move in self.legal_moves(game):
            return reason("allowed")
        if move.kind == "turn":
            return self._why_not_turn(game)
        if move.kind == "redeal":
            return self._why_not_redeal(game)
        if move.kind != "move":
            return reason("rainbow.turn_and_move_only")
        if move.src not in game.piles or move.dst not in game.piles:
            return reason("rainbow.no_such_place")
        src, dst = game.piles[move.src], game.piles[move.dst]
        if src.kind == "foundation":
            return reason("rainbow.foundation_stays")
        if src.kind == "stock":
            return reason("rainbow.turn_first")
        if move.card is None or not src.cards or src.top is None:
            return reason("rainbow.nothing_to_move", pile=move.src)
        card = move.card
        if src.kind == "reserve":
            refusal = self._why_not_from_reserve(game, move)
            if refusal:
                return refusal
        elif src.top != card:
            if src.kind == "hand":
                return reason("rainbow.not_in_hand", card=card, card2=src.top)
            return reason("rainbow.not_on_top", card=card, pile=move.src, card2=src.top)
        if dst.kind == "foundation":
            return self._why_not_foundation(game, dst, card)
        if dst.kind == "reserve":
            return self._why_not_reserve(game, src, dst, card)
        if dst.kind == "waste":
            if src.kind == "waste":
                return reason("rainbow.waste_to_waste")
            if src.kind == "reserve":
                return reason("rainbow.reserve_to_waste")
            return self._why_not_waste(game, dst)
        if dst.kind == "hand":
            return reason("rainbow.into_hand")
        if dst.kind == "stock":
            return reason("rainbow.back_to_stock")
        return reason("not_allowed")

    def _why_not_turn(self, game: Game) -> Reason:
        if game.piles["hand"].cards:
            return reason("rainbow.hand_full")
        if not game.piles["stock"].cards:
            if self.can_redeal(game):
                return reason("rainbow.stock_empty_redeal")
            return reason("rainbow.stock_empty")
        return reason("rainbow.turn_how")

    def _why_not_redeal(self, game: Game) -> Reason:
        if not self.params.redeals:
            return reason("rainbow.no_redeal")
        if game.piles["stock"].cards or game.piles["hand"].cards:
            return reason("rainbow.redeal_not_yet")
        used = int(game.state["redeals_used"] or 0)
        if used >= self.params.redeals:
            return reason("rainbow.redeals_used", n=self.params.redeals)
        return reason("rainbow.nothing_to_redeal")

    def _why_not_from_reserve(self, game: Game, move: Move) -> Reason | None:
        src = game.piles[move.src]
        card = move.card
        assert card is not None
        if src.top == card:
            if game.piles[move.dst].kind == "reserve":
                return reason("rainbow.reserve_to_foundation_only")
            return None
        if card not in src.cards:
            return reason("rainbow.not_in_pile", card=card, pile=move.src)
        if card.rank != ACE or not self.params.deep_ace:
            return reason("rainbow.outer_card_only", pile=move.src)
        if game.state["deep_ace_used"]:
            return reason("rainbow.deep_ace_used")
        if game.piles[move.dst].kind != "foundation":
            return reason("rainbow.deep_ace_to_foundation")
        return None

    def _why_not_foundation(self, game: Game, dst: Pile, card: Card) -> Reason:
        if len(dst.cards) >= self.params.foundation_full:
            return reason("rainbow.foundation_complete", n=self.params.foundation_full)
        if not dst.cards:
            base = dst.base if dst.base is not None else ACE
            return reason("rainbow.foundation_start", rank=card.rank, rank2=base)
        top = dst.cards[-1]
        wanted = next_rank(top.rank, self.params.cyclic)
        if wanted is None:
            return reason("rainbow.foundation_closed", rank=top.rank)
        return reason("rainbow.foundation_needs", rank=card.rank, rank2=wanted)

    def _why_not_reserve(self, game: Game, src: Pile, dst: Pile, card: Card) -> Reason:
        if src.kind not in ("hand", "waste"):
            return reason("rainbow.reserve_from")
        if not dst.cards:
            return reason("rainbow.reserve_empty")
        top = dst.cards[-1]
        below = self.rank_below(top.rank)
        if below is None:
            return reason("rainbow.reserve_closed", rank=top.rank)
        return reason("rainbow.reserve_needs", rank=card.rank, rank2=top.rank, rank3=below)

    def _why_not_waste(self, game: Game, dst: Pile) -> Reason:
        if self.params.balance:
            smallest = min(len(game.piles[pile_id].cards) for pile_id in self.waste_ids)
            over = len(dst.cards) + 1 - smallest
            return reason("rainbow.balance", pile=dst.id, n=over, m=self.params.balance)
        return reason("rainbow.waste_from_hand_only")


# -- the games -------------------------------------------------------------------------------

RAINBOW = RainbowParams(26, reserve_face_up=False, wastes=3, balance=2, redeals=3)
OPEN_SHOP = RainbowParams(18, reserve_face_up=True, wastes=5)
TOAD = RainbowParams(13, reserve_face_up=True, wastes=5, foundations=8, base_dealt=False, cyclic=False,
                     foundation_full=13, deep_ace=True)
STAR = RainbowParams(20, reserve_face_up=True, wastes=5, foundations=8, foundation_full=13)

RAINBOW_OPTIONS = {
    "redeals": OptionSpec("redeals", 3, (0, 1, 2, 3, 4, 5), "Redeals", "Пересдачи"),
    "balance": OptionSpec(
        "balance", 2, (0, 1, 2, 3, 4, 5),
        "Waste piles kept within this many cards of each other (0 = no limit)",
        "Наибольшая разница между стопками сброса (0 — без ограничения)",
    ),
}
TOAD_OPTIONS = {
    "deep_ace": OptionSpec(
        "deep_ace", True, (True, False),
        "One ace may be taken from inside the reserve",
        "Можно взять одного туза из глубины резерва",
    ),
    "two_reserves": OptionSpec(
        "two_reserves", False, (True, False), "Two reserve piles", "Два резерва",
    ),
    "reserve_size": OptionSpec(
        "reserve_size", 13, tuple(range(8, 21)), "Cards in the reserve", "Карт в резерве",
    ),
}


def _declare(
    game_id: str, name_en: str, name_ru: str, params: RainbowParams, options: dict[str, OptionSpec],
    table: str = "",
) -> GameInfo:
    def make(chosen: dict[str, Any]) -> RainbowRules:
        return RainbowRules(replace(params, **chosen))

    return GameInfo(game_id, name_en, name_ru, "rainbow", options, make, table=table)


GAMES: list[GameInfo] = [
    _declare("rainbow", "Rainbow", "Радуга", RAINBOW, RAINBOW_OPTIONS, table="arc"),
    _declare("open_shop", "Open Shop", "Открытый магазин", OPEN_SHOP, {}),
    _declare("toad", "Toad", "Жаба", TOAD, TOAD_OPTIONS),
    _declare("star", "Star", "Звезда", STAR, {}, table="star"),
]
