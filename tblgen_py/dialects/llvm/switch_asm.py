"""``llvm.switch``'s syntax (its format with ``custom<SwitchOpCases>``) and
successor operands, written by hand: the runtime's declarative formats do not run
its variadic-of-variadic case operands::

    llvm.switch %flag : i32, ^default(%a : i32) [
      1: ^bb1,
      -2: ^bb2(%b : i64)
    ] {branch_weights = array<i32: 1, 2, 3>}

Case values print as signed integers of the flag's width.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    merged_attrs,
    parse_integer,
    resolve_operands,
    segment_sizes,
    set_attributes,
    set_property,
    type_list,
)
from tblgen_py.dialects.llvm.call_asm import successor_and_uses, successor_text
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
_I32 = IntegerType.get(32)


def _signed(value: int, width: int) -> int:
    """``value`` truncated to ``width`` bits, read as signed (``APInt``)."""
    if width <= 0:
        return 0
    value &= (1 << width) - 1
    return value - (1 << width) if value >> (width - 1) else value


@implement_op("llvm.switch", "parse")
def parse_switch(parser: Parser, state: OperationState) -> None:
    """$value `:` type `,` ^default (`(` operands `:` types `)`)? `[` cases `]`
    attr-dict."""
    flag_use = parser.parse_operand()
    parser.expect(":", "expected ':'")
    flag_type = parser.parse_type()
    parser.expect(",", "expected ','")
    default = parser.parse_successor()
    default_values: list[Value] = []
    if parser.consume_if("(") is not None:
        at = parser.tok.start
        uses = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.expect(")", "expected ')'")
        default_values = resolve_operands(parser, uses, types, at)
    parser.expect("[", "expected '['")
    values: list[int] = []
    blocks: list[Block] = []
    operands: list[list[Value]] = []
    if parser.consume_if("]") is None:
        while True:
            values.append(parse_integer(parser))
            parser.expect(":", "expected ':'")
            block, used = successor_and_uses(parser)
            blocks.append(block)
            operands.append(used)
            if parser.consume_if(",") is None:
                break
        parser.expect("]", "expected ']'")
    attrs = parser.parse_optional_attr_dict()
    flag = parser.resolve_operand(flag_use, flag_type)
    state.operands = [flag, *default_values, *[v for vs in operands for v in vs]]
    state.successors = [default, *blocks]
    set_attributes(parser, state, attrs)
    if values:
        width = flag_type.width if isinstance(flag_type, IntegerType) else 64
        vector = VectorType.get([len(values)], flag_type)
        cases = [_signed(v, width) for v in values]
        set_property(state, "case_values", DenseElementsAttr.get(vector, cases))
    counts = [len(vs) for vs in operands]
    set_property(state, "case_operand_segments", DenseArrayAttr.get(_I32, counts))
    sizes = segment_sizes(1, len(default_values), sum(counts))
    set_property(state, "operandSegmentSizes", sizes)


@implement_op("llvm.switch", "print")
def print_switch(op: Operation, printer: OpPrinter) -> None:
    """``printSwitchOpCases`` inside the format's text."""
    values = [use.value for use in op.operand_uses]
    attrs = merged_attrs(op)
    sizes = list(getattr(attrs.get("operandSegmentSizes"), "values", ()))
    defaults = sizes[1] if len(sizes) > 1 else 0
    flag = values[0]
    pad = "\n" + " " * printer.indent
    text = f" {printer.value_name(flag)} : {printer.type_str(flag.type)}, "
    text += printer.block_name(op.successors[0])
    if defaults:
        default_values = values[1 : 1 + defaults]
        names = ", ".join(printer.value_name(v) for v in default_values)
        types = type_list(printer, [v.type for v in default_values])
        text += f"({names} : {types})"
    text += " [" + pad
    cases = attrs.get("case_values")
    if isinstance(cases, DenseElementsAttr):
        counts = list(getattr(attrs.get("case_operand_segments"), "values", ()))
        width = getattr(cases.element_type, "width", 64)
        start = 1 + defaults
        lines = []
        for index, value in enumerate(cases.element_values()):
            count = counts[index] if index < len(counts) else 0
            block = op.successors[index + 1]
            used = values[start : start + count]
            start += count
            case = _signed(int(value), width)  # type: ignore[arg-type]
            lines.append(f"  {case}: " + successor_text(printer, block, used))
        text += ("," + pad).join(lines) + pad
    printer.write(text + "]" + printer.attr_dict_str(attrs, _ELIDED))


@implement_op("llvm.switch", "getSuccessorOperands")
def switch_successor_operands(op: Operation, index: int) -> list[Value]:
    """The default operands for successor 0, case ``index - 1``'s after."""
    values = [use.value for use in op.operand_uses]
    attrs = merged_attrs(op)
    sizes = list(getattr(attrs.get("operandSegmentSizes"), "values", ()))
    defaults = sizes[1] if len(sizes) > 1 else 0
    if index == 0:
        return values[1 : 1 + defaults]
    counts = list(getattr(attrs.get("case_operand_segments"), "values", ()))
    start = 1 + defaults + sum(counts[: index - 1])
    return values[start : start + counts[index - 1]]
