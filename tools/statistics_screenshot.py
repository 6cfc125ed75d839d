"""Render the Statistics window to a PNG (docs/statistics.png), with figures from real play.

    python tools/statistics_screenshot.py docs/statistics.png [--lang en|ru] [--deals N] [--size 980x760]

The figures are the baseline policy's own games (``patience_qt.play.families``): game numbers 1 … N of
every game (ten times as many in the clock family, where the deal decides everything), and one variant
(Rainbow with five redeals) to show how variants are counted apart. The policy plays instantly, so the
times are the moves at a calm two seconds each: only the times are made up.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.screenshot_kit import offscreen_app, save_png, window_size  # noqa: E402

SECONDS_A_MOVE = 2.0


def play(statistics, game_id: str, deals: int, options: dict | None = None) -> None:
    from patience_qt.play.families import baseline_policy
    from patience_qt.play.odds.simulate import play_deal
    from patience_qt.store import game_key

    policy = baseline_policy(game_id)
    for seed in range(1, deals + 1):
        game = play_deal(game_id, seed, policy, options)
        moves = len(game.moves)
        statistics.record(game_key(game), game.is_won(), moves * SECONDS_A_MOVE, moves)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output")
    parser.add_argument("--lang", default="en", choices=("en", "ru"))
    parser.add_argument("--deals", type=int, default=40)
    parser.add_argument("--size", default="980x760")
    args = parser.parse_args(argv)
    width, height = window_size(args.size)
    app = offscreen_app()
    from patience_qt.rules import GAMES
    from patience_qt.ui.dialogs.statistics_dialog import StatisticsDialog
    from patience_qt.ui.input.controller import TableController
    from patience_qt.ui.table.card_art import CardArt
    from patience_qt.ui.table.scene import TableScene
    from patience_qt.ui.text.i18n import apply_language
    from patience_qt.ui.window.keeper import GameKeeper

    apply_language(args.lang)
    keeper = GameKeeper(TableController(TableScene(CardArt(1.0))))  # no profile: figures in memory only
    statistics = keeper.statistics
    for game_id, info in GAMES.items():
        play(statistics, game_id, args.deals * (10 if info.family == "clock" else 1))
    play(statistics, "rainbow", args.deals, {"redeals": 5})
    dialog = StatisticsDialog(keeper)
    dialog.resize(width, height)
    dialog.show()
    dialog.select("travellers")
    for _ in range(3):
        app.processEvents()
    return save_png(dialog, args.output)


if __name__ == "__main__":
    sys.exit(main())
