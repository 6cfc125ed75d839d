"""No status-bar message is cut at 1024 x 700, in either language (issue 40's play-test: Village's "…click
the stock to deal the …", the Russian "Перетаскивайте карты на базы; щелчок по пр…", Devil's Patience's end
message). Every text the status bar says in a game is measured with the bar's font against the room its
message has beside that game's figures at their widest: the family's first prompt, every refusal and end
reason of the rules (with long sample words), every hint (a phrase with its longest clauses, numbered), the
end-of-game lines as the window makes them, the keyboard's, Autoplay's and the solver's messages, and the
status tips of the window's actions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from patience_qt.rules import GAMES, Card, new_game, reason
from patience_qt.rules.reason_text import CLAUSES, PHRASES, SENTENCES, arguments_of
from patience_qt.ui.text import i18n
from patience_qt.ui.text.family_words import ui_family
from patience_qt.ui.text.reason_sentences import sentence
from patience_qt.ui.window.status_bar import fits

SAMPLES: dict[str, object] = {
    "card": Card.parse("10D"), "card2": Card.parse("10H"), "card3": Card.parse("QS"),
    "pile": "waste2", "rank": 12, "rank2": 11, "rank3": 13, "suit": "D", "n": 12, "m": 5,
}
FAMILY_CODES = {"rainbow", "clock", "village"}


def sample(code: str, **given):
    return reason(code, **{name: given.get(name, SAMPLES[name]) for name in arguments_of(code)})


def of_family(code: str, family: str) -> bool:
    head = code.split(".")[0]
    return head not in FAMILY_CODES or head == family


def main_window(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("MainWindow", text, None, n)


def status_texts(game_id: str) -> list[str]:
    family = GAMES[game_id].family
    texts = [main_window(ui_family(game_id).how_to_play)]
    again = main_window("This deal did not come out. Undo, restart, or deal again.")
    for code in SENTENCES:
        if not of_family(code, family) or ".lost." in code:  # why the solver proved a deal lost: its box says
            continue
        said = sentence(sample(code))
        texts.append(said)
        if code.startswith(("over.", "clock.over.")):  # the end of a game: "title — reason"
            title = main_window("No moves left" if code.startswith("clock.") else "Game over")
            texts.append(f"{title} — {said}")
    if family == "village":  # a refused click in Babette before the gathering: how it is done follows
        for clause in ("village.gather_by_drag", "village.gather_by_keys"):
            texts.append(sentence(sample("card_nowhere_to_go").then(sample(clause))))
        texts.append(QCoreApplication.translate(
            "Autoplay", "Autoplay stops here: the order in which the piles are gathered for the redeal is "
            "yours to choose (drag a pile onto the stock, or click the stock for the order offered)."))
    if family != "clock":  # the clock family's one hint is its step
        colon = [code for code in CLAUSES if CLAUSES[code].startswith(":")]
        comma = [code for code in CLAUSES if CLAUSES[code].startswith(",")]
        hint = QCoreApplication.translate("HintOverlay", "Hint {number} of {count}: {reason}")
        for code in PHRASES:
            longest = max((sample(code).then(sample(first), sample(second)) for first in colon
                           for second in comma), key=lambda made: len(sentence(made)))
            texts.append(hint.format(number=12, count=12, reason=sentence(longest)))
    texts += [
        f"{main_window('You won!')} — {main_window('%n moves in {time}.', 888).format(time='59:59')}",
        f"{main_window('Won with help')} — "
        + main_window("The solver helped in this game: it counts as won with help (played, not won)."),
        f"{main_window('No moves left')} — {again}",
        f"{main_window('No way forward')} — " + main_window(
            "Only moves that lead nowhere are left: this deal did not come out. Undo, restart, or deal "
            "again."),
        QCoreApplication.translate(
            "TableController", "The {card} goes to the lit place: arrows to choose another, Enter to put it "
            "there, Escape to leave it.").format(card="10♦"),
        sentence(reason("over.cannot_tell")) + " " + QCoreApplication.translate(
            "EndCheck", "Game → End this game ends it (it counts as lost)."),
    ]
    return texts


@pytest.fixture
def english_after():
    yield
    i18n.apply_language("en")
    QApplication.processEvents()


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("game_id", list(GAMES))
def test_no_status_text_is_cut_at_1024(open_table, english_after, game_id, language):
    i18n.apply_language(language)
    table = open_table(new_game(game_id, seed=2_147_483_647), size=(1024, 700))
    window = table.window
    QApplication.processEvents()
    labels = window.status_labels  # the figures at their widest
    for key, text in (("moves", window.tr("Moves: {count}").format(count=888)),
                      ("time", window.tr("Time: {time}").format(time="99:59")),
                      ("stock", window.tr("Stock: {count}").format(count=88))):
        labels[key].setText(text)
    QApplication.processEvents()
    label = window.statusBar().message_label
    metrics, room = label.fontMetrics(), label.room()
    texts = status_texts(game_id)
    texts += [action.statusTip() for action in window.findChildren(type(window.undo_action))
              if action.statusTip()]
    cut = [text for text in texts if not fits(metrics, text, room)]
    assert cut == [], (room, [(metrics.horizontalAdvance(text), text) for text in cut])
    window.statusBar().showMessage(max(texts, key=metrics.horizontalAdvance))
    assert not label.is_elided()
