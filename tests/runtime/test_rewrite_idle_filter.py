"""Ops nothing can apply to are passed over: folds declared ``folds_only_on``."""

from __future__ import annotations

from tblgen_py.runtime.ir import Context, Dialect, Operation
from tblgen_py.runtime.rewrite import (
    FoldAdaptor,
    GreedyRewriteConfig,
    PatternRewriter,
    RecordingListener,
    RewritePattern,
    apply_patterns_greedily,
)
from tblgen_py.runtime.rewrite.fold_needs import fold_needs, folds_only_on
from tblgen_py.runtime.rewrite.operand_filter import CONSTANT
from tests.runtime.test_rewrite_support import (
    ArithDialect,
    ConstantOp,
    func_body,
    parse,
)

FOLDED: list[str] = []
"""The operand shapes of the ``t.fold`` ops whose fold hook was called."""


def shape(op: Operation) -> str:
    """``op``'s operands' defining op names (``arg`` for block arguments)."""
    defs = [value.defining_op for value in op.operands]
    return ",".join("arg" if d is None else d.name for d in defs)


class FoldOp(Operation):
    """``t.fold``: a fold hook that needs a constant or a ``t.src`` operand."""

    __slots__ = ()
    OPERATION_NAME = "t.fold"
    registered = True

    @folds_only_on("t.src")
    def fold(self, adaptor: FoldAdaptor) -> object:
        """Record the call; never fold."""
        FOLDED.append(shape(self))
        return None


TEXT = func_body("""
    %0 = "t.src"() : () -> i32
    %1 = "t.other"() : () -> i32
    %c = "arith.constant"() <{value = 1 : i32}> : () -> i32
    "t.fold"(%1, %arg0) : (i32, i32) -> ()
    "t.fold"(%1, %0) : (i32, i32) -> ()
    "t.fold"(%arg0, %c) : (i32, i32) -> ()
    "t.fold"(%arg1, %1) : (i32, i32) -> ()
    "t.fold"(%1) : (i32) -> ()
    "func.return"(%arg0) : (i32) -> ()
    """)


class Offered(RewritePattern):
    """Never matches; records the ``t.fold`` ops it is offered."""

    ROOT = "t.fold"

    def __init__(self, log: list[str]) -> None:
        super().__init__()
        self.log = log

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.log.append(shape(op))
        return False


class OtherFirst(Offered):
    ROOT_OPERANDS = ("t.other", None)


class AnyOperands(Offered):
    """No ``ROOT_OPERANDS``: every ``t.fold`` may match."""


def run(patterns: list[Offered], config: GreedyRewriteConfig) -> list[str]:
    """The folds called during one greedy run (nothing changes)."""
    ctx = Context(allow_unregistered_dialects=True)
    ctx.load_dialect(ArithDialect("arith", [ConstantOp]))
    ctx.load_dialect(Dialect("t", [FoldOp]))
    FOLDED.clear()
    apply_patterns_greedily(parse(TEXT, ctx), patterns, config)
    return list(FOLDED)


TOP_DOWN = GreedyRewriteConfig(use_top_down_traversal=True)


def test_folds_are_called_only_with_a_constant_or_a_needed_operand() -> None:
    assert fold_needs(FoldOp.fold) == frozenset({"t.src"})
    assert run([], TOP_DOWN) == ["t.other,t.src", "arg,arith.constant"]


def test_patterns_are_still_offered_the_ops_their_operands_allow() -> None:
    log: list[str] = []
    folded = run([OtherFirst(log)], TOP_DOWN)
    # An op a pattern may match is not passed over: it is folded first.
    assert folded == ["t.other,arg", "t.other,t.src", "arg,arith.constant"]
    assert log == ["t.other,arg", "t.other,t.src"]


def test_a_pattern_without_root_operands_sees_every_op_and_every_fold_runs() -> None:
    log: list[str] = []
    every = ["t.other,arg", "t.other,t.src", "arg,arith.constant", "arg,t.other"]
    every.append("t.other")
    assert run([AnyOperands(log)], TOP_DOWN) == every
    assert log == every


def test_an_observed_run_calls_every_fold() -> None:
    config = GreedyRewriteConfig(
        use_top_down_traversal=True, listener=RecordingListener()
    )
    assert len(run([], config)) == 5
