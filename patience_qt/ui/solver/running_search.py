"""``RunningSearch``: the one search thread a part of the window has under way, and the end of it.

Every part of the window that asks the solver something in a thread (the solver box, Where did it go
wrong?, the winnability light, the end check, Deal only winnable games) hands the thread to its own
``RunningSearch``. A search the part gives up — for a new deal, a move, Undo, a close — is cancelled
and forgotten at once: its answer never comes. Whether answered or given up, a thread is let go of as
soon as it has ended: what it holds (``forget()``: a search's answer, the tables an unknown answer keeps
to go on with — tens of megabytes a second of search) is dropped and the ``QThread`` is deleted, with
its connections. Only the answer the part takes from the thread lives on.

The thread tells its end through ``QThread.finished`` (queued to the table's thread, after its ``run``
returned): the answer is read from the thread then, so one signal serves every kind of search. Apart
from ``worker`` so that the window loads no solver before the first question.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

from PySide6.QtCore import QObject, QThread


class Search(Protocol):
    """What a ``RunningSearch`` needs of its thread (a ``QThread``): a way to stop it, and to let go of
    what it holds."""

    def cancel(self) -> None: ...

    def cancelled(self) -> bool: ...

    def forget(self) -> None: ...


S = TypeVar("S", bound=QThread)


class RunningSearch(QObject):
    """At most one search under way for its parent; ``answer(thread)`` is called for it on the table's
    thread once it ended, unless it was given up; every thread is deleted once it ended."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self.thread: QThread | None = None  # the search under way, until its answer is taken
        self._answer: Callable[[QThread], None] | None = None
        self._given_up: set[QThread] = set()  # still running: deleted once they end

    def start(self, thread: S, answer: Callable[[S], None]) -> S:
        """Give up the search under way, if any, and start ``thread``; ``answer(thread)`` takes its
        answer once it ended (the thread is deleted right after)."""
        self.give_up()
        self.thread, self._answer = thread, answer  # type: ignore[assignment]
        thread.finished.connect(self._ended)
        thread.start()
        return thread

    def running(self) -> bool:
        """A search is under way: its answer has not been taken yet."""
        return self.thread is not None

    def cancel(self) -> None:
        """Ask the search under way to stop soon; its answer (a cancelled one) still comes."""
        if self.thread is not None:
            self.thread.cancel()  # type: ignore[attr-defined]

    def give_up(self, wait: bool = False) -> None:
        """Cancel the search under way and forget it: its answer never comes, and it is let go of once
        it has ended (at once with ``wait``, which waits for that: moments, the solver looks at its
        cancel every few hundred positions)."""
        thread, self.thread, self._answer = self.thread, None, None
        if thread is None:
            return
        thread.cancel()  # type: ignore[attr-defined]
        self._given_up.add(thread)
        if wait:
            thread.wait()
            self._let_go(thread)

    def finish(self, wait_ms: int = 5000) -> None:
        """The window is going away: cancel the search and wait for every thread still running (a
        ``QThread`` deleted while it runs takes the program down); the search under way answers,
        cancelled, at once, and every thread that ended is let go of."""
        self.cancel()
        for thread in [self.thread, *self._given_up]:
            if thread is not None and thread.wait(wait_ms):
                self._end(thread)

    def _ended(self) -> None:
        thread = self.sender()
        if thread is self.thread or thread in self._given_up:  # else let go of already (waited for)
            assert isinstance(thread, QThread)
            thread.wait()  # finished is sent just before the thread's end: moments
            self._end(thread)

    def _end(self, thread: QThread) -> None:
        """An ended thread: its answer, if it was not given up; then let go of it."""
        if thread is self.thread:
            answer, self.thread, self._answer = self._answer, None, None
            try:
                if answer is not None:
                    answer(thread)
            finally:
                self._let_go(thread)
        elif thread in self._given_up:
            self._let_go(thread)

    def _let_go(self, thread: QThread) -> None:
        """Drop what the thread holds and delete it (with it go its connections, and the closures
        they hold)."""
        self._given_up.discard(thread)
        thread.forget()  # type: ignore[attr-defined]
        thread.deleteLater()
