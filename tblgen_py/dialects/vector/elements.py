"""Folds of ``vector.shuffle`` and ``vector.to_elements``, ported from MLIR's
C++ (``VectorOps.cpp``).

- ``shuffle``: a mask selecting all of ``v1`` (or all of ``v2``) in order is
  that operand; two 1-D dense constants shuffle into a constant (its
  patterns ``ShuffleSplat``, ``ShuffleInterleave`` and
  ``Canonicalize0DShuffleOp`` are in ``shuffle_mask``);
- ``to_elements``: the elements of a ``vector.from_elements`` are its operands;
- ``from_elements``: its fold (constant elements make a dense constant) and
  ``rewriteFromElementsAsBroadcast`` (one value repeated is a broadcast) (not
  ``foldFromElementsToElements``, ``FromElementsToShapeCast``).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.mixed_indices import static_values
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.attributes import FloatAttr, IntegerAttr
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["fold_from_elements", "fold_shuffle", "fold_to_elements"]


def _steps(mask: Sequence[int], begin: int, width: int) -> bool:
    """``isStepIndexArray``: ``mask`` is ``begin, begin + 1, ...`` of ``width``."""
    return len(mask) == width and all(v == begin + i for i, v in enumerate(mask))


@implement_op("vector.shuffle", "fold")
def fold_shuffle(op: Operation, adaptor: object) -> object:
    """An operand taken whole, or a shuffle of two 1-D constants."""
    v1, v2 = op.operands[0].type, op.operands[1].type
    if not isinstance(v1, VectorType) or not isinstance(v2, VectorType):
        return None
    if not v1.shape:
        return None
    mask = static_values(op.get_attr("mask"))
    if not any(v1.scalable) and _steps(mask, 0, v1.shape[0]):
        return op.operands[0]
    if (
        not any(v1.scalable)
        and not any(v2.scalable)
        and v2.shape
        and _steps(mask, v1.shape[0], v2.shape[0])
    ):
        return op.operands[1]
    operands = getattr(adaptor, "operands", [])
    if len(operands) < 2:
        return None
    lhs, rhs = operands[0], operands[1]
    if not isinstance(lhs, DenseElementsAttr) or not isinstance(rhs, DenseElementsAttr):
        return None
    if len(v1.shape) != 1:
        return None
    size = v1.shape[0]
    left = [lhs.values[0]] * size if lhs.is_splat else list(lhs.values)
    count = v2.shape[0] if v2.shape else 1
    right = [rhs.values[0]] * count if rhs.is_splat else list(rhs.values)
    picked = [right[i - size] if i >= size else left[i] for i in mask]
    return DenseElementsAttr.get(op.results[0].type, picked)  # type: ignore[arg-type]


@implement_op("vector.to_elements", "fold")
def fold_to_elements(op: Operation, adaptor: object) -> object:
    """``foldToElementsFromElements``."""
    producer = op.operands[0].defining_op
    if producer is None or producer.name != "vector.from_elements":
        return None
    return list(producer.operands)


def _element_bits(attr: object) -> int | None:
    if isinstance(attr, IntegerAttr):
        return int(attr.value)
    if isinstance(attr, FloatAttr):
        return attr.bits
    return None


@implement_op("vector.from_elements", "fold")
def fold_from_elements(op: Operation, adaptor: object) -> object:
    """Constant elements make a dense constant."""
    values = [_element_bits(a) for a in getattr(adaptor, "operands", [])]
    result_type = op.results[0].type
    if not values or any(value is None for value in values):
        return None
    if not isinstance(result_type, VectorType):
        return None
    return DenseElementsAttr.get(result_type, values)  # type: ignore[arg-type]


class FromElementsAsBroadcast(RewritePattern):
    """``rewriteFromElementsAsBroadcast``: one value in every element."""

    def __init__(self) -> None:
        super().__init__(
            "vector.from_elements", debug_name="rewriteFromElementsAsBroadcast"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        elements = op.operands
        if not elements or any(value is not elements[0] for value in elements):
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [elements[0]], op.result_types
        )
        return True


@implement_op("vector.from_elements", "canonicalization_patterns")
def from_elements_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported part of ``FromElementsOp::getCanonicalizationPatterns``."""
    patterns.add(FromElementsAsBroadcast())
