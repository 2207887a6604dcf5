"""Tests of builtin types: construction, interning, parsing and printing."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.types import (
    DYNAMIC,
    ComplexType,
    FloatType,
    FunctionType,
    IndexType,
    IntegerType,
    MemRefType,
    NoneType,
    OpaqueType,
    RankedTensorType,
    Signedness,
    TupleType,
    Type,
    UnrankedMemRefType,
    UnrankedTensorType,
    VectorType,
    f32,
    f64,
    i,
)
from tblgen_py.runtime.text.attr_parser import AttrTypeParser, MLIRParseError


def parse_type(text: str) -> Type:
    """Parse one type and check all input was used."""
    parser = AttrTypeParser(text, "t.mlir")
    result = parser.parse_type()
    assert parser.at_eof()
    return result


ROUND_TRIP = [
    "i1",
    "i32",
    "si8",
    "ui64",
    "i0",
    "index",
    "none",
    "f16",
    "bf16",
    "f32",
    "f64",
    "f80",
    "f128",
    "tf32",
    "f8E5M2",
    "f8E4M3FN",
    "f8E4M3B11FNUZ",
    "f8E8M0FNU",
    "f6E3M2FN",
    "f4E2M1FN",
    "complex<f32>",
    "complex<i8>",
    "tuple<>",
    "tuple<i32, tuple<f32>>",
    "() -> ()",
    "(i32) -> i1",
    "(i32, f32) -> (i1, i2)",
    "() -> (() -> ())",
    "vector<4xf32>",
    "vector<[4]x8xi1>",
    "vector<f32>",
    "tensor<f32>",
    "tensor<?x4xf32>",
    "tensor<*xi8>",
    'tensor<4xf32, "enc">',
    "memref<4x?xf32>",
    "memref<*xf32, 1>",
    "memref<4xf32, strided<[1], offset: ?>>",
    "memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>, 2>",
    "!foo.bar",
    "!foo.bar<x, [y]>",
    '!foo<"raw">',
]


@pytest.mark.parametrize("text", ROUND_TRIP)
def test_round_trip(text: str) -> None:
    """Parsing then printing gives the canonical text back."""
    assert str(parse_type(text)) == text


@pytest.mark.parametrize(
    "text,canonical",
    [
        ("tensor<0x4xf32>", "tensor<0x4xf32>"),
        ("memref<4xf32, affine_map<(d0) -> (d0)>>", "memref<4xf32>"),
        ("memref<4xf32, 0>", "memref<4xf32>"),
        ("(i32) -> (i1)", "(i32) -> i1"),
        ("!foo.bar< a  ,b >", "!foo.bar< a  ,b >"),
        ("!foo<bar>", "!foo.bar"),
    ],
)
def test_canonical_printing(text: str, canonical: str) -> None:
    """Equivalent spellings print in MLIR's canonical form."""
    assert str(parse_type(text)) == canonical


def test_interning_gives_identity() -> None:
    """Types are uniqued: equal types are the same object."""
    assert IntegerType.get(32) is i(32)
    assert parse_type("tensor<4xf32>") is RankedTensorType.get([4], f32())
    assert FunctionType.get([i(1)], []) is FunctionType.get((i(1),), ())
    assert IntegerType.get(8, Signedness.UNSIGNED) is not IntegerType.get(8)
    assert hash(f64()) == hash(FloatType.get("f64"))


def test_types_are_immutable() -> None:
    """Assigning a field raises."""
    with pytest.raises(AttributeError):
        i(32).width = 4  # type: ignore[misc]


@pytest.mark.parametrize(
    "built,text",
    [
        (IndexType.get(), "index"),
        (NoneType.get(), "none"),
        (ComplexType.get(f64()), "complex<f64>"),
        (TupleType.get([i(1), f32()]), "tuple<i1, f32>"),
        (VectorType.get([2, 4], f32(), [True, False]), "vector<[2]x4xf32>"),
        (RankedTensorType.get([DYNAMIC, 2], i(8)), "tensor<?x2xi8>"),
        (UnrankedTensorType.get(f32()), "tensor<*xf32>"),
        (
            MemRefType.get([3], f32(), None, IntegerAttr.get(i(64), 1)),
            "memref<3xf32, 1>",
        ),
        (UnrankedMemRefType.get(f32()), "memref<*xf32>"),
        (OpaqueType.get("d", "t<1>"), "!d.t<1>"),
        (OpaqueType.get("d", "1 2"), "!d<1 2>"),
    ],
)
def test_built_types_print(built: Type, text: str) -> None:
    """Types built through the API print as MLIR."""
    assert str(built) == text


def test_shaped_properties() -> None:
    """Shape helpers."""
    t = parse_type("tensor<2x3xf32>")
    assert isinstance(t, RankedTensorType)
    assert t.shape == (2, 3) and t.num_elements == 6 and t.has_static_shape
    assert not parse_type("tensor<?xf32>").has_static_shape  # type: ignore[attr-defined]


def test_type_aliases() -> None:
    """`!alias = type` definitions resolve later uses."""
    parser = AttrTypeParser("!t = i32\n!u = tensor<4x!t>\n!u", "t.mlir")
    assert parser.parse_top_level_definition()
    assert parser.parse_top_level_definition()
    assert str(parser.parse_type()) == "tensor<4xi32>"


@pytest.mark.parametrize(
    "text,message",
    [
        ("i16777216", "1:1: error: integer bitwidth is limited to 16777215 bits"),
        ("tensor<4xnone>", "1:10: error: invalid tensor element type"),
        ("memref<4x!foo.t>", "1:10: error: invalid memref element type"),
        ("complex<index>", "1:9: error: invalid element type for complex"),
        (
            "vector<0xf32>",
            "1:1: error: vector types must have positive constant sizes but got 0",
        ),
        ("tensor<4>", "1:9: error: expected 'x' in dimension list"),
        ("!undefined", "1:10: error: undefined symbol alias id 'undefined'"),
        ("(i32", "1:4: error: expected ')'"),
        ("foo", "1:1: error: expected non-function type"),
    ],
)
def test_type_errors(text: str, message: str) -> None:
    """Errors are MLIRParseErrors with MLIR's message and position."""
    with pytest.raises(MLIRParseError) as info:
        parse_type(text)
    assert info.value.render().startswith(f"t.mlir:{message}\n")


def test_dialect_type_hook() -> None:
    """A registered hook builds dialect types from their verbatim body."""
    parser = AttrTypeParser("tensor<2x!toy.num<7>>", "t.mlir")
    parser.dialect_type_hooks["toy"] = lambda p, dialect, body, tok: (
        IntegerType.get(int(body[4:-1])) if body.startswith("num<") else None
    )
    assert str(parser.parse_type()) == "tensor<2xi7>"
    other = AttrTypeParser("!toy.other", "t.mlir")
    other.dialect_type_hooks["toy"] = lambda p, dialect, body, tok: None
    assert isinstance(other.parse_type(), OpaqueType)
