"""The parser's memo of custom-form lines: a line rebuilt from the memo gives
what parsing it gives, whatever the hook looked at (SSA name equality, the
token after the line, the order it resolved its operands in)."""

from __future__ import annotations

import pytest

from tblgen_py.runtime.ir import Block, Context, Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.text.lexer import MLIRParseError, TokenKind
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text import line_replay
from tblgen_py.runtime.text.parser import Parser
from tblgen_py.runtime.text.printer import OpPrinter, PrintOptions, print_module
from tblgen_py.tools.dialect_loading import auto_load


class _ToyOp(Operation):
    __slots__ = ()
    registered = True

    def print(self, printer: OpPrinter) -> None:
        printer.write(" ")
        printer.print_operands(self.operands)
        printer.write(" : ")
        printer.print_type(self.operand(0).type)


class AddOp(_ToyOp):
    """``toy.add %a, %b : type``, a result of that type."""

    __slots__ = ()
    OPERATION_NAME = "toy.add"

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        uses = parser.parse_operand_list()
        (ty,) = parser.parse_colon_type_list()
        state.operands = parser.resolve_operands(uses, [ty] * len(uses), 0)
        state.result_types = [ty]


class SwapOp(_ToyOp):
    """``toy.swap %a, %b : type``: resolves ``%b`` first, keeps ``%a`` first."""

    __slots__ = ()
    OPERATION_NAME = "toy.swap"

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        first = parser.parse_operand()
        parser.expect(",")
        second = parser.parse_operand()
        (ty,) = parser.parse_colon_type_list()
        late = parser.resolve_operand(second, ty)
        state.operands = [parser.resolve_operand(first, ty), late]


class DedupOp(_ToyOp):
    """``toy.dedup %a, %b : type``: one operand per distinct name."""

    __slots__ = ()
    OPERATION_NAME = "toy.dedup"

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        uses = parser.parse_operand_list()
        (ty,) = parser.parse_colon_type_list()
        distinct = list({use.name: use for use in uses}.values())
        state.operands = [parser.resolve_operand(use, ty) for use in distinct]


class PeekOp(_ToyOp):
    """``toy.peek %a : type`` then, maybe on the next line, ``more %b``."""

    __slots__ = ()
    OPERATION_NAME = "toy.peek"

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        uses = [parser.parse_operand()]
        (ty,) = parser.parse_colon_type_list()
        if parser.tok.kind is TokenKind.BARE_IDENT and parser.tok.text == "more":
            parser.consume()
            uses.append(parser.parse_operand())
        state.operands = [parser.resolve_operand(use, ty) for use in uses]


def _parse(text: str, memo: bool) -> tuple[Parser, str]:
    ctx = Context(allow_unregistered_dialects=True)
    for cls in (AddOp, SwapOp, DedupOp, PeekOp):
        ctx.register_op(cls)
    parser = Parser(text, ctx, memo=memo)
    module = parser.parse_module()
    return parser, print_module(module, PrintOptions(debuginfo=True), ctx)


def _same_as_full_parse(text: str) -> Parser:
    parser, printed = _parse(text, memo=True)
    assert printed == _parse(text, memo=False)[1]
    return parser


_SOURCES = """\
%a = "toy.src"() : () -> i32
%b = "toy.src"() : () -> i32
%c = "toy.src"() : () -> i64
"""


def test_repeated_lines_are_rebuilt_from_the_memo() -> None:
    lines = [f"%s{k} = toy.add %a, %b : i32" for k in range(4)]
    lines.append("%t = toy.add %s3, %s2 : i32")
    parser = _same_as_full_parse(_SOURCES + "\n".join(lines) + "\n")
    assert parser.memo is not None
    (shape,) = [key for key, kept in parser.memo.entries.items() if kept]
    assert shape.endswith("toy.add %, % : i32")


def test_a_memo_line_reports_a_type_mismatch_as_parsing_does() -> None:
    text = _SOURCES + "%x = toy.add %a, %b : i64\n" * 3 + "%y = toy.add %a, %c : i64\n"
    with pytest.raises(MLIRParseError) as full:
        _parse(text, memo=False)
    with pytest.raises(MLIRParseError) as memo:
        _parse(text, memo=True)
    assert memo.value.render() == full.value.render()
    assert "expects different type than prior uses" in memo.value.render()


def test_operands_kept_in_another_order_than_resolved() -> None:
    lines = "".join(f"toy.swap %a, %{name} : i32\n" for name in "bab")
    _same_as_full_parse(_SOURCES + lines)


def test_repeated_names_are_part_of_the_shape() -> None:
    lines = "toy.dedup %a, %b : i32\ntoy.dedup %a, %b : i32\ntoy.dedup %b, %b : i32\n"
    _same_as_full_parse(_SOURCES + lines)


def test_the_token_after_the_line_is_part_of_the_shape() -> None:
    lines = "toy.peek %a : i32\ntoy.peek %a : i32\ntoy.peek %a : i32\nmore %b\n"
    parser = _same_as_full_parse(_SOURCES + lines)
    assert parser.memo is not None


def test_large_result_numbers_are_left_to_the_parser() -> None:
    text = _SOURCES + "toy.add %a, %b : i32\n" * 2 + "toy.add %a#4294967296, %b : i32\n"
    with pytest.raises(MLIRParseError, match="invalid SSA value result number"):
        _parse(text, memo=True)


def test_named_lines_define_their_result_from_the_memo() -> None:
    lines = [f"%s{k} = toy.add %a, %s{k - 1} : i32" for k in range(1, 5)]
    text = _SOURCES + "%s0 = toy.add %a, %b : i32\n" + "\n".join(lines) + "\n"
    parser = _same_as_full_parse(text)
    assert parser.memo is not None
    assert any(parser.memo.entries.values())


def test_a_named_memo_line_forward_reference_is_resolved_later() -> None:
    text = (
        _SOURCES
        + "%x = toy.add %a, %b : i32\n%y = toy.add %a, %b : i32\n"
        + "%z = toy.add %a, %w : i32\n%w = toy.add %a, %b : i32\n"
    )
    _same_as_full_parse(text)


def test_naming_a_memo_line_without_results_is_reported_as_parsing_does() -> None:
    text = _SOURCES + "toy.swap %a, %b : i32\n" * 3 + "%n = toy.swap %a, %b : i32\n"
    with pytest.raises(MLIRParseError) as full:
        _parse(text, memo=False)
    with pytest.raises(MLIRParseError) as memo:
        _parse(text, memo=True)
    assert memo.value.render() == full.value.render()
    assert "cannot name an operation with no results" in memo.value.render()


def test_a_named_memo_line_reports_a_redefinition_as_parsing_does() -> None:
    text = _SOURCES + "%x = toy.add %a, %b : i32\n" * 3
    with pytest.raises(MLIRParseError) as full:
        _parse(text, memo=False)
    with pytest.raises(MLIRParseError) as memo:
        _parse(text, memo=True)
    assert memo.value.render() == full.value.render()
    assert "redefinition of SSA value" in memo.value.render()


class WidthOp(_ToyOp):
    """``toy.width N``: a result of ``iN`` (a hook that looks at the value of
    the integer it reads)."""

    __slots__ = ()
    OPERATION_NAME = "toy.width"

    @classmethod
    def parse(cls, parser: Parser, state: OperationState) -> None:
        attr = parser.parse_attribute()
        state.properties = {"width": attr}
        state.result_types = [IntegerType.get(getattr(attr, "value"))]

    def print(self, printer: OpPrinter) -> None:
        printer.write(" " + str(getattr(self.properties, "get")("width").value))


def _arith(text: str, memo: bool) -> tuple[Parser, str]:
    """Parse ``text`` with arith and func loaded on demand; the parser and the
    module printed generically with locations."""
    ctx = Context(allow_unregistered_dialects=True)
    ctx.dialect_loader = auto_load
    ctx.register_op(WidthOp)
    parser = Parser(text, ctx, memo=memo)
    module = parser.parse_module()
    return parser, print_module(module, PrintOptions(debuginfo=True), ctx)


def _arith_same_as_full_parse(text: str) -> Parser:
    parser, printed = _arith(text, memo=True)
    assert printed == _arith(text, memo=False)[1]
    return parser


_CONSTANTS = """\
%c3_i32 = arith.constant 3 : i32
%c5_i32 = arith.constant 5 : i32
%c-7_i32 = arith.constant -7 : i32
%c-9_i32 = arith.constant -9 : i32
%c31 = arith.constant 0x1F : i32
%c2 = arith.constant 2 : index
%c4 = arith.constant 4 : index
%c7_i8 = arith.constant {tag = 1 : i64} 7 : i8
%c8_i8 = arith.constant {tag = 2 : i64} 8 : i8
%t = arith.constant true
%c1 = arith.constant 1 : i1
%c0 = arith.constant 0 : i1
%d = arith.constant dense<1> : tensor<2xi32>
%e = arith.constant dense<2> : tensor<2xi32>
%w8 = toy.width 8
%w16 = toy.width 16
"""


def test_lines_differing_in_literals_are_rebuilt_from_the_masked_memo() -> None:
    parser = _arith_same_as_full_parse(_CONSTANTS)
    assert parser.memo is not None
    shapes = {key.split(" ", 1)[1] for key, kept in parser.memo.masked.items() if kept}
    # the dense literal is read by dense<>, toy.width's hook branches on the
    # value, and the attribute dictionary's tag lies in the same op as value
    assert shapes == {
        "arith.constant # : i32",
        "arith.constant -# : i32",
        "arith.constant # : index",
        "arith.constant {tag = # : i64} # : i8",
        "arith.constant # : i1",
    }


def test_a_masked_memo_line_reports_an_out_of_range_literal_as_parsing_does() -> None:
    text = "%a = arith.constant 5 : i8\n%b = arith.constant 6 : i8\n"
    for literal in ("256", "-129", "0x100"):
        bad = text.replace("6", literal)
        with pytest.raises(MLIRParseError) as full:
            _arith(bad, memo=False)
        with pytest.raises(MLIRParseError) as memo:
            _arith(bad, memo=True)
        assert memo.value.render() == full.value.render()
        assert "integer constant out of range" in memo.value.render()


def test_masked_literals_at_the_edges_of_their_types_as_parsing_does() -> None:
    lines = []
    for ty, literals in (
        ("i8", ("0", "127", "128", "255", "-1", "-128", "007")),
        ("si8", ("0", "127", "-128", "-1")),
        ("ui8", ("0", "128", "255")),
        ("i1", ("0", "1")),
        ("index", ("0", "9223372036854775807", "-9223372036854775808", "123456789")),
        ("i64", ("999999999", "1000000000", "-999999999")),
    ):
        for literal in literals * 2:
            lines.append(f"%v{len(lines)} = arith.constant {literal} : {ty}")
    _arith_same_as_full_parse("\n".join(lines) + "\n")
    for literal, ty in (("-0", "i8"), ("-1", "ui8"), ("128", "si8"), ("2", "i1")):
        text = (
            f"%a = arith.constant 1 : {ty}\n%b = arith.constant 1 : {ty}\n"
            f"%c = arith.constant {literal} : {ty}\n"
        )
        with pytest.raises(MLIRParseError) as full:
            _arith(text, memo=False)
        with pytest.raises(MLIRParseError) as memo:
            _arith(text, memo=True)
        assert memo.value.render() == full.value.render()


def test_a_run_of_memo_lines_stops_where_parsing_must_take_over(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    runs: list[int] = []

    def counted(parser: Parser, block: Block) -> bool:
        before = len(block.ops)
        replayed = line_replay.replay_lines(parser, block)
        runs.append(len(block.ops) - before)
        return replayed

    monkeypatch.setattr(Parser, "replay_lines", counted)
    body = [
        "%a0 = arith.addi %arg0, %arg0 : i32",
        "%a1 = arith.addi %a0, %arg0 : i32",
        "// a comment line",
        "%a2 = arith.addi %a1, %a0 : i32  // a comment after",
        "",
        "%a3 = arith.addi %a2, %fwd : i32",
        "%fwd = arith.addi %a2, %a2 : i32",
        "%a4 = arith.addi %a3, %fwd : i32",
        "func.call @g() : () -> ()",
        '%a5 = arith.addi %a4, %a4 : i32 loc("x":1:2)',
        "%a6 = arith.addi %a5, %a5 : i32",
        "cf.br ^bb1",
        "^bb1:",
        "%b0 = arith.addi %arg0, %arg0 : i32",
        "%b1 = arith.addi %b0, %b0 : i32",
        "func.return %b1 : i32",
    ]
    func = "func.func @f{k}(%arg0: i32) -> i32 {{\n  " + "\n  ".join(body) + "\n}}\n"
    text = "func.func private @g()\n" + "".join(func.format(k=k) for k in range(3))
    _arith_same_as_full_parse(text)
    at_eof = text.rstrip("\n").replace("%b1 : i32\n}", "%b1 : i32 }")
    _arith_same_as_full_parse(at_eof)
    _arith_same_as_full_parse("// é\n" + text.replace("%arg0, %arg0", "%arg0,   %arg0"))
    assert max(runs) >= 3  # %a0..%a2 past the comments, in the later functions
