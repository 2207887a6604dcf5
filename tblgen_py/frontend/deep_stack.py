"""Running the front end where deeply nested input fits: a thread with a big stack.

The parser, resolver and printers recurse once (or a few times) per nesting
level of the input. llvm-tblgen handles several thousand levels of ``!add(``
or ``(dag`` before its own stack overflows; Python's default recursion limit
(1,000 frames) stops us near 250. :func:`call_with_deep_stack` runs a function
in a worker thread whose C stack is large enough for a raised recursion limit,
so a ``RecursionError`` is what ends too-deep input (reported by the callers
as a diagnostic), never a crash of the interpreter.
"""

from __future__ import annotations

import sys
import threading

TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeVar

    T = TypeVar("T")

# Python frames allowed while the front end runs; about 10,000 levels of !add.
RECURSION_LIMIT = 100_000
# C stack of the worker: room for RECURSION_LIMIT frames that go through C
# (``__str__``, ``__eq__``, ...). Only the pages touched are ever committed.
STACK_BYTES = 1 << 30

_state = threading.local()


def call_with_deep_stack(function: Callable[[], T]) -> T:
    """Return ``function()`` run in a big-stack thread with a raised recursion limit.

    Exceptions (BaseExceptions included) propagate to the caller. Nested calls
    run directly in the worker they are already in. The worker is a daemon
    thread, so a run interrupted in the calling thread (a timeout) never keeps
    the process alive.
    """
    if getattr(_state, "deep", False):
        return function()
    outcome: list[object] = []
    failure: list[BaseException] = []

    def work() -> None:
        _state.deep = True
        try:
            outcome.append(function())
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            failure.append(exc)

    old_size = threading.stack_size()
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(RECURSION_LIMIT)  # what the worker's stack allows
    try:
        threading.stack_size(STACK_BYTES)
        try:
            worker = threading.Thread(target=work, name="tblgen-deep", daemon=True)
            worker.start()
        finally:
            threading.stack_size(old_size)
        worker.join()
    finally:
        sys.setrecursionlimit(old_limit)
    if failure:
        raise failure[0]
    return outcome[0]  # type: ignore[return-value]
