"""Small pieces: worklist, listener chain, config docs, scope helpers, anchors."""

from __future__ import annotations

import ast
import inspect
import textwrap

import pytest

from tblgen_py.runtime.ir import Block, Operation
from tblgen_py.runtime.rewrite import (
    GreedyRewriteConfig,
    ListenerChain,
    PatternRewriter,
    RecordingListener,
    RewritePatternSet,
    apply_patterns_greedily,
)
from tblgen_py.runtime.rewrite import config as config_module
from tblgen_py.runtime.rewrite.constants import insertion_region
from tblgen_py.runtime.rewrite.greedy_apply import common_ancestor_region
from tblgen_py.runtime.rewrite.worklist import Worklist
from tests.runtime.test_rewrite_support import dedent, parse


class TestWorklist:
    def test_stack_order_unique_and_removal(self) -> None:
        a, b, c = Operation("t.a"), Operation("t.b"), Operation("t.c")
        worklist = Worklist()
        for op in (a, b, c, a):
            worklist.push(op)
        assert len(worklist) == 3 and b in worklist
        worklist.remove(c)
        worklist.remove(c)
        assert worklist.snapshot() == [a, b]
        assert worklist.pop() is b
        assert worklist.pop() is a
        assert not worklist

    def test_pop_skips_holes(self) -> None:
        a, b = Operation("t.a"), Operation("t.b")
        worklist = Worklist()
        worklist.push(a)
        worklist.push(b)
        worklist.remove(b)
        assert worklist.pop() is a

    def test_reverse_and_clear(self) -> None:
        ops = [Operation(f"t.{i}") for i in range(4)]
        worklist = Worklist()
        for op in ops:
            worklist.push(op)
        worklist.remove(ops[1])
        worklist.reverse()
        assert worklist.snapshot() == [ops[3], ops[2], ops[0]]
        worklist.remove(ops[2])
        assert [worklist.pop(), worklist.pop()] == [ops[0], ops[3]]
        worklist.push(ops[1])
        worklist.clear()
        assert not worklist and worklist.snapshot() == []


def test_listener_chain_forwards_in_order() -> None:
    first, second = RecordingListener(), RecordingListener()
    chain = ListenerChain([first, second])
    op = Operation("t.x")
    block = Block()
    chain.notify_operation_inserted(op, None)
    chain.notify_block_inserted(block)
    chain.notify_operation_modified(op)
    chain.notify_operation_replaced(op, [])
    chain.notify_operation_erased(op)
    chain.notify_block_erased(block)
    chain.notify_match_failure(op, "why")
    expected = [
        ("insert", "t.x"),
        ("insert-block", ""),
        ("modify", "t.x"),
        ("replace", "t.x"),
        ("erase", "t.x"),
        ("erase-block", ""),
        ("match-failure", "why"),
    ]
    assert first.events == expected and second.events == expected


def test_every_config_option_has_a_docstring() -> None:
    source = textwrap.dedent(inspect.getsource(GreedyRewriteConfig))
    body = ast.parse(source).body[0]
    assert isinstance(body, ast.ClassDef)
    fields = [n for n in body.body if isinstance(n, ast.AnnAssign)]
    assert len(fields) == len(config_module.GreedyRewriteConfig.__dataclass_fields__)
    for node in fields:
        following = body.body[body.body.index(node) + 1]
        assert isinstance(following, ast.Expr), ast.unparse(node)
        assert isinstance(following.value, ast.Constant)
        assert str(following.value.value).strip()


NESTED = dedent("""
    "t.outer"() ({
      "t.a"() : () -> ()
      "t.mid"() ({
        "t.b"() : () -> ()
      }) : () -> ()
    }) : () -> ()
    "t.c"() : () -> ()
    """)


def test_common_ancestor_region() -> None:
    module = parse(NESTED)
    top = module.regions[0]
    outer, c = top.blocks[0].ops
    a, mid = outer.regions[0].blocks[0].ops
    (b,) = mid.regions[0].blocks[0].ops
    assert common_ancestor_region([b]) is mid.regions[0]
    assert common_ancestor_region([a, b]) is outer.regions[0]
    assert common_ancestor_region([b, c]) is top
    assert common_ancestor_region([module]) is None


def test_insertion_region_of_unregistered_parents() -> None:
    module = parse(NESTED)
    outer = module.regions[0].blocks[0].ops[0]
    mid = outer.regions[0].blocks[0].ops[1]
    inner = mid.regions[0].blocks[0]
    assert insertion_region(inner) is mid.regions[0]
    with pytest.raises(ValueError, match="not in a region"):
        insertion_region(Block())


def test_anchor_of_an_erased_root_is_an_error() -> None:
    def erase_then_create(op: Operation, rewriter: PatternRewriter) -> bool:
        rewriter.erase_op(op)
        rewriter.create("t.new")
        return True

    module = parse('"t.x"() : () -> ()\n')
    patterns = RewritePatternSet(None).add_fn("t.x", erase_then_create)
    with pytest.raises(ValueError, match="before 't.x', which is no longer in a block"):
        apply_patterns_greedily(module, patterns, GreedyRewriteConfig())


def test_anchor_follows_a_moved_root() -> None:
    def move_then_create(op: Operation, rewriter: PatternRewriter) -> bool:
        if op.prev is None:
            return False
        other = op.prev
        rewriter.move_op_before(op, other)
        rewriter.create("t.new")
        return True

    module = parse('"t.first"() : () -> ()\n"t.x"() : () -> ()\n')
    patterns = RewritePatternSet(None).add_fn("t.x", move_then_create)
    apply_patterns_greedily(
        module, patterns, GreedyRewriteConfig(max_iterations=1, max_num_rewrites=1)
    )
    assert [op.name for op in module.regions[0].blocks[0]] == [
        "t.new",
        "t.x",
        "t.first",
    ]
