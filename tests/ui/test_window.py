"""The main window: toolbar and menu commands, the end-of-game banner, the game chooser, preferences."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QCheckBox, QComboBox, QTextBrowser

from patience_qt.rules import GAMES, new_game
from patience_qt.ui.dialogs.chooser import ChooseGameDialog
from patience_qt.ui.window.main_window import MIN_SIZE, TITLE_BAR_ROOM, MainWindow

CLOCK_WON_BY_AUTOPLAY = 13  # a Clock deal the forced moves bring out


def test_the_window_opens_at_a_sensible_size_and_not_smaller_than_1024x700(qtbot, settings):
    window = MainWindow(new_game("clock", seed=1), settings=settings, deal_animation=False)
    qtbot.addWidget(window)
    # 1024×700 at least, but never more than the screen holds (the test screen is 800×800)
    room = QGuiApplication.primaryScreen().availableGeometry().size()
    room.setHeight(room.height() - TITLE_BAR_ROOM)  # the title bar is outside the window's size
    assert window.minimumSize() == MIN_SIZE.boundedTo(room)
    assert window.width() >= min(1024, room.width()) and window.height() >= min(700, room.height())
    toolbar = [action.text().replace("&", "") for action in window.findChildren(type(window.new_action))]
    for name in ("New game", "Restart", "Undo", "Redo", "Hint", "Autoplay"):
        assert name in toolbar


def test_autoplay_brings_a_clock_deal_home_and_the_banner_says_so(open_table):
    table = open_table(new_game("clock", seed=CLOCK_WON_BY_AUTOPLAY))
    table.controller.autoplayer.interval = 1  # a move every millisecond (250 ms in play)
    table.window.autoplay_action.trigger()
    table.qtbot.waitUntil(lambda: table.game.is_won(), timeout=10000)
    assert table.window.banner.isVisible()
    assert table.window.banner.title.text() == "You won!"


AS_SEEN = pytest.param("real", marks=(pytest.mark.slow, pytest.mark.real_pace))  # among the slow ones


@pytest.mark.parametrize("pace", ["test", AS_SEEN])
def test_a_won_game_celebrates_with_animation_and_every_card_comes_back_to_rest(open_table, pace):
    table = open_table(new_game("clock", seed=CLOCK_WON_BY_AUTOPLAY), animations=True)
    table.controller.autoplayer.interval = 1  # each step still waits for the cards to arrive
    table.window.autoplay_action.trigger()
    table.qtbot.waitUntil(lambda: table.game.is_won(), timeout=20000)
    table.settle()
    assert table.window.banner.isVisible()
    for item in table.scene.card_items:
        assert item.pos() == table.scene.places(item.pile_id)[item.index][0]


@pytest.mark.real_pace  # the resize must land in the hop up
def test_a_resize_while_the_win_is_celebrated_leaves_every_card_in_its_place(open_table):
    # the celebration hops the top cards up, then down: a resize in the hop up used to stop it once,
    # which started the hop down towards places measured at the old size
    won = new_game("clock", seed=CLOCK_WON_BY_AUTOPLAY)
    while not won.is_won():
        won.push(won.legal_moves()[0])
    game = new_game("clock", seed=CLOCK_WON_BY_AUTOPLAY)
    for move in won.moves[:-1]:
        game.push(move)
    table = open_table(game, animations=True)
    table.controller.play(won.moves[-1])  # the winning move
    table.qtbot.waitUntil(lambda: table.game.is_won() and table.controller.animator.running, timeout=5000)
    table.qtbot.wait(150)  # into the hop up
    table.window.resize(1180, 790)
    table.settle()
    for item in table.scene.card_items:
        assert item.pos() == table.scene.places(item.pile_id)[item.index][0], item.card


def test_a_lost_game_offers_undo_which_takes_the_banner_away(open_table):
    table = open_table(new_game("new_republican", seed=1))  # the first seven goes under its own pile
    table.click(table.card_pos("pile1"))
    assert table.game.is_lost()
    banner = table.window.banner
    assert banner.isVisible() and banner.title.text() == "No moves left"
    assert banner.undo_button.isEnabled()
    banner.undo_button.click()
    assert table.game.moves == [] and not banner.isVisible()


def test_the_end_banner_steps_away_for_a_look_at_the_table(open_table):
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    table = open_table(new_game("new_republican", seed=1))  # the first seven goes under its own pile
    table.click(table.card_pos("pile1"))
    banner = table.window.banner
    assert banner.isVisible()
    QTest.keyClick(table.view, Qt.Key.Key_Escape)
    assert not banner.isVisible()
    table.window._game_over("lost")
    table.click(table.card_pos("pile7"))  # a click on the table: it goes too
    assert not banner.isVisible()


def test_a_clock_family_game_says_what_ended_it(open_table):
    table = open_table(new_game("new_republican", seed=1))  # the first seven goes under its own pile
    table.click(table.card_pos("pile1"))
    detail = table.window.banner.detail.text()
    assert detail.startswith("The 7") and "turned up in its own pile, which ends the game." in detail


def test_new_game_and_restart(open_table):
    table = open_table(new_game("village", seed=7))
    table.click(table.card_pos("stock"))
    table.window.restart_action.trigger()
    assert table.game.moves == [] and table.game.seed == 7 and table.game.id == "village"
    table.window.new_action.trigger()
    assert table.game.id == "village" and table.game.seed != 7
    table.window.start("toad", seed=3, options={"two_reserves": True})
    assert table.game.id == "toad" and "reserve2" in table.scene.pile_items
    assert table.window.windowTitle().startswith("Toad #3")


def test_undo_and_redo_actions_follow_the_history(open_table):
    table = open_table(new_game("rainbow", seed=4))
    window = table.window
    assert not window.undo_action.isEnabled()
    table.click(table.card_pos("stock"))
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert table.game.moves == [] and window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert len(table.game.moves) == 1


def test_hint_outlines_a_card_and_its_target(open_table):
    table = open_table(new_game("clock", seed=2))
    table.hint()
    move = table.game.legal_moves()[0]
    assert [(mark.pile_id, mark.role) for mark in table.controller.hint_overlay.marks] == [
        (move.src, "card"), (move.dst, "target")]
    assert table.status_message().startswith("Hint: ")


def test_preferences_are_switched_and_kept(open_table, settings):
    table = open_table(new_game("clock", seed=2), animations=True, automove=True)
    window = table.window
    window.animations_action.trigger()
    window.automove_action.trigger()
    assert not table.controller.animate and not table.controller.automove
    assert settings.value("table/animations") in (False, "false")
    assert settings.value("table/automove") in (False, "false")


def test_the_chooser_lists_every_game_by_family_with_its_rules_and_options(qtbot):
    dialog = ChooseGameDialog("toad", {"two_reserves": True})
    qtbot.addWidget(dialog)
    tree = dialog.tree
    families = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    listed = [family.child(j).data(0, 256) for family in families for j in range(family.childCount())]
    assert sorted(listed) == sorted(GAMES)
    assert dialog.game_id() == "toad"
    assert "Toad" in dialog.browser.toPlainText() and "Жаба" in dialog.browser.toPlainText()
    assert dialog.options()["two_reserves"] is True
    assert isinstance(dialog._option_widgets["deep_ace"], QCheckBox)
    assert isinstance(dialog._option_widgets["reserve_size"], QComboBox)
    for family in families:  # every game shows its own rules
        for j in range(family.childCount()):
            tree.setCurrentItem(family.child(j))
            info = GAMES[dialog.game_id()]
            assert info.name_en in dialog.browser.toPlainText()
            assert dialog.options().keys() == info.options.keys()


def test_the_card_back_is_chosen_in_the_settings_and_kept(open_table, settings):
    table = open_table(new_game("clock", seed=2))
    art = table.scene.art
    assert art.back_name == "back-blue"
    red = next(action for action in table.window.back_actions.actions() if action.text() == "Red")
    red.trigger()
    assert art.back_name == "back-red" and settings.value("table/back") == "back-red"
    assert art.back(80).toImage().pixelColor(40, 56).red() > art.back(80).toImage().pixelColor(40, 56).blue()


def test_game_number_takes_any_game_number_and_refuses_others_in_one_line(open_table, monkeypatch):
    # the command line takes game numbers up to 2**63 - 1; so must Game → Game number…
    from PySide6.QtWidgets import QInputDialog

    table = open_table(new_game("clock", seed=5_000_000_000))
    window = table.window
    typed: list[str] = []
    widths: list[int] = []

    def answer(dialog: QInputDialog) -> int:
        typed.append(dialog.textValue())  # what the field offered: the current number
        dialog.show()  # as exec would: the dialog's layout sets its size now
        widths.append(dialog.width())
        dialog.hide()
        dialog.setTextValue(answers.pop(0))
        return 1

    monkeypatch.setattr(QInputDialog, "exec", answer)
    answers = ["9223372036854775807", "9223372036854775808"]
    window.choose_number()
    assert typed == ["5000000000"]
    assert widths[0] >= 340  # wide enough for its title, in Russian too (it opened 200 px wide)
    assert window.controller.game.seed == 9_223_372_036_854_775_807
    window.choose_number()  # one past the largest: a word, and the game stays
    assert window.controller.game.seed == 9_223_372_036_854_775_807
    assert window.statusBar().currentMessage() == "Game numbers go from 0 to 9223372036854775807."


def test_the_games_name_shows_beside_the_greeting_when_there_is_room(open_table):
    # The greeting is shown while the window is being built, before its status bar is laid out.
    table = open_table(new_game("village", seed=1), size=(1280, 800))
    window = table.window
    assert table.status_message().startswith("Drag cards to the foundations")
    labels = window.status_labels
    assert not labels["game"].isHidden() and not labels["number"].isHidden()


def test_with_no_game_on_the_table_the_actions_about_it_are_off(qtbot, settings):
    window = MainWindow(None, settings=settings, deal_animation=False)
    qtbot.addWidget(window)
    about_the_game = [window.restart_action, window.number_action, window.hint_action,
                      window.autoplay_action, window.solver_actions.solve_action,
                      window.profile_actions.save_as_action]
    assert not any(action.isEnabled() for action in about_the_game)
    assert window.new_action.isEnabled() and window.choose_action.isEnabled()
    window.controller.set_game(new_game("clock", seed=1))
    assert all(action.isEnabled() for action in about_the_game)


def test_a_game_left_with_only_builds_that_lead_nowhere_says_so_and_again_after_one(open_table):
    from patience_qt.rules import Card

    game = new_game("carnival", seed=1)
    for number in range(1, 9):
        game.set_cards(f"column{number}", ())
    game.set_cards("column1", tuple(Card.parse(text) for text in ("QC", "7D")))
    game.set_cards("column2", tuple(Card.parse(text) for text in ("JC", "8D")))
    game.set_cards("stock", ())
    table = open_table(game)
    banner = table.window.banner
    assert game.legal_moves() and banner.isVisible()
    assert banner.title.text() == "No way forward"  # not "No moves left": the builds are still there
    table.drag_card("column1", "column2")  # 7♦ onto 8♦: allowed; after it nothing at all can move
    assert len(game.moves) == 1 and game.legal_moves() == []
    assert banner.isVisible() and banner.title.text() == "No moves left"  # said again, not forgotten


def test_the_rules_of_the_game_on_the_table_are_at_hand(open_table):
    table = open_table(new_game("toad", seed=2))
    window = table.window
    assert window.rules_action.shortcut().toString() == "F1"
    window.rules_action.trigger()
    box = window.rules_box
    assert box.isVisible() and box.windowTitle() == "Rules: Toad"
    assert "Toad" in box.findChild(QTextBrowser, "rules").toPlainText()
    window.start("clock", seed=3)  # the open box follows the game
    assert box.windowTitle() == "Rules: Clock"
    assert "Clock" in box.findChild(QTextBrowser, "rules").toPlainText()
    box.close()
