"""MLIR's ``memref`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.memref`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects import dim_fold
from tblgen_py.dialects.memref import alloca_scope  # alloca_scope's patterns
from tblgen_py.dialects.memref import canonicalize  # attaches folds and patterns
from tblgen_py.dialects.memref import hooks
from tblgen_py.dialects.memref import view_patterns  # subview, copy, reshape patterns
from tblgen_py.ondemand.package import dialect_package


def register_hooks(context: object) -> None:
    """The ports, and the constant materializer ``dim`` folds need."""
    hooks.register(context)
    dim_fold.register(context, "memref")


register, __getattr__ = dialect_package("memref", register_hooks)

__all__ = ["alloca_scope", "canonicalize", "register", "view_patterns"]
