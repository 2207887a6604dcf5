"""MLIR's ``vector`` dialect: the Python ports of what MLIR writes in C++ for it.

Its generated ops, enums, attributes and types are this package's names (made
on first use); ``hooks`` attaches the ports (by op name) when imported;
``register(context)`` loads both, and is the
``--load-dialect tblgen_py.dialects.vector`` entry point.
"""

from __future__ import annotations

from tblgen_py.dialects.constant_fold import (
    arith_buildable,
    install_materializer,
    register_buildable,
)
from tblgen_py.dialects.vector import canonicalize  # attaches folds and patterns
from tblgen_py.dialects.vector import effects  # memory ops' effects
from tblgen_py.dialects.vector import elements  # shuffle and to_elements folds
from tblgen_py.dialects.vector import extract  # vector.extract's fold and patterns
from tblgen_py.dialects.vector import insert  # vector.insert's fold and patterns
from tblgen_py.dialects.vector import masks  # create_mask / constant_mask folds
from tblgen_py.dialects.vector import reduction  # reductions' and bitcast's folds
from tblgen_py.dialects.vector import shuffle_mask  # shuffle/mask/contract patterns
from tblgen_py.dialects.vector import strided  # strided slices' folds and patterns
from tblgen_py.dialects.vector import transfer_fold  # transfer ops' folds, FoldWaw
from tblgen_py.dialects.vector.hooks import register as _register_ports
from tblgen_py.ondemand.package import dialect_package
from tblgen_py.runtime.ir.context import Context

register_buildable("vector", "arith.constant", arith_buildable, poison=True)


def register_hooks(context: object) -> None:
    """The ports, and the constant materializer the folds need (MLIR's builds
    ``arith.constant``, and ``ub.poison`` for poison)."""
    _register_ports(context)
    if isinstance(context, Context):
        install_materializer(context, "vector")


register, __getattr__ = dialect_package("vector", register_hooks)

__all__ = [
    "canonicalize",
    "effects",
    "elements",
    "extract",
    "insert",
    "masks",
    "reduction",
    "register",
    "shuffle_mask",
    "strided",
    "transfer_fold",
]
