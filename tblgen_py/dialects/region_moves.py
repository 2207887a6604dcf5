"""Moving regions' blocks with a ``PatternRewriter``, as MLIR's
``RewriterBase`` does, for the dialects' patterns."""

from __future__ import annotations

from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.rewrite import PatternRewriter

__all__ = ["inline_region_before"]


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
