"""Canonicalization of ``scf.execute_region`` and ``scf.index_switch``, ported
from MLIR's C++ (``SCF.cpp``), in part.

- ``scf.execute_region``: ``SingleBlockExecuteInliner`` (a one-block region
  without ``no_inline`` is inlined);
- ``scf.index_switch``: ``FoldConstantCase`` (a constant argument selects its
  case region, else the default one, which is inlined).
"""

from __future__ import annotations

from tblgen_py.dialects.fold_support import splat_int, to_signed
from tblgen_py.dialects.scf.canonicalize import replace_op_with_region
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    constant_value,
)

__all__ = ["FoldConstantCase", "SingleBlockExecuteInliner"]


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


@implement_op("scf.execute_region", "canonicalization_patterns")
def execute_region_patterns(patterns: RewritePatternSet, context: object) -> None:
    """The ported subset of ``ExecuteRegionOp::getCanonicalizationPatterns``."""
    patterns.add(SingleBlockExecuteInliner())


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
