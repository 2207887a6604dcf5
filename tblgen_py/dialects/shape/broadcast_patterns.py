"""Canonicalization of ``shape.broadcast``, ``shape.cstr_broadcastable`` and
``shape.is_broadcastable``, ported from MLIR's ``Shape.cpp``, with the
patterns they share with ``shape.assuming_all``: ``RemoveDuplicateOperands``,
``RemoveEmptyShapeOperands`` and ``CanonicalizeCastExtentTensorOperands``."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.shape.asm import index_tensor_attr
from tblgen_py.dialects.shape.fold import broadcasted_shape, extents
from tblgen_py.dialects.shape.types import is_shape
from tblgen_py.runtime.ir.attributes import BoolAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["RemoveDuplicateOperands", "rebuild", "extent_tensor_type"]

_INDEX = IndexType.get()


def extent_tensor_type(rank: int) -> RankedTensorType:
    """``getExtentTensorType``: ``tensor<rank x index>``."""
    return RankedTensorType.get((rank,), _INDEX)


def rebuild(
    rewriter: PatternRewriter,
    op: Operation,
    operands: Sequence[Value],
    keep_attributes: bool = True,
) -> None:
    """``replaceOpWithNewOp<OpTy>(op, resultTypes, operands[, op->getAttrs()])``."""
    properties = op.properties if keep_attributes else None
    rewriter.replace_op_with_new_op(
        op,
        op.name,
        list(operands),
        op.result_types,
        dict(properties) if isinstance(properties, dict) else None,
        dict(op.attributes) if keep_attributes else None,
    )


class _ShapePattern(RewritePattern):
    def __init__(self, root: str) -> None:
        super().__init__(root, debug_name=type(self).__name__)


class RemoveDuplicateOperands(_ShapePattern):
    """Each operand once, in first-use order."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        unique = list(dict.fromkeys(op.operands))
        if len(unique) == len(op.operands):
            return False
        rebuild(rewriter, op, unique)
        return True


def _potentially_non_empty(shape: Value) -> bool:
    ty = shape.type
    if isinstance(ty, RankedTensorType) and ty.shape and ty.shape[0] == 0:
        return False
    op = shape.defining_op
    if op is not None and op.name == "shape.const_shape":
        if extents(op.get_attr("shape")) == []:
            return False
    return True


class RemoveEmptyShapeOperands(_ShapePattern):
    """Operands known to be empty shapes go."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        kept = [shape for shape in op.operands if _potentially_non_empty(shape)]
        if len(kept) == len(op.operands):
            return False
        rebuild(rewriter, op, kept)
        return True


class CanonicalizeCastExtentTensorOperands(_ShapePattern):
    """A ``tensor.cast`` to ``tensor<?xindex>`` operand is its source."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        changed = False
        operands: list[Value] = []
        for operand in op.operands:
            cast = operand.defining_op
            if cast is not None and cast.name == "tensor.cast":
                ty = cast.results[0].type
                if isinstance(ty, RankedTensorType) and ty.shape[0] == DYNAMIC:
                    changed = True
                    operand = cast.operands[0]
            operands.append(operand)
        if not changed:
            return False
        rebuild(rewriter, op, operands, keep_attributes=False)
        return True


class BroadcastConcretizeResultType(_ShapePattern):
    """A ``tensor<?xindex>`` result gets the largest operand rank, cast back."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = op.results[0].type
        if not isinstance(result, RankedTensorType) or result.shape[0] != DYNAMIC:
            return False
        rank = 0
        for shape in op.operands:
            ty = shape.type
            if isinstance(ty, RankedTensorType):
                if ty.shape[0] == DYNAMIC:
                    return False
                rank = max(rank, ty.shape[0])
        new = rewriter.create(
            "shape.broadcast",
            op.operands,
            [extent_tensor_type(rank)],
            location=op.location,
        )
        rewriter.replace_op_with_new_op(op, "tensor.cast", new.results, [result])
        return True


class BroadcastFoldConstantOperands(_ShapePattern):
    """Two or more ``const_shape`` operands become one, broadcast, last."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        folded: list[int] = []
        operands: list[Value] = []
        for shape in op.operands:
            const = shape.defining_op
            if const is not None and const.name == "shape.const_shape":
                joined = broadcasted_shape(
                    folded, extents(const.get_attr("shape")) or []
                )
                if joined is not None:
                    folded = joined
                    continue
            operands.append(shape)
        if len(op.operands) - len(operands) < 2:
            return False
        const = rewriter.create(
            "shape.const_shape",
            (),
            [extent_tensor_type(len(folded))],
            {"shape": index_tensor_attr(folded)},
            location=op.location,
        )
        operands.append(const.results[0])
        rewriter.replace_op_with_new_op(
            op, "shape.broadcast", operands, op.result_types
        )
        return True


class BroadcastForwardSingleOperand(_ShapePattern):
    """Of one shape: that shape, converted to the result type."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 1:
            return False
        replacement = op.operands[0]
        result = op.results[0].type
        if replacement.type != result:
            name = "shape.from_extent_tensor" if is_shape(result) else "tensor.cast"
            cast = rewriter.create(name, [replacement], [result], location=op.location)
            replacement = cast.results[0]
        rewriter.replace_op(op, [replacement])
        return True


def pass_when_shapes_equal(op: Operation, rewriter: PatternRewriter) -> bool:
    """DRR ``AllInputShapesEq``, then ``ConstWitness true``: a constraint
    whose shape operands are all one value is replaced by a passing witness."""
    shapes = op.operands
    if any(shape is not shapes[0] for shape in shapes):
        return False
    rewriter.replace_op_with_new_op(
        op,
        "shape.const_witness",
        [],
        op.result_types,
        {"passing": BoolAttr.get(True)},
    )
    return True


class CstrBroadcastableEqOps(_ShapePattern):
    """DRR ``CstrBroadcastableEqOps``: all shapes the same value pass."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return pass_when_shapes_equal(op, rewriter)


@implement_op("shape.broadcast", "canonicalization_patterns")
def broadcast_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``BroadcastOp::getCanonicalizationPatterns``."""
    root = "shape.broadcast"
    patterns.add(
        BroadcastConcretizeResultType(root),
        BroadcastFoldConstantOperands(root),
        BroadcastForwardSingleOperand(root),
        CanonicalizeCastExtentTensorOperands(root),
        RemoveDuplicateOperands(root),
        RemoveEmptyShapeOperands(root),
    )


@implement_op("shape.cstr_broadcastable", "canonicalization_patterns")
def cstr_broadcastable_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``CstrBroadcastableOp::getCanonicalizationPatterns``."""
    root = "shape.cstr_broadcastable"
    patterns.add(
        CanonicalizeCastExtentTensorOperands(root),
        CstrBroadcastableEqOps(root),
        RemoveDuplicateOperands(root),
        RemoveEmptyShapeOperands(root),
    )


@implement_op("shape.is_broadcastable", "canonicalization_patterns")
def is_broadcastable_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``IsBroadcastableOp::getCanonicalizationPatterns``."""
    patterns.add(RemoveDuplicateOperands("shape.is_broadcastable"))
