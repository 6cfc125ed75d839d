"""The main window: toolbar, Game menu, the table, and a status bar with the game's figures."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QEvent,
    QSettings,
    QSize,
    Qt,
    QTimer,
)
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QCloseEvent,
    QGuiApplication,
    QIcon,
    QKeySequence,
)
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStyle,
    QToolBar,
    QWidget,
)

from ...assets import asset_path
from ...rules import GAMES, Game, Move, new_game
from ...store import Profile
from ..dialogs import leave_question, redeal_question
from ..input.controller import TableController
from ..input.view import TableView
from ..settings.preferences import (
    animation_speed,
    automove,
    card_back,
    card_faces,
    game_options,
    set_game_options,
    window_geometry,
)
from ..solver.actions import install_solver_actions
from ..solver.box_place import TableRoom
from ..solver.end_check import install_end_check
from ..table.banner import Banner
from ..table.banner_place import BannerPlace
from ..table.card_art import BACKS, CardArt
from ..table.end_mark import EndMark
from ..table.face_cache import FaceCache, default_cache_dir
from ..table.scene import TableScene
from ..text import reason_sentences
from ..text.family_words import ui_family
from ..text.i18n import game_name, language
from ..text.speech import MESSAGE_MS, install_speech
from ..window_parts import WindowActions, WindowMenus
from . import preferences_at_work, window_text
from .deal_of_the_day_action import install_deal_of_the_day
from .full_screen import install_full_screen
from .keeper import GameKeeper
from .play_actions import install_play_actions
from .profile_actions import install_profile_actions
from .status_bar import StatusBar

if TYPE_CHECKING:
    from ...play.change import Change
    from .help_menu import HelpMenu

DEFAULT_SIZE = QSize(1280, 800)
MIN_SIZE = QSize(1024, 700)


TITLE_BAR_ROOM = 40  # the window manager's title bar and frame, not counted in a window's own size


def smallest_size() -> QSize:
    """``MIN_SIZE``, or less on a screen with less room (a 1280×720 laptop at 150% has 1280×720
    logical pixels, less a task bar, less the title bar): a window taller than the screen hides its
    status bar."""
    screen = QGuiApplication.primaryScreen()
    if screen is None:
        return QSize(MIN_SIZE)
    room = screen.availableGeometry().size()
    return MIN_SIZE.boundedTo(QSize(room.width(), room.height() - TITLE_BAR_ROOM))


class MainWindow(QMainWindow):
    def __init__(self, game: Game | None = None, settings: QSettings | None = None,
                 deal_animation: bool = True, parent: QWidget | None = None,
                 profile: Profile | None = None, menus_later: bool = False) -> None:
        super().__init__(parent)
        self.settings = settings if settings is not None else QSettings()
        self.rules_box: QDialog | None = None  # Help → Rules of this game, made when first asked for
        # the program itself asks before a close loses a game it could not save; windows made by
        # tests and tools close without a question
        self.ask_before_losing_the_game = False
        # and before leaving a game in progress for another counts it as lost (leave_question)
        self.ask_before_leaving_the_game = False
        # and before a click on the stock spends the last redeal (redeal_question)
        self.ask_before_the_last_redeal = False
        self.setStatusBar(StatusBar(self))  # before anything speaks to the window's status bar
        self.setWindowTitle("Patience Qt")
        icon = asset_path("icons", "patience-qt.svg")
        if icon.is_file():
            self.setWindowIcon(QIcon(str(icon)))
        self.setMinimumSize(smallest_size())
        art = CardArt(self.devicePixelRatioF(), card_back(self.settings),  # preferences: read, checked
                      disk=FaceCache(default_cache_dir()), faces=card_faces(self.settings))  # no QtSvg
        self.scene = TableScene(art, self)
        self.controller = TableController(self.scene, self)
        self.controller.animate = animation_speed(self.settings) != "off"
        self.controller.automove = automove(self.settings)
        self.view = TableView(self.scene, self.controller, self)
        self.setCentralWidget(self.view)
        self.banner = Banner(self.view)
        self.banner.new_game.connect(self.new_deal)
        self.banner.restart.connect(self.restart)
        self.banner.undo.connect(self.controller.undo)
        self.end_mark = EndMark(self.scene)  # the card that ended a lost game, while that position stays
        self.banner_place = BannerPlace(self.banner, self.view, self.scene, self.controller.animator,
                                        self.end_mark, self)  # at an edge where it hides no card
        self.view.resized.connect(self.banner_place.place)
        self.view.resized.connect(self.end_mark.follow)
        self.view.looked_at.connect(self.banner.hide)  # the player wants the whole table back

        self.controller.clicks.confirm = self._may_redeal
        self.keeper = GameKeeper(self.controller, profile, self)  # saves, resumes, counts the games
        self._make_actions()
        # each installer below takes the parts of the window it uses, and no more
        self.window_actions, self.window_menus = actions, menus = self._records()
        say, controller, game_menu = self.statusBar().showMessage, self.controller, menus.game
        undo_actions = (actions.undo, actions.redo)
        # Undo/Redo name the move; Autoplay toggles
        self.play_actions = install_play_actions(self, controller, *undo_actions, actions.autoplay)
        self.profile_actions = install_profile_actions(  # Open, Save as, Statistics, Preferences
            self, controller, self.keeper, self.settings, (game_menu, menus.settings), say, self.may_leave,
            self.apply_preferences, before=actions.quit)
        self.solver_actions = install_solver_actions(  # Is this deal winnable?, winnable deals
            self, controller, self.settings, game_menu, TableRoom(self.view, self.scene, self.banner),
            undo_actions, say, self.start, before=actions.quit)
        self.deal_of_the_day = install_deal_of_the_day(  # Game → Deal of the day
            self, controller, self.keeper, say, self.start, self.may_leave, game_menu, actions.number)
        self.speech = install_speech(self, controller)  # a screen reader hears moves, refusals, the end
        self.apply_preferences()  # animation speed, automatic moves, card back from the preferences
        window_text.retranslate(actions, menus)
        self._make_status_bar()
        self.controller.changed.connect(self._table_changed)
        self.controller.over.connect(self._game_over)
        self.controller.game_started.connect(self.banner.hide)
        self.controller.game_started.connect(self._greet)
        self.controller.game_started.connect(self._sync_game_actions)
        self.controller.game_started.connect(self._refresh_rules)
        self.controller.game_started.connect(self.end_mark.clear)
        self._ticker = QTimer(self)
        self._ticker.timeout.connect(self.refresh_status)
        self._ticker.start(1000)
        self._restore_geometry()
        self.full_screen = install_full_screen(self, self.settings, menus.settings)  # F11, as last time
        # a game the solver proves lost says so; Game → End this game, after Restart
        self.end_check = install_end_check(self, controller, say, game_menu, actions.restart)
        # Rules of this game (F1, the window's own action), Keyboard shortcuts, About: the program builds
        # this menu after the table's first paint (``menus_later``), when it has shortcuts of its own none
        self.help_menu: HelpMenu | None = None
        if menus_later:
            self.view.viewport().installEventFilter(self)
        else:
            self.finish_menus()
        self._sync_game_actions()
        if game is not None:
            self.controller.set_game(game, deal_animation=deal_animation)
        self.view.setFocus()

    # -- building ----------------------------------------------------------------------------
    def _action(self, text: str, slot: Any, shortcut: QKeySequence | str | None = None,
                icon: QStyle.StandardPixmap | None = None, tip: str = "") -> QAction:
        action = QAction(text, self)
        if icon is not None:
            action.setIcon(self.style().standardIcon(icon))
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setStatusTip(tip)
        action.setToolTip(tip or text.replace("&", "").replace("…", ""))
        action.triggered.connect(slot)
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        pixmap = QStyle.StandardPixmap
        c = self.controller
        self.new_action = self._action("&New game", self.new_deal, QKeySequence.StandardKey.New,
                                       pixmap.SP_FileIcon, "Deal a new game of the same kind")
        self.restart_action = self._action("&Restart", self.restart, "F5", pixmap.SP_BrowserReload,
                                           "Start this deal again")
        self.choose_action = self._action("&Choose game…", self.choose_game, "Ctrl+G", None,
                                          "Pick one of the fourteen games")
        self.number_action = self._action("Game n&umber…", self.choose_number, "Ctrl+Shift+N", None,
                                          "Play a deal by its number")
        self.rules_action = self._action("Ru&les of this game…", self.show_rules, "F1", None,
                                         "Read the rules of the game on the table")
        self.quit_action = self._action("&Quit", self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action("&Undo", c.undo, QKeySequence.StandardKey.Undo, pixmap.SP_ArrowBack)
        self.redo_action = self._action("Re&do", c.redo, "Ctrl+Shift+Z", pixmap.SP_ArrowForward)
        self.hint_action = self._action("&Hint", c.hint, "H", pixmap.SP_MessageBoxQuestion,
                                        "Show a move you can make")
        self.autoplay_action = self._action("&Autoplay", c.autoplay, "A", pixmap.SP_MediaPlay,
                                            "Let the computer play on")
        self.animations_action = self._action("&Animations", self._set_animations)
        self.animations_action.setCheckable(True)
        self.animations_action.setChecked(c.animate)
        self.automove_action = self._action("Automatic moves to &foundations", self._set_automove)
        self.automove_action.setCheckable(True)
        self.automove_action.setChecked(c.automove)
        self.undo_action.setEnabled(False)  # until a move is made; then play_actions keeps it
        self.redo_action.setEnabled(False)

        self.toolbar = toolbar = QToolBar("Main", self)
        toolbar.setObjectName("main-toolbar")
        toolbar.setMovable(False)
        toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toolbar.setIconSize(QSize(20, 20))
        for action in (self.new_action, self.restart_action, None, self.undo_action, self.redo_action, None,
                       self.hint_action, self.autoplay_action):
            if action is None:
                toolbar.addSeparator()
            else:
                toolbar.addAction(action)
        self.addToolBar(toolbar)

        self.game_menu = menu = self.menuBar().addMenu("&Game")
        for action in (self.new_action, self.restart_action, None, self.choose_action, self.number_action,
                       None, self.quit_action):  # Rules of this game (F1) is under Help
            if action is None:
                menu.addSeparator()
            else:
                menu.addAction(action)
        self.edit_menu = move_menu = self.menuBar().addMenu(self.tr("&Edit"))
        for action in (self.undo_action, self.redo_action, None, self.hint_action, self.autoplay_action):
            if action is None:
                move_menu.addSeparator()
            else:
                move_menu.addAction(action)
        self.settings_menu = settings_menu = self.menuBar().addMenu("&Settings")
        settings_menu.addAction(self.animations_action)
        settings_menu.addAction(self.automove_action)
        self.backs_menu = backs_menu = settings_menu.addMenu("Card &back")
        self.back_actions = QActionGroup(self)
        for name, title in BACKS.items():
            action = QAction(title, self.back_actions)
            action.setCheckable(True)
            action.setChecked(name == self.scene.art.back_name)
            action.triggered.connect(lambda _checked=False, chosen=name: self.set_card_back(chosen))
            backs_menu.addAction(action)

    def finish_menus(self) -> None:
        """Build what the first table does not show: the Help menu (its module, the shortcuts box and
        the About box's html escaping, loads then). Once; the program calls it after the first paint."""
        if self.help_menu is None:
            from .help_menu import install_help_menu

            self.help_menu = install_help_menu(self, self.window_actions, self.profile_actions,
                                               self.solver_actions)
            self.help_menu.listed = [*self.help_menu.listed, self.full_screen.action]  # F11 in the list too

    def eventFilter(self, watched: Any, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self.finish_menus)  # the table is on the screen first
        return super().eventFilter(watched, event)

    def _records(self) -> tuple[WindowActions, WindowMenus]:
        actions = WindowActions(
            new=self.new_action, restart=self.restart_action, choose=self.choose_action,
            number=self.number_action, rules=self.rules_action, quit=self.quit_action, undo=self.undo_action,
            redo=self.redo_action, hint=self.hint_action, autoplay=self.autoplay_action,
            animations=self.animations_action, automove=self.automove_action)
        menus = WindowMenus(game=self.game_menu, edit=self.edit_menu, settings=self.settings_menu,
                            backs=self.backs_menu, back_actions=self.back_actions, toolbar=self.toolbar)
        return actions, menus

    def apply_preferences(self) -> None:
        """Put the preferences to work on the table (after Preferences… too: ``preferences_at_work``)."""
        actions = self.window_actions
        preferences_at_work.apply_preferences(self, self.settings, self.controller, self.scene,
                                              actions.animations, actions.automove,
                                              self.window_menus.back_actions)

    def _make_status_bar(self) -> None:
        """The figures stay in view, in two rows; a message takes the room they leave (``status_bar``)."""
        bar = self.statusBar()
        assert isinstance(bar, StatusBar)
        self.status_labels: dict[str, QLabel] = bar.add_figures(
            [["game", "number"], ["stock", "redeals", "moves", "time"]])

    def _table_changed(self, change: Change) -> None:
        """The status bar's figures follow every change; a move, an undo, a deal also send the band and
        the end's mark away (the sentence about the position before goes too: ``speech``)."""
        self.refresh_status()
        if change.moved:
            self.banner.hide()
            self.end_mark.clear()

    def _restore_geometry(self) -> None:
        geometry = window_geometry(self.settings)  # None for anything but Qt's geometry bytes
        if geometry is not None and self.restoreGeometry(geometry):
            return
        screen = QGuiApplication.primaryScreen()
        size = QSize(DEFAULT_SIZE)
        if screen is not None:
            available = screen.availableGeometry().size()
            if available.width() < 1400 or available.height() < 900:
                size = QSize(int(available.width() * 0.8), int(available.height() * 0.8))
        self.resize(size.expandedTo(smallest_size()))

    # -- commands --------------------------------------------------------------------------------
    def start(self, game_id: str, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a game; without ``options``, the variant chosen in the preferences."""
        if options is None:
            options = game_options(self.settings, game_id)
        self.controller.set_game(new_game(game_id, seed=seed, options=options))
        self.settings.setValue("game/last", game_id)

    def may_leave(self) -> bool:
        """Whether the game on the table may be given up for another (``leave_question``)."""
        return leave_question.may_leave(self.controller, self.settings, self,
                                        asking=self.ask_before_leaving_the_game)

    def _may_redeal(self, game: Game, move: Move) -> bool:
        """Whether the stock's move may be played: asked before it spends the last redeal."""
        if not self.ask_before_the_last_redeal:
            return True
        return redeal_question.may_redeal(game, move, self.settings, self)

    def new_deal(self) -> None:
        game = self.controller.game
        if game is None:
            self.choose_game()
        elif self.may_leave():
            self._deal_new(game.id, game_options(self.settings, game.id))

    def restart(self) -> None:
        """Start this deal again: the game played so far counts as lost, so that is asked first."""
        if self.may_leave():
            self.controller.restart()

    def _deal_new(self, game_id: str, options: dict[str, Any]) -> None:
        """A new deal of this game: a winnable one when the player prefers (Deal only winnable games)."""
        if self.solver_actions.winnable_only():
            self.solver_actions.deal_winnable(game_id, options)
        else:
            self.start(game_id, options=options)

    def choose_game(self) -> None:
        game = self.controller.game
        from ..dialogs.chooser import ChooseGameDialog  # the dialogs load on first use

        dialog = ChooseGameDialog(game.id if game else None, game.options if game else None, self,
                                  preset=lambda game_id: game_options(self.settings, game_id))
        if dialog.exec() and dialog.game_id() and self.may_leave():
            set_game_options(self.settings, dialog.game_id(), dialog.options())  # the variant sticks
            self._deal_new(dialog.game_id(), dialog.options())

    def choose_number(self) -> None:
        """Game → Game number…: a deal by its number of the game on the table, or of the game the player
        chose while the search for a winnable deal of it runs (a number typed then dealt the old game
        and dropped the choice without a word)."""
        game = self.controller.game
        searched = self.solver_actions.searched_game()
        if searched is not None:
            (game_id, options), seed = searched, None
        elif game is not None:
            game_id, options, seed = game.id, game.options, game.seed
        else:
            return
        from ..dialogs.game_number import ask_game_number

        number = ask_game_number(self, game_id, seed, self.statusBar().showMessage)
        if number is not None and self.may_leave():
            self.start(game_id, seed=number, options=options)

    def show_rules(self) -> None:
        """The rules of the game on the table, at hand during play (before, only the game chooser showed
        them); a box beside the table that follows the game and the language each time it is shown."""
        game = self.controller.game
        if game is None:
            return
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

        if self.rules_box is None:
            self.rules_box = QDialog(self)
            self.rules_box.resize(560, 520)
            browser = QTextBrowser(self.rules_box)
            browser.setObjectName("rules")
            buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self.rules_box)
            buttons.rejected.connect(self.rules_box.close)
            layout = QVBoxLayout(self.rules_box)
            layout.addWidget(browser)
            layout.addWidget(buttons)
        info = GAMES[game.id]
        self.rules_box.setWindowTitle(self.tr("Rules: {game}").format(game=game_name(info)))
        browser = self.rules_box.findChild(QTextBrowser, "rules")
        from ..dialogs.chooser import rules_html

        browser.setHtml(rules_html(info))
        browser.setAccessibleName(self.rules_box.windowTitle())  # a screen reader names the text
        self.rules_box.show()
        self.rules_box.raise_()

    def _refresh_rules(self) -> None:
        """An open rules box follows the game on the table and the language."""
        if self.rules_box is not None and self.rules_box.isVisible():
            self.show_rules()

    def _set_animations(self, on: bool) -> None:
        self.controller.animate = on
        self.settings.setValue("table/animations", on)

    def set_card_back(self, name: str) -> None:
        self.scene.art.set_back(name)
        self.settings.setValue("table/back", name)
        for item in self.scene.card_items:
            item.update()

    def _set_automove(self, on: bool) -> None:
        self.controller.automove = on
        self.settings.setValue("table/automove", on)

    # -- showing the state ---------------------------------------------------------------------
    def refresh_status(self) -> None:
        game = self.controller.game
        labels = self.status_labels
        if game is None:
            for label in labels.values():
                label.clear()
            return
        info = GAMES[game.id]
        # in English the game's own Russian name too; in Russian that is its name
        labels["game"].setText(info.name_ru if language() == "ru" else f"{info.name_en} — {info.name_ru}")
        labels["number"].setText(self.tr("Game #{number}").format(number=game.seed))
        stock = game.piles.get("stock")
        count = "" if stock is None else self.tr("Stock: {count}").format(count=len(stock.cards))
        labels["stock"].setText(count)
        labels["stock"].setVisible(stock is not None)
        left = game.rules.redeals_left(game)
        labels["redeals"].setText("" if left is None else self.tr("Redeals left: {count}").format(count=left))
        labels["redeals"].setVisible(left is not None)
        labels["moves"].setText(self.tr("Moves: {count}").format(count=len(game.moves)))
        seconds = self.controller.elapsed_ms() // 1000
        self._name_clock(labels["time"], seconds // 60)
        labels["time"].setText(self.tr("Time: {time}").format(time=f"{seconds // 60}:{seconds % 60:02d}"))
        self.setWindowTitle(f"{game_name(info)} #{game.seed} — Patience Qt")

    def _name_clock(self, clock: QLabel, minutes: int) -> None:
        """The clock's label keeps one accessible name, its minutes as its description: a label named
        by its text tells a screen reader its new name at every tick, once a second."""
        name, spoken = self.tr("Time"), self.tr("%n minute(s)", "", minutes)
        if clock.accessibleName() != name:
            clock.setAccessibleName(name)
        if clock.accessibleDescription() != spoken:
            clock.setAccessibleDescription(spoken)

    def _sync_game_actions(self) -> None:
        """With no game on the table (the chooser left with Escape at the first start) the actions
        about the game on the table are off rather than doing nothing."""
        on = self.controller.game is not None
        for action in (self.restart_action, self.number_action, self.rules_action, self.hint_action,
                       self.autoplay_action, self.solver_actions.solve_action,
                       self.profile_actions.save_as_action):
            action.setEnabled(on)

    def _greet(self) -> None:
        game = self.controller.game
        if game is not None:
            self.statusBar().showMessage(self.tr(ui_family(game.id).how_to_play), 2 * MESSAGE_MS)

    def _game_over(self, result: str, animate: bool | None = None) -> None:
        game = self.controller.game
        said = ""  # why the game ended, for the status bar
        moves = len(game.moves) if game else 0
        seconds = self.controller.elapsed_ms() // 1000
        if result == "won" and self.controller.assisted:
            title = self.tr("Won with help")  # Show solution's line, or Where did it go wrong's Undo to there
            detail = self.tr("The solver helped in this game: it counts as won with help (played, not won).")
        elif result == "won":
            title = self.tr("You won!")
            played = f"{seconds // 60}:{seconds % 60:02d}"
            detail = self.tr("%n moves in {time}.", "", moves).format(time=played)
        elif self.controller.ended_by is not None:  # proved lost by the solver, or ended by the player
            title = self.tr("Game over")
            again = self.tr("This deal did not come out. Undo, restart, or deal again.")
            said = reason_sentences.sentence(self.controller.ended_by)
            detail = f"{said} {again}"
        elif game is not None and game.legal_moves():
            # the Village family's builds that only go round in a circle: moves remain, none helps
            title = self.tr("No way forward")
            detail = self.tr("Only moves that lead nowhere are left: this deal did not come out. Undo, "
                             "restart, or deal again.")
        else:
            title = self.tr("No moves left")
            detail = self.tr("This deal did not come out. Undo, restart, or deal again.")
            reason = game.rules.over_reason(game) if game is not None else None
            if reason:  # the no-choice games end by one event: say which, and mark its card
                said = reason_sentences.sentence(reason)
                detail = f"{said} {detail}"
                self.end_mark.mark(game.rules.over_card(game))
        self.banner.undo_button.setEnabled(self.controller.can_undo())
        self.banner.show_result(title, detail,
                                animate=self.controller.animate if animate is None else animate)
        self.banner_place.place()
        # the band can be sent away (Escape, a click): the status bar keeps saying why the game ended
        # until the next move, undo or deal (not the band's "Undo, restart, or deal again")
        self.speech.tell(f"{title} — {said or detail}")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            window_text.retranslate(self.window_actions, self.window_menus)
            self.refresh_status()
            if self.controller.game is not None:
                self.scene.update_labels()  # "reserve", "travellers" on the table
            self._refresh_rules()
            if self.banner.isVisible() and self.controller.verdict is not None:
                self._game_over(self.controller.verdict, animate=False)  # its words in the new language
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802
        self.settings.setValue("window/geometry", self.saveGeometry())
        unsaved = self.keeper.flush()  # the game in progress is there next time
        uncounted = self.keeper.unsaved_statistics()
        if self.ask_before_losing_the_game and (unsaved or uncounted) and not self._close_anyway(
                unsaved, uncounted):
            event.ignore()
            return
        self.keeper.release()  # another copy may take the saved game now
        super().closeEvent(event)

    def _close_anyway(self, unsaved: str | None, uncounted: str | None) -> bool:
        """Saving failed (a full disk, a read-only folder, another copy holding the saved game): ask before
        losing what could not be kept; a failure during play was said once, in the status bar."""
        lines = []
        if unsaved:  # with no move played, nothing of the player's is lost
            moved = self.controller.game is not None and bool(self.controller.game.moves)
            lines.append((self.tr("The game could not be saved ({detail}). If you close now, its moves are "
                                  "lost.") if moved else self.tr("The game could not be saved ({detail})."))
                         .format(detail=unsaved.rstrip(".")))
        if uncounted:
            lines.append(self.tr("The statistics could not be saved ({detail}). If you close now, the "
                                 "results not yet saved are lost.").format(detail=uncounted.rstrip(".")))
        lines.append(self.tr("Close anyway?"))
        answer = QMessageBox.question(
            self, self.tr("Patience Qt"), " ".join(lines),
            QMessageBox.StandardButton.Close | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Close
