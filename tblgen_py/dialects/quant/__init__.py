"""MLIR's ``quant`` dialect: the Python ports of what MLIR writes in C++ for
it.

Its generated ops are this package's names (made on first use); its types,
which MLIR defines in C++ (``!quant.any``, ``!quant.uniform``,
``!quant.calibrated``), are ``types``; ``hooks`` attaches the ports when
imported; ``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.quant`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.quant.hooks import register as register_hooks
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("quant", register_hooks)

__all__ = ["register"]
