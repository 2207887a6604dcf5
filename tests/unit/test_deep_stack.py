"""The big-stack worker of the front end: results, exceptions, depth and interruption."""

from __future__ import annotations

import signal
import sys
import threading
import time
from types import FrameType

import pytest

from tblgen_py.frontend.deep_stack import RECURSION_LIMIT, call_with_deep_stack


def _depth(n: int) -> int:
    """Recurse ``n`` levels."""
    return 0 if n == 0 else 1 + _depth(n - 1)


def test_returns_the_result_and_restores_the_limit() -> None:
    """Recursion far beyond the default limit works; the old limit is back after."""
    before = sys.getrecursionlimit()
    assert call_with_deep_stack(lambda: _depth(RECURSION_LIMIT // 2)) == (
        RECURSION_LIMIT // 2
    )
    assert sys.getrecursionlimit() == before


def test_exceptions_reach_the_caller() -> None:
    """An exception in the worker (a RecursionError too) is raised in the caller."""
    with pytest.raises(RecursionError):
        call_with_deep_stack(lambda: _depth(RECURSION_LIMIT * 2))
    with pytest.raises(KeyError):
        call_with_deep_stack(lambda: {}["missing"])


def test_nested_calls_run_in_the_same_worker() -> None:
    """A call from inside the worker does not start another thread."""
    names = call_with_deep_stack(
        lambda: call_with_deep_stack(lambda: threading.current_thread().name)
    )
    assert names == "tblgen-deep"


class _Interrupted(BaseException):
    """Raised by the alarm in the calling thread."""


def test_an_interrupted_caller_stops_the_worker() -> None:
    """A timeout (or Ctrl-C) in the caller unwinds the worker before it returns."""
    ran_to_end = []

    def spin() -> None:
        end = time.monotonic() + 5.0
        while time.monotonic() < end:
            pass
        ran_to_end.append(True)

    def expire(signum: int, frame: FrameType | None) -> None:
        raise _Interrupted

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, 0.2)
    try:
        with pytest.raises(_Interrupted):
            call_with_deep_stack(spin)
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    assert not ran_to_end
    assert all(
        t.name != "tblgen-deep" or not t.is_alive() for t in threading.enumerate()
    )
