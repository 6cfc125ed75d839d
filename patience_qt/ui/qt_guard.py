"""A guard against a reference-counting bug of PySide6 6.12 on Python 3.11.

The PySide6 6.12.0 wheels (abi3, declared for Python 3.10+) return ``None`` from every void method
(``setPos``, ``setZValue``, ``update`` …) without taking a reference to it. On Python 3.12+ ``None``
is immortal and nothing happens; on 3.10/3.11 each call lowers ``None``'s reference count by one, and
after some five thousand calls the interpreter aborts with "Fatal Python error: none_dealloc".
A table makes that many calls in seconds.

``protect_none()`` measures the leak and, only where it is real and the object layout is the plain
CPython one, raises ``None``'s count by 2**40 — in effect making it immortal, as 3.12 does. It changes
nothing on a fixed PySide6 or a newer Python.
"""

from __future__ import annotations

import ctypes
import sys

HEADROOM = 1 << 40
_applied = False


def none_leak_per_call() -> float:
    """How many references to None one void PySide6 call loses (0.0 when the bindings are sound)."""
    from PySide6.QtCore import QPointF

    point = QPointF()
    calls = 64
    before = sys.getrefcount(None)
    for _ in range(calls):
        point.setX(1.0)
    return (before - sys.getrefcount(None)) / calls


def protect_none() -> bool:
    """Make None's reference count unreachable for the leak; True when the guard was applied now."""
    global _applied
    if _applied or sys.implementation.name != "cpython" or sys.version_info >= (3, 12):
        return False
    if none_leak_per_call() < 0.5:
        return False
    cell = ctypes.c_ssize_t.from_address(id(None))
    if abs(cell.value - (sys.getrefcount(None) - 1)) > 2:  # not the object layout this expects
        return False
    cell.value += HEADROOM
    _applied = True
    return True
