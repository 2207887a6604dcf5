"""MLIR's affine value rules (``isValidDim``/``isValidSymbol`` of AffineOps.cpp).

A value may be used as an affine symbol in a region when it is an ``index``
defined at the top level of the region or above it (up to an op isolated from
above), a constant, a ``dim`` of a top-level shaped value, or the result of a
``Pure`` op (``affine.apply``, ``arith.addi``, ...) of symbols; as a dimension also when it is the induction
variable of an ``affine.for``/``affine.parallel`` or an ``affine.apply`` of
dimensions.  Regions are held by the nearest op with the ``AffineScope``
trait.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    IndexType,
    MemRefType,
    UnrankedMemRefType,
)
from tblgen_py.runtime.ir.value import BlockArgument, OpResult, Value

__all__ = ["affine_scope", "is_valid_dim", "is_valid_symbol"]

_LOOPS = ("affine.for", "affine.parallel")


def _traits(op: Operation) -> tuple[str, ...]:
    return getattr(type(op), "ODS_TRAITS", ())


def is_affine_scope(op: Operation) -> bool:
    """The op has MLIR's ``AffineScope`` trait (``builtin.module`` has it too)."""
    return op.name == "builtin.module" or "AffineScope" in _traits(op)


def _isolated(op: Operation) -> bool:
    if op.name == "builtin.module":
        return True
    return "IsolatedFromAbove" in _traits(op)


def affine_scope(op: Operation) -> Region | None:
    """``getAffineScope``: the region of the nearest ``AffineScope`` ancestor
    that holds ``op``."""
    current = op
    parent = current.parent_op
    while parent is not None:
        if is_affine_scope(parent):
            return current.parent_region
        current, parent = parent, parent.parent_op
    return None


def _is_top_level(value: Value, region: Region) -> bool:
    if isinstance(value, BlockArgument):
        return value.owner.parent is region
    op = value.defining_op
    return op is not None and op.parent_region is region


def _top_level_anywhere(value: Value) -> bool:
    """``isTopLevelValue(value)``: defined directly in an ``AffineScope`` op."""
    if isinstance(value, BlockArgument):
        owner = value.owner.parent_op
    else:
        op = value.defining_op
        owner = op.parent_op if op is not None else None
    return owner is not None and is_affine_scope(owner)


def _is_constant(op: Operation) -> bool:
    return "ConstantLike" in _traits(op)


def _is_pure(op: Operation) -> bool:
    """``isPure``: an ODS op that is ``Pure`` (speculatable, no memory
    effects); ops whose speculatability depends on their operands are not."""
    check = getattr(type(op), "is_pure", None)
    return bool(check is not None and check())


def _is_dim_op(op: Operation) -> bool:
    return "ShapedDimOpInterface" in _traits(op) or op.name in (
        "memref.dim",
        "tensor.dim",
    )


def _dim_op_valid_symbol(op: Operation, region: Region | None) -> bool:
    """``isDimOpValidSymbol``: the shaped operand is a top-level value, or a
    view/subview/alloc (through casts) whose size at the constant index is
    static or a valid symbol."""
    shaped = op.operand_uses[0].value
    if _top_level_anywhere(shaped):
        return True
    if isinstance(shaped, BlockArgument) or len(op.operand_uses) < 2:
        return False
    index = _constant_int(op.operand_uses[1].value)
    source = shaped.defining_op
    if index is None or source is None:
        return False
    while source.name == "memref.cast":
        inner = source.operand_uses[0].value
        if isinstance(inner.type, UnrankedMemRefType) or inner.defining_op is None:
            return False
        source = inner.defining_op
    sizes = _SIZES.get(source.name)
    if sizes is None:
        return False
    return _memref_size_valid_symbol(source, getattr(source, sizes), index, region)


_SIZES = {
    "memref.view": "sizes",
    "memref.subview": "sizes",
    "memref.alloc": "dynamicSizes",
}
"""The ops whose sizes ``isDimOpValidSymbol`` looks through, and the
accessor of their dynamic sizes."""


def _memref_size_valid_symbol(
    op: Operation, sizes: Sequence[Value], index: int, region: Region | None
) -> bool:
    """``isMemRefSizeValidSymbol``: dimension ``index`` of ``op``'s memref is
    static or its dynamic size is a valid symbol."""
    memref = op.results[0].type
    if not isinstance(memref, MemRefType) or not 0 <= index < len(memref.shape):
        return False
    if memref.shape[index] != DYNAMIC:
        return True
    position = sum(1 for size in memref.shape[:index] if size == DYNAMIC)
    return position < len(sizes) and is_valid_symbol(sizes[position], region)


def _constant_int(value: Value) -> int | None:
    """``getConstantIntValue``: the integer a constant-like op defines."""
    op = value.defining_op if isinstance(value, OpResult) else None
    if op is None or not _is_constant(op):
        return None
    attr = op.get_attr("value")
    return attr.value if isinstance(attr, IntegerAttr) else None


def _operands(op: Operation) -> list[Value]:
    return [use.value for use in op.operand_uses]


def _enclosing(region: Region | None) -> Region | None:
    """The region above ``region`` when its op is not isolated from above."""
    op = region.parent if region is not None else None
    if op is None or _isolated(op):
        return None
    return op.parent_region


def is_valid_symbol(value: Value, region: Region | None) -> bool:
    """``isValidSymbol(value, region)``."""
    if not isinstance(value.type, IndexType):
        return False
    if region is not None and _is_top_level(value, region):
        return True
    op = value.defining_op if isinstance(value, OpResult) else None
    if op is None:
        above = _enclosing(region)
        return above is not None and is_valid_symbol(value, above)
    if _is_constant(op):
        return True
    if _is_pure(op) and all(is_valid_symbol(v, region) for v in _operands(op)):
        return True  # affine.apply of symbols among them
    if _is_dim_op(op):
        return _dim_op_valid_symbol(op, region)
    above = _enclosing(region)
    return above is not None and is_valid_symbol(value, above)


def is_valid_dim(value: Value, region: Region | None) -> bool:
    """``isValidDim(value, region)``."""
    if not isinstance(value.type, IndexType):
        return False
    if is_valid_symbol(value, region):
        return True
    op = value.defining_op if isinstance(value, OpResult) else None
    if op is None:
        owner = value.owner.parent_op if isinstance(value, BlockArgument) else None
        return owner is not None and owner.name in _LOOPS
    if op.name == "affine.apply":
        return all(is_valid_dim(v, region) for v in _operands(op))
    if _is_dim_op(op):
        return _top_level_anywhere(op.operand_uses[0].value)
    return False
