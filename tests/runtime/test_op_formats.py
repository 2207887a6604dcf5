"""Ops with a declarative assembly format read and write their custom syntax
(``generated/formats_ops.py``, from ``td/examples/Formats.td``)."""

from __future__ import annotations

import importlib.util
import textwrap
from pathlib import Path
from types import ModuleType

import pytest

from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.context import Context
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods import asm_format
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import Parser, parse_source
from tblgen_py.runtime.text.printer import OpPrinter, PrintOptions, print_module

GENERATED = Path(__file__).resolve().parents[2] / "generated" / "formats_ops.py"


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("formats_ops", GENERATED)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


FORMATS = _load()

# Printed exactly as written (mlir-opt's numbering of values).
CUSTOM = """\
module {
  %0 = "test.src"() : () -> i32
  %1 = fmt.binary %0, %0 : i32
  %2 = fmt.match %0, %1 {k = 1 : i64} : i32
  %3 = fmt.cast %2 : i32 to i64
  %4 = fmt.trunc %0
  %5:2 = fmt.call @callee(%0, %3) : (i32, i64) -> (i1, i8)
  fmt.symbol @sym size 16
  fmt.flags tail %0 note "hi" : i32
  fmt.flags %0 : i32
  fmt.maybe %0 : i32
  fmt.maybe none
  fmt.nested outer 1 inner 2
  fmt.nested outer 3
  fmt.nested
  %6:2 = fmt.all %0, %1 attributes {x} : (i32, i32) -> (i32, i32)
  fmt.body attributes {y} {
    "test.op"() : () -> ()
  }
  fmt.regions {
    "test.op"() : () -> ()
  }, {
  }
  fmt.spacing %0,  %1 : i32, i32
  fmt.array [1, -2, 3]
  %7 = "test.src"() : () -> index
  fmt.segments(%7, %7) [%7]
  fmt.segments() []
  fmt.qualified 5 : i8 %0 : i32
  "test.region"() ({
    %8 = "test.src"() : () -> i1
    fmt.branch ^bb1(%0, %8 : i32, i1)
  ^bb1(%9: i32, %10: i1):  // pred: ^bb0
    fmt.switch %10, ^bb2, ^bb2
  ^bb2:  // 3 preds: ^bb1, ^bb1, ^bb2
    fmt.branch ^bb2
  }) : () -> ()
}
"""


def _context() -> Context:
    context = Context(allow_unregistered_dialects=True)
    FORMATS.register(context)
    return context


def _print(text: str, generic: bool = False) -> str:
    context = _context()
    module = parse_source(text, context)
    return print_module(module, PrintOptions(generic=generic), context)


def test_custom_syntax_round_trips() -> None:
    """Every directive the runtime runs prints what it parsed."""
    assert _print(CUSTOM) == CUSTOM


def test_generic_form_of_custom_syntax() -> None:
    """Parsed custom syntax fills operands, types, properties and segments."""
    text = _print(
        '%i = "test.src"() : () -> index\nfmt.segments(%i) [%i, %i]\n'
        '%a = "test.src"() : () -> i32\n%b = fmt.trunc %a\n'
        "fmt.symbol @s size 3\n",
        generic=True,
    )
    assert (
        '"fmt.segments"(%0, %0, %0) <{operandSegmentSizes = array<i32: 1, 2>}>' in text
    )
    assert '"fmt.trunc"(%1) : (i32) -> i1' in text
    assert '"fmt.symbol"() <{size = 3 : i64, sym_name = "s"}> : () -> ()' in text


def test_prop_dict_prints_the_unbound_properties() -> None:
    """``$width prop-dict``: the integer property as a number, the others as
    ``<{...}>``; the attribute dictionary keeps the discardable attributes."""
    text = "fmt.props 1 <{depth = 2 : i64}> {note}\n"
    assert _print(text).splitlines()[1] == "  fmt.props 1 <{depth = 2 : i64}> {note}"
    generic = _print(text, generic=True)
    assert '"fmt.props"() <{depth = 2 : i64, width = 1 : i32}> {note}' in generic
    with pytest.raises(MLIRParseError) as info:
        parse_source("fmt.props x\n", _context())
    assert str(info.value) == ("custom op 'fmt.props' expected integer value")


def test_oilist_clauses_in_any_order_each_once() -> None:
    """``oilist``: clauses read in any order, printed in format order; a unit
    attribute's clause is its keyword."""
    text = "fmt.oilist level = 3 fast\nfmt.oilist fast\nfmt.oilist\n"
    lines = _print(text).splitlines()
    assert lines[1:4] == [
        "  fmt.oilist fast level = 3",
        "  fmt.oilist fast",
        "  fmt.oilist",
    ]
    generic = _print("fmt.oilist level = 3 fast\n", generic=True)
    assert '"fmt.oilist"() <{fast, level = 3 : i64}> : () -> ()' in generic
    with pytest.raises(MLIRParseError) as info:
        parse_source("fmt.oilist fast level = 1 fast\n", _context())
    assert info.value.render().startswith(
        "<stdin>:1:1: error: custom op 'fmt.oilist' `fast` clause can appear at "
        "most once in the expansion of the oilist directive"
    )


@implement_op("fmt.infer", "infer_return_types")
def _infer_i64(operands: object, attributes: object, regions: int) -> list[object]:
    """``fmt.infer``'s result: always ``i64`` (the test's inferReturnTypes)."""
    return [IntegerType.get(64)]


def test_inferred_result_types_come_from_the_hook() -> None:
    """``InferTypeOpInterface``: the format leaves the result type out."""
    text = '%a = "test.src"() : () -> i32\n%b = fmt.infer %a : i32\n'
    assert "  %1 = fmt.infer %0 : i32\n" in _print(text)
    assert '"fmt.infer"(%0) : (i32) -> i64' in _print(text, generic=True)


def test_type_transformer_resolves_the_result_type() -> None:
    """``TypesMatchWith`` with a C++ transformer (translated): the element type."""
    text = (
        '%v, %i = "test.src"() : () -> (vector<4xf16>, index)\n'
        "%e = fmt.element %v[%i] : vector<4xf16>\n"
        '"test.sink"(%e) : (f16) -> ()\n'
    )
    lines = _print(text).splitlines()
    assert "  %1 = fmt.element %0#0[%0#1] : vector<4xf16>" in lines
    assert '  "test.sink"(%1) : (f16) -> ()' in lines


def test_implicit_terminator_is_added_and_left_out() -> None:
    """``SingleBlockImplicitTerminator``: added when parsed without, printed
    only with operands (as mlir-tblgen's generated code)."""
    text = 'fmt.scope {\n  "test.op"() : () -> ()\n}\n'
    assert _print(text) == "module {\n" + textwrap.indent(text, "  ") + "}\n"
    generic = _print(text, generic=True)
    assert '"fmt.yield"() : () -> ()' in generic
    kept = '%0 = "test.src"() : () -> i32\nfmt.scope {\n  fmt.yield %0 : i32\n}\n'
    assert "    fmt.yield %0 : i32" in _print(kept)
    assert _print("fmt.scope {\n}\n") == "module {\n  fmt.scope {\n  }\n}\n"


def test_default_valued_attributes_are_elided() -> None:
    """Equal to its default: not printed; the group anchored on one too."""
    text = (
        "fmt.defaults\n"
        "fmt.defaults exact true\n"
        "fmt.defaults {width = 4 : i64}\n"
        "fmt.defaults {width = 5 : i64}\n"
    )
    assert _print(text).splitlines()[1:-1] == [
        "  fmt.defaults",
        "  fmt.defaults exact true",
        "  fmt.defaults",
        "  fmt.defaults {width = 5 : i64}",
    ]
    generic = _print("fmt.defaults\n", generic=True)
    assert '"fmt.defaults"() <{exact = false, width = 4 : i64}>' in generic


def _parse_count(parser: Parser, default: str) -> object:
    """``custom<Count>($count, "1")``: ``xN``, or nothing for the default."""
    tok = parser.consume_kind_if(TokenKind.BARE_IDENT)
    if tok is None:
        return None
    if not tok.text.startswith("x") or not tok.text[1:].isdigit():
        parser.error("expected xN", tok)
    if tok.text[1:] == default:
        return None
    return IntegerAttr.get(IntegerType.get(64), int(tok.text[1:]))


def _print_count(printer: OpPrinter, op: object, count: object, default: str) -> None:
    value = getattr(count, "value", None)
    printer.write(f"x{value if value is not None else default}")


def _parse_echo(parser: Parser, value: object, types: object) -> None:
    parser.parse_keyword("echo")


def _print_echo(printer: OpPrinter, op: object, value: object, ty: object) -> None:
    printer.write("echo")


@pytest.fixture
def hooks(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Count and Echo hooks, registered for the test only."""
    monkeypatch.setattr(asm_format, "CUSTOM_DIRECTIVES", {})
    asm_format.register_custom_directive("Count", _parse_count, _print_count, "fmt")
    asm_format.register_custom_directive("Echo", _parse_echo, _print_echo)


def test_custom_directives_use_registered_hooks(hooks: None) -> None:
    """parseName/printName attached from outside the generated module."""
    text = (
        'module {\n  %0 = "test.src"() : () -> i32\n'
        "  fmt.custom %0 : i32 x4 echo {k}\n  fmt.custom %0 : i32 x1 echo\n}\n"
    )
    assert _print(text) == text
    generic = _print(text, generic=True)
    assert '"fmt.custom"(%0) <{count = 4 : i64}> {k} : (i32) -> ()' in generic


def test_missing_custom_hook_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    """Without hooks, parsing reports which directive lacks them."""
    monkeypatch.setattr(asm_format, "CUSTOM_DIRECTIVES", {})
    with pytest.raises(MLIRParseError) as info:
        parse_source(
            '%a = "test.src"() : () -> i32\nfmt.custom %a : i32 x1\n', _context()
        )
    assert "custom directive 'Count' has no Python hooks" in str(info.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('%a = "test.src"() : () -> i32\n%b = fmt.cast %a : i32 into i64\n', "'to'"),
        ("fmt.symbol @s 16\n", "'size'"),
        ('%a = "test.src"() : () -> i32\n%b = fmt.binary %a %a : i32\n', "','"),
    ],
)
def test_bad_custom_syntax_is_a_parse_error(text: str, message: str) -> None:
    """A token the format does not allow is reported, not a traceback."""
    with pytest.raises(MLIRParseError) as info:
        parse_source(text, _context())
    assert message in str(info.value)


def test_else_group_anchor_inverts_the_group() -> None:
    """``(then) : (else $x^)?``: the then group prints when the anchor is absent."""
    text = "fmt.else_anchor unbounded\nfmt.else_anchor limit 7\n"
    assert _print(text).splitlines()[1:3] == [
        "  fmt.else_anchor unbounded",
        "  fmt.else_anchor limit 7",
    ]
    generic = _print(text, generic=True)
    assert '"fmt.else_anchor"() : () -> ()' in generic
    assert '"fmt.else_anchor"() <{limit = 7 : i64}> : () -> ()' in generic


def _parse_groups(parser: Parser) -> tuple[list[list[object]], list[list[object]]]:
    """``custom<Groups>``: `(` operands `:` types `)` groups, or nothing."""
    uses: list[list[object]] = []
    types: list[list[object]] = []
    while parser.consume_if("(") is not None:
        group = list(parser.parse_operand_list())
        uses.append(group)
        types.append(list(parser.parse_colon_type_list()) if group else [])
        parser.expect(")")
    return uses, types


def _print_groups(
    printer: OpPrinter, op: object, values: object, types: object
) -> None:
    assert isinstance(values, list) and isinstance(types, list)
    for group, group_types in zip(values, types):
        names = ", ".join(printer.value_name(v) for v in group)
        typed = ", ".join(printer.type_str(t) for t in group_types)
        printer.write(f"({names} : {typed})" if group else "()")


def test_variadic_of_variadic_operands_in_groups(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A custom directive gets and returns the groups; the segment sizes are
    recorded and left out of the attribute dictionary."""
    monkeypatch.setattr(asm_format, "CUSTOM_DIRECTIVES", {})
    asm_format.register_custom_directive("Groups", _parse_groups, _print_groups)
    text = (
        'module {\n  %0:2 = "test.src"() : () -> (i32, f32)\n'
        "  fmt.groups (%0#0, %0#1 : i32, f32)()(%0#1 : f32)\n}\n"
    )
    assert _print(text) == text
    generic = _print(text, generic=True)
    assert (
        '"fmt.groups"(%0#0, %0#1, %0#1) <{group_sizes = array<i32: 2, 0, 1>}> '
        ": (i32, f32, f32) -> ()" in generic
    )
