"""The preferences put to work on the window's table: animation speed, automatic moves, drop marks, card
back, indices and faces, felt; then ``PREFERENCES_APPLIED`` to the parts that watch the window.

Here in the window's room, which holds the table's controller and scene, not in ``settings/``, which only
reads and writes the preferences and sits below the controller.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent

from ..settings.preferences import (
    PREFERENCES_APPLIED,
    SPEED_FACTOR,
    animation_speed,
    automove,
    card_back,
    card_faces,
    card_indices,
    drop_marks,
    felt,
)
from ..table.card_art import BACKS

if TYPE_CHECKING:  # pragma: no cover
    from PySide6.QtCore import QSettings
    from PySide6.QtGui import QAction, QActionGroup
    from PySide6.QtWidgets import QMainWindow

    from ..input.controller import TableController
    from ..table.scene import TableScene


def apply_preferences(window: QMainWindow, settings: QSettings, controller: TableController,
                      scene: TableScene, animations: QAction, automoves: QAction,
                      back_actions: QActionGroup) -> None:
    """Make the window follow the settings: automatic moves, drop marks, animation speed, card back, card
    indices and face set, the felt's colour (not the language; a change of language repaints the faces
    through ``TableScene.update_labels``), the Settings menu's checks with them (``animations``,
    ``automoves``, one of ``back_actions`` per card back); then ``PREFERENCES_APPLIED`` tells the parts
    that watch the window."""
    speed = animation_speed(settings)
    controller.animate = speed != "off"
    animator = controller.animator
    animator.speed = SPEED_FACTOR.get(speed, 1.0)
    controller.automove = automove(settings)
    controller.drag.marks.enabled = drop_marks(settings)
    animations.setChecked(controller.animate)
    automoves.setChecked(controller.automove)
    back = card_back(settings)
    if back != scene.art.back_name:
        scene.art.set_back(back)
        for item in scene.card_items:
            item.update()
    for name, action in zip(BACKS, back_actions.actions(), strict=False):
        action.setChecked(name == back)
    scene.art.set_indices(card_indices(settings))
    scene.art.set_faces(card_faces(settings))
    scene.refresh_faces()
    scene.set_felt(felt(settings))
    QCoreApplication.sendEvent(window, QEvent(PREFERENCES_APPLIED))
