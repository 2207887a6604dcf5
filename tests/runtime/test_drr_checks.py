"""Source patterns check everything they state (generated from td/examples/DrrChecks.td).

Regressions for wrong code: a constant nested in ``ConstantLikeMatcher`` was not
compared, a symbol repeated on unnamed operands compared operand 0 with itself,
an absent ``UnitAttr`` was rebuilt as present, and an absent optional
attribute passed the constraint stated on it.
"""

from __future__ import annotations

from drr_harness import body_of, func, rewrite


def run(body: str, args: str, types_: str, enable: list[str]) -> list[str]:
    text = func(body, args, "%0", types_)
    return body_of(rewrite(text, "drrchecks", enable))


class TestConstantInConstantLikeMatcher:
    def test_fires_on_i1_false_and_true(self) -> None:
        body = """
        %f = "drrc.const"() <{value = false}> : () -> i1
        %t = "drrc.const"() <{value = true}> : () -> i1
        %0 = "drrc.choose"(%c, %f, %t) : (i1, i1, i1) -> i1
        """
        assert run(body, "%c: i1", "i1", ["ChooseToInvert"])[-1] == (
            '%2 = "drrc.invert"(%arg0) : (i1) -> i1'
        )

    def test_same_values_of_another_type_do_not_match(self) -> None:
        body = """
        %f = "drrc.const"() <{value = 0 : i64}> : () -> i64
        %t = "drrc.const"() <{value = 1 : i64}> : () -> i64
        %0 = "drrc.choose"(%c, %f, %t) : (i1, i64, i64) -> i64
        """
        out = run(body, "%c: i1", "i64", ["ChooseToInvert"])
        assert out[-1] == '%2 = "drrc.choose"(%arg0, %0, %1) : (i1, i64, i64) -> i64'

    def test_swapped_constants_do_not_match(self) -> None:
        body = """
        %t = "drrc.const"() <{value = true}> : () -> i1
        %f = "drrc.const"() <{value = false}> : () -> i1
        %0 = "drrc.choose"(%c, %t, %f) : (i1, i1, i1) -> i1
        """
        out = run(body, "%c: i1", "i1", ["ChooseToInvert"])
        assert out[-1] == '%2 = "drrc.choose"(%arg0, %0, %1) : (i1, i1, i1) -> i1'


class TestRepeatedSymbolOnUnnamedOperands:
    def test_equal_operands_match(self) -> None:
        body = '%0 = "drrc.same"(%x, %x) : (f32, f32) -> f32'
        assert run(body, "%x: f32, %y: f32", "f32", ["SameToInvert"]) == [
            '%0 = "drrc.invert"(%arg0) : (f32) -> f32'
        ]

    def test_unequal_operands_do_not_match(self) -> None:
        body = '%0 = "drrc.same"(%x, %y) : (f32, f32) -> f32'
        assert run(body, "%x: f32, %y: f32", "f32", ["SameToInvert"]) == [
            '%0 = "drrc.same"(%arg0, %arg1) : (f32, f32) -> f32'
        ]


class TestUnitAttr:
    def test_absent_unit_attribute_stays_absent(self) -> None:
        body = '%0 = "drrc.flag"(%x) : (f32) -> f32'
        assert run(body, "%x: f32", "f32", ["FlagToMarked"]) == [
            '%0 = "drrc.marked"(%arg0) : (f32) -> f32'
        ]

    def test_present_unit_attribute_is_carried_over(self) -> None:
        body = '%0 = "drrc.flag"(%x) <{fast}> : (f32) -> f32'
        assert run(body, "%x: f32", "f32", ["FlagToMarked"]) == [
            '%0 = "drrc.marked"(%arg0) <{fast}> : (f32) -> f32'
        ]


class TestI64Enum:
    def test_case_above_32_bits_matches(self) -> None:
        body = '%0 = "drrc.kind"(%x) {kind = 5000000000 : i64} : (f32) -> f32'
        assert run(body, "%x: f32", "f32", ["KindToInvert"]) == [
            '%0 = "drrc.invert"(%arg0) : (f32) -> f32'
        ]

    def test_other_case_does_not_match(self) -> None:
        """(The inherent attribute moves into the properties, as in MLIR.)"""
        body = '%0 = "drrc.kind"(%x) {kind = 1 : i64} : (f32) -> f32'
        assert run(body, "%x: f32", "f32", ["KindToInvert"]) == [
            '%0 = "drrc.kind"(%arg0) <{kind = 1 : i64}> : (f32) -> f32'
        ]


class TestConstrainedOptionalAttr:
    """As MLIR: a constraint that reads ``$_self`` fails on an absent attribute."""

    def test_absent_attribute_does_not_match(self) -> None:
        body = '%0 = "drrc.limit"(%x) : (f32) -> f32'
        assert run(body, "%x: f32", "f32", ["LimitToInvert"]) == [
            '%0 = "drrc.limit"(%arg0) : (f32) -> f32'
        ]

    def test_present_attribute_matches(self) -> None:
        body = '%0 = "drrc.limit"(%x) <{limit = 3 : i32}> : (f32) -> f32'
        assert run(body, "%x: f32", "f32", ["LimitToInvert"]) == [
            '%0 = "drrc.invert"(%arg0) : (f32) -> f32'
        ]
