"""``amdgpu`` dialect: the raw buffer ops' verifier and the WMMA/MFMA ops'
``custom<MNKDimensionList>`` (AMDGPUDialect.cpp).

A raw buffer op reads or writes a ranked memref in global memory (no memory
space, ``0`` or ``1``, or ``#gpu.address_space<global>``), indexed once per
dimension.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.types import IntegerType, MemRefType
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["register"]

RAW_BUFFER_OPS = (
    "raw_buffer_load",
    "raw_buffer_store",
    "raw_buffer_atomic_cmpswap",
    "raw_buffer_atomic_fadd",
    "raw_buffer_atomic_fmax",
    "raw_buffer_atomic_smax",
    "raw_buffer_atomic_umin",
)


def _is_global(space: object) -> bool:
    """``hasGlobalMemorySpace``."""
    if space is None:
        return True
    if isinstance(space, IntegerAttr):
        return space.value in (0, 1)
    try:
        return dialect_attr_text(space, "gpu", "address_space") == "global"
    except ValueError:
        return False


def verify_raw_buffer_op(op: Operation) -> None:
    """``verifyRawBufferOp``: global memory, one index per dimension."""
    memref = next(v.type for v in op.operands if isinstance(v.type, MemRefType))
    assert isinstance(memref, MemRefType)
    if not _is_global(memref.memory_space):
        raise VerifyError("Buffer ops must operate on a memref in global memory")
    if len(list(getattr(op, "indices"))) != len(memref.shape):
        raise VerifyError(f"Expected {len(memref.shape)} indices to memref")


for _name in RAW_BUFFER_OPS:
    implement_op(f"amdgpu.{_name}", "verify")(verify_raw_buffer_op)


@implement_op("amdgpu.packed_trunc_2xfp8", "verify")
@implement_op("amdgpu.packed_stoch_round_fp8", "verify")
def verify_packed_existing(op: Operation) -> None:
    """The packing ops: the vector they insert into has the result's type."""
    existing = getattr(op, "existing")
    if existing is not None and existing.type != op.results[0].type:
        raise VerifyError("existing values must have same type as result")


def _dimension(parser: Parser) -> int:
    tok = parser.tok
    if tok.kind is TokenKind.QUESTION:
        op_error(parser, "expected static shape")
    return parser.parse_integer_in_dimension_list()


def _at_x(parser: Parser) -> bool:
    """Whether an `x` (possibly glued to the next size) is next."""
    tok = parser.tok
    return tok.kind is TokenKind.BARE_IDENT and tok.text.startswith("x")


def parse_mnk_dimension_list(parser: Parser) -> tuple[object, object, object]:
    """``parseMNKDimensionList``: ``MxNxK``, three i32 attributes."""
    dims: list[int] = []
    if parser.tok.kind in (TokenKind.INTEGER, TokenKind.QUESTION):
        dims.append(_dimension(parser))
        while _at_x(parser):
            parser.parse_x_in_dimension_list()
            dims.append(_dimension(parser))
    if len(dims) != 3:
        op_error(parser, "expected 3 dimensions in MNK dimension list")
    i32 = IntegerType.get(32)
    m, n, k = (IntegerAttr.get(i32, d) for d in dims)
    return m, n, k


def print_mnk_dimension_list(printer: OpPrinter, op: object, *mnk: object) -> None:
    """``printMNKDimensionList``: ``MxNxK``."""
    printer.write("x".join(str(getattr(d, "value", d)) for d in mnk))


register_custom_directive(
    "MNKDimensionList", parse_mnk_dimension_list, print_mnk_dimension_list, "amdgpu"
)


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
