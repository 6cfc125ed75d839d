"""Game → Statistics…: a table of every game and variant played, a bar chart of win rates, reset buttons.

The figures are ``GameKeeper.statistics`` (per variant key: ``rainbow``, ``toad[two_reserves=true]`` …);
the chart sums a game's variants into one bar, so the fourteen games compare at a glance. The chart is
drawn with QPainter (``WinRateChart``): no chart library, sharp at any size and pixel density. The last
column, Won with help, counts the games the solver helped to win (Show solution, Where did it go wrong's
Undo to there): they are played and not won, so the win rate stays the player's own. The column after
it, Days won, counts the days whose deal of the day (Game → Deal of the day) was won, with the latest.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from PySide6.QtCore import QDate, QEvent, QLocale, QPointF, QRectF, QSize, Qt, QTimer, SignalInstance
from PySide6.QtGui import QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...rules import GAMES
from ...rules.variants import split_key
from ...store import GameStatistics, Statistics
from ..text.i18n import game_name, option_label

KEY_ROLE = Qt.ItemDataRole.UserRole
COLUMNS = 10
DAYS_COLUMN = 9
DAYS_LISTED = 10  # a row's tip lists its latest days won, at most this many
REFRESH_DELAY_MS = 0  # counted games are shown once the event loop is free: a burst is one refresh


def clock_text(seconds: float | None) -> str:
    """``4:05`` or ``1:02:03``; an en dash for no time."""
    if seconds is None:
        return "–"
    whole = int(round(seconds))
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


def day_text(day: str, form: QLocale.FormatType = QLocale.FormatType.ShortFormat) -> str:
    """An ISO date of the statistics as the language writes dates."""
    date = QDate.fromString(day, "yyyy-MM-dd")
    return QLocale().toString(date, form) if date.isValid() else day


def percent_text(rate: float) -> str:
    """``61 %``; below 10 % one decimal (``0.3 %``, in Russian ``0,3 %``), so a rare win still shows."""
    percent = rate * 100
    decimals = 1 if 0 < percent < 10 else 0
    return f"{QLocale().toString(percent, 'f', decimals)} %"


@dataclass
class Bar:
    """One game in the chart: its name and its games played and won (all variants together)."""

    name: str
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def game_keys(statistics: Statistics, game_id: str) -> list[str]:
    """The variant keys of a game with figures (the plain game first), or just the plain game."""
    return grouped_keys(statistics).get(game_id) or [game_id]


def grouped_keys(statistics: Statistics) -> dict[str, list[str]]:
    """Every known game's variant keys with figures (the plain game first), in one pass over the keys:
    asking each game in turn to scan all keys made the window's refresh grow with games × keys."""
    found: dict[str, list[str]] = {}
    keys = statistics.keys()  # sorted (Statistics is not iterable)
    for key in keys:
        game_id = key.split("[", 1)[0]
        if game_id in GAMES:
            found.setdefault(game_id, []).append(key)
    return found  # sorted text puts ``toad`` before ``toad[…]``: the plain game comes first


def variant_rows(statistics: Statistics) -> list[tuple[str, GameStatistics]]:
    """The table's rows: every known game in catalogue order, each variant with figures (the plain game
    first, a game never played once with zero figures). Each variant's figures are copied once."""
    grouped = grouped_keys(statistics)
    return [(key, statistics.get(key)) for game_id in GAMES for key in grouped.get(game_id) or [game_id]]


def bars(statistics: Statistics) -> list[Bar]:
    return bars_of(variant_rows(statistics))


def bars_of(rows: list[tuple[str, GameStatistics]]) -> list[Bar]:
    """One bar a known game, summing the figures of its rows (``variant_rows``)."""
    played: dict[str, int] = dict.fromkeys(GAMES, 0)
    won: dict[str, int] = dict.fromkeys(GAMES, 0)
    for key, entry in rows:
        game_id = key.split("[", 1)[0]
        played[game_id] += entry.played
        won[game_id] += entry.won
    return [Bar(game_name(info), played[game_id], won[game_id]) for game_id, info in GAMES.items()]


class WinRateChart(QWidget):
    """Horizontal bars: one a game, its win rate from 0 to 100 %, the figures at the bar's end."""

    ROW = 24
    MARGIN = 12

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bars: list[Bar] = []
        self.title = ""
        self.no_games = ""
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.setMinimumHeight(self.sizeHint().height())

    def set_bars(self, bars: list[Bar], title: str, no_games: str) -> None:
        self.bars, self.title, self.no_games = bars, title, no_games
        self.setMinimumHeight(self.sizeHint().height())
        self.setMaximumHeight(self.sizeHint().height())
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(640, self.MARGIN * 2 + 34 + self.ROW * max(len(self.bars), 14) + 22)

    def paintEvent(self, _event: Any) -> None:  # noqa: N802
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        rect = QRectF(self.rect()).adjusted(0.5, 0.5, -0.5, -0.5)
        panel = QPainterPath()
        panel.addRoundedRect(rect, 10, 10)
        painter.fillPath(panel, palette.color(QPalette.ColorRole.Base))
        painter.setPen(QPen(palette.color(QPalette.ColorRole.Mid), 1))
        painter.drawPath(panel)

        text_color = palette.color(QPalette.ColorRole.Text)
        faint = QColor(text_color)
        faint.setAlpha(110)
        font = QFont(self.font())
        metrics_font = QFont(font)
        title_font = QFont(font)
        title_font.setBold(True)
        title_font.setPointSizeF(font.pointSizeF() * 1.1)
        painter.setFont(title_font)
        painter.setPen(text_color)
        top = self.MARGIN
        painter.drawText(QRectF(self.MARGIN + 4, top, rect.width() - 2 * self.MARGIN, 26),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, self.title)
        top += 34
        painter.setFont(metrics_font)
        metrics = painter.fontMetrics()
        name_width = max([metrics.horizontalAdvance(bar.name) for bar in self.bars] + [80]) + 16
        figures_width = metrics.horizontalAdvance("100,0 %  (99999 / 99999)") + 12
        left = self.MARGIN + name_width
        right = rect.width() - self.MARGIN - figures_width
        width = max(right - left, 40.0)
        bottom = top + self.ROW * len(self.bars)

        # grid: 0, 25, 50, 75, 100 %
        for step in range(5):
            x = left + width * step / 4
            painter.setPen(QPen(faint, 1, Qt.PenStyle.DotLine if step else Qt.PenStyle.SolidLine))
            painter.drawLine(QPointF(x, top - 4), QPointF(x, bottom))
            painter.setPen(faint)
            painter.drawText(QRectF(x - 30, bottom + 2, 60, 18), Qt.AlignmentFlag.AlignCenter,
                             f"{step * 25} %")

        for row, bar in enumerate(self.bars):
            y = top + row * self.ROW
            band = QRectF(self.MARGIN, y, rect.width() - 2 * self.MARGIN, self.ROW)
            if row % 2:
                shade = QColor(text_color)
                shade.setAlpha(12)
                painter.fillRect(band, shade)
            painter.setPen(text_color)
            painter.drawText(QRectF(self.MARGIN + 4, y, name_width - 12, self.ROW),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, bar.name)
            figures = QRectF(left + 8, y, rect.width() - left - self.MARGIN - 8, self.ROW)
            if not bar.played:
                painter.setPen(faint)
                painter.drawText(figures, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                                 self.no_games)
                continue
            length = max(width * bar.rate, 2.0)
            body = QRectF(left, y + 5, length, self.ROW - 10)
            gradient = QLinearGradient(body.topLeft(), body.bottomLeft())
            gradient.setColorAt(0.0, QColor(72, 168, 96))
            gradient.setColorAt(1.0, QColor(30, 110, 58))
            path = QPainterPath()
            path.addRoundedRect(body, 4, 4)
            painter.fillPath(path, QBrush(gradient))
            painter.setPen(text_color)
            label = f"{percent_text(bar.rate)}  ({bar.won} / {bar.played})"
            painter.drawText(QRectF(left + length + 8, y, figures_width + width, self.ROW),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, label)
        painter.end()


class StatisticsKeeper(Protocol):
    """What the box uses of the window's ``GameKeeper`` (``ui/window/keeper.py``, a room above this one,
    so named here by what it does): the figures, their reset, and the signal that a game was counted."""

    recorded: SignalInstance  # a game's result went into the statistics: its variant key

    @property
    def statistics(self) -> Statistics: ...

    def reset_statistics(self, key: str | None = None) -> None: ...


class StatisticsDialog(QDialog):
    """The statistics of a ``GameKeeper``; refreshes itself when a game is counted."""

    def __init__(self, keeper: StatisticsKeeper, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.keeper = keeper
        screen = self.screen()
        room = screen.availableGeometry().size() * 0.9 if screen is not None else QSize(1000, 860)
        self.resize(QSize(1000, 860).boundedTo(room))
        self.table = QTableWidget(0, COLUMNS, self)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.table.setAlternatingRowColors(True)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, COLUMNS):  # their widths are measured by ``refresh`` (``_fit_columns``)
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
        self.chart = WinRateChart(self)
        self.summary = QLabel(self)
        self.reset_button = QPushButton(self)
        self.reset_all_button = QPushButton(self)
        self.reset_button.clicked.connect(lambda: self.reset_selected(confirm=True))
        self.reset_all_button.clicked.connect(lambda: self.reset_all(confirm=True))
        self.table.itemSelectionChanged.connect(self._selection_changed)
        standard = QDialogButtonBox.StandardButton
        self.buttons = QDialogButtonBox(standard.Close, parent=self)
        self.buttons.rejected.connect(self.reject)
        self.buttons.accepted.connect(self.accept)

        # The chart is as tall as its bars (about 420 px for the fourteen games): it scrolls, so that the
        # window fits a screen of 700 px (it was 880 px tall, its foot and buttons off a small screen).
        self.chart_area = QScrollArea(self)
        self.chart_area.setWidget(self.chart)
        self.chart_area.setWidgetResizable(True)
        self.chart_area.setFrameShape(QScrollArea.Shape.NoFrame)
        self.chart_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.chart_area.setMinimumHeight(120)
        self.table.setMinimumHeight(120)
        splitter = QSplitter(Qt.Orientation.Vertical, self)
        splitter.addWidget(self.table)
        splitter.addWidget(self.chart_area)
        splitter.setChildrenCollapsible(False)
        splitter.setStretchFactor(0, 1)  # the table takes what the chart leaves
        splitter.setStretchFactor(1, 0)
        row = QHBoxLayout()
        row.addWidget(self.summary, 1)
        row.addWidget(self.reset_button)
        row.addWidget(self.reset_all_button)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter, 1)
        layout.addLayout(row)
        layout.addWidget(self.buttons)
        self._stale = False  # a game was counted since the last refresh
        self._refresh_timer = QTimer(self)
        self._refresh_timer.setSingleShot(True)
        self._refresh_timer.setInterval(REFRESH_DELAY_MS)
        self._refresh_timer.timeout.connect(self.refresh)
        keeper.recorded.connect(self._recorded)
        self.retranslate()

    def _recorded(self, _key: str) -> None:
        """A game was counted: refresh once the event loop is free (a burst of counted games, or games
        counted while the window is hidden, cost one refresh, not one each)."""
        self._stale = True
        if self.isVisible():
            self._refresh_timer.start()

    def showEvent(self, event: Any) -> None:  # noqa: N802
        if self._stale:
            self.refresh()
        super().showEvent(event)

    # -- texts ----------------------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.table.setHorizontalHeaderLabels([
            self.tr("Game"), self.tr("Played"), self.tr("Won"), self.tr("Win rate"), self.tr("Streak"),
            self.tr("Longest streak"), self.tr("Best time"), self.tr("Fewest moves"),
            self.tr("Won with help"), self.tr("Days won"),
        ])
        self.table.horizontalHeaderItem(DAYS_COLUMN - 1).setToolTip(self.tr(
            "Games the solver helped to win: counted as played, not won"))
        self.table.horizontalHeaderItem(DAYS_COLUMN).setToolTip(self.tr(
            "Days whose deal of the day was won (Game → Deal of the day), and the latest"))
        self.reset_button.setText(self.tr("&Reset this game"))
        self.reset_all_button.setText(self.tr("Reset &all"))
        self.table.setAccessibleName(self.tr("Results by game"))  # what a screen reader calls them
        self.chart.setAccessibleName(self.tr("Win rate by game"))
        self.chart.setAccessibleDescription(self.tr("A chart of the table's win rates."))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def variant_text(self, key: str) -> str:
        """``Toad`` or ``Toad — Two reserve piles: yes; Cards in the reserve: 10``."""
        try:
            game_id, options = split_key(key)
        except ValueError:
            return key
        info = GAMES.get(game_id)
        if info is None:
            return key
        parts = []
        for name, value in options.items():
            spec = info.options.get(name)
            if spec is None:
                parts.append(f"{name}={value}")
                continue
            shown = (self.tr("yes") if value else self.tr("no")) if isinstance(value, bool) else str(value)
            parts.append(f"{option_label(spec)}: {shown}")
        return game_name(info) + (" — " + "; ".join(parts) if parts else "")

    # -- figures ------------------------------------------------------------------------------------
    def rows(self) -> list[tuple[str, GameStatistics]]:
        return variant_rows(self.keeper.statistics)

    def row_texts(self, key: str, entry: GameStatistics) -> list[str]:
        """The ten cells of a row."""
        return [
            self.variant_text(key), str(entry.played), str(entry.won),
            percent_text(entry.win_rate) if entry.played else "–",
            str(entry.streak), str(entry.longest_streak), clock_text(entry.best_seconds),
            "–" if entry.fewest_moves is None else str(entry.fewest_moves), str(entry.assisted),
            self.days_text(entry),
        ]

    def days_text(self, entry: GameStatistics) -> str:
        """``2, latest 06.12.2026``: the days whose deal of the day was won, and the latest."""
        latest = entry.latest_day_won
        if latest is None:
            return "0"
        return self.tr("{count}, latest {date}").format(count=len(entry.days_won), date=day_text(latest))

    def days_tip(self, entry: GameStatistics) -> str:
        """The latest days won, one a line (a row's tip in the Days won column)."""
        return "\n".join(day_text(day, QLocale.FormatType.LongFormat)
                         for day in reversed(entry.days_won[-DAYS_LISTED:]))

    def refresh(self) -> None:
        """Show the keeper's figures now, in time linear in the rows: the texts are made first, the table
        is filled with repainting and selection signals off, and the figures' columns are measured once
        from the texts (automatic widths measured every row again at each cell set: 1,000 rows froze the
        window for half a minute)."""
        self._refresh_timer.stop()
        self._stale = False
        selected = self.selected_key()
        rows = self.rows()
        texts = [self.row_texts(key, entry) for key, entry in rows]
        align = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        faint = self.palette().brush(QPalette.ColorGroup.Disabled, QPalette.ColorRole.Text)
        table = self.table
        selection = table.selectionModel()
        table.setUpdatesEnabled(False)
        table.setSortingEnabled(False)
        selection.blockSignals(True)
        try:
            table.clearSelection()
            table.setRowCount(len(rows))
            for row, ((key, entry), cells) in enumerate(zip(rows, texts, strict=True)):
                for column, text in enumerate(cells):
                    item = QTableWidgetItem(text)
                    item.setData(KEY_ROLE, key)
                    if column:
                        item.setTextAlignment(align)
                    if not entry.played:
                        item.setForeground(faint)
                    if column == DAYS_COLUMN and entry.days_won:
                        item.setToolTip(self.days_tip(entry))
                    table.setItem(row, column, item)
                if key == selected:
                    table.selectRow(row)
            self._fit_columns(texts)
        finally:
            selection.blockSignals(False)
            table.setUpdatesEnabled(True)
        # the rows' sum: a game the program does not know (a file from a later version) has no row
        played, won = sum(e.played for _key, e in rows), sum(e.won for _key, e in rows)
        assisted = sum(e.assisted for _key, e in rows)
        self.summary.setText(self.tr("All games: %n played", "", played) + ", " + self.tr(
            "%n won", "", won) + (f" ({percent_text(won / played)})" if played else "") + (
            ", " + self.tr("%n won with help", "", assisted) if assisted else ""))
        self.chart.set_bars(bars_of(rows), self.tr("Win rate by game"), self.tr("not played yet"))
        self._selection_changed()

    def _fit_columns(self, texts: list[list[str]]) -> None:
        """Give the figures' columns the width of their widest text or title (the game column stretches).
        Measured here once from the texts, not by the header's automatic widths, which ask every cell
        again at each layout (half the time of opening the window at 1,000 rows)."""
        table = self.table
        header = table.horizontalHeader()
        metrics = table.fontMetrics()
        # a cell's text margins, as the style draws them (QCommonStyle: focus frame margin + 1, each side)
        margin = 2 * (table.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
        for column in range(1, COLUMNS):
            widest = max((metrics.horizontalAdvance(cells[column]) for cells in texts), default=0)
            header.resizeSection(column, max(widest + margin + 2, header.sectionSizeHint(column)))

    def selected_key(self) -> str | None:
        items = self.table.selectedItems() if hasattr(self, "table") else []
        value = items[0].data(KEY_ROLE) if items else None
        return value if isinstance(value, str) else None

    def select(self, key: str) -> bool:
        for row in range(self.table.rowCount()):
            if self.table.item(row, 0).data(KEY_ROLE) == key:
                self.table.selectRow(row)
                return True
        return False

    def _selection_changed(self) -> None:
        key = self.selected_key()
        self.reset_button.setEnabled(key is not None and key in self.keeper.statistics)
        self.reset_all_button.setEnabled(len(self.keeper.statistics) > 0)

    # -- resetting ----------------------------------------------------------------------------------
    def reset_selected(self, confirm: bool = True) -> None:
        key = self.selected_key()
        if key is None:
            return
        if confirm:
            answer = QMessageBox.question(
                self, self.tr("Reset statistics"),
                self.tr("Forget the statistics of {game}?").format(game=self.variant_text(key)))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.keeper.reset_statistics(key)
        self.refresh()

    def reset_all(self, confirm: bool = True) -> None:
        if confirm:
            answer = QMessageBox.question(self, self.tr("Reset statistics"),
                                          self.tr("Forget the statistics of all games?"))
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.keeper.reset_statistics(None)
        self.refresh()
