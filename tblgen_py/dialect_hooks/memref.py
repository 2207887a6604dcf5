"""``memref`` dialect: verifiers of ``alloc``/``alloca``, ``load`` and ``store``."""

from __future__ import annotations

from tblgen_py.dialect_hooks._support import num_dynamic_dims, register
from tblgen_py.runtime.ir.affine import AffineMapAttr
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr
from tblgen_py.runtime.ir.types import DYNAMIC, MemRefType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["layout_symbol_count", "register"]


def layout_symbol_count(ty: MemRefType) -> int:
    """Symbols of the layout's affine map (0 for the identity layout).

    A strided layout's map has one symbol per dynamic offset or stride.
    """
    layout = ty.layout
    if isinstance(layout, AffineMapAttr):
        return layout.value.num_symbols
    if isinstance(layout, StridedLayoutAttr):
        sizes = (layout.offset, *layout.strides)
        return sum(1 for size in sizes if size == DYNAMIC)
    return 0


def _verify_alloc_like(op: OpView) -> None:
    """Dynamic sizes and layout symbols match the result type."""
    ty = op.results[0].type
    if not isinstance(ty, MemRefType):
        raise VerifyError("result must be a memref")
    sizes = op._ods_operands(0)
    expected = num_dynamic_dims(ty)
    if len(sizes) != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {len(sizes)}, expected {expected}"
        )
    symbols = op._ods_operands(1)
    count = layout_symbol_count(ty)
    if len(symbols) != count:
        raise VerifyError(
            "symbol operand count does not equal memref symbol count: expected "
            f"{count}, got {len(symbols)}"
        )


implement_op("memref.alloc", "verify")(_verify_alloc_like)
implement_op("memref.alloca", "verify")(_verify_alloc_like)


@implement_op("memref.load", "verify")
def verify_load(op: Operation) -> None:
    """One index per dimension of the memref."""
    ty = op.operand_uses[0].value.type
    indices = len(op.operand_uses) - 1
    if isinstance(ty, MemRefType) and len(ty.shape) != indices:
        raise VerifyError(
            f"incorrect number of indices for load, expected {len(ty.shape)} "
            f"but got {indices}"
        )


@implement_op("memref.store", "verify")
def verify_store(op: Operation) -> None:
    """One index per dimension of the memref."""
    ty = op.operand_uses[1].value.type
    indices = len(op.operand_uses) - 2
    if isinstance(ty, MemRefType) and len(ty.shape) != indices:
        raise VerifyError("store index operand count not equal to memref rank")
