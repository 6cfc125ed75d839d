"""The Clock family (docs/rules.md B1–B7): every card goes "from apartment to apartment".

There is never a choice: the turned card must go under the pile of its rank. The player still makes
each step (drag or click), so the one legal move is a ``step`` from the current pile. The turned
card lies face up on top of the current pile until it is moved; the step that moves it turns the
next one.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from ..cards import PIQUET_RANKS, Card
from ..family import GameInfo, OptionSpec, Rules
from ..game import Game
from ..moves import Move
from ..piles import Pile
from ..reasons import Reason, reason

KING = 13
ALL_RANKS: tuple[int, ...] = tuple(range(1, 14))


@dataclass(frozen=True)
class ClockParams:
    """What tells one clock game from another."""

    deck_size: int
    homes: tuple[int | None, ...]  # home rank of pile1, pile2, …; None: a reserve pile with no home
    start_pile: str | None  # where the first chain starts when no chain source has a card
    chain_source: str | None = None  # the pile each new chain is started from
    reserve_size: int = 0  # the last cards of the deal, set apart as the pile ``reserve``
    kings_aside: bool = False  # a turned king goes to ``discard`` and ends the chain
    counting_deal: bool = False  # Travellers: dealt face up, counting A…K, matches set aside
    self_match_stop: bool = True


class ClockRules(Rules):
    def __init__(self, params: ClockParams) -> None:
        self.params = params
        self.deck_size = params.deck_size
        self.home_pile = {home: f"pile{i}" for i, home in enumerate(params.homes, 1) if home is not None}

    # -- the deal ----------------------------------------------------------------------------
    def setup(self, game: Game, order: list[Card]) -> None:
        p = self.params
        for i, home in enumerate(p.homes, 1):
            game.add_pile(Pile(f"pile{i}", "pile", home=home))
        if p.reserve_size:
            game.add_pile(Pile("reserve", "reserve"))
        if p.kings_aside:
            game.add_pile(Pile("discard", "discard"))
        if p.counting_deal:
            game.add_pile(Pile("travellers", "travellers"))
            piles, aside = self._counting_deal(order)
            for i, cards in enumerate(piles, 1):
                game.set_cards(f"pile{i}", [card.turned(False) for card in reversed(cards)])
            game.set_cards("travellers", [card.turned(False) for card in reversed(aside)])
        else:
            count = len(p.homes)
            round_cards = len(order) - p.reserve_size
            dealt: list[list[Card]] = [[] for _ in p.homes]
            for k, card in enumerate(order[:round_cards]):
                dealt[k % count].append(card.turned(False))
            for i, cards in enumerate(dealt, 1):
                game.set_cards(f"pile{i}", cards)
            if p.reserve_size:
                game.set_cards("reserve", [card.turned(False) for card in order[round_cards:]])
        game.state["current"] = None
        game.state["chains"] = 0
        self._start_chain(game)

    def _counting_deal(self, order: list[Card]) -> tuple[list[list[Card]], list[Card]]:
        """Deal face up round the piles calling A, 2, … K; a card that matches its call is a traveller."""
        piles: list[list[Card]] = [[] for _ in self.params.homes]
        aside: list[Card] = []
        position = 0
        for card in order:
            if card.rank == self.params.homes[position]:
                aside.append(card)
            else:
                piles[position].append(card)
                position = (position + 1) % len(piles)
        return piles, aside

    def _start_chain(self, game: Game) -> None:
        """Turn the card that starts the next chain, or end the game when none is left."""
        source = self.params.chain_source
        if source and game.pile(source).cards:
            pile_id: str | None = source
        elif game.state["chains"] == 0 and self.params.start_pile:
            pile_id = self.params.start_pile
        else:
            pile_id = None
        game.state["current"] = pile_id
        if pile_id is not None:
            game.state["chains"] = int(game.state["chains"] or 0) + 1
            self._turn_top(game, pile_id)

    def _turn_top(self, game: Game, pile_id: str) -> None:
        cards = game.pile(pile_id).cards
        game.set_cards(pile_id, cards[:-1] + (cards[-1].turned(True),))

    # -- play --------------------------------------------------------------------------------
    def target_of(self, card: Card) -> str:
        if self.params.kings_aside and card.rank == KING:
            return "discard"
        return self.home_pile[card.rank]

    def legal_moves(self, game: Game) -> list[Move]:
        current = game.state["current"]
        if current is None:
            return []
        card = game.pile(str(current)).top
        assert card is not None
        return [Move("step", str(current), self.target_of(card), card)]

    def apply(self, game: Game, move: Move) -> None:
        card = move.card
        assert card is not None
        src = game.pile(move.src)
        game.set_cards(move.src, src.cards[:-1])
        if move.dst == "discard":
            game.set_cards("discard", game.pile("discard").cards + (card.turned(True),))
            self._start_chain(game)
            return
        dst = game.pile(move.dst)
        game.set_cards(move.dst, (card.turned(True),) + dst.cards)
        top = dst.cards[-1]
        if (self.params.self_match_stop and move.src == move.dst) or top.face_up:
            self._start_chain(game)
        else:
            game.state["current"] = move.dst
            self._turn_top(game, move.dst)

    def why_illegal(self, game: Game, move: Move) -> Reason:
        legal = self.legal_moves(game)
        if not legal:
            return reason("clock.game_over")
        forced = legal[0]
        if forced.card is None:
            return reason("clock.only_a_turned_card")
        if move.kind != "step" or move.src != forced.src or move.card != forced.card:
            return reason("clock.only_the_turned_card", card=forced.card)
        if forced.dst == "discard":
            return reason("clock.king_aside")
        return reason("clock.under_its_pile", rank=forced.card.rank)

    def over_reason(self, game: Game) -> Reason | None:
        if game.state["current"] is not None or self.is_won(game) or not game.moves:
            return None
        last = game.moves[-1]
        if self.params.self_match_stop and last.src == last.dst and last.card is not None:
            return reason("clock.over.own_pile", card=last.card)
        # the card that ended it is named, as the table marks it (end_mark): a ring alone round one card
        # of four alike in a fan does not say which one
        if self.params.chain_source == "travellers":
            return reason("clock.over.travellers_used", card=last.card)
        if self.params.chain_source:
            return reason("clock.over.reserve_used", card=last.card)
        return reason("clock.over.nothing_to_turn", card=last.card)

    def over_card(self, game: Game) -> tuple[str, int] | None:
        """The last step's card ended the game (the card that turned up in its own pile, the one
        whose step brought the chain to a pile with nothing to turn, or the reserve's last): it lies
        under its pile, or last among the kings set aside."""
        if self.over_reason(game) is None:
            return None
        last = game.moves[-1]
        return (last.dst, len(game.pile("discard").cards) - 1 if last.dst == "discard" else 0)

    move_kind = "step"  # a card goes under the pile of its rank

    @property
    def counting_deal(self) -> bool:  # type: ignore[override]
        return self.params.counting_deal

    forced = True  # the turned card has one place to go: the deal decides the game

    def lifts(self, game: Game, pile_id: str, index: int) -> bool:
        """Only the turned card: the face-up cards on the table are the ones already home."""
        return index in game.movable_indices(pile_id)

    def why_pressed(self, game: Game, pile_id: str) -> Reason | None:
        """A press on a pile says which card may move now."""
        if not game.pile(pile_id).cards:
            return None
        return self.why_illegal(game, Move("step", pile_id, pile_id, None))

    def is_won(self, game: Game) -> bool:
        if game.state["current"] is not None:
            return False
        for pile in game.piles.values():
            if pile.kind == "discard":
                continue
            if pile.home is None and pile.cards:
                return False
            if any(not card.face_up or card.rank != pile.home for card in pile.cards):
                return False
        return True


def _self_match_option(default: bool) -> dict[str, OptionSpec]:
    return {
        "self_match_stop": OptionSpec(
            "self_match_stop", default, (True, False),
            "A card turned from its own pile ends the chain",
            "Карта, открытая в своей же стопке, останавливает раскладку",
        )
    }


def _declare(
    game_id: str, name_en: str, name_ru: str, params: ClockParams, table: str = ""
) -> GameInfo:
    def make(options: dict[str, Any]) -> ClockRules:
        stop = options.get("self_match_stop", params.self_match_stop)
        return ClockRules(replace(params, self_match_stop=stop))

    if params.counting_deal:
        # the counting deal sets every card of a pile's own rank aside, so no card ever turns up in its
        # own pile: the self-match option would change nothing (it was offered once; saved games name it)
        return GameInfo(game_id, name_en, name_ru, "clock", {}, make, dropped_options=("self_match_stop",),
                        table=table)
    return GameInfo(game_id, name_en, name_ru, "clock", _self_match_option(params.self_match_stop), make,
                    table=table)


GAMES: list[GameInfo] = [
    _declare("moving_house", "Moving House", "С квартиры на квартиру",
             ClockParams(52, ALL_RANKS, start_pile="pile13")),
    _declare("new_republican", "New Republican", "Новая республиканка",
             ClockParams(32, PIQUET_RANKS, start_pile="pile1")),
    _declare("clock", "Clock", "Часы",
             ClockParams(52, ALL_RANKS, start_pile="pile13", self_match_stop=False), table="dial"),
    _declare("republican", "Republican", "Республиканка",
             ClockParams(52, ALL_RANKS, start_pile=None, chain_source="reserve", reserve_size=3)),
    _declare("devils", "Devil's Patience", "Чёртов пасьянс",
             ClockParams(52, ALL_RANKS[:12] + (None,), start_pile=None, chain_source="pile13",
                         kings_aside=True)),
    _declare("devils_two_decks", "Devil's Patience (two decks)", "Чёртов пасьянс (две колоды)",
             ClockParams(104, ALL_RANKS[:12] + (None,), start_pile=None, chain_source="pile13",
                         kings_aside=True)),
    _declare("travellers", "Travellers", "Путешественники",
             ClockParams(52, ALL_RANKS, start_pile="pile13", chain_source="travellers",
                         counting_deal=True)),
]
