"""Region simplification (MLIR's ``simplifyRegions``), run by the greedy driver.

Three steps, each on the given regions and every region nested in them:
unreachable blocks are erased (``region_unreachable``), dead ops and block
arguments are removed (``region_dce``), and with ``merge_blocks`` identical
blocks are merged and arguments that always receive the same value dropped
(``block_merge``).
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.rewrite.block_merge import (
    drop_redundant_arguments,
    merge_identical_blocks,
)
from tblgen_py.runtime.rewrite.region_dce import (
    SingleBlockSweep,
    run_region_dce,
)
from tblgen_py.runtime.rewrite.region_unreachable import erase_unreachable_blocks
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter

__all__ = [
    "drop_redundant_arguments",
    "erase_unreachable_blocks",
    "merge_identical_blocks",
    "run_region_dce",
    "simplify_regions",
]


def simplify_regions(
    rewriter: PatternRewriter, regions: Sequence[Region], merge_blocks: bool = True
) -> bool:
    """Simplify ``regions``; whether anything counted as a change.

    As in MLIR, removing only dead block arguments (with the operands passed
    to them) is not counted.
    """
    sweep = SingleBlockSweep()
    if sweep.run(regions):
        # Only single-block regions: no block is unreachable, none can merge
        # and an entry block has no predecessor passing it values; the sweep
        # already decided liveness, so this is the general path's outcome.
        return sweep.erase_dead(rewriter)
    erased_blocks = erase_unreachable_blocks(rewriter, regions)
    erased_ops = run_region_dce(rewriter, regions)
    merged = dropped = False
    if merge_blocks:
        merged = merge_identical_blocks(rewriter, regions)
        dropped = drop_redundant_arguments(rewriter, regions)
    return erased_blocks or erased_ops or merged or dropped
