"""Input from outside the program, checked in one place each, under random text.

* The command line (``cli_input.parse_command_line``): anything raises ``ArgumentError`` with one
  printable line, or gives a ``CommandLine`` whose every field is valid; ``main`` prints that line as
  ``patience_qt: error: …`` and exits 2. Nothing else comes out (``--help`` exits 0, as argparse does).
* The preferences in QSettings (``ui.settings.preferences.read_preferences``): whatever a settings file holds,
  every preference is valid, a key with a bad value is that key's default, and the others are untouched;
  a window opens on such a file.
* The headless commands (``python -m patience_qt.play simulate|odds``): the same parts check their flags,
  and bad input is one line ``patience_qt.play: error: …`` and exit status 2, never a traceback, a usage
  block, or a command that runs for ever.
* Game files: ``tests/store/test_fuzz.py`` throws hostile files at the store's loaders.
"""

from __future__ import annotations

import math
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, example, given, settings
from hypothesis import strategies as st

from patience_qt.__main__ import main
from patience_qt.cli_input import (
    MAX_SHOT,
    MIN_SHOT,
    ArgumentError,
    CommandLine,
    parse_command_line,
    parse_count,
    parse_seconds,
)
from patience_qt.play.__main__ import main as play_main
from patience_qt.rules import GAMES
from patience_qt.rules.deal import MAX_GAME_NUMBER

FAST = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FILES = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
FLAGS = ["--game", "--seed", "--option", "--size", "--moves", "--lang", "--screenshot", "--hint",
         "--self-test"]


def is_help(argv: list[str]) -> bool:
    """--help or --version (or an abbreviation argparse takes for one): said, and left with status 0."""
    return any(arg == "-h" or (len(arg) > 3 and "--help".startswith(arg)) or arg.startswith("-h")
               or (len(arg) > 2 and "--version".startswith(arg)) for arg in argv)


def check_command_line(argv: list[str]) -> CommandLine | None:
    """Parse; on success every field is valid; on ArgumentError the message is one printable line."""
    try:
        cli = parse_command_line(argv)
    except ArgumentError as error:
        message = str(error)
        assert message and message.isprintable() and "\n" not in message and len(message) <= 300
        return None
    except SystemExit as leaving:
        assert leaving.code in (0, None) and is_help(argv), argv
        return None
    if cli.self_test:
        return cli
    assert cli.game is None or cli.game in GAMES
    assert cli.seed is None or (cli.game is not None and 0 <= cli.seed <= MAX_GAME_NUMBER)
    assert MIN_SHOT[0] <= cli.size[0] <= MAX_SHOT[0] and MIN_SHOT[1] <= cli.size[1] <= MAX_SHOT[1]
    assert 0 <= cli.moves <= 999_999
    assert cli.screenshot is not None or (cli.moves == 0 and not cli.hint)
    assert cli.lang in (None, "system", "en", "ru")
    if cli.options:
        assert cli.game is not None
        for name, value in cli.options.items():
            assert GAMES[cli.game].options[name].check(value) == value
    assert cli.screenshot is None or (cli.game is not None and cli.screenshot.lower().endswith(".png"))
    return cli


# -- the command line: what it says to bad input -----------------------------------------------------------
BAD = [
    (["--game", "chess"], "unknown game 'chess'"),
    (["--game", "Clock"], "unknown game 'Clock'"),
    (["--game", ""], "unknown game ''"),
    (["--game", "clock", "--seed", "-1"], "bad game number '-1'"),
    (["--game", "clock", "--seed", str(2**63)], f"bad game number '{2**63}'"),
    (["--game", "clock", "--seed", "9" * 5000], "bad game number '999"),
    (["--game", "clock", "--seed", "abc"], "bad game number 'abc'"),
    (["--game", "clock", "--seed", "1e9"], "bad game number '1e9'"),
    (["--game", "clock", "--seed", "1.0"], "bad game number '1.0'"),
    (["--game", "clock", "--seed", "0x10"], "bad game number '0x10'"),
    (["--game", "clock", "--seed", "1_000"], "bad game number '1_000'"),
    (["--game", "clock", "--seed", "٣"], "bad game number"),
    (["--game", "clock", "--seed", ""], "bad game number ''"),
    (["--screenshot", "x.png", "--game", "clock", "--size", "0x0"], "bad size '0x0'"),
    (["--screenshot", "x.png", "--game", "clock", "--size", "99999x1"], "bad size '99999x1'"),
    # a size too large is told the range, whatever its number of digits
    (["--screenshot", "x.png", "--game", "clock", "--size", "100000x100000"],
     "bad size '100000x100000': from 320x240 to 8000x8000"),
    (["--screenshot", "x.png", "--game", "clock", "--size", "1x" + "9" * 5000], "from 320x240 to 8000x8000"),
    (["--screenshot", "x.png", "--game", "clock", "--size", "1280x800x2"], "bad size"),
    (["--screenshot", "x.png", "--game", "clock", "--size=-1280x800"], "bad size '-1280x800'"),
    (["--game", "clock", "--moves", "-5"], "bad --moves '-5'"),
    # options about the picture alone would be ignored while the window opens
    (["--game", "clock", "--moves", "5"], "--moves needs --screenshot"),
    (["--game", "clock", "--moves", "0"], "--moves needs --screenshot"),
    (["--moves", "5"], "--moves needs --screenshot"),
    (["--game", "clock", "--hint"], "--hint needs --screenshot"),
    (["--hint"], "--hint needs --screenshot"),
    (["--game", "clock", "--size", "800x600"], "--size needs --screenshot"),
    (["--size", "1280x800"], "--size needs --screenshot"),
    (["--game", "rainbow", "--option", "redeals=lots"], "bad value 'lots' for option redeals"),
    (["--game", "rainbow", "--option", "redeals=99"], "option redeals takes one of"),
    (["--game", "rainbow", "--option", "redeals"], "bad option 'redeals'"),
    (["--option", "redeals=5"], "--option needs --game"),
    (["--game", "clock", "--lang", "de"], "invalid choice: 'de'"),
    (["--game", "clock", "--seed"], "expected one argument"),
    (["a\nb"], "unrecognized arguments: a\\nb"),
    (["--game", "x\x1b[31mred"], "unknown game 'x\\x1b[31mred'"),
    (["--game", "clock", "--seed", "nan"], "bad game number 'nan'"),
    (["--game", "clock", "--seed", "inf"], "bad game number 'inf'"),
    (["--game", "clock", "--seed", "1e400"], "bad game number '1e400'"),
    (["--game", "clock", "--moves", "inf"], "bad --moves 'inf'"),
    (["--game", "clock", "--moves", "1e3"], "bad --moves '1e3'"),
    (["--game", "clock", "--moves", "9" * 5000], "bad --moves '999"),
    (["--screenshot", "x.png", "--game", "clock", "--size", "nanxnan"], "bad size 'nanxnan'"),
    (["--game", "rainbow", "--option", "redeals=5.0"], "bad value '5.0' for option redeals"),
    (["--game", "toad", "--option", "reserve_size=13.0"], "bad value '13.0' for option reserve_size"),
    (["--game", "toad", "--option", "reserve_size=" + "[" * 100_000], "bad value '[[[["),
    # argparse's own messages quote the user's text too: a long one is cut, and what follows it stays
    (["--game", "clock", "--lang", "x" * 5000], "(choose from 'system', 'en', 'ru')"),
    (["--game", "clock", "--" + "x" * 5000], "unrecognized arguments: --xxx"),
]


@pytest.mark.parametrize(("argv", "words"), BAD)
def test_bad_input_is_one_clear_line_and_exit_status_2(capsys, argv, words):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("patience_qt: error: ") and err.count("\n") == 1 and err[:-1].isprintable()
    assert words in err


@pytest.mark.parametrize(("argv", "field", "value"), [
    (["--game", "clock", "--seed", "0"], "seed", 0),
    (["--game", "clock", "--seed", " 007 "], "seed", 7),
    (["--game", "clock", "--seed", "+5"], "seed", 5),
    (["--game", "clock", "--seed", str(MAX_GAME_NUMBER)], "seed", MAX_GAME_NUMBER),
    (["--screenshot", "x.png", "--game", "clock", "--size", "320x240"], "size", (320, 240)),
    (["--screenshot", "x.png", "--game", "clock", "--size", " 8000 X 8000 "], "size", (8000, 8000)),
    (["--screenshot", "x.png", "--game", "clock"], "size", (1280, 800)),
    (["--game", "toad", "--option", "two_reserves=Yes"], "options", {"two_reserves": True}),
    (["--game", "rainbow", "--option", " redeals = 5 "], "options", {"redeals": 5}),
])
def test_good_input_is_read(argv, field, value):
    assert getattr(parse_command_line(argv), field) == value


@pytest.mark.parametrize("argv", [["--game", "clock", "--lang", "x" * 5000], ["x" * 5000],
                                  ["--game", "clock", "--" + "x" * 5000]])
def test_a_long_word_in_an_argparse_message_is_cut(capsys, argv):
    assert main(argv) == 2
    assert "x" * 50 not in capsys.readouterr().err


# -- the command line under random text ------------------------------------------------------------------
any_text = st.text(max_size=30)
number_like = st.one_of(st.integers(min_value=-2**70, max_value=2**70).map(str), st.from_regex(
    r"\A[ +\-0-9eExX._×]{0,25}\Z"), any_text)
size_like = st.one_of(st.builds(lambda w, h, sep: f"{w}{sep}{h}", st.integers(-10, 100_000),
                                st.integers(-10, 100_000), st.sampled_from(["x", "X", "×", "*", " x "])),
                      any_text)
game_like = st.one_of(st.sampled_from(sorted(GAMES)), any_text)
OPTION_NAMES = ["redeals", "two_reserves", "deep_ace", "reserve_size", "x"]
option_like = st.one_of(st.builds(lambda name, value: f"{name}={value}", st.sampled_from(OPTION_NAMES),
                                  st.one_of(number_like, st.sampled_from(["true", "no", "On", ""]))),
                        any_text)
flag_and_value = st.one_of(
    st.tuples(st.just("--game"), game_like), st.tuples(st.just("--seed"), number_like),
    st.tuples(st.just("--size"), size_like), st.tuples(st.just("--moves"), number_like),
    st.tuples(st.just("--option"), option_like), st.tuples(st.just("--lang"), any_text),
    st.tuples(st.just("--screenshot"), any_text), st.tuples(st.sampled_from(FLAGS)),
    st.tuples(any_text))


@FAST
@given(st.lists(flag_and_value, max_size=7).map(lambda parts: [text for part in parts for text in part]))
@example(["--game", "clock", "--seed", "-0"])
@example(["--screenshot", "x.png", "--game", "clock", "--size", "0320x0240"])
@example(["--screenshot", "x.png", "--game", "clock", "--size", "0" * 3000 + "320x0240"])
def test_random_command_lines_give_a_valid_result_or_the_documented_error(argv):
    check_command_line(argv)


@FAST
@given(st.lists(any_text, max_size=6))
def test_random_words_give_a_valid_result_or_the_documented_error(argv):
    check_command_line(argv)


@settings(max_examples=60, deadline=None)
@given(st.lists(flag_and_value, min_size=1, max_size=5).map(
    lambda parts: [text for part in parts for text in part]))
def test_main_says_one_line_and_exits_2_for_any_bad_command_line(argv):
    try:
        parse_command_line(argv)
    except ArgumentError:
        pass
    except SystemExit:
        assume(False)  # --help or --version: said and left with 0, checked above
    else:
        assume(False)  # a good command line would start the program
    import contextlib
    import io

    err = io.StringIO()
    with contextlib.redirect_stderr(err):
        assert main(argv) == 2
    text = err.getvalue()
    assert text.startswith("patience_qt: error: ") and text.count("\n") == 1


@pytest.mark.parametrize("entry", [main, play_main], ids=["patience_qt", "patience_qt.play"])
def test_version_prints_the_programs_name_and_version_and_exits_0(entry, capsys):
    from patience_qt import __version__

    with pytest.raises(SystemExit) as leaving:
        entry(["--version"])
    assert leaving.value.code == 0
    assert capsys.readouterr().out == f"Patience Qt {__version__}\n"


# -- the headless commands: python -m patience_qt.play simulate|odds ------------------------------------
PLAY_BAD = [
    (["simulate", "toad", "-n", "2", "--option", "reserve_size=13.0"], "bad value '13.0' for option reserve"),
    (["odds", "toad", "-n", "1", "--option", "reserve_size=13.0"], "bad value '13.0' for option reserve"),
    (["simulate", "rainbow", "-n", "2", "--option", "redeals=5.0"], "bad value '5.0' for option redeals"),
    (["simulate", "toad", "-n", "2", "--option", "two_reserves=1.0"], "two_reserves takes true or false"),
    (["simulate", "toad", "-n", "2", "--option", "reserve_size=" + "[" * 100_000], "bad value '[[[["),
    (["simulate", "toad", "-n", "2", "--option", "nonsense=1"], "bad option 'nonsense=1' for toad"),
    (["odds", "rainbow", "-n", "1", "--seconds", "nan"], "bad --seconds 'nan'"),
    (["odds", "rainbow", "-n", "1", "--seconds", "inf"], "bad --seconds 'inf'"),
    (["odds", "rainbow", "-n", "1", "--seconds=-inf"], "bad --seconds '-inf'"),
    (["odds", "rainbow", "-n", "1", "--seconds", "1e400"], "bad --seconds '1e400'"),
    (["odds", "rainbow", "-n", "1", "--seconds", "0"], "bad --seconds '0'"),
    (["odds", "rainbow", "-n", "1", "--seconds", "86400"], "at most 3600"),
    (["odds", "rainbow", "-n", "1", "--nodes", "-1"], "bad --nodes '-1'"),
    (["odds", "rainbow", "-n", "1", "--nodes", "nan"], "bad --nodes 'nan'"),
    (["odds", "rainbow", "-n", "1", "--nodes", "9" * 30], "bad --nodes '999"),
    (["odds", "rainbow", "-n", "nan"], "bad -n 'nan'"),
    (["simulate", "rainbow", "-n", "0"], "bad -n '0'"),
    (["simulate", "rainbow", "-n", "1e3"], "bad -n '1e3'"),
    (["simulate", "rainbow", "-n", "inf"], "bad -n 'inf'"),
    (["simulate", "rainbow", "-n", "9" * 30], "bad -n '999"),
    (["simulate", "rainbow", "--seed", "nan"], "bad game number 'nan'"),
    (["simulate", "rainbow", "--seed", "-1"], "bad game number '-1'"),
    (["simulate", "rainbow", "--seed", str(MAX_GAME_NUMBER), "-n", "2"], "the last game number"),
    (["simulate", "chess"], "unknown game 'chess'"),
    (["simulate", "x" * 5000], "unknown game 'xxx"),
    (["simulate"], "the following arguments are required: game"),
    (["simulate", "rainbow", "--bogus"], "unrecognized arguments: --bogus"),
    (["simulate", "rainbow", "--policy", "x" * 5000], "(choose from 'baseline', 'hint')"),
    (["chess"], "invalid choice: 'chess'"),
    ([], "the following arguments are required: command"),
]


def _run_play(argv: list[str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "patience_qt.play", *argv], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1], timeout=120, check=False)


def _one_error_line(text: str, program: str) -> None:
    assert text.startswith(f"{program}: error: ") and text.count("\n") == 1, text[:2000]
    assert text[:-1].isprintable() and len(text) <= 330 and "x" * 50 not in text and "[" * 50 not in text


@pytest.mark.parametrize(("argv", "words"), PLAY_BAD, ids=[" ".join(argv)[:60] for argv, _ in PLAY_BAD])
def test_a_bad_headless_command_is_one_clear_line_and_exit_status_2(argv, words):
    done = _run_play(argv)
    assert (done.returncode, done.stdout) == (2, "")
    _one_error_line(done.stderr, "patience_qt.play")
    assert words in done.stderr


def test_an_option_nested_100000_deep_is_one_line_in_process_too(capsys):
    deep = "[" * 100_000 + "]" * 100_000  # too long for one argument of a real command line
    assert play_main(["simulate", "toad", "-n", "1", "--option", f"reserve_size={deep}"]) == 2
    _one_error_line(capsys.readouterr().err, "patience_qt.play")


def test_good_headless_commands_still_run():
    done = _run_play(["simulate", "toad", "-n", "2", "--seed", "3", "--option", "reserve_size=8",
                      "--option", "two_reserves=true", "--detail"])
    assert done.returncode == 0 and done.stderr == "" and "toad: won" in done.stdout, done.stderr
    done = _run_play(["odds", "clock", "-n", "2", "--seconds", "0.5", "--nodes", "1000",
                      "--option", "self_match_stop=false"])
    assert done.returncode == 0 and "clock: winnable" in done.stdout, done.stderr


@pytest.mark.parametrize("flags", [["--seconds", "nan"], ["--seconds", "inf"], ["--budget", "inf"],
                                   ["--budget", "nan"], ["--nodes", "-1"], ["-n", "1e3"], ["--clock-n", "0"],
                                   ["--seed", "nan"], ["--bogus"]])
def test_a_bad_odds_table_command_is_one_line_and_computes_nothing(tmp_path, flags):
    out = tmp_path / "table.json"
    done = subprocess.run([sys.executable, "-m", "patience_qt.play.odds", "table", "clock", "-n", "1",
                           "--clock-n", "1", "--out", str(out), *flags], capture_output=True, text=True,
                          timeout=120, check=False)
    assert (done.returncode, done.stdout) == (2, "")
    _one_error_line(done.stderr, "patience_qt.play.odds")
    assert not out.exists()


def _make_table(*flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "patience_qt.play.odds", "table", *flags],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1],
                          timeout=120, check=False)


def test_a_table_run_past_the_last_game_number_is_told_its_own_count(tmp_path):
    """Rainbow alone deals -n games: the clock family's --clock-n (10000 by default) was the count the
    limit was told with, and refused a run whose deals all had game numbers (#47)."""
    out = tmp_path / "table.json"
    done = _make_table("rainbow", "--seed", str(MAX_GAME_NUMBER - 5), "-n", "10", "--out", str(out))
    assert (done.returncode, done.stdout) == (2, "")
    _one_error_line(done.stderr, "patience_qt.play.odds")
    assert f"the last game number, {MAX_GAME_NUMBER - 5} + 10 - 1, is past {MAX_GAME_NUMBER}" in done.stderr
    done = _make_table("clock", "--seed", str(MAX_GAME_NUMBER - 5), "-n", "1", "--out", str(out))
    assert done.returncode == 2 and f"{MAX_GAME_NUMBER - 5} + 10000 - 1" in done.stderr
    assert not out.exists()
    done = _make_table("rainbow", "--variant", "standard", "--seed", str(MAX_GAME_NUMBER - 1), "-n", "2",
                       "--seconds", "0.5", "--nodes", "1000", "--jobs", "1", "--out", str(out))
    assert done.returncode == 0 and done.stdout.startswith("rainbow: ") and out.exists(), done.stderr


@pytest.mark.parametrize("flags", [["--bogus"], ["rainbow"], ["--out", "table.md"]])
def test_the_markdown_mode_refuses_what_it_does_not_take(flags):
    """It printed the table and left with 0 whatever followed it (#47)."""
    done = subprocess.run([sys.executable, "-m", "patience_qt.play.odds", "markdown", *flags],
                          capture_output=True, text=True, cwd=Path(__file__).resolve().parents[1],
                          timeout=120, check=False)
    assert (done.returncode, done.stdout) == (2, "")
    _one_error_line(done.stderr, "patience_qt.play.odds")
    assert "unrecognized arguments: " + flags[0] in done.stderr


def test_the_markdown_mode_prints_the_table():
    done = subprocess.run([sys.executable, "-m", "patience_qt.play.odds", "markdown"], capture_output=True,
                          text=True, cwd=Path(__file__).resolve().parents[1], timeout=120, check=False)
    assert (done.returncode, done.stderr) == (0, "")
    assert done.stdout.startswith("| Game | Variant |") and "| Rainbow | standard |" in done.stdout


SHARED_BAD = [["--seconds", "0"], ["--seconds", "nan"], ["--nodes", "-1"], ["--nodes", "1e3"],
              ["--retry-unknown", "inf"], ["--retry-nodes", "5"], ["--jobs", "0"], ["--jobs", "257"],
              ["--scheduler", "tcp://"], ["--policy", "best"], ["-n", "0"], ["--seed", "-2"],
              ["--seed", str(MAX_GAME_NUMBER)]]


@pytest.mark.parametrize("flags", SHARED_BAD, ids=[" ".join(flags) for flags in SHARED_BAD])
def test_the_odds_command_and_the_table_script_read_their_shared_flags_alike(tmp_path, capsys, flags):
    """One reading of the deals' and the search's flags (``play/odds/command_line.py``): the same bad
    value gets the same words from ``python -m patience_qt.play odds`` and ``… play.odds table``."""
    from patience_qt.play.odds.__main__ import make_table

    assert play_main(["odds", "clock", "-n", "2", *flags]) == 2
    command = capsys.readouterr().err
    assert make_table(["clock", "-n", "2", "--clock-n", "2", "--out", str(tmp_path / "t.json"), *flags]) == 2
    script = capsys.readouterr().err
    _one_error_line(command, "patience_qt.play")
    _one_error_line(script, "patience_qt.play.odds")
    assert command.split(": error: ")[1] == script.split(": error: ")[1]
    assert not (tmp_path / "t.json").exists()

@FAST
@given(st.one_of(number_like, st.floats().map(repr), st.sampled_from(["nan", "inf", "-inf", "1e400", "1e-400",
                                                                    "Infinity", " 2 ", "0.5", ".5", "5."])),
       st.booleans())
@example("3600", False)
@example("3600.0000001", False)
@example("0", True)
@example("0", False)
@example("0\x1f", False)  # a control character re calls a space and float() does not
def test_seconds_are_a_finite_number_in_range_or_the_documented_error(text, zero):
    try:
        value = parse_seconds(text, "--seconds", 3600.0, zero=zero)
    except ArgumentError as error:
        assert str(error).startswith("bad --seconds ") and "\n" not in str(error)
        return
    assert math.isfinite(value) and (0 < value <= 3600 or zero and value == 0)


@FAST
@given(number_like, st.integers(0, 5), st.sampled_from([1, 999_999, 10**12]))
def test_counts_are_whole_numbers_in_range_or_the_documented_error(text, low, high):
    try:
        value = parse_count(text, "-n", low, high)
    except ArgumentError as error:
        assert str(error).startswith("bad -n ") and f"from {low} to {high}" in str(error)
        return
    assert type(value) is int and low <= value <= high


# -- preferences -------------------------------------------------------------------------------------------
pytest.importorskip("PySide6")

from PySide6.QtCore import QByteArray, QSettings  # noqa: E402

from patience_qt.ui.settings.preferences import SPEEDS, Preferences, read_preferences  # noqa: E402
from patience_qt.ui.table.card_art import BACKS, DEFAULT_BACK  # noqa: E402
from patience_qt.ui.text.card_names import INDICES  # noqa: E402
from patience_qt.ui.text.i18n import CHOICES  # noqa: E402

KEYS = ["ui/language", "table/automove", "table/animations", "table/animation_speed", "table/back",
        "table/card_indices", "window/geometry"] + [
    f"options/{game_id}/{name}" for game_id, info in GAMES.items() for name in info.options]
DEFAULTS = Preferences(language="system", automove=True, animation_speed="normal", card_back=DEFAULT_BACK,
                       options={game_id: {} for game_id in GAMES}, window_geometry=None)
INI_VALUES = st.one_of(
    st.text(alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters="\n\r"), max_size=20),
    st.sampled_from(["true", "false", "1", "0", "yes", "off", "ru", "en", "system", "slow", "fast", "off",
                     "back-red", "5", "3", "-1", "99999999999", "a, b", "@Size(1 2)", "@ByteArray(xyz)",
                     "@Rect(1 2 3 4)", "@Invalid()", "@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x12garbage)", "\"\"",
                     "@Variant(\\0\\0\\0\\n\\0\\0\\0\\0)", "@Point(1 2)", " 4 ", "+4", "٤"]))


def check_preferences(preferences: Preferences) -> None:
    assert preferences.language in CHOICES
    assert isinstance(preferences.automove, bool)
    assert preferences.animation_speed in SPEEDS
    assert preferences.card_back in BACKS
    assert preferences.card_indices in INDICES
    assert preferences.options.keys() == GAMES.keys()
    for game_id, chosen in preferences.options.items():
        for name, value in chosen.items():
            spec = GAMES[game_id].options[name]
            assert type(value) is type(spec.default) and spec.check(value) == value
    assert preferences.window_geometry is None or isinstance(preferences.window_geometry, QByteArray)


def ini_settings(folder: str, lines: dict[str, str]) -> QSettings:
    path = os.path.join(folder, "settings.ini")
    sections: dict[str, list[str]] = {}
    for key, value in lines.items():
        section, _, name = key.rpartition("/")
        sections.setdefault(section or "General", []).append(f"{name}={value}")
    with open(path, "w", encoding="utf-8") as stream:
        for section, entries in sections.items():
            stream.write(f"[{section}]\n" + "\n".join(entries) + "\n")
    return QSettings(path, QSettings.Format.IniFormat)


@FILES
@given(st.dictionaries(st.sampled_from(KEYS), INI_VALUES, max_size=12))
def test_any_settings_file_gives_valid_preferences(qapp, values):
    with tempfile.TemporaryDirectory() as folder:
        check_preferences(read_preferences(ini_settings(folder, values)))


VALUES = st.one_of(st.none(), st.booleans(), st.integers(-2**63, 2**63 - 1), st.floats(allow_nan=False),
                   st.text(max_size=12), st.binary(max_size=12), st.lists(st.text(max_size=4), max_size=3))


@FILES
@given(st.dictionaries(st.sampled_from(KEYS), VALUES, max_size=12))
def test_any_values_set_by_a_program_give_valid_preferences(qapp, values):
    with tempfile.TemporaryDirectory() as folder:
        store = QSettings(os.path.join(folder, "settings.ini"), QSettings.Format.IniFormat)
        for key, value in values.items():
            store.setValue(key, value)
        check_preferences(read_preferences(store))


@pytest.mark.parametrize("bad", ["maybe", "a, b", "@Size(1 2)", "@Invalid()", "", "2.5", "yes please"])
@pytest.mark.parametrize("key", ["ui/language", "table/automove", "table/animations", "table/animation_speed",
                                 "table/back", "table/card_indices", "window/geometry",
                                 "options/rainbow/redeals", "options/toad/two_reserves"])
def test_a_bad_value_is_that_key_s_default_and_the_rest_stays(qapp, tmp_path, key, bad):
    good = {"ui/language": "ru", "table/automove": "false", "table/animation_speed": "slow",
            "table/back": "back-red", "table/card_indices": "russian",
            "options/rainbow/redeals": "5", "options/toad/two_reserves": "true"}
    read = read_preferences(ini_settings(str(tmp_path), {**good, key: bad}))
    check_preferences(read)
    expected = {"ui/language": ("language", "ru"), "table/automove": ("automove", False),
                "table/animation_speed": ("animation_speed", "slow"), "table/back": ("card_back", "back-red"),
                "table/card_indices": ("card_indices", "russian")}
    for other, (field, value) in expected.items():
        if other != key:
            assert getattr(read, field) == value, other
    if key in expected:
        field = expected[key][0]
        assert getattr(read, field) == getattr(DEFAULTS, field)
    if key != "options/rainbow/redeals":
        assert read.options["rainbow"] == {"redeals": 5}
    else:
        assert read.options["rainbow"] == {}
    if key == "options/toad/two_reserves":
        assert "two_reserves" not in read.options["toad"]
    if key == "table/animations":
        assert read.animation_speed == "slow"  # a bad switch is the default: on


def test_a_window_opens_on_a_damaged_settings_file(qtbot, tmp_path):
    from patience_qt.rules import new_game
    from patience_qt.ui.window.main_window import MainWindow

    store = ini_settings(str(tmp_path), {
        "window/geometry": "hello", "table/back": "@Size(1 2)", "table/animations": "a, b",
        "table/automove": "@Invalid()", "ui/language": "xx", "options/rainbow/redeals": "lots",
        "table/animation_speed": "warp"})
    window = MainWindow(new_game("rainbow", seed=1), settings=store, deal_animation=False)
    qtbot.addWidget(window)
    assert window.scene.art.back_name == DEFAULT_BACK
    assert window.controller.animate and window.controller.automove
    window.start("rainbow", seed=2)
    assert window.controller.game.options == GAMES["rainbow"].resolve_options({})


def test_a_screenshot_that_cannot_be_written_is_one_line(tmp_path):
    path = str(tmp_path / "no such folder" / ("new\nline" + "x" * 2000 + ".png"))
    done = subprocess.run([sys.executable, "-m", "patience_qt", "--screenshot", path, "--game", "clock",
                           "--seed", "1"], capture_output=True, text=True, timeout=120, check=False,
                          env={**os.environ, "QT_QPA_PLATFORM": "offscreen"})
    assert done.returncode == 1 and done.stdout == ""
    # one line: Qt's "This plugin does not support propagateSizeHints()" came before it offscreen (#47)
    assert done.stderr.count("\n") == 1, done.stderr
    line = done.stderr[:-1]
    assert line.startswith("patience_qt: error: could not write ") and "new\\nline" in line
    assert line.isprintable() and len(line) <= 330


# -- the real command lines, as a player types them (#47) ------------------------------------------------
def _run_program(argv: list[str], home: Path) -> subprocess.CompletedProcess[str]:
    """``python -m patience_qt ARGV`` offscreen, its files under ``home``; a window that opens instead of
    an error runs until the time is up (and the test fails)."""
    env = {name: value for name, value in os.environ.items()
           if not name.startswith("XDG_") and name != "PATIENCE_QT_DATA_DIR"}
    return subprocess.run([sys.executable, "-m", "patience_qt", *argv], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1], timeout=60, check=False,
                          env={**env, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home)})


PROGRAM_BAD = [
    # the window opened and --size was dropped without a word
    (["--game", "clock", "--seed", "1", "--size", "800x600"], "--size needs --screenshot"),
    # the size's form was blamed for its number of digits
    (["--screenshot", "x.png", "--game", "clock", "--size", "100000x100000"],
     "bad size '100000x100000': from 320x240 to 8000x8000"),
]


@pytest.mark.parametrize(("argv", "words"), PROGRAM_BAD, ids=[" ".join(argv) for argv, _ in PROGRAM_BAD])
def test_a_bad_command_line_of_the_program_is_one_line_and_exit_status_2(tmp_path, argv, words):
    done = _run_program(argv, tmp_path)
    assert (done.returncode, done.stdout) == (2, "")
    _one_error_line(done.stderr, "patience_qt")
    assert words in done.stderr
