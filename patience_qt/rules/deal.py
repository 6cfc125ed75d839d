"""Reproducible deals: game number -> card order.

The shuffle must mean the same deal on every machine and every Python version for ever, so it is
defined here rather than borrowed from ``random`` (whose algorithm is not promised to stay).

Version 1 of the deal algorithm:

* PRNG: SplitMix64 (Steele, Lea, Flood 2014). State ``s`` is a 64-bit integer; each step adds
  ``0x9E3779B97F4A7C15`` and mixes the result with two xor-shift-multiply rounds.
* Seeding: the state starts at ``game_number`` xor ``0x50415449454E4345`` ("PATIENCE"), xor
  ``0x9E3779B97F4A7C15 * (salt + 1)`` so that further shuffles of the same deal (Rainbow's redeals use
  salt 1, 2, …) are independent streams.
* Bounded integers: unbiased, by rejection of the top of the 64-bit range.
* Shuffle: Fisher–Yates from the last position down: for ``i`` from ``n-1`` to 1, swap item ``i``
  with item ``j`` drawn uniformly from ``0..i``.

The deck's starting order is ``cards.deck(size)`` (suits S H D C, ranks A…K, or the piquet ranks).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

DEAL_VERSION = 1
MAX_GAME_NUMBER = 2**63 - 1
_MASK = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15
_PATIENCE = 0x50415449454E4345

T = TypeVar("T")


class SplitMix64:
    """The deal PRNG (see the module text for why it is our own)."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next64(self) -> int:
        self.state = (self.state + _GOLDEN) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, bound: int) -> int:
        """A uniform integer in ``0 .. bound-1``."""
        limit = (1 << 64) - ((1 << 64) % bound)
        while True:
            value = self.next64()
            if value < limit:
                return value % bound


def check_game_number(number: int) -> int:
    """Game numbers are whole numbers 0 … 2**63-1; anything else is refused with a clear word."""
    if isinstance(number, bool) or not isinstance(number, int):
        raise ValueError(f"a game number is a whole number, not {number!r}")
    if not 0 <= number <= MAX_GAME_NUMBER:
        raise ValueError(f"game number {number} is out of range (0 to {MAX_GAME_NUMBER})")
    return number


def shuffled(items: Sequence[T], game_number: int, salt: int = 0) -> list[T]:
    """The items in the order deal version 1 gives for this game number (and salt)."""
    rng = SplitMix64(check_game_number(game_number) ^ _PATIENCE ^ ((_GOLDEN * (salt + 1)) & _MASK))
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        j = rng.below(i + 1)
        result[i], result[j] = result[j], result[i]
    return result
