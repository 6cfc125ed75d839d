"""A screen reader's view of the program through the real accessibility bus (AT-SPI), for
``test_screen_reader_bus.py``; run by the system's Python (``/usr/bin/python3``, which has pyatspi), not
the project's, inside a D-Bus session of its own on an X server of its own.

    python3 atspi_reader.py [--keys Tab,Return,...] PROGRAM [ARGUMENT ...]

It starts the accessibility bus, then the program (the command given), waits for the program's table,
presses keys as a player would (``--keys``, else ``KEYS``, through AT-SPI's own keyboard), and prints
one JSON object a line: each event a screen reader hears (focus, name or description change,
announcement) with the object's role, name, description and states; at the end ``{"focused": ...}``,
the object the tree says has the focus, as Orca reads it on request; ``{"held": [...]}``, every pile's
and card's name as the reader holds it; and ``{"fresh": [...]}``, the same asked of the program anew.
Exit 0 once done, 1 when the program or its table never showed.

It listens as a long-running reader does (Orca): inside AT-SPI's own main loop (``Atspi.event_main``),
where libatspi keeps each object's name and description once read and changes them only when the
program says they changed (a name-changed event). A program that forgets to say so is heard with a
stale name, the previous card's or the previous count.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pyatspi  # the system's package, python3-pyatspi

LAUNCHERS = ("/usr/libexec/at-spi-bus-launcher", "/usr/lib/at-spi2-core/at-spi-bus-launcher")
KEYS = ("Tab", "Return", "space", "Right", "Escape")  # pressed in turn
KEYSYMS = {"Tab": 0xFF09, "Return": 0xFF0D, "space": 0x20, "Right": 0xFF53, "Escape": 0xFF1B,
           "h": 0x68}  # X's
APP_NAME = "Patience Qt"


def described(accessible) -> dict:
    try:
        states = [pyatspi.stateToString(state) for state in accessible.getState().getStates()]
        return {"role": accessible.getRoleName(), "name": accessible.name,
                "description": accessible.description, "states": states}
    except Exception as error:  # an object gone while it was read
        return {"error": str(error)}


def find(accessible, test, depth: int = 0):
    if accessible is None or depth > 12:
        return None
    try:
        if test(accessible):
            return accessible
        children = [accessible.getChildAtIndex(i) for i in range(accessible.childCount)]
    except Exception:
        return None
    for child in children:
        found = find(child, test, depth + 1)
        if found is not None:
            return found
    return None


def application():
    desktop = pyatspi.Registry.getDesktop(0)
    for index in range(desktop.childCount):
        app = desktop.getChildAtIndex(index)
        if app is not None and app.name == APP_NAME:
            return app
    return None


def focused_state(accessible) -> bool:
    return accessible.getState().contains(pyatspi.STATE_FOCUSED)


def main(argv: list[str]) -> int:
    keys = KEYS
    if argv[:1] == ["--keys"]:
        keys, argv = tuple(argv[1].split(",")), argv[2:]
    launcher = next((path for path in LAUNCHERS if os.path.exists(path)), None)
    bus = subprocess.Popen([launcher, "--launch-immediately"]) if launcher else None
    time.sleep(1)
    env = dict(os.environ, QT_LINUX_ACCESSIBILITY_ALWAYS_ON="1", QT_ACCESSIBILITY="1")
    env.pop("QT_QPA_PLATFORM", None)  # a real window on the X server
    program = subprocess.Popen(argv, env=env)
    try:
        return read(program, keys)
    finally:
        program.terminate()
        program.wait(timeout=30)
        if bus is not None:
            bus.terminate()
            bus.wait(timeout=30)


def parts(table) -> list:
    """Every pile of the table and every card listed under it."""
    found = []
    for index in range(table.childCount):
        pile = table.getChildAtIndex(index)
        found.append(pile)
        found.extend(pile.getChildAtIndex(card) for card in range(pile.childCount))
    return found


def read(program: subprocess.Popen, keys: tuple[str, ...]) -> int:
    from gi.repository import Atspi, GLib

    deadline = time.monotonic() + 90  # a guard against a program that never shows, not a measure
    table = None
    while table is None and time.monotonic() < deadline and program.poll() is None:
        app = application()
        table = find(app, lambda a: a.getRoleName() == "filler" and a.name == "Table") if app else None
        time.sleep(0.5)
    if table is None:
        print(json.dumps({"error": "no table"}), flush=True)
        return 1
    print(json.dumps({"table": described(table), "piles": table.childCount}), flush=True)

    def heard(event) -> None:
        if event.type.startswith("object:state-changed:focused") and not event.detail1:
            return
        said = {"event": event.type, **described(event.source)}
        if event.type.startswith("object:announcement"):
            said["text"] = str(event.any_data)
        print(json.dumps(said), flush=True)

    for kind in ("focus:", "object:state-changed:focused", "object:property-change:accessible-name",
                 "object:property-change:accessible-description", "object:announcement"):
        pyatspi.Registry.registerEventListener(heard, kind)
    steps = iter(keys)

    def press() -> bool:
        if table_read[0] is False:  # the first turn, in the main loop: every name read, and so kept
            table_read[0] = True
            for part in parts(table):
                described(part)
            return True
        key = next(steps, None)
        if key is None:
            report()
            Atspi.event_quit()
            return False
        pyatspi.Registry.generateKeyboardEvent(KEYSYMS[key], None, pyatspi.KEY_SYM)
        print(json.dumps({"key": key}), flush=True)
        return True

    def report() -> None:
        """What the reader holds once the keys are done, read while its main loop runs (as Orca reads)."""
        focused = find(application(), lambda a: a.getRoleName() in ("list item", "list") and focused_state(a))
        print(json.dumps({"focused": described(focused) if focused is not None else None}), flush=True)
        print(json.dumps({"held": [described(part).get("name") for part in parts(table)]}), flush=True)

    table_read = [False]
    time.sleep(2)  # the deal's animation and the automatic moves after it
    GLib.timeout_add(1000, press)
    Atspi.event_main()  # as Orca listens: libatspi keeps the names it read until told they changed
    # out of the main loop libatspi keeps nothing: each name is asked of the program anew
    print(json.dumps({"fresh": [described(part).get("name") for part in parts(table)]}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
