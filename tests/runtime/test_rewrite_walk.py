"""The walk driver: post-order, one visit per op, no revisits, local erasure only."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.rewrite import (
    ANY_OP,
    PatternRewriter,
    RecordingListener,
    RewritePattern,
    WalkErasureError,
    walk_and_apply_patterns,
)
from tests.runtime.test_rewrite_support import dedent, parse, show

NESTED = dedent("""
    "t.a"() : () -> ()
    "t.w"() ({
      "t.i1"() : () -> ()
      "t.i2"() : () -> ()
    }) : () -> ()
    "t.b"() : () -> ()
    """)


class Visits(RewritePattern):
    """Never matches; records the ops it is offered."""

    ROOT = ANY_OP

    def __init__(self) -> None:
        super().__init__()
        self.order: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        self.order.append(op.name)
        return False


class Grow(RewritePattern):
    """Replaces ``t.x`` by two new ``t.x`` ops (would loop if revisited)."""

    ROOT = "t.x"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        rewriter.create("t.x")
        rewriter.set_insertion_point_after(op)
        rewriter.create("t.x")
        rewriter.erase_op(op)
        return True


def test_post_order_without_the_root() -> None:
    visits = Visits()
    module = parse(NESTED)
    assert not walk_and_apply_patterns(module, [visits])
    assert visits.order == ["t.a", "t.i1", "t.i2", "t.w", "t.b"]


def test_new_ops_are_not_visited() -> None:
    module = parse('"t.x"() : () -> ()\n"t.end"() : () -> ()\n')
    assert walk_and_apply_patterns(module, [Grow()])
    assert show(module).count('"t.x"()') == 2


def test_listener_receives_changes() -> None:
    listener = RecordingListener()
    walk_and_apply_patterns(parse('"t.x"() : () -> ()\n'), [Grow()], listener)
    assert listener.events == [("insert", "t.x"), ("insert", "t.x"), ("erase", "t.x")]


def test_erasing_the_visited_ops_children_is_allowed() -> None:
    class Flatten(RewritePattern):
        ROOT = "t.w"

        def match_and_rewrite(self, op: Operation, rw: PatternRewriter) -> bool:
            rw.erase_op(op)
            return True

    module = parse(NESTED)
    assert walk_and_apply_patterns(module, [Flatten()])
    assert '"t.w"' not in show(module) and '"t.i1"' not in show(module)


def test_erasing_other_ops_is_refused() -> None:
    class EraseNext(RewritePattern):
        ROOT = "t.a"

        def match_and_rewrite(self, op: Operation, rw: PatternRewriter) -> bool:
            assert op.next is not None
            rw.erase_op(op.next)
            return True

    with pytest.raises(WalkErasureError, match="erasing 't.i2' while visiting 't.a'"):
        walk_and_apply_patterns(parse(NESTED), [EraseNext()])
