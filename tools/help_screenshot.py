"""Render the help window (Help → Player's guide…) to a PNG with the program's own grab, offscreen.

    python tools/help_screenshot.py docs/help.png [--lang en|ru] [--page playing.md] [--size 820x680]

The window reads the pages as a copy without a checkout would, from ``patience_qt.help_pages.help_dir()``
(in a checkout: ``docs/`` itself).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tools.screenshot_kit import offscreen_app, save_png, window_size  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("output")
    parser.add_argument("--lang", default="en", choices=("en", "ru"))
    parser.add_argument("--page", default="playing.md")
    parser.add_argument("--size", default="820x680")
    args = parser.parse_args(argv)
    width, height = window_size(args.size)
    app = offscreen_app()
    from patience_qt.ui.text.i18n import apply_language
    from patience_qt.ui.window.help_window import HelpWindow

    apply_language(args.lang)
    window = HelpWindow()
    window.resize(width, height)
    window.show()
    for _ in range(3):
        app.processEvents()
    window.show_page(args.page)
    for _ in range(3):
        app.processEvents()
    return save_png(window, args.output)


if __name__ == "__main__":
    sys.exit(main())
