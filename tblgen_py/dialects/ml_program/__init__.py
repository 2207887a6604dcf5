"""MLIR's ``ml_program`` dialect: the Python ports of what MLIR writes in C++
for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` and ``asm`` attach the ports when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.ml_program`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.ml_program import asm  # noqa: F401 - attaches the syntax
from tblgen_py.dialects.ml_program.hooks import register as register_hooks
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("ml_program", register_hooks)

__all__ = ["register"]
