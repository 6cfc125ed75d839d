"""The ui's part of each family, in one record a family: the words the window says about it.

Reached like the other layers' records through the game's catalogue entry (``GAMES[game.id].family``):
``ui_family(game_id)``. The texts keep the contexts of the classes that show them (``MainWindow``,
``ChooseGameDialog``), so that each is translated where it is said.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from ...rules import game_info


@dataclass(frozen=True)
class UiFamily:
    """What the window says about one family (English sources; translated where shown)."""

    title: str  # the game chooser's heading over the family's games (context ChooseGameDialog)
    how_to_play: str  # the status bar's first line on a new deal (context MainWindow)


FAMILIES: dict[str, UiFamily] = {
    "rainbow": UiFamily(
        QT_TRANSLATE_NOOP("ChooseGameDialog", "The Rainbow family"),
        QT_TRANSLATE_NOOP(
            "MainWindow",
            "Click the stock to turn a card; drag it to a foundation, the reserve or a waste pile.")),
    "clock": UiFamily(
        QT_TRANSLATE_NOOP("ChooseGameDialog", "The Clock family"),
        QT_TRANSLATE_NOOP("MainWindow", "Drag the turned card under the pile of its rank, or click it.")),
    "village": UiFamily(
        QT_TRANSLATE_NOOP("ChooseGameDialog", "The Village family"),
        QT_TRANSLATE_NOOP(
            "MainWindow", "Drag cards to the foundations; click the stock to deal the next row.")),
}


def ui_family(game_id: str) -> UiFamily:
    """The record of the game's family; ValueError for an unknown game."""
    return FAMILIES[game_info(game_id).family]
