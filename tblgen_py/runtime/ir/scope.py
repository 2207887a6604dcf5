"""The current context, location and insertion point (MLIR bindings' ``with`` state).

``with ctx:``, ``with loc:`` and ``with InsertionPoint(block):`` push onto
per-thread stacks kept here; builders read the innermost entry when they are
given no ``loc``/``ip``.  The runtime keeps the stacks so generated op classes
(which import only the runtime) can read them.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from tblgen_py.runtime.ir.builder import InsertionPoint


class _Stacks(threading.local):
    """One thread's stacks, innermost last."""

    def __init__(self) -> None:
        self.contexts: list[Any] = []
        self.locations: list[Any] = []
        self.insertion_points: list[InsertionPoint] = []


STACKS = _Stacks()
"""The calling thread's stacks."""


def push(stack: list[Any], value: Any) -> None:
    """Enter ``value`` on ``stack``."""
    stack.append(value)


def pop(stack: list[Any], value: Any) -> None:
    """Leave ``value``, which must be the innermost entry of ``stack``."""
    if not stack or stack[-1] is not value:
        raise RuntimeError("unbalanced context manager exit (not the innermost one)")
    stack.pop()


def current_location() -> object:
    """The innermost ``with``-entered location, or None."""
    stack = STACKS.locations
    return stack[-1] if stack else None


def current_insertion_point() -> InsertionPoint | None:
    """The innermost ``with``-entered insertion point, or None."""
    stack = STACKS.insertion_points
    return stack[-1] if stack else None


def current_context() -> object:
    """The innermost ``with``-entered context, or None."""
    stack = STACKS.contexts
    return stack[-1] if stack else None


class Current:
    """A class attribute reading the innermost entry of one stack (``X.current``).

    Reading it with nothing entered gives None, or with ``required`` raises
    ``ValueError("No current <what>")`` (as the bindings do for contexts and
    locations, and for insertion points).
    """

    def __init__(self, stack: str, what: str, required: bool = False) -> None:
        self.stack = stack
        self.what = what
        self.required = required

    def __get__(self, instance: object, owner: type | None = None) -> Any:
        stack = getattr(STACKS, self.stack)
        if stack:
            return stack[-1]
        if self.required:
            raise ValueError(f"No current {self.what}")
        return None
