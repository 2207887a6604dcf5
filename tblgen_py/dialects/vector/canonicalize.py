"""Canonicalization of ``vector.broadcast``, ``vector.shape_cast`` and
``vector.transpose``, ported from MLIR's C++ (``VectorOps.cpp``), in part.

- ``broadcast``: its fold (to its own type; a constant scalar or splat
  becomes a splat) and ``BroadcastFolder`` (a broadcast of a broadcast);
- ``shape_cast``: its fold (to its own type; of a shape_cast; of a broadcast:
  its source when of the result type, else a shape_cast of it when as large;
  a dense constant, reshaped), ``ShapeCastCreateMaskFolderTrailingOneDim``
  (in ``masks``) and ``ShapeCastBroadcastFolder`` (a shape_cast of a
  broadcast whose source broadcasts to the result);
- ``transpose``: its fold (a splat constant; a permutation that only moves
  unit dimensions, between equal types), ``FoldTransposeCreateMask`` (in
  ``masks``), ``FoldTransposeShapeCast``, ``TransposeFolder`` (a transpose of
  a transpose is one transpose) and ``FoldTransposeBroadcast``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.mixed_indices import i64_array, static_values
from tblgen_py.dialects.vector.masks import (
    FoldTransposeCreateMask,
    ShapeCastCreateMaskFolderTrailingOneDim,
)
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["fold_broadcast", "fold_shape_cast", "fold_transpose"]


def _splat(adaptor: object, result_type: object) -> object:
    """A constant scalar or splat operand as a splat of ``result_type``."""
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if not isinstance(result_type, VectorType):
        return None
    if isinstance(attr, IntegerAttr):
        return DenseElementsAttr.get(result_type, [int(attr.value)])
    if isinstance(attr, FloatAttr):
        return DenseElementsAttr.get(result_type, [attr.bits])
    if isinstance(attr, DenseElementsAttr) and attr.is_splat:
        return DenseElementsAttr.get(result_type, [attr.values[0]])
    return None


@implement_op("vector.broadcast", "fold")
def fold_broadcast(op: Operation, adaptor: object) -> object:
    """A broadcast to the source's own type, or of a constant."""
    source = op.operands[0]
    result_type = op.results[0].type
    if source.type == result_type:
        return source
    return _splat(adaptor, result_type)


class BroadcastFolder(RewritePattern):
    """``broadcast(broadcast(x))`` -> ``broadcast(x)``."""

    def __init__(self) -> None:
        super().__init__("vector.broadcast", debug_name="BroadcastFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0].defining_op
        if inner is None or inner.name != "vector.broadcast":
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [inner.operands[0]], op.result_types
        )
        return True


def broadcastable(source: object, target: VectorType) -> bool:
    """``isBroadcastableTo`` succeeds: a scalar of the element type, or a
    vector whose trailing dimensions match or are 1."""
    if not isinstance(source, VectorType):
        return source == target.element_type
    if len(source.shape) > len(target.shape):
        return False
    lead = len(target.shape) - len(source.shape)
    for index, size in enumerate(source.shape):
        wanted = target.shape[lead + index]
        if size != 1 and size != wanted:
            return False
        if source.scalable[index] != target.scalable[lead + index] and size != 1:
            return False
    return True


def scalar_splat_source(value: Value) -> Value | None:
    """``getScalarSplatSource``: the scalar a ``vector.broadcast`` splats."""
    producer = value.defining_op
    if producer is None or producer.name != "vector.broadcast":
        return None
    source = producer.operands[0]
    return None if isinstance(source.type, VectorType) else source


def _count(ty: VectorType) -> int:
    total = 1
    for size in ty.shape:
        total *= size
    return total


def _order_preserving(permutation: Sequence[int], source: VectorType) -> bool:
    """``isOrderPreserving``: only non-scalable unit dimensions move."""
    current = 0
    for dim in permutation:
        if source.shape[dim] == 1 and not source.scalable[dim]:
            continue
        if dim < current:
            return False
        current = dim
    return True


@implement_op("vector.shape_cast", "fold")
def fold_shape_cast(op: Operation, adaptor: object) -> object:
    """No-op casts, casts of casts, casts undoing a broadcast, splats."""
    source = op.operands[0]
    result_type = op.results[0].type
    if source.type == result_type:
        return source
    inner = source.defining_op
    if inner is not None and inner.name == "vector.shape_cast":
        op.set_operand(0, inner.operands[0])
        return op.results[0]
    if inner is not None and inner.name == "vector.transpose":
        vector_type = inner.operands[0].type
        permutation = static_values(inner.get_attr("permutation"))
        if isinstance(vector_type, VectorType) and _order_preserving(
            permutation, vector_type
        ):
            op.set_operand(0, inner.operands[0])
            return op.results[0]
        return None
    if inner is not None and inner.name == "vector.broadcast":
        if inner.operands[0].type == result_type:
            return inner.operands[0]
        inner_type = inner.operands[0].type
        if (
            isinstance(inner_type, VectorType)
            and isinstance(result_type, VectorType)
            and _count(inner_type) == _count(result_type)
        ):
            op.set_operand(0, inner.operands[0])
            return op.results[0]
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if isinstance(attr, DenseElementsAttr) and isinstance(result_type, VectorType):
        return DenseElementsAttr.get(result_type, list(attr.values))
    return None


class ShapeCastBroadcastFolder(RewritePattern):
    """``shape_cast(broadcast(x))`` -> ``broadcast(x)`` when ``x`` broadcasts
    to the result."""

    def __init__(self) -> None:
        super().__init__("vector.shape_cast", debug_name="ShapeCastBroadcastFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0].defining_op
        if inner is None or inner.name != "vector.broadcast":
            return False
        result_type = op.results[0].type
        if not isinstance(result_type, VectorType):
            return False
        if not broadcastable(inner.operands[0].type, result_type):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [inner.operands[0]], [result_type]
        )
        return True


@implement_op("vector.transpose", "fold")
def fold_transpose(op: Operation, adaptor: object) -> object:
    """A splat constant, or a transpose moving only unit dimensions."""
    result_type = op.results[0].type
    operands = getattr(adaptor, "operands", [])
    attr = operands[0] if operands else None
    if isinstance(attr, DenseElementsAttr) and attr.is_splat:
        return _splat(adaptor, result_type)
    source = op.operands[0]
    permutation = static_values(op.get_attr("permutation"))
    if (
        source.type == result_type
        and isinstance(result_type, VectorType)
        and _order_preserving(permutation, result_type)
    ):
        return source
    return None


class TransposeFolder(RewritePattern):
    """``transpose(transpose(x))`` -> one transpose by the composed permutation."""

    def __init__(self) -> None:
        super().__init__("vector.transpose", debug_name="TransposeFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = op.operands[0].defining_op
        if inner is None or inner.name != "vector.transpose":
            return False
        first = static_values(inner.get_attr("permutation"))
        second = static_values(op.get_attr("permutation"))
        composed = [first[index] for index in second]
        rewriter.replace_op_with_new_op(
            op,
            "vector.transpose",
            [inner.operands[0]],
            op.result_types,
            properties={"permutation": i64_array(composed)},
        )
        return True


@implement_op("vector.broadcast", "canonicalization_patterns")
def broadcast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``BroadcastOp::getCanonicalizationPatterns``."""
    patterns.add(BroadcastFolder())


@implement_op("vector.shape_cast", "canonicalization_patterns")
def shape_cast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``ShapeCastOp::getCanonicalizationPatterns``."""
    patterns.add(ShapeCastCreateMaskFolderTrailingOneDim(), ShapeCastBroadcastFolder())


@implement_op("vector.transpose", "canonicalization_patterns")
def transpose_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``TransposeOp::getCanonicalizationPatterns``."""
    patterns.add(
        FoldTransposeCreateMask(),
        FoldTransposeShapeCast(),
        TransposeFolder(),
        FoldTransposeBroadcast(),
    )


class FoldTransposeShapeCast(RewritePattern):
    """``transpose(shape_cast(x))`` moving only unit dims -> ``shape_cast(x)``."""

    def __init__(self) -> None:
        super().__init__("vector.transpose", debug_name="FoldTransposeShapeCast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = op.operands[0].defining_op
        if cast is None or cast.name != "vector.shape_cast":
            return False
        source = op.operands[0].type
        permutation = static_values(op.get_attr("permutation"))
        if not isinstance(source, VectorType) or not _order_preserving(
            permutation, source
        ):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.shape_cast", [cast.operands[0]], op.result_types
        )
        return True


class FoldTransposeBroadcast(RewritePattern):
    """``transpose(broadcast(x))`` -> ``broadcast(x)`` when the permutation
    stays within the groups of dimensions ``x`` broadcasts to."""

    def __init__(self) -> None:
        super().__init__("vector.transpose", debug_name="FoldTransposeBroadcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        broadcast = op.operands[0].defining_op
        if broadcast is None or broadcast.name != "vector.broadcast":
            return False
        source = broadcast.operands[0]
        input_type = source.type
        output = op.results[0].type
        if not isinstance(output, VectorType):
            return False
        if isinstance(input_type, VectorType):
            permutation = static_values(op.get_attr("permutation"))
            shape = input_type.shape
            delta = len(output.shape) - len(shape)
            low = 0
            for index, size in enumerate(shape):
                if size != 1 or (index != 0 and shape[index - 1] != 1):
                    high = index + delta
                    if any(not low <= permutation[i] < high for i in range(low, high)):
                        return False
                    low = high
        rewriter.replace_op_with_new_op(op, "vector.broadcast", [source], [output])
        return True
