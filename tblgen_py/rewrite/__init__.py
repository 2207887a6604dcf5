"""Pattern rewriting as MLIR's Python bindings spell it (``mlir.rewrite``).

``RewritePatternSet.add(root, fn, benefit)`` takes a root op class or name and
a function ``fn(op, rewriter)`` that rewrites and returns a false value on
success (the bindings' convention); the set also takes the runtime's own
patterns (``RewritePattern`` objects, DRR-generated ones included), which keep
theirs.  ``apply_patterns_and_fold_greedily`` runs the runtime's greedy driver.
"""

from __future__ import annotations

from tblgen_py.rewrite.driver import (
    GreedyRewriteConfig,
    apply_patterns_and_fold_greedily,
    walk_and_apply_patterns,
)
from tblgen_py.rewrite.patterns import PatternRewriter, RewritePatternSet
from tblgen_py.runtime.rewrite.config import (
    GreedyRewriteStrictness,
    GreedySimplifyRegionLevel,
)
from tblgen_py.runtime.rewrite.pattern_set import FrozenRewritePatternSet

__all__ = [
    "apply_patterns_and_fold_greedily",
    "FrozenRewritePatternSet",
    "GreedyRewriteConfig",
    "GreedyRewriteStrictness",
    "GreedySimplifyRegionLevel",
    "PatternRewriter",
    "RewritePatternSet",
    "walk_and_apply_patterns",
]
