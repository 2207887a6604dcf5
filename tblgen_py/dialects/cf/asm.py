"""``cf.switch``'s ``custom<SwitchOpCases>`` directive (MLIR's
``parseSwitchOpCases``/``printSwitchOpCases``): the default successor, then
the cases, one a line::

    cf.switch %flag : i32, [
      default: ^bb1(%a : i32),
      42: ^bb2
    ]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import expect_keyword, parse_integer, type_list
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_Successor = tuple[Block, list[UnresolvedOperand], list[object]]


def _successor_and_uses(parser: Parser) -> _Successor:
    """``^bb`` (`(` operands `:` types `)`)?"""
    block = parser.parse_successor()
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    if parser.consume_if("(") is not None:
        uses = parser.parse_operand_list()
        types = parser.parse_colon_type_list()
        parser.expect(")", "expected ')'")
    return block, uses, types


def parse_switch_op_cases(parser: Parser, flag_types: object) -> tuple[object, ...]:
    """`default` `:` successor (`,` integer `:` successor)*."""
    flag = flag_types[0] if isinstance(flag_types, list) and flag_types else None
    expect_keyword(parser, "default")
    parser.expect(":", "expected ':'")
    default, default_uses, default_types = _successor_and_uses(parser)
    values: list[int] = []
    blocks: list[Block] = []
    uses: list[list[UnresolvedOperand]] = []
    types: list[list[object]] = []
    while parser.consume_if(",") is not None:
        values.append(parse_integer(parser))
        parser.expect(":", "expected ':'")
        block, case_uses, case_types = _successor_and_uses(parser)
        blocks.append(block)
        uses.append(case_uses)
        types.append(case_types)
    cases = None
    if values and isinstance(flag, IntegerType):
        cases = DenseElementsAttr.get(VectorType.get([len(values)], flag), values)
    return default, default_uses, default_types, cases, blocks, uses, types


def _successor_text(printer: OpPrinter, block: Block, values: list[Value]) -> str:
    text = printer.block_name(block)
    if values:
        names = ", ".join(printer.value_name(v) for v in values)
        text += f"({names} : {type_list(printer, [v.type for v in values])})"
    return text


def print_switch_op_cases(
    printer: OpPrinter,
    op: object,
    flag_type: object,
    default: object,
    default_values: object,
    default_types: object,
    cases: object,
    blocks: object,
    values: object,
    types: object,
) -> None:
    """``printSwitchOpCases``."""
    pad = "\n" + " " * printer.indent
    defaults = default_values if isinstance(default_values, list) else []
    text = "  default: " + _successor_text(printer, default, defaults)  # type: ignore[arg-type]
    if not isinstance(cases, DenseElementsAttr):
        printer.write(text)
        return
    groups = values if isinstance(values, list) else []
    successors = blocks if isinstance(blocks, list) else []
    for index, value in enumerate(cases.element_values()):
        used = groups[index] if index < len(groups) else []
        text += "," + pad + f"  {_limited(value, cases.element_type)}: "
        text += _successor_text(printer, successors[index], used)
    printer.write(text + pad)


def _limited(value: object, ty: object) -> int:
    """``APInt::getLimitedValue``: the unsigned value, capped at 2**64 - 1."""
    width = ty.width if isinstance(ty, IntegerType) else 64
    unsigned = int(value) & ((1 << width) - 1)  # type: ignore[call-overload]
    return int(min(unsigned, (1 << 64) - 1))


register_custom_directive(
    "SwitchOpCases", parse_switch_op_cases, print_switch_op_cases, "cf"
)
