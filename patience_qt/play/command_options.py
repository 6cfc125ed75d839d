"""``--option NAME=VALUE`` on the play commands' command lines (``simulate`` and ``odds``)."""

from __future__ import annotations

import argparse
import json
from typing import Any


def parse_option(text: str) -> tuple[str, Any]:
    """``redeals=5`` -> ("redeals", 5); values are read as JSON (numbers, true/false)."""
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"an option is NAME=VALUE, not {text!r}")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value
