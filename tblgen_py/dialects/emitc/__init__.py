"""MLIR's ``emitc`` dialect: the Python ports of what MLIR writes in C++ for
it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports when imported; ``register(context)``
loads both, and is the ``--load-dialect tblgen_py.dialects.emitc`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.emitc import types  # noqa: F401 - !emitc.array's syntax
from tblgen_py.dialects.emitc import include_apply  # noqa: F401 - include, apply
from tblgen_py.dialects.emitc import globals  # noqa: F401 - global, get_global
from tblgen_py.dialects.emitc.hooks import register as register_hooks
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("emitc", register_hooks)

__all__ = ["register"]
