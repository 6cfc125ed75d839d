"""``python -m patience_qt``: open the table.

    python -m patience_qt                                  the game in progress, resumed with its undo
                                                           history (or a new deal of the last game played,
                                                           or the game chooser)
    python -m patience_qt --game clock --seed 5            that deal
    python -m patience_qt --screenshot t.png --game rainbow --seed 1 [--size 1280x800]
                                                           render the window with that deal to a PNG, exit
    python -m patience_qt --self-test                      play every game offscreen; exit 0 if all is well
    python -m patience_qt --version                        print "Patience Qt X.Y.Z" and exit
    --lang ru | en | system                                the language (default: the preferences; English
                                                           for --screenshot)

The player's files (the game in progress, statistics) live in Qt's AppDataLocation, or in the folder
named by the environment variable PATIENCE_QT_DATA_DIR. A screenshot draws the classic faces, or the face set
named by PATIENCE_QT_CARD_FACES (``four_colour``).

Bad input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import os
import sys
import tempfile

# The command line is read and checked in one place (cli_input); the names stay importable from here.
from .cli_input import (  # noqa: F401
    MAX_SHOT,
    MIN_SHOT,
    USAGE_ERROR,
    ArgumentError,
    CommandLine,
    check_game,
    one_line,
    parse_command_line,
    parse_count,
    parse_options,
    parse_seed,
    parse_size,
    report,
)

# The application id (reverse-DNS) that names the desktop file, the AppStream metainfo and the icon
# (packaging/linux/, packaging/desktop.py): the window names its desktop file by it, so that a Wayland
# compositor (which knows no WM_CLASS) finds the menu entry and the icon.
APP_ID = "io.github.patience_qt.PatienceQt"

FACES_VARIABLE = "PATIENCE_QT_CARD_FACES"  # the face set of --screenshot (the window's is a preference)


def main(argv: list[str] | None = None) -> int:
    try:
        cli = parse_command_line(sys.argv[1:] if argv is None else argv)
    except ArgumentError as error:
        return report("patience_qt", error)
    if cli.self_test:
        from .selftest import run as self_test

        return self_test()
    if cli.screenshot:
        return screenshot(cli.screenshot, cli.game, cli.seed, cli.options, cli.size, cli.moves,
                          cli.lang or "en", hint=cli.hint)
    return run(cli.game, cli.seed, cli.options, cli.lang)


def _application():
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setOrganizationName("PatienceQt")
    app.setApplicationName("Patience Qt")
    app.setApplicationDisplayName("Patience Qt")
    app.setDesktopFileName(APP_ID)  # before any window shows: Wayland reads it as the window's app id
    from PySide6.QtGui import QIcon

    from .assets import asset_path

    if asset_path("icons", "patience-qt.svg").is_file():
        app.setWindowIcon(QIcon(str(asset_path("icons", "patience-qt.svg"))))
    return app


def temporary_home() -> str | None:
    """With HOME unset (a service, ``env -i``), Qt would put the player's files in ``/.local/share``,
    ``/.config`` and ``/.cache`` at the root of the file system: this run uses a fresh folder in the
    system's temporary folder instead, and says so in one line on stderr; its path, or None. The folder
    is left when the run ends (the games and statistics of the run are the player's, not ours to delete)."""
    if os.name != "posix" or os.environ.get("HOME"):
        return None
    home = tempfile.mkdtemp(prefix="patience-qt-home-")
    os.environ["HOME"] = home
    print(f"patience_qt: HOME is not set: this run keeps its files in {one_line(home)} (the system may "
          "clear it; set HOME to keep them)", file=sys.stderr)
    return home


def run(game_id: str | None, seed: int | None, options: dict[str, object], lang: str | None = None) -> int:
    temporary_home()
    app = _application()
    from PySide6.QtCore import QTimer

    from .store import Profile
    from .ui.settings.preferences import language_choice
    from .ui.settings.settings_file import open_settings
    from .ui.text.i18n import apply_language
    from .ui.window.first_game import first_game
    from .ui.window.keeper import default_data_dir
    from .ui.window.main_window import MainWindow

    settings, settings_warning = open_settings()  # a named pipe there would block QSettings() for ever
    apply_language(lang or language_choice(settings))
    profile = Profile(default_data_dir())
    profile.remove_stale_temporaries()  # left by a copy of the program killed while it saved
    _log_crashes(profile)  # until the window is up; then its own handler (log, save, tell the player)
    window = MainWindow(settings=settings, profile=profile, menus_later=True)  # the Help menu after the table
    window.ask_before_losing_the_game = True
    window.ask_before_leaving_the_game = True
    window.ask_before_the_last_redeal = True
    from .ui.window.crash import install_crash_handler

    window.crash_handler = install_crash_handler(window.parts, profile)
    started = first_game(window, game_id, seed, options or None,
                         notes=[settings_warning] if settings_warning else ())
    from .startup_probe import watch_first_paint

    watch_first_paint(window.view.viewport())  # for bench/bench_startup.py; nothing without its variable
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
    import time

    from PySide6.QtCore import QEventLoop, QSettings

    from .play.families import baseline_policy
    from .play.hints.policy import play_on
    from .rules import new_game
    from .ui.text.i18n import apply_language
    from .ui.window.main_window import MainWindow

    apply_language(lang)
    game = new_game(game_id, seed=seed, options=options or None)
    policy = baseline_policy(game_id)
    play_on(game, policy, stop=lambda: len(game.moves) >= moves)
    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("table/animations", False)
        settings.setValue("table/automove", False)
        # the face set (classic, four_colour) for pictures of the four-colour deck (docs/screenshots.md)
        settings.setValue("table/card_faces", os.environ.get(FACES_VARIABLE, "classic"))
        window = MainWindow(game, settings=settings, deal_animation=False)
        window.setMinimumSize(0, 0)
        window.resize(*size)
        window.show()
        for _ in range(3):
            app.processEvents()
        if hint:
            controller = window.controller
            controller.hint()  # worked out off the table's thread: its answer is waited for
            deadline = time.monotonic() + 30.0
            while controller.hint_pending and time.monotonic() < deadline:
                app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
            for _ in range(3):
                app.processEvents()
        image = window.grab()
        ok = image.save(path, "PNG")
        window.close()
    if not ok:
        print(f"patience_qt: error: {one_line(f'could not write {path}')}", file=sys.stderr)
        return 1
    print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
