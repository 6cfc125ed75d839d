"""Pictures of the table as a new player tried it (issue 49, item 6), from the real window (docs/table/).

    python tools/table_pictures.py docs/table [--lang en ru]

- ``open_shop_waste_LANG.png``: Open Shop game 333973305, its first waste pile of 14 cards in two columns,
  the ace of clubs on top (it showed the 6 of clubs whole at the foot of the first column), 1024x700;
- ``toad_waste_LANG.png``: Toad game 1, a waste pile of 17 in three columns (the movable card stood alone
  at the top right), 1600x1000;
- ``carnival_column_before_LANG.png``, ``carnival_column_after_LANG.png``: Carnival game 891154507, every
  row dealt, column 7's ten cards in two sub-columns, before and after its bottom card, the 4 of hearts,
  goes home: it keeps them (nine cards laid afresh take one column; the nine jumped), 1024x700;
- ``celebration_LANG.png``: a won Village deal (the solver's line for the first deal the table lists as
  winnable), a second into the celebration.

The positions are played on the rules (the turns onto the first waste pile, the deals), then shown in the
window at the size named; the pictures are ``window.grab()``.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def filled(game_id: str, seed: int, pile: str, count: int):
    """The deal played until ``pile`` holds ``count`` cards: foundation moves first, then the stock turned,
    then the hand's card onto ``pile``."""
    from patience_qt.rules import new_game

    game = new_game(game_id, seed=seed)
    while len(game.pile(pile).cards) < count:
        moves = game.legal_moves()
        if not moves:
            break
        home = [move for move in moves if move.kind != "turn" and move.dst.startswith("foundation")]
        turn = [move for move in moves if move.kind == "turn"]
        onto = [move for move in moves if move.dst == pile]
        game.push((home or turn or onto or moves)[0])
    return game


def carnival_dealt():
    """Carnival 891154507 with every row dealt: foundation moves from other columns than column 3 first, a
    deal when there are none (column 3 grows to 13 cards)."""
    from patience_qt.rules import new_game

    game = new_game("carnival", seed=891154507)
    while game.pile("stock").cards:
        moves = game.legal_moves()
        home = [move for move in moves if move.kind != "deal" and move.src != "column3"
                and move.dst.startswith("foundation")]
        game.push((home or [move for move in moves if move.kind == "deal"])[0])
    return game


def village_won():
    from patience_qt.play.odds.table import shipped_winnable
    from patience_qt.play.solver import solve
    from patience_qt.rules import new_game

    for seed in shipped_winnable("village", {}):
        game = new_game("village", seed=seed)
        result = solve(game, 2_000_000, 60.0)
        if result.verdict == "winnable":
            return game, result.line
    raise SystemExit("no Village deal solved")


def settle(app, window, seconds: float = 5.0) -> None:
    start = time.monotonic()
    while window.controller.animator.running and time.monotonic() - start < seconds:
        app.processEvents()
        time.sleep(0.01)
    for _ in range(5):
        app.processEvents()


def open_window(app, game, size: tuple[int, int], folder: str, animations: bool = False):
    from PySide6.QtCore import QSettings

    from patience_qt.ui.window.main_window import MainWindow

    settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue("table/animations", animations)
    settings.setValue("table/automove", False)
    window = MainWindow(game, settings=settings, deal_animation=False)
    window.resize(*size)
    window.show()
    settle(app, window)
    return window


def save(window, path: Path) -> None:
    window.grab().save(str(path), "PNG")
    print(path)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--lang", nargs="+", default=["en", "ru"])
    args = parser.parse_args()
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv)
    from patience_qt.ui.text.i18n import apply_language

    args.out.mkdir(parents=True, exist_ok=True)
    won, line = village_won()
    for lang in args.lang:
        apply_language(lang)
        with tempfile.TemporaryDirectory() as folder:
            window = open_window(app, filled("open_shop", 333973305, "waste1", 14), (1024, 700), folder)
            save(window, args.out / f"open_shop_waste_{lang}.png")
            window.close()
            window = open_window(app, filled("toad", 1, "waste1", 17), (1600, 1000), folder)
            save(window, args.out / f"toad_waste_{lang}.png")
            window.close()
            game = carnival_dealt()
            window = open_window(app, game, (1024, 700), folder)
            save(window, args.out / f"carnival_column_before_{lang}.png")
            window.controller.play(next(move for move in game.legal_moves() if move.src == "column7"
                                        and move.dst.startswith("foundation")))
            settle(app, window)
            save(window, args.out / f"carnival_column_after_{lang}.png")
            window.close()
            game = won.copy()
            for move in line[:-1]:
                game.push(move)
            window = open_window(app, game, (1024, 700), folder, animations=True)
            window.controller.play(line[-1])
            start = time.monotonic()
            while time.monotonic() - start < 1.0:
                app.processEvents()
                time.sleep(0.005)
            save(window, args.out / f"celebration_{lang}.png")
            window.controller.animator.stop_all()
            window.close()


if __name__ == "__main__":
    main()
