"""Game → Deal of the day: today's deal of the game on the table, the same for every player and one the
solver proved winnable (``play.deal_of_the_day``), in the game's standard variant.

``install_deal_of_the_day(…)`` puts the action under Game number… and, each time the Game menu opens,
enables it only for a game that has a deal of the day (the games whose proved-winnable deals were listed
when the program was made); its tip says why not for the others. The lists, and the hash, load then or
when the action is first used, not with the first table. Leaving a game in progress for the day's deal
asks first, as New game does. A won deal of the day is remembered in the statistics by the window's
keeper (``days_won``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QEvent, QLocale, QObject
from PySide6.QtGui import QAction

from ...rules.variants import variant_key

if TYPE_CHECKING:  # pragma: no cover
    import datetime
    from collections.abc import Callable

    from PySide6.QtWidgets import QMainWindow, QMenu

    from ..input.controller import TableController
    from ..window_parts import Say, Start
    from .keeper import GameKeeper

MESSAGE_MS = 8000


class DealOfTheDay(QObject):
    """The Deal of the day action of one main window."""

    def __init__(self, window: QMainWindow, controller: TableController, keeper: GameKeeper, say: Say,
                 start: Start, may_leave: Callable[[], bool], menu: QMenu, number: QAction,
                 today: datetime.date | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.keeper = keeper  # the statistics, which remember the days won
        self.say = say
        self.start = start
        self.may_leave = may_leave  # the window's question before the game on the table is given up
        self.fixed_day = today  # tests set the day; the program asks the calendar each time
        self.loaded = False  # the lists of winnable deals were read (the Game menu opened, or the action ran)
        self.action = QAction(self.window)
        self.action.setObjectName("deal_of_the_day")
        self.action.triggered.connect(lambda _checked=False: self.deal())
        self.window.addAction(self.action)
        actions = menu.actions()
        after = actions.index(number) + 1 if number in actions else len(actions)
        menu.insertAction(actions[after] if after < len(actions) else None, self.action)
        menu.aboutToShow.connect(self.refresh)
        self.window.installEventFilter(self)
        self.retranslate()

    def today(self) -> datetime.date:
        from ...play.deal_of_the_day import calendar_day

        return self.fixed_day or calendar_day()

    def game_id(self) -> str | None:
        game = self.controller.game
        return game.id if game is not None else None

    def available(self) -> bool | None:
        """Whether the game on the table has a deal of the day; None before the lists were read (the
        first table does not read them)."""
        game_id = self.game_id()
        if game_id is None:
            return None if not self.loaded else False
        if not self.loaded:
            return None
        from ...play.deal_of_the_day import has_deal_of_the_day

        return has_deal_of_the_day(game_id)

    def refresh(self) -> None:
        """The Game menu opens: the lists may be read now, to enable the action or not."""
        self.loaded = True
        self.retranslate()

    def retranslate(self) -> None:
        """The action's texts in the current language, and whether it is enabled, for the game on the
        table (the Game menu asks each time it opens)."""
        self.action.setText(self.tr("Deal of the &day"))
        available = self.available()
        self.action.setEnabled(available is not False)
        tip = (self.tr("This game has no deal of the day: none of its deals was proved winnable")
               if available is False and self.game_id() is not None else
               self.tr("Today's deal of this game: the same for every player, and one that can be won"))
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def deal(self) -> None:
        """Deal today's deal of the game on the table (asking first if a game in progress is left)."""
        from ...play.deal_of_the_day import deal_day, deal_of_the_day

        self.loaded = True
        game_id = self.game_id()
        if game_id is None:
            return
        day = self.today()
        seed = deal_of_the_day(game_id, day)
        if seed is None:
            self.retranslate()
            self.say(self.action.statusTip(), MESSAGE_MS)
            return
        game = self.controller.game
        on_table = game is not None and deal_day(game, day) == day.isoformat() and not game.is_won()
        if not on_table:
            if not self.may_leave():
                return
            self.start(game_id, seed=seed, options={})  # the standard variant, whatever preferred
        date = QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
        text = self.tr("Deal of the day, {date}: game number {number}").format(
            date=date, number=QLocale().toString(seed))
        if day.isoformat() in self.keeper.statistics.get(variant_key(game_id)).days_won:
            text += " " + self.tr("(won already today)")
        self.say(text, MESSAGE_MS)


def install_deal_of_the_day(window: QMainWindow, controller: TableController, keeper: GameKeeper,
                            say: Say, start: Start, may_leave: Callable[[], bool], menu: QMenu,
                            number: QAction) -> DealOfTheDay:
    """Add Deal of the day to a main window's Game ``menu``, after its Game number… (``number``)."""
    return DealOfTheDay(window, controller, keeper, say, start, may_leave, menu, number)
