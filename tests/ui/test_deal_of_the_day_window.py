"""Game → Deal of the day in the window: today's proved-winnable deal of the game on the table, in both
languages; winning it puts the day in the statistics, which the Statistics window shows."""

from __future__ import annotations

import datetime
import json

import pytest

from patience_qt.play.deal_of_the_day import deal_of_the_day
from patience_qt.rules import new_game
from patience_qt.store import Profile
from patience_qt.ui.dialogs.statistics_dialog import DAYS_COLUMN, StatisticsDialog
from patience_qt.ui.settings.preferences import set_game_options
from patience_qt.ui.text import i18n
from patience_qt.ui.window.main_window import MainWindow
from tools import record_winning_lines

DAY = datetime.date(2026, 12, 6)


@pytest.fixture
def window(qtbot, settings, tmp_path):
    settings.setValue("table/automove", False)  # the recorded line plays every move itself
    set_game_options(settings, "toad", {"deep_ace": False})  # a preferred variant, not the day's
    made = MainWindow(new_game("toad", seed=5, options={"deep_ace": False}), settings=settings,
                      deal_animation=False, profile=Profile(tmp_path / "data"))
    qtbot.addWidget(made)
    made.show()
    made.deal_of_the_day.fixed_day = DAY
    yield made
    made.controller.animator.stop()


def game_menu_texts(window: MainWindow) -> list[str]:
    return [action.text() for action in window.game_menu.actions()]


def test_the_game_menu_deals_the_days_deal_in_the_standard_variant(window) -> None:
    texts = game_menu_texts(window)
    assert texts.index("Deal of the &day") == texts.index("Game n&umber…") + 1
    window.deal_of_the_day.action.trigger()  # the game on the table has no move yet: nothing to ask
    game = window.controller.game
    assert (game.id, game.seed) == ("toad", deal_of_the_day("toad", DAY))
    assert game.options == new_game("toad", seed=1).options  # the standard variant, not the preferred one
    message = window.statusBar().currentMessage()
    assert message.startswith("Deal of the day, ") and f"game number {game.seed}" in message


def test_a_game_without_proved_winnable_deals_has_the_action_off_and_says_why(window) -> None:
    window.start("carnival", seed=3)
    action = window.deal_of_the_day.action
    window.game_menu.aboutToShow.emit()  # the menu opens
    assert not action.isEnabled() and "no deal of the day" in action.statusTip()
    window.start("clock", seed=3)
    window.game_menu.aboutToShow.emit()
    assert action.isEnabled()


def test_winning_the_days_deal_remembers_the_day_and_the_statistics_show_it(window, monkeypatch) -> None:
    monkeypatch.setattr("patience_qt.play.deal_of_the_day.calendar_day", lambda: DAY)  # the day it is won
    window.deal_of_the_day.action.trigger()
    game = window.controller.game
    line = record_winning_lines.read_lines()[("toad", "toad")][game.seed]
    for move in record_winning_lines.decode(game.copy(history=False), line):
        window.controller.play(move)
    assert window.controller.game.is_won()
    entry = window.keeper.statistics.get("toad")
    assert entry.won == 1 and entry.days_won == ["2026-12-06"]
    on_disk = json.loads((window.keeper.profile.statistics_path).read_text(encoding="utf-8"))
    assert on_disk["games"]["toad"]["days_won"] == ["2026-12-06"]
    dialog = StatisticsDialog(window.keeper, window)
    assert dialog.table.horizontalHeaderItem(DAYS_COLUMN).text() == "Days won"
    row = next(r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 0).text() == "Toad")
    cell = dialog.table.item(row, DAYS_COLUMN)
    assert cell.text().startswith("1, latest ") and "2026" in cell.toolTip()
    # asked again the same day: the day's deal again, and the player is told it was won already
    window.deal_of_the_day.action.trigger()
    assert "won already" in window.statusBar().currentMessage()


def test_an_ordinary_win_of_another_deal_records_no_day(window) -> None:
    days = (DAY, datetime.date.today())
    taken = {deal_of_the_day("toad", day - datetime.timedelta(days=back)) for day in days for back in (0, 1)}
    seed = next(s for s in record_winning_lines.read_lines()[("toad", "toad")] if s not in taken)
    window.start("toad", seed=seed, options={})
    line = record_winning_lines.read_lines()[("toad", "toad")][seed]
    for move in record_winning_lines.decode(window.controller.game.copy(history=False), line):
        window.controller.play(move)
    entry = window.keeper.statistics.get("toad")
    assert entry.won == 1 and entry.days_won == []


def test_russian(window, qtbot) -> None:
    i18n.apply_language("ru")
    try:
        qtbot.waitUntil(lambda: "Расклад &дня" in game_menu_texts(window))
        window.deal_of_the_day.action.trigger()
        assert window.statusBar().currentMessage().startswith("Расклад дня, ")
        dialog = StatisticsDialog(window.keeper, window)
        assert dialog.table.horizontalHeaderItem(DAYS_COLUMN).text() == "Дней выиграно"
    finally:
        i18n.apply_language("en")


def test_a_clock_familys_deal_of_the_day_comes_out_and_counts_its_day(window, monkeypatch) -> None:
    """A game whose moves are forced: its day's deal is one its forced moves win."""
    monkeypatch.setattr("patience_qt.play.deal_of_the_day.calendar_day", lambda: DAY)
    window.start("clock", seed=3)
    window.deal_of_the_day.action.trigger()
    game = window.controller.game
    assert (game.id, game.seed) == ("clock", deal_of_the_day("clock", DAY))
    while not game.is_over():
        window.controller.play(game.legal_moves()[0])  # the one move there is
    assert window.controller.game.is_won()
    assert window.keeper.statistics.get("clock").days_won == ["2026-12-06"]
