"""A variant's one name (``rules.variants``): the statistics and the odds table key by it, and a key of
the odds table's older form reads as the same variant."""

from __future__ import annotations

import pytest

from patience_qt.rules import GAMES
from patience_qt.rules.variants import options_text, read_variant_key, split_key, variant_key


def test_a_key_names_the_game_and_its_options_that_differ() -> None:
    assert variant_key("toad") == variant_key("toad", {"deep_ace": True}) == "toad"
    toad = "toad[deep_ace=false,reserve_size=10]"
    assert variant_key("toad", {"reserve_size": 10, "deep_ace": False}) == toad
    assert split_key(toad) == ("toad", {"deep_ace": False, "reserve_size": 10})


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_the_odds_tables_older_keys_read_as_the_same_variant(game_id: str) -> None:
    info = GAMES[game_id]
    assert read_variant_key(game_id, "standard") == variant_key(game_id) == game_id
    for name, spec in info.options.items():
        for value in spec.choices:
            options = {name: value}
            older = "standard" if value == spec.default else f"{name}={str(value).lower()}"
            key = variant_key(game_id, options)
            assert read_variant_key(game_id, older) == key  # the older form
            assert read_variant_key(game_id, key) == key  # the one form, as it is
            assert options_text(key) == older  # what the odds table's Variant column shows, as before


def test_a_key_of_another_game_or_an_unknown_option_names_no_variant() -> None:
    for game_id, key in [("rainbow", "toad[deep_ace=false]"), ("rainbow", "deep_ace=false"),
                         ("toad", "reserve_size=99"), ("toad", "no such key")]:
        with pytest.raises(ValueError):
            read_variant_key(game_id, key)
