"""``InferTypeOpInterface`` of ``shape`` ops (MLIR's ``Shape.cpp``): the result
types ``shape.shape_of``, ``shape.const_shape`` and ``shape.meet`` infer, and
which declared result types are compatible with them."""

from __future__ import annotations

import sys
from collections.abc import Mapping, Sequence
from typing import Any

from tblgen_py.dialects.shape.types import (
    is_extent_tensor,
    is_shape,
    is_shape_type,
    is_size,
)
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, RankedTensorType, ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.native_traits import compatible_shapes

_INDEX = IndexType.get()


def _shape_type(value_shape: object) -> Any:
    """``!shape.shape``: the class beside ``!shape.value_shape``'s."""
    module = sys.modules[type(value_shape).__module__]
    return getattr(module, "ShapeType").get()


@implement_op("shape.shape_of", "infer_return_types")
def shape_of_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """A ``!shape.shape`` of a value shape, else an extent tensor of the rank."""
    ty = operands[0].type
    if is_shape_type(ty, "value_shape"):
        return [_shape_type(ty)]
    rank = len(ty.shape) if isinstance(ty, ShapedType) and ty.has_rank else DYNAMIC
    return [RankedTensorType.get((rank,), _INDEX)]


@implement_op("shape.shape_of", "isCompatibleReturnTypes")
def shape_of_compatible(inferred: Sequence[object], found: Sequence[object]) -> bool:
    """Equal, a ``!shape.shape`` on either side, or compatible shapes."""
    if len(inferred) != 1 or len(found) != 1:
        return False
    lhs, rhs = inferred[0], found[0]
    if lhs == rhs:
        return True
    shaped = (isinstance(lhs, ShapedType) or is_shape(lhs)) and (
        isinstance(rhs, ShapedType) or is_shape(rhs)
    )
    if not shaped:
        return False
    return is_shape(lhs) or is_shape(rhs) or compatible_shapes([lhs, rhs])


@implement_op("shape.const_shape", "infer_return_types")
def const_shape_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """An extent tensor with one extent per value of the shape."""
    ty = getattr(attributes.get("shape"), "type", None)
    count = ty.shape[0] if isinstance(ty, ShapedType) and ty.has_rank else 0
    return [RankedTensorType.get((count,), _INDEX)]


@implement_op("shape.const_shape", "isCompatibleReturnTypes")
def const_shape_compatible(inferred: Sequence[object], found: Sequence[object]) -> bool:
    """Equal, or a ``!shape.shape`` on either side."""
    if len(inferred) != 1 or len(found) != 1:
        return False
    return is_shape(inferred[0]) or is_shape(found[0]) or inferred[0] == found[0]


@implement_op("shape.meet", "infer_return_types")
def meet_types(
    operands: Sequence[Value], attributes: Mapping[str, object], regions: int
) -> list[object]:
    """All sizes or all shapes; extent tensors of one static rank."""
    if not operands:
        raise ValueError("shape.meet without operands")
    acc = operands[0].type
    for value in operands[1:]:
        acc = _meet(acc, value.type)
    return [acc]


def _meet(acc: object, other: object) -> object:
    """One step of ``MeetOp::inferReturnTypes``: a size (or shape) absorbs
    an index (or extent tensor); extent tensors meet at one static rank."""
    lhs, rhs = acc, other
    if not (is_shape(lhs) or is_size(lhs)):
        lhs, rhs = rhs, lhs
    if is_size(lhs):
        if not (is_size(rhs) or isinstance(rhs, IndexType)):
            raise PlainVerifyError("requires all sizes or shapes")
        return lhs
    if isinstance(lhs, IndexType):
        if not isinstance(rhs, IndexType):
            raise PlainVerifyError("requires all sizes or shapes")
        return rhs
    if is_shape(lhs):
        if not (is_shape(rhs) or is_extent_tensor(rhs)):
            raise PlainVerifyError("requires all sizes or shapes")
        return lhs
    if is_extent_tensor(lhs) and isinstance(rhs, RankedTensorType):
        first, second = lhs.shape[0], rhs.shape[0]  # type: ignore[attr-defined]
        if first == DYNAMIC:
            return lhs
        if second == DYNAMIC:
            return rhs
        if first != second:
            raise PlainVerifyError("unequal shape cardinality")
        return lhs
    return acc
