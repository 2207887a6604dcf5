"""Materializations, type attribute conversions and SignatureConversion."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tblgen_py.runtime.conversion import (
    AttributeConversionResult,
    InputMapping,
    SignatureConversion,
    TypeConverter,
)
from tblgen_py.runtime.ir import Block, Builder, InsertionPoint, Operation
from tblgen_py.runtime.ir.attributes import IntegerAttr, StringAttr
from tblgen_py.runtime.ir.types import FloatType, IndexType, IntegerType, f32, i
from tblgen_py.runtime.ir.value import Value

CAST = "builtin.unrealized_conversion_cast"


def setup() -> tuple[Builder, Block]:
    """A builder at the end of a block with an index and an f32 argument."""
    block = Block([IndexType.get(), f32()])
    return Builder(InsertionPoint.at_end(block)), block


def cast(name: str):  # type: ignore[no-untyped-def]
    """A 1:1 materialization building a cast op tagged with ``name``."""

    def build(
        builder: object, ty: object, inputs: Sequence[Value], loc: object, *rest: object
    ) -> Value | None:
        assert isinstance(builder, Builder)
        op = builder.create(CAST, inputs, [ty], attributes={"by": StringAttr.get(name)})
        return op.results[0]

    return build


def tag(value: Value | None) -> str:
    """Which materialization built ``value``."""
    assert value is not None and isinstance(value.owner, Operation)
    attr = value.owner.attributes["by"]
    assert isinstance(attr, StringAttr)
    return attr.value


class TestSourceAndArgument:
    def test_most_recent_first_none_tries_next(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        tc.add_source_materialization(cast("old"))
        tc.add_source_materialization(lambda b, t, ins, loc: None)
        value = tc.materialize_source_conversion(builder, None, i(8), block.arguments)
        assert tag(value) == "old"
        assert value is not None and value.type == i(8)
        assert [op.name for op in block] == [CAST]

    def test_newest_answer_wins(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        tc.add_source_materialization(cast("old"))
        tc.add_source_materialization(cast("new"))
        tc.add_argument_materialization(cast("old"))
        tc.add_argument_materialization(cast("new"))
        tc.add_target_materialization(cast("old"))
        tc.add_target_materialization(cast("new"))
        args = block.arguments
        assert tag(tc.materialize_source_conversion(builder, None, i(1), args)) == "new"
        assert tag(tc.materialize_argument_conversion(builder, None, i(1), args)) == (
            "new"
        )
        assert tag(tc.materialize_target_conversion(builder, None, i(1), args)) == "new"

    def test_type_class_filters_result_type(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        tc.add_source_materialization(cast("int"), type_class=IntegerType)
        tc.add_source_materialization(cast("float"), type_class=FloatType)
        args = block.arguments[:1]
        assert tag(tc.materialize_source_conversion(builder, None, i(1), args)) == "int"
        assert tag(tc.materialize_source_conversion(builder, None, f32(), args)) == (
            "float"
        )
        index = IndexType.get()
        assert tc.materialize_source_conversion(builder, None, index, args) is None

    def test_argument_materializations_are_separate(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        tc.add_argument_materialization(cast("arg"))
        assert tc.materialize_source_conversion(builder, None, i(1), []) is None
        value = tc.materialize_argument_conversion(builder, None, i(1), block.arguments)
        assert tag(value) == "arg"


class TestTarget:
    def test_original_type_is_passed(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        seen: list[object] = []

        def record(
            b: object, ty: object, ins: Sequence[Value], loc: object, orig: object
        ) -> Value | None:
            seen.append(orig)
            built: Value | None = cast("t")(b, ty, ins, loc)
            return built

        tc.add_target_materialization(record)
        value = tc.materialize_target_conversion(
            builder, None, i(64), block.arguments[:1], IndexType.get()
        )
        assert tag(value) == "t"
        assert seen == [IndexType.get()]

    def test_one_to_one_callbacks_skip_multiple_results(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        tc.add_target_materialization(cast("one"))
        assert (
            tc.materialize_target_conversions(
                builder, None, [i(1), i(2)], block.arguments
            )
            == []
        )
        assert tc.materialize_target_conversion(builder, None, i(1), []) is not None

    def test_one_to_n(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        tc.add_target_materialization(cast("one"))

        def split(
            b: object,
            types: tuple[object, ...],
            ins: Sequence[Value],
            loc: object,
            orig: object,
        ) -> Sequence[Value] | None:
            assert isinstance(b, Builder)
            return b.create(CAST, ins, list(types)).results

        tc.add_multi_target_materialization(split)
        values = tc.materialize_target_conversions(
            builder, None, [i(1), i(2)], block.arguments[:1]
        )
        assert [v.type for v in values] == [i(1), i(2)]

    def test_wrong_types_are_rejected(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        tc.add_target_materialization(lambda b, t, ins, loc, orig: ins[0])
        with pytest.raises(ValueError, match="incorrect"):
            tc.materialize_target_conversion(builder, None, i(1), block.arguments)

    def test_no_callback(self) -> None:
        builder, block = setup()
        tc = TypeConverter()
        assert tc.materialize_target_conversion(builder, None, i(1), []) is None
        assert len(block) == 0


class TestTypeAttributeConversion:
    def test_newest_first_na_abort(self) -> None:
        tc = TypeConverter()
        one = IntegerAttr.get(i(64), 1)
        tc.add_type_attribute_conversion(
            lambda t, a: AttributeConversionResult.result(StringAttr.get("old"))
        )
        tc.add_type_attribute_conversion(
            lambda t, a: AttributeConversionResult.abort(), attr_class=IntegerAttr
        )
        tc.add_type_attribute_conversion(
            lambda t, a: AttributeConversionResult.na(), type_class=FloatType
        )
        old = tc.convert_type_attribute(f32(), StringAttr.get("x"))
        assert old is not None and old.attribute == StringAttr.get("old")
        assert tc.convert_type_attribute(f32(), one) is None

    def test_null_attribute_is_a_result(self) -> None:
        tc = TypeConverter()
        tc.add_type_attribute_conversion(
            lambda t, a: AttributeConversionResult.result(None), type_class=IndexType
        )
        answer = tc.convert_type_attribute(IndexType.get(), StringAttr.get("m"))
        assert answer is not None and answer.has_result and answer.attribute is None
        assert tc.convert_type_attribute(f32(), StringAttr.get("m")) is None

    def test_result_kinds(self) -> None:
        assert AttributeConversionResult.na().is_na
        assert AttributeConversionResult.abort().is_abort
        assert not AttributeConversionResult.abort().has_result


class TestSignatureConversion:
    def test_add_inputs_remaps_ranges(self) -> None:
        conv = SignatureConversion(3)
        conv.add_inputs(0, [i(1), i(2)])
        conv.add_inputs([f32()])
        conv.add_inputs(2, [i(8)])
        assert conv.converted_types == (i(1), i(2), f32(), i(8))
        assert conv.get_input_mapping(0) == InputMapping(0, 2)
        assert conv.get_input_mapping(1) is None
        assert conv.get_input_mapping(2) == InputMapping(3, 1)
        assert conv.num_orig_inputs == 3

    def test_remap_to_values(self) -> None:
        conv = SignatureConversion(2)
        values = Block([i(1), i(2)]).arguments
        conv.remap_input(1, values)
        mapping = conv.get_input_mapping(1)
        assert mapping is not None and mapping.replaced_with_values
        assert mapping.replacement_values == tuple(values)
        assert (mapping.input_no, mapping.size) == (1, 0)
        assert conv.converted_types == ()

    def test_misuse_is_reported(self) -> None:
        conv = SignatureConversion(1)
        conv.add_inputs(0, [i(1)])
        with pytest.raises(ValueError, match="already been remapped"):
            conv.remap_input(0, [])
        with pytest.raises(ValueError, match="expected valid types"):
            SignatureConversion(1).add_inputs(0, [])
        with pytest.raises(ValueError, match="1->0"):
            conv.add_inputs([])
        with pytest.raises(IndexError):
            conv.add_inputs(5, [i(1)])
