"""Canonicalization of ``scf``, ported from MLIR's C++ (``SCF.cpp``), in part.

- ``scf.if``: ``RemoveEmptyElseBranch``, ``RemoveStaticCondition``,
  ``RemoveUnusedResults`` and, from ``if_patterns``, ``ConditionPropagation``,
  ``ConvertTrivialIfToSelect``, ``ReplaceIfYieldWithConditionOrValue``, from
  ``if_combine``, ``CombineIfs`` and ``CombineNestedIfs`` (MLIR's eight, in
  its order);
- ``scf.for``: in ``for_patterns``; ``scf.while``: in ``while_patterns``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.fold_support import splat_int
from tblgen_py.dialects.scf.if_combine import CombineIfs, CombineNestedIfs
from tblgen_py.dialects.scf.if_patterns import (
    ConditionPropagation,
    ConvertTrivialIfToSelect,
    ReplaceIfYieldWithConditionOrValue,
)
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = ["replace_op_with_region"]

_INDEX_BITS = 64


def replace_op_with_region(
    rewriter: PatternRewriter, op: Operation, region: Region, args: Sequence[Value] = ()
) -> None:
    """Inline the region's single block before ``op``; its terminator's operands
    replace ``op``'s results."""
    block = region.blocks[0]
    terminator = block.last_op
    assert terminator is not None
    rewriter.inline_block_before(block, op, None, args)
    rewriter.replace_op(op, list(terminator.operands))
    rewriter.erase_op(terminator)


class _IfPattern(RewritePattern):
    def __init__(self) -> None:
        super().__init__("scf.if", debug_name=type(self).__name__)


class RemoveEmptyElseBranch(_IfPattern):
    """An ``else`` holding only its ``scf.yield`` goes (ops without results)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.results:
            return False
        else_region = op.regions[1]
        if not else_region.blocks:
            return False
        block = else_region.blocks[0]
        if block.first_op is None or block.first_op is not block.last_op:
            return False
        with rewriter.modifying(op):
            rewriter.erase_block(block)
        return True


class RemoveStaticCondition(_IfPattern):
    """A constant condition: the taken region inlined, or nothing."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        value = splat_int(constant_value(op.operands[0]))
        if value is None:
            return False
        if value:
            replace_op_with_region(rewriter, op, op.regions[0])
        elif op.regions[1].blocks:
            replace_op_with_region(rewriter, op, op.regions[1])
        else:
            rewriter.erase_op(op)
        return True


class RemoveUnusedResults(_IfPattern):
    """Results without uses are dropped (with their yielded values)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        used = [result for result in op.results if result.uses]
        if len(used) == len(op.results):
            return False
        new = rewriter.create(
            "scf.if",
            [op.operands[0]],
            [result.type for result in used],
            regions=2,
            location=op.location,
        )
        for index in range(2):
            dest = rewriter.create_block(new.regions[index])
            rewriter.merge_blocks(op.regions[index].blocks[0], dest)
            _keep_yielded(rewriter, dest, [result.index for result in used])
        replacements: list[Value | None] = [None] * len(op.results)
        for position, result in enumerate(used):
            replacements[result.index] = new.results[position]
        rewriter.replace_op(op, replacements)  # type: ignore[arg-type]
        return True


def _keep_yielded(rewriter: PatternRewriter, block: Block, indices: list[int]) -> None:
    yield_op = block.last_op
    assert yield_op is not None
    kept = [yield_op.operands[index] for index in indices]
    with rewriter.modifying(yield_op):
        yield_op.set_operands(kept)


@implement_op("scf.if", "fold")
def fold_if(op: Operation, adaptor: object) -> list[object] | None:
    """``if (c xor 1) A else B`` -> ``if c B else A`` (in place)."""
    else_region = op.regions[1]
    negation = op.operands[0].defining_op
    if not else_region.blocks or negation is None or negation.name != "arith.xori":
        return None
    if splat_int(constant_value(negation.operands[1])) != 1:
        return None
    op.set_operand(0, negation.operands[0])
    then_region = op.regions[0]
    then_block = then_region.detach_block(then_region.blocks[0])
    else_block = else_region.detach_block(else_region.blocks[0])
    then_region.add_block(else_block)
    else_region.add_block(then_block)
    return []


IF_PATTERNS = (
    CombineIfs,
    CombineNestedIfs,
    ConditionPropagation,
    ConvertTrivialIfToSelect,
    RemoveEmptyElseBranch,
    RemoveStaticCondition,
    RemoveUnusedResults,
    ReplaceIfYieldWithConditionOrValue,
)


@implement_op("scf.if", "canonicalization_patterns")
def if_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``IfOp::getCanonicalizationPatterns``."""
    patterns.add(*(pattern() for pattern in IF_PATTERNS))
