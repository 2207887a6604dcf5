"""MLIR's ``sparse_tensor`` dialect: the Python ports of what MLIR writes in C++
for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports when imported; ``register(context)``
loads both, and is the ``--load-dialect tblgen_py.dialects.sparse_tensor``
entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.sparse_tensor import (  # noqa: F401 - attach
    iterate_asm,
    iteration,
    level_range,
    verify_ops,
)
from tblgen_py.dialects.sparse_tensor.hooks import register as register_hooks
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("sparse_tensor", register_hooks)

__all__ = ["register"]
