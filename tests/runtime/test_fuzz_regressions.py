"""Differences the grammar fuzzer found against mlir-opt-22 (expected texts from it)."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import PrintOptions, print_module


def printed(text: str) -> str:
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(text, context, "in.mlir")
    return print_module(module, PrintOptions(generic=True), context)


def test_typed_attributes_in_arrays() -> None:
    """In an array only i64/f64 types are elided, and never after a hex float."""
    text = (
        '"f.o"() {a = [0x7FF0000000000000 : f64, 1.0 : f64, "s" : i32, '
        '#d<"x"> : i8, 5 : i64]} : () -> ()'
    )
    assert (
        '{a = [0x7FF0000000000000 : f64, 1.000000e+00, "s" : i32, #d<"x"> : i8, 5]}'
        in printed(text)
    )


def test_nul_is_whitespace() -> None:
    """MLIR's lexer skips a NUL character between tokens."""
    assert '%0 = "f.o"() : () -> i32' in printed('%0 =\0"f.o"() : () -> i32')


@pytest.mark.parametrize(
    ("expr", "col", "what"),
    [
        ("d1 * d0 * 4", 46, "at least one of the multiply operands"),
        ("d1 * d0", 41, "at least one of the multiply operands"),
        ("d1 floordiv d0 mod 4", 53, "right operand of floordiv"),
        ("3 + d1 * d0 floordiv 4", 50, "at least one of the multiply operands"),
        ("d1 mod 2 mod d0 * 4", 54, "right operand of mod"),
    ],
)
def test_non_affine_error_points_at_the_next_operator(
    expr: str, col: int, what: str
) -> None:
    """As MLIR: a bad operand is reported at the following operator, if any."""
    text = f'"f.o"() {{a = affine_map<(d0, d1) -> ({expr})>}} : () -> ()'
    with pytest.raises(MLIRParseError) as info:
        printed(text)
    head = info.value.render().splitlines()[0]
    assert head.startswith(f"in.mlir:1:{col}: error: non-affine expression: {what}")


@pytest.mark.parametrize(
    "text",
    [
        '"t.a"() {a = strided<[',  # at the end of the input itself
        '"t.a"() {a = strided<[-x]>} : () -> ()',  # at the '-'
        '"t.a"() {a = strided<[-99999999999999999999]>} : () -> ()',
    ],
)
def test_strided_value_error_position(text: str) -> None:
    """As MLIR: at the token where the value starts, even at the end of input."""
    with pytest.raises(MLIRParseError) as info:
        printed(text)
    head = info.value.render().splitlines()[0]
    assert head == "in.mlir:1:23: error: expected a 64-bit signed integer or '?'"


def test_dense_array_bad_element_type_adds_mlir_follow_up() -> None:
    """As MLIR: the type's error, then 'expected an integer or floating point type'."""
    with pytest.raises(MLIRParseError) as info:
        printed("#a = array<i\n")
    lines = [line for line in info.value.render().splitlines() if "error:" in line]
    assert lines == [
        "in.mlir:1:12: error: expected non-function type",
        "in.mlir:1:12: error: expected an integer or floating point type",
    ]
