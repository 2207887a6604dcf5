"""Moving regions' blocks with a ``PatternRewriter``, as MLIR's
``RewriterBase`` does, for the dialects' patterns."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import PatternRewriter

__all__ = ["cloned_regions", "clone_with", "inline_region_before"]


def inline_region_before(
    rewriter: PatternRewriter, source: Region, dest: Region, index: int
) -> None:
    """``RewriterBase::inlineRegionBefore``: move every block of ``source`` into
    ``dest`` at block position ``index``."""
    for offset, block in enumerate(list(source.blocks)):
        source.detach_block(block)
        dest.insert_block(index + offset, block)
        rewriter.has_changed = True
        if rewriter.listener is not None:
            rewriter.listener.notify_block_inserted(block)


def cloned_regions(op: Operation) -> list[Region]:
    """Detached copies of ``op``'s regions (``Region::cloneInto``)."""
    copy = op.clone()
    regions: list[Region] = []
    for region in copy.regions:
        moved = Region()
        moved.take_body(region)
        regions.append(moved)
    copy.erase(check_uses=False)
    return regions


def clone_with(
    rewriter: PatternRewriter,
    op: Operation,
    result_types: Sequence[object],
    operands: Sequence[Value],
) -> Operation:
    """``op`` rebuilt at the insertion point with new operands and result
    types, its properties, attributes and a copy of its regions (the
    ``clone`` helper of ``LinalgOps.cpp`` and ``TensorOps.cpp``)."""
    properties = op.properties
    return rewriter.create(
        op.name,
        list(operands),
        list(result_types),
        dict(properties) if isinstance(properties, dict) else None,
        dict(op.attributes),
        cloned_regions(op),
        location=op.location,
    )
