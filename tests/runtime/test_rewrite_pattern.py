"""RewritePattern, OpRewritePattern and FunctionPattern: declaration and dispatch."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.rewrite import (
    ANY_OP,
    IMPOSSIBLE_TO_MATCH,
    FunctionPattern,
    OpRewritePattern,
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
    apply_patterns_greedily,
    as_op_class,
)
from tests.runtime.test_rewrite_support import (
    EMPTY_MODULE,
    AddIOp,
    ConstantOp,
    dedent,
    func_body,
    parse,
    show,
)


class EraseUnused(RewritePattern):
    """Declared at class level: root, benefit, generated ops, labels."""

    ROOT = "t.op"
    BENEFIT = 3
    GENERATED_OPS = ("t.new",)
    DEBUG_LABELS = ("cleanup",)

    def match(self, op: Operation) -> bool:
        return op.use_empty()

    def rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        rewriter.erase_op(op)


class Initialized(RewritePattern):
    """Sets its state in the ``initialize`` hook."""

    ROOT = ANY_OP
    calls = 0

    def initialize(self) -> None:
        type(self).calls += 1
        self.set_debug_name("Renamed")
        self.add_debug_labels("L1", "L2")
        self.set_has_bounded_rewrite_recursion()

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return False


class AddZero(OpRewritePattern[AddIOp]):
    """``addi(x, 0) -> x`` on the op class, written with guard clauses."""

    OP_CLASS = AddIOp
    seen: list[type] = []

    def match_and_rewrite(self, op: AddIOp, rewriter: PatternRewriter) -> bool:
        type(self).seen.append(type(op))
        rhs = op.operand(1).defining_op
        if not isinstance(rhs, ConstantOp):
            return rewriter.notify_match_failure(op, "rhs is not a constant")
        value = rhs.get_attr("value")
        if getattr(value, "value", None) != 0:
            return rewriter.notify_match_failure(op, "rhs is not zero")
        rewriter.replace_op(op, [op.lhs])  # type: ignore[list-item]
        return True


class TestDeclaration:
    def test_class_level_fields(self) -> None:
        pattern = EraseUnused()
        assert pattern.root_name == "t.op"
        assert pattern.benefit == 3
        assert pattern.generated_ops == ("t.new",)
        assert pattern.debug_name == "EraseUnused"
        assert pattern.debug_labels == ["cleanup"]
        assert not pattern.has_bounded_rewrite_recursion

    def test_constructor_overrides(self) -> None:
        pattern = EraseUnused(
            "t.other", 7, generated_ops=["a.b"], debug_name="N", debug_labels=["x"]
        )
        assert (pattern.root_name, pattern.benefit) == ("t.other", 7)
        assert pattern.generated_ops == ("a.b",)
        assert pattern.debug_name == "N"
        assert pattern.debug_labels == ["cleanup", "x"]

    def test_root_must_be_explicit(self) -> None:
        class NoRoot(RewritePattern):
            pass

        with pytest.raises(TypeError, match="root op name or ANY_OP"):
            NoRoot()
        assert NoRoot(ANY_OP).root_name is None

    def test_negative_benefit_refused(self) -> None:
        with pytest.raises(ValueError, match="benefit must be >= 0"):
            EraseUnused(benefit=-5)
        assert EraseUnused(benefit=IMPOSSIBLE_TO_MATCH).benefit == IMPOSSIBLE_TO_MATCH

    def test_initialize_runs_once_on_create_and_add(self) -> None:
        Initialized.calls = 0
        pattern = Initialized.create()
        RewritePatternSet(None, [pattern])
        assert Initialized.calls == 1
        assert pattern.debug_name == "Renamed"
        assert pattern.debug_labels == ["L1", "L2"]
        assert pattern.has_bounded_rewrite_recursion
        assert pattern.root_name is None

    def test_initialize_runs_when_added(self) -> None:
        Initialized.calls = 0
        pattern = Initialized()
        assert Initialized.calls == 0
        RewritePatternSet(None).add(pattern)
        assert Initialized.calls == 1

    def test_repr(self) -> None:
        assert repr(EraseUnused()) == (
            "<EraseUnused 'EraseUnused' root=t.op benefit=3>"
        )

    def test_match_rewrite_pair_used_by_default(self) -> None:
        module = parse('"t.op"() : () -> ()\n"t.op"() : () -> i32\n')
        assert apply_patterns_greedily(module, [EraseUnused()])
        assert show(module) == EMPTY_MODULE

    def test_missing_hooks_raise(self) -> None:
        pattern = RewritePattern("t.op")
        with pytest.raises(NotImplementedError, match="defines no match"):
            pattern.match(Operation("t.op"))
        with pytest.raises(NotImplementedError, match="defines no rewrite"):
            pattern.rewrite(Operation("t.op"), PatternRewriter())


class TestOpRewritePattern:
    TEXT = func_body("""
        %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %1 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
        %2 = "arith.addi"(%1, %arg1) : (i32, i32) -> i32
        "func.return"(%2) : (i32) -> ()
        """)
    AFTER = dedent("""
        "builtin.module"() ({
          "func.func"() <{function_type = (i32, i32) -> i32, sym_name = "f"}> ({
          ^bb0(%arg0: i32, %arg1: i32):
            %0 = "arith.addi"(%arg0, %arg1) : (i32, i32) -> i32
            "func.return"(%0) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """)

    def test_root_from_op_class(self) -> None:
        pattern = AddZero()
        assert pattern.root_name == "arith.addi"
        assert pattern.op_class is AddIOp
        assert AddZero(AddIOp, 4).benefit == 4

    def test_needs_an_op_class(self) -> None:
        with pytest.raises(TypeError, match="no op class"):
            OpRewritePattern()

    def test_registered_class_reaches_the_pattern(self) -> None:
        AddZero.seen = []
        module = parse(self.TEXT)
        assert apply_patterns_greedily(module, [AddZero()])
        assert show(module) == self.AFTER
        assert AddZero.seen and set(AddZero.seen) == {AddIOp}

    def test_generic_op_is_viewed_as_the_class(self) -> None:
        from tblgen_py.runtime.ir import Context

        AddZero.seen = []
        ctx = Context(allow_unregistered_dialects=True)
        ctx.register_op(ConstantOp)
        module = parse(self.TEXT, ctx)
        addi = [op for op in module.walk_ops() if op.name == "arith.addi"]
        assert all(type(op) is Operation for op in addi)
        assert apply_patterns_greedily(module, [AddZero()])
        assert show(module) == self.AFTER
        assert set(AddZero.seen) == {AddIOp}

    def test_as_op_class(self) -> None:
        op = Operation("arith.addi")
        assert as_op_class(op, AddIOp) is op and type(op) is AddIOp
        assert as_op_class(op, AddIOp) is op
        with pytest.raises(TypeError, match="cannot be viewed as AddIOp"):
            as_op_class(Operation("arith.muli"), AddIOp)

    def test_as_op_class_needs_slots(self) -> None:
        class Fat(Operation):
            OPERATION_NAME = "t.fat"

        with pytest.raises(TypeError, match="adds instance state"):
            as_op_class(Operation("t.fat"), Fat)

    def test_match_rewrite_pair(self) -> None:
        class Pair(OpRewritePattern[AddIOp]):
            OP_CLASS = AddIOp

            def match(self, op: AddIOp) -> bool:
                return op.operand(0) is op.operand(1)

            def rewrite(self, op: AddIOp, rewriter: PatternRewriter) -> None:
                rewriter.replace_op(op, [op.operand(0)])

        module = parse(func_body("""
                %0 = "arith.addi"(%arg0, %arg0) : (i32, i32) -> i32
                "func.return"(%0) : (i32) -> ()
                """))
        assert apply_patterns_greedily(module, [Pair()])
        assert '"func.return"(%arg0)' in show(module)


class TestFunctionPattern:
    def test_function_becomes_a_pattern(self) -> None:
        def drop(op: Operation, rewriter: PatternRewriter) -> bool:
            if op.get_attr("keep") is not None:
                return False
            rewriter.erase_op(op)
            return True

        pattern = FunctionPattern("t.op", drop, 2, generated_ops=["t.x"])
        assert pattern.debug_name == "drop"
        assert (pattern.root_name, pattern.benefit) == ("t.op", 2)
        module = parse('"t.op"() : () -> ()\n"t.op"() {keep} : () -> ()\n')
        assert apply_patterns_greedily(module, RewritePatternSet(None).add(pattern))
        assert show(module) == dedent("""
            "builtin.module"() ({
              "t.op"() {keep} : () -> ()
            }) : () -> ()
            """)
