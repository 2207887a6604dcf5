"""MLIR's ``index`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.index`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.index import fold
from tblgen_py.dialects.index import hooks
from tblgen_py.ondemand.package import dialect_package


def register_hooks(context: object) -> None:
    """The ports, and the constant materializer the folds need."""
    hooks.register(context)
    fold.register(context)


register, __getattr__ = dialect_package("index", register_hooks)

__all__ = ["fold", "register"]
