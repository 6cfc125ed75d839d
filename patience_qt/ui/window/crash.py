"""No silent death: one handler for the unexpected errors of the running program.

``install_crash_handler(window, controller, keeper, profile)`` makes ``sys.excepthook`` and
``threading.excepthook`` (an exception in a Qt slot, a timer, an event handler, or another thread) end
here. For each error it

* prints the traceback on stderr, as Python would;
* appends it to ``crash.log`` in the data folder (``Profile.log_crash``);
* saves the game in progress with its undo history (as the window's ``GameKeeper`` does after a move),
  so that whatever happens next the player can resume it;
* lets go of a card held or moving and puts the table back in step with the game, when it can;
* shows a non-modal message box that says what happened, that the game was saved, where the log is,
  and that play goes on. While that box is open, further errors add no box of their own: the box counts
  them, and only an error not seen before is written to the log again.

An error inside the handler itself is printed and otherwise ignored: the handler never raises.
An error in another thread is handed to the window's thread (a queued signal) before any of this.
``KeyboardInterrupt`` and ``SystemExit`` go on to the previous hook untouched.
"""

from __future__ import annotations

import contextlib
import sys
import threading
import traceback
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtWidgets import QMessageBox

from ...store import Profile

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtWidgets import QWidget

    from ..input.controller import TableController
    from .keeper import GameKeeper

MAX_LOGGED_WHILE_OPEN = 20  # distinct tracebacks written to the log while one box is open


def tr(text: str) -> str:
    return QCoreApplication.translate("CrashReport", text)


def _summary(kind: type[BaseException], value: BaseException) -> str:
    text = str(value).strip().splitlines()
    return f"{kind.__name__}: {text[0][:200]}" if text else kind.__name__


class CrashHandler(QObject):
    """See the module's text. ``dialog`` is the open message box (or None); ``errors`` counts them all.
    Of the window it uses the controller (the game, the table), the keeper (its profile) and the window
    itself (the box's parent)."""

    _from_thread = Signal(object)  # (kind, value, trace) of an error in another thread

    def __init__(self, window: QWidget, controller: TableController, keeper: GameKeeper,
                 profile: Profile | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.controller = controller
        self.keeper = keeper
        self._profile = profile
        self.dialog: QMessageBox | None = None
        self.errors = 0
        self.repeats = 0  # errors while the dialog is open, after the one it shows
        self._logged: set[str] = set()  # tracebacks logged while the dialog is open
        self._busy = False
        self._base_text = ""
        self._previous_hook = None
        self._previous_thread_hook = None
        self._from_thread.connect(self._handle_from_thread, Qt.ConnectionType.QueuedConnection)

    # -- installing ------------------------------------------------------------------------------
    def install(self) -> CrashHandler:
        self._previous_hook = sys.excepthook
        self._previous_thread_hook = threading.excepthook
        sys.excepthook = self.excepthook
        threading.excepthook = self.thread_excepthook
        return self

    def uninstall(self) -> None:
        if sys.excepthook == self.excepthook:
            sys.excepthook = self._previous_hook or sys.__excepthook__
        if threading.excepthook == self.thread_excepthook:
            threading.excepthook = self._previous_thread_hook or threading.__excepthook__

    @property
    def profile(self) -> Profile:
        """Where the log and the saved game go: the given profile, the keeper's, else the data folder."""
        if self._profile is None:
            self._profile = self.keeper.profile
        if self._profile is None:
            from .keeper import default_data_dir

            self._profile = Profile(default_data_dir())
        return self._profile

    # -- the hooks ---------------------------------------------------------------------------------
    def excepthook(self, kind: type[BaseException], value: BaseException, trace: Any) -> None:
        if issubclass(kind, (KeyboardInterrupt, SystemExit)):
            (self._previous_hook or sys.__excepthook__)(kind, value, trace)
            return
        if QThread.currentThread() is not self.thread():
            self._from_thread.emit((kind, value, trace))
            return
        self.handle(kind, value, trace)

    def thread_excepthook(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_type is SystemExit:
            return
        value = args.exc_value if args.exc_value is not None else args.exc_type()
        self.excepthook(args.exc_type, value, args.exc_traceback)  # handed to the window's thread there

    def _handle_from_thread(self, error: tuple) -> None:
        self.handle(*error)

    # -- the work ------------------------------------------------------------------------------------
    def handle(self, kind: type[BaseException], value: BaseException, trace: Any) -> None:
        """Print, log, save, recover, tell (see the module's text). Never raises."""
        text = "".join(traceback.format_exception(kind, value, trace))
        with contextlib.suppress(Exception):  # no stderr (a windowed app): the log is what counts
            sys.stderr.write(text)
        if self._busy:  # an error while handling one: printed above, nothing more
            return
        self._busy = True
        try:
            self.errors += 1
            open_box = self.dialog is not None and self.dialog.isVisible()
            if open_box:
                self.repeats += 1
                if text not in self._logged and len(self._logged) < MAX_LOGGED_WHILE_OPEN:
                    self._logged.add(text)
                    self._log(text)
                self._recover()
                self._update_dialog()
                return
            self.repeats = 0
            self._logged = {text}
            log_problem = self._log(text)
            save_problem = self._save()
            self._recover()
            self._show(_summary(kind, value), text, log_problem, save_problem)
        except Exception:  # noqa: BLE001 - the handler must never raise
            with contextlib.suppress(Exception):
                sys.stderr.write("patience_qt: the error handler failed:\n" + traceback.format_exc())
        finally:
            self._busy = False

    def _log(self, text: str) -> str | None:
        """Append to crash.log; a one-line problem, or None."""
        try:
            return self.profile.log_crash(text)
        except Exception as error:  # noqa: BLE001 - log_crash does not raise, but be sure
            return f"{type(error).__name__}: {error}"

    def _save(self) -> str | None:
        """Save the game in progress with its history; a one-line problem, or None (saved, or no game)."""
        controller = self.controller
        game = controller.game
        if game is None:
            return None
        if game.is_won():
            return None  # a won game is not resumed (the keeper has counted it)
        session = controller.session
        try:
            data = session.to_dict() if session is not None else game.to_dict()
        except Exception:  # noqa: BLE001 - the history may be what broke: keep the position at least
            data = game.to_dict()
            if session is not None and session.counted:
                data["counted"] = True  # a won game undone counts once, even so
        try:
            return self.profile.save_current(data)
        except Exception as error:  # noqa: BLE001 - save_current does not raise, but be sure
            return f"{type(error).__name__}: {error}"

    def _recover(self) -> None:
        """Drop a card held or moving and put every card where the game says (if that works)."""
        controller = self.controller
        try:
            controller.cancel_drag()
            controller.animator.stop_all()
            controller.sync()
        except Exception:  # noqa: BLE001 - the table may be what broke; the game is saved
            pass

    # -- the message box --------------------------------------------------------------------------------
    def _text(self, summary: str, log_problem: str | None, save_problem: str | None) -> str:
        parts = [tr("Something went wrong inside Patience Qt: {error}").format(error=summary)]
        if self.controller.game is not None:
            if save_problem:
                parts.append(tr("Your game could not be saved ({detail}).").format(
                    detail=save_problem.rstrip(".")))
            else:
                parts.append(tr("Your game was saved."))
        if log_problem:
            parts.append(tr("The details could not be written to a file ({detail}).").format(
                detail=log_problem.rstrip(".")))
        else:
            parts.append(tr("The details are in {path}.").format(path=str(self.log_path)))
        parts.append(tr("You can play on; if the table looks wrong, Undo or Restart puts it right."))
        return "\n\n".join(parts)

    @property
    def log_path(self) -> Path:
        return self.profile.crash_log_path

    def _show(self, summary: str, detail: str, log_problem: str | None, save_problem: str | None) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, tr("Patience Qt: an error"),
                          self._text(summary, log_problem, save_problem),
                          QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("crash-report")
        box.setWindowModality(Qt.WindowModality.NonModal)
        box.setModal(False)
        box.setDetailedText(detail)
        box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.finished.connect(self._closed)
        box.destroyed.connect(self._closed)
        self._base_text = box.text()
        self.dialog = box
        box.show()

    def _update_dialog(self) -> None:
        box = self.dialog
        if box is None:
            return
        more = QCoreApplication.translate(
            "CrashReport", "%n more error(s) since this message appeared; see the log.", None, self.repeats)
        box.setText(self._base_text + "\n\n" + more)

    def _closed(self, *_args: object) -> None:
        self.dialog = None
        self.repeats = 0
        self._logged = set()


def install_crash_handler(window: QWidget, controller: TableController, keeper: GameKeeper,
                          profile: Profile | None = None) -> CrashHandler:
    """Route the unexpected errors of the running program to one ``CrashHandler`` of the window."""
    handler = CrashHandler(window, controller, keeper, profile)
    return handler.install()
