"""The game remembered: saved on close and after moves, resumed with its undo/redo history; Save as /
Open; statistics of won and lost games; a damaged saved game reported, kept aside, a new game dealt."""

from __future__ import annotations

import json
import os
import stat
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QSettings

from patience_qt.rules import Card, new_game
from patience_qt.rules.cards import SUITS
from patience_qt.store import Profile
from patience_qt.ui.window.first_game import first_game
from patience_qt.ui.window.keeper import SAVE_DELAY_MS
from patience_qt.ui.window.main_window import MainWindow


def winning_clock_order() -> list[Card]:
    """Pile X holds the four cards of rank X+1 (the K pile holds the aces): the clock comes out."""
    return [Card(k % 13 + 1 + 1 if k % 13 + 1 < 13 else 1, SUITS[k // 13]) for k in range(52)]


@pytest.fixture
def data_dir(tmp_path):
    return tmp_path / "data"


@pytest.fixture
def make_window(qtbot, settings, data_dir):
    windows: list[MainWindow] = []

    def make(game=None, automove: bool = False) -> MainWindow:
        settings.setValue("table/automove", automove)
        window = MainWindow(game, settings=settings, deal_animation=False, profile=Profile(data_dir))
        qtbot.addWidget(window)
        window.show()
        windows.append(window)
        return window

    yield make
    for window in windows:
        window.controller.animator.stop()


def play_moves(window: MainWindow, count: int) -> None:
    """The player makes ``count`` moves (the first legal one each time), automatic moves following."""
    controller = window.controller
    for _ in range(count):
        game = controller.game
        moves = game.legal_moves()
        assert moves, "the deal ran out of moves"
        controller.play(moves[0])


def answer_questions(monkeypatch, answer: str) -> list[str]:
    """Every question box is answered with the button named ``answer``; the texts asked, in order."""
    from PySide6.QtWidgets import QMessageBox

    asked: list[str] = []

    def question(parent, title, text, buttons, default):
        asked.append(text)
        return getattr(QMessageBox.StandardButton, answer)

    monkeypatch.setattr(QMessageBox, "question", question)
    return asked


def steps(window: MainWindow) -> list[list]:
    return [list(step.moves) for step in window.controller.session.steps]


def test_closing_and_reopening_resumes_the_position_and_the_undo_and_redo_history(make_window):
    first = make_window(new_game("village", seed=7), automove=True)
    play_moves(first, 6)
    first.controller.undo()
    first.controller.undo()
    game = first.controller.game
    position, played = game.snapshot(), list(game.moves)
    history_before, index = steps(first), first.controller.session.done
    assert any(len(step) > 1 for step in history_before) or len(history_before) == 6
    first.close()

    second = make_window()
    assert first_game(second) is True
    resumed = second.controller.game
    assert resumed.snapshot() == position and resumed.moves == played
    assert steps(second) == history_before and second.controller.session.done == index
    # undo takes back the same moves as before the program closed; redo brings back what was undone
    second.controller.undo()
    assert resumed.moves == played[: len(played) - len(history_before[index - 1])]
    second.controller.redo()
    second.controller.redo()
    second.controller.redo()
    assert resumed.moves == [move for step in history_before for move in step]


def test_the_current_game_is_saved_shortly_after_each_move(qtbot, make_window, data_dir):
    window = make_window(new_game("clock", seed=3))
    play_moves(window, 2)
    qtbot.wait(SAVE_DELAY_MS + 200)
    saved = json.loads((data_dir / "current_game.json").read_text())
    assert saved["game"] == "clock" and len(saved["moves"]) == 2 and saved["steps"] == [1, 1]


def test_time_played_is_kept(make_window, monkeypatch):
    """The time played goes into the saved game and runs on from there once the resumed game is played;
    the time the program was closed counts for nothing. The sessions read the test's own clock: the
    seconds are exact however fast or slow the machine runs the windows."""
    import patience_qt.play.session as session_module

    now = [1000.0]
    monkeypatch.setattr(session_module, "time", SimpleNamespace(monotonic=lambda: now[0]))
    first = make_window(new_game("clock", seed=3))
    play_moves(first, 1)  # the clock starts at the first move
    now[0] += 95
    assert first.controller.elapsed_ms() == 95_000
    first.close()
    now[0] += 3600  # an hour away from the game
    second = make_window()
    first_game(second)
    assert second.controller.elapsed_ms() == 95_000  # it stands until the player moves
    now[0] += 10
    assert second.controller.elapsed_ms() == 95_000
    play_moves(second, 1)
    now[0] += 5
    assert second.controller.elapsed_ms() == 100_000


def test_a_saved_file_opened_on_a_fresh_profile_gives_the_same_position(make_window, tmp_path, qtbot,
                                                                         settings):
    window = make_window(new_game("toad", seed=3, options={"two_reserves": True}))
    play_moves(window, 5)
    window.controller.undo()
    path = tmp_path / "elsewhere" / "toad-3.json"
    path.parent.mkdir()
    assert window.profile_actions.save_game_as(str(path))
    game = window.controller.game

    fresh = MainWindow(None, settings=QSettings(str(tmp_path / "other.ini"), QSettings.Format.IniFormat),
                       deal_animation=False, profile=Profile(tmp_path / "fresh"))
    qtbot.addWidget(fresh)
    assert fresh.profile_actions.open_game(str(path))
    opened = fresh.controller.game
    assert opened.id == "toad" and opened.options["two_reserves"] is True
    assert opened.snapshot() == game.snapshot() and opened.moves == game.moves
    assert steps(fresh) == steps(window) and fresh.controller.can_redo()


def test_opening_a_bad_file_changes_nothing_and_says_why(make_window, tmp_path):
    window = make_window(new_game("clock", seed=3))
    before = window.controller.game
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert not window.profile_actions.open_game(str(bad))
    assert window.controller.game is before
    assert "could not be opened" in window.statusBar().currentMessage()


def test_statistics_after_a_won_and_a_lost_game(make_window, data_dir):
    window = make_window(new_game("clock", order=winning_clock_order()))
    while not window.controller.game.is_won():
        play_moves(window, 1)
    statistics = window.keeper.statistics
    won = statistics.get("clock")
    assert (won.played, won.won, won.streak, won.longest_streak) == (1, 1, 1, 1)
    assert won.fewest_moves == len(window.controller.game.moves) and won.best_seconds is not None
    assert not (data_dir / "current_game.json").exists()  # a won game is not resumed

    window.start("new_republican", seed=1)
    play_moves(window, 1)  # the first seven goes under its own pile: lost at once
    assert window.controller.game.is_lost()
    window.start("clock", seed=5)  # leaving a lost game counts it
    lost = window.keeper.statistics.get("new_republican")
    assert (lost.played, lost.won, lost.streak) == (1, 0, 0) and lost.best_seconds is None

    on_disk = json.loads((data_dir / "statistics.json").read_text())
    assert on_disk["games"]["clock"]["won"] == 1 and on_disk["games"]["new_republican"]["played"] == 1
    window.start("clock", seed=6)  # a game left without a move is not counted
    assert window.keeper.statistics.get("clock").played == 1


@pytest.mark.parametrize("then", ["won again", "left"])
def test_a_won_game_undone_and_resumed_next_time_is_not_counted_again(make_window, then):
    first = make_window(new_game("clock", order=winning_clock_order()))
    while not first.controller.game.is_won():
        play_moves(first, 1)
    first.controller.undo()
    first.close()

    second = make_window()
    assert first_game(second) is True and not second.controller.game.is_won()
    if then == "won again":
        second.controller.redo()
        assert second.controller.game.is_won()
    else:
        second.start("clock", seed=5)  # leaving it would count it as lost, had it not been counted
    figures = second.keeper.statistics.get("clock")
    assert (figures.played, figures.won, figures.streak) == (1, 1, 1)


def test_a_game_with_only_the_deals_automatic_moves_is_not_counted_when_left(make_window):
    window = make_window(new_game("toad", seed=30), automove=True)
    assert window.controller.game.moves, "this deal starts with automatic moves"
    window.new_deal()
    assert window.keeper.statistics.get("toad").played == 0


def test_variants_are_counted_apart(make_window):
    window = make_window(new_game("new_republican", seed=1, options={"self_match_stop": False}))
    play_moves(window, 1)
    window.start("clock", seed=5)
    keys = window.keeper.statistics.keys()
    assert keys == ["new_republican[self_match_stop=false]"]


def test_a_damaged_current_game_is_reported_kept_aside_and_a_new_game_is_dealt(make_window, data_dir,
                                                                                settings):
    data_dir.mkdir()
    (data_dir / "current_game.json").write_text('{"format": "patience-qt-game", "version": 1, "game": ')
    settings.setValue("game/last", "village")
    window = make_window()
    assert first_game(window) is True
    assert window.controller.game is not None and window.controller.game.id == "village"
    assert (data_dir / "current_game.json.damaged").is_file()
    message = window.statusBar().currentMessage()
    assert "current_game.json.damaged" in message and "new game" in message
    assert "\n" not in message


def test_damaged_statistics_are_reported_kept_aside_and_begun_again(make_window, data_dir, settings):
    data_dir.mkdir()
    (data_dir / "statistics.json").write_text("not json at all")
    settings.setValue("game/last", "clock")
    window = make_window()
    first_game(window)
    assert (data_dir / "statistics.json.damaged").is_file()
    message = window.statusBar().currentMessage()
    assert "statistics could not be read" in message and "statistics.json.damaged" in message
    assert window.keeper.statistics.keys() == []


def test_a_deal_the_solvers_line_finished_counts_as_played_not_won(make_window, qtbot):
    window = make_window(new_game("clock", order=winning_clock_order()))
    dialog = window.solver_actions.ask()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=10_000)
    dialog.player.interval = 0
    play_moves(window, 1)  # the player's own first move: the game would count
    dialog.show_solution()
    qtbot.waitUntil(lambda: window.controller.game.is_won(), timeout=20_000)
    entry = window.keeper.statistics.get(window.keeper.statistics.keys()[0])
    assert (entry.played, entry.won, entry.assisted) == (1, 0, 1)  # played, won with help
    assert entry.best_seconds is None and entry.fewest_moves is None
    assert window.banner.title.text() == "Won with help"
    dialog.close()


def test_the_first_deal_of_a_session_is_a_winnable_one_when_so_preferred(make_window, settings, qtbot):
    from patience_qt.play.solver import WINNABLE, solve
    from patience_qt.ui.settings.winnable_preference import WINNABLE_ONLY_KEY

    settings.setValue("game/last", "clock")
    settings.setValue(WINNABLE_ONLY_KEY, True)
    window = make_window()
    assert first_game(window) is True  # no saved game: a new deal of the last game played
    first = window.controller.game
    qtbot.waitUntil(lambda: window.controller.game is not first, timeout=20_000)
    assert solve(window.controller.game).verdict == WINNABLE


def test_history_leaves_out_nothing_of_a_deal_opened_with_moves_played(make_window):
    game = new_game("clock", seed=3)
    for _ in range(3):
        game.push(game.legal_moves()[0])
    window = make_window(game)
    play_moves(window, 1)
    session = window.controller.session
    redo, step_sizes = session.redo_moves, session.step_sizes
    assert redo == [] and step_sizes == [1, 1, 1, 1]


def test_a_saved_game_the_table_cannot_show_is_kept_aside_and_logged(make_window, data_dir, settings,
                                                                      monkeypatch):
    first = make_window(new_game("clock", seed=3))
    play_moves(first, 2)
    first.close()
    settings.setValue("game/last", "clock")
    second = make_window()

    def broken(_loaded):
        raise RuntimeError("a bug in resuming")

    monkeypatch.setattr(second.keeper, "resume", broken)
    assert first_game(second) is True
    assert second.controller.game is not None and second.controller.game.moves == []
    assert (data_dir / "current_game.json.damaged").is_file()
    assert "a bug in resuming" in (data_dir / "crash.log").read_text()


def test_a_deal_asked_for_by_name_counts_the_game_in_progress_as_lost_and_says_so(make_window):
    first = make_window(new_game("clock", seed=7))
    play_moves(first, 2)
    first.close()

    second = make_window()
    assert first_game(second, "toad", seed=3) is True
    assert second.controller.game.id == "toad"
    assert second.keeper.statistics.get("clock").played == 1  # as New game in the window would
    assert second.statusBar().currentMessage() == (
        "The game in progress, Clock #7, was left for this deal and counted as lost.")
    second.close()
    third = make_window()
    assert first_game(third) is True and third.controller.game.id == "toad"
    assert third.keeper.statistics.get("clock").played == 1


def test_two_copies_on_one_profile_keep_each_others_games(make_window, data_dir, qtbot):
    toad = make_window(new_game("toad", seed=5))  # the first copy: it holds the saved game
    clock = make_window(new_game("clock", order=winning_clock_order()))
    assert toad.keeper.holds_saved_game and not clock.keeper.holds_saved_game
    while not clock.controller.game.is_won():
        play_moves(clock, 1)
    play_moves(toad, 1)
    toad.start("toad", seed=6)  # counts Toad #5 as lost, on top of the Clock win the other copy counted
    on_disk = json.loads((data_dir / "statistics.json").read_text())["games"]
    assert on_disk["clock"]["won"] == 1 and on_disk["toad"]["played"] == 1

    play_moves(toad, 1)
    toad.close()  # its game in progress is saved
    clock.close()  # its game was won: nothing to keep, and the other copy's saved game is not its own
    saved = json.loads((data_dir / "current_game.json").read_text())
    assert saved["game"] == "toad" and saved["seed"] == 6


def test_a_second_copy_neither_counts_nor_replaces_the_game_the_first_is_playing(make_window, data_dir,
                                                                                   qtbot):
    first = make_window(new_game("clock", seed=7))
    play_moves(first, 2)
    first.keeper.flush()
    saved = (data_dir / "current_game.json").read_bytes()

    second = make_window()  # started with --game while the first copy plays
    assert first_game(second, "toad", seed=3) is True and second.controller.game.id == "toad"
    assert "clock" not in second.keeper.statistics  # the first copy's game is not counted as lost
    message = second.statusBar().currentMessage()
    assert message.startswith("Another copy of Patience Qt (process ")
    assert message.endswith(" has the saved game open; the games of this window are not kept when it "
                            "closes (Game → Save as… keeps one).")
    play_moves(second, 2)
    qtbot.wait(SAVE_DELAY_MS + 200)
    second.start("toad", seed=4)  # its own game left for another counts as lost, as in any copy
    assert second.keeper.statistics.get("toad").played == 1
    second.ask_before_losing_the_game = False
    second.close()
    assert (data_dir / "current_game.json").read_bytes() == saved  # the last copy to close wrote nothing

    third = make_window()  # a copy started without --game while the first plays: a deal of its own
    assert first_game(third) is True and third.controller.game.moves == []
    assert (data_dir / "current_game.json").read_bytes() == saved
    first.close()
    fourth = make_window()
    assert first_game(fourth) is True and fourth.controller.game.id == "clock"
    assert len(fourth.controller.game.moves) == 2


def test_closing_a_second_copy_with_a_game_in_play_asks_first(make_window, monkeypatch):

    make_window(new_game("clock", seed=7))
    second = make_window(new_game("clock", seed=3))
    second.ask_before_losing_the_game = True
    play_moves(second, 1)
    asked = answer_questions(monkeypatch, "Cancel")
    assert second.close() is False
    assert asked == ["The game could not be saved (another copy of Patience Qt holds the saved game). If "
                     "you close now, its moves are lost. Close anyway?"]


def test_autoplay_writes_the_game_while_it_plays(make_window, data_dir, qtbot):
    """Clock #3, Autoplay: before, every move put the save off again and nothing reached the disk
    until Autoplay stopped (a crash meanwhile lost every move)."""
    window = make_window(new_game("clock", seed=3))
    window.controller.autoplayer.toggle()
    assert window.controller.autoplayer.running
    path = data_dir / "current_game.json"

    def saved_while_playing() -> bool:
        assert window.controller.autoplayer.running, "Autoplay stopped before anything was saved"
        return path.exists() and len(json.loads(path.read_text())["moves"]) > 0

    qtbot.waitUntil(saved_while_playing, timeout=5000)
    window.controller.autoplayer.stop()


def test_a_save_put_off_by_move_after_move_waits_a_second_at_most(make_window, monkeypatch):
    import patience_qt.ui.window.keeper as keeper_module

    window = make_window(new_game("clock", seed=3))
    keeper = window.keeper
    keeper.flush()
    now = [100.0]
    monkeypatch.setattr(keeper_module.time, "monotonic", lambda: now[0])
    writes = 0
    unsaved_since: float | None = None  # the first move not yet written
    due: float | None = None  # when the keeper's timer writes
    waits: list[float] = []
    for step in range(12):  # a move every 250 ms, as Autoplay makes them
        now[0] = 100.0 + step * 0.25
        if due is not None and due <= now[0]:  # the timer's time came before this move
            keeper.flush()
            writes, unsaved_since = writes + 1, None
        unsaved_since = now[0] if unsaved_since is None else unsaved_since
        keeper._changed()
        due = now[0] + keeper._timer.interval() / 1000
        waits.append(due - unsaved_since)
    assert writes >= 2  # twelve moves in three seconds: written as they went, not only at the end
    assert max(waits) <= keeper_module.MAX_SAVE_WAIT_MS / 1000 + 1e-9
    assert waits[0] == pytest.approx(SAVE_DELAY_MS / 1000)  # a lone move still waits for a burst
    keeper.flush()
    now[0] = 200.0
    keeper._changed()
    assert keeper._timer.interval() == SAVE_DELAY_MS  # a write starts the wait afresh


def test_a_count_the_disk_refused_is_said_kept_and_written_later(make_window, data_dir, monkeypatch, qtbot):
    """The game's save and the statistics' save failing for one reason: the second was dropped as a
    repeat of the first, and the count lost for good."""
    import patience_qt.store.profile as profile_module

    window = make_window(new_game("clock", seed=7))
    said: list[str] = []
    window.keeper.warning.connect(said.append)

    def read_only(*args, **kwargs):
        raise OSError(30, "Read-only file system")

    real_game, real_statistics = profile_module.save_game, profile_module.save_statistics
    monkeypatch.setattr(profile_module, "save_game", read_only)
    monkeypatch.setattr(profile_module, "save_statistics", read_only)
    play_moves(window, 2)
    window.keeper.flush()
    window.start("clock", seed=8)  # Clock #7 left after moves: counted as lost
    window.keeper.flush()
    assert said == ["The game could not be saved (Read-only file system).",
                    "The statistics could not be saved (Read-only file system); the results are kept and "
                    "saved as soon as that works."]
    assert window.keeper.statistics.get("clock").played == 1
    assert not (data_dir / "statistics.json").exists()

    monkeypatch.setattr(profile_module, "save_game", real_game)
    monkeypatch.setattr(profile_module, "save_statistics", real_statistics)
    play_moves(window, 1)
    window.keeper.flush()
    assert said[-1] == "The statistics are saved now, with the results that waited."
    on_disk = json.loads((data_dir / "statistics.json").read_text())["games"]
    assert on_disk["clock"]["played"] == 1


def test_closing_with_results_not_yet_counted_on_the_file_asks_first(make_window, monkeypatch):

    import patience_qt.store.profile as profile_module

    window = make_window(new_game("clock", seed=7))
    window.ask_before_losing_the_game = True
    monkeypatch.setattr(profile_module, "save_statistics", _refuse)
    play_moves(window, 1)
    window.start("clock", seed=8)
    asked = answer_questions(monkeypatch, "Cancel")
    assert window.close() is False
    assert asked == ["The statistics could not be saved (No space left on device). If you close now, the "
                     "results not yet saved are lost. Close anyway?"]


def _refuse(*args, **kwargs):
    raise OSError(28, "No space left on device")


def test_a_damaged_saved_game_that_cannot_be_moved_aside_is_said_so(make_window, data_dir, settings,
                                                                    monkeypatch, qtbot):
    import patience_qt.store.profile as profile_module

    def read_only(path):
        raise OSError(30, "Read-only file system")

    monkeypatch.setattr(profile_module, "keep_aside", read_only)
    data_dir.mkdir()
    (data_dir / "current_game.json").write_text("{")
    settings.setValue("game/last", "clock")
    window = make_window()
    assert first_game(window) is True
    message = window.statusBar().currentMessage()
    assert message == ("The saved game could not be read nor moved aside; current_game.json is left as "
                       "it is and this game will not be saved. A new game is dealt.")
    play_moves(window, 1)
    qtbot.wait(SAVE_DELAY_MS + 200)
    assert window.statusBar().currentMessage() == message  # not replaced by a save failure saying less
    assert (data_dir / "current_game.json").read_text() == "{"


@pytest.mark.parametrize("answer", ["Cancel", "Close"])
def test_closing_with_a_game_that_cannot_be_saved_asks_first(make_window, monkeypatch, answer):

    window = make_window(new_game("clock", seed=3))
    window.ask_before_losing_the_game = True  # as the program's own window does
    play_moves(window, 1)
    monkeypatch.setattr(window.keeper.profile, "save_current", lambda *args, **kwargs: "Disk full")
    asked = answer_questions(monkeypatch, answer)
    assert window.close() is (answer == "Close")
    assert asked == ["The game could not be saved (Disk full). If you close now, its moves are lost. "
                     "Close anyway?"]
    assert window.isVisible() is (answer == "Cancel")


def test_two_damaged_files_are_said_one_after_the_other(make_window, data_dir, settings, monkeypatch,
                                                        qtbot):
    import patience_qt.ui.window.first_game as first_game_module

    monkeypatch.setattr(first_game_module, "WARNING_MS", 400)
    data_dir.mkdir()
    (data_dir / "statistics.json").write_text("not json at all")
    (data_dir / "current_game.json").write_text("{")
    settings.setValue("game/last", "clock")
    window = make_window()
    first_game(window)
    bar = window.statusBar()
    assert bar.currentMessage() == ("The saved game could not be read; it was kept as "
                                    "current_game.json.damaged. A new game is dealt.")
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("The statistics could not be read"),
                    timeout=2000)


def test_a_version_1_saved_game_resumes_in_the_window_with_its_undo_and_redo(make_window, data_dir):
    """The fixture was written by the program while the undo stack still held the history itself."""
    from pathlib import Path

    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "saved_game_v1.json"
    data_dir.mkdir()
    (data_dir / "current_game.json").write_bytes(fixture.read_bytes())
    data = json.loads(fixture.read_text())
    window = make_window()
    assert first_game(window) is True
    controller = window.controller
    assert controller.game.id == "village" and len(controller.game.moves) == len(data["moves"])
    assert [len(step) for step in steps(window)] == data["steps"]
    assert controller.session.done == 6 and window.undo_action.text() == "&Undo: deal"
    assert 125 <= controller.elapsed_ms() / 1000 < 126
    controller.redo()
    controller.redo()
    assert len(controller.game.moves) == len(data["moves"]) + len(data["redo"])
    for _ in range(8):
        controller.undo()
    assert controller.game.moves == [] and not controller.can_undo()
    assert window.undo_action.text() == "&Undo"


def test_a_saved_game_of_the_format_before_the_saved_form_resumes_in_the_window(make_window, data_dir):
    """The fixture was written by Save as… while the store took the history as loose values: it resumes
    with its steps, its redo tail named on Redo, its time and its counted mark (leaving it counts nothing)."""
    from pathlib import Path

    fixture = Path(__file__).resolve().parents[1] / "fixtures" / "saved_game_current.json"
    data_dir.mkdir()
    (data_dir / "current_game.json").write_bytes(fixture.read_bytes())
    data = json.loads(fixture.read_text())
    window = make_window()
    assert first_game(window) is True
    controller = window.controller
    assert controller.game.id == "rainbow" and controller.game.options == data["options"]
    assert [len(step) for step in steps(window)] == data["steps"] and controller.session.done == 6
    assert window.redo_action.isEnabled() and window.redo_action.text() == "Re&do: turn the stock"
    assert 187 <= controller.elapsed_ms() / 1000 < 188 and controller.session.counted
    window.start("clock", seed=3)
    assert len(window.keeper.statistics) == 0  # counted already: leaving it for a new deal counts nothing


def test_a_deal_asked_for_by_name_after_a_lost_game_does_not_say_a_game_was_given_up(make_window):
    first = make_window(new_game("clock", seed=7))
    while not first.controller.game.is_over():
        play_moves(first, 1)
    assert first.controller.game.is_lost()
    first.close()

    second = make_window()
    assert first_game(second, "toad", seed=3) is True
    assert second.keeper.statistics.get("clock").played == 1  # it is counted, as a lost game
    assert "was left for this deal" not in second.statusBar().currentMessage()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_named_pipes_as_the_saved_game_and_statistics_do_not_stop_the_start(make_window, data_dir, settings,
                                                                           monkeypatch, qtbot, no_hang):
    import patience_qt.ui.window.first_game as first_game_module

    monkeypatch.setattr(first_game_module, "WARNING_MS", 400)
    data_dir.mkdir()
    os.mkfifo(data_dir / "current_game.json")
    os.mkfifo(data_dir / "statistics.json")
    settings.setValue("game/last", "clock")
    with no_hang():
        window = make_window()
        assert first_game(window) is True
    assert window.controller.game is not None and window.controller.game.id == "clock"
    bar = window.statusBar()
    assert bar.currentMessage() == ("The saved game file current_game.json is not a regular file; it was "
                                    "left alone and this game will not be saved. A new game is dealt.")
    qtbot.waitUntil(lambda: bar.currentMessage().startswith("The statistics file statistics.json is not a "
                                                            "regular file; it was left alone"), timeout=2000)
    with no_hang():
        play_moves(window, 2)
        window.keeper.flush()
    assert sorted(path.name for path in data_dir.iterdir() if path.suffix != ".lock") == [
        "current_game.json", "statistics.json"]  # the locks of the copies of the program aside
    assert all(stat.S_ISFIFO(os.lstat(data_dir / name).st_mode) for name in ("current_game.json",
                                                                            "statistics.json"))


def test_a_link_to_nothing_beside_a_damaged_game_does_not_stop_the_start(make_window, data_dir, settings):
    data_dir.mkdir()
    (data_dir / "current_game.json").write_text("{")
    (data_dir / "current_game.json.damaged").write_text("an older damaged game")
    os.symlink(data_dir / "gone", data_dir / "current_game.json.damaged.3")
    settings.setValue("game/last", "village")
    window = make_window()
    assert first_game(window) is True
    assert window.controller.game.id == "village"
    assert (data_dir / "current_game.json.damaged.1").read_text() == "{"
    message = window.statusBar().currentMessage()
    assert "kept as current_game.json.damaged.1." in message
    assert os.path.islink(data_dir / "current_game.json.damaged.3")


def test_the_name_of_a_damaged_copy_is_found_without_following_links(data_dir):
    from patience_qt.ui.window.first_game import damaged_copy

    data_dir.mkdir()
    (data_dir / "statistics.json.damaged").write_text("x")
    os.symlink(data_dir / "gone", data_dir / "statistics.json.damaged.3")
    profile = Profile(data_dir)  # a fresh profile: it moved nothing aside itself, the folder is looked at
    assert damaged_copy(profile, profile.statistics_path) == "statistics.json.damaged"
