"""MLIR's ``dlti`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated attributes are this package's names (made on first use);
``attrs`` gives the five attributes with a C++ syntax their parsers, printers
and verifiers, ``layout`` the data layout verification (the dialect's
``verifyOperationAttribute``, ``verifyDataLayoutSpec`` and the combination
with enclosing layouts); ``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.dlti`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.dlti import attrs, layout  # noqa: F401 - attach
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("dlti")

__all__ = ["register"]
