"""``cf.switch``'s syntax (its format's ``custom<SwitchOpCases>``), written by
hand: the runtime's declarative formats do not run its variadic-of-variadic
case operands::

    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb2
    ]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    op_error,
    expect_keyword,
    resolve_operands,
    parse_integer,
    merged_attrs,
    segment_sizes,
    set_attributes,
    set_property,
    type_list,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr, DenseElementsAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_ELIDED = ("case_values", "case_operand_segments", "operandSegmentSizes")


def _successor_and_uses(parser: Parser) -> tuple[Block, list[Value]]:
    """``^bb`` (`(` operands `:` types `)`)?"""
    block = parser.parse_successor()
    values: list[Value] = []
    if parser.consume_if("(") is not None:
        at = parser.tok.start
        uses = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.expect(")", "expected ')'")
        values = resolve_operands(parser, uses, types, at)
    return block, values


@implement_op("cf.switch", "parse")
def parse_switch(parser: Parser, state: OperationState) -> None:
    """$flag `:` type `,` `[` cases `]` attr-dict."""
    flag_use = parser.parse_operand()
    parser.expect(":", "expected ':'")
    type_at = parser.tok.start
    flag_type = parser.parse_type()
    if not isinstance(flag_type, IntegerType):
        op_error(
            parser,
            "invalid kind of type specified: expected builtin.integer, but found "
            f"'{flag_type}'",
            type_at,
        )
    parser.expect(",", "expected ','")
    parser.expect("[", "expected '['")
    expect_keyword(parser, "default")
    parser.expect(":", "expected ':'")
    default, default_values = _successor_and_uses(parser)
    values: list[int] = []
    blocks: list[Block] = []
    operands: list[list[Value]] = []
    while parser.consume_if(",") is not None:
        values.append(parse_integer(parser))
        parser.expect(":", "expected ':'")
        block, used = _successor_and_uses(parser)
        blocks.append(block)
        operands.append(used)
    parser.expect("]", "expected ']'")
    attrs = parser.parse_optional_attr_dict()
    flag = parser.resolve_operand(flag_use, flag_type)
    state.operands = [flag, *default_values, *[v for vs in operands for v in vs]]
    state.successors = [default, *blocks]
    set_attributes(parser, state, attrs)
    if values and isinstance(flag_type, IntegerType):
        vector = VectorType.get([len(values)], flag_type)
        set_property(state, "case_values", DenseElementsAttr.get(vector, values))
    set_property(
        state,
        "case_operand_segments",
        DenseArrayAttr.get(IntegerType.get(32), [len(vs) for vs in operands]),
    )
    set_property(
        state,
        "operandSegmentSizes",
        segment_sizes(1, len(default_values), sum(len(vs) for vs in operands)),
    )


def _successor_text(printer: OpPrinter, block: Block, values: list[Value]) -> str:
    text = printer.block_name(block)
    if values:
        names = ", ".join(printer.value_name(v) for v in values)
        text += f"({names} : {type_list(printer, [v.type for v in values])})"
    return text


@implement_op("cf.switch", "print")
def print_switch(op: Operation, printer: OpPrinter) -> None:
    """The custom form of ``cf.switch``."""
    values = [use.value for use in op.operand_uses]
    attrs = merged_attrs(op)
    segments = attrs.get("operandSegmentSizes")
    sizes = list(segments.values) if isinstance(segments, DenseArrayAttr) else []
    defaults = sizes[1] if len(sizes) > 1 else 0
    flag = values[0]
    pad = "\n" + " " * printer.indent
    text = f" {printer.value_name(flag)} : {printer.type_str(flag.type)}, ["
    text += pad + "  default: "
    text += _successor_text(printer, op.successors[0], values[1 : 1 + defaults])
    cases = attrs.get("case_values")
    if not isinstance(cases, DenseElementsAttr):
        printer.write(text + "]" + printer.attr_dict_str(attrs, _ELIDED))
        return
    case_sizes = attrs.get("case_operand_segments")
    counts = list(case_sizes.values) if isinstance(case_sizes, DenseArrayAttr) else []
    start = 1 + defaults
    for index, value in enumerate(cases.element_values()):
        count = counts[index] if index < len(counts) else 0
        block = op.successors[index + 1]
        text += "," + pad + f"  {_limited(value, cases.element_type)}: "
        text += _successor_text(printer, block, values[start : start + count])
        start += count
    printer.write(text + pad + "]" + printer.attr_dict_str(attrs, _ELIDED))


def _limited(value: object, ty: object) -> int:
    """``APInt::getLimitedValue``: the unsigned value, capped at 2**64 - 1."""
    width = ty.width if isinstance(ty, IntegerType) else 64
    unsigned = int(value) & ((1 << width) - 1)  # type: ignore[call-overload]
    return int(min(unsigned, (1 << 64) - 1))
