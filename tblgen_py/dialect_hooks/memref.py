"""``memref`` dialect: verifiers of ``alloc``/``alloca``, ``load``, ``store`` and
``global``; ``get_global``'s symbol uses; ``alloca_scope``'s region successors."""

from __future__ import annotations

from tblgen_py.dialect_hooks._support import lookup_symbol, num_dynamic_dims, register
from tblgen_py.runtime.ir.affine import AffineMapAttr
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr, TypeAttr, UnitAttr
from tblgen_py.runtime.ir.attributes_dense import (
    DenseElementsAttr,
    DenseResourceElementsAttr,
)
from tblgen_py.runtime.ir.types import DYNAMIC, MemRefType, ShapedType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.region_branch import RegionSuccessor

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


def _global_type(op: Operation) -> object:
    """A ``memref.global``'s ``type`` (the type its ``TypeAttr`` holds)."""
    attr = op.get_attr("type")
    return attr.type if isinstance(attr, TypeAttr) else attr


@implement_op("memref.global", "verify")
def verify_global(op: Operation) -> None:
    """A memref type; an initial value that is unit or elements of its shape."""
    ty = _global_type(op)
    if not isinstance(ty, MemRefType):
        raise VerifyError(f"type should be static shaped memref, but got {ty}")
    init = op.get_attr("initial_value")
    if init is None or isinstance(init, UnitAttr):
        return
    if not isinstance(init, (DenseElementsAttr, DenseResourceElementsAttr)):
        raise VerifyError(
            f"initial value should be a unit or elements attribute, but got {init}"
        )
    shaped = init.type
    if not isinstance(shaped, ShapedType):
        return
    if shaped.element_type != ty.element_type:
        raise VerifyError(
            f"initial value element expected to be of type '{ty.element_type}', but "
            f"was of type '{shaped.element_type}'"
        )
    if tuple(shaped.shape) != tuple(ty.shape):
        expected = ", ".join(str(size) for size in ty.shape)
        found = ", ".join(str(size) for size in shaped.shape)
        raise VerifyError(
            f"initial value shape expected to be {expected} but was {found}"
        )


@implement_op("memref.get_global", "verifySymbolUses")
def verify_get_global_symbol_uses(op: Operation) -> None:
    """The name is a ``memref.global`` of the result's type."""
    ref = op.get_attr("name")
    target = lookup_symbol(op, ref)
    leaf = getattr(ref, "leaf", ref)
    if target is None or target.name != "memref.global":
        raise VerifyError(f"'{leaf}' does not reference a valid global memref")
    expected = _global_type(target)
    found = op.results[0].type
    if found != expected:
        raise VerifyError(
            f"result type '{found}' does not match type '{expected}' of the global "
            f"memref @{leaf}"
        )


@implement_op("memref.alloca_scope", "getSuccessorRegions")
def alloca_scope_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Parent -> the body -> parent (results)."""
    if point is None:
        return [RegionSuccessor(0, [])]
    return [RegionSuccessor(None, list(op.results))]
