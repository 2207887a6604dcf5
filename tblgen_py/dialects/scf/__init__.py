"""MLIR's ``scf`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.scf`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.scf import canonicalize  # attaches the patterns
from tblgen_py.dialects.scf import for_patterns  # attaches scf.for's patterns
from tblgen_py.dialects.scf import forall_patterns  # attaches scf.forall's
from tblgen_py.dialects.scf import parallel_patterns  # attaches scf.parallel's
from tblgen_py.dialects.scf import region_patterns  # execute_region, index_switch
from tblgen_py.dialects.scf import while_patterns  # attaches scf.while's patterns
from tblgen_py.dialects.scf.hooks import register as register_hooks
from tblgen_py.dialects.scf.py_api import extend
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("scf", register_hooks, extend)

__all__ = [
    "canonicalize",
    "for_patterns",
    "forall_patterns",
    "parallel_patterns",
    "region_patterns",
    "register",
    "while_patterns",
]
