"""Integer literals of any size: MLIR's verdicts, never Python's int-string limit.

Messages and positions as ``mlir-opt-22`` prints them (checked by hand).
"""

from __future__ import annotations

import random

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.bigint import format_decimal, parse_decimal
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module

HUGE = "1" + "2" * 5000  # beyond CPython's 4,300-digit int(str) limit
OP = '"f.o"()'

ERRORS = [
    (f"{OP} {{a = {HUGE} : i32}} : () -> ()", "1:14", "out of range for attribute"),
    (f"{OP} {{a = -{HUGE} : i64}} : () -> ()", "1:15", "out of range for attribute"),
    (f"{OP} {{a = {HUGE}}} : () -> ()", "1:14", "out of range for attribute"),
    (f"{OP} {{a = dense<{HUGE}> : tensor<2xi32>}} : () -> ()", "1:20", "for type"),
    (f"{OP} : () -> tensor<{HUGE}xi32>", "1:24", "invalid dimension"),
    (f"{OP} : () -> i{HUGE}", "1:17", "invalid integer width"),
    (f"{OP} : () -> i4294967296", "1:17", "invalid integer width"),
    (f"{OP} : () -> i4294967295", "1:17", "integer bitwidth is limited"),
    (f"{OP} {{a = affine_map<(d0) -> (d0 + {HUGE})>}} : () -> ()", "1:39", "too large"),
    (f"{OP} {{a = array<i32: {HUGE}>}} : () -> ()", "1:5026", "out of range"),
    (f"{OP} {{a = array<i8: 1, 300, 2>}} : () -> ()", "1:30", "out of range"),
    (f"%0:{HUGE} = {OP} : () -> (i32)", "1:4", "at least 1 result"),
    (f"%0:18446744073709551616 = {OP} : () -> (i32)", "1:4", "at least 1 result"),
    ('"f.o"(%0#4294967296) : (i32) -> ()', "1:9", "invalid SSA value result number"),
    (f'"f.o"(%0#{HUGE}) : (i32) -> ()', "1:9", "invalid SSA value result number"),
    (
        '%0 = "f.o"() : () -> (i32)\n"f.o"(%0#4294967295) : (i32) -> ()',
        "2:7",
        "reference to invalid result number",
    ),
]


@pytest.mark.parametrize(("text", "where", "message"), ERRORS)
def test_huge_literal_diagnostics(text: str, where: str, message: str) -> None:
    """Each out-of-range literal gets MLIR's diagnostic at MLIR's position."""
    with pytest.raises(MLIRParseError) as info:
        parse_source(text, Context(allow_unregistered_dialects=True), "in.mlir")
    rendered = info.value.render()
    head = rendered.splitlines()[0]
    assert head.startswith(f"in.mlir:{where}: error: "), head[:120]
    assert message in head


def test_wide_integer_attribute_round_trips() -> None:
    """A 5,001-digit value in an i20000 attribute parses and prints exactly."""
    context = Context(allow_unregistered_dialects=True)
    module = parse_source(f"{OP} {{a = -{HUGE} : i20000}} : () -> ()", context)
    assert f"{{a = -{HUGE} : i20000}}" in print_module(module, context=context)


@pytest.mark.parametrize("digits", [1, 19, 2000, 2001, 4301, 6100, 25_000])
def test_decimal_conversions_agree_with_python(digits: int) -> None:
    """parse_decimal/format_decimal equal int/str on numbers of any length."""
    rng = random.Random(digits)
    text = str(rng.randint(1, 9)) + "".join(rng.choices("0123456789", k=digits - 1))
    value = parse_decimal(text)
    assert value.bit_length() > (digits - 1) * 3
    assert format_decimal(value) == text
    assert format_decimal(-value) == "-" + text
    assert parse_decimal("00" + text) == value
    if digits < 4000:
        assert value == int(text)
