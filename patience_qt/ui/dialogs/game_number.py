"""Game → Game number…: the box that asks which deal of a game to play (the one on the table, or the one
just chosen while a winnable deal of it is looked for).

Game numbers go up to 2**63 - 1 (the command line takes them all), past what a spin box holds, so the
box takes digits in a line. Its texts keep the main window's translation context, where they were
first written.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ...rules import GAMES
from ...rules.deal import MAX_GAME_NUMBER, check_game_number
from ..text.i18n import game_name


def tr(text: str) -> str:
    return QCoreApplication.translate("MainWindow", text)


def ask_game_number(parent: QWidget, game_id: str, seed: int | None,
                    say: Callable[[str, int], None]) -> int | None:
    """The game number the player typed for ``game_id`` (the field offers ``seed``), or None (cancelled,
    or not a game number: ``say`` tells why)."""
    # the box's classes load when first used, not before the first table (as every dialog's)
    from PySide6.QtCore import QRegularExpression
    from PySide6.QtGui import QRegularExpressionValidator
    from PySide6.QtWidgets import QInputDialog, QLineEdit

    dialog = QInputDialog(parent)
    dialog.setWindowTitle(tr("Game number"))
    dialog.setLabelText(tr("Play {game} deal number:").format(game=game_name(GAMES[game_id])))
    dialog.setInputMode(QInputDialog.InputMode.TextInput)
    dialog.setTextValue("" if seed is None else str(seed))
    field = dialog.findChild(QLineEdit)
    if field is not None:
        field.setValidator(QRegularExpressionValidator(QRegularExpression(r"[0-9]{1,19}"), field))
        # room for the title in Russian too ("Номер раскладки"); the dialog's own minimum width is
        # reset by its layout when it opens, its field's is not
        field.setMinimumWidth(340)
    if not dialog.exec():
        return None
    try:
        return check_game_number(int(dialog.textValue().strip()))
    except ValueError:
        say(tr("Game numbers go from 0 to {largest}.").format(largest=MAX_GAME_NUMBER), 10_000)
        return None
