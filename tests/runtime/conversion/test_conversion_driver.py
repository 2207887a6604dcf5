"""The conversion drivers: partial/full/analysis, rollback, casts, cost model."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from conversion_helpers import CAST, Rename, generic, parse, widening_converter

from tblgen_py.runtime.conversion import (
    ConversionConfig,
    ConversionFailure,
    ConversionPattern,
    ConversionPatternRewriter,
    ConversionTarget,
    apply_analysis_conversion,
    apply_full_conversion,
    apply_partial_conversion,
)
from tblgen_py.runtime.ir import Operation
from tblgen_py.runtime.ir.types import i
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import FunctionPattern

CHAIN = """
"test.func"() ({
^bb0(%a: i32):
  %0 = "test.foo"(%a) : (i32) -> i32
  %1 = "test.foo"(%0) : (i32) -> i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
"""


def foo_to_bar_target() -> ConversionTarget:
    target = ConversionTarget()
    target.add_illegal_op("test.foo")
    target.add_legal_op("test.bar")
    return target


class TestPartialConversion:
    def test_type_change_inserts_target_and_source_casts(self) -> None:
        context, module = parse(CHAIN)
        pattern = Rename("test.foo", "test.bar", widening_converter())
        apply_partial_conversion(
            module, foo_to_bar_target(), [pattern], context=context
        )
        lines = [line.strip() for line in generic(module, context).splitlines()]
        assert lines[3:7] == [
            '%0 = "builtin.unrealized_conversion_cast"(%arg0) : (i32) -> i64',
            '%1 = "test.bar"(%0) : (i64) -> i64',
            '%2 = "test.bar"(%1) : (i64) -> i64',
            '%3 = "builtin.unrealized_conversion_cast"(%2) : (i64) -> i32',
        ]
        assert lines[7] == '"test.use"(%3) : (i32) -> ()'

    def test_same_types_need_no_cast(self) -> None:
        context, module = parse(CHAIN)
        apply_partial_conversion(
            module,
            foo_to_bar_target(),
            [Rename("test.foo", "test.bar")],
            context=context,
        )
        text = generic(module, context)
        assert CAST not in text and "test.foo" not in text
        assert text.count('"test.bar"') == 2

    def test_unknown_ops_may_stay(self) -> None:
        context, module = parse(CHAIN)
        target = ConversionTarget()
        target.add_legal_op("test.bar")
        unlegalized: set[Operation] = set()
        config = ConversionConfig(unlegalized_ops=unlegalized)
        apply_partial_conversion(module, target, [], config, context=context)
        assert sorted(op.name for op in unlegalized).count("test.foo") == 2

    def test_illegal_op_fails_and_ir_is_unchanged(self) -> None:
        context, module = parse(CHAIN)
        before = generic(module, context)
        target = foo_to_bar_target()
        target.add_illegal_op("test.baz")
        # test.foo -> test.baz applies, but test.baz cannot be legalized.
        pattern = Rename("test.foo", "test.baz", widening_converter())
        with pytest.raises(ConversionFailure) as info:
            apply_partial_conversion(module, target, [pattern], context=context)
        assert str(info.value) == (
            "failed to legalize operation 'test.foo' that was explicitly marked illegal"
        )
        assert generic(module, context) == before

    def test_later_failure_rolls_back_earlier_successes(self) -> None:
        context, module = parse("""
            "test.func"() ({
            ^bb0(%a: i32):
              %0 = "test.foo"(%a) : (i32) -> i32
              %1 = "test.qux"(%0) : (i32) -> i32
            }) : () -> ()
            """)
        before = generic(module, context)
        target = foo_to_bar_target()
        target.add_illegal_op("test.qux")
        pattern = Rename("test.foo", "test.bar", widening_converter())
        with pytest.raises(ConversionFailure, match="'test.qux'"):
            apply_partial_conversion(module, target, [pattern], context=context)
        assert generic(module, context) == before


class TestPatternRollback:
    def test_failed_pattern_changes_are_undone(self) -> None:
        context, module = parse(CHAIN)

        def messy(op: Operation, rewriter: object) -> bool:
            assert isinstance(rewriter, ConversionPatternRewriter)
            rewriter.create("test.garbage", [], [i(1)])
            rewriter.modify_op_in_place(
                op, lambda: op.attributes.__setitem__("touched", None)
            )
            return False

        patterns = [
            FunctionPattern("test.foo", messy, benefit=2),
            Rename("test.foo", "test.bar"),
        ]
        apply_partial_conversion(module, foo_to_bar_target(), patterns, context=context)
        text = generic(module, context)
        assert "test.garbage" not in text and "touched" not in text
        assert text.count('"test.bar"') == 2

    def test_pattern_whose_result_is_illegal_is_undone(self) -> None:
        context, module = parse(CHAIN)
        target = foo_to_bar_target()
        target.add_illegal_op("test.baz")
        patterns = [
            Rename("test.foo", "test.baz", benefit=5),
            Rename("test.foo", "test.bar", benefit=1),
        ]
        apply_partial_conversion(module, target, patterns, context=context)
        text = generic(module, context)
        assert "test.baz" not in text and text.count('"test.bar"') == 2

    def test_cancel_op_modification_restores_the_op(self) -> None:
        context, module = parse(CHAIN)
        seen: list[str] = []

        def cancel(op: Operation, rewriter: object) -> bool:
            assert isinstance(rewriter, ConversionPatternRewriter)
            rewriter.start_op_modification(op)
            op.name = "test.renamed"
            rewriter.cancel_op_modification(op)
            seen.append(op.name)
            return False

        apply_partial_conversion(
            module,
            foo_to_bar_target(),
            [
                FunctionPattern("test.foo", cancel, benefit=3),
                Rename("test.foo", "test.bar"),
            ],
            context=context,
        )
        assert seen == ["test.foo", "test.foo"]


class TestFullAndAnalysis:
    def test_full_conversion_needs_every_op_legal(self) -> None:
        context, module = parse(CHAIN)
        before = generic(module, context)
        target = foo_to_bar_target()
        target.add_legal_op("builtin.module", "test.func")
        with pytest.raises(ConversionFailure) as info:
            apply_full_conversion(
                module, target, [Rename("test.foo", "test.bar")], context=context
            )
        assert str(info.value) == "failed to legalize operation 'test.use'"
        assert info.value.op is not None and info.value.op.name == "test.use"
        assert generic(module, context) == before

    def test_full_conversion_succeeds(self) -> None:
        context, module = parse(CHAIN)
        target = foo_to_bar_target()
        target.add_legal_op("builtin.module", "test.func", "test.use")
        apply_full_conversion(
            module, target, [Rename("test.foo", "test.bar")], context=context
        )
        assert "test.foo" not in generic(module, context)

    def test_analysis_reports_legalizable_ops_and_changes_nothing(self) -> None:
        context, module = parse(CHAIN)
        before = generic(module, context)
        target = foo_to_bar_target()
        target.add_legal_op("test.func")
        found = apply_analysis_conversion(
            module, target, [Rename("test.foo", "test.bar")], context=context
        )
        assert sorted(op.name for op in found) == ["test.foo", "test.foo", "test.func"]
        assert generic(module, context) == before


class TestRecursiveLegality:
    def test_ops_inside_recursively_legal_ops_are_not_converted(self) -> None:
        context, module = parse("""
            "test.wrap"() ({
              %0 = "test.foo"() : () -> i32
            }) : () -> ()
            %1 = "test.foo"() : () -> i32
            """)
        target = foo_to_bar_target()
        target.add_legal_op("test.wrap")
        target.mark_op_recursively_legal("test.wrap")
        apply_partial_conversion(
            module, target, [Rename("test.foo", "test.bar")], context=context
        )
        text = generic(module, context)
        assert text.count('"test.foo"') == 1 and text.count('"test.bar"') == 1
        assert text.index('"test.foo"') < text.index('"test.bar"')

    def test_callback_limits_recursive_legality(self) -> None:
        context, module = parse("""
            "test.wrap"() ({
              %0 = "test.foo"() : () -> i32
            }) {deep} : () -> ()
            "test.wrap"() ({
              %0 = "test.foo"() : () -> i32
            }) : () -> ()
            """)
        target = foo_to_bar_target()
        target.add_legal_op("test.wrap")
        target.mark_op_recursively_legal(
            "test.wrap", callback=lambda op: "deep" in op.attributes
        )
        apply_partial_conversion(
            module, target, [Rename("test.foo", "test.bar")], context=context
        )
        text = generic(module, context)
        assert text.count('"test.foo"') == 1 and text.count('"test.bar"') == 1


class TestCostModel:
    def test_shorter_legalization_chain_wins_over_benefit(self) -> None:
        context, module = parse('%0 = "test.foo"() : () -> i32')
        target = foo_to_bar_target()
        target.add_illegal_op("test.mid")
        target.add_legal_op("test.via_mid")
        patterns = [
            Rename("test.foo", "test.mid", benefit=10),
            Rename("test.mid", "test.via_mid"),
            Rename("test.foo", "test.bar", benefit=1),
        ]
        apply_partial_conversion(module, target, patterns, context=context)
        text = generic(module, context)
        assert "test.via_mid" not in text and '"test.bar"' in text

    def test_benefit_orders_patterns_of_equal_depth(self) -> None:
        context, module = parse('%0 = "test.foo"() : () -> i32')
        target = foo_to_bar_target()
        target.add_legal_op("test.best")
        patterns = [
            Rename("test.foo", "test.bar", benefit=1),
            Rename("test.foo", "test.best", benefit=2),
        ]
        apply_partial_conversion(module, target, patterns, context=context)
        assert '"test.best"' in generic(module, context)

    def test_chain_through_an_intermediate_op(self) -> None:
        context, module = parse('%0 = "test.foo"() : () -> i32')
        target = foo_to_bar_target()
        target.add_illegal_op("test.mid")
        patterns = [Rename("test.foo", "test.mid"), Rename("test.mid", "test.bar")]
        apply_partial_conversion(module, target, patterns, context=context)
        assert '"test.bar"' in generic(module, context)

    def test_patterns_that_cannot_reach_legal_ops_are_not_tried(self) -> None:
        context, module = parse('%0 = "test.foo"() : () -> i32')
        target = foo_to_bar_target()
        tried: list[str] = []

        class Spy(Rename):
            def match_and_rewrite(
                self,
                op: Operation,
                operands: Sequence[Value],
                rewriter: ConversionPatternRewriter,
            ) -> bool:
                tried.append(self.new_name)
                return super().match_and_rewrite(op, operands, rewriter)

        target.add_illegal_op("test.nowhere")
        with pytest.raises(ConversionFailure):
            apply_partial_conversion(
                module, target, [Spy("test.foo", "test.nowhere")], context=context
            )
        assert tried == []


class TestOneToN:
    def test_replace_with_multiple_and_ranges_hook(self) -> None:
        context, module = parse("""
            %0 = "test.pair"() : () -> i64
            "test.consume"(%0) : (i64) -> ()
            """)
        received: list[list[str]] = []

        class Split(ConversionPattern):
            def match_and_rewrite_ranges(
                self,
                op: Operation,
                operands: Sequence[Sequence[Value]],
                rewriter: ConversionPatternRewriter,
            ) -> bool:
                lo = rewriter.create("test.lo", [], [i(32)])
                hi = rewriter.create("test.hi", [], [i(32)])
                rewriter.replace_op_with_multiple(op, [[lo.results[0], hi.results[0]]])
                return True

        class Consume(ConversionPattern):
            def match_and_rewrite_ranges(
                self,
                op: Operation,
                operands: Sequence[Sequence[Value]],
                rewriter: ConversionPatternRewriter,
            ) -> bool:
                received.append([str(v.type) for v in operands[0]])
                rewriter.create("test.done", list(operands[0]), [])
                rewriter.erase_op(op)
                return True

        target = ConversionTarget()
        target.add_illegal_op("test.pair", "test.consume")
        target.add_legal_op("test.lo", "test.hi", "test.done")
        patterns = [
            Split("test.pair", generated_ops=["test.lo", "test.hi"]),
            Consume("test.consume", generated_ops=["test.done"]),
        ]
        apply_partial_conversion(module, target, patterns, context=context)
        assert received == [["i32", "i32"]]
        text = generic(module, context)
        assert '"test.done"(%0, %1) : (i32, i32) -> ()' in text
        assert CAST not in text

    def test_one_to_one_hook_rejects_one_to_n(self) -> None:
        context, module = parse("""
            %0 = "test.pair"() : () -> i64
            "test.consume"(%0) : (i64) -> ()
            """)

        def split(op: Operation, rewriter: object) -> bool:
            assert isinstance(rewriter, ConversionPatternRewriter)
            lo = rewriter.create("test.lo", [], [i(32)])
            rewriter.replace_op_with_multiple(op, [[lo.results[0], lo.results[0]]])
            return True

        target = ConversionTarget()
        target.add_illegal_op("test.pair", "test.consume")
        target.add_legal_op("test.lo", "test.done")
        patterns = [
            FunctionPattern("test.pair", split, generated_ops=["test.lo"]),
            Rename("test.consume", "test.done"),
        ]
        with pytest.raises(ValueError, match="does not support 1:N conversion"):
            apply_partial_conversion(module, target, patterns, context=context)


class TestVisitOrder:
    def test_blocks_depth_first_along_successors_unreachable_skipped(self) -> None:
        context, module = parse("""
            "test.func"() ({
              "test.br"()[^bb2] : () -> ()
            ^bb1:
              %0 = "test.foo"() : () -> i32
              "test.br"()[^bb3] : () -> ()
            ^bb2:
              %1 = "test.foo"() : () -> i32
              "test.br"()[^bb3] : () -> ()
            ^bb3:
              "test.ret"() : () -> ()
            }) : () -> ()
            """)
        seen: list[str] = []

        def record(op: Operation, rewriter: object) -> bool:
            seen.append(op.parent_op.name if op.parent_op else "")
            assert isinstance(rewriter, ConversionPatternRewriter)
            new = rewriter.create("test.bar", [], [i(32)])
            rewriter.replace_op(op, new)
            return True

        target = ConversionTarget()
        target.add_legal_op("test.bar")
        apply_partial_conversion(
            module,
            target,
            [FunctionPattern("test.foo", record, generated_ops=["test.bar"])],
            context=context,
        )
        text = generic(module, context)
        # ^bb1 is unreachable: its op is not visited, as MLIR's driver skips it.
        assert len(seen) == 1
        assert text.count('"test.foo"') == 1 and text.count('"test.bar"') == 1
        assert text.index('"test.foo"') < text.index('"test.bar"')
