"""One word for the reserve's available card in the rules texts: "outer" in English, «крайняя» in Russian
(they said top, outer, lowest, the end of the rainbow, the bottom card of the column)."""

from __future__ import annotations

import re

import pytest

from patience_qt.rules.reason_text import ENGLISH
from patience_qt.rules.texts.rainbow import RAINBOW_TEXTS

OTHER_WORDS_EN = re.compile(r"reserve's top|top card of the (fan|reserve)|lowest card of|bottom card of the "
                            r"column|end of the rainbow if")
OTHER_WORDS_RU = re.compile(r"на верхн\w* карт\w* резерва|доступна (только )?верхняя|"
                            r"на нижн\w* карт\w* столбца|только самая нижняя|на конец радуги")


@pytest.mark.parametrize("game_id", sorted(RAINBOW_TEXTS))
def test_the_reserves_available_card_is_its_outer_card(game_id):
    english, russian = RAINBOW_TEXTS[game_id]["en"], RAINBOW_TEXTS[game_id]["ru"]
    assert not OTHER_WORDS_EN.search(english)
    assert not OTHER_WORDS_RU.search(russian)
    assert "outer card" in english
    assert "крайн" in russian


def test_the_refusal_says_outer_too():
    assert "outer card" in ENGLISH["rainbow.outer_card_only"]
