"""``tblgen_py.rewrite``: the bindings' pattern functions over the greedy driver."""

from __future__ import annotations

import pytest

from tblgen_py import ir
from tblgen_py.rewrite import (
    GreedyRewriteConfig,
    PatternRewriter,
    RewritePatternSet,
    apply_patterns_and_fold_greedily,
)

ASM = """
%0 = "t.old"() : () -> i32
"t.use"(%0) : (i32) -> ()
"""


def _renew(op: ir.OpView, rewriter: PatternRewriter) -> None:
    with rewriter.ip:
        new = ir.Operation.create("t.new", results=[op.results[0].type])
    rewriter.replace_op(op, new)


def test_a_false_return_means_rewritten() -> None:
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(ASM)
        patterns = RewritePatternSet()
        patterns.add("t.old", _renew)
        apply_patterns_and_fold_greedily(module, patterns.freeze())
        assert [op.name for op in module.body.operations] == ["t.new", "t.use"]


def test_a_true_return_means_no_match() -> None:
    with ir.Context() as ctx:
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(ASM)
        patterns = RewritePatternSet()
        patterns.add("t.old", lambda op, rewriter: True)
        apply_patterns_and_fold_greedily(module.operation, patterns.freeze())
        assert [op.name for op in module.body.operations] == ["t.old", "t.use"]


def test_patterns_that_never_settle_raise() -> None:
    with ir.Context() as ctx, ir.Location.unknown():
        ctx.allow_unregistered_dialects = True
        module = ir.Module.parse(ASM)

        def flip(op: ir.OpView, rewriter: PatternRewriter) -> None:
            with rewriter.ip:
                other = "t.new" if op.name == "t.old" else "t.old"
                new = ir.Operation.create(other, results=[op.results[0].type])
            rewriter.replace_op(op, new)

        patterns = RewritePatternSet()
        patterns.add("t.old", flip)
        patterns.add("t.new", flip)
        config = GreedyRewriteConfig()
        config.max_iterations = 3
        config.enable_folding = False
        with pytest.raises(RuntimeError, match="failed to converge"):
            apply_patterns_and_fold_greedily(module, patterns.freeze(), config)
