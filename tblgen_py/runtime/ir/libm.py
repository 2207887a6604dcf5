"""The C math library's functions on ``double`` and ``float``, as MLIR's math
folders call them (``sin``/``sinf``, ``pow``/``powf``, ...).

MLIR folds transcendental functions of ``f64`` and ``f32`` constants by calling
the host's libm; calling the same library through ``ctypes`` gives the same
bits, including the ``float`` variants Python's ``math`` module lacks and the
NaN/infinity results where ``math`` raises.  ``call`` returns None when no C
math library can be loaded (the folders then leave the op alone).
"""

from __future__ import annotations

import ctypes
import ctypes.util
from functools import cache
from typing import Any

_TYPES = {64: ctypes.c_double, 32: ctypes.c_float}


@cache
def _library() -> Any:
    name = ctypes.util.find_library("m")
    try:
        return ctypes.CDLL(name) if name else None
    except OSError:
        return None


@cache
def _function(name: str, width: int, arity: int) -> Any:
    """``name`` (``double``) or ``name + "f"`` (``float``), typed; None if absent."""
    library = _library()
    symbol = name if width == 64 else f"{name}f"
    function = getattr(library, symbol, None) if library is not None else None
    if function is None:
        return None
    function.restype = _TYPES[width]
    function.argtypes = [_TYPES[width]] * arity
    return function


def call(name: str, width: int, *args: float) -> float | None:
    """``name(args...)`` in C's ``double`` (width 64) or ``float`` (width 32)."""
    function = _function(name, width, len(args))
    if function is None:
        return None
    return float(function(*args))
