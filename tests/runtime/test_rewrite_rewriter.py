"""PatternRewriter: every mutation, and the notifications listeners receive."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Block, InsertionPoint, Operation, Region
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.rewrite import PatternRewriter, RecordingListener
from tests.runtime.test_rewrite_support import (
    EMPTY_MODULE,
    AddIOp,
    arith_context,
    dedent,
    parse,
    show,
)

I32 = IntegerType.get(32)


def setup(
    text: str,
) -> tuple[Operation, list[Operation], PatternRewriter, RecordingListener]:
    """Parse ``text``; return the module, its top-level ops, a rewriter, a recorder."""
    module = parse(text)
    listener = RecordingListener()
    rewriter = PatternRewriter(arith_context(), listener)
    return module, list(module.regions[0].blocks[0]), rewriter, listener


def body(*lines: str) -> str:
    """The printed module holding ``lines``."""
    inner = "".join(f"  {line}\n" for line in lines)
    return '"builtin.module"() ({\n' + inner + "}) : () -> ()\n"


TWO = """
%0 = "t.a"() : () -> i32
%1 = "t.b"(%0, %0) : (i32, i32) -> i32
"t.use"(%1) : (i32) -> ()
"""


class TestCreation:
    def test_create_inserts_and_notifies(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.set_insertion_point_before(b)
        new = rewriter.create("arith.addi", [a.result, a.result], [I32])
        assert type(new) is AddIOp
        assert rec.events == [("insert", "arith.addi")]
        assert rewriter.has_changed
        assert show(module) == body(
            '%0 = "t.a"() : () -> i32',
            '%1 = "arith.addi"(%0, %0) : (i32, i32) -> i32',
            '%2 = "t.b"(%0, %0) : (i32, i32) -> i32',
            '"t.use"(%2) : (i32) -> ()',
        )

    def test_insert_without_point_only_builds(self) -> None:
        rewriter = PatternRewriter(listener=(rec := RecordingListener()))
        op = rewriter.insert(Operation("t.x"))
        assert op.parent is None and rec.events == [] and not rewriter.has_changed

    def test_create_block_notifies(self) -> None:
        rewriter = PatternRewriter(listener=(rec := RecordingListener()))
        region = Region()
        block = rewriter.create_block(region, [I32])
        assert region.blocks == [block]
        assert rewriter.insertion_point is not None
        assert rewriter.insertion_point.block is block
        assert rec.events == [("insert-block", "")]

    def test_clone_notifies_nested_then_root(self) -> None:
        module, (outer,), rewriter, rec = setup(
            '"t.outer"() ({\n  "t.inner"() : () -> ()\n}) : () -> ()\n'
        )
        rewriter.set_insertion_point_after(outer)
        rewriter.clone(outer)
        assert rec.events == [("insert", "t.inner"), ("insert", "t.outer")]
        assert len(list(module.regions[0].blocks[0])) == 2


class TestReplaceAndErase:
    def test_replace_op_with_values(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.replace_op(b, [a.result])
        assert rec.events == [
            ("replace", "t.b"),
            ("modify", "t.use"),
            ("erase", "t.b"),
        ]
        assert show(module) == body(
            '%0 = "t.a"() : () -> i32', '"t.use"(%0) : (i32) -> ()'
        )

    def test_replace_op_with_op(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.set_insertion_point_before(b)
        c = rewriter.create("t.c", [], [I32])
        rewriter.replace_op(b, c)
        assert use.operand(0) is c.result
        assert b.parent is None

    def test_replace_op_with_one_value(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.replace_op(b, a.result)  # a single-result op: the value itself
        assert rec.events == [
            ("replace", "t.b"),
            ("modify", "t.use"),
            ("erase", "t.b"),
        ]
        assert show(module) == body(
            '%0 = "t.a"() : () -> i32', '"t.use"(%0) : (i32) -> ()'
        )

    def test_replace_op_count_mismatch(self) -> None:
        module, (a, b, use), rewriter, _ = setup(TWO)
        with pytest.raises(ValueError, match="1 results"):
            rewriter.replace_op(b, [])

    @pytest.mark.parametrize("kind", ["name", "class"])
    def test_replace_op_with_new_op(self, kind: str) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.set_insertion_point_before(b)
        new = AddIOp if kind == "class" else "arith.addi"
        created = rewriter.replace_op_with_new_op(b, new, [a.result, a.result])
        assert type(created) is AddIOp
        assert rec.events[0] == ("insert", "arith.addi")
        assert show(module) == body(
            '%0 = "t.a"() : () -> i32',
            '%1 = "arith.addi"(%0, %0) : (i32, i32) -> i32',
            '"t.use"(%1) : (i32) -> ()',
        )

    def test_replace_op_with_detached_op(self) -> None:
        module, (a, b, use), rewriter, _ = setup(TWO)
        rewriter.set_insertion_point_before(b)
        made = Operation("t.made", [a.result], [I32])
        assert rewriter.replace_op_with_new_op(b, made) is made
        assert use.operand(0) is made.result

    def test_erase_op_refuses_used_results(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        with pytest.raises(ValueError, match="still has uses"):
            rewriter.erase_op(a)
        assert rec.events == []

    def test_erase_nested_users_before_definitions(self) -> None:
        module, (outer,), rewriter, rec = setup(dedent("""
                "t.outer"() ({
                  %0 = "t.def"() : () -> i32
                  "t.user"(%0) : (i32) -> ()
                }, {
                  "t.second"() : () -> ()
                }) : () -> ()
                """))
        rewriter.erase_op(outer)
        assert rec.events == [
            ("erase", "t.user"),
            ("erase", "t.def"),
            ("erase-block", ""),
            ("erase", "t.second"),
            ("erase-block", ""),
            ("erase", "t.outer"),
        ]
        assert show(module) == EMPTY_MODULE

    def test_erase_block(self) -> None:
        module, (outer,), rewriter, rec = setup(
            '"t.outer"() ({\n  "t.x"() : () -> ()\n^bb1:\n  "t.y"() : () -> ()\n}) : () -> ()\n'
        )
        second = outer.regions[0].blocks[1]
        rewriter.erase_block(second)
        assert rec.events == [("erase", "t.y"), ("erase-block", "")]
        assert len(outer.regions[0].blocks) == 1


class TestInPlace:
    def test_start_finalize(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.start_op_modification(b)
        b.set_attr("flag", a.get_attr("none") or _unit())
        rewriter.finalize_op_modification(b)
        assert rec.events == [("modify", "t.b")]
        assert '"t.b"(%0, %0) {flag}' in show(module)

    def test_cancel_does_not_notify(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.start_op_modification(b)
        rewriter.cancel_op_modification(b)
        assert rec.events == [] and not rewriter.has_changed

    def test_modify_op_in_place(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.modify_op_in_place(b, lambda: b.set_operand(1, use.operand(0)))
        assert rec.events == [("modify", "t.b")]

    def test_modifying_context(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        with rewriter.modifying(b):
            b.set_attr("flag", _unit())
        with pytest.raises(RuntimeError):
            with rewriter.modifying(use):
                raise RuntimeError("undo")
        assert rec.events == [("modify", "t.b")]

    def test_replace_all_uses_with(self) -> None:
        module, (a, b, use, _), rewriter, rec = setup(
            TWO + '"t.use2"(%1, %1) : (i32, i32) -> ()\n'
        )
        rewriter.replace_all_uses_with(b.result, a.result)
        assert rec.events == [
            ("modify", "t.use"),
            ("modify", "t.use2"),
            ("modify", "t.use2"),
        ]
        assert b.use_empty()
        rewriter.replace_all_uses_with(a.result, a.result)
        assert len(rec.events) == 3

    def test_replace_uses_with_if(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.replace_uses_with_if(a.result, use.operand(0), lambda u: u.index == 1)
        assert show(module).count('"t.b"(%0, %1)') == 1
        assert rec.events == [("modify", "t.b")]

    def test_replace_all_op_uses_with(self) -> None:
        module, (a, b, use), rewriter, rec = setup(TWO)
        rewriter.replace_all_op_uses_with(b, [a.result])
        assert rec.events == [("replace", "t.b"), ("modify", "t.use")]
        assert b.parent is not None


class TestMoving:
    NESTED = dedent("""
        %0 = "t.a"() : () -> i32
        "t.wrap"() ({
        ^bb0(%arg0: i32):
          %1 = "t.inner"(%arg0) : (i32) -> i32
          "t.sink"(%1) : (i32) -> ()
        }) : () -> ()
        "t.end"() : () -> ()
        """)

    def test_inline_block_before_op(self) -> None:
        module, (a, wrap, end), rewriter, rec = setup(self.NESTED)
        source = wrap.regions[0].blocks[0]
        rewriter.inline_block_before(source, end, arg_values=[a.result])
        assert rec.events == [
            ("modify", "t.inner"),
            ("move", "t.inner"),
            ("move", "t.sink"),
            ("erase-block", ""),
        ]
        assert show(module) == body(
            '%0 = "t.a"() : () -> i32',
            '"t.wrap"() ({',
            "}) : () -> ()",
            '%1 = "t.inner"(%0) : (i32) -> i32',
            '"t.sink"(%1) : (i32) -> ()',
            '"t.end"() : () -> ()',
        )

    def test_inline_block_into_block_position(self) -> None:
        module, (a, wrap, end), rewriter, _ = setup(self.NESTED)
        source = wrap.regions[0].blocks[0]
        top = module.regions[0].blocks[0]
        rewriter.inline_block_before(source, top, a.next, [a.result])
        assert [op.name for op in top] == [
            "t.a",
            "t.inner",
            "t.sink",
            "t.wrap",
            "t.end",
        ]

    def test_merge_blocks(self) -> None:
        module, (a, wrap, end), rewriter, _ = setup(self.NESTED)
        source = wrap.regions[0].blocks[0]
        top = module.regions[0].blocks[0]
        rewriter.merge_blocks(source, top, [a.result])
        assert [op.name for op in top] == [
            "t.a",
            "t.wrap",
            "t.end",
            "t.inner",
            "t.sink",
        ]

    def test_inline_argument_count_checked(self) -> None:
        module, (a, wrap, end), rewriter, _ = setup(self.NESTED)
        with pytest.raises(ValueError, match="wrong number of argument values"):
            rewriter.inline_block_before(wrap.regions[0].blocks[0], end)

    def test_move_op_before_and_after(self) -> None:
        module, (a, b, use, z), rewriter, rec = setup(TWO + '"t.z"() : () -> ()\n')
        rewriter.move_op_before(z, a)
        rewriter.move_op_after(z, use)
        assert rec.events == [("move", "t.z"), ("move", "t.z")]
        assert [op.name for op in module.regions[0].blocks[0]] == [
            "t.a",
            "t.b",
            "t.use",
            "t.z",
        ]


class TestMatchFailure:
    def test_reason_reaches_listener_and_returns_false(self) -> None:
        rewriter = PatternRewriter(listener=(rec := RecordingListener()))
        op = Operation("t.x")
        assert rewriter.notify_match_failure(op, "not today") is False
        assert rewriter.notify_match_failure(op, lambda: "lazy reason") is False
        assert rec.events == [
            ("match-failure", "not today"),
            ("match-failure", "lazy reason"),
        ]

    def test_notes_failures_by_default(self) -> None:
        assert PatternRewriter().notes_failures is True

    def test_lazy_reason_not_built_without_listener(self) -> None:
        def boom() -> str:
            raise AssertionError("built")

        assert PatternRewriter().notify_match_failure(None, boom) is False


def test_rewriter_without_listener_mutates() -> None:
    module, (a, b, use), _, _ = setup(TWO)
    rewriter = PatternRewriter()
    rewriter.insertion_point = InsertionPoint.before(b)
    rewriter.replace_op(b, [a.result])
    assert show(module) == body('%0 = "t.a"() : () -> i32', '"t.use"(%0) : (i32) -> ()')
    assert isinstance(module.regions[0].blocks[0], Block)


def _unit() -> object:
    from tblgen_py.runtime.ir.attributes import UnitAttr

    return UnitAttr.get()
