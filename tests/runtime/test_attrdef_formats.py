"""Generated AttrDef/TypeDef classes of the ``atf`` example dialect, at run time.

Parse then print every attribute and type of ``td/examples/AttrTypeFormats.td``
through the text parser once the dialect is registered (round trip), check the
values built (typed accessors, interning, defaults), the errors of the format
parsers and of the verifier hook, aliases from the dialect's asm interface and
the opaque fallback when the dialect is not loaded.
"""

from __future__ import annotations

import sys
from pathlib import Path

import atf_hooks
import pytest

from tblgen_py.runtime.ir.attributes import OpaqueAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.types import DYNAMIC, IntegerType, OpaqueType, f32
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import parse_source
from tblgen_py.runtime.text.printer import print_module

A = atf_hooks.atf_attrs
T = atf_hooks.atf_types

ROUND_TRIPS = [
    "!atf.void",
    "!atf.shaped<4x?x8xf32>",
    "!atf.list<i32, f32, i64>",
    "!atf.memo<i32>",
    "!atf.memo<i32 -> f32>",
    "!atf.memo<i32, depth = 3>",
    "!atf.memo<i32 -> f32, depth = 3>",
    "#atf.point<x = 1, y = -2>",
    "#atf.opts<>",
    '#atf.opts<name = "a">',
    '#atf.opts<name = "a", level = 2>',
    '#atf.literal<1.500000e+00, 42, true, "text">',
    "#atf.paint<green>",
    "#atf.paint<red on #atf.color<blue>>",
    "#atf.paint<red with <read|write>>",
    "#atf.bounds<[0, 10] untagged>",
    '#atf.bounds<unbounded tag "t">',
    "#atf.typed<7> : i32",
    "#atf.typed<8>",
    "#atf.scaled<3 x times 4>",
    "#atf.color<red>",
    "#atf.perms<read|exec>",
    "#atf.note<hello>",
]
REWRITES = [
    ("#atf.point<y = 2, x = 1>", "#atf.point<x = 1, y = 2>"),
    ('#atf.opts<level = 2, name = "a">', '#atf.opts<name = "a", level = 2>'),
    ("#atf.opts<level = 0>", "#atf.opts<>"),
    ("!atf.memo<i32, depth = 4>", "!atf.memo<i32>"),
    ("#atf.perms<exec|read>", "#atf.perms<read|exec>"),
    ('#atf.color<"blue">', "#atf.color<blue>"),
    ("#atf.scaled<3x times 4>", "#atf.scaled<3 x times 4>"),
]


@pytest.fixture
def context() -> Context:
    """A context with the ``atf`` dialect (and its hooks) loaded."""
    ctx = Context(allow_unregistered_dialects=True)
    atf_hooks.register(ctx)
    return ctx


def _attr_text(text: str) -> str:
    key = "a" if text.startswith("#") else "t"
    return f'"test.op"() {{{key} = {text}}} : () -> ()\n'


def _value(text: str, ctx: Context) -> object:
    op = next(iter(parse_source(_attr_text(text), ctx).body))
    value = next(iter(op.attributes.values()))
    return getattr(value, "type", value) if text.startswith("!") else value


def _printed(text: str, ctx: Context) -> str:
    printed = print_module(parse_source(_attr_text(text), ctx))
    return printed.split("= ", 1)[1].rsplit("} : () -> ()", 1)[0]


@pytest.mark.parametrize("text", ROUND_TRIPS)
def test_round_trip(text: str, context: Context) -> None:
    """The text parses into the generated class and prints back unchanged."""
    value = _value(text, context)
    assert type(value).__module__.startswith("attrtypeformats_")
    assert _printed(text, context) == text


@pytest.mark.parametrize(("text", "want"), REWRITES)
def test_canonical_form(text: str, want: str, context: Context) -> None:
    """Struct order, defaults, strings for enum keywords print canonically."""
    assert _printed(text, context) == want


def test_typed_accessors_and_interning(context: Context) -> None:
    """Parameters are typed attributes; ``get`` interns like the builtins."""
    shaped = _value("!atf.shaped<4x?xf32>", context)
    assert isinstance(shaped, T.ShapedType)
    assert shaped.dims == (4, DYNAMIC)
    assert shaped.element_type is f32()
    assert shaped is T.ShapedType.get([4, DYNAMIC], f32())
    memo = T.MemoType.get(IntegerType.get(32))
    assert memo.value is None and memo.depth == 4
    assert memo is _value("!atf.memo<i32>", context)
    paint = _value("#atf.paint<red with <read>>", context)
    assert paint.color is atf_hooks.atf_attrs.Color.Red
    assert paint.background is None
    assert isinstance(paint.perms, A.PermsAttr)
    typed = _value("#atf.typed<7> : i32", context)
    assert typed.type_ is IntegerType.get(32) and typed.value == 7
    assert str(A.PointAttr.get(1, 2)) == "#atf.point<x = 1, y = 2>"


ERRORS = [
    (
        "#atf.color<purple>",
        "1:29: error: expected one of [red, green, blue] for a color, got: purple",
    ),
    ("#atf.point<x = 1>", "error: expected ','"),
    ("#atf.point<x = 1, x = 2>", "duplicate or unknown struct parameter name: x"),
    ("#atf.point<x = 1, z = 2>", "duplicate or unknown struct parameter name: z"),
    ("#atf.scaled<3 x times 0>", "error: 'factor' must be non-zero"),
    ("!atf.pair<i32>", "error: expected ','"),
    ("#atf.typed<1, 2>", "error: expected '>'"),
    ('#atf.literal<1.5, 42, maybe, "t">', "Atf_LiteralAttr parameter 'flag'"),
]


@pytest.mark.parametrize(("text", "message"), ERRORS)
def test_parse_errors(text: str, message: str, context: Context) -> None:
    """Bad parameters are diagnosed with MLIR's messages, at the right place."""
    with pytest.raises(MLIRParseError) as info:
        parse_source(_attr_text(text), context)
    rendered = "".join(d.render() for d in info.value.diagnostics)
    assert message in rendered


def test_unregistered_dialect_stays_opaque() -> None:
    """Without the dialect loaded, the text is kept verbatim."""
    ctx = Context(allow_unregistered_dialects=True)
    assert isinstance(_value("#atf.point<x = 1, y = 2>", ctx), OpaqueAttr)
    assert isinstance(_value("!atf.pair<i32, f32>", ctx), OpaqueType)


def test_dialect_alias(context: Context) -> None:
    """The dialect's OpAsmDialectInterface names aliases as mlir-opt prints them."""
    text = '"test.op"() : () -> (!atf.pair<i32, f32>, !atf.list<!atf.pair<i32, f32>>)\n'
    printed = print_module(parse_source(text, context))
    assert printed.startswith("!pair = !atf.pair<i32, f32>\n")
    assert "-> (!pair, !atf.list<!pair>)" in printed


def test_missing_custom_hook_keeps_value_opaque(context: Context) -> None:
    """A format whose custom directive has no Python hooks cannot parse: such
    values stay opaque (printed verbatim), like an unregistered dialect's."""
    from tblgen_py.runtime.ods import attr_format

    saved = attr_format._CUSTOM_DIRECTIVES.pop(("atf", "Dims"))
    try:
        assert not T.ShapedType.has_parser()
        assert isinstance(_value("!atf.shaped<4xf32>", context), OpaqueType)
        assert _printed("!atf.shaped<4xf32>", context) == "!atf.shaped<4xf32>"
    finally:
        attr_format._CUSTOM_DIRECTIVES[("atf", "Dims")] = saved
    assert isinstance(_value("!atf.shaped<4xf32>", context), T.ShapedType)


def test_mlir_opt_py_round_trip(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``mlir-opt-py --load-dialect`` reads and writes the dialect's values:
    the generated modules (by path) and the hooks module."""
    from tblgen_py.tools.mlir_opt import main

    body = ", ".join(
        f"a{i} = {text}" for i, text in enumerate(ROUND_TRIPS) if "#" in text[:1]
    )
    types = ", ".join(text for text in ROUND_TRIPS if text.startswith("!"))
    source = f'"test.op"() {{{body}}} : () -> ({types})\n'
    path = tmp_path / "in.mlir"
    path.write_text(source)
    generated = Path(__file__).resolve().parents[2] / "generated"
    argv = [
        "--allow-unregistered-dialect",
        "--mlir-print-op-generic",
        "--load-dialect",
        str(generated / "attrtypeformats_attrs.py"),
        "--load-dialect",
        str(Path(__file__).parent / "atf_hooks.py"),
        str(path),
    ]
    limit = sys.getrecursionlimit()  # main raises it for the whole process
    try:
        status = main(argv)
    finally:
        sys.setrecursionlimit(limit)
    out, err = capsys.readouterr()
    assert status == 0, err
    attrs = dict(sorted((f"a{i}", t) for i, t in enumerate(ROUND_TRIPS) if t[0] == "#"))
    want_body = ", ".join(f"{k} = {v}" for k, v in attrs.items())
    assert f'"test.op"() {{{want_body}}} : () -> ({types})' in out


def test_enum_attr_case_text_for_op_getters() -> None:
    """Op getters read a dialect EnumAttr's case from the generated class as
    from the opaque text (the dialect's attributes loaded or not)."""
    from tblgen_py.runtime.ods.enums import dialect_attr_text

    color = A.ColorAttr.get(atf_hooks.atf_attrs.Color.Blue)
    assert dialect_attr_text(color, "atf", "color") == "blue"
    assert (
        dialect_attr_text(OpaqueAttr.get("atf", "color<blue>"), "atf", "color")
        == "blue"
    )
    with pytest.raises(ValueError):
        dialect_attr_text(color, "atf", "perms")
