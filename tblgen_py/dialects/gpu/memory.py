"""Verifiers of ``gpu.alloc`` and ``gpu.memcpy`` (MLIR's GPUDialect.cpp):
the allocation's dynamic sizes and layout symbols match its memref type; a
copy's memrefs agree in element type and shape."""

from __future__ import annotations

from tblgen_py.dialects._support import num_dynamic_dims
from tblgen_py.dialects.memref.hooks import layout_symbol_count
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import MemRefType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.native_traits import (
    compatible_shape,
    element_type_or_self,
)


@implement_op("gpu.alloc", "verify")
def verify_alloc(op: Operation) -> None:
    """One size per dynamic dimension, one operand per layout symbol."""
    ty = op.results[0].type
    if not isinstance(ty, MemRefType):
        return
    sizes = len(op._ods_operands(1))  # type: ignore[attr-defined]
    expected = num_dynamic_dims(ty)
    if sizes != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {sizes}, expected {expected}"
        )
    if len(op._ods_operands(2)) != layout_symbol_count(ty):  # type: ignore[attr-defined]
        raise VerifyError("symbol operand count does not equal memref symbol count")


@implement_op("gpu.memcpy", "verify")
def verify_memcpy(op: Operation) -> None:
    """Source and destination of one element type and compatible shapes."""
    dst, src = (v.type for v in (op._ods_operands(1)[0], op._ods_operands(2)[0]))  # type: ignore[attr-defined]
    if element_type_or_self(src) != element_type_or_self(dst):
        raise VerifyError("arguments have incompatible element type")
    if not compatible_shape(src, dst):
        raise VerifyError("arguments have incompatible shape")
