"""MLIR's ``ptr`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.ptr`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.ptr import data_layout  # noqa: F401 - attach
from tblgen_py.dialects.ptr.hooks import register as register_hooks
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("ptr", register_hooks)

__all__ = ["register"]
