"""``vector.shuffle``'s patterns and ``vector.mask``'s fold and pattern,
ported from MLIR's C++ (``VectorOps.cpp``).

- ``ShuffleSplat`` (a shuffle of two splats of one scalar is a broadcast),
  ``ShuffleInterleave`` (a 1-D fixed-size interleaving mask is a
  ``vector.interleave``) and ``Canonicalize0DShuffleOp`` (a one-element
  shuffle of 0-D vectors is a broadcast);
- ``mask``'s fold (an all-true mask: the masked op moves out) and
  ``ElideEmptyMaskOp`` (a mask around nothing is what it yields);
- ``contract``'s ``CanonicalizeContractAdd`` (an add of a contraction into a
  zero accumulator is the contraction into the added value).
"""

from __future__ import annotations

from tblgen_py.dialects.mixed_indices import static_values
from tblgen_py.dialects.vector.canonicalize import scalar_splat_source
from tblgen_py.dialects.vector.masks import MaskFormat, mask_format
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import IRMapping, Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["contract_patterns", "fold_mask", "mask_patterns", "shuffle_patterns"]


class ShuffleSplat(RewritePattern):
    """``shuffle(splat(x), splat(x))`` -> ``broadcast(x)``."""

    def __init__(self) -> None:
        super().__init__("vector.shuffle", debug_name="ShuffleSplat")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        scalar = scalar_splat_source(op.operands[0])
        if scalar is None or scalar_splat_source(op.operands[1]) is not scalar:
            return False
        rewriter.replace_op_with_new_op(
            op, "vector.broadcast", [scalar], op.result_types
        )
        return True


def _count(ty: VectorType) -> int:
    total = 1
    for size in ty.shape:
        total *= size
    return total


class ShuffleInterleave(RewritePattern):
    """A fixed-size 1-D interleaving shuffle -> ``vector.interleave``."""

    def __init__(self) -> None:
        super().__init__("vector.shuffle", debug_name="ShuffleInterleave")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = op.results[0].type
        if not isinstance(result, VectorType) or any(result.scalable):
            return False
        if len(result.shape) != 1:
            return False
        source = op.operands[0].type
        if not isinstance(source, VectorType) or source != op.operands[1].type:
            return False
        if _count(source) * 2 != _count(result):
            return False
        mask = static_values(op.get_attr("mask"))
        half = _count(result) // 2
        for index in range(half):
            if mask[2 * index] != index or mask[2 * index + 1] != half + index:
                return False
        rewriter.replace_op_with_new_op(
            op, "vector.interleave", list(op.operands[:2]), [result]
        )
        return True


class Canonicalize0DShuffleOp(RewritePattern):
    """A one-element shuffle of 0-D vectors -> a broadcast of the operand."""

    def __init__(self) -> None:
        super().__init__("vector.shuffle", debug_name="Canonicalize0DShuffleOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0].type
        if not isinstance(source, VectorType) or source.shape:
            return False
        mask = static_values(op.get_attr("mask"))
        if len(mask) != 1:
            return False
        result = VectorType.get([1], source.element_type, [False])
        operand = op.operands[0] if mask[0] == 0 else op.operands[1]
        rewriter.replace_op_with_new_op(op, "vector.broadcast", [operand], [result])
        return True


@implement_op("vector.shuffle", "canonicalization_patterns")
def shuffle_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ShuffleOp::getCanonicalizationPatterns``."""
    patterns.add(ShuffleSplat(), ShuffleInterleave(), Canonicalize0DShuffleOp())


def _mask_block_ops(op: Operation) -> list[Operation]:
    if not op.regions or not op.regions[0].blocks:
        return []
    return list(op.regions[0].blocks[0].operations)


@implement_op("vector.mask", "fold")
def fold_mask(op: Operation, adaptor: object) -> object:
    """An all-true mask: the masked op moves before the mask, whose results
    it replaces."""
    ops = _mask_block_ops(op)
    if len(ops) < 2:
        return None
    if mask_format(op.operands[0]) is not MaskFormat.ALL_TRUE:
        return None
    maskable = ops[0]
    maskable.move_before(op)
    return list(maskable.results)


class ElideEmptyMaskOp(RewritePattern):
    """A mask around only its ``vector.yield`` is the yielded values."""

    def __init__(self) -> None:
        super().__init__("vector.mask", debug_name="ElideEmptyMaskOp")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        ops = _mask_block_ops(op)
        if len(ops) != 1:
            return False
        terminator = ops[0]
        if not terminator.operands:
            rewriter.erase_op(op)
        else:
            rewriter.replace_op(op, list(terminator.operands))
        return True


@implement_op("vector.mask", "canonicalization_patterns")
def mask_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``MaskOp::getCanonicalizationPatterns``."""
    patterns.add(ElideEmptyMaskOp())


def _is_zero_of(attr: object, ty: object) -> bool:
    """``attr == getZeroAttr(ty)``: a splat +0 (or false) of ``ty``."""
    if not isinstance(attr, DenseElementsAttr) or attr.type != ty:
        return False
    return attr.is_splat and attr.values[0] == 0


class CanonicalizeContractAdd(RewritePattern):
    """``add(contract(a, b, zeros), c)`` -> ``contract(a, b, c)``."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name="CanonicalizeContractAdd")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        first, second = op.operands[0], op.operands[1]
        for contraction, other in ((first, second), (second, first)):
            contract = contraction.defining_op
            if contract is None or contract.name != "vector.contract":
                continue
            acc = contract.operands[2]
            zero = acc.defining_op
            if zero is None or zero.name != "arith.constant":
                continue
            if not _is_zero_of(zero.get_attr("value"), acc.type):
                continue
            mapping = IRMapping()
            mapping.map(acc, other)
            new = rewriter.clone(contract, mapping)
            rewriter.replace_op(op, [new.results[0]])
            return True
        return False


@implement_op("vector.contract", "canonicalization_patterns")
def contract_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ContractionOp::getCanonicalizationPatterns``."""
    patterns.add(
        CanonicalizeContractAdd("arith.addi"), CanonicalizeContractAdd("arith.addf")
    )
