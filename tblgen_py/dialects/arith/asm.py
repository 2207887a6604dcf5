"""``arith.select``'s hand-written syntax (``SelectOp::parse``/``print``)::

%r = arith.select %cond, %a, %b : i32
%v = arith.select %mask, %x, %y : vector<4xi1>, vector<4xf32>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    merged_attrs,
    name_offset,
    set_attributes,
    op_error,
    resolve_operands,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, ShapedType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


@implement_op("arith.select", "parse")
def parse_select(parser: Parser, state: OperationState) -> None:
    """%c, %a, %b attr-dict `:` (cond-type `,`)? type."""
    at = parser.tok.start
    uses = parser.parse_operand_list()
    if len(uses) != 3:
        op_error(parser, "expected 3 operands", at)
    attrs = parser.parse_optional_attr_dict()
    parser.expect(":", "expected ':'")
    result = parser.parse_type()
    condition: object = IntegerType.get(1)
    if parser.consume_if(",") is not None:
        condition = result
        result = parser.parse_type()
    state.result_types = [result]
    state.operands = resolve_operands(
        parser, uses, [condition, result, result], name_offset(parser)
    )
    set_attributes(parser, state, attrs)


@implement_op("arith.select", "print")
def print_select(op: Operation, printer: OpPrinter) -> None:
    """The custom form of ``arith.select``."""
    values = [use.value for use in op.operand_uses]
    text = " " + ", ".join(printer.value_name(v) for v in values)
    text += printer.attr_dict_str(merged_attrs(op)) + " : "
    condition = values[0].type
    if isinstance(condition, ShapedType):
        text += printer.type_str(condition) + ", "
    printer.write(text + printer.type_str(op.results[0].type))
