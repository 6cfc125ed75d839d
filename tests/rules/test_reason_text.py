"""The table of the rules' sentences: every code has an English template whose blanks its reasons fill,
a reason is data (compared, hashed, refused when malformed), and this is the one place that reads the
English of a reason."""

from __future__ import annotations

import pytest

from patience_qt.rules import Card, Reason, reason
from patience_qt.rules.reason_text import CLAUSES, ENGLISH, PHRASES, SENTENCES, arguments_of, english

SAMPLES: dict[str, object] = {
    "card": Card.parse("7S"), "card2": Card.parse("8H"), "card3": Card.parse("10D"),
    "pile": "waste2", "rank": 7, "rank2": 8, "rank3": 1, "suit": "H", "n": 3, "m": 2,
}


def sample(code: str) -> Reason:
    """A reason of this code with sample arguments."""
    return reason(code, **{name: SAMPLES[name] for name in arguments_of(code)})


def test_the_tables_do_not_share_a_code_and_every_template_is_one_line():
    assert not (SENTENCES.keys() & PHRASES.keys()) and not (SENTENCES.keys() & CLAUSES.keys())
    assert not (PHRASES.keys() & CLAUSES.keys())
    assert len(ENGLISH) == len(SENTENCES) + len(PHRASES) + len(CLAUSES) > 100
    assert all(template.strip() and "\n" not in template for template in ENGLISH.values())


@pytest.mark.parametrize("code", sorted(ENGLISH))
def test_every_code_formats_with_sample_arguments(code: str):
    text = english(sample(code))
    assert text and "{" not in text and "}" not in text
    if code not in CLAUSES:
        assert text[0].isupper() and text.endswith("."), text


def test_the_english_sentences_read_as_the_rules_say():
    seven, eight = Card.parse("7S"), Card.parse("8H")
    assert str(reason("rainbow.not_in_pile", card=seven, pile="reserve2")) == "The 7♠ is not in reserve 2."
    assert str(reason("rainbow.not_in_pile", card=seven, pile="reserve")) == "The 7♠ is not in the reserve."
    assert str(reason("rainbow.foundation_start", rank=8, rank2=1)) == (
        "An 8 cannot start a foundation: only aces can.")
    assert str(reason("rainbow.reserve_needs", rank=7, rank2=9, rank3=8)) == (
        "A 7 cannot go on the reserve's 9: it needs an 8.")
    assert str(reason("rainbow.balance", pile="waste1", n=3, m=2)) == (
        "Waste pile 1 would then hold 3 cards more than the smallest waste pile; keep them within 2.")
    assert str(reason("village.ace_foundation_suit", suit="S")) == (
        "The ace foundation of spades takes only spades."
    )
    assert str(reason("clock.hint.under", card=seven, rank=7)) == "The 7♠ goes under the sevens' pile."
    hint = reason("hint.put_on", card=eight, pile="foundation1").then(
        reason("hint.turns_up", pile="reserve"), reason("hint.then_many", n=2))
    assert str(hint) == ("Put the 8♥ on foundation 1: it turns up the next reserve card, "
                         "and 2 cards can then go to the foundations.")
    assert str(reason("hint.on_reserve", card=eight).then(None)) == "Put the 8♥ on the reserve."


def test_a_reason_is_a_value():
    seven = Card.parse("7S")
    one = reason("rainbow.not_in_pile", card=seven, pile="reserve")
    assert one == reason("rainbow.not_in_pile", pile="reserve", card=seven.turned(True))
    assert one != reason("rainbow.not_in_pile", card=seven, pile="reserve2")
    assert len({one, reason("rainbow.not_in_pile", card=seven, pile="reserve")}) == 1
    assert one.args == {"card": seven, "pile": "reserve"} and one.code == "rainbow.not_in_pile"


def test_a_malformed_reason_is_refused_when_made_not_when_said():
    with pytest.raises(ValueError, match="no sentence"):
        reason("rainbow.no_such_code")
    with pytest.raises(ValueError, match="takes the arguments card, pile"):
        reason("rainbow.not_in_pile", card=Card.parse("7S"))
    with pytest.raises(ValueError, match="takes the arguments none"):
        reason("rainbow.stock_empty", n=1)


@pytest.mark.parametrize("rank, sentence", [
    (8, "An 8 can only go under the eights' pile."),
    (1, "An ace can only go under the aces' pile."),
    (7, "A 7 can only go under the sevens' pile."),
])
def test_the_article_of_a_clock_refusal_follows_the_rank(rank, sentence):
    # "A 8 can only go under the eights' pile" was said in Moving House (#49)
    assert english(reason("clock.under_its_pile", rank=rank)) == sentence
