"""``python -m patience_qt --self-test``: does this copy of the program work? Exit 0, or say what failed.

Meant for the built app above all (``dist/patience-qt/patience-qt --self-test``), where a module left
out by the bundler, a trimmed Qt plugin or a missing resource only shows when the program runs. It
opens offscreen when there is no screen, and checks in turn:

- the form this copy runs as (installed from a wheel, a PyInstaller bundle, a checkout) and its version;
- the resources folder (an installed copy's in its package), the card art and its licence, the icon,
  compiled translations (a checkout may have none yet; an installed copy or a bundle has both);
- the Qt plugins the table needs: the SVG image format and icon engine, Qt's own Russian strings;
- the catalogue: all fourteen games (their modules are imported by name, so a bundler may miss them);
- the solver's data read beside its module: the odds table (every game) and the list of deals proved
  winnable (without them the chooser shows no odds and Deal only winnable games has no list to fall
  back on, and nothing else would say why);
- the solver's search core: where this copy was built with the compiled core (``_native``), it loads
  and wins a deal; a copy built with it that runs on the Python search fails (it would answer about
  fifty times slower, and nothing else would say why);
- the card art: a face and the back render from their SVGs, and not blank;
- every game: the main window lays out the table for game number 1, a few legal moves are played
  through the table's controller (the way a click or a drop plays them), then undone to the deal.

Each check prints one line; a failed one says why. The exit status is 0 when all passed, 1 otherwise.
With ``PATIENCE_QT_SELF_TEST_LOG=FILE`` the lines go to that file instead of standard output (a windowed
Windows build may have no standard output to print to).
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

GAME_COUNT = 14
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
MOVES_PER_GAME = 4
ART_WIDTH = 120
LANGUAGES = ("en", "ru")


class CheckFailed(Exception):
    pass


def _require(condition: object, message: str) -> None:
    if not condition:
        raise CheckFailed(message)


def _ensure_platform() -> None:
    """Offscreen unless a platform is chosen or there is a screen to show on."""
    has_display = os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")
    if not os.environ.get("QT_QPA_PLATFORM") and not has_display and sys.platform.startswith("linux"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


def _ink(image) -> int:
    """How many sampled pixels differ from the top-left one: 0 means a blank picture."""
    from PySide6.QtGui import QImage

    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    first = image.pixel(0, 0)
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 40)
    return sum(1 for y in range(0, image.height(), step_y) for x in range(0, image.width(), step_x)
               if image.pixel(x, y) != first)


# -- the checks ------------------------------------------------------------------------------------
def describe_form() -> str:
    """The version and the form this copy runs as, for the first line: ``0.1.0, installed (wheel/pip) at
    …/site-packages/patience_qt``."""
    from . import __version__
    from .assets import BUNDLE, CHECKOUT, PACKAGE_DIR, running_form

    form = running_form()
    if form == BUNDLE:
        kind = "bundle (PyInstaller)"
    elif form == CHECKOUT:
        editable = _editable_install_of(PACKAGE_DIR.parent)
        kind = "checkout (editable install)" if editable else "checkout (source)"
    else:
        kind = "installed (wheel/pip)"
    return f"{__version__}, {kind} at {PACKAGE_DIR}"


def _editable_install_of(source: Path) -> bool:
    """The interpreter has this very folder installed with ``pip install -e`` (among the patience-qt
    metadata it finds: a build run in the checkout leaves an egg-info there too)."""
    import json
    from importlib import metadata
    from urllib.parse import unquote, urlparse

    for distribution in metadata.distributions(name="patience-qt"):
        try:
            record = json.loads(distribution.read_text("direct_url.json") or "{}")
        except ValueError:
            continue
        url = urlparse(record.get("url", ""))
        if record.get("dir_info", {}).get("editable") and url.scheme == "file" \
                and Path(unquote(url.path)).resolve() == source.resolve():
            return True
    return False


def check_resources() -> str:
    from .assets import CHECKOUT, INSTALLED, installed_resources, resources_dir, running_form

    root = resources_dir()
    if running_form() == INSTALLED:  # a wheel carries them in the package, nowhere else
        _require(root == installed_resources(), f"no resources in the package: {installed_resources()}")
    _require(root.is_dir(), f"no resources folder at {root}")
    cards = {path.stem for path in (root / "cards").glob("*.svg")}
    needed = {f"{rank}{suit}" for rank in RANKS for suit in "SHDC"} | {"back"}
    _require(not needed - cards, f"card pictures missing in {root / 'cards'}: {sorted(needed - cards)}")
    _require((root / "cards" / "LICENSE").is_file(), "the card art's LICENSE is missing")
    icons = root / "icons"
    _require((icons / "patience-qt.svg").is_file(), f"no application icon in {icons}")
    translations = root / "translations"
    compiled = sorted(translations.glob("*.qm")) if translations.is_dir() else []  # loaded under Qt plugins
    if running_form() != CHECKOUT:  # the build compiles them (setup.py, packaging/build.py)
        absent = [lang for lang in LANGUAGES if not (translations / f"patience_qt_{lang}.qm").is_file()]
        _require(not absent, f"no compiled translation for {', '.join(absent)} in {translations}")
    return f"{root} ({len(cards)} card pictures, {len(compiled)} compiled translations)"


def check_help() -> str:
    """Help → Player's guide shows its pages from this copy: in a wheel or a bundle the package's own copy
    (no checkout beside it), each page there, and the guide drawn with its first picture."""
    from PySide6.QtCore import QUrl
    from PySide6.QtGui import QTextDocument

    from .assets import CHECKOUT, running_form
    from .help_pages import GUIDE, PACKAGE_DIR, PACKAGED, PAGES, help_dir, local_targets
    from .ui.window.help_window import HelpWindow

    folder = help_dir()
    if running_form() != CHECKOUT:
        _require(folder == PACKAGE_DIR / PACKAGED, f"no help in the package: {PACKAGE_DIR / PACKAGED}")
    missing = [page for page in PAGES if not (folder / page).is_file()]
    _require(not missing, f"help pages missing in {folder}: {', '.join(missing)}")
    window = HelpWindow(folder=folder)
    try:
        window.show_page(GUIDE)
        browser = window.browser
        _require(browser.toPlainText().strip(), f"the guide {folder / GUIDE} shows nothing")
        first = next((name for name in local_targets((folder / GUIDE).read_text(encoding="utf-8"))
                      if name.endswith(".png")), None)
        if first is not None:
            picture = browser.loadResource(QTextDocument.ResourceType.ImageResource.value,
                                           browser.source().resolved(QUrl(first)))
            _require(picture is not None and not picture.isNull(), f"the guide's {first} is not in {folder}")
        carried = len(browser.carried)
    finally:
        window.deleteLater()
    return f"{folder} ({carried} pages and pictures)"


def check_qt_plugins() -> str:
    from PySide6.QtCore import QLibraryInfo, QTranslator
    from PySide6.QtGui import QIcon, QImageReader

    from .assets import asset_path

    formats = {bytes(name).decode() for name in QImageReader.supportedImageFormats()}
    _require("svg" in formats, f"no SVG image format plugin (formats: {sorted(formats)})")
    icon = QIcon(str(asset_path("icons", "patience-qt.svg")))
    pixmap = icon.pixmap(64, 64)
    _require(not pixmap.isNull() and _ink(pixmap.toImage()) > 0, "the application icon does not render")
    for translation in sorted(asset_path("translations").glob("*.qm")):
        _require(QTranslator().load(str(translation)), f"cannot load {translation.name}")
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    _require(QTranslator().load("qtbase_ru", folder), f"Qt's Russian strings (qtbase_ru) not in {folder}")
    return f"image formats {', '.join(sorted(formats))}; Qt translations in {folder}"


def check_catalogue() -> str:
    from .rules import GAMES

    _require(len(GAMES) == GAME_COUNT, f"expected {GAME_COUNT} games, found {len(GAMES)}: {list(GAMES)}")
    return ", ".join(GAMES)


def check_solver_data() -> str:
    from .play.odds.table import TABLE_PATH, WINNABLE_PATH, listed_winnable, load_odds_table
    from .rules import GAMES

    table = load_odds_table(TABLE_PATH)  # the installed table (a player's own is read over it)
    missing = sorted(set(GAMES) - set(table))
    _require(not missing, f"the odds table {TABLE_PATH} has no entry for {missing}")
    listed = listed_winnable("rainbow")
    _require(listed, f"no winnable Rainbow deal listed in {WINNABLE_PATH}")
    return f"odds of {len(table)} games, {len(listed)} winnable Rainbow deals listed"


def check_search_core() -> str:
    from .play.solver import WINNABLE, native, solve
    from .rules import new_game

    if not native.available():
        _require(not native.built_with_compiler(),
                 "this copy was built with the compiled search core, but it does not load: the solver "
                 "runs on the Python search" + (f" ({native.PURE_PYTHON_VARIABLE} is set)"
                                                if os.environ.get(native.PURE_PYTHON_VARIABLE) else ""))
        return "Python search (this copy was built without a C compiler)"
    result = solve(new_game("toad", seed=1), hints=False, max_seconds=30.0, core="native")
    _require(result.verdict == WINNABLE and result.core == "native",
             f"the compiled search core did not win Toad game 1 ({result.verdict}, {result.note})")
    stop = getattr(native.native_module(), "STOP_FLAG", "unknown")  # native_atomic.h's path
    return f"compiled search core ({stop} stop flag), Toad game 1 won in {result.nodes} positions"


def check_card_art() -> str:
    from PySide6.QtCore import QRectF, Qt
    from PySide6.QtGui import QImage, QPainter

    from .assets import asset_path
    from .ui.table import card_art

    broken = [path.name for path in sorted(asset_path("cards").glob("*.svg"))
              if card_art.load_renderer(path.stem) is None]
    _require(not broken, f"QtSvg cannot read {', '.join(broken)}")
    # A face and every back the table offers; the table would fall back to plain drawn cards, so the
    # shipped SVG itself must load and draw something.
    backs = list(getattr(card_art, "BACKS", None) or [card_art.BACK])
    for name in ("QH", *backs):
        renderer = card_art.load_renderer(name)
        _require(renderer is not None, f"the card art {name}.svg is missing or QtSvg cannot read it")
        image = QImage(ART_WIDTH, round(ART_WIDTH * 1.4), QImage.Format.Format_ARGB32)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        renderer.render(painter, QRectF(0, 0, image.width(), image.height()))
        painter.end()
        _require(_ink(image) > 50, f"{name}.svg renders blank")
    russian = [f"{rank}{suit}" for rank in card_art.RUSSIAN_FACES for suit in "SHDC"]
    missing = [name for name in russian if card_art.load_renderer(f"{card_art.RUSSIAN}/{name}") is None]
    _require(not missing, f"the faces with Russian indices missing or unreadable in "
                          f"{asset_path('cards', card_art.RUSSIAN)}: {', '.join(missing)}")
    art = card_art.CardArt(1.0)  # as the table makes it: the default back
    _require(_ink(art.face("QH", ART_WIDTH).toImage()) > 50, "the table's queen of hearts is blank")
    _require(_ink(art.back(ART_WIDTH).toImage()) > 50, "the table's card back is blank")
    art.clear()
    return f"every card picture reads ({len(russian)} with Russian indices); QH, {', '.join(backs)} render"


def check_game(app, window, game_id: str) -> str:
    from .rules import new_game

    controller = window.controller
    window.start(game_id, seed=1)
    app.processEvents()
    game = controller.game
    _require(game is not None and game.id == game_id, f"{game_id}: the window did not start the game")
    _require(window.scene.layout is not None, f"{game_id}: no table layout")
    placed = sum(len(pile.cards) for pile in game.piles.values())
    _require(len(window.scene.card_items) == placed,
             f"{game_id}: {len(window.scene.card_items)} card items for {placed} cards on the table")
    visible = [item for item in window.scene.card_items if item.isVisible()]
    _require(visible, f"{game_id}: no card is shown")
    rect = window.scene.sceneRect()
    outside = [item for item in visible if not rect.intersects(item.sceneBoundingRect())]
    _require(not outside, f"{game_id}: {len(outside)} cards lie off the table")
    # The table may already have made automatic moves after the deal (one undo step); undoing every
    # step must lead back to exactly the deal new_game makes.
    fresh = new_game(game_id, seed=1).snapshot()

    played = 0
    for _ in range(MOVES_PER_GAME):
        moves = game.legal_moves()
        if not moves:
            break
        # Card moves first (what a drop or a click plays), the stock when nothing else is left.
        moves.sort(key=lambda move: (move.card is None, move.kind))
        before = len(game.moves)
        _require(controller.play(moves[0]), f"{game_id}: the controller refused a legal move {moves[0]}")
        app.processEvents()
        _require(len(game.moves) > before, f"{game_id}: {moves[0]} left no move in the game")
        played += 1
    _require(played > 0 or game.is_over(), f"{game_id}: no legal move in a fresh deal")
    grab = window.grab().toImage()
    _require(_ink(grab) > 100, f"{game_id}: the window paints blank")
    steps = 0
    while controller.can_undo():
        controller.undo()
        app.processEvents()
        steps += 1
        _require(steps <= 1000, f"{game_id}: undo does not end")
    _require(len(game.moves) == 0 and game.snapshot() == fresh,
             f"{game_id}: undoing every step did not lead back to the deal of new_game({game_id!r}, seed=1)")
    return f"{len(visible)} cards shown, {played} move(s) played and undone"


# -- running them ----------------------------------------------------------------------------------
def run(out=None) -> int:
    """Run every check; print one line each; 0 when all passed."""
    log_path = os.environ.get("PATIENCE_QT_SELF_TEST_LOG")
    if out is None and log_path:
        with open(log_path, "w", encoding="utf-8", buffering=1) as log:
            return run(log)
    out = out or sys.stdout or open(os.devnull, "w")  # noqa: SIM115 (a windowed app may have no stdout)
    _ensure_platform()
    failures: list[str] = []
    started = time.perf_counter()

    def attempt(name: str, check: Callable[[], str]) -> bool:
        try:
            detail = check()
        except CheckFailed as error:
            failures.append(f"{name}: {error}")
            print(f"FAIL {name}: {error}", file=out)
            return False
        except Exception:  # anything else is a failure too, with its traceback
            text = traceback.format_exc()
            failures.append(f"{name}: {text.strip().splitlines()[-1]}")
            print(f"FAIL {name}:\n{text}", file=out)
            return False
        print(f"ok   {name}: {detail}", file=out)
        return True

    print(f"self-test: Patience Qt {describe_form()}; Python {sys.version.split()[0]}, {sys.platform}",
          file=out)
    attempt("resources", check_resources)
    try:
        from PySide6.QtCore import QSettings, qVersion
        from PySide6.QtWidgets import QApplication
    except Exception as error:  # the Qt bindings themselves are missing or broken
        print(f"FAIL Qt: {error!r}", file=out)
        print("self-test: FAILED (1 check)", file=out)
        return 1
    from .ui.window.qt_messages import quiet_qt_noise

    quiet_qt_noise()  # as the program's own start: offscreen, each window shown said "propagateSizeHints()"
    app = QApplication.instance() or QApplication(sys.argv[:1])
    print(f"     Qt {qVersion()}, platform {app.platformName()}", file=out)
    attempt("Qt plugins", check_qt_plugins)
    attempt("games", check_catalogue)
    attempt("solver data", check_solver_data)
    attempt("search core", check_search_core)
    attempt("card art", check_card_art)
    attempt("help", check_help)
    from .rules import GAMES

    with tempfile.TemporaryDirectory() as folder:
        settings = QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat)
        settings.setValue("table/animations", False)
        windows: list = []

        def open_window() -> str:
            from .ui.window.main_window import (
                MainWindow,  # here, so a module missing from a bundle is a FAIL line
            )

            window = MainWindow(settings=settings, deal_animation=False)
            window.setMinimumSize(0, 0)
            window.resize(1280, 800)
            window.show()
            app.processEvents()
            windows.append(window)
            return f"{window.width()}x{window.height()}"

        if attempt("main window", open_window):
            window = windows[0]
            for game_id in GAMES:
                attempt(f"game {game_id}", lambda game_id=game_id: check_game(app, window, game_id))
            window.close()
            window.scene.art.clear()
            window.deleteLater()
            app.processEvents()
    seconds = time.perf_counter() - started
    if failures:
        print(f"self-test: FAILED ({len(failures)} of the checks) in {seconds:.1f} s", file=out)
        for line in failures:
            print(f"  {line}", file=out)
        return 1
    print(f"self-test: all passed in {seconds:.1f} s", file=out)
    return 0


def main() -> int:
    return run()


if __name__ == "__main__":
    sys.exit(main())
