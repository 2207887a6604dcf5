"""Parser diagnostics: MLIR's messages at MLIR's line:col, with source and caret."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source

CASES = [
    ('"foo.a"(%x) : (i32) -> ()', "1:9", "use of undeclared SSA value name"),
    ('%0 = "foo.a"() : () -> ()', "1:1", "cannot name an operation with no results"),
    (
        '%0:2 = "foo.a"() : () -> i32',
        "1:1",
        "operation defines 1 results but was provided 2 to bind",
    ),
    (
        '%0:0 = "foo.a"() : () -> i32',
        "1:4",
        "expected named operation to have at least 1 result",
    ),
    (
        '"foo.a"() : () -> i32 loc(#nope)',
        "1:27",
        "operation location alias was never defined",
    ),
    ('"foo.a"() : i32', "1:13", "expected function type"),
    ('"foo.a"(%0) : () -> ()', "1:15", "expected 1 operand type\0 but had 0"),
    ('"foo.a"(%0, %1) : (i1) -> ()', "1:19", "expected 2 operand types but had 1"),
    (
        '"foo.a"() ({ "foo.br"()[^bb9] : () -> () }) : () -> ()',
        "1:25",
        "reference to an undefined block",
    ),
    ('"foo.a"() ({ ^bb0: ^bb0: }) : () -> ()', "1:20", "redefinition of block '^bb0'"),
    (
        '%0 = "foo.a"() : () -> i32 %1 = "foo.b"(%0) : (i64) -> ()',
        "1:41",
        "use of value '%0' expects different type than prior uses: 'i64' vs 'i32'",
    ),
    (
        '%0 = "foo.u"(%1) : (i32) -> i32 %1 = "foo.d"() : () -> i64',
        "1:33",
        "definition of SSA value '%1#0' has type 'i64'",
    ),
    (
        '"foo.a"() ({ ^bb0(%a: i32, %a: i32): }) : () -> ()',
        "1:28",
        "redefinition of SSA value '%a'",
    ),
    (
        '%0 = "foo.a"() : () -> i32\n%0 = "foo.b"() : () -> i32',
        "2:1",
        "redefinition of SSA value '%0'",
    ),
    ('""() : () -> ()', "1:1", "empty operation name is invalid"),
    ('"foo.a"()', "1:9", "expected ':' followed by operation type"),
    ('"foo.a"() <{a = 1}  : () -> ()', "1:19", "expected '>' to close properties"),
    ('"foo.a" : () -> ()', "1:8", "expected '(' to start operand list"),
    ('= "foo.a"() : () -> ()', "1:1", "expected operation name in quotes"),
    (
        '"foo.a"() ({ "foo.x"() : () -> () ) : () -> ()',
        "1:34",
        "expected operation name in quotes",
    ),
    (
        '%0 = "foo.a"() : () -> i32\n"foo.b"(%0#1) : (i32) -> ()',
        "2:9",
        "reference to invalid result number",
    ),
    ('"foo.a"(%0#x) : (i32) -> ()', "1:11", "invalid SSA value result number"),
    ('"foo.a"() ({ ^bb0 }) : () -> ()', "1:18", "expected ':' after block name"),
    ('"foo.a"() ({ }, ) : () -> ()', "1:16", "expected '{' to begin a region"),
    ('"foo.a"()[] : () -> ()', "1:11", "expected list element"),
    ('"foo.a"()[^bb1, ] : () -> ()', "1:16", "expected block name"),
    ("builtin.op", "1:1", "custom op 'builtin.op' is unknown"),
    ("op", "1:1", "custom op 'op' is unknown (tried 'builtin.op' as well)"),
    ("custom.op", "1:1", "Dialect `custom' not found for custom op 'custom.op' "),
    (
        '"foo.a"() ({\n  "foo.x"(%v) : (i32) -> ()\n}) : () -> ()\n"foo.y"(%v) : (i32) -> ()',
        "2:11",
        "use of undeclared SSA value name",
    ),
    (
        '"foo.a"() : () -> memref<2x2xf32, affine_map<(d0) -> (d0)>>',
        "1:19",
        "memref layout mismatch between rank and affine map: 2 != 1",
    ),
    (
        '"foo.a"() : () -> memref<2xf32, strided<[2, 1]>>',
        "1:19",
        "expected the number of strides to match the rank",
    ),
]


@pytest.mark.parametrize(("text", "where", "message"), CASES)
def test_parse_error(text: str, where: str, message: str) -> None:
    with pytest.raises(MLIRParseError) as info:
        parse_source(text, Context(True), path="in.mlir")
    rendered = info.value.render()
    head = rendered.splitlines()[0]
    assert head == f"in.mlir:{where}: error: {message}"
    line, col = (int(x) for x in where.split(":"))
    source_line, caret = rendered.splitlines()[1:3]
    assert source_line == text.split("\n")[line - 1]
    assert caret == " " * (col - 1) + "^"


def test_unregistered_dialect_refused() -> None:
    with pytest.raises(MLIRParseError) as info:
        parse_source('"foo.x"() : () -> ()', Context(), path="in.mlir")
    assert info.value.render().startswith(
        "in.mlir:1:8: error: operation being parsed with an unregistered dialect."
    )


def test_note_points_at_previous_definition() -> None:
    with pytest.raises(MLIRParseError) as info:
        parse_source(
            '%0 = "a.b"() : () -> i32\n%0 = "a.c"() : () -> i32', Context(True), "x"
        )
    diags = info.value.diagnostics
    assert [d.level.value for d in diags] == ["error", "note"]
    assert diags[1].message == "previously defined here"
    assert diags[1].span is not None and diags[1].span.location() == "x:1:1"
