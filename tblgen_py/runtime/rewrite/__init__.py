"""Pattern rewriting: patterns, the rewriter, pattern sets, and drivers."""

from __future__ import annotations

from tblgen_py.runtime.rewrite.applicator import (
    CostModel,
    PatternApplicator,
    default_cost_model,
)
from tblgen_py.runtime.rewrite.config import (
    NO_LIMIT,
    GreedyRewriteConfig,
    GreedyRewriteStrictness,
    GreedySimplifyRegionLevel,
)
from tblgen_py.runtime.rewrite.effects import (
    EffectInstance,
    EffectKind,
    is_op_trivially_dead,
    would_op_be_trivially_dead,
)
from tblgen_py.runtime.rewrite.fold import FoldAdaptor, constant_value
from tblgen_py.runtime.rewrite.greedy import GreedyPatternRewriteDriver
from tblgen_py.runtime.rewrite.greedy_apply import (
    apply_op_patterns_greedily,
    apply_patterns_greedily,
)
from tblgen_py.runtime.rewrite.interface_pattern import (
    OpInterfaceRewritePattern,
    OpTraitRewritePattern,
)
from tblgen_py.runtime.rewrite.listener import (
    ListenerChain,
    RecordingListener,
    RewriterListener,
)
from tblgen_py.runtime.rewrite.pattern import (
    ANY_OP,
    IMPOSSIBLE_TO_MATCH,
    FunctionPattern,
    MatchAnyOpTypeTag,
    OpRewritePattern,
    Pattern,
    RewritePattern,
    as_op_class,
)
from tblgen_py.runtime.rewrite.pattern_set import (
    FrozenRewritePatternSet,
    RewritePatternSet,
)
from tblgen_py.runtime.rewrite.region_simplify import simplify_regions
from tblgen_py.runtime.rewrite.rewriter import PatternRewriter
from tblgen_py.runtime.rewrite.traits import (
    AlwaysSpeculatable,
    ConstantLike,
    HasRecursiveMemoryEffects,
    NoMemoryEffect,
    Pure,
)
from tblgen_py.runtime.rewrite.walk import WalkErasureError, walk_and_apply_patterns

__all__ = [
    "ANY_OP",
    "IMPOSSIBLE_TO_MATCH",
    "NO_LIMIT",
    "AlwaysSpeculatable",
    "ConstantLike",
    "CostModel",
    "EffectInstance",
    "EffectKind",
    "FoldAdaptor",
    "FrozenRewritePatternSet",
    "FunctionPattern",
    "GreedyPatternRewriteDriver",
    "GreedyRewriteConfig",
    "GreedyRewriteStrictness",
    "GreedySimplifyRegionLevel",
    "HasRecursiveMemoryEffects",
    "ListenerChain",
    "MatchAnyOpTypeTag",
    "NoMemoryEffect",
    "OpInterfaceRewritePattern",
    "OpRewritePattern",
    "OpTraitRewritePattern",
    "Pattern",
    "PatternApplicator",
    "PatternRewriter",
    "Pure",
    "RecordingListener",
    "RewritePattern",
    "RewritePatternSet",
    "RewriterListener",
    "WalkErasureError",
    "apply_op_patterns_greedily",
    "apply_patterns_greedily",
    "as_op_class",
    "constant_value",
    "default_cost_model",
    "is_op_trivially_dead",
    "simplify_regions",
    "walk_and_apply_patterns",
    "would_op_be_trivially_dead",
]
