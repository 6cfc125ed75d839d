"""The table through the real accessibility bus, as a screen reader reads it: the program on an X server
of its own (Xvfb), in a D-Bus session of its own with the AT-SPI bus and registry, and the system's
pyatspi (``atspi_reader.py``, run by ``/usr/bin/python3``) pressing the keys and hearing the events.

Slow (an X server, two buses and the program started): ``python -m pytest -m slow``. Skipped where the
system lacks its packages (``.ci/run`` installs them: xvfb xauth dbus dbus-x11 at-spi2-core
python3-pyatspi gir1.2-atspi-2.0).
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SYSTEM_PYTHON = "/usr/bin/python3"
LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")


def missing() -> str | None:
    """What the machine lacks for this test, or None."""
    for tool in ("Xvfb", "dbus-run-session"):
        if shutil.which(tool) is None:
            return tool
    if not any(os.path.exists(path) for path in LAUNCHERS):
        return "at-spi-bus-launcher (at-spi2-core)"
    if not os.path.exists(SYSTEM_PYTHON) or subprocess.run(
            [SYSTEM_PYTHON, "-c", "import pyatspi"], capture_output=True).returncode != 0:
        return "pyatspi for /usr/bin/python3 (python3-pyatspi)"
    return None


def x_server() -> tuple[subprocess.Popen, str]:
    """An Xvfb on a display number it picks itself (``-displayfd``)."""
    read, write = os.pipe()
    command = ["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"]
    quiet = subprocess.DEVNULL
    server = subprocess.Popen(command, pass_fds=(write,), stdout=quiet, stderr=quiet)
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()
    if not number:
        server.kill()
        pytest.fail("Xvfb did not start")
    return server, f":{number}"


def hear(tmp_path: Path, keys: tuple[str, ...], *arguments: str) -> list[dict]:
    """What the reader heard (``atspi_reader.py``'s lines) while it pressed ``keys`` in the English
    program started with ``arguments``."""
    lacking = missing()
    if lacking:
        pytest.skip(f"no {lacking} on this machine")
    server, display = x_server()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("DBUS_", "AT_SPI"))}
    env.update(DISPLAY=display, PATIENCE_QT_DATA_DIR=str(tmp_path / "data"), HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "share"),
               XDG_RUNTIME_DIR=str(tmp_path))
    os.chmod(tmp_path, 0o700)
    program = [sys.executable, "-m", "patience_qt", *arguments, "--lang", "en"]
    try:
        reader = ["dbus-run-session", "--", SYSTEM_PYTHON, str(HERE / "atspi_reader.py"),
                  "--keys", ",".join(keys), *program]
        done = subprocess.run(reader, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    finally:
        server.terminate()
        server.wait(timeout=30)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def last(lines: list[dict], key: str) -> object:
    return next(line[key] for line in reversed(lines) if key in line)


@pytest.mark.slow
def test_a_screen_reader_reads_the_focused_card_through_at_spi(tmp_path):
    lines = hear(tmp_path, ("h", "Tab", "Return", "space", "Right", "Escape"),
                 "--game", "rainbow", "--seed", "5")
    table = lines[0]
    assert table["table"]["role"] == "filler" and table["table"]["name"] == "Table"
    assert table["piles"] == 10  # Rainbow: reserve, four foundations, three waste piles, stock, hand
    focus = [line for line in lines if line.get("event") == "focus:"]
    said = [line["text"] for line in lines if line.get("event", "").startswith("object:announcement")]
    # the first key, H, was heard: a hint, announced before the next key (the window, which no window
    # manager activated, took no shortcut; the table takes the key)
    keys = [index for index, line in enumerate(lines) if "key" in line]
    after_h = [line.get("text", "") for line in lines[keys[0]:keys[1]]]
    assert any(text.startswith(("Hint", "No useful move")) for text in after_h), lines[:keys[1] + 1]
    # Tab: the first place the keyboard can use, the stock, with its count and what Enter does
    assert focus[0]["role"] == "list" and re.fullmatch(r"Stock, \d+ cards", focus[0]["name"])
    assert "focused" in focus[0]["states"] and focus[0]["description"] == "Enter: turn the stock"
    # Enter turned a card, announced; the focus went to it, read by its name and place
    turned = [text for text in said if text.startswith("turn the stock: ")]
    assert turned, said
    card = turned[0].removeprefix("turn the stock: ")
    cards = [line for line in focus if line["role"] == "list item"]
    assert cards[0]["name"] == f"{card[:1].upper()}{card[1:]}, hand, top card", cards
    assert cards[0]["description"].startswith(f"Enter: {card} to ")
    # Space took it up: the focus names the place offered; Escape put it back: the card again
    place = focus[focus.index(cards[0]) + 1]
    assert place["role"] == "list" and place["description"].startswith(f"Enter: {card} to ")
    focused = last(lines, "focused")
    assert focused["name"] == cards[0]["name"] == focus[-1]["name"]
    assert "focused" in focused["states"]


@pytest.mark.slow
def test_a_long_running_reader_hears_no_stale_name_after_the_moves(tmp_path):
    """The reader keeps each name it read (as Orca does): the program tells it of every change, so
    the stock's count and the hand's card are heard as they are now, not as they were."""
    keys = ("Tab", "Return", "Return", "Return", "Return", "Return", "space", "Right", "Escape")
    lines = hear(tmp_path, keys, "--game", "rainbow", "--seed", "5")
    said = [line["text"] for line in lines if line.get("event", "").startswith("object:announcement")]
    focus = [line for line in lines if line.get("event") == "focus:"]
    # each focus on the stock counts the cards the turns left it; each on the hand names the card turned
    turns, count, turned = 0, 77, []
    for line in lines:
        if line.get("event", "").startswith("object:announcement") and line["text"].startswith("turn the"):
            turns += 1
            turned.append(line["text"].removeprefix("turn the stock: "))
        if line.get("event") != "focus:":
            continue
        if line["name"].startswith("Stock"):
            assert line["name"] == f"Stock, {count - turns} cards", (line, said)
            assert line["description"] == "Enter: turn the stock"
        elif line["name"].endswith(", hand, top card"):
            card = turned[-1]
            assert line["name"] == f"{card[:1].upper()}{card[1:]}, hand, top card", (line, said)
            assert line["description"].startswith(f"Enter: {card} to ")
    assert turns >= 3 and sum(line["name"].startswith("Stock") for line in focus) >= 3, said
    assert sum(line["name"].endswith(", hand, top card") for line in focus) >= 3, said
    # every pile and card as the reader holds it is as the program names it now
    assert last(lines, "held") == last(lines, "fresh")
    # every text heard spells its cards out (Space's prompt named the card taken up as its face shows it)
    texts = [line.get(key) or "" for line in lines for key in ("name", "description", "text")]
    texts += last(lines, "held")
    assert any("goes to the lit place" in text for text in texts)
    assert not [text for text in texts if any(sign in text for sign in "♠♥♦♣")]
    # an empty foundation says what it takes (Rainbow's foundations begin with the base card's rank)
    assert any(re.fullmatch(r"Foundation \d, empty, takes an? \w+", name) for name in last(lines, "held"))
    # the clock ran all the while, and its label kept its name
    renamed = [line["name"] for line in lines if line.get("event") == "object:property-change:accessible-name"
               and line["role"] == "label"]
    assert not any(name.startswith("Time") for name in renamed), renamed
