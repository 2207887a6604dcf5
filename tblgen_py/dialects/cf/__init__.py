"""MLIR's ``cf`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.cf`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.cf import canonicalize  # attaches the patterns
from tblgen_py.dialects.cf import switch_patterns  # cf.switch's patterns
from tblgen_py.dialects.cf.hooks import register as register_hooks
from tblgen_py.ondemand.package import dialect_package

register, __getattr__ = dialect_package("cf", register_hooks)

__all__ = ["canonicalize", "register", "switch_patterns"]
