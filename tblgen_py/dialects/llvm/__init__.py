"""MLIR's ``llvm`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.llvm`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.llvm import data_layout, dwarf  # noqa: F401 - attach
from tblgen_py.dialects.llvm.hooks import register as _register_ports
from tblgen_py.ondemand.loader import headers
from tblgen_py.ondemand.package import dialect_package


def register_hooks(context: object) -> None:
    """The ports, with the DWARF names of the headers in use."""
    dwarf.register_hooks(headers().include_dir)
    _register_ports(context)


register, __getattr__ = dialect_package("llvm", register_hooks)

__all__ = ["register"]
