"""The main window and what it wires: the status bar, the menus' actions (play, profile, help), the window's
texts, the keeper that saves and counts, the first game at start, and the crash handler.

The top room of ui/: it may use every other room, and none uses it (``tests/test_project.py`` checks
the order)."""
