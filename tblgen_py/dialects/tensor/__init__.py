"""MLIR's ``tensor`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.tensor`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects import dim_fold
from tblgen_py.dialects.tensor import canonicalize  # attaches folds and patterns
from tblgen_py.dialects.tensor import cast_producer  # the dialect's pattern
from tblgen_py.dialects.tensor import hooks, shape_patterns, slices  # + patterns
from tblgen_py.dialects.tensor import reshape_patterns  # expand/collapse_shape
from tblgen_py.ondemand.package import dialect_package


def register_hooks(context: object) -> None:
    """The ports, and the constant materializer ``dim`` folds need."""
    hooks.register(context)
    dim_fold.register(context, "tensor")


register, __getattr__ = dialect_package("tensor", register_hooks)

__all__ = [
    "canonicalize",
    "cast_producer",
    "register",
    "reshape_patterns",
    "shape_patterns",
    "slices",
]
