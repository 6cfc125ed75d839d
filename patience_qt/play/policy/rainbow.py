"""A baseline policy for the Rainbow family: greedy, deterministic, no look-ahead.

In order of preference:

1. a card to a foundation: the reserve's outer card first (it uncovers the reserve), then a waste top
   (it uncovers the pile), then the hand card; Toad's deep ace (the deepest one) after those;
2. extend a reserve: a waste top first (it uncovers the pile), then the hand card;
3. the hand card onto a waste pile, chosen by how soon the foundations will want each card (see
   ``waste_for``): ideally onto a card wanted just after it, so the pile unwinds in order;
4. turn the stock;
5. redeal.
"""

from __future__ import annotations

from ...rules import Card, Game, Move

NOT_WANTED = 99  # a card no foundation will ever want again (Toad, below every foundation's need)


def wanted_in(game: Game, card: Card) -> int:
    """How many cards each foundation still needs before this card's rank (the least over foundations)."""
    rules = game.rules
    best = NOT_WANTED
    for rank, _piles in rules.foundation_needs(game).items():
        if rules.params.cyclic:
            steps = (card.rank - rank) % 13
        elif card.rank >= rank:
            steps = card.rank - rank
        else:
            continue
        best = min(best, steps)
    return best


def waste_for(game: Game, card: Card, targets: list[str]) -> str:
    """The waste pile to put the hand card on, among the allowed ``targets``.

    Best: a pile whose top the foundations want later than the card, the smaller the gap the better
    (the card will leave first and then uncover the next one wanted). Next: an empty pile. Last: the
    pile whose top is wanted latest, since burying it costs least. Ties go to the smaller pile, then
    to the first.
    """
    mine = wanted_in(game, card)

    def key(pile_id: str) -> tuple[int, int, int]:
        pile = game.piles[pile_id]
        if pile.top is None:
            return (1, 0, 0)
        theirs = wanted_in(game, pile.top)
        if theirs > mine:
            return (0, theirs - mine, len(pile.cards))
        return (2, -theirs, len(pile.cards))

    return min(targets, key=key)


def choose_move(game: Game) -> Move | None:
    moves = game.legal_moves()
    if not moves:
        return None
    piles = game.piles

    def is_top(move: Move) -> bool:
        return move.card_index == len(piles[move.src].cards) - 1

    to_foundation = [m for m in moves if m.kind == "move" and piles[m.dst].kind == "foundation"]
    for kind in ("reserve", "waste", "hand"):
        for move in to_foundation:
            if piles[move.src].kind == kind and is_top(move):
                return move
    deep = [m for m in to_foundation if not is_top(m)]
    if deep:
        return min(deep, key=lambda m: m.card_index or 0)

    to_reserve = [m for m in moves if m.kind == "move" and piles[m.dst].kind == "reserve"]
    for kind in ("waste", "hand"):
        for move in to_reserve:
            if piles[move.src].kind == kind:
                return move

    to_waste = [m for m in moves if m.kind == "move" and piles[m.dst].kind == "waste"]
    if to_waste:
        card = to_waste[0].card
        assert card is not None
        target = waste_for(game, card, [m.dst for m in to_waste])
        return next(m for m in to_waste if m.dst == target)

    for kind in ("turn", "redeal"):
        for move in moves:
            if move.kind == kind:
                return move
    return None
