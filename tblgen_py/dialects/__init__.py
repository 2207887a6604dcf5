"""MLIR's own dialects: one module per dialect (``tblgen_py.dialects.<name>``).

``import tblgen_py.dialects.arith`` gives the ops, enums, attributes and types
of MLIR's ``arith`` dialect, generated on first use from the MLIR headers on
this machine into the cache (``tblgen_py.ondemand``), and the Python ports of
what MLIR writes in C++ for it; ``register(context)`` loads both into a
Context.  Every dialect of MLIR's headers is importable (a Python keyword gets
a trailing underscore: ``async_``); those with ports have a package here.

Each package ports what MLIR leaves to C++ for one dialect: the verifiers,
folders and interface methods that generated op modules declare, with MLIR's
messages, attached by op name through ``tblgen_py.runtime.ods.hooks`` (so they
work with any generated module of that dialect).  The ports import only the
runtime; only the packages' ``__init__`` reach the generator, through
``tblgen_py.ondemand``.  Ops without a port still fail with an error naming
the op and the missing hook.
"""

from __future__ import annotations

import importlib
from typing import Any

from tblgen_py.ondemand import finder
from tblgen_py.ondemand.catalog import module_name
from tblgen_py.ondemand.headers import MissingHeadersError
from tblgen_py.ondemand.loader import use_mlir_include

DIALECTS = (
    "acc",
    "affine",
    "amdgpu",
    "arith",
    "bufferization",
    "cf",
    "emitc",
    "func",
    "irdl",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "ptr",
    "quant",
    "scf",
    "smt",
    "shape",
    "sparse_tensor",
    "spirv",
    "tensor",
    "tosa",
    "transform",
    "ub",
    "vector",
    "x86vector",
    "xegpu",
)
"""The dialects with a package of Python ports here (``tblgen_py.dialects.<name>``)."""

finder.install()


def load_dialect(context: Any, dialect: str) -> bool:
    """Load MLIR's dialect ``dialect`` into ``context``; False if MLIR's
    headers define no such dialect.  Raises ``MissingHeadersError`` (an
    ``ImportError``) when there are no headers to generate it from."""
    name = f"{__name__}.{module_name(dialect)}"
    if dialect not in DIALECTS and not finder.is_dialect(dialect):
        return False  # also keeps input text from naming other modules here
    try:
        module = importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name == name:
            return False
        raise
    module.register(context)
    return True


__all__ = ["DIALECTS", "MissingHeadersError", "load_dialect", "use_mlir_include"]
