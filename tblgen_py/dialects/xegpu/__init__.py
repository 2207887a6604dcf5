"""MLIR's ``xegpu`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``directives`` and ``verify_ops`` attach the ports when
imported; ``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.xegpu`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects._support import register as register_hooks
from tblgen_py.dialects.xegpu import directives, verify_ops  # noqa: F401 - attach
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("xegpu", register_hooks)

__all__ = ["register"]
