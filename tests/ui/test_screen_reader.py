"""The table through Qt's accessibility, as a screen reader finds it (headless: QAccessible's interfaces,
and the program's one record of what a screen reader is given to say, ``text.speech.heard``). The real
accessibility bus is ``test_screen_reader_bus.py``."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from tablekit import placed

from patience_qt.rules import new_game, reason
from patience_qt.ui.text import i18n
from patience_qt.ui.text.speech import ANNOUNCED, FOCUS
from patience_qt.ui.text.speech import heard as record

Name, Description = QAccessible.Text.Name, QAccessible.Text.Description
# reserve: 26 cards, the outer one (25) face up; the base card (26) starts foundation 1; then the stock
RAINBOW_ORDER = placed({24: "8C", 25: "7S", 26: "6H", 27: "8D", 28: "6C"}, 104)


@pytest.fixture(autouse=True)
def english():
    """The English program (its plural forms are translations too), and again after a Russian test."""
    i18n.apply_language("en")
    yield
    i18n.apply_language("en")


def heard(table) -> tuple[list[str], list[str]]:
    """What is announced and what the focus says, from now on (the program's one record)."""
    announced: list[str] = []
    focused: list[str] = []

    def note(said) -> None:
        {ANNOUNCED: announced, FOCUS: focused}[said.how].append(said.text)

    record().said.connect(note)
    _listening.append(note)
    return announced, focused


_listening: list = []


@pytest.fixture(autouse=True)
def let_go_of_the_record():
    """The record is the program's, and outlives the test's window: its listeners go with the test."""
    yield
    while _listening:
        record().said.disconnect(_listening.pop())


def focused_table(open_table, game):
    table = open_table(game)
    table.window.activateWindow()
    table.view.setFocus()
    table.qtbot.waitUntil(table.view.hasFocus)
    return table


def names(interface) -> list[str]:
    return [interface.child(i).text(Name) for i in range(interface.childCount())]


def test_the_table_has_a_pile_a_child_and_a_card_a_grandchild_each_named(open_table):
    table = open_table(new_game("rainbow", order=RAINBOW_ORDER))
    view = QAccessible.queryAccessibleInterface(table.view)
    assert view.text(Name) == "Table" and "Tab" in view.text(Description)
    piles = list(table.scene.layout.piles)
    assert view.childCount() == len(piles)
    children = [view.child(i) for i in range(view.childCount())]
    assert all(child.role() == QAccessible.Role.List for child in children)
    assert all(child.parent().text(Name) == "Table" for child in children)
    assert [view.indexOfChild(child) for child in children] == list(range(len(piles)))
    by_name = dict(zip(piles, children, strict=True))
    assert by_name["foundation1"].text(Name) == "Foundation 1, 1 card, top: 6 of hearts"
    # an empty foundation says what it takes, as its place's label shows it (here "6": the base card's rank)
    assert by_name["foundation2"].text(Name) == "Foundation 2, empty, takes a 6"
    assert by_name["stock"].text(Name) == "Stock, 77 cards"
    assert by_name["waste2"].text(Name) == "Waste pile 2, empty"
    # the reserve: its outer card by name, the face-down cards under it as a count
    reserve = by_name["reserve"]
    assert reserve.text(Name) == "Reserve, 26 cards, top: 7 of spades"
    assert names(reserve) == ["7 of spades, reserve, top card"]
    card = reserve.child(0)
    assert card.role() == QAccessible.Role.ListItem and card.parent().text(Name) == reserve.text(Name)
    assert reserve.indexOfChild(card) == 0
    assert not card.rect().isEmpty() and reserve.rect().contains(card.rect().center())
    # a squared pile shows its top card, face down on the stock
    assert names(by_name["stock"]) == ["Face-down card, stock, top card"]
    # the interface at a card's place on the screen is that card's
    centre = card.rect().center()
    assert view.childAt(centre.x(), centre.y()).text(Name) == reserve.text(Name)
    assert reserve.childAt(centre.x(), centre.y()).text(Name) == card.text(Name)


def test_a_card_is_named_where_it_lies_and_the_names_follow_the_moves(open_table):
    table = open_table(new_game("rainbow", order=RAINBOW_ORDER))
    table.click(table.card_pos("stock"))  # the 8♦ to the hand
    table.drag_card("hand", "waste2")
    view = QAccessible.queryAccessibleInterface(table.view)
    waste2 = view.child(list(table.scene.layout.piles).index("waste2"))
    assert names(waste2) == ["8 of diamonds, waste pile 2, top card"]
    table.click(table.card_pos("stock"))  # the 6♣
    table.drag_card("hand", "waste2")
    assert names(waste2) == ["8 of diamonds, waste pile 2, card 1 of 2", "6 of clubs, waste pile 2, top card"]


def test_the_names_are_in_russian_in_the_russian_program(open_table):
    i18n.apply_language("ru")
    table = open_table(new_game("rainbow", order=RAINBOW_ORDER))
    view = QAccessible.queryAccessibleInterface(table.view)
    assert view.text(Name) == "Стол"
    by_name = dict(zip(table.scene.layout.piles, (view.child(i) for i in range(view.childCount())),
                       strict=True))
    assert by_name["reserve"].child(0).text(Name) == "Семёрка пик, резерв, верхняя карта"
    assert by_name["stock"].text(Name) == "Прикуп, 77 карт"
    assert by_name["stock"].child(0).text(Name) == "Карта рубашкой вверх, прикуп, верхняя карта"
    assert by_name["foundation1"].text(Name) == "База 1, 1 карта, сверху шестёрка черв"
    assert by_name["waste3"].text(Name) == "Сброс 3, пусто"
    assert by_name["foundation2"].text(Name) == "База 2, пусто, сюда идёт шестёрка"


@pytest.mark.parametrize(("language", "ace", "king"), [
    ("en", "Foundation 1, empty, takes the ace of spades", "Foundation 8, empty, takes the king of clubs"),
    ("ru", "База 1, пусто, сюда идёт туз пик", "База 8, пусто, сюда идёт король треф")])
def test_an_empty_foundation_of_one_suit_names_the_card_it_takes(open_table, language, ace, king):
    i18n.apply_language(language)
    table = open_table(new_game("village", seed=7))
    view = QAccessible.queryAccessibleInterface(table.view)
    by_name = dict(zip(table.scene.layout.piles, (view.child(i) for i in range(view.childCount())),
                       strict=True))
    assert table.scene.pile_items["foundation1"].label in ("A♠", "Т♠")  # what the table shows there
    assert (by_name["foundation1"].text(Name), by_name["foundation8"].text(Name)) == (ace, king)


def test_the_focus_follows_tab_and_says_what_enter_does(open_table):
    table = focused_table(open_table, new_game("rainbow", order=RAINBOW_ORDER))
    announced, focused = heard(table)
    view = QAccessible.queryAccessibleInterface(table.view)
    assert view.focusChild() is None
    QTest.keyClick(table.view, Qt.Key.Key_Tab)  # the reserve's outer card first, in table order
    assert table.controller.keyboard.focus == ("reserve", 25)
    focus = view.focusChild()
    assert focus.text(Name) == "7 of spades, reserve, top card" and focus.state().focused
    assert focus.text(Description) == "Enter: 7 of spades to foundation 1"
    assert focused == ["7 of spades, reserve, top card"]
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    assert table.controller.keyboard.focus == ("stock", -1)
    focus = view.focusChild()
    assert focus.text(Name) == "Stock, 77 cards" and focus.role() == QAccessible.Role.List
    assert focus.state().focused and focus.text(Description) == "Enter: turn the stock"  # not which card
    assert focused[-1] == "Stock, 77 cards"
    QTest.keyClick(table.view, Qt.Key.Key_Return)  # the 8♦ into the hand; the focus back to the first
    assert announced[-1] == "turn the stock: 8 of diamonds"
    assert focused[-1] == "7 of spades, reserve, top card"
    while table.controller.keyboard.focus != ("hand", 0):
        QTest.keyClick(table.view, Qt.Key.Key_Tab)
    focus = view.focusChild()
    assert focus.text(Name) == "8 of diamonds, hand, top card" and focus.state().focused
    assert focus.role() == QAccessible.Role.ListItem
    assert focus.parent().focusChild().text(Name) == focus.text(Name)  # the hand's focused card
    assert focused[-1] == "8 of diamonds, hand, top card"
    # the others are not focused
    others = [view.child(i) for i in range(view.childCount())]
    assert sum(1 for pile in others for i in range(pile.childCount()) if pile.child(i).state().focused) == 1
    # Tab goes on round the cards that can move, each said once
    before = len(focused)
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    assert len(focused) == before + 1 and focused[-1] == view.focusChild().text(Name)


def test_a_taken_up_card_is_selected_and_the_focus_names_each_place_offered(open_table):
    table = focused_table(open_table, new_game("rainbow", order=RAINBOW_ORDER))
    announced, focused = heard(table)
    view = QAccessible.queryAccessibleInterface(table.view)
    table.click(table.card_pos("stock"))
    keyboard = table.controller.keyboard
    while keyboard.focus != ("hand", 0):
        QTest.keyClick(table.view, Qt.Key.Key_Tab)
    QTest.keyClick(table.view, Qt.Key.Key_Space)
    hand = view.child(list(table.scene.layout.piles).index("hand"))
    assert hand.child(0).state().selected and not hand.child(0).state().focused
    place = view.focusChild()
    assert place.role() == QAccessible.Role.List and place.state().focused
    chosen = keyboard.carry[keyboard.carry_index]
    place_name = chosen.dst.replace("waste", "waste pile ").replace("foundation", "foundation ")
    assert place.text(Name).lower().startswith(place_name)
    assert place.text(Description).startswith("Enter: 8 of diamonds to ")
    said = len(focused)
    QTest.keyClick(table.view, Qt.Key.Key_Right)  # the next place offered, said
    assert len(focused) == said + 1 and focused[-1] == view.focusChild().text(Name) != place.text(Name)
    QTest.keyClick(table.view, Qt.Key.Key_Escape)  # back on the card, no longer taken up
    assert focused[-1] == "8 of diamonds, hand, top card" and not hand.child(0).state().selected


def test_moves_refusals_hints_and_the_end_are_announced(open_table):
    table = focused_table(open_table, new_game("rainbow", order=RAINBOW_ORDER))
    announced, _focused = heard(table)
    table.click(table.card_pos("stock"))
    assert announced == ["turn the stock: 8 of diamonds"]
    table.drag_card("hand", "waste1")
    assert announced[-1] == "8 of diamonds to waste pile 1"
    # a refusal, each time it is asked for
    table.drag_card("waste1", "foundation2")
    table.drag_card("waste1", "foundation2")
    refusal = announced[-1]
    assert refusal == table.status_message() and announced[-2] == refusal
    # a hint, its card in words where the status bar shows its face (a speech engine reads "♠" as
    # "black spade suit"); the status bar's text as a screen reader reads it is in words too
    QTest.keyClick(table.view, Qt.Key.Key_H)
    table.wait_for_hint()  # worked out off the table's thread
    assert announced[-1].startswith("Hint") and not set("♠♥♦♣") & set(announced[-1])
    assert any(sign in table.status_message() for sign in "♠♥♦♣")  # the bar itself shows the faces
    bar = QAccessible.queryAccessibleInterface(table.window.statusBar().message_label)
    assert bar.text(Name) == announced[-1]
    assert QAccessible.queryAccessibleInterface(table.window.statusBar()).text(Name) == "Status bar"
    # an undo
    table.controller.undo()
    assert announced[-1] == "Undone: 8 of diamonds to waste pile 1"
    # the end of the game, as the status bar says it
    table.controller.end_game(reason("over.ended_by_player"))
    assert "Game over" in announced[-1] and announced[-1] == table.status_message()
    # a move that uncovers a card says which
    table.drag_card("reserve", "foundation1")
    assert announced[-1] == "7 of spades to foundation 1; reserve: 8 of clubs"
    # a new deal says which game it is
    table.window.start("rainbow", seed=12)
    assert "Rainbow, game 12" in announced


def test_the_status_bar_and_the_speech_are_fed_from_one_place(open_table):
    """A sentence about the table is shown and said by one call (``Speech.tell``): said once, not again
    when the bar shows it, and gone from the bar at the next change of the table; a message another
    part of the window puts in the bar is said once as it appears."""
    table = focused_table(open_table, new_game("rainbow", order=RAINBOW_ORDER))
    announced, _focused = heard(table)
    table.click(table.card_pos("stock"))
    table.drag_card("hand", "waste1")
    announced.clear()
    table.drag_card("waste1", "foundation2")  # refused
    refusal = table.status_message()
    assert refusal and announced == [refusal]
    table.controller.undo()  # the table changed: the refusal no longer stands beside it
    assert table.status_message() == "" and announced[-1].startswith("Undone: ")
    table.window.statusBar().showMessage("Saved as rainbow.json.", 3000)
    assert announced[-1] == "Saved as rainbow.json." and announced.count("Saved as rainbow.json.") == 1
    table.controller.undo()  # not the table's sentence: it stays its time
    assert table.status_message() == "Saved as rainbow.json."


def test_the_keyboard_tells_each_of_its_listeners(open_table):
    """The table's accessibility listens to the keyboard (``Keyboard.listen``) rather than putting its
    own function in the keyboard's place: another listener does not silence it."""
    from tablekit import placed as placed_cards

    table = focused_table(open_table, new_game("clock", order=placed_cards({51: "5H", 43: "9S"}, 52)))
    _announced, focused = heard(table)
    other: list[str] = []
    table.controller.keyboard.listen(shown=lambda: other.append("shown"), alone=lambda: other.append("alone"))
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    QTest.keyClick(table.view, Qt.Key.Key_Tab)  # the only card that can move: the focus stays
    assert focused == ["5 of hearts, the kings' pile, top card"]
    assert other == ["shown", "alone", "shown"]


def test_a_village_deal_says_the_cards_it_dealt(open_table):
    table = focused_table(open_table, new_game("village", seed=7))
    announced, focused = heard(table)
    game = table.game
    table.controller.stock_click()
    said = announced[-1]
    assert said.startswith("deal; column 1: ")
    for column in range(1, 9):
        top = game.pile(f"column{column}").cards[-1]
        assert f"column {column}: " in said and str(top) != ""
    i18n.apply_language("ru")
    table.controller.stock_click()
    assert announced[-1].startswith("сдача; столбец 1: ")


# -- the boxes --------------------------------------------------------------------------------------------
def unnamed(box) -> list[str]:
    """The box's widgets a screen reader would find with no name: lists, tables, texts, combos, fields,
    drawn widgets, each without an accessible name of its own or a label that is its buddy."""
    from PySide6.QtWidgets import (
        QAbstractItemView,
        QAbstractSpinBox,
        QComboBox,
        QHeaderView,
        QLabel,
        QLineEdit,
        QTextBrowser,
        QWidget,
    )

    from patience_qt.ui.dialogs.statistics_dialog import WinRateChart

    kinds = (QAbstractItemView, QTextBrowser, QComboBox, QAbstractSpinBox, QLineEdit, WinRateChart)
    labelled = {id(label.buddy()) for label in box.findChildren(QLabel) if label.buddy() is not None}
    found = []
    for widget in box.findChildren(QWidget):
        if not isinstance(widget, kinds) or isinstance(widget, QHeaderView) or not widget.isVisibleTo(box):
            continue
        if not widget.accessibleName() and id(widget) not in labelled:
            found.append(f"{type(widget).__name__} {widget.objectName()}")
    return found


def test_the_chooser_the_dialogs_and_the_solvers_boxes_are_named(open_table, qtbot):
    from patience_qt.ui.dialogs.chooser import ChooseGameDialog
    from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog
    from patience_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from patience_qt.ui.solver.dialog import SolverDialog
    from patience_qt.ui.solver.where_box import WhereBox
    from patience_qt.ui.text.speech import AnnouncedLabel

    table = open_table(new_game("toad", seed=3))
    window = table.window
    window.show_rules()
    solver = SolverDialog(window.controller, window, max_seconds=0.05)
    where = WhereBox(window.controller, window, solver=lambda *args, **kwargs: None)
    boxes = [ChooseGameDialog("toad"), PreferencesDialog(window.settings, "toad"),
             StatisticsDialog(window.keeper), solver, where, window.rules_box]
    for box in boxes:
        qtbot.addWidget(box)
        box.show()
        assert box.windowTitle() and unnamed(box) == [], box.windowTitle()
    assert solver.accessibleDescription() and where.accessibleDescription()
    assert isinstance(solver.answer, AnnouncedLabel) and isinstance(where.answer, AnnouncedLabel)
    chooser = boxes[0]
    assert QAccessible.queryAccessibleInterface(chooser.tree).text(Name) == "Games"
    i18n.apply_language("ru")
    assert ChooseGameDialog("toad").tree.accessibleName() == "Пасьянсы"
    assert StatisticsDialog(window.keeper).table.accessibleName() == "Результаты по пасьянсам"


def test_an_answer_that_comes_in_a_box_is_announced(qtbot):
    from PySide6.QtWidgets import QDialog

    from patience_qt.ui.text.speech import AnnouncedLabel

    said: list[str] = []

    def note(heard) -> None:
        said.append(heard.text)

    record().said.connect(note)
    box = QDialog()
    qtbot.addWidget(box)
    label = AnnouncedLabel(box)
    label.setText("before it is shown")  # not said: nobody sees it yet
    box.show()
    label.setText("This deal is winnable.")
    label.setText("This deal is winnable.")  # the same words again: said once
    record().said.disconnect(note)
    assert said == ["This deal is winnable."]


def test_the_clock_keeps_its_name_as_it_ticks(open_table, monkeypatch):
    """A label is named by its text, and a new text is a new name a screen reader is told of: the clock
    told it once a second. Its name is "Time"; its minutes are its description, new once a minute."""
    table = open_table(new_game("rainbow", order=RAINBOW_ORDER))
    window = table.window
    clock = QAccessible.queryAccessibleInterface(window.status_labels["time"])
    heard = []
    for elapsed in (0, 1_000, 2_000, 61_000, 125_000):
        monkeypatch.setattr(window.controller, "elapsed_ms", lambda elapsed=elapsed: elapsed)
        window.refresh_status()
        heard.append((clock.text(Name), clock.text(Description)))
    assert window.status_labels["time"].text() == "Time: 2:05"  # the table still shows the seconds
    assert heard == [("Time", "0 minutes")] * 3 + [("Time", "1 minute"), ("Time", "2 minutes")]
    i18n.apply_language("ru")
    window.refresh_status()
    assert (clock.text(Name), clock.text(Description)) == ("Время", "2 минуты")


def test_tab_with_one_card_that_can_move_says_it_is_the_only_one(open_table):
    from tablekit import placed as placed_cards

    # Clock: only the card turned on the kings' pile can move
    table = focused_table(open_table, new_game("clock", order=placed_cards({51: "5H", 43: "9S"}, 52)))
    said, focused = heard(table)
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    assert table.controller.keyboard.available() == [table.controller.keyboard.focus]
    assert focused == ["5 of hearts, the kings' pile, top card"] and said == []
    for key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Right):
        QTest.keyClick(table.view, key)
    assert said == ["5 of hearts, the kings' pile, top card: the only card that can move"] * 3
    assert focused == ["5 of hearts, the kings' pile, top card"]  # no new focus
    i18n.apply_language("ru")
    QTest.keyClick(table.view, Qt.Key.Key_Tab)
    assert said[-1].startswith("Пятёрка черв") and said[-1].endswith(": только этой картой можно ходить")


def test_a_russian_hint_is_heard_with_its_card_in_words_in_the_sentences_case(open_table):
    i18n.apply_language("ru")
    table = focused_table(open_table, new_game("rainbow", order=RAINBOW_ORDER))
    announced, _focused = heard(table)
    QTest.keyClick(table.view, Qt.Key.Key_H)
    table.wait_for_hint()  # worked out off the table's thread
    shown = table.status_message()
    assert "7♠" in shown and shown.startswith("Подсказка")
    # "Положите 7♠ на …": the card is what "положите" puts, in the accusative
    assert announced[-1] == shown.replace("7♠", "семёрку пик")
