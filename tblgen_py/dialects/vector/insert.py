"""Canonicalization of ``vector.insert``, ported from MLIR's C++
(``VectorOps.cpp``), in part.

Its fold: an insert of no position of the destination's own type; constant
dynamic positions made static (in place); a constant inserted into a dense
constant (at most 256 elements, or a result used once).  Its patterns:
``InsertToBroadcast`` (a value as large as the destination is broadcast),
``InsertSplatToSplat`` (a broadcast scalar inserted into a broadcast of the
same scalar) and ``InsertChainFullyInitialized`` (a chain writing every
element is a ``from_elements``).  A poison position folds to poison.
"""

from __future__ import annotations

from tblgen_py.dialects.vector.canonicalize import scalar_splat_source
from tblgen_py.dialects.vector.extract import (
    fold_constant_indices,
    poison,
    static_position,
)
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["fold_insert"]

_FOLD_THRESHOLD = 256
"""``vectorSizeFoldThreshold``: larger constants are built for single uses only."""


def _count(shape: tuple[int, ...] | list[int]) -> int:
    total = 1
    for size in shape:
        total *= size
    return total


def _inserted_values(attr: object) -> list[int] | None:
    """The element values a constant ``valueToStore`` inserts."""
    if isinstance(attr, IntegerAttr):
        return [int(attr.value)]
    if isinstance(attr, FloatAttr):
        return [attr.bits]
    if isinstance(attr, DenseElementsAttr):
        count = _count(list(attr.type.shape))
        if attr.is_splat:
            return [int(attr.values[0])] * count  # type: ignore[arg-type]
        return [int(value) for value in attr.values]  # type: ignore[arg-type]
    return None


def _dense_insert(op: Operation, source: object, dest: object) -> object:
    """``foldDenseElementsAttrDestInsertOp``."""
    position = static_position(op)
    dest_type = op.results[0].type
    if DYNAMIC in position or not isinstance(dest, DenseElementsAttr):
        return None
    if not isinstance(dest_type, VectorType) or any(dest_type.scalable):
        return None
    total = _count(list(dest_type.shape))
    if total > _FOLD_THRESHOLD and len(op.results[0].uses) != 1:
        return None
    values = _inserted_values(source)
    if values is None:
        return None
    full = position + [0] * (len(dest_type.shape) - len(position))
    start, stride = 0, 1
    for index, size in zip(reversed(full), reversed(dest_type.shape)):
        start += index * stride
        stride *= size
    elements = list(dest.values) * (total if dest.is_splat else 1)
    elements[start : start + len(values)] = values
    return DenseElementsAttr.get(dest_type, elements)


@implement_op("vector.insert", "fold")
def fold_insert(op: Operation, adaptor: object) -> object:
    """The ported steps of ``InsertOp::fold``."""
    value = op.operands[0]
    if not static_position(op) and value.type == op.results[0].type:
        return value
    shape = list(getattr(op.operands[1].type, "shape", ()))
    in_place = fold_constant_indices(op, adaptor, shape, leading=2)
    if -1 in static_position(op):
        return poison(adaptor)  # foldPoisonIndexInsertExtractOp
    operands = getattr(adaptor, "operands", [])
    if len(operands) >= 2:
        found = _dense_insert(op, operands[0], operands[1])
        if found is not None:
            return found
    return op.results[0] if in_place else None


class InsertToBroadcast(RewritePattern):
    """An inserted vector with as many elements as the destination."""

    def __init__(self) -> None:
        super().__init__("vector.insert", debug_name="InsertToBroadcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source_type = op.operands[0].type
        dest_type = op.results[0].type
        if not isinstance(source_type, VectorType):
            return False
        if not isinstance(dest_type, VectorType):
            return False
        if _count(list(source_type.shape)) != _count(list(dest_type.shape)):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [op.operands[0]], [dest_type]
        )
        return True


class InsertSplatToSplat(RewritePattern):
    """A splat inserted into a splat of the same scalar is that splat."""

    def __init__(self) -> None:
        super().__init__("vector.insert", debug_name="InsertSplatToSplat")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        scalar = scalar_splat_source(op.operands[0])
        if scalar is None or scalar_splat_source(op.operands[1]) is not scalar:
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [scalar], op.result_types
        )
        return True


class InsertChainFullyInitialized(RewritePattern):
    """The last insert of a chain (static positions, intermediate inserts
    used once) that writes every element of the destination is a
    ``vector.from_elements`` (inserted vectors split by ``to_elements``)."""

    def __init__(self) -> None:
        super().__init__("vector.insert", debug_name="InsertChainFullyInitialized")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dest_type = op.results[0].type
        if not isinstance(dest_type, VectorType) or any(dest_type.scalable):
            return False
        for use in op.results[0].uses:
            user = use.owner
            if user.name == "vector.insert" and user.operands[1] is op.results[0]:
                return False
        chain: list[Operation] = []
        current: Operation | None = op
        while current is not None:
            if len(current.operands) > 2:  # a dynamic position
                return False
            chain.append(current)
            nxt = current.operands[1].defining_op
            current = nxt if nxt is not None and nxt.name == "vector.insert" else None
            if current is not None and len(current.results[0].uses) != 1:
                return False
        size = _count(dest_type.shape)
        strides = [1] * len(dest_type.shape)
        for index in range(len(strides) - 2, -1, -1):
            strides[index] = strides[index + 1] * dest_type.shape[index + 1]
        initialized = [False] * size
        count = 0
        pending: list[tuple[int, int, Value]] = []
        for insert in chain:
            position = static_position(insert)
            if -1 in position:
                return False
            begin = sum(p * s for p, s in zip(position, strides))
            value = insert.operands[0]
            length = (
                _count(value.type.shape) if isinstance(value.type, VectorType) else 1
            )
            if begin + length > size:
                return False
            for index in range(begin, begin + length):
                if not initialized[index]:
                    initialized[index] = True
                    count += 1
            pending.append((begin, length, value))
            if count == size:
                break
        if count != size:
            return False
        elements: list[Value | None] = [None] * size
        for begin, length, value in reversed(pending):
            value_type = value.type
            if not isinstance(value_type, VectorType):
                elements[begin] = value
                continue
            split = rewriter.create(
                "vector.to_elements",
                [value],
                [value_type.element_type] * length,
                location=op.location,
            )
            for index in range(length):
                elements[begin + index] = split.results[index]
        values = [value for value in elements if value is not None]
        if len(values) != size:
            return False
        rewriter.replace_op_with_new_op(op, "vector.from_elements", values, [dest_type])
        return True


@implement_op("vector.insert", "canonicalization_patterns")
def insert_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``InsertOp::getCanonicalizationPatterns``."""
    patterns.add(
        InsertToBroadcast(), InsertSplatToSplat(), InsertChainFullyInitialized()
    )
