"""MLIR's ``func`` dialect: the Python ports of what MLIR writes in C++ for it.

``hooks`` attaches them (by op name) when imported; ``register(context)`` is the
``--load-dialect tblgen_py.dialects.func`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.func import canonicalize  # attaches the patterns
from tblgen_py.dialects.func.hooks import register

__all__ = ["canonicalize", "register"]
