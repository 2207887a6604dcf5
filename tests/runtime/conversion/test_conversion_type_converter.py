"""TypeConverter: conversion order, 1:1/1:N/dropping, caching, legality."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.conversion import (
    FAILED,
    AttributeConversionResult,
    SignatureConversion,
    TypeConverter,
)
from tblgen_py.runtime.ir import Block, Operation, Region
from tblgen_py.runtime.ir.types import (
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    TupleType,
    f32,
    f64,
    i,
)
from tblgen_py.runtime.ir.value import BlockArgument, Value


def index() -> IndexType:
    """The index type."""
    return IndexType.get()


def identity(ty: object) -> object:
    """Every type is legal."""
    return ty


def index_to_i64(ty: object) -> object:
    """index -> i64 (registered for IndexType only)."""
    return i(64)


def split_tuple(ty: object) -> object:
    """tuple<a, b> -> a, b (1:N; an empty tuple is dropped)."""
    assert isinstance(ty, TupleType)
    return list(ty.types)


def converter() -> TypeConverter:
    """identity, then index -> i64, then tuples split."""
    tc = TypeConverter()
    tc.add_conversion(identity)
    tc.add_conversion(index_to_i64, type_class=IndexType)
    tc.add_conversion(split_tuple, type_class=TupleType)
    return tc


def op_with(
    operand_types: Sequence[object], result_types: Sequence[object]
) -> Operation:
    """An op whose operands are block arguments of ``operand_types``."""
    block = Block(operand_types)
    op = Operation("t.op", list(block.arguments), result_types)
    block.append(op)
    return op


class TestConvertType:
    def test_one_to_one(self) -> None:
        tc = converter()
        assert tc.convert_type(index()) == i(64)
        assert tc.convert_type(f32()) == f32()
        assert tc.convert_type_list(index()) == [i(64)]

    def test_one_to_n_and_drop(self) -> None:
        tc = converter()
        tup = TupleType.get([i(1), f32()])
        assert tc.convert_type_list(tup) == [i(1), f32()]
        assert tc.convert_type(tup) is None
        assert tc.convert_type_list(TupleType.get([])) == []
        assert tc.convert_type(TupleType.get([])) is None

    def test_no_conversion_fails(self) -> None:
        tc = TypeConverter()
        tc.add_conversion(index_to_i64, type_class=IndexType)
        assert tc.convert_type_list(f32()) is None
        assert tc.convert_type(f32()) is None

    def test_most_recent_first_none_tries_next(self) -> None:
        tc = TypeConverter()
        order: list[str] = []

        def old(ty: object) -> object:
            order.append("old")
            return f64()

        def new(ty: object) -> object:
            order.append("new")
            return None

        tc.add_conversion(old)
        tc.add_conversion(new)
        assert tc.convert_type(f32()) == f64()
        assert order == ["new", "old"]

    def test_failed_stops_search(self) -> None:
        tc = TypeConverter()
        tc.add_conversion(identity)
        tc.add_conversion(lambda ty: FAILED, type_class=FloatType)
        assert tc.convert_type_list(f32()) is None
        assert tc.convert_type(i(8)) == i(8)

    def test_type_class_tuple(self) -> None:
        tc = TypeConverter()
        tc.add_conversion(lambda ty: i(1), type_class=(IndexType, FloatType))
        assert tc.convert_type(f32()) == i(1)
        assert tc.convert_type(index()) == i(1)
        assert tc.convert_type(i(8)) is None

    def test_convert_types_concatenates(self) -> None:
        tc = converter()
        tup = TupleType.get([i(1), i(2)])
        assert tc.convert_types([index(), tup, f32()]) == [i(64), i(1), i(2), f32()]
        assert tc.convert_types([]) == []
        tc.add_conversion(lambda ty: FAILED, type_class=FloatType)
        assert tc.convert_types([index(), f32()]) is None


class TestCaching:
    def counting(self) -> tuple[TypeConverter, list[object]]:
        tc = TypeConverter()
        seen: list[object] = []

        def convert(ty: object) -> object:
            seen.append(ty)
            if isinstance(ty, TupleType):
                return list(ty.types)
            return FAILED if ty == f64() else ty

        tc.add_conversion(convert)
        return tc, seen

    def test_one_to_one_failure_and_multi_cached(self) -> None:
        tc, seen = self.counting()
        tup = TupleType.get([i(1), i(2)])
        empty = TupleType.get([])
        for _ in range(3):
            assert tc.convert_type(f32()) == f32()
            assert tc.convert_type_list(f64()) is None
            assert tc.convert_type_list(tup) == [i(1), i(2)]
            assert tc.convert_type_list(empty) == []
        assert seen == [f32(), f64(), tup, empty]

    def test_cached_result_is_a_fresh_list(self) -> None:
        tc, _ = self.counting()
        tup = TupleType.get([i(1), i(2)])
        first = tc.convert_type_list(tup)
        assert first is not None
        first.append(f32())
        assert tc.convert_type_list(tup) == [i(1), i(2)]

    def test_registration_clears_cache(self) -> None:
        tc, seen = self.counting()
        assert tc.convert_type(f32()) == f32()
        tc.add_conversion(lambda ty: None)
        assert tc.convert_type(f32()) == f32()
        assert seen == [f32(), f32()]
        tc.add_type_attribute_conversion(lambda ty, attr: _na())
        assert tc.convert_type(f32()) == f32()
        assert seen == [f32(), f32(), f32()]

    def test_unanswered_type_not_cached(self) -> None:
        tc = TypeConverter()
        assert tc.convert_type(f32()) is None
        tc.add_conversion(identity)
        assert tc.convert_type(f32()) == f32()


def _na() -> AttributeConversionResult:
    return AttributeConversionResult.na()


class TestContextAware:
    def test_value_callbacks_only_see_values(self) -> None:
        tc = TypeConverter()
        tc.add_conversion(identity)

        def by_value(value: object) -> object:
            assert isinstance(value, Value)
            return i(1) if value.type == index() else None

        tc.add_conversion(by_value, context_aware=True)
        arg = Block([index()]).arguments[0]
        assert tc.convert_value_type(arg) == i(1)
        assert tc.convert_type(index()) == index()
        # The type-only answer (from an older conversion) was not cached.
        assert tc.convert_value_type(arg) == i(1)

    def test_newer_type_conversions_are_cached_and_win(self) -> None:
        tc = TypeConverter()
        calls: list[str] = []

        def by_value(value: object) -> object:
            calls.append("value")
            return i(1)

        def by_type(ty: object) -> object:
            calls.append("type")
            return i(2)

        tc.add_conversion(by_value, context_aware=True)
        tc.add_conversion(by_type)
        arg = Block([index()]).arguments[0]
        assert tc.convert_value_type(arg) == i(2)
        assert tc.convert_value_type(arg) == i(2)
        assert tc.convert_type(index()) == i(2)
        assert calls == ["type"]

    def test_value_types_and_legality(self) -> None:
        tc = TypeConverter()
        tc.add_conversion(identity)
        tc.add_conversion(
            lambda v: i(1) if isinstance(v, BlockArgument) else None,
            context_aware=True,
        )
        op = op_with([f32(), f32()], [f32()])
        args = op.operands
        assert tc.convert_value_types(args) == [i(1), i(1)]
        assert tc.convert_value_types(op.results) == [f32()]
        assert not tc.is_legal(args[0])
        assert tc.is_legal(op.results)
        assert not tc.is_legal(op)
        assert tc.is_legal(f32())


class TestLegality:
    def test_types(self) -> None:
        tc = converter()
        assert tc.is_legal(f32())
        assert not tc.is_legal(index())
        assert not tc.is_legal(TupleType.get([i(1), i(2)]))
        assert tc.is_legal([f32(), i(8)])
        assert not tc.is_legal((f32(), index()))

    def test_single_element_tuple_split_is_not_legal(self) -> None:
        tc = converter()
        assert not tc.is_legal(TupleType.get([i(1)]))

    def test_operation(self) -> None:
        tc = converter()
        assert tc.is_legal(op_with([f32()], [i(8)]))
        assert not tc.is_legal(op_with([index()], [i(8)]))
        assert not tc.is_legal(op_with([f32()], [index()]))

    def test_region(self) -> None:
        tc = converter()
        region = Region([Block([f32()]), Block([i(1)])])
        assert tc.is_legal(region)
        region.add_block(Block([index()]))
        assert not tc.is_legal(region)

    def test_signature(self) -> None:
        tc = converter()
        assert tc.is_signature_legal(FunctionType.get([f32()], [i(8)]))
        assert not tc.is_signature_legal(FunctionType.get([index()], []))
        assert not tc.is_signature_legal(FunctionType.get([], [index()]))


class TestSignatureConversionOfBlocks:
    def test_convert_block_signature(self) -> None:
        tc = converter()
        tup = TupleType.get([i(1), i(2)])
        block = Block([index(), tup, TupleType.get([]), f32()])
        conv = tc.convert_block_signature(block)
        assert conv is not None
        assert conv.converted_types == (i(64), i(1), i(2), f32())
        mappings = [conv.get_input_mapping(n) for n in range(4)]
        assert [(m.input_no, m.size) if m else None for m in mappings] == [
            (0, 1),
            (1, 2),
            None,
            (3, 1),
        ]

    def test_failure(self) -> None:
        tc = TypeConverter()
        tc.add_conversion(index_to_i64, type_class=IndexType)
        assert tc.convert_block_signature(Block([index(), f32()])) is None

    def test_offset_and_values(self) -> None:
        tc = converter()
        conv = SignatureConversion(3)
        assert tc.convert_signature_args([f32()], conv)
        args = Block([index(), i(8)]).arguments
        assert tc.convert_signature_args(args, conv, orig_input_offset=1)
        assert conv.converted_types == (f32(), i(64), i(8))
        mapping = conv.get_input_mapping(2)
        assert mapping is not None and (mapping.input_no, mapping.size) == (2, 1)

    def test_integer_signedness_is_distinct(self) -> None:
        tc = TypeConverter()
        tc.add_conversion(
            lambda ty: i(32) if isinstance(ty, IntegerType) else None,
        )
        assert tc.convert_type(i(8)) == i(32)
        assert tc.convert_type(f32()) is None
