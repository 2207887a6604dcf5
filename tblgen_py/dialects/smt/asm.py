"""The hand-written syntax of ``smt`` ops (``parse``/``print`` of
``SMTOps.cpp``): ``smt.eq``/``smt.distinct``, ``smt.bv.repeat`` and
``smt.int.constant``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    expect_keyword,
    merged_attrs,
    op_error,
    parse_integer,
    print_value_list,
    resolve_operands,
    set_attributes,
)
from tblgen_py.dialects.smt.attrs import bit_width, signed_value
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, Signedness
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_MAX_WIDTH = 63
"""``RepeatOp::parse``: widths are stored in 63 bits."""


def smt_type(parser: Parser, mnemonic: str, *parameters: object) -> object:
    """``smt::<X>Type::get``: ``!smt.<mnemonic>`` with ``parameters``."""
    cls = parser.dialect_value_class("smt", mnemonic, True)
    assert cls is not None  # the smt dialect is loaded: its op is being parsed
    return getattr(cls, "get")(*parameters)


def _attr_dict(printer: OpPrinter, op: Operation, *elided: str) -> None:
    printer.write(printer.attr_dict_str(merged_attrs(op), elided))


# -- smt.eq / smt.distinct --------------------------------------------------------
def parse_same_type_to_bool(parser: Parser, state: OperationState) -> None:
    """``parseSameOperandTypeVariadicToBoolOp``: %a, %b, ... attr-dict `:` type."""
    at = parser.tok.start
    uses = parser.parse_operand_list()
    attrs = parser.parse_optional_attr_dict()
    ty = parser.parse_colon_type()
    state.result_types = [smt_type(parser, "bool")]
    state.operands = resolve_operands(parser, uses, [ty] * len(uses), at)
    set_attributes(parser, state, attrs)


def print_same_type_to_bool(op: Operation, printer: OpPrinter) -> None:
    """``%a, %b : type``."""
    values = [use.value for use in op.operand_uses]
    printer.write(" " + print_value_list(printer, values))
    _attr_dict(printer, op)
    printer.write(" : " + printer.type_str(values[0].type))


for _name in ("smt.eq", "smt.distinct"):
    implement_op(_name, "parse")(parse_same_type_to_bool)
    implement_op(_name, "print")(print_same_type_to_bool)


# -- smt.bv.repeat ------------------------------------------------------------------
@implement_op("smt.bv.repeat", "parse")
def parse_repeat(parser: Parser, state: OperationState) -> None:
    """count `times` %input attr-dict `:` type."""
    count_at = parser.tok.start
    count = parse_integer(parser)
    expect_keyword(parser, "times")
    if count <= 0:
        parser.error("integer must be positive", count_at)
    input_at = parser.tok.start
    use = parser.parse_operand()
    attrs = parser.parse_optional_attr_dict()
    ty = parser.parse_colon_type()
    state.operands = [parser.resolve_operand(use, ty)]
    width = bit_width(ty)
    if width is None:
        parser.error("input must have bit-vector type", input_at)
    if count.bit_length() > _MAX_WIDTH:
        parser.error(f"integer must fit into {_MAX_WIDTH} bits", count_at)
    if (width * count).bit_length() > _MAX_WIDTH:
        parser.error(
            "result bit-width (provided integer times bit-width of the input "
            f"type) must fit into {_MAX_WIDTH} bits",
            count_at,
        )
    state.result_types = [smt_type(parser, "bv", width * count)]
    set_attributes(parser, state, attrs)


@implement_op("smt.bv.repeat", "print")
def print_repeat(op: Operation, printer: OpPrinter) -> None:
    """``3 times %x : !smt.bv<8>``."""
    source = op.operand_uses[0].value
    width = bit_width(source.type) or 1
    count = (bit_width(op.results[0].type) or 0) // width
    printer.write(f" {count} times {printer.value_name(source)}")
    _attr_dict(printer, op)
    printer.write(" : " + printer.type_str(source.type))


def apint_text(attr: object) -> str:
    """``raw_ostream << APInt``: an integer attribute's bits, read as signed."""
    value = getattr(attr, "value", 0)
    width = getattr(getattr(attr, "type", None), "width", None)
    return str(signed_value(value, width) if isinstance(width, int) else value)


# -- smt.int.constant ---------------------------------------------------------------
def parse_apint(parser: Parser) -> tuple[int, int]:
    """``OpAsmParser::parseInteger(APInt &)``: the bits and width of an
    optionally negated integer literal, as MLIR reads it: four bits a digit
    (``StringRef::getAsInteger``), one more when the top one is set, then
    negated in that width."""
    negative = parser.consume_if("-") is not None
    tok = parser.tok
    if tok.kind is not TokenKind.INTEGER:
        op_error(parser, "expected integer value")
    parser.consume()
    text = tok.text
    is_hex = len(text) > 1 and text[1] == "x"
    digits = text[2:] if is_hex else text
    value = int(digits, 16 if is_hex else 10)
    width = max(4 * len(digits), 1)
    if value >> (width - 1):
        width += 1
    if negative:
        value = -value & ((1 << width) - 1)
    return value, width


@implement_op("smt.int.constant", "parse")
def parse_int_constant(parser: Parser, state: OperationState) -> None:
    """integer attr-dict: an ``APSInt`` (unsigned, of the literal's width)."""
    value, width = parse_apint(parser)
    unsigned = IntegerType.get(width, Signedness.UNSIGNED)
    attrs: dict[str, object] = {"value": IntegerAttr.get(unsigned, value)}
    attrs.update(parser.parse_optional_attr_dict())
    state.result_types = [smt_type(parser, "int")]
    set_attributes(parser, state, attrs)


@implement_op("smt.int.constant", "print")
def print_int_constant(op: Operation, printer: OpPrinter) -> None:
    """The value, then the other attributes."""
    printer.write(f" {apint_text(op.get_attr('value'))}")
    _attr_dict(printer, op, "value")
