"""One change signal: the controller's ``changed`` is emitted once per change of the session on every path
(moves, automatic moves, undo, redo, rewind, the game ended, restart, a session put on), carrying the
session's record of it, and a refused gesture syncs the table the same way whichever way in it came from
(drag, click, key)."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from test_table_clock import clock_game

from patience_qt.play.change import ENDED, NEW_DEAL, PLAYED, REDONE, REWOUND, UNDONE, Change
from patience_qt.play.session import Session
from patience_qt.rules import Card, Move, Reason, new_game, reason


class Count:
    def __init__(self, signal) -> None:
        self.records: list[Change] = []
        signal.connect(self)

    def __call__(self, change) -> None:
        self.records.append(change)

    def take(self) -> int:
        seen = len(self.records)
        self.records.clear()
        return seen

    def kinds(self) -> list[str]:
        kinds = [change.kind for change in self.records]
        self.records.clear()
        return kinds


FIVE_UNDER_ITS_PILE = Move("step", "pile13", "pile5", Card.parse("5H"))


def test_every_path_emits_the_notice_once_per_change(open_table):
    table = open_table(clock_game())
    controller = table.controller
    heard = Count(controller.changed)
    assert controller.play(FIVE_UNDER_ITS_PILE) and heard.records[0].played == (FIVE_UNDER_ITS_PILE,)
    assert heard.kinds() == [PLAYED]
    assert not controller.play(FIVE_UNDER_ITS_PILE) and heard.take() == 0  # refused: nothing changed
    controller.undo()
    assert heard.records[0].taken_back == (FIVE_UNDER_ITS_PILE,) and heard.kinds() == [UNDONE]
    controller.undo()  # nothing left to undo
    assert heard.take() == 0
    controller.redo()
    assert heard.kinds() == [REDONE]
    controller.play(table.game.legal_moves()[0])
    heard.take()
    controller.rewind(0)
    assert heard.kinds() == [REWOUND] and table.game.moves == []
    controller.restart()
    assert heard.kinds() == [NEW_DEAL]
    old = controller.session
    assert old is not None
    controller.set_session(Session(clock_game()), deal_animation=False)  # a saved game loaded
    assert heard.kinds() == [NEW_DEAL]
    old.play(FIVE_UNDER_ITS_PILE)  # the session no longer on the table is not heard
    assert heard.take() == 0


def test_each_automatic_move_is_a_change_of_its_own(open_table):
    # Toad 30: the deal shows two aces the dominance rules send home (play/automove.py)
    table = open_table(new_game("toad", seed=30), automove=True)
    table.settle()
    controller = table.controller
    heard = Count(controller.changed)
    controller.set_game(new_game("toad", seed=30), deal_animation=False)
    table.settle()
    automatic = len(table.game.moves)
    assert automatic > 1  # the deal is followed by several automatic moves, one step
    assert heard.take() == 1 + automatic


def counted_syncs(controller) -> list[int]:
    calls = [0]
    sync = controller.sync

    def counting(*args, **kwargs) -> None:
        calls[0] += 1
        sync(*args, **kwargs)

    controller.sync = counting
    return calls


def test_a_refused_click_syncs_the_table_as_a_refused_drop_does(open_table):
    table = open_table(clock_game())
    controller = table.controller
    syncs = counted_syncs(controller)
    table.drag_card("pile13", "pile3")  # refused: the five goes under its own pile
    assert syncs == [1] and table.game.moves == []
    refusal = controller.clicks.click("pile2", None)
    assert isinstance(refusal, Reason)
    assert not controller.click("pile2", None)
    assert syncs == [2] and table.status_message() != ""


def test_a_refused_key_syncs_the_table(open_table):
    table = open_table(clock_game())
    controller = table.controller
    keyboard = controller.keyboard
    keyboard.carry = [Move("step", "pile13", "pile3", Card.parse("5H"))]  # a place the rules refuse
    keyboard.carry_index = 0
    syncs = counted_syncs(controller)
    controller.activate_focus()
    assert syncs[0] >= 1 and table.game.moves == [] and not keyboard.carry


class Watched:
    """The clicks, with every method asked for written down."""

    def __init__(self, clicks) -> None:
        object.__setattr__(self, "_clicks", clicks)
        object.__setattr__(self, "asked", [])

    def __getattr__(self, name: str):
        value = getattr(self._clicks, name)
        if callable(value):
            self.asked.append(name)
        return value

    def __setattr__(self, name: str, value) -> None:
        setattr(self._clicks, name, value)


def test_a_drags_release_answers_where_the_button_came_up_and_does_not_click(open_table):
    table = open_table(clock_game())
    controller = table.controller
    watched = Watched(controller.clicks)
    controller.clicks = watched
    start, felt = table.card_pos("pile13"), table.scene.sceneRect().topLeft() + QPointF(30, 30)
    controller.press(start)
    controller.move(felt)  # dragged over the felt …
    controller.release(table.place_pos("pile5"))  # … and let go on its pile, with no move event there
    assert table.game.moves == [FIVE_UNDER_ITS_PILE]
    assert watched.asked == []  # a drag is no click


def test_the_drag_gives_the_rules_answer_back_and_plays_nothing(open_table):
    table = open_table(clock_game())
    drag = table.controller.drag
    start = table.card_pos("pile13")
    drag.start(start)
    drag.move(start + QPointF(40, 40))
    answer = drag.release(table.place_pos("pile5"))
    assert answer == FIVE_UNDER_ITS_PILE and table.game.moves == []  # the controller plays it, not the drag
    table.controller.sync()
    drag.start(start)
    drag.move(start + QPointF(40, 40))
    refusal = drag.release(table.place_pos("pile3"))
    assert isinstance(refusal, Reason) and table.game.moves == []
    drag.start(start)
    click = drag.release(start)  # never moved: a click
    assert click is not None and not isinstance(click, (Move, Reason)) and click.pile_id == "pile13"


def test_the_signal_is_emitted_in_one_place() -> None:
    """Hand-written emits, each a path that could be forgotten (the end of a game was one), became one:
    the session's listener."""
    import re
    from pathlib import Path

    package = Path(__file__).resolve().parents[2] / "patience_qt"
    emits = [f"{path.relative_to(package)}:{number}" for path in package.rglob("*.py")
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1)
             if re.search(r"\bchanged\.emit\(", line)]
    assert len(emits) == 1 and emits[0].startswith("ui/input/controller.py:"), emits


def test_ending_a_game_is_a_change_and_refreshes_the_status_bar(open_table):
    """``end_game`` (the player gives up, the solver proves the game lost) reaches the window as the
    session's ``ENDED`` record on ``changed``, and the status bar's figures follow it: nobody emits it by
    hand."""
    table = open_table(clock_game())
    window, controller = table.window, table.controller
    assert controller.play(FIVE_UNDER_ITS_PILE)
    window._ticker.stop()  # the clock's tick refreshes the figures too: only the change may, here
    moves = window.status_labels["moves"]
    shown = moves.text()
    moves.setText("")
    heard = Count(controller.changed)
    over: list[str] = []
    controller.over.connect(over.append)
    why = reason("over.ended_by_player")
    controller.end_game(why)
    assert [(change.kind, change.reason) for change in heard.records] == [(ENDED, why)]
    assert moves.text() == shown and over == ["lost"]
    assert window.statusBar().currentMessage().startswith("Game over")
    controller.end_game(why)  # over already: nothing more
    assert len(heard.records) == 1


def test_space_and_escape_say_through_the_controller(open_table):
    """The keyboard says nothing itself: Space's sentence and Escape's silence come from the controller."""
    from test_table_rainbow import rainbow_game

    table = open_table(rainbow_game())
    table.click(table.card_pos("stock"))  # the 8♦ in the hand
    controller = table.controller
    controller.keyboard.set_focus(("hand", 0))
    said: list[str] = []
    controller.message.connect(said.append)
    controller.carry_focus()
    assert controller.keyboard.carry and said and "goes to the lit place" in said[-1]
    controller.drop_carry()
    assert not controller.keyboard.carry and said[-1] == "" and table.status_message() == ""
