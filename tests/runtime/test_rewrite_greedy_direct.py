"""The greedy driver's direct worklist updates agree with its listener hooks.

With no log, listener, strict mode or recursion check, ``GreedyRewriter``
updates the worklist itself on replace and erase; with a listener attached the
same changes go through the hooks one by one.  Both must visit the same ops in
the same order and leave the same IR.  Also: use lists never keep stale uses.
"""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Block, Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.rewrite import (
    ANY_OP,
    GreedyPatternRewriteDriver,
    GreedyRewriteConfig,
    PatternRewriter,
    RewritePattern,
    RewriterListener,
)
from tests.runtime.test_rewrite_support import ConstantOp, func_body, parse, show

INPUT = func_body("""
    %c0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %c1 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %a = "arith.addi"(%arg0, %c0) : (i32, i32) -> i32
    %b = "arith.muli"(%a, %c1) : (i32, i32) -> i32
    %dead = "arith.addi"(%b, %arg1) : (i32, i32) -> i32
    %r = "test.region"(%b) ({
    ^bb0(%x: i32):
      %z = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %y = "arith.addi"(%x, %z) : (i32, i32) -> i32
      %c0b = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %w = "arith.addi"(%y, %c0b) : (i32, i32) -> i32
      "test.yield"(%w) : (i32) -> ()
    }) : (i32) -> i32
    %e = "arith.addi"(%r, %c0) : (i32, i32) -> i32
    %f = "arith.addi"(%e, %e) : (i32, i32) -> i32
    "func.return"(%f) : (i32) -> ()
""")


class Visits(RewritePattern):
    """Never matches; records the ops offered to it."""

    ROOT = ANY_OP
    BENEFIT = 10

    def __init__(self) -> None:
        super().__init__()
        self.order: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.order.append(op.name)
        return rewriter.notify_match_failure(op, "only records")


class AddZero(RewritePattern):
    """``addi(x, 0) -> x``."""

    ROOT = "arith.addi"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        rhs = op.operand(1).defining_op
        if not isinstance(rhs, ConstantOp) or rhs.get_attr("value") != IntegerAttr.get(
            op.operand(1).type, 0  # type: ignore[arg-type]
        ):
            return rewriter.notify_match_failure(op, "rhs is not zero")
        rewriter.replace_op(op, [op.operand(0)])
        return True


def _run(top_down: bool, listener: RewriterListener | None) -> tuple[list[str], str]:
    """The visit order and the printed result of one driver run on ``INPUT``."""
    module = parse('"builtin.module"() ({\n' + INPUT + "}) : () -> ()\n")
    visits = Visits()
    config = GreedyRewriteConfig(
        use_top_down_traversal=top_down, scope=module.regions[0], listener=listener
    )
    driver = GreedyPatternRewriteDriver([visits, AddZero()], config)
    assert driver.rewriter.direct is (listener is None)
    # match-failure reasons are only worth building when someone listens
    assert driver.rewriter.notes_failures is (listener is not None)
    assert driver.simplify_region(module.regions[0])
    return visits.order, show(module)


@pytest.mark.parametrize("top_down", [False, True], ids=["bottom-up", "top-down"])
def test_direct_updates_match_listener_hooks(top_down: bool) -> None:
    direct = _run(top_down, None)
    hooked = _run(top_down, RewriterListener())
    assert direct == hooked
    order, text = direct
    assert "test.region" in order and "builtin.module" not in order
    assert "arith.muli" not in order  # folded before any pattern is tried
    assert text.count('"arith.addi"') == 1  # only %f = addi(%e, %e) is left
    assert '"arith.muli"' not in text  # folded: x * 1 -> x
    assert '"arith.constant"' not in text  # all became unused and were erased


class TestUseListsShrink:
    def test_removed_uses_leave_no_entries(self) -> None:
        block = Block()
        src = block.append(Operation("t.src", result_types=["i32"]))
        users = [block.append(Operation("t.use", [src.result])) for _ in range(50)]
        for user in users[:40]:
            user.erase()
        assert len(src.result.uses) == 10
        assert {use.owner for use in src.result.uses} == set(users[40:])
        assert all(src.result.uses[u.slot] is u for u in src.result.uses)

    def test_dropped_operand_is_not_dropped_twice(self) -> None:
        block = Block()
        src = block.append(Operation("t.src", result_types=["i32"]))
        a = block.append(Operation("t.use", [src.result]))
        b = block.append(Operation("t.use", [src.result]))
        a.operand_uses[0].drop()
        a.operand_uses[0].drop()
        assert [u.owner for u in src.result.uses] == [b]
        a.erase()
        assert [u.owner for u in src.result.uses] == [b]
        assert b.operand_uses[0].slot == 0
