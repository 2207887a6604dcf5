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

    begun, finished = threading.Event(), threading.Event()

    def work() -> None:
        _state.deep = True
        begun.set()
        try:
            outcome.append(function())
        except BaseException as exc:  # noqa: BLE001 - handed to the caller
            failure.append(exc)
        finally:
            finished.set()

    old_size = threading.stack_size()
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(RECURSION_LIMIT)  # what the worker's stack allows
    worker = threading.Thread(target=work, name="tblgen-deep", daemon=True)
    try:
        threading.stack_size(STACK_BYTES)
        try:
            worker.start()
        finally:
            threading.stack_size(old_size)
        worker.join()
    except BaseException as exc:  # Ctrl-C or a timeout: stop the worker too
        if begun.wait(1.0):  # it may have been interrupted while starting
            _interrupt(worker, finished, type(exc))
        raise
    finally:
        sys.setrecursionlimit(old_limit)
    if failure:
        raise failure[0]
    return outcome[0]  # type: ignore[return-value]


def _interrupt(
    worker: threading.Thread, finished: threading.Event, exc_type: type[BaseException]
) -> None:
    """Raise ``exc_type`` in ``worker`` and wait until it has unwound.

    Without this a run interrupted in the waiting thread would go on in the
    background, using the CPU and the streams and directory its caller is
    about to restore. (``finished``, not ``is_alive``: an interrupted ``join``
    can mark a running thread as stopped.)
    """
    import ctypes

    while worker.ident is not None and not finished.wait(0.05):
        ctypes.pythonapi.PyThreadState_SetAsyncExc(
            ctypes.c_ulong(worker.ident), ctypes.py_object(exc_type)
        )
