"""Card motions: a short ease-out slide (150–250 ms), card by card for a deal; or none at all.

A new batch of motions first stops the running one where it is, so cards never fight two animations.
``PACE`` scales every duration on top of the player's speed: the tests set it near zero
(tests/conftest.py), so that a move ends within a frame yet still ends as in the program, after the
event loop has run; the tests of the motions themselves keep the real pace.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QObject,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
    Signal,
)

from .scene import Z_MOVING, Motion

MOVE_MS = 200
DEAL_STAGGER_MS = 28
DEAL_MS = 170
DEAL_TOTAL_MS = 900  # a whole deal takes at most about this long
PACE = 1.0  # times every duration, the player's speed included; read at each batch of motions


class Animator(QObject):
    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.enabled = True
        self.speed = 1.0  # times the durations above: 0.5 fast, 1.8 slow (Preferences)
        self._group: QParallelAnimationGroup | None = None
        self._on_done: list[Callable[[], None]] = []
        self._motions: list[Motion] = []

    @property
    def running(self) -> bool:
        return self._group is not None and self._group.state() == QAbstractAnimation.State.Running

    def stop(self) -> None:
        """End the running motions at once, every card at its destination, and run the finish work."""
        group, self._group = self._group, None
        if group is not None:
            group.stop()
            group.deleteLater()  # a batch is not used again (kept, one was left behind per move)
            for motion in self._motions:
                motion.item.setPos(motion.pos)
                motion.item.setRotation(motion.rotation)
            self._motions = []
            self._done()

    def stop_all(self) -> None:
        """Stop, and stop again what the finish work starts (the win's hop down after its hop up),
        so that nothing is left moving towards places measured before the table changed."""
        for _ in range(8):  # a chain that kept starting itself would be cut here
            if not self.running:
                break
            self.stop()

    def run(self, motions: list[Motion], on_done: Callable[[], None], stagger: bool = False,
            pause_ms: float | None = None) -> int:
        """Move the items; call ``on_done`` when they are all in place. Returns the duration in ms.

        ``stagger`` sets the cards off one after another, ``pause_ms`` apart (by default a whole deal
        takes about ``DEAL_TOTAL_MS``); a motion's ``start`` is called as its card sets off, and not at
        all when the motions are cut short (the finish work puts the table right)."""
        self.stop()
        self._on_done.append(on_done)
        if not self.enabled or not motions:
            for motion in motions:
                motion.item.setPos(motion.pos)
                motion.item.setRotation(motion.rotation)
            self._done()
            return 0
        group = QParallelAnimationGroup(self)
        if pause_ms is None:
            pause_ms = min(DEAL_STAGGER_MS, DEAL_TOTAL_MS / len(motions))
        scale = self.speed * PACE
        pause = pause_ms * scale
        starts: list[Callable[[], None]] = []
        for order, motion in enumerate(motions):
            item = motion.item
            item.setZValue(Z_MOVING + (order if stagger else item.final_z))
            duration = max(1, round((DEAL_MS if stagger else MOVE_MS) * scale))  # 0 would end in start()
            slide = QPropertyAnimation(item, b"pos")
            slide.setDuration(duration)
            slide.setEndValue(motion.pos)
            slide.setEasingCurve(QEasingCurve.Type.OutCubic)
            parts: list[QPropertyAnimation] = [slide]
            if abs(item.rotation() - motion.rotation) > 0.01:
                turn = QPropertyAnimation(item, b"rotation")
                turn.setDuration(duration)
                turn.setEndValue(motion.rotation)
                turn.setEasingCurve(QEasingCurve.Type.OutCubic)
                parts.append(turn)
            for part in parts:
                if stagger and order:
                    sequence = QSequentialAnimationGroup()
                    sequence.addPause(round(order * pause))
                    sequence.addAnimation(part)
                    group.addAnimation(sequence)
                    if motion.start is not None and part is slide:
                        sequence.currentAnimationChanged.connect(
                            lambda current, slide=slide, start=motion.start: current is slide and start())
                else:
                    group.addAnimation(part)
                    if motion.start is not None and part is slide:
                        starts.append(motion.start)
        group.finished.connect(self._finished)
        self._group = group
        self._motions = list(motions)
        for start in starts:
            start()
        group.start()
        return group.duration()

    def run_paths(self, paths: list[tuple[Motion, list[QPointF]]], on_done: Callable[[], None],
                  pause_ms: float, sample_ms: float) -> int:
        """Move each item along its points, ``sample_ms`` apart, the items setting off one after another,
        ``pause_ms`` apart, each over the ones before as it sets off (a won game's celebration); in the
        end, or stopped, each item is put at its motion's ``pos``. Returns the duration in ms."""
        self.stop()
        self._on_done.append(on_done)
        if not self.enabled or not paths:
            for motion, _points in paths:
                motion.item.setPos(motion.pos)
            self._done()
            return 0
        group = QParallelAnimationGroup(self)
        scale = self.speed * PACE
        for order, (motion, points) in enumerate(paths):
            item = motion.item
            way = QPropertyAnimation(item, b"pos")
            way.setDuration(max(1, round((len(points) - 1) * sample_ms * scale)))
            last = max(1, len(points) - 1)
            for index, point in enumerate(points):
                way.setKeyValueAt(index / last, point)
            if len(points) == 1:
                way.setEndValue(points[0])
            if order == 0:
                item.setZValue(Z_MOVING)
                group.addAnimation(way)
                continue
            sequence = QSequentialAnimationGroup()
            sequence.addPause(max(1, round(order * pause_ms * scale)))
            sequence.addAnimation(way)
            sequence.currentAnimationChanged.connect(
                lambda current, way=way, item=item, z=Z_MOVING + order: current is way and item.setZValue(z))
            group.addAnimation(sequence)
        group.finished.connect(self._finished)
        self._group = group
        self._motions = [motion for motion, _points in paths]
        group.start()
        return group.duration()

    def _finished(self) -> None:
        group, self._group = self._group, None
        if group is not None:
            group.deleteLater()
        self._motions = []
        self._done()

    def _done(self) -> None:
        callbacks, self._on_done = self._on_done, []
        for callback in callbacks:
            callback()
        self.finished.emit()
