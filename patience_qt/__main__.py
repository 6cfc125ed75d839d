"""``python -m patience_qt``: open the table.

    python -m patience_qt                                  the game in progress, resumed with its undo
                                                           history (or a new deal of the last game played,
                                                           or the game chooser)
    python -m patience_qt --game clock --seed 5            that deal
    python -m patience_qt --screenshot t.png --game rainbow --seed 1 [--size 1280x800]
                                                           render the window with that deal to a PNG, exit
    python -m patience_qt --self-test                      play every game offscreen; exit 0 if all is well
    --lang ru | en | system                                the language (default: the preferences; English
                                                           for --screenshot)

The player's files (the game in progress, statistics) live in Qt's AppDataLocation, or in the folder
named by the environment variable PATIENCE_QT_DATA_DIR.

Bad input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
from typing import NoReturn

USAGE_ERROR = 2
MIN_SHOT, MAX_SHOT = (320, 240), (8000, 8000)


class ArgumentError(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise ArgumentError(message)


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="patience_qt", description="Fourteen old Russian patience games.")
    parser.add_argument("--game", help="game id, e.g. rainbow, clock, village")
    parser.add_argument("--seed", help="game number (a whole number from 1)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a variant option of the game, e.g. two_reserves=true (repeatable)")
    parser.add_argument("--screenshot", metavar="FILE.png", help="render the table to a PNG and exit")
    parser.add_argument("--moves", default="0", metavar="N",
                        help="with --screenshot: first play N moves of the baseline policy")
    parser.add_argument("--hint", action="store_true",
                        help="with --screenshot: show the best hint (as the H key does) on the table")
    parser.add_argument("--size", default="1280x800",
                        help="window size for --screenshot, WxH (default 1280x800)")
    parser.add_argument("--lang", choices=("system", "en", "ru"),
                        help="the program's language (default: the preferences; en for --screenshot)")
    parser.add_argument("--self-test", action="store_true",
                        help="open every game offscreen, play and undo a few moves, exit 0 when all is well")
    return parser


def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*(\d{1,5})\s*[xX×]\s*(\d{1,5})\s*", text)
    if not match:
        raise ArgumentError(f"bad size {text!r}: write it as WIDTHxHEIGHT, e.g. 1280x800")
    width, height = int(match.group(1)), int(match.group(2))
    if not (MIN_SHOT[0] <= width <= MAX_SHOT[0] and MIN_SHOT[1] <= height <= MAX_SHOT[1]):
        low, high = "x".join(map(str, MIN_SHOT)), "x".join(map(str, MAX_SHOT))
        raise ArgumentError(f"bad size {text!r}: from {low} to {high}")
    return width, height


def parse_seed(text: str | None) -> int | None:
    if text is None:
        return None
    from .rules.deal import check_game_number

    try:
        number = int(text.strip())
    except ValueError:
        raise ArgumentError(f"bad game number {text!r}: a game number is a whole number") from None
    try:
        check_game_number(number)
    except ValueError as error:
        raise ArgumentError(f"bad game number {text!r}: {error}") from None
    return number


def parse_count(text: str, flag: str) -> int:
    if not re.fullmatch(r"\s*\d{1,6}\s*", text):
        raise ArgumentError(f"bad {flag} {text!r}: a count is a whole number from 0")
    return int(text)


def parse_options(game_id: str | None, items: list[str]) -> dict[str, object]:
    if not items:
        return {}
    if game_id is None:
        raise ArgumentError("--option needs --game")
    from .rules import GAMES

    options: dict[str, object] = {}
    for item in items:
        name, sep, text = item.partition("=")
        spec = GAMES[game_id].options.get(name.strip())
        if not sep or spec is None:
            known = ", ".join(GAMES[game_id].options) or "none"
            raise ArgumentError(f"bad option {item!r} for {game_id} (its options: {known})")
        value: object
        if isinstance(spec.default, bool):
            lowered = text.strip().lower()
            if lowered not in ("true", "false", "1", "0", "yes", "no", "on", "off"):
                raise ArgumentError(f"option {name} takes true or false, not {text!r}")
            value = lowered in ("true", "1", "yes", "on")
        else:
            try:
                value = type(spec.default)(text.strip())
            except ValueError:
                raise ArgumentError(f"bad value {text!r} for option {name}") from None
        try:
            options[name.strip()] = spec.check(value)
        except ValueError as error:
            raise ArgumentError(str(error)) from None
    return options


def check_game(game_id: str | None) -> str | None:
    if game_id is None:
        return None
    from .rules import GAMES

    if game_id not in GAMES:
        raise ArgumentError(f"unknown game {game_id!r}; the games are: {', '.join(GAMES)}")
    return game_id


def main(argv: list[str] | None = None) -> int:
    args_list = sys.argv[1:] if argv is None else argv
    try:
        args = _parser().parse_args(args_list)
        if args.self_test:
            from .selftest import run as self_test

            return self_test()
        game_id = check_game(args.game)
        seed = parse_seed(args.seed)
        options = parse_options(game_id, args.option)
        size = parse_size(args.size)
        moves = parse_count(args.moves, "--moves")
        if args.screenshot and game_id is None:
            raise ArgumentError("--screenshot needs --game")
        if args.screenshot and not args.screenshot.lower().endswith(".png"):
            raise ArgumentError(f"the screenshot file must end in .png, not {args.screenshot!r}")
        if seed is not None and game_id is None:
            raise ArgumentError("--seed needs --game")
    except ArgumentError as error:
        print(f"patience_qt: error: {error}", file=sys.stderr)
        return USAGE_ERROR
    if args.screenshot:
        return screenshot(args.screenshot, game_id, seed, options, size, moves, args.lang or "en",
                          hint=args.hint)
    return run(game_id, seed, options, args.lang)


def _application():
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("PatienceQt")
    app.setApplicationName("Patience Qt")
    app.setApplicationDisplayName("Patience Qt")
    from PySide6.QtGui import QIcon

    from .assets import asset_path

    if asset_path("icons", "patience-qt.svg").is_file():
        app.setWindowIcon(QIcon(str(asset_path("icons", "patience-qt.svg"))))
    return app


def run(game_id: str | None, seed: int | None, options: dict[str, object], lang: str | None = None) -> int:
    app = _application()
    from PySide6.QtCore import QSettings, QTimer

    from .store import Profile
    from .ui.i18n import apply_language
    from .ui.keeper import default_data_dir, first_game
    from .ui.main_window import MainWindow
    from .ui.preferences import language_choice

    settings = QSettings()
    apply_language(lang or language_choice(settings))
    profile = Profile(default_data_dir())
    _log_crashes(profile)  # until the window is up; then its own handler (log, save, tell the player)
    window = MainWindow(settings=settings, profile=profile)
    from .ui.crash import install_crash_handler

    window.crash_handler = install_crash_handler(window, profile)
    started = first_game(window, game_id, seed, options or None)
    window.show()
    if not started:
        QTimer.singleShot(0, window.choose_game)
    return app.exec()


def _log_crashes(profile) -> None:
    """An unexpected error is written to crash.log in the data folder (and printed); the program goes on."""
    import traceback

    def hook(kind, value, trace) -> None:
        profile.log_crash("".join(traceback.format_exception(kind, value, trace)))
        sys.__excepthook__(kind, value, trace)

    sys.excepthook = hook


def screenshot(path: str, game_id: str, seed: int | None, options: dict[str, object],
               size: tuple[int, int], moves: int = 0, lang: str = "en", hint: bool = False) -> int:
    has_display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    if not os.environ.get("QT_QPA_PLATFORM") and not has_display:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = _application()
    from PySide6.QtCore import QSettings

    from .play.policy import baseline_policy
    from .rules import new_game
    from .ui.i18n import apply_language
    from .ui.main_window import MainWindow

    apply_language(lang)
    game = new_game(game_id, seed=seed, options=options or None)
    policy = baseline_policy(game_id)
    for _ in range(moves):
        move = policy(game)
        if move is None:
            break
        game.push(move)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("table/animations", False)
        settings.setValue("table/automove", False)
        window = MainWindow(game, settings=settings, deal_animation=False)
        window.setMinimumSize(0, 0)
        window.resize(*size)
        window.show()
        for _ in range(3):
            app.processEvents()
        if hint:
            window.controller.hint()
            for _ in range(3):
                app.processEvents()
        image = window.grab()
        ok = image.save(path, "PNG")
        window.close()
    if not ok:
        print(f"patience_qt: error: could not write {path}", file=sys.stderr)
        return 1
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
