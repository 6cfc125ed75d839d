"""Preferences (automatic moves, animation speed, card back, variants for new deals) and the Statistics
window (table, win-rate chart, resets)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from patience_qt.rules import GAMES, new_game
from patience_qt.store import Statistics
from patience_qt.store.statistics import MAX_COUNT, MAX_KEYS
from patience_qt.ui.dialogs.statistics_dialog import StatisticsDialog, WinRateChart, bars, clock_text
from patience_qt.ui.settings.preferences import SPEED_FACTOR, game_options, set_game_options


def test_the_preferences_dialog_sets_the_table_and_new_deals(open_table, settings):
    table = open_table(new_game("toad", seed=3), animations=False, automove=True)
    window = table.window
    dialog = window.profile_actions.preferences_dialog()
    assert dialog.game.currentData() == "toad"  # the variants of the game on the table come first
    # the tooltip says what automatic moves do (play/automove.py): never a move that can cost the game
    assert "only when that cannot cost the game" in dialog.automove.toolTip()
    dialog.automove.setChecked(False)
    dialog.speed.setCurrentIndex(dialog.speed.findData("slow"))
    dialog.back.setCurrentIndex(dialog.back.findData("back-red"))
    dialog.option_widgets["toad"]["two_reserves"].setChecked(True)
    redeals = dialog.option_widgets["rainbow"]["redeals"]
    redeals.setCurrentIndex(redeals.findData(5))
    window.profile_actions.apply(dialog)
    controller = window.controller
    assert not controller.automove and not window.automove_action.isChecked()
    assert controller.animate and controller.animator.speed == SPEED_FACTOR["slow"]
    assert window.animations_action.isChecked()
    assert table.scene.art.back_name == "back-red"
    assert settings.value("options/toad/two_reserves") in (True, "true")
    window.new_deal()
    assert table.game.id == "toad" and table.game.options["two_reserves"] is True
    window.start("rainbow")
    assert table.game.options["redeals"] == 5
    window.start("rainbow", options={"redeals": 1})  # an explicit choice still wins
    assert table.game.options["redeals"] == 1
    dialog.deleteLater()


def test_preferences_open_on_the_variants_of_the_game_on_the_table(open_table, qtbot):
    window = open_table(new_game("devils_two_decks", seed=3)).window
    dialog = window.profile_actions.preferences_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game.currentData() == "devils_two_decks"
    first = dialog.option_widgets["devils_two_decks"]["self_match_stop"]
    assert first.isVisible() and dialog.focusWidget() is first
    window.start("village", seed=1)  # a game played one way: its own page says so, not Rainbow's
    dialog = window.profile_actions.preferences_dialog()
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.game.currentData() == "village"
    page = dialog.pages.currentWidget()
    assert [label.text() for label in page.findChildren(QLabel)] == [
        "This game has no variants: it is played one way."]
    assert not any(widget.isVisible() for widget in dialog.option_widgets["rainbow"].values())


def test_animation_speed_off_switches_animations_off(open_table):
    table = open_table(new_game("clock", seed=1), animations=True)
    window = table.window
    dialog = window.profile_actions.preferences_dialog()
    dialog.speed.setCurrentIndex(dialog.speed.findData("off"))
    window.profile_actions.apply(dialog)
    assert not window.controller.animate and not window.animations_action.isChecked()
    dialog.deleteLater()


def test_games_without_variants_are_named_and_options_are_checked(settings, qtbot):
    from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog

    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    listed = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert listed == list(GAMES)  # every game, so that the one on the table is the one shown
    for game_id in ("open_shop", "star", "village", "babette", "carnival"):
        assert GAMES[game_id].name_en in dialog.no_options.text()
    settings.setValue("options/toad/reserve_size", "banana")
    settings.setValue("options/toad/deep_ace", "maybe")
    settings.setValue("options/rainbow/redeals", 99)
    assert game_options(settings, "toad") == {} and game_options(settings, "rainbow") == {}
    set_game_options(settings, "rainbow", {"balance": 0})
    assert game_options(settings, "rainbow") == {"redeals": 3, "balance": 0}


class Keeper:
    """What the Statistics window needs of a GameKeeper."""

    def __init__(self, statistics: Statistics) -> None:
        from PySide6.QtCore import QObject, Signal

        class Signals(QObject):
            recorded = Signal(str)

        self._signals = Signals()
        self.recorded = self._signals.recorded
        self.statistics = statistics
        self.resets: list[str | None] = []

    def reset_statistics(self, key: str | None = None) -> None:
        self.resets.append(key)
        if key is None:
            self.statistics.reset_all()
        else:
            self.statistics.reset(key)


def some_statistics() -> Statistics:
    statistics = Statistics()
    statistics.record("clock", True, 61.0, 52)
    statistics.record("clock", False, 0, 0)
    statistics.record("clock", True, 95.0, 52)
    statistics.record("toad[two_reserves=true]", True, 300.0, 140)
    statistics.record("toad", False, 0, 0)
    return statistics


def test_the_statistics_window_lists_every_game_and_variant(qtbot):
    keeper = Keeper(some_statistics())
    dialog = StatisticsDialog(keeper)
    qtbot.addWidget(dialog)
    rows = {dialog.table.item(r, 0).text(): [dialog.table.item(r, c).text() for c in range(8)]
            for r in range(dialog.table.rowCount())}
    assert dialog.table.rowCount() == len(GAMES) + 1  # every game, and Toad twice (two variants)
    assert rows["Clock"][1:] == ["3", "2", "67 %", "1", "1", "1:01", "52"]
    assert rows["Toad — Two reserve piles: yes"][1:4] == ["1", "1", "100 %"]
    assert rows["Toad"][1:4] == ["1", "0", "0 %"]
    assert rows["Rainbow"][1:4] == ["0", "0", "–"]
    assert "5 played" in dialog.summary.text() and "3 won" in dialog.summary.text()
    keeper.statistics.record("poker", True, 10.0, 5)  # a game this program does not know: no row
    dialog.refresh()
    assert dialog.table.rowCount() == len(GAMES) + 1 and "5 played" in dialog.summary.text()
    chart = {bar.name: (bar.played, bar.won) for bar in dialog.chart.bars}
    assert len(chart) == len(GAMES) and chart["Toad"] == (2, 1) and chart["Clock"] == (3, 2)


def test_the_statistics_window_shows_the_games_won_with_help(qtbot):
    statistics = some_statistics()
    keeper = Keeper(statistics)
    dialog = StatisticsDialog(keeper)
    qtbot.addWidget(dialog)
    header = dialog.table.horizontalHeaderItem(8)
    assert header.text() == "Won with help" and "not won" in header.toolTip()
    table = dialog.table
    rows = {table.item(r, 0).text(): table.item(r, 8).text() for r in range(table.rowCount())}
    assert rows["Clock"] == "0" and "with help" not in dialog.summary.text()
    statistics.record("clock", False, 40.0, 52, assisted=True)
    statistics.record("star", False, 40.0, 90, assisted=True)
    dialog.refresh()
    rows = {dialog.table.item(r, 0).text(): [dialog.table.item(r, c).text() for c in range(9)]
            for r in range(dialog.table.rowCount())}
    assert rows["Clock"][1:4] == ["4", "2", "50 %"] and rows["Clock"][8] == "1"  # played, not won
    assert rows["Star"][1:3] == ["1", "0"] and rows["Star"][8] == "1"
    assert "7 played" in dialog.summary.text() and "2 won with help" in dialog.summary.text()


def test_the_statistics_window_shows_the_largest_figures_a_file_may_hold(qtbot):
    # every variant key a file may hold (MAX_KEYS), each at MAX_COUNT: Qt's plurals take a 32-bit int
    entry = {name: MAX_COUNT for name in ("played", "won", "streak", "longest_streak", "fewest_moves")}
    entry["best_seconds"] = 1e9
    keys = ["clock"] + [f"toad[reserve_size={n}]" for n in range(MAX_KEYS - 1)]
    statistics = Statistics.from_dict({"format": "patience-qt-statistics", "version": 1,
                                       "games": {key: dict(entry) for key in keys}})
    dialog = StatisticsDialog(Keeper(statistics))
    qtbot.addWidget(dialog)
    assert f"{MAX_KEYS * MAX_COUNT} played" in dialog.summary.text()


def test_resetting_one_game_and_all(qtbot):
    keeper = Keeper(some_statistics())
    dialog = StatisticsDialog(keeper)
    qtbot.addWidget(dialog)
    assert not dialog.reset_button.isEnabled()  # nothing selected yet
    assert dialog.select("clock")
    assert dialog.reset_button.isEnabled()
    dialog.reset_selected(confirm=False)
    assert keeper.resets == ["clock"] and "clock" not in keeper.statistics
    dialog.reset_all(confirm=False)
    assert len(keeper.statistics) == 0 and not dialog.reset_all_button.isEnabled()


def test_the_statistics_window_follows_the_games_counted(open_table):
    table = open_table(new_game("new_republican", seed=1))
    window = table.window
    dialog = window.profile_actions.show_statistics()
    table.controller.play(table.game.legal_moves()[0])  # lost at once
    window.start("clock", seed=2)
    names = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    row = names.index("New Republican")
    table.qtbot.waitUntil(lambda: dialog.table.item(row, 1).text() == "1")  # once the loop is free
    dialog.close()


def counting_refreshes(dialog, monkeypatch) -> list[int]:
    """Each refresh of ``dialog`` from now on appends to the list (a refresh reads the rows once)."""
    calls: list[int] = []
    rows = dialog.rows

    def counted_rows():
        calls.append(1)
        return rows()

    monkeypatch.setattr(dialog, "rows", counted_rows)
    return calls


def test_games_counted_while_the_window_is_open_cost_one_refresh(qtbot, monkeypatch):
    keeper = Keeper(some_statistics())
    dialog = StatisticsDialog(keeper)
    qtbot.addWidget(dialog)
    dialog.show()
    calls = counting_refreshes(dialog, monkeypatch)
    for _ in range(50):
        keeper.statistics.record("clock", False, 0, 0)
        keeper.recorded.emit("clock")
    assert calls == []  # not one refresh each
    qtbot.waitUntil(lambda: calls == [1])
    qtbot.wait(20)
    assert calls == [1]
    rows = {dialog.table.item(r, 0).text(): dialog.table.item(r, 1).text()
            for r in range(dialog.table.rowCount())}
    assert rows["Clock"] == "53"


def test_games_counted_while_the_window_is_hidden_are_shown_when_it_opens(qtbot, monkeypatch):
    keeper = Keeper(some_statistics())
    dialog = StatisticsDialog(keeper)
    qtbot.addWidget(dialog)
    calls = counting_refreshes(dialog, monkeypatch)
    keeper.statistics.record("rainbow", True, 30.0, 80)
    keeper.recorded.emit("rainbow")
    keeper.recorded.emit("rainbow")
    qtbot.wait(20)
    assert calls == []
    dialog.show()
    assert calls == [1]
    names = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert dialog.table.item(names.index("Rainbow"), 1).text() == "1"


def test_the_statistics_window_at_a_thousand_variants(qtbot, monkeypatch):
    # the most a file may hold (MAX_KEYS): every row and total right, and the figures' columns measured
    # once a refresh from the texts, not by automatic widths that measure every row again at each cell
    statistics = Statistics()
    statistics.record("clock", True, 61.0, 52)
    for number in range(MAX_KEYS - 1):
        statistics.record(f"toad[reserve_size={number}]", number % 3 == 0, 60.0 + number, 100 + number)
    dialog = StatisticsDialog(Keeper(statistics))
    qtbot.addWidget(dialog)
    dialog.show()
    table = dialog.table
    assert table.rowCount() == MAX_KEYS + len(GAMES) - 2  # clock, toad's variants, 12 games unplayed
    texts = {table.item(r, 0).text(): [table.item(r, c).text() for c in range(8)]
             for r in range(table.rowCount())}
    assert len(texts) == table.rowCount()
    assert texts["Toad — Cards in the reserve: 997"][1:] == ["1", "0", "0 %", "0", "0", "–", "–"]
    assert texts["Toad — Cards in the reserve: 996"][1:] == ["1", "1", "100 %", "1", "1", "17:36", "1096"]
    won = 1 + len(range(0, MAX_KEYS - 1, 3))
    assert f"{MAX_KEYS} played" in dialog.summary.text() and f"{won} won" in dialog.summary.text()
    chart = {bar.name: (bar.played, bar.won) for bar in dialog.chart.bars}
    assert chart["Toad"] == (MAX_KEYS - 1, won - 1) and chart["Clock"] == (1, 1)
    header = table.horizontalHeader()
    for column in range(1, 8):
        assert header.sectionResizeMode(column) == header.ResizeMode.Fixed
        assert header.sectionSize(column) >= table.sizeHintForColumn(column)  # no figure is cut
    fits = []
    fit = dialog._fit_columns
    monkeypatch.setattr(dialog, "_fit_columns", lambda texts: fits.append(len(texts)) or fit(texts))
    dialog.refresh()
    assert fits == [table.rowCount()]


def test_the_chart_draws(qtbot):
    chart = WinRateChart()
    qtbot.addWidget(chart)
    chart.set_bars(bars(some_statistics()), "Win rate by game", "not played yet")
    chart.resize(700, chart.sizeHint().height())
    image = chart.grab().toImage()
    assert not image.isNull() and image.width() == 700
    greens = sum(1 for x in range(0, 700, 4) for y in range(0, image.height(), 4)
                 if image.pixelColor(x, y).green() > image.pixelColor(x, y).red() + 40)
    assert greens > 50  # the bars are there


def test_clock_text():
    assert clock_text(None) == "–" and clock_text(61.4) == "1:01" and clock_text(3723) == "1:02:03"


def test_the_statistics_window_fits_a_screen_of_700_pixels_and_its_chart_scrolls(qtbot):
    # It was ~880 px tall (the chart of fourteen bars under the table): at 1024x700 its buttons were
    # off the screen.
    dialog = StatisticsDialog(Keeper(some_statistics()))
    qtbot.addWidget(dialog)
    assert dialog.minimumSizeHint().height() <= 600
    dialog.resize(1000, 640)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.height() <= 640
    assert dialog.buttons.geometry().bottom() < dialog.height()
    area = dialog.chart_area
    assert area.height() < dialog.chart.height()  # the chart does not fit: it scrolls, whole
    assert area.verticalScrollBar().maximum() > 0
    assert dialog.chart.height() == dialog.chart.sizeHint().height()


def test_the_statistics_window_names_what_it_uses_of_the_keeper() -> None:
    """Typed, not ``Any``: the box takes a ``StatisticsKeeper`` (the figures, their reset, the signal of a
    game counted), which the window's ``GameKeeper`` and this file's stand-in both are."""
    import typing

    from patience_qt.ui.dialogs.statistics_dialog import StatisticsKeeper
    from patience_qt.ui.window.keeper import GameKeeper

    assert typing.get_type_hints(StatisticsDialog.__init__)["keeper"] is StatisticsKeeper
    for keeper in (GameKeeper, Keeper(Statistics())):
        assert all(hasattr(keeper, name) for name in ("recorded", "statistics", "reset_statistics"))
