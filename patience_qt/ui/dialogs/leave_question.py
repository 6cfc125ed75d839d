"""Before a game in progress is left for another (New game, Restart, Choose game…, Game number…, Open…):
one question, since leaving it counts it as lost in the statistics and that used to happen without a word.

It is asked only when leaving loses something: the player has moved in the game, it is not over, and
its result is not counted yet (the keeper counts such a game as lost when it is left). The box has
"Don't ask again"; Preferences has the same switch (``ASK_KEY``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QCheckBox, QMessageBox, QWidget

if TYPE_CHECKING:  # pragma: no cover
    from ..input.controller import TableController

ASK_KEY = "ui/ask_before_leaving"


def ask_before_leaving(settings: QSettings) -> bool:
    """The player's switch (default on); anything but a clear no reads as yes."""
    try:
        value = settings.value(ASK_KEY)
    except Exception:  # noqa: BLE001 - a damaged store must not stop the program: ask
        return True
    if isinstance(value, str):
        return value.strip().lower() not in ("0", "false", "no", "off")
    if isinstance(value, (bool, int)):
        return bool(value)
    return True


def would_lose(controller: TableController) -> bool:
    """True when leaving the game on the table now counts it as lost."""
    session = controller.session
    if session is None:
        return False
    game = session.game
    return bool(session.player_moved and game.moves and not session.counted and not game.is_over())


def run_box(box: QMessageBox) -> bool:
    """Show the box; True when the player chose to leave the game (tests put their own answer here)."""
    box.exec()
    return box.clickedButton() is box.button(QMessageBox.StandardButton.Ok)


def ask_once(parent: QWidget | None, texts: tuple[str, str, str, str, str], settings: QSettings, key: str,
             run: Callable[[QMessageBox], bool]) -> bool:
    """A question with OK (named) and Cancel, Cancel the default, and "Don't ask again", which a yes
    writes to ``settings[key]``; True for yes. ``texts``: title, question, the line under it, the yes
    button, the check box, each translated in its asker's context. ``run`` shows the box (tests answer
    it instead)."""
    title, question, informative, yes, dont_ask = texts
    box = QMessageBox(QMessageBox.Icon.Question, title, question,
                      QMessageBox.StandardButton.Ok | QMessageBox.StandardButton.Cancel, parent)
    box.setInformativeText(informative)
    box.button(QMessageBox.StandardButton.Ok).setText(yes)
    box.setDefaultButton(QMessageBox.StandardButton.Cancel)
    check = QCheckBox(dont_ask, box)
    box.setCheckBox(check)
    answer = run(box)
    if answer and check.isChecked():
        settings.setValue(key, False)
    box.deleteLater()
    return answer


def tr(text: str) -> str:
    return QCoreApplication.translate("LeaveQuestion", text)


def may_leave(controller: TableController, settings: QSettings, parent: QWidget | None = None,
              asking: bool = True) -> bool:
    """Ask, when it matters, whether the game on the table may be given up; True to go on.

    ``asking`` is the window's ``ask_before_leaving_the_game`` (False in windows made by tests and
    tools, which never ask); ``settings`` holds the player's "Don't ask again"."""
    if not asking or not would_lose(controller):
        return True
    if not ask_before_leaving(settings):
        return True
    texts = (tr("Leave this game?"), tr("This game counts as lost if you leave it for another."),
             tr("The game in progress is kept when you close the program."), tr("&Leave it"),
             tr("&Don't ask again"))
    return ask_once(parent, texts, settings, ASK_KEY, run_box)
