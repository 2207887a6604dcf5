"""Canonicalization of ``scf.execute_region`` and ``scf.index_switch``, ported
from MLIR's C++ (``SCF.cpp``), in part.

- ``scf.execute_region``: ``SingleBlockExecuteInliner`` (a one-block region
  without ``no_inline`` is inlined) and ``MultiBlockExecuteInliner`` (in a
  function or another execute_region, the blocks are inlined between the two
  halves of the split block, ``scf.yield``s branching to the second);
- ``scf.index_switch``: ``FoldConstantCase`` (a constant argument selects its
  case region, else the default one, which is inlined).
"""

from __future__ import annotations

from tblgen_py.dialects.fold_support import splat_int, to_signed
from tblgen_py.dialects.scf.canonicalize import replace_op_with_region
from tblgen_py.dialects.region_moves import inline_region_before
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = ["FoldConstantCase", "MultiBlockExecuteInliner", "SingleBlockExecuteInliner"]


class SingleBlockExecuteInliner(RewritePattern):
    """Inline a one-block ``scf.execute_region`` (unless ``no_inline``)."""

    def __init__(self) -> None:
        super().__init__("scf.execute_region", debug_name="SingleBlockExecuteInliner")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        region = op.regions[0]
        if len(region.blocks) != 1 or op.get_attr("no_inline") is not None:
            return False
        replace_op_with_region(rewriter, op, region)
        return True


class MultiBlockExecuteInliner(RewritePattern):
    """Inline a ``scf.execute_region`` into the CFG of its function."""

    def __init__(self) -> None:
        super().__init__("scf.execute_region", debug_name="MultiBlockExecuteInliner")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        parent = op.parent_op
        if op.get_attr("no_inline") is not None or parent is None:
            return False
        traits = getattr(type(parent), "ODS_TRAITS", ())
        if parent.name != op.name and "FunctionOpInterface" not in traits:
            return False
        previous = op.parent
        assert previous is not None
        after = _split_block(rewriter, previous, op)
        region = op.regions[0]
        rewriter.set_insertion_point_to_end(previous)
        rewriter.create(
            "cf.br", [], [], successors=[region.blocks[0]], location=op.location
        )
        for block in list(region.blocks):
            terminator = block.last_op
            if terminator is None or terminator.name != "scf.yield":
                continue
            rewriter.set_insertion_point_before(terminator)
            rewriter.create(
                "cf.br",
                list(terminator.operands),
                [],
                successors=[after],
                location=terminator.location,
            )
            rewriter.erase_op(terminator)
        parent_region = after.parent
        assert parent_region is not None
        inline_region_before(
            rewriter, region, parent_region, parent_region.index_of(after)
        )
        args = [after.add_argument(r.type, op.location) for r in op.results]
        rewriter.replace_op(op, args)
        return True


def _split_block(rewriter: PatternRewriter, block: Block, op: Operation) -> Block:
    """``RewriterBase::splitBlock``: ``op`` and the ops after it move into a new
    block right after ``block``."""
    region = block.parent
    assert region is not None
    new = region.insert_block(region.index_of(block) + 1, Block())
    listener = rewriter.listener
    if listener is not None:
        listener.notify_block_inserted(new)
    moving: Operation | None = op
    while moving is not None:
        following = moving.next
        block.unlink(moving)
        new.append(moving)
        if listener is not None:
            listener.notify_operation_inserted(moving, None)
        moving = following
    rewriter.has_changed = True
    return new


@implement_op("scf.execute_region", "canonicalization_patterns")
def execute_region_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ExecuteRegionOp::getCanonicalizationPatterns``."""
    patterns.add(SingleBlockExecuteInliner(), MultiBlockExecuteInliner())


class FoldConstantCase(RewritePattern):
    """A constant switch argument: the matching (or default) region inlined."""

    def __init__(self) -> None:
        super().__init__("scf.index_switch", debug_name="FoldConstantCase")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        attr = constant_value(op.operands[0])
        bits = splat_int(attr) if isinstance(attr, IntegerAttr) else None
        if bits is None:
            return False
        value = to_signed(bits, 64)
        cases = list(getattr(op.get_attr("cases"), "values", ()))
        region = op.regions[0]
        if value in cases:
            region = op.regions[1 + cases.index(value)]
        replace_op_with_region(rewriter, op, region)
        return True


@implement_op("scf.index_switch", "canonicalization_patterns")
def index_switch_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``IndexSwitchOp::getCanonicalizationPatterns``."""
    patterns.add(FoldConstantCase())
