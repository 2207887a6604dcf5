"""Unreachable-block erasure and the block orders region simplification walks."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter


def successors(block: Block) -> list[Block]:
    """The successors of ``block``'s last op, one per successor operand."""
    last = block.last_op
    return [] if last is None else [use.block for use in last.successor_uses]


def post_order(entry: Block) -> list[Block]:
    """Blocks reachable from ``entry``, each after its successors (DFS post-order)."""
    order: list[Block] = []
    seen = {entry}
    stack: list[tuple[Block, Iterator[Block]]] = [(entry, iter(successors(entry)))]
    while stack:
        block, pending = stack[-1]
        for succ in pending:
            if succ not in seen:
                seen.add(succ)
                stack.append((succ, iter(successors(succ))))
                break
        else:
            stack.pop()
            order.append(block)
    return order


def erase_unreachable_blocks(
    rewriter: PatternRewriter, regions: Sequence[Region]
) -> bool:
    """Erase the blocks no path from their region's entry reaches; whether any were.

    Nested regions of the remaining blocks are handled too (MLIR's
    ``eraseUnreachableBlocks``).
    """
    erased = False
    worklist = list(regions)
    while worklist:
        region = worklist.pop()
        blocks = region.blocks
        if not blocks:
            continue
        if len(blocks) == 1:
            _push_nested(blocks[0], worklist)
            continue
        reachable = set(post_order(blocks[0]))
        for block in list(blocks):
            if block in reachable:
                _push_nested(block, worklist)
                continue
            drop_defined_value_uses(block)
            rewriter.erase_block(block)
            erased = True
    return erased


def _push_nested(block: Block, worklist: list[Region]) -> None:
    """Add the regions of ``block``'s ops to ``worklist``."""
    op = block.first_op
    while op is not None:
        if op.regions:
            worklist.extend(op.regions)
        op = op.next


def drop_defined_value_uses(block: Block) -> None:
    """Drop every use of the block, its arguments and the values its ops define."""
    for arg in block.arguments:
        for use in list(arg.uses):
            use.drop()
    for op in block:
        _drop_op_value_uses(op)
    for succ in list(block.uses):
        succ.drop()


def _drop_op_value_uses(op: Operation) -> None:
    """Drop the uses of ``op``'s results and of everything nested in it."""
    for result in op.results:
        for use in list(result.uses):
            use.drop()
    for region in op.regions:
        for block in region.blocks:
            drop_defined_value_uses(block)
