"""The table view: shows the scene at the viewport's exact size and forwards input to the controller.

The scene is re-laid out in viewport pixels on every resize (cards re-rendered at the new size), so
the view never scales bitmaps and every card stays inside it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF, Qt, Signal
from PySide6.QtGui import QKeyEvent, QMouseEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

from ..table.scene import TableScene
from .accessible import TableAccessibility
from .controller import TableController


class TableView(QGraphicsView):
    resized = Signal()
    looked_at = Signal()  # a press or Escape: the player wants the table itself (the banner steps away)
    accessible_table = True  # a screen reader finds its piles and cards (``accessible``)

    def __init__(self, scene: TableScene, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.accessibility = TableAccessibility(self, controller)
        self.table = scene
        self.controller = controller
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # No background cache: a window-sized copy of the felt (4 MB at 1280x800, 8 MB full screen) for a
        # gradient that paints as fast as it is copied (bench/bench_table.py's drag: the same median).
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheNone)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontSavePainterState, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(320, 240)
        self.reserved_bottom = 0  # pixels at the bottom kept free of the table (the end-of-game band)

    # -- size -------------------------------------------------------------------------------------
    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.fit_scene()
        self.resized.emit()

    def fit_scene(self) -> None:
        size = self.viewport().size()
        self.table.art.set_device_pixel_ratio(self.devicePixelRatioF())
        self.controller.resize(size.width(), max(1, size.height() - self.reserved_bottom))
        self.setSceneRect(self.table.sceneRect())
        self.resetCachedContent()

    def reserve_bottom(self, pixels: int) -> None:
        """Lay the table out above a strip of ``pixels`` at the bottom (0: the whole view again)."""
        pixels = max(0, pixels)
        if pixels != self.reserved_bottom:
            self.reserved_bottom = pixels
            self.fit_scene()

    # -- mouse --------------------------------------------------------------------------------------
    def _scene_pos(self, event: QMouseEvent) -> QPointF:
        return self.mapToScene(event.position().toPoint())

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        self.looked_at.emit()
        if event.button() == Qt.MouseButton.LeftButton:
            self.controller.press(self._scene_pos(event))
        elif event.button() == Qt.MouseButton.RightButton:
            self.controller.cancel_drag()
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.buttons() & Qt.MouseButton.LeftButton:
            self.controller.move(self._scene_pos(event))
        event.accept()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.controller.release(self._scene_pos(event))
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        if event.button() == Qt.MouseButton.LeftButton:
            self.controller.double_click(self._scene_pos(event))
        event.accept()

    # -- keyboard -------------------------------------------------------------------------------------
    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.DevicePixelRatioChange:  # moved to a screen of another density
            result = super().event(event)
            self.fit_scene()
            return result
        # Tab and Backtab pick cards here rather than moving the focus to another widget.
        if event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent) and event.key() in (
                Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            self.keyPressEvent(event)
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802
        key = event.key()
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Down):
            self.controller.focus_step(1)
        elif key in (Qt.Key.Key_Backtab, Qt.Key.Key_Left, Qt.Key.Key_Up):
            self.controller.focus_step(-1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.controller.activate_focus()
        elif key == Qt.Key.Key_Space:
            self.controller.carry_focus()
        elif key == Qt.Key.Key_Escape:
            self.looked_at.emit()
            self.controller.cancel_drag()
            self.controller.drop_carry()
        elif key == Qt.Key.Key_H and not event.modifiers():
            # the window's Hint action (H) is a shortcut, and shortcuts wait for an active window: the
            # key that came here anyway (a window no window manager has activated, as on a bare X
            # server or before the first click) is a hint too, not lost
            self.controller.hint()
        else:
            super().keyPressEvent(event)
            return
        event.accept()
