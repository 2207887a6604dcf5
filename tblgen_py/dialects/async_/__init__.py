"""MLIR's ``async`` dialect (``async_`` in Python, where ``async`` is a
keyword): the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``types`` attaches the syntax of ``!async.value<T>`` and
``ops`` the ops' hand-written syntax and verifiers when imported; ``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.async_`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.async_ import ops  # noqa: F401 - the ops' C++ parts
from tblgen_py.dialects.async_ import types  # noqa: F401 - !async.value's syntax
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("async")

__all__ = ["register"]
