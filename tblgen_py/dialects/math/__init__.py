"""MLIR's ``math`` dialect: the Python ports of what MLIR writes in C++ for it.

``hooks`` attaches them (by op name) when imported; ``register(context)`` is the
``--load-dialect tblgen_py.dialects.math`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.math.hooks import register

__all__ = ["register"]
