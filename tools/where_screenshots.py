"""Screenshots of Where did it go wrong?'s answer on lost games (docs/where/), from real play and the real
look back.

    python tools/where_screenshots.py docs/where [--lang en ru] [--games toad star rainbow] [--size 1024x700]
                                      [--seed N ...]

The pictures in docs/where/ are the first game numbers each game answers as wanted (``--seed`` to choose).

For each game, game numbers the solver proves winnable (``play/odds/winnable_deals.json``) are played on the
window with the hints (``ranking.best_move``, the automatic moves on) until the game is lost, or the hints
have nothing left and the player ends it (Game → End this game); then the window's own Where did it go
wrong? answers, with the real solver behind it. The first game number whose answer is of the kind asked
for (``WANTED``: a move named with the move to play instead; for Rainbow a deal lost from the start,
whose proof says why) is kept. The box is a window of its own, which a grab of the main window leaves
out, so it is painted onto the window's picture, with its title over it, just above the end band. For a
move named, one more picture (``GAME_back_en.png``): the table after Undo to there, the move to play
instead outlined.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.screenshot_kit import offscreen_app, window_size  # noqa: E402

# the answer wanted of each game, and whether to try only the deals the solver proves winnable (a deal
# lost from the start is none of them)
WANTED = {"toad": ("named", True), "open_shop": ("named", True), "star": ("named", True),
          "rainbow": ("lost_from_start", False)}
MAX_MOVES = 1000
TRIES = 30  # game numbers tried a game


def winnable_seeds(game_id: str) -> list[int]:
    from patience_qt.play.odds.table import listed_winnable  # after sys.path names this checkout, as below

    return listed_winnable(game_id)


def wait(app, until, seconds: float = 120.0) -> bool:
    start = time.monotonic()
    while not until():
        if time.monotonic() - start > seconds:
            return False
        app.processEvents()
        time.sleep(0.01)
    app.processEvents()
    return True


def play_to_a_loss(app, window) -> bool:
    """The hints' moves on the table until the game is over; a game they cannot finish the player ends.
    True when the game is lost."""
    from patience_qt.play.hints.ranking import best_move
    from patience_qt.rules import reason

    controller = window.controller
    for _ in range(MAX_MOVES):
        wait(app, lambda: not controller.auto_pending() and not controller.animator.running, 10)
        game = controller.game
        if game is None or game.is_won() or controller.verdict is not None:
            break
        move = best_move(game)
        if move is None:
            break
        controller.play(move)
    wait(app, lambda: not controller.auto_pending() and not controller.animator.running, 10)
    if controller.verdict is None and not controller.game.is_won():
        controller.end_game(reason("over.ended_by_player"))
    app.processEvents()
    return controller.verdict == "lost"


def place(window, width: int, height: int) -> tuple[int, int]:
    """Where in the window the program puts a box of this size: over the fewest cards, above the band
    (``patience_qt.ui.solver.box_place``, the one owner of that choice)."""
    from PySide6.QtCore import QSize

    from patience_qt.ui.solver.box_place import card_rects, least_covering, reach_rects, table_room

    view = window.centralWidget()
    origin = view.mapTo(window, view.rect().topLeft())
    spot = least_covering(table_room(view, window.banner), QSize(width, height),
                          card_rects(view, window.scene), reach_rects(view, window.scene))
    return origin.x() + spot.x(), origin.y() + spot.y()


def composed(window, box):
    """The window's picture with the box painted in the middle of its table, title bar and all."""
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QColor, QFont, QPainter, QPen

    picture = window.grab()
    inner = box.grab()
    bar = 26
    x, y = place(window, inner.width(), inner.height() + bar)
    painter = QPainter(picture)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    frame = QRect(x - 1, y - 1, inner.width() + 2, inner.height() + bar + 2)
    for spread in range(6, 0, -1):  # a soft shadow
        shadow = frame.adjusted(-spread + 3, -spread + 5, spread + 3, spread + 5)
        painter.fillRect(shadow, QColor(0, 0, 0, 14))
    painter.fillRect(QRect(x, y, inner.width(), bar), QColor(62, 66, 72))
    font = QFont(box.font())
    font.setBold(True)
    painter.setFont(font)
    painter.setPen(QColor(235, 235, 235))
    painter.drawText(QRect(x + 10, y, inner.width() - 20, bar), Qt.AlignmentFlag.AlignVCenter,
                     box.windowTitle())
    painter.drawPixmap(x, y + bar, inner)
    painter.setPen(QPen(QColor(40, 40, 40), 1))
    painter.drawRect(frame)
    painter.end()
    return picture


def shoot(app, game_id: str, langs: list[str], size: tuple[int, int], out: Path,
          seeds: list[int] | None) -> None:
    from PySide6.QtCore import QSettings

    from patience_qt.rules import new_game
    from patience_qt.ui.text.i18n import apply_language
    from patience_qt.ui.window.main_window import MainWindow

    wanted, winnable = WANTED[game_id]
    for seed in seeds or (winnable_seeds(game_id)[:TRIES] if winnable else range(1, TRIES + 1)):
        apply_language("en")
        with tempfile.TemporaryDirectory() as folder:
            settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
            settings.setValue("table/animations", False)
            settings.setValue("table/automove", True)
            window = MainWindow(new_game(game_id, seed=seed), settings=settings, deal_animation=False)
            window.setMinimumSize(0, 0)
            window.resize(*size)
            window.show()
            app.processEvents()
            if not play_to_a_loss(app, window):
                print(f"{game_id} {seed}: not lost")
                window.close()
                continue
            box = window.solver_actions.where.ask()
            answered = (lambda box=box: box.finding is not None and not box.running()) if box else None
            if box is None or answered is None or not wait(app, answered, 300):
                print(f"{game_id} {seed}: no answer")
                window.close()
                continue
            finding = box.finding
            print(f"{game_id} {seed}: {len(window.controller.game.moves)} moves, {finding}")
            if not is_wanted(finding, wanted):
                window.close()
                continue
            for lang in langs:
                apply_language(lang)
                for _ in range(3):
                    app.processEvents()
                box.adjustSize()
                path = out / f"{game_id}_{lang}.png"
                composed(window, box).save(str(path), "PNG")
                shrink(path)
                print(path)
            if wanted == "named":
                apply_language("en")
                box.undo_to_there()
                for _ in range(3):
                    app.processEvents()
                path = out / f"{game_id}_back_en.png"
                window.grab().save(str(path), "PNG")
                shrink(path)
                print(path)
            box.close()
            window.close()
            return
    print(f"{game_id}: no game number answered as wanted")


def is_wanted(finding, wanted: str) -> bool:
    """The answer is of the kind wanted ("named": a move named, with one to play instead)."""
    from patience_qt.play.where_wrong import AFTER_WINNABLE

    if wanted == "named":
        return finding.kind in AFTER_WINNABLE and finding.instead is not None
    return finding.kind == wanted


def shrink(path: Path) -> None:
    """A palette of at most 256 colours (pngquant), then the smallest deflate (optipng), where they are
    installed: under half the size, the cards and the words still sharp."""
    for command in (["pngquant", "--quality", "80-98", "--speed", "1", "--force", "--output", str(path),
                     str(path)], ["optipng", "-quiet", "-o2", str(path)]):
        with contextlib.suppress(OSError, subprocess.SubprocessError):
            subprocess.run(command, check=True, capture_output=True, timeout=120)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output", nargs="?", default=str(ROOT / "docs" / "where"))
    parser.add_argument("--lang", nargs="+", default=["en", "ru"], choices=("en", "ru"))
    parser.add_argument("--games", nargs="+", default=list(WANTED), choices=list(WANTED))
    parser.add_argument("--seed", type=int, nargs="+", help="these game numbers only")
    parser.add_argument("--size", default="1024x700")
    args = parser.parse_args(argv)
    width, height = window_size(args.size)
    app = offscreen_app()
    out = Path(args.output)
    out.mkdir(parents=True, exist_ok=True)
    for game_id in args.games:
        shoot(app, game_id, args.lang, (width, height), out, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
