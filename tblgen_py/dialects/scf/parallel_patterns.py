"""Canonicalization of ``scf.parallel``, ported from MLIR's C++ (``SCF.cpp``).

- ``ParallelOpSingleOrZeroIterationDimsFolder``: a dimension with a static
  trip count of zero makes the loop its init values; dimensions running once
  go (their induction variable is the lower bound), the whole body and its
  reductions inlined when none is left;
- ``MergeNestedParallelLoops``: a loop whose body is only another loop with
  bounds independent of it (neither reducing) becomes one loop over both.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.asm_support import segment_sizes
from tblgen_py.dialects.scf.for_patterns import constant_trip_count
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.builder import InsertionPoint
from tblgen_py.runtime.ir.operation import IRMapping, Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["PARALLEL_PATTERNS"]


def _bounds(op: Operation) -> tuple[list[Value], list[Value], list[Value], list[Value]]:
    """Lower bounds, upper bounds, steps and init values."""
    rank = len(op.regions[0].blocks[0].arguments)
    values = list(op.operands)
    return (
        values[:rank],
        values[rank : 2 * rank],
        values[2 * rank : 3 * rank],
        values[3 * rank :],
    )


def _create_parallel(
    rewriter: PatternRewriter,
    op: Operation,
    lowers: Sequence[Value],
    uppers: Sequence[Value],
    steps: Sequence[Value],
    inits: Sequence[Value],
) -> Operation:
    """A new ``scf.parallel`` with an empty region."""
    rank = len(lowers)
    return rewriter.create(
        "scf.parallel",
        [*lowers, *uppers, *steps, *inits],
        [value.type for value in inits],
        properties={"operandSegmentSizes": segment_sizes(rank, rank, rank, len(inits))},
        regions=1,
        location=op.location,
    )


def _clone_ops(
    rewriter: PatternRewriter, block: Block, mapping: IRMapping, terminator: bool
) -> None:
    for nested in list(block):
        if nested is block.last_op and not terminator:
            break
        rewriter.clone(nested, mapping)


class ParallelOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """Dimensions running zero or one time fold away."""

    def __init__(self) -> None:
        super().__init__(
            "scf.parallel", debug_name="ParallelOpSingleOrZeroIterationDimsFolder"
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lowers, uppers, steps, inits = _bounds(op)
        body = op.regions[0].blocks[0]
        kept: list[int] = []
        mapping = IRMapping()
        for index, iv in enumerate(body.arguments):
            trips = constant_trip_count(lowers[index], uppers[index], steps[index])
            if trips == 0:
                rewriter.replace_op(op, inits)
                return True
            if trips == 1:
                mapping.map(iv, lowers[index])
                continue
            kept.append(index)
        if len(kept) == len(lowers):
            return False
        if not kept:
            rewriter.replace_op(op, self._inline(op, body, inits, mapping, rewriter))
            return True
        new = _create_parallel(
            rewriter,
            op,
            [lowers[i] for i in kept],
            [uppers[i] for i in kept],
            [steps[i] for i in kept],
            inits,
        )
        new_block = Block()
        new.regions[0].add_block(new_block)
        for index in kept:
            arg = body.arguments[index]
            mapping.map(arg, new_block.add_argument(arg.type, arg.location))
        with rewriter.at(InsertionPoint(new_block, None)):
            _clone_ops(rewriter, body, mapping, True)
        rewriter.replace_op(op, new)
        return True

    @staticmethod
    def _inline(
        op: Operation,
        body: Block,
        inits: list[Value],
        mapping: IRMapping,
        rewriter: PatternRewriter,
    ) -> list[Value]:
        """The body (and its reductions) cloned before ``op``: the results."""
        _clone_ops(rewriter, body, mapping, False)
        reduce = body.last_op
        assert reduce is not None
        results: list[Value] = []
        for index, region in enumerate(reduce.regions):
            block = region.blocks[0]
            mapping.map(block.arguments[0], inits[len(results)])
            mapping.map(block.arguments[1], mapping.lookup(reduce.operands[index]))
            _clone_ops(rewriter, block, mapping, False)
            returned = block.last_op
            assert returned is not None
            results.append(mapping.lookup(returned.operands[0]))
        return results


class MergeNestedParallelLoops(RewritePattern):
    """A loop holding only an independent inner loop: one loop over both."""

    def __init__(self) -> None:
        super().__init__("scf.parallel", debug_name="MergeNestedParallelLoops")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer = op.regions[0].blocks[0]
        inner_op = outer.first_op
        if inner_op is None or inner_op.next is not outer.last_op:
            return False
        if inner_op.name != "scf.parallel":
            return False
        lowers, uppers, steps, inits = _bounds(op)
        in_lowers, in_uppers, in_steps, in_inits = _bounds(inner_op)
        bounds = {*in_lowers, *in_uppers, *in_steps}
        if any(arg in bounds for arg in outer.arguments):
            return False
        if inits or in_inits:
            return False
        new = _create_parallel(
            rewriter,
            op,
            [*lowers, *in_lowers],
            [*uppers, *in_uppers],
            [*steps, *in_steps],
            [],
        )
        inner = inner_op.regions[0].blocks[0]
        args = [*outer.arguments, *inner.arguments]
        block = Block([arg.type for arg in args], [op.location] * len(args))
        new.regions[0].add_block(block)
        mapping = IRMapping()
        for arg, value in zip(args, block.arguments):
            mapping.map(arg, value)
        with rewriter.at(InsertionPoint(block, None)):
            _clone_ops(rewriter, inner, mapping, False)
            rewriter.create("scf.reduce", [], [], regions=0, location=op.location)
        rewriter.replace_op(op, new)
        return True


PARALLEL_PATTERNS = (
    ParallelOpSingleOrZeroIterationDimsFolder,
    MergeNestedParallelLoops,
)


@implement_op("scf.parallel", "canonicalization_patterns")
def parallel_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ParallelOp::getCanonicalizationPatterns``."""
    patterns.add(*(pattern() for pattern in PARALLEL_PATTERNS))
