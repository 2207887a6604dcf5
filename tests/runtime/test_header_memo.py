"""The parser's memo of region-op headers (``scf.for``, ``scf.if``, function
ops): a header taken from the memo gives what parsing it gives, with its own
SSA names, symbol name and offsets; headers that may mean something else are
parsed (and never kept)."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Context
from tblgen_py.runtime.text.lexer import MLIRParseError
from tblgen_py.runtime.text.parser import Parser
from tblgen_py.runtime.text.printer import PrintOptions, print_module
from tblgen_py.tools.dialect_loading import auto_load

_FUNC = """\
func.func {vis}@{name}(%{a}: memref<8xf32>, %n: index, %{init}: f32, %c: i1) -> f32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = scf.for %{i} = %c0 to %n step %c1 iter_args(%acc = %{init}) -> (f32) {{
    %x = memref.load %{a}[%{i}] : memref<8xf32>
    scf.yield %x : f32
  }}
  %r = scf.if %c -> (f32) {{
    scf.yield %s : f32
  }} else {{
    scf.yield %{init} : f32
  }}
  return %r : f32
}}
"""


def _func(
    name: str, a: str = "a", init: str = "init", i: str = "i", vis: str = ""
) -> str:
    return _FUNC.format(name=name, a=a, init=init, i=i, vis=vis)


def _parse(text: str, memo: bool) -> tuple[Parser, str]:
    ctx = Context(allow_unregistered_dialects=True)
    ctx.dialect_loader = auto_load
    parser = Parser(text, ctx, memo=memo)
    module = parser.parse_module()
    options = PrintOptions(debuginfo=True, generic=True)
    return parser, print_module(module, options, ctx)


def _same_as_full_parse(text: str) -> Parser:
    parser, printed = _parse(text, memo=True)
    assert printed == _parse(text, memo=False)[1]
    return parser


def _same_error(text: str, message: str) -> None:
    with pytest.raises(MLIRParseError) as full:
        _parse(text, memo=False)
    with pytest.raises(MLIRParseError) as memo:
        _parse(text, memo=True)
    assert memo.value.render() == full.value.render()
    assert message in memo.value.render()


def test_headers_of_one_shape_are_read_once() -> None:
    text = (
        _func("f0")
        + _func("f1", a="buf", init="x0", i="k")
        + _func("g.2", vis="private ")
        + _func("g_3", vis="private ", a="q")
    )
    parser = _same_as_full_parse(text)
    assert parser.memo is not None
    keys = [key.partition("\0")[0] for key in parser.memo.headers]
    assert sorted(keys) == ["func.func", "func.func", "scf.for", "scf.if"]


def test_a_header_read_again_reports_its_own_names() -> None:
    # The loop variable reuses an argument name: reported at its own offset.
    text = _func("f0") + _func("f1", i="a")
    _same_error(text, "region entry argument '%a' is already in use")


def test_a_header_read_again_resolves_its_own_uses() -> None:
    bad = _func("f1").replace("scf.if %c ->", "scf.if %n ->")
    _same_error(_func("f0") + bad, "use of value '%n' expects different type")
    undefined = _func("f1").replace("iter_args(%acc = %init)", "iter_args(%acc = %z)")
    _same_error(_func("f0") + undefined, "use of undeclared SSA value name")


def test_a_header_of_another_shape_is_parsed() -> None:
    mismatch = _func("f1").replace("-> (f32) {\n    %x", "-> (f32, f32) {\n    %x")
    _same_error(_func("f0") + mismatch, "mismatch in number of loop-carried values")
    typed = _func("f1").replace("(%a: memref<8xf32>", "(%a: memref<9xf32>")
    _same_error(_func("f0") + typed, "use of value '%a' expects different type")


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("%c: i1) -> f32 {", '%c: i1) -> f32 attributes {sym.x = "y"} {'),
        ("%c: i1) -> f32 {", '%c: i1 loc("x.mlir":1:2)) -> f32 {'),
        ("%c: i1) -> f32 {", "%c: i1 {foo.bar}) -> f32 {"),
        ("-> (f32) {\n    %x", "-> (f32) { // {\n    %x"),
        ("func.func @", 'func.func @"quoted'),
    ],
)
def test_headers_that_may_mean_more_are_not_kept(old: str, new: str) -> None:
    text = "".join(_func(f"f{k}").replace(old, new, 1) for k in range(3))
    text = text.replace('@"quotedf0(', '@"quotedf0"(')
    text = text.replace('@"quotedf1(', '@"quotedf1"(')
    text = text.replace('@"quotedf2(', '@"quotedf2"(')
    parser = _same_as_full_parse(text)
    assert parser.memo is not None
    kept = {key.partition("\0")[0] for key in parser.memo.headers}
    changed = "scf.for" if "// {" in new else "func.func"
    assert changed not in kept


def test_result_numbers_in_a_header_are_left_to_the_parser() -> None:
    text = (
        '%p:2 = "test.pair"() : () -> (i1, i1)\n'
        + "scf.if %p#0 {\n}\n" * 2
        + "scf.if %p#1 {\n}\n"
    )
    parser = _same_as_full_parse(text)
    assert parser.memo is not None
    assert not parser.memo.headers
