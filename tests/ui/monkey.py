"""A monkey for the real window: random user events, reproducible from a seed, with the table checked.

``Monkey(window, seed).run(count)`` sends ``count`` random events to a shown ``MainWindow`` — presses,
clicks and double-clicks on cards, places and empty felt, drags to random points and to every pile (the
scene's pile positions mapped to the viewport), clicks on the stock, Undo/Redo by key and by action, Hint
(H), Autoplay started and interrupted, New game, Restart, window resizes (also in the middle of a drag),
the language switched and the game's variant chosen through the Preferences' path, the animations
switched, keyboard focus and Enter, the end-of-game banner's buttons, Save as… and Open… of the game — and
every ``check_every`` events, and at the end, lets the cards come to rest and checks the table with
``table_check.table_problems`` and ``history_problems`` (the deck on the table once, every card item where
its pile says, the session's steps agreeing with the game and with Undo/Redo). An exception anywhere
(raised through a QTest call, or reported to ``sys.excepthook`` from a slot or a timer) is a failure too.
A failure raises ``MonkeyFailure`` naming the seed, the event's number and the last 30 events.

Everything random comes from one ``random.Random(seed)``; "New game" draws its game number from it too
(``rules.catalog.random_game_number`` is replaced while the monkey runs). The events are the same for a
seed; where they land can differ from run to run, because animations and timers run on the clock (a moving
card is caught at another point of its way), so a failure seen once may need a few runs again. Used by
``tests/ui/test_monkey.py`` (a few hundred events per game) and ``bench/bench_monkey.py`` (thousands,
several seeds).
"""

from __future__ import annotations

import contextlib
import random
import sys
import time
import traceback
from collections import Counter, deque
from collections.abc import Callable, Iterator
from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from table_check import at_rest, history_problems, table_problems

import patience_qt.rules.catalog as catalog
from patience_qt.ui.text import i18n

LEFT, RIGHT = Qt.MouseButton.LeftButton, Qt.MouseButton.RightButton
NONE, CTRL, SHIFT = (Qt.KeyboardModifier.NoModifier, Qt.KeyboardModifier.ControlModifier,
                     Qt.KeyboardModifier.ShiftModifier)
REST_TIMEOUT_S = 10.0
ANIMATION_SPEED = 0.15  # times the normal durations: moves of 30 ms, so events land mid-flight often


class MonkeyFailure(AssertionError):
    pass


def wait(ms: int) -> None:
    """Let the event loop run for ``ms`` milliseconds (timers, animations)."""
    QTest.qWait(ms)


def wait_until(condition: Callable[[], bool], timeout_s: float) -> bool:
    end = time.monotonic() + timeout_s
    while not condition():
        if time.monotonic() > end:
            return False
        QApplication.processEvents()
        time.sleep(0.001)
    return True


@contextlib.contextmanager
def captured_exceptions() -> Iterator[list[str]]:
    """Tracebacks reported to ``sys.excepthook`` (from Qt slots, timers, virtual methods) while inside."""
    caught: list[str] = []
    previous = sys.excepthook
    sys.excepthook = lambda kind, value, trace: caught.append(
        "".join(traceback.format_exception(kind, value, trace)))
    try:
        yield caught
    finally:
        sys.excepthook = previous


class Monkey:
    def __init__(self, window, seed: int, check_every: int = 20, folder: Path | None = None) -> None:
        self.window = window
        self.seed = seed
        self.rng = random.Random(seed)
        self.check_every = check_every
        self.folder = folder  # where Save as… writes (None: no file events)
        self.view = window.view
        self.viewport = window.view.viewport()
        self.controller = window.controller
        self.scene = window.scene
        self.log: deque[str] = deque(maxlen=30)
        self.counts: Counter[str] = Counter()
        self.checks = 0
        self.number = 0  # events sent so far
        self.events: list[tuple[str, float, Callable[[], None]]] = [
            ("click_pile", 12, self.click_pile),
            ("click_point", 4, self.click_point),
            ("drag_to_pile", 16, self.drag_to_pile),
            ("drag_over_every_pile", 3, self.drag_over_every_pile),
            ("drag_to_point", 4, self.drag_to_point),
            ("drag_with_resize", 2, self.drag_with_resize),
            ("drag_with_key", 2, self.drag_with_key),
            ("double_click", 6, self.double_click),
            ("stock", 6, self.stock),
            ("right_click", 1, self.right_click),
            ("undo", 6, self.undo),
            ("redo", 4, self.redo),
            ("hint", 3, self.hint),
            ("autoplay", 3, self.autoplay),
            ("new_game", 1, self.new_game),
            ("restart", 1, self.restart),
            ("resize", 2, self.resize),
            ("language", 1, self.language),
            ("variant", 1, self.variant),
            ("animations", 1, self.toggle_animations),
            ("keyboard", 4, self.keyboard),
            ("banner", 1, self.banner),
            ("save_open", 0.5 if folder is not None else 0, self.save_open),
            ("wait", 4, self.pause),
        ]
        self._names = [name for name, _, _ in self.events]
        self._weights = [weight for _, weight, _ in self.events]

    # -- running --------------------------------------------------------------------------------
    def run(self, count: int) -> None:
        """Send ``count`` random events, checking the table every ``check_every`` and at the end."""
        real_number = catalog.random_game_number
        catalog.random_game_number = lambda: self.rng.randrange(1, 1_000_000_000)
        self.controller.animator.speed = ANIMATION_SPEED
        self.controller.autoplayer.interval = 5
        try:
            with captured_exceptions() as caught:
                for _ in range(count):
                    index = self.rng.choices(range(len(self.events)), self._weights)[0]
                    name, _, action = self.events[index]
                    self.number += 1
                    self.counts[name] += 1
                    try:
                        action()
                    except Exception:
                        self.fail(f"{name} raised", traceback.format_exc())
                    if caught:
                        self.fail(f"an exception in a slot during {name}", caught[0])
                    if self.number % self.check_every == 0:
                        self.check()
                self.check()
                if caught:
                    self.fail("an exception in a slot", caught[0])
        finally:
            catalog.random_game_number = real_number
            self.controller.autoplayer.stop()
            self.controller.animator.stop()

    def note(self, text: str) -> None:
        self.log.append(f"#{self.number} {text}")

    def fail(self, what: str, detail: str = "") -> None:
        game = self.controller.game
        where = f"{game.id} #{game.seed}, {len(game.moves)} moves" if game is not None else "no game"
        events = "\n".join(f"  {line}" for line in self.log)
        raise MonkeyFailure(f"monkey seed {self.seed}, event {self.number} ({where}): {what}\n"
                            f"{detail.rstrip()}\nthe last {len(self.log)} events:\n{events}")

    def check(self) -> None:
        """Let the cards come to rest, then compare the table with the game."""
        if not wait_until(lambda: at_rest(self.controller), REST_TIMEOUT_S):
            self.fail(f"the table did not come to rest in {REST_TIMEOUT_S:.0f} s")
        self.checks += 1
        size = self.viewport.size()
        problems = table_problems(self.controller, (size.width(), size.height()))
        # Undo/Redo are named again after a change of language once the window has handled the posted
        # LanguageChange (a turn or two of the event loop): a name still in the old language until then is
        # no disagreement, one that stays is
        wait_until(lambda: not history_problems(self.window), 1.0)
        problems += history_problems(self.window)
        if problems:
            self.fail("the table disagrees with the game", "\n".join(problems[:20]))

    # -- where things are -----------------------------------------------------------------------
    def point(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    def random_point(self) -> QPoint:
        rect = self.viewport.rect()
        return QPoint(self.rng.randrange(max(1, rect.width())), self.rng.randrange(max(1, rect.height())))

    def pile_ids(self) -> list[str]:
        return list(self.scene.pile_items)

    def pile_point(self, pile_id: str) -> QPoint:
        """Where a card dropped on the pile lands (its top card or empty place), jittered a little."""
        centre = self.point(self.scene.drop_rect(pile_id).center())
        jitter = max(1, self.scene.card_width // 5)
        return centre + QPoint(self.rng.randint(-jitter, jitter), self.rng.randint(-jitter, jitter))

    def card_point(self) -> tuple[str, QPoint]:
        """A card of the table (the top card of a pile more often than not), or an empty place."""
        pile_id = self.rng.choice(self.pile_ids())
        items = self.scene.items_of(pile_id)
        if not items:
            return f"{pile_id} (empty)", self.pile_point(pile_id)
        index = len(items) - 1 if self.rng.random() < 0.6 else self.rng.randrange(len(items))
        item = items[index]
        return f"{pile_id}[{index}] {item.card}", self.point(item.pos())

    # -- the mouse ------------------------------------------------------------------------------
    def _drag(self, start: QPoint, stops: list[QPoint], steps: int = 4,
              between: Callable[[], None] | None = None) -> None:
        QTest.mousePress(self.viewport, LEFT, NONE, start)
        here = start
        for number, stop in enumerate(stops):
            for step in range(1, steps + 1):
                t = step / steps
                QTest.mouseMove(self.viewport, QPoint(round(here.x() + (stop.x() - here.x()) * t),
                                                      round(here.y() + (stop.y() - here.y()) * t)))
            here = stop
            if between is not None and number == 0:
                between()
        QTest.mouseRelease(self.viewport, LEFT, NONE, here)

    def click_pile(self) -> None:
        what, point = self.card_point()
        self.note(f"click {what}")
        QTest.mouseClick(self.viewport, LEFT, NONE, point)

    def click_point(self) -> None:
        point = self.random_point()
        self.note(f"click at ({point.x()}, {point.y()})")
        QTest.mouseClick(self.viewport, LEFT, NONE, point)

    def drag_to_pile(self) -> None:
        what, start = self.card_point()
        target = self.rng.choice(self.pile_ids())
        self.note(f"drag {what} to {target}")
        self._drag(start, [self.pile_point(target)])

    def drag_over_every_pile(self) -> None:
        what, start = self.card_point()
        piles = self.pile_ids()
        self.rng.shuffle(piles)
        self.note(f"drag {what} over every pile, dropped on {piles[-1]}")
        self._drag(start, [self.pile_point(pile_id) for pile_id in piles], steps=2)

    def drag_to_point(self) -> None:
        what, start = self.card_point()
        end = self.random_point()
        self.note(f"drag {what} to ({end.x()}, {end.y()})")
        self._drag(start, [end])

    def drag_with_resize(self) -> None:
        what, start = self.card_point()
        target = self.rng.choice(self.pile_ids())
        size = self._random_size()
        self.note(f"drag {what} to {target}, the window resized to {size[0]}x{size[1]} on the way")
        self._drag(start, [self.random_point(), self.pile_point(target)],
                   between=lambda: self.window.resize(*size))

    def drag_with_key(self) -> None:
        what, start = self.card_point()
        target = self.rng.choice(self.pile_ids())
        key, modifiers, name = self.rng.choice([(Qt.Key.Key_H, NONE, "H"), (Qt.Key.Key_Z, CTRL, "Ctrl+Z"),
                                                (Qt.Key.Key_Escape, NONE, "Escape"),
                                                (Qt.Key.Key_A, NONE, "A")])
        self.note(f"drag {what} to {target}, {name} on the way")
        self._activate()
        self._drag(start, [self.random_point(), self.pile_point(target)],
                   between=lambda: QTest.keyClick(self.view, key, modifiers))

    def double_click(self) -> None:
        what, point = self.card_point()
        self.note(f"double-click {what}")
        QTest.mousePress(self.viewport, LEFT, NONE, point)
        QTest.mouseRelease(self.viewport, LEFT, NONE, point)
        QTest.mouseDClick(self.viewport, LEFT, NONE, point)
        QTest.mouseRelease(self.viewport, LEFT, NONE, point)

    def stock(self) -> None:
        piles = [pile_id for pile_id in self.pile_ids() if pile_id == "stock"] or self.pile_ids()
        pile_id = piles[0] if piles == ["stock"] else self.rng.choice(piles)
        self.note(f"click the {pile_id}")
        QTest.mouseClick(self.viewport, LEFT, NONE, self.pile_point(pile_id))

    def right_click(self) -> None:
        point = self.random_point()
        self.note(f"right click at ({point.x()}, {point.y()})")
        QTest.mouseClick(self.viewport, RIGHT, NONE, point)

    # -- keys and actions -----------------------------------------------------------------------
    def _activate(self) -> None:
        if not self.window.isActiveWindow():
            self.window.activateWindow()
            wait_until(self.window.isActiveWindow, 1.0)
        if not self.view.hasFocus():
            self.view.setFocus()

    def _key(self, key: Qt.Key, modifiers: Qt.KeyboardModifier = NONE) -> None:
        self._activate()
        QTest.keyClick(self.view, key, modifiers)

    def undo(self) -> None:
        how = self.rng.choice(["Ctrl+Z", "action", "banner"])
        self.note(f"undo ({how})")
        if how == "Ctrl+Z":
            self._key(Qt.Key.Key_Z, CTRL)
        elif how == "banner" and self.window.banner.isVisible():
            self.window.banner.undo_button.click()
        else:
            self.window.undo_action.trigger()

    def redo(self) -> None:
        how = self.rng.choice(["Ctrl+Shift+Z", "Ctrl+Y", "action"])
        self.note(f"redo ({how})")
        if how == "Ctrl+Shift+Z":
            self._key(Qt.Key.Key_Z, CTRL | SHIFT)
        elif how == "Ctrl+Y":
            self._key(Qt.Key.Key_Y, CTRL)
        else:
            self.window.redo_action.trigger()

    def hint(self) -> None:
        times = self.rng.choice([1, 1, 2, 3])
        self.note(f"H x{times}")
        for _ in range(times):
            self._key(Qt.Key.Key_H)

    def autoplay(self) -> None:
        """Autoplay on (A or the toolbar), a few of its moves, then interrupted some way."""
        ms = self.rng.choice([0, 10, 40, 120, 300])
        stop = self.rng.choice(["click", "key A", "action", "Escape", "undo", "new game", "hint", "resize"])
        self.note(f"autoplay for {ms} ms, stopped by {stop}")
        if self.rng.random() < 0.5:
            self._key(Qt.Key.Key_A)
        else:
            self.window.autoplay_action.trigger()
        wait(ms)
        if stop == "click":
            QTest.mouseClick(self.viewport, LEFT, NONE, self.card_point()[1])
        elif stop == "key A":
            self._key(Qt.Key.Key_A)
        elif stop == "action":
            self.window.autoplay_action.trigger()
        elif stop == "Escape":
            self._key(Qt.Key.Key_Escape)
        elif stop == "undo":
            self.window.undo_action.trigger()
        elif stop == "new game":
            self.window.new_action.trigger()
        elif stop == "hint":
            self._key(Qt.Key.Key_H)
        else:
            self.window.resize(*self._random_size())

    def new_game(self) -> None:
        self.note("New game")
        if self.window.banner.isVisible() and self.rng.random() < 0.5:
            self.window.banner.buttons[0].click()
        elif self.rng.random() < 0.5:
            self._key(Qt.Key.Key_N, CTRL)
        else:
            self.window.new_action.trigger()

    def restart(self) -> None:
        self.note("Restart")
        if self.rng.random() < 0.5:
            self._key(Qt.Key.Key_F5)
        else:
            self.window.restart_action.trigger()

    def _random_size(self) -> tuple[int, int]:
        return self.rng.randint(900, 1700), self.rng.randint(600, 1100)

    def resize(self) -> None:
        size = self._random_size()
        self.note(f"resize to {size[0]}x{size[1]}")
        self.window.resize(*size)

    def language(self) -> None:
        """Switch the language as Preferences → OK does (the dialog's choice, then ``apply``)."""
        actions = self.window.profile_actions
        wanted = "ru" if i18n.language() == "en" else "en"
        self.note(f"language -> {wanted}")
        dialog = actions.preferences_dialog()
        dialog.language.setCurrentIndex(dialog.language.findData(wanted))
        actions.apply(dialog)
        dialog.deleteLater()
        self.controller.animator.speed = ANIMATION_SPEED  # apply() puts the preferences' speed back

    def variant(self) -> None:
        """Choose the game's variant options at random in Preferences (OK), then deal a new game."""
        actions = self.window.profile_actions
        dialog = actions.preferences_dialog()
        game = self.controller.game
        widgets = dialog.option_widgets.get(game.id, {}) if game is not None else {}
        chosen = []
        for name, widget in widgets.items():
            if hasattr(widget, "setChecked"):
                widget.setChecked(self.rng.random() < 0.5)
                chosen.append(f"{name}={widget.isChecked()}")
            else:
                widget.setCurrentIndex(self.rng.randrange(widget.count()))
                chosen.append(f"{name}={widget.currentData()}")
        self.note(f"variant {', '.join(chosen) or '(none)'}, then New game")
        actions.apply(dialog)
        dialog.deleteLater()
        self.controller.animator.speed = ANIMATION_SPEED
        self.window.new_action.trigger()

    def toggle_animations(self) -> None:
        self.note("animations " + ("off" if self.controller.animate else "on"))
        self.window.animations_action.trigger()
        self.controller.animator.speed = ANIMATION_SPEED

    def keyboard(self) -> None:
        keys = [(Qt.Key.Key_Tab, "Tab"), (Qt.Key.Key_Right, "Right"), (Qt.Key.Key_Left, "Left"),
                (Qt.Key.Key_Down, "Down"), (Qt.Key.Key_Return, "Enter"), (Qt.Key.Key_Space, "Space"),
                (Qt.Key.Key_Escape, "Escape"), (Qt.Key.Key_Backtab, "Backtab")]
        chosen = [self.rng.choice(keys) for _ in range(self.rng.randint(1, 4))]
        self.note("keys " + " ".join(name for _, name in chosen))
        for key, _ in chosen:
            self._key(key)

    def banner(self) -> None:
        banner = self.window.banner
        buttons = list(banner.buttons)
        if not banner.isVisible() or not buttons:
            self.note("banner: not shown, wait")
            wait(5)
            return
        button = self.rng.choice(buttons)
        self.note(f"banner: {button.text()}")
        button.click()

    def save_open(self) -> None:
        assert self.folder is not None
        path = self.folder / f"monkey-{self.number}.json"
        self.note(f"Save as {path.name}, then Open it")
        actions = self.window.profile_actions
        if actions.save_game_as(str(path)):
            actions.open_game(str(path))
            path.unlink(missing_ok=True)

    def pause(self) -> None:
        ms = self.rng.choice([0, 5, 20, 60])
        self.note(f"wait {ms} ms")
        wait(ms)
