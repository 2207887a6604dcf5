"""Tests of builtin attributes: parsing, printing, interning and float formatting."""

from __future__ import annotations

import math

import pytest

from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineSymbolExpr
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    BoolAttr,
    DictionaryAttr,
    DistinctAttr,
    FlatSymbolRefAttr,
    FloatAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.float_format import SEMANTICS, encode_float
from tblgen_py.runtime.ir.float_print import apfloat_to_string, print_float
from tblgen_py.runtime.ir.types import (
    FloatType,
    IndexType,
    RankedTensorType,
    f32,
    f64,
    i,
)
from tblgen_py.runtime.text.attr_parser import AttrTypeParser, MLIRParseError
from tblgen_py.runtime.text.print_rules import print_affine_expr


def parse_attr(text: str) -> Attribute:
    """Parse one attribute and check all input was used."""
    parser = AttrTypeParser(text, "t.mlir")
    result = parser.parse_attribute()
    assert parser.at_eof(), parser.tok
    return result


@pytest.mark.parametrize(
    "text,printed",
    [
        ("1", "1 : i64"),
        ("-7 : i8", "-7 : i8"),
        ("255 : i8", "-1 : i8"),
        ("255 : ui8", "255 : ui8"),
        ("0x10 : i32", "16 : i32"),
        ("3 : index", "3 : index"),
        ("true", "true"),
        ("1 : i1", "true"),
        ("unit", "unit"),
        ("1.5", "1.500000e+00 : f64"),
        ("0.1 : f32", "1.000000e-01 : f32"),
        ("3.14159265", "3.1415926500000002 : f64"),
        ("123456789.0", "0x419D6F3454000000 : f64"),
        ("-0.0 : f16", "-0.000000e+00 : f16"),
        ("0x7FC00000 : f32", "0x7FC00000 : f32"),
        ("1.1 : bf16", "1.101560e+00 : bf16"),
        ('"a\\nb\\"c"', '"a\\0Ab\\22c"'),
        ('"x" : i32', '"x" : i32'),
        ("[1, 2.0, unit]", "[1, 2.000000e+00, unit]"),
        ("{b = 1, a}", "{a, b = 1 : i64}"),
        ('{"a b" = 1 : i8}', '{"a b" = 1 : i8}'),
        ("@f", "@f"),
        ('@"x y"::@z', '@"x y"::@z'),
        ("i32", "i32"),
        ("(i32) -> f32", "(i32) -> f32"),
        ("#foo.bar<1, 2>", "#foo.bar<1, 2>"),
        ("strided<[4, 1], offset: ?>", "strided<[4, 1], offset: ?>"),
        ("strided<[1], offset: 0>", "strided<[1]>"),
        ("array<i32: 1, -2>", "array<i32: 1, -2>"),
        ("array<i1: true, false>", "array<i1: true, false>"),
        ("array<f32: 1.0>", "array<f32: 1.000000e+00>"),
        ("array<i8>", "array<i8>"),
        ("dense<[1, 1]> : tensor<2xi32>", "dense<1> : tensor<2xi32>"),
        (
            "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>",
            "dense<[[1, 2], [3, 4]]> : tensor<2x2xi8>",
        ),
        (
            "dense<(1.0, 2.0)> : tensor<2xcomplex<f32>>",
            "dense<(1.000000e+00,2.000000e+00)> : tensor<2xcomplex<f32>>",
        ),
        (
            'dense<["a", "b"]> : tensor<2x!foo.s>',
            'dense<["a", "b"]> : tensor<2x!foo.s>',
        ),
        ('dense<"0x01000000"> : tensor<2xi32>', "dense<1> : tensor<2xi32>"),
        ("dense<> : tensor<0xf32>", "dense<> : tensor<0xf32>"),
        ("dense_resource<blob> : tensor<2xi8>", "dense_resource<blob> : tensor<2xi8>"),
        ("distinct[4]<>", "distinct[0]<>"),
        (
            "sparse<[[0, 1]], [5]> : tensor<2x2xi8>",
            "sparse<[[0, 1]], 5> : tensor<2x2xi8>",
        ),
        ("sparse<> : tensor<3xf32>", "sparse<> : tensor<3xf32>"),
        ("dense<[0, 1]> : tensor<2xui1>", "dense<[false, true]> : tensor<2xui1>"),
        (
            "dense<-0.5> : tensor<2xf8E8M0FNU>",
            "dense<1.701410e+38> : tensor<2xf8E8M0FNU>",
        ),
        ("-0.5 : f8E8M0FNU", "-5.000000e-01 : f8E8M0FNU"),
        ("affine_map<(i, j) -> (j, i + 1)>", "affine_map<(d0, d1) -> (d1, d0 + 1)>"),
        (
            "affine_set<(d0) : (d0 >= 0, d0 == 1)>",
            "affine_set<(d0) : (d0 >= 0, d0 - 1 == 0)>",
        ),
        ('loc("f":1:2)', 'loc("f":1:2)'),
    ],
)
def test_parse_and_print(text: str, printed: str) -> None:
    """Attributes print as mlir-opt prints them."""
    assert str(parse_attr(text)) == printed


def test_large_dense_prints_hex() -> None:
    """More than 100 non-splat elements print in the hex form."""
    t = RankedTensorType.get([101], i(8))
    attr = DenseElementsAttr.get(t, list(range(101)))
    assert str(attr).startswith('dense<"0x000102')
    assert parse_attr(str(attr)) is attr


def test_api_construction_and_interning() -> None:
    """get() uniques values; helpers expose Python values."""
    assert IntegerAttr.get(i(32), 5) is parse_attr("5 : i32")
    assert BoolAttr.get(True) is parse_attr("true")
    assert isinstance(parse_attr("false"), BoolAttr)
    assert FloatAttr.get(f32(), 0.5).value == 0.5
    assert StringAttr.get("s") is parse_attr('"s"')
    assert ArrayAttr.get([UnitAttr.get()]) is parse_attr("[unit]")
    assert DictionaryAttr.get(
        {"b": UnitAttr.get(), "a": TypeAttr.get(f64())}
    ).names() == ["a", "b"]
    assert isinstance(SymbolRefAttr.get("x"), FlatSymbolRefAttr)
    assert SymbolRefAttr.get("x", ["y"]).leaf == "y"
    assert DenseArrayAttr.from_floats(f32(), [1.5]) is parse_attr("array<f32: 1.5>")
    assert IntegerAttr.get(IndexType.get(), -1).value == -1
    assert math.isnan(FloatAttr.from_bits(f32(), 0x7FC00000).value)


def test_distinct_attrs_are_unique_per_creation() -> None:
    """Two creations differ; one id within a file is one attribute."""
    assert DistinctAttr.create(UnitAttr.get()) is not DistinctAttr.create(
        UnitAttr.get()
    )
    attr = parse_attr("[distinct[3]<1 : i32>, distinct[3]<1 : i32>]")
    assert isinstance(attr, ArrayAttr) and attr[0] is attr[1]


@pytest.mark.parametrize(
    "name,value,text",
    [
        ("f32", 2.5, "2.500000e+00"),
        ("f64", 0.1, "1.000000e-01"),
        ("f64", 1e300, "1.000000e+300"),
        ("f64", 1.0 / 3, "0.33333333333333331"),
        ("f32", 1e-40, "9.999940e-41"),
        ("f16", 65504.0, "6.550400e+04"),
        ("bf16", 0.3, "3.007810e-01"),
        ("f8E4M3FN", 448.0, "4.480000e+02"),
        ("f4E2M1FN", 6.0, "6.000000e+00"),
        ("f64", 12345678.9, "12345678.9"),
        ("f64", math.inf, "0x7FF0000000000000"),
        ("f32", -math.inf, "0xFF800000"),
    ],
)
def test_float_printing(name: str, value: float, text: str) -> None:
    """Shortest exact 6-digit form, else APFloat's default, else hex."""
    sem = SEMANTICS[name]
    assert print_float(sem, encode_float(sem, value))[0] == text


@pytest.mark.parametrize(
    "value,precision,padding,text",
    [
        (100.0, 0, 3, "100"),
        (1234567.0, 0, 3, "1234567"),
        (0.001, 0, 3, "0.001"),
        (1.5, 6, 0, "1.500000e+00"),
        (0.0, 6, 0, "0.000000e+00"),
    ],
)
def test_apfloat_to_string(
    value: float, precision: int, padding: int, text: str
) -> None:
    """The underlying APFloat::toString layout."""
    sem = SEMANTICS["f64"]
    bits = encode_float(sem, value)
    assert apfloat_to_string(sem, bits, precision, padding, padding != 0) == text


def test_float_overflow_rules() -> None:
    """Overflow gives inf, NaN (no-inf formats) or the largest value (finite-only)."""
    assert FloatAttr.get(FloatType.get("f16"), 1e6).bits == 0x7C00
    assert FloatAttr.get(FloatType.get("f8E4M3FN"), 1000.0).bits == 0x7F
    assert FloatAttr.get(FloatType.get("f4E2M1FN"), 100.0).bits == 0x7


d0, d1 = AffineDimExpr.get(0), AffineDimExpr.get(1)
s0 = AffineSymbolExpr.get(0)


@pytest.mark.parametrize(
    "expr,text",
    [
        (d0 + 1 + 2, "d0 + 3"),
        (1 + d0, "d0 + 1"),
        (d0 * 2 * 3, "d0 * 6"),
        (d0 - d0, "0"),
        (d0 + d0, "d0 * 2"),
        (d0 - d1 * 2, "d0 - d1 * 2"),
        (-d0, "-d0"),
        (s0 * 3 + d0, "d0 + s0 * 3"),
        ((d0 * 128).floordiv(64), "d0 * 2"),
        ((d0 * 4) % 2, "0"),
        (d0 - d0.floordiv(4) * 4, "d0 mod 4"),
        ((d0 + 1).floordiv(2), "(d0 + 1) floordiv 2"),
        (d0 - (d1 + 1), "d0 - (d1 + 1)"),
        ((d0 + d1) * -1, "-(d0 + d1)"),
    ],
)
def test_affine_simplification(expr: object, text: str) -> None:
    """Affine expressions fold and print as MLIR's do."""
    assert print_affine_expr(expr) == text  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text,message",
    [
        ("300 : i8", "1:1: error: integer constant out of range for attribute"),
        (
            "-1 : ui8",
            "1:2: error: negative integer literal not valid for unsigned integer type",
        ),
        (
            "2 : f32",
            "1:1: error: unexpected decimal integer literal for a floating point value",
        ),
        ("[1, 2", "1:4: error: expected ',' or ']'"),
        ("{a = 1, a = 2}", "1:9: error: duplicate key 'a' in dictionary attribute"),
        (
            "dense<[1, 2]> : tensor<3xi32>",
            "1:1: error: inferred shape of elements literal ([2]) does not match type ([3])",
        ),
        ("affine_map<(d0) -> (d1)>", "1:21: error: use of undeclared identifier"),
        (
            "affine_map<(d0, d1) -> (d0 * d1)>",
            "1:28: error: non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
        ),
        ("#nope", "1:5: error: undefined symbol alias id 'nope'"),
    ],
)
def test_attribute_errors(text: str, message: str) -> None:
    """Errors carry MLIR's message and position."""
    with pytest.raises(MLIRParseError) as info:
        parse_attr(text)
    assert info.value.render().startswith(f"t.mlir:{message}\n")


def test_decimal_literal_for_float_has_note() -> None:
    """The trailing-dot hint is a note at the same place, without source."""
    with pytest.raises(MLIRParseError) as info:
        parse_attr("2 : f32")
    lines = info.value.render().splitlines()
    assert (
        lines[-1] == "t.mlir:1:1: note: add a trailing dot to make the literal a float"
    )
