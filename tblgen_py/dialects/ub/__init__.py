"""MLIR's ``ub`` dialect: the Python ports of what MLIR writes in C++ for it.

``hooks`` attaches them (by op name) when imported; ``register(context)`` is the
``--load-dialect tblgen_py.dialects.ub`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.ub.hooks import register

__all__ = ["register"]
