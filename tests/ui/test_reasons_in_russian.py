"""The rules' reasons in Russian: every code's template has a finished translation, and every code
formats with sample arguments into Russian words only (the English program: the English sentence)."""

from __future__ import annotations

import re

import pytest

from patience_qt.rules import Card, Reason, reason
from patience_qt.rules.reason_text import CLAUSES, ENGLISH, arguments_of
from patience_qt.ui.text import i18n
from patience_qt.ui.text.reason_sentences import sentence
from tools import build_translations

LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
KEY_NAMES = ("Enter",)  # a key is named as its cap reads, in any language (Babette's gathering by keys)
SAMPLES: dict[str, object] = {
    "card": Card.parse("7S"), "card2": Card.parse("8H"), "card3": Card.parse("10D"),
    "pile": "waste2", "rank": 7, "rank2": 8, "rank3": 1, "suit": "H", "n": 3, "m": 2,
}


def sample(code: str) -> Reason:
    return reason(code, **{name: SAMPLES[name] for name in arguments_of(code)})


@pytest.fixture
def russian(qapp):
    i18n.apply_language("ru")
    yield
    i18n.apply_language("en")


def test_every_code_has_a_finished_russian_translation():
    have = build_translations.read_ts(build_translations.ts_path("ru"))
    for code, template in ENGLISH.items():
        # a template with a count in it (%n) is a plural text
        translation = have.get(build_translations.Message("Rules", template, numerus="%n" in template))
        assert translation is not None and translation.finished, (code, template)
        assert translation.texts[0].strip(), (code, template)


@pytest.mark.parametrize("code", sorted(ENGLISH))
def test_every_code_formats_in_russian(russian, code: str):
    said = sentence(sample(code))
    words = said
    for key in KEY_NAMES:
        words = words.replace(key, "")
    assert said and not LATIN_WORD.search(words) and "{" not in said, (code, said)
    if code not in CLAUSES:
        assert said.endswith("."), (code, said)


def test_a_hint_is_translated_part_by_part(russian):
    hint = reason("hint.put_on", card=Card.parse("8S"), pile="foundation1").then(
        reason("hint.clears", pile="reserve"), reason("hint.then_one"))
    assert sentence(hint) == (
        "Положите 8♠ на «база 1»: «резерв» опустеет, и затем ещё одна карта уйдёт на базу."
    )


def test_the_english_program_says_the_english_sentences(qapp):
    i18n.apply_language("en")
    for code in ENGLISH:
        assert sentence(sample(code)) == str(sample(code))


def test_an_undo_step_is_named_in_the_programs_language(russian):
    from patience_qt.play.session import Session
    from patience_qt.rules import new_game
    from patience_qt.ui.window.play_actions import describe_move

    session = Session(new_game("rainbow", seed=1))
    session.play(next(move for move in session.game.legal_moves() if move.kind == "turn"))
    assert describe_move(session.step(0).name) == "открыть карту из прикупа"


@pytest.mark.parametrize(("language", "one", "three"), [
    ("en", "its 1 outer card, the 8♥, cannot reach", "its 3 outer cards, down to the 8♥, cannot all reach"),
    ("ru", "1 крайняя карта этого места, до 8♥ включительно, не может",
     "3 крайние карты этого места, до 8♥ включительно, не могут все"),
])
def test_a_counted_reason_agrees_with_its_count(qapp, language, one, three):
    """The solver's proof about a reserve's order named its "1 outer cards" (play-test, issue 40): the
    count takes the plural form it needs, in the window's both languages and headless."""
    i18n.apply_language(language)
    try:
        lost = {n: reason("rainbow.lost.reserve_order", pile="reserve", n=n, card=Card.parse("8H"))
                for n in (1, 3)}
        assert one in sentence(lost[1])
        assert three in sentence(lost[3])
        assert "outer cards" not in sentence(lost[1]) and "1 крайние" not in sentence(lost[1])
    finally:
        i18n.apply_language("en")
    assert "its 1 outer card, the 8♥, cannot reach" in str(lost[1])
    assert "its 3 outer cards, down to the 8♥" in str(lost[3])
