"""MLIR's ``pdl_interp`` dialect: the Python ports of what MLIR writes in C++
for it (PDLInterp.cpp).

Its generated ops are this package's names (made on first use); ``hooks``
attaches the ports (by op name) when imported: ``asm`` (the hand-written
syntax of ``pdl_interp.func`` and ``pdl_interp.foreach``), ``directives``
(the ``custom<...>`` directives of its declarative formats) and ``verify``;
``register(context)`` loads them, and is the ``--load-dialect
tblgen_py.dialects.pdl_interp`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.pdl_interp.hooks import register as register_hooks
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("pdl_interp", register_hooks)

__all__ = ["register"]
