"""``gpu`` dialect: ``!gpu.mma_matrix<MxNxT, "Op">`` as ``GPUDialect::parseType``
reads it and ``MMAMatrixType::verifyInvariants`` checks it: an ``AOp``,
``BOp`` or ``COp`` operand, two dimensions, and an element type a warp
matrix op supports.  Other ``gpu`` types keep their text."""

from __future__ import annotations

import re

from tblgen_py.runtime.ir.types import OpaqueType
from tblgen_py.runtime.text.lexer import Token
from tblgen_py.runtime.text.parser_base import ParserBase, register_dialect_type_hook

__all__ = ["parse_gpu_type"]

_MMA = re.compile(r'mma_matrix<\s*((?:\d+\s*x\s*)+)(.+?)\s*,\s*"([^"]*)"\s*>', re.S)
_OPERANDS = ("AOp", "BOp", "COp")
_ELEMENTS = ("si8", "ui8", "i32", "f16", "f32", "f64")


def parse_gpu_type(
    parser: ParserBase, dialect: str, data: str, tok: Token
) -> OpaqueType | None:
    """The type hook of ``gpu``: a checked ``mma_matrix`` in MLIR's spelling
    (None leaves other types, and text it cannot read, as written)."""
    found = _MMA.fullmatch(data)
    if found is None:
        return None
    at = tok.start + len("!gpu.")
    dims = [int(d) for d in re.split(r"\s*x\s*", found.group(1)) if d.strip()]
    element, operand = found.group(2).strip(), found.group(3)
    if operand not in _OPERANDS:
        parser.error("operand expected to be one of AOp, BOp or COp", at)
    if len(dims) != 2:
        parser.error("MMAMatrixType must have exactly two dimensions", at)
    if element not in _ELEMENTS:
        parser.error(
            "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64", at
        )
    shape = "x".join(str(d) for d in dims)
    return OpaqueType.get("gpu", f'mma_matrix<{shape}x{element}, "{operand}">')


register_dialect_type_hook("gpu", parse_gpu_type)
