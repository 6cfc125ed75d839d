"""The command line, checked in one place: ``parse_command_line(argv)`` -> ``CommandLine``.

Every argument from outside — a game id, a game number, variant options, a window size, a move count, a
language, a file name — is read and checked here, and nowhere else. Anything wrong raises
``ArgumentError`` with one printable line that names the bad text and says what is wanted; ``main``
prints it as ``patience_qt: error: …`` and exits with status 2 (``USAGE_ERROR``). No other exception
leaves ``parse_command_line`` (``--help`` prints the usage and exits 0, as argparse does).

* ``--game ID``: a game id of the catalogue (``rainbow``, ``clock`` …), exactly;
* ``--seed N``: a game number, a whole number 0 … 2**63-1 written in decimal digits (``-1``, ``1e9``,
  ``abc``, ``2**63`` are refused); needs ``--game``;
* ``--option NAME=VALUE`` (repeatable): a variant of the game: true/false (yes/no, on/off, 1/0) for a
  switch, one of the listed whole numbers for a choice; needs ``--game``;
* ``--size WxH``: the screenshot's size, 320x240 … 8000x8000;
* ``--moves N``: 0 … 999999; ``--hint``: these three need ``--screenshot``, as they are about the picture;
* ``--screenshot FILE.png`` (needs ``--game``); ``--lang system|en|ru``;
* ``--version`` prints ``Patience Qt X.Y.Z`` (``patience_qt.__version__``) and exits 0.

The headless commands (``python -m patience_qt.play``) check their flags with these same parts
(``OneLineParser``, ``parse_count``, ``parse_seed``, ``check_game_numbers``, ``parse_seconds``,
``parse_options``, ``parse_address``) and print through ``report``, so both programs refuse bad input
in the same words, on one line. argparse's own messages (an unknown flag, a choice not offered) come through
``OneLineParser`` with long words cut.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NoReturn

from .quoting import brief, one_line

USAGE_ERROR = 2
MIN_SHOT, MAX_SHOT = (320, 240), (8000, 8000)
MAX_MESSAGE = 300  # characters of an error line
TRUE_WORDS = ("true", "1", "yes", "on")
FALSE_WORDS = ("false", "0", "no", "off")


class ArgumentError(Exception):
    """Bad input on the command line; ``str()`` is one printable line."""

    def __init__(self, message: str) -> None:
        super().__init__(one_line(message, MAX_MESSAGE))


@dataclass(frozen=True)
class CommandLine:
    """The checked command line."""

    game: str | None = None
    seed: int | None = None
    options: dict[str, object] = field(default_factory=dict)
    size: tuple[int, int] = (1280, 800)
    moves: int = 0
    lang: str | None = None
    screenshot: str | None = None
    hint: bool = False
    self_test: bool = False
    faces: str | None = None  # the face set, as Preferences names it (None: the preference's)
    indices: str | None = None  # the faces' corner letters, as Preferences names them


def report(program: str, error: Exception) -> int:
    """Print ``PROGRAM: error: …`` as one line on stderr; the exit status of a usage error."""
    print(f"{program}: error: {one_line(str(error), MAX_MESSAGE)}", file=sys.stderr)
    return USAGE_ERROR


class OneLineParser(argparse.ArgumentParser):
    """An argparse parser whose errors raise ArgumentError (one line, long words cut) instead of
    printing the usage block and exiting; its subcommands' parsers are of this class too."""

    def error(self, message: str) -> NoReturn:
        raise ArgumentError(re.sub(r"\S{41,}", _cut_word, message))


def _cut_word(match: re.Match[str]) -> str:
    """A long word of an argparse message (a user's text it quotes) cut to a readable length."""
    word = match.group()
    closing = word[0] if word[0] in "'\"" and word.endswith(word[0]) else ""
    return word[:36] + "..." + closing


# the face sets and corner letters as Preferences names them (ui/table/card_art.FACES,
# ui/text/card_names.INDICES; tests/test_input_validation.py holds the two alike): written out here so
# that reading the command line imports no Qt
FACE_SETS = ("classic", "four_colour")
INDEX_SETS = ("language", "russian", "international")


def _parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="patience_qt", description="Fourteen old Russian patience games.")
    parser.add_argument("--game", help="game id, e.g. rainbow, clock, village")
    parser.add_argument("--seed", help="game number (a whole number from 0)")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a variant option of the game, e.g. two_reserves=true (repeatable)")
    parser.add_argument("--screenshot", metavar="FILE.png", help="render the table to a PNG and exit")
    parser.add_argument("--moves", metavar="N",
                        help="with --screenshot: first play N moves of the baseline policy")
    parser.add_argument("--hint", action="store_true",
                        help="with --screenshot: show the best hint (as the H key does) on the table")
    parser.add_argument("--size", help="window size for --screenshot, WxH (default 1280x800)")
    parser.add_argument("--faces", choices=FACE_SETS,
                        help="the card faces, as Preferences names them: classic (two colours) or "
                             "four_colour (a colour a suit); the window keeps the choice as Preferences does")
    parser.add_argument("--indices", choices=INDEX_SETS,
                        help="the corner letters, as Preferences names them: language (Russian В Д К Т when "
                             "the program speaks Russian), russian or international (J Q K A)")
    parser.add_argument("--lang", choices=("system", "en", "ru"),
                        help="the program's language (default: the preferences; en for --screenshot)")
    parser.add_argument("--self-test", action="store_true",
                        help="open every game offscreen, play and undo a few moves, exit 0 when all is well")
    add_version(parser)
    return parser


def version_line() -> str:
    """What ``--version`` prints: ``Patience Qt X.Y.Z``."""
    from . import __version__

    return f"Patience Qt {__version__}"


def add_version(parser: argparse.ArgumentParser) -> None:
    """``--version``: print ``version_line()`` and exit 0, as argparse does for ``--help``."""
    parser.add_argument("--version", action="version", version=version_line(),
                        help="print the program's name and version and exit")


# -- the parts ----------------------------------------------------------------------------------------
def parse_size(text: str) -> tuple[int, int]:
    match = re.fullmatch(r"\s*([0-9]+)\s*[xX×]\s*([0-9]+)\s*", text)
    if not match:
        raise ArgumentError(f"bad size {brief(text)}: write it as WIDTHxHEIGHT, e.g. 1280x800")
    # any number of digits is a size, too large or not: 100000x100000 is told the range, not the form
    width, height = (_bounded(digits, MAX_SHOT[0] + 1) for digits in match.groups())
    if not (MIN_SHOT[0] <= width <= MAX_SHOT[0] and MIN_SHOT[1] <= height <= MAX_SHOT[1]):
        low, high = "x".join(map(str, MIN_SHOT)), "x".join(map(str, MAX_SHOT))
        raise ArgumentError(f"bad size {brief(text)}: from {low} to {high}")
    return width, height


def _bounded(digits: str, ceiling: int) -> int:
    """The number the digits write, or ``ceiling`` when it is larger (never turning thousands of
    digits into an int)."""
    digits = digits.lstrip("0") or "0"
    return int(digits) if len(digits) <= len(str(ceiling)) else ceiling


def parse_seed(text: str | None) -> int | None:
    if text is None:
        return None
    from .rules.deal import MAX_GAME_NUMBER

    match = re.fullmatch(r"\s*([+-]?)([0-9]+)\s*", text)
    if not match:
        raise ArgumentError(f"bad game number {brief(text)}: a game number is a whole number")
    digits = match.group(2).lstrip("0") or "0"
    if match.group(1) == "-" and digits != "0" or len(digits) > len(str(MAX_GAME_NUMBER)) \
            or int(digits) > MAX_GAME_NUMBER:
        raise ArgumentError(f"bad game number {brief(text)}: game numbers go from 0 to {MAX_GAME_NUMBER}")
    return int(digits)


def parse_count(text: str, flag: str, low: int = 0, high: int = 999_999) -> int:
    """A whole number ``low`` … ``high`` in decimal digits (no sign, exponent, nan or 1e9)."""
    digits = len(str(high))
    if not re.fullmatch(rf"[ \t]*[0-9]{{1,{digits}}}[ \t]*", text) or not low <= int(text) <= high:
        raise ArgumentError(f"bad {flag} {brief(text)}: a count is a whole number from {low} to {high}")
    return int(text)


def parse_seconds(text: str, flag: str, high: float = 3600.0, zero: bool = False) -> float:
    """A time limit: a decimal number above 0 (or 0 itself, when ``zero`` means "no limit") and at most
    ``high`` seconds -- never nan or inf, which would let a command run for ever."""
    number = r"([0-9]{1,9}(\.[0-9]*)?|\.[0-9]+)([eE][+-]?[0-9]{1,3})?"
    # spaces and tabs only around it: re's \s takes characters float() does not (a control \x1f)
    value = float(text) if re.fullmatch(rf"[ \t]*{number}[ \t]*", text) else math.nan
    if not (0 < value <= high or zero and value == 0):
        low = "from 0" if zero else "above 0"
        raise ArgumentError(f"bad {flag} {brief(text)}: a number of seconds {low}, at most {high:g}")
    return value


def parse_address(text: str, flag: str) -> str:
    """A Dask scheduler's address, ``tcp://HOST:PORT`` (``HOST:PORT`` reads as tcp), written back as
    ``tcp://HOST:PORT``: a host name, an IPv4 address or an IPv6 one in brackets, a port 1 … 65535.
    Checked here so that a typing slip is refused before anything tries to connect."""
    host = r"\[[0-9A-Fa-f:.]{2,45}\]|[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252}[A-Za-z0-9])?"
    match = re.fullmatch(rf"[ \t]*(?:tcp://)?({host}):([0-9]{{1,5}})[ \t]*", text)
    if not match or not 1 <= int(match.group(2)) <= 65535:
        raise ArgumentError(f"bad {flag} {brief(text)}: a scheduler's address is tcp://HOST:PORT, "
                            "e.g. tcp://192.168.1.5:8786")
    return f"tcp://{match.group(1)}:{int(match.group(2))}"


def check_game_numbers(first: int, count: int) -> None:
    """``count`` deals from game number ``first`` on stay within the game numbers."""
    from .rules.deal import MAX_GAME_NUMBER

    if first + count - 1 > MAX_GAME_NUMBER:
        raise ArgumentError(f"the last game number, {first} + {count} - 1, is past {MAX_GAME_NUMBER}")


def parse_options(game_id: str | None, items: list[str]) -> dict[str, object]:
    if not items:
        return {}
    if game_id is None:
        raise ArgumentError("--option needs --game")
    from .rules import GAMES

    options: dict[str, object] = {}
    for item in items:
        name, sep, text = item.partition("=")
        name = name.strip()
        spec = GAMES[game_id].options.get(name)
        if not sep or spec is None:
            known = ", ".join(GAMES[game_id].options) or "none"
            raise ArgumentError(f"bad option {brief(item)} for {game_id} (its options: {known})")
        value: object
        word = text.strip().lower()
        if isinstance(spec.default, bool):
            if word not in TRUE_WORDS + FALSE_WORDS:
                raise ArgumentError(f"option {name} takes true or false, not {brief(text)}")
            value = word in TRUE_WORDS
        else:
            if not re.fullmatch(r"[+-]?[0-9]{1,9}", word):
                allowed = ", ".join(str(choice) for choice in spec.choices)
                raise ArgumentError(f"bad value {brief(text)} for option {name} (one of {allowed})")
            value = int(word)
        try:
            options[name] = spec.check(value)
        except ValueError as error:
            raise ArgumentError(str(error)) from None
    return options


def check_game(game_id: str | None) -> str | None:
    if game_id is None:
        return None
    from .rules import GAMES

    if game_id not in GAMES:
        raise ArgumentError(f"unknown game {brief(game_id)}; the games are: {', '.join(GAMES)}")
    return game_id


# -- the whole -------------------------------------------------------------------------------------------
def parse_command_line(argv: Sequence[str]) -> CommandLine:
    """Read and check the arguments (without the program's name); ArgumentError for anything wrong."""
    args = _parser().parse_args(list(argv))
    if args.self_test:
        return CommandLine(self_test=True, lang=args.lang)
    game_id = check_game(args.game)
    seed = parse_seed(args.seed)
    options = parse_options(game_id, args.option)
    size = CommandLine.size if args.size is None else parse_size(args.size)
    moves = 0 if args.moves is None else parse_count(args.moves, "--moves")
    if args.screenshot is not None and game_id is None:
        raise ArgumentError("--screenshot needs --game")
    for flag, given in (("--size", args.size is not None), ("--moves", args.moves is not None),
                        ("--hint", args.hint)):
        if given and args.screenshot is None:  # the window would open as if it were not there
            raise ArgumentError(f"{flag} needs --screenshot")
    if args.screenshot is not None and not args.screenshot.lower().endswith(".png"):
        raise ArgumentError(f"the screenshot file must end in .png, not {brief(args.screenshot)}")
    if args.screenshot is not None and "\0" in args.screenshot:
        raise ArgumentError("the screenshot file's name holds a NUL character")
    if seed is not None and game_id is None:
        raise ArgumentError("--seed needs --game")
    return CommandLine(game=game_id, seed=seed, options=options, size=size, moves=moves, lang=args.lang,
                       screenshot=args.screenshot or None, hint=args.hint, faces=args.faces,
                       indices=args.indices)
