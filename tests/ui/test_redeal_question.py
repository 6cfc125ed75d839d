"""Village's only redeal is not spent by a stray click (#32 item 8): a click on the empty stock, which
gathers and deals again at once, asks first, with "Don't ask again" remembered in the preferences; and
Babette's, whose first gathering click on the stock spends it, asks alike (#49)."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from patience_qt.rules import Game, new_game
from patience_qt.ui.dialogs import redeal_question
from patience_qt.ui.dialogs.preferences_dialog import PreferencesDialog
from patience_qt.ui.dialogs.redeal_question import ASK_KEY


class Player:
    """Answers the box: redeals (or not), ticking "Don't ask again" (or not); counts the boxes."""

    def __init__(self, redeal: bool, never_again: bool = False) -> None:
        self.redeal, self.never_again = redeal, never_again
        self.boxes: list[str] = []

    def __call__(self, box: QMessageBox) -> bool:
        self.boxes.append(box.text())
        box.checkBox().setChecked(self.never_again)
        return self.redeal


def stock_spent(seed: int = 7, game_id: str = "village", then: str = "redeal") -> Game:
    """Every row dealt: the next click on the stock is the only redeal (Village's ``redeal``, Babette's
    first ``gather``)."""
    game = new_game(game_id, seed=seed)
    while game.pile("stock").cards:
        game.push(next(move for move in game.legal_moves() if move.kind == "deal"))
    assert any(move.kind == then for move in game.legal_moves())
    return game


def click_stock(table) -> None:
    table.click(table.scene.pile_items["stock"].pos())


def test_a_click_on_the_empty_stock_asks_and_cancel_keeps_the_redeal(open_table, monkeypatch):
    table = open_table(stock_spent())
    table.window.ask_before_the_last_redeal = True  # as the program's own window does
    player = Player(redeal=False)
    monkeypatch.setattr(redeal_question, "run_box", player)
    moves = len(table.game.moves)
    click_stock(table)
    assert player.boxes == ["Redeal now? It is the only one."]
    assert len(table.game.moves) == moves and table.game.rules.redeals_left(table.game) == 1
    player.redeal = True
    click_stock(table)
    assert len(player.boxes) == 2
    assert table.game.moves[moves].kind == "redeal" and table.game.rules.redeals_left(table.game) == 0


def test_dont_ask_again_is_remembered_and_the_preferences_show_it(open_table, monkeypatch, settings):
    table = open_table(stock_spent())
    table.window.ask_before_the_last_redeal = True
    player = Player(redeal=True, never_again=True)
    monkeypatch.setattr(redeal_question, "run_box", player)
    click_stock(table)
    assert len(player.boxes) == 1 and table.game.rules.redeals_left(table.game) == 0
    assert redeal_question.ask_before_last_redeal(settings) is False
    dialog = PreferencesDialog(settings)
    assert not dialog.ask_before_last_redeal.isChecked()
    dialog.deleteLater()
    table.controller.set_game(stock_spent(seed=8), deal_animation=False)
    click_stock(table)  # no question any more: the redeal is made at once
    assert len(player.boxes) == 1 and table.game.rules.redeals_left(table.game) == 0
    settings.setValue(ASK_KEY, True)


def test_a_click_that_deals_a_row_asks_nothing(open_table, monkeypatch):
    table = open_table(new_game("village", seed=7))
    table.window.ask_before_the_last_redeal = True
    player = Player(redeal=False)
    monkeypatch.setattr(redeal_question, "run_box", player)
    click_stock(table)
    assert player.boxes == [] and table.game.moves[-1].kind == "deal"


def test_babettes_stock_asks_before_it_begins_the_only_redeal(open_table, monkeypatch):
    table = open_table(stock_spent(game_id="babette", then="gather"))
    table.window.ask_before_the_last_redeal = True
    player = Player(redeal=False)
    monkeypatch.setattr(redeal_question, "run_box", player)
    moves = len(table.game.moves)
    click_stock(table)
    assert player.boxes == ["Redeal now? It is the only one."]
    assert len(table.game.moves) == moves and not table.game.rules.gathering(table.game)
    player.redeal = True
    click_stock(table)
    assert len(player.boxes) == 2 and table.game.moves[moves].kind == "gather"
    click_stock(table)  # the gathering, once begun, goes on without another question
    assert len(player.boxes) == 2 and table.game.moves[-1].kind == "gather"
