"""MLIR's ``memref`` dialect: the Python ports of what MLIR writes in C++ for it.

``hooks`` attaches them (by op name) when imported; ``register(context)`` is the
``--load-dialect tblgen_py.dialects.memref`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects import dim_fold
from tblgen_py.dialects.memref import hooks


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks, and the constant materializer."""
    hooks.register(context)
    dim_fold.register(context)


__all__ = ["register"]
