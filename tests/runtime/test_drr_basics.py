"""Behaviour of the patterns generated from td/examples/DrrBasics.td."""

from __future__ import annotations

import pytest

from drr_harness import body_of, func, generated, rewrite, same_as_first, type_hooks
from tblgen_py.runtime.ir.types import IntegerType


def _i8(operands: object, attrs: object, regions: int) -> list[object]:
    del operands, attrs, regions
    return [IntegerType.get(8)]


def run(
    body: str, args: str, results: str, types: str, enable: list[str], **kw: object
) -> list[str]:
    """The function body after applying the enabled patterns."""
    return body_of(rewrite(func(body, args, results, types), "drrbasics", enable, **kw))  # type: ignore[arg-type]


class TestMatching:
    def test_bind_and_limit_rewrites_f32_attr(self) -> None:
        out = run(
            '%0 = "drrb.a_op"(%x) <{a_attr = 1.0 : f32}> : (f32) -> f32',
            "%x: f32",
            "%0",
            "f32",
            ["BindAndLimit"],
        )
        assert out == [
            '%0 = "drrb.c_op"(%arg0) <{c_attr = 1.000000e+00 : f32}> : (f32) -> f32'
        ]

    def test_attr_constraint_rejects_other_attr(self) -> None:
        body = '%0 = "drrb.a_op"(%x) <{a_attr = 1 : i32}> : (f32) -> f32'
        assert run(body, "%x: f32", "%0", "f32", ["BindAndLimit"]) == [
            '%0 = "drrb.a_op"(%arg0) <{a_attr = 1 : i32}> : (f32) -> f32'
        ]

    def test_missing_attribute_does_not_match(self) -> None:
        body = '%0 = "drrb.a_op"(%x) : (f32) -> f32'
        out = run(body, "%x: f32", "%0", "f32", ["BindAndLimit"], verify=False)
        assert out == ['%0 = "drrb.a_op"(%arg0) : (f32) -> f32']

    def test_type_constraint_without_binding(self) -> None:
        body = """
        %0 = "drrb.a_op"(%x) <{a_attr = "s"}> : (f32) -> f32
        %1 = "drrb.a_op"(%y) <{a_attr = "s"}> : (i32) -> f32
        """
        assert run(
            body, "%x: f32, %y: i32", "%0, %1", "f32, f32", ["ConstraintOnly"]
        ) == [
            '%0 = "drrb.identity"(%arg0) : (f32) -> f32',
            '%1 = "drrb.a_op"(%arg1) <{a_attr = "s"}> : (i32) -> f32',
        ]

    def test_nested_op_and_result_binding(self) -> None:
        body = """
        %b = "drrb.b_op"() : () -> i32
        %0 = "drrb.a_op"(%b) <{a_attr = 3 : i32}> : (i32) -> f32
        %1 = "drrb.a_op"(%x) <{a_attr = 3 : i32}> : (f32) -> f32
        """
        assert run(body, "%x: f32", "%0, %1", "f32, f32", ["MatchNested"]) == [
            '%0 = "drrb.b_op"() : () -> i32',
            '%1 = "drrb.c_op"(%0) <{c_attr = 3 : i32}> : (i32) -> f32',
            '%2 = "drrb.a_op"(%arg0) <{a_attr = 3 : i32}> : (f32) -> f32',
        ]

    def test_same_name_operands_must_be_equal(self) -> None:
        body = """
        %0 = "drrb.d_op"(%x, %x) : (f32, f32) -> f32
        %1 = "drrb.d_op"(%x, %y) : (f32, f32) -> f32
        """
        assert run(
            body, "%x: f32, %y: f32", "%0, %1", "f32, f32", ["SameOperands"]
        ) == [
            '%0 = "drrb.identity"(%arg0) : (f32) -> f32',
            '%1 = "drrb.d_op"(%arg0, %arg1) : (f32, f32) -> f32',
        ]

    def test_constant_attrs_match_and_are_built(self) -> None:
        body = """
        %0 = "drrb.scale"(%x) <{factor = 1 : i32, mode = "fast", exact = false}> : (f32) -> f32
        %1 = "drrb.scale"(%x) <{factor = 1 : i32, mode = "slow", exact = false}> : (f32) -> f32
        """
        assert run(body, "%x: f32", "%0, %1", "f32, f32", ["NormalizeScale"]) == [
            '%0 = "drrb.scale"(%arg0) <{exact = true, factor = 2 : i32, mode = "exact"}> : (f32) -> f32',
            '%1 = "drrb.scale"(%arg0) <{exact = false, factor = 1 : i32, mode = "slow"}> : (f32) -> f32',
        ]


class TestResults:
    def test_ignored_operand_and_nested_creation(self) -> None:
        body = '%0 = "drrb.a_op"(%x) <{a_attr = 2 : i32}> : (f32) -> f32'
        with type_hooks("drrbasics", {"drrb.b_op": _i8}):
            out = run(body, "%x: f32", "%0", "f32", ["IgnoreOperand"])
        assert out == [
            '%0 = "drrb.b_op"() : () -> i8',
            '%1 = "drrb.c_op"(%0) <{c_attr = 2 : i32}> : (i8) -> f32',
        ]

    def test_bound_result_feeds_two_operands(self) -> None:
        body = '%0 = "drrb.c_op"(%x) <{c_attr = 1 : i32}> : (f32) -> f32'
        with type_hooks("drrbasics", {"drrb.b_op": _i8}):
            out = run(body, "%x: f32", "%0", "f32", ["BindResult"])
        assert out == [
            '%0 = "drrb.b_op"() : () -> i8',
            '%1 = "drrb.d_op"(%0, %0) : (i8, i8) -> f32',
        ]

    def test_nested_result_op_gets_hook_types(self) -> None:
        body = """
        %i = "drrb.identity"(%x) : (f32) -> f32
        %0 = "drrb.c_op"(%i) <{c_attr = 1 : i32}> : (f32) -> f32
        """
        with type_hooks("drrbasics", {"drrb.a_op": same_as_first}):
            out = run(body, "%x: f32", "%0, %i", "f32, f32", ["GenerateNested"])
        assert out == [
            '%0 = "drrb.identity"(%arg0) : (f32) -> f32',
            '%1 = "drrb.a_op"(%arg0) <{a_attr = 1 : i32}> : (f32) -> f32',
            '%2 = "drrb.c_op"(%1) <{c_attr = 1 : i32}> : (f32) -> f32',
        ]

    def test_missing_result_types_is_a_clear_error(self) -> None:
        from tblgen_py.runtime.drr import DrrError

        body = '%0 = "drrb.c_op"(%x) <{c_attr = 1 : i32}> : (f32) -> f32'
        with pytest.raises(
            DrrError, match="cannot deduce the result types of 'drrb.b_op'"
        ):
            run(body, "%x: f32", "%0", "f32", ["BindResult"])

    def test_replace_with_value_walk_driver(self) -> None:
        body = """
        %i = "drrb.identity"(%x) : (f32) -> f32
        %0 = "drrb.identity"(%i) : (f32) -> f32
        """
        assert run(body, "%x: f32", "%0", "f32", ["DropIdentity"], walk=True) == []


class TestBenefit:
    def test_benefits_count_matched_ops_plus_add_benefit(self) -> None:
        module = generated("drrbasics_rewriters")
        assert module.MatchNested.BENEFIT == 2
        assert module.BindAndLimit.BENEFIT == 1
        assert module.Preferred.BENEFIT == 12

    def test_higher_benefit_applies_first(self) -> None:
        body = """
        %i = "drrb.a_op"(%x) <{a_attr = 1.0 : f32}> : (f32) -> f32
        %0 = "drrb.a_op"(%i) <{a_attr = 2.0 : f32}> : (f32) -> f32
        """
        both = run(body, "%x: f32", "%0", "f32", ["Preferred", "BindAndLimit"])
        alone = run(body, "%x: f32", "%0", "f32", ["BindAndLimit"])
        assert (
            both[1]
            == '%1 = "drrb.c_op"(%arg0) <{c_attr = 2.000000e+00 : f32}> : (f32) -> f32'
        )
        assert (
            alone[1]
            == '%1 = "drrb.c_op"(%0) <{c_attr = 2.000000e+00 : f32}> : (f32) -> f32'
        )
