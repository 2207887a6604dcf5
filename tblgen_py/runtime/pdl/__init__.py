"""PDL execution: ``pdl.pattern`` ops (parsed PDL text, or what ``mlir-pdll-py``
emits) compiled into ``RewritePattern`` objects the drivers run, as MLIR's PDL
bytecode interpreter (``mlir/lib/Rewrite/ByteCode.cpp``) executes them."""

from __future__ import annotations

from tblgen_py.runtime.pdl.compile import PDLError, PDLPattern, compile_pdl_module
from tblgen_py.runtime.pdl.natives import (
    NativeRegistry,
    register_constraint,
    register_rewrite,
)

__all__ = [
    "NativeRegistry",
    "PDLError",
    "PDLPattern",
    "compile_pdl_module",
    "register_constraint",
    "register_rewrite",
]
