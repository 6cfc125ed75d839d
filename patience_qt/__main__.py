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
named by the environment variable PATIENCE_QT_DATA_DIR. ``--faces classic|four_colour`` and ``--indices
language|russian|international`` choose the card faces as Preferences does (the window keeps the choice);
a screenshot draws the classic faces unless told otherwise (``--faces``, or PATIENCE_QT_CARD_FACES).

Bad input prints one line on stderr and exits with status 2.
"""

from __future__ import annotations

import os
import stat
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
    parse_command_line,
    parse_count,
    parse_options,
    parse_seed,
    parse_size,
    report,
)
from .quoting import one_line

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
                          cli.lang or "en", hint=cli.hint, faces=cli.faces, indices=cli.indices)
    return run(cli.game, cli.seed, cli.options, cli.lang, faces=cli.faces, indices=cli.indices)


def _application():
    from PySide6.QtWidgets import QApplication

    from .ui.window.qt_messages import quiet_qt_noise

    quiet_qt_noise()  # offscreen, every window shown said "This plugin does not support propagateSizeHints()"
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
    ``/.config`` and ``/.cache`` at the root of the file system: such runs use one folder of the user's
    in the system's temporary folder instead, ``patience-qt-home-UID``, and say so in one line on stderr;
    its path, or None. One folder, not one a run: each run found the games and statistics of the last
    and left no new folder behind (the files are the player's, not ours to delete)."""
    if os.name != "posix" or os.environ.get("HOME"):
        return None
    home = _own_folder(os.path.join(tempfile.gettempdir(), f"patience-qt-home-{os.getuid()}"))
    os.environ["HOME"] = home
    print(f"patience_qt: HOME is not set: this run keeps its files in {one_line(home)} (the system may "
          "clear it; set HOME to keep them)", file=sys.stderr)
    return home


def _own_folder(path: str) -> str:
    """``path`` made a folder only its owner may enter, or found as one: ours, a real folder (no link)
    and closed to others. Anything else there (another user's folder, a link laid in a shared temporary
    folder) is left alone and the run takes a fresh folder of its own."""
    try:
        os.mkdir(path, 0o700)
    except FileExistsError:
        pass
    except OSError:
        return tempfile.mkdtemp(prefix="patience-qt-home-")
    found = os.lstat(path)
    if stat.S_ISDIR(found.st_mode) and found.st_uid == os.getuid() and not found.st_mode & 0o077:
        return path
    return tempfile.mkdtemp(prefix="patience-qt-home-")


def run(game_id: str | None, seed: int | None, options: dict[str, object], lang: str | None = None,
        faces: str | None = None, indices: str | None = None) -> int:
    temporary_home()
    app = _application()
    from .ui.window.stop_signals import StopOnSignals

    stop = StopOnSignals(app)  # before the private preferences folder a kill would leave behind
    from PySide6.QtCore import QTimer

    from .store import Profile
    from .ui.settings.preferences import choose_card_faces, language_choice
    from .ui.settings.settings_file import open_settings
    from .ui.text.i18n import apply_language
    from .ui.window.first_game import first_game
    from .ui.window.keeper import default_data_dir
    from .ui.window.main_window import MainWindow

    settings, settings_warning = open_settings()  # a named pipe there would block QSettings() for ever
    choose_card_faces(settings, faces, indices)  # --faces, --indices: chosen as in Preferences, and kept
    apply_language(lang or language_choice(settings))
    profile = Profile(default_data_dir())
    profile.remove_stale_temporaries()  # left by a copy of the program killed while it saved
    _log_crashes(profile)  # until the window is up; then its own handler (log, save, tell the player)
    window = MainWindow(settings=settings, profile=profile, menus_later=True)  # the Help menu after the table
    window.ask_before_losing_the_game = True
    window.ask_before_leaving_the_game = True
    window.ask_before_the_last_redeal = True
    stop.window = window
    from .ui.window.crash import install_crash_handler

    window.crash_handler = install_crash_handler(window, window.controller, window.keeper, profile)
    started = first_game(window, game_id, seed, options or None,
                         notes=[settings_warning] if settings_warning else ())
    from .startup_probe import watch_first_paint

    watch_first_paint(window.view.viewport())  # for bench/bench_startup.py; nothing without its variable
    window.show()
    if not started:
        QTimer.singleShot(0, window.choose_game)
    if stop.left:  # a signal came, and a box of the start's ran the event loop that left
        return stop.status or 0
    status = app.exec()
    return status if stop.status is None else stop.status


def _log_crashes(profile) -> None:
    """An unexpected error is written to crash.log in the data folder (and printed); the program goes on."""
    import traceback

    def hook(kind, value, trace) -> None:
        profile.log_crash("".join(traceback.format_exception(kind, value, trace)))
        sys.__excepthook__(kind, value, trace)

    sys.excepthook = hook


def screenshot(path: str, game_id: str, seed: int | None, options: dict[str, object],
               size: tuple[int, int], moves: int = 0, lang: str = "en", hint: bool = False,
               faces: str | None = None, indices: str | None = None) -> int:
    has_display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    if not os.environ.get("QT_QPA_PLATFORM") and not has_display:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    app = _application()
    import time

    from PySide6.QtCore import QEventLoop, QSettings

    from .play.families import baseline_policy
    from .play.hints.policy import play_on
    from .rules import new_game
    from .ui.settings.preferences import choose_card_faces
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
        # the face set (--faces, else PATIENCE_QT_CARD_FACES, else classic) and the corner letters
        # (--indices, else the language's): pictures of the four-colour deck (docs/four_colour.md)
        choose_card_faces(settings, faces or os.environ.get(FACES_VARIABLE, "classic"), indices)
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
