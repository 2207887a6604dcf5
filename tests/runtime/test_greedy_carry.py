"""Idle verdicts carried from one greedy iteration to the next.

When an iteration's quiet processing emptied its worklist without applying a
pattern, and nothing changed after it (no region simplification, no constant
merged by the next seeding), the ops it found idle at their last visit are
passed over in the next iteration until that one changes something.  The
result and the visits of every other op must be those of the driver with a
listener attached, which re-examines every op.
"""

from __future__ import annotations

from tblgen_py.runtime.rewrite import (
    FoldAdaptor,
    GreedyPatternRewriteDriver,
    GreedyRewriteConfig,
    RewriterListener,
)
from tblgen_py.runtime.rewrite.fold_needs import folds_only_on
from tests.runtime.test_rewrite_support import (
    ArithDialect,
    ConstantOp,
    MulIOp,
    arith_context,
    func_body,
    parse,
    show,
)


class IdleMulIOp(MulIOp):
    """``arith.muli`` whose folder declares it needs a constant operand."""

    __slots__ = ()

    @folds_only_on()
    def fold(self, adaptor: FoldAdaptor) -> object:
        """``x * 1 -> x``, constant products (as MulIOp's)."""
        return MulIOp.fold(self, adaptor)


class CountingDriver(GreedyPatternRewriteDriver):
    """Records how many carried ops each processing started with."""

    carried: list[int] = []

    def process_worklist(self) -> bool:
        self.carried.append(len(self._carried))
        return super().process_worklist()


CHAIN = func_body("""
    %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %m0 = "arith.muli"(%arg0, %c1) : (i32, i32) -> i32
    %n0 = "arith.muli"(%m0, %arg1) : (i32, i32) -> i32
    %c1b = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %m1 = "arith.muli"(%n0, %c1b) : (i32, i32) -> i32
    %n1 = "arith.muli"(%m1, %arg1) : (i32, i32) -> i32
    %c2 = "arith.constant"() <{value = 2 : i32}> : () -> i32
    %q = "arith.muli"(%n1, %c2) : (i32, i32) -> i32
    "func.return"(%q) : (i32) -> ()
""")


def _run(text: str, listener: RewriterListener | None) -> tuple[str, list[int]]:
    ctx = arith_context()
    ctx.load_dialect(ArithDialect("arith", [ConstantOp, IdleMulIOp]))
    module = parse('"builtin.module"() ({\n' + text + "}) : () -> ()\n", ctx)
    config = GreedyRewriteConfig(scope=module.regions[0], listener=listener)
    CountingDriver.carried = []
    driver = CountingDriver([], config)
    assert driver.simplify_region(module.regions[0])
    return show(module), CountingDriver.carried


def test_idle_ops_are_carried_and_the_result_is_the_listeners() -> None:
    quiet, carried = _run(CHAIN, None)
    observed, none = _run(CHAIN, RewriterListener())
    assert quiet == observed
    assert '%1 = "arith.muli"(%arg0, %arg1)' in quiet  # the x * 1 folded away
    assert none == [0, 0]  # a listener sees every visit: nothing is carried
    assert carried == [0, 2]  # %n0 and %n1: idle; %q reads a constant
