"""How a message quotes what it was given (``patience_qt.quoting``): the command lines and the player's
files say a bad text alike, on one line, with its line breaks and escapes shown, not acted on."""

from __future__ import annotations

from patience_qt.cli_input import ArgumentError
from patience_qt.quoting import brief, one_line
from patience_qt.store.files import DamagedFile


def test_the_command_line_and_the_store_quote_a_bad_text_alike() -> None:
    text = "x\x1b[31mred\nline\ttab"
    shown = "x\\x1b[31mred\\nline\\ttab"
    assert one_line(text) == shown
    assert str(ArgumentError(f"bad {text}")) == f"bad {shown}"
    assert DamagedFile("statistics.json", f"bad {text}").reason == f"bad {shown}"
    assert brief(text) == repr(text)


def test_a_long_text_is_cut_with_an_ellipsis() -> None:
    assert one_line("a" * 500, 10) == "a" * 9 + "…" and len(one_line("b" * 500)) == 200
    assert len(str(ArgumentError("c" * 1000))) == 300  # an error line of the command line is longer
    assert brief("d" * 100) == repr("d" * 40) + "…"
    assert brief([1, 2]) == "a list of 2" and brief({"a": 1}) == "an object of 1 keys"
    assert brief(10**30)[-1] == "…"
