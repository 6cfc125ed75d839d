"""Game → Deal of the day: today's deal of the game on the table, the same for every player and one the
solver proved winnable (``play.deal_of_the_day``), in the game's standard variant.

``install_deal_of_the_day(parts)`` puts the action under Game number… and keeps it enabled only for a game
that has a deal of the day (the games whose proved-winnable deals were listed when the program was made);
its tip says why not for the others. Leaving a game in progress for the day's deal asks first, as New game
does. A won deal of the day is remembered in the statistics by the window's keeper (``days_won``).
"""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING

from PySide6.QtCore import QDate, QEvent, QLocale, QObject
from PySide6.QtGui import QAction

from ...play.deal_of_the_day import deal_day, deal_of_the_day, has_deal_of_the_day
from ...store import variant_key

if TYPE_CHECKING:  # pragma: no cover
    from ..window_parts import WindowParts

MESSAGE_MS = 8000


class DealOfTheDay(QObject):
    """The Deal of the day action of one main window."""

    def __init__(self, parts: WindowParts, today: datetime.date | None = None) -> None:
        super().__init__(parts.widget)
        self.parts = parts
        self.window = parts.widget
        self.fixed_day = today  # tests set the day; the program asks the calendar each time
        self.action = QAction(self.window)
        self.action.setObjectName("deal_of_the_day")
        self.action.triggered.connect(lambda _checked=False: self.deal())
        self.window.addAction(self.action)
        menu = parts.menus.game
        actions = menu.actions()
        number = parts.actions.number
        after = actions.index(number) + 1 if number in actions else len(actions)
        menu.insertAction(actions[after] if after < len(actions) else None, self.action)
        parts.controller.game_started.connect(self.retranslate)
        self.window.installEventFilter(self)
        self.retranslate()

    def today(self) -> datetime.date:
        return self.fixed_day or datetime.date.today()

    def game_id(self) -> str | None:
        game = self.parts.controller.game
        return game.id if game is not None else None

    def retranslate(self) -> None:
        self.action.setText(self.tr("Deal of the &day"))
        game_id = self.game_id()
        available = game_id is not None and has_deal_of_the_day(game_id)
        self.action.setEnabled(available)
        tip = (self.tr("Today's deal of this game: the same for every player, and one that can be won")
               if available or game_id is None else
               self.tr("This game has no deal of the day: none of its deals was proved winnable"))
        self.action.setStatusTip(tip)
        self.action.setToolTip(tip)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def deal(self) -> None:
        """Deal today's deal of the game on the table (asking first if a game in progress is left)."""
        game_id = self.game_id()
        if game_id is None:
            return
        day = self.today()
        seed = deal_of_the_day(game_id, day)
        if seed is None:
            return
        game = self.parts.controller.game
        on_table = game is not None and deal_day(game, day) == day.isoformat() and not game.is_won()
        if not on_table:
            if not self.parts.may_leave():
                return
            self.parts.start(game_id, seed=seed, options={})  # the standard variant, whatever preferred
        date = QLocale().toString(QDate(day.year, day.month, day.day), QLocale.FormatType.LongFormat)
        text = self.tr("Deal of the day, {date}: game number {number}").format(
            date=date, number=QLocale().toString(seed))
        if day.isoformat() in self.parts.keeper.statistics.get(variant_key(game_id)).days_won:
            text += " " + self.tr("(won already today)")
        self.parts.say(text, MESSAGE_MS)


def install_deal_of_the_day(parts: WindowParts) -> DealOfTheDay:
    """Add Game → Deal of the day to a main window."""
    return DealOfTheDay(parts)
