"""How a message quotes what it was given: on one line, short, and safe to print.

The command lines (``cli_input``, and ``play``'s through it) and the player's files (``store``, and the
window's settings file) quote values a person or a file supplied, which may be a megabyte long or hold
line breaks and terminal escapes. One home for it, below every layer (it imports nothing of the
package): the command lines may import it without loading the rules, which they put off until a game is
named (a tenth of a second of the start).
"""

from __future__ import annotations

MAX_LINE = 200  # characters of a message line, by default; longer ones are cut with an ellipsis


def one_line(text: object, limit: int = MAX_LINE) -> str:
    """Text as one line, at most ``limit`` characters: line breaks, tabs, terminal escapes and any other
    unprintable character written as an escape (``\\n``, ``\\x1b``), so that it can start no line of its
    own nor colour a terminal, and shows what was there (the store's messages once folded white space
    instead: a file's error text now shows its line breaks as escapes, as the command lines' always did)."""
    printable = "".join(char if char.isprintable() else repr(char)[1:-1] for char in str(text))
    return printable if len(printable) <= limit else printable[:limit - 1] + "…"


def brief(value: object) -> str:
    """A short, safe description of a value for a message: a text quoted (cut at 40 characters), a
    number, or what a list or an object is (never the repr of a deep structure)."""
    if isinstance(value, str):
        return repr(value[:40]) + ("…" if len(value) > 40 else "")
    if value is None or isinstance(value, (bool, float)):
        return repr(value)
    if isinstance(value, int):
        text = str(value)
        return text if len(text) <= 20 else text[:19] + "…"
    if isinstance(value, list):
        return f"a list of {len(value)}"
    if isinstance(value, dict):
        return f"an object of {len(value)} keys"
    return type(value).__name__
