"""``ROOT_OPERANDS``: patterns whose root operands cannot match are not called."""

from __future__ import annotations

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.rewrite import (
    GreedyRewriteConfig,
    PatternRewriter,
    RecordingListener,
    RewritePattern,
    apply_patterns_greedily,
)
from tblgen_py.runtime.rewrite.operand_filter import CONSTANT, OperandFilter
from tests.runtime.test_rewrite_support import func_body, parse

# %0 = t.src, %c = arith.constant; t.use ops differ by their operands' defs.
TEXT = func_body("""
    %0 = "t.src"() : () -> i32
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "t.use"(%0, %c) : (i32, i32) -> ()
    "t.use"(%c, %0) : (i32, i32) -> ()
    "t.use"(%arg0, %c) : (i32, i32) -> ()
    "t.use"(%0) : (i32) -> ()
    "func.return"(%arg0) : (i32) -> ()
    """)


class Offered(RewritePattern):
    """Never matches; records which ``t.use`` it is offered (by operand defs)."""

    ROOT = "t.use"

    def __init__(self, log: list[tuple[str, str]], benefit: int) -> None:
        super().__init__(benefit=benefit)
        self.log = log

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        defs = [v.defining_op for v in op.operands]
        shape = ",".join("arg" if d is None else d.name for d in defs)
        self.log.append((type(self).__name__, shape))
        return False


class SrcThenConstant(Offered):
    ROOT_OPERANDS = ("t.src", CONSTANT)


class ConstantFirst(Offered):
    ROOT_OPERANDS = (CONSTANT, None)


class AnyOperands(Offered):
    """No condition: offered every ``t.use``."""


def run(config: GreedyRewriteConfig) -> list[tuple[str, str]]:
    """The offers made during one greedy run (one iteration: nothing changes)."""
    log: list[tuple[str, str]] = []
    patterns = [SrcThenConstant(log, 3), AnyOperands(log, 2), ConstantFirst(log, 1)]
    apply_patterns_greedily(parse(TEXT), patterns, config)
    return log


def test_only_patterns_whose_operands_may_match_are_called_in_benefit_order() -> None:
    assert run(GreedyRewriteConfig(use_top_down_traversal=True)) == [
        ("SrcThenConstant", "t.src,arith.constant"),
        ("AnyOperands", "t.src,arith.constant"),
        ("AnyOperands", "arith.constant,t.src"),
        ("ConstantFirst", "arith.constant,t.src"),
        ("AnyOperands", "arg,arith.constant"),
        ("AnyOperands", "t.src"),
    ]


def test_an_observed_run_still_calls_every_pattern() -> None:
    """With a listener every pattern is tried, as its notifications say."""
    offered = run(
        GreedyRewriteConfig(use_top_down_traversal=True, listener=RecordingListener())
    )
    assert len(offered) == 12
    assert offered.count(("SrcThenConstant", "t.src")) == 1


def test_the_filter_reuses_its_answer_for_operands_of_the_same_kind() -> None:
    ctx_module = parse(TEXT)
    uses = [op for op in ctx_module.walk_ops() if op.name == "t.use"]
    log: list[tuple[str, str]] = []
    patterns = [SrcThenConstant(log, 1), ConstantFirst(log, 1)]
    index = OperandFilter(patterns, ["first", "second"])
    assert [index.entries_for(op) for op in uses] == [
        ("first",),
        ("second",),
        (),
        (),
    ]
    assert len(index.kept) == 4
    assert index.entries_for(uses[0]) == ("first",)
    assert len(index.kept) == 4
