"""MLIR's ``linalg`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.linalg`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.linalg import hooks, opdsl
from tblgen_py.ondemand.loader import headers
from tblgen_py.ondemand.package import dialect_package

_BUILDERS: dict[str, opdsl.Builder] = {}
_STATIC_MAPS: dict[str, opdsl.StaticMaps] = {}


def register_hooks(context: object) -> None:
    """The ports, with the OpDSL region builders of the headers in use."""
    if not _BUILDERS:
        _BUILDERS.update(opdsl.read_builders(headers().include_dir))
        _STATIC_MAPS.update(opdsl.read_static_maps(headers().include_dir))
    hooks.register(context, _BUILDERS, _STATIC_MAPS)


register, __getattr__ = dialect_package("linalg", register_hooks)

__all__ = ["register"]
