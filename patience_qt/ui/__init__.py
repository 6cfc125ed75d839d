"""The Qt front end: table scene and items, the view, the controller that turns input into rules
moves, and the main window. Nothing outside ``ui`` imports Qt."""

from .qt_guard import protect_none

protect_none()
