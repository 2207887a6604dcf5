"""``custom<OptionalDynamicIndexList>`` (XeGPUOps.cpp): the offsets of the
nd ops, ``[%i, 4]`` mixing SSA values and integers as
``custom<DynamicIndexList>`` does, or nothing at all::

    xegpu.load_nd %desc[0, %j] : ...      // offsets given
    xegpu.load_nd %desc : ...             // none: no const_offsets attribute
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.dialects.index_lists import DYNAMIC, print_dynamic_index_list
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def _parse_entry(parser: Parser, values: list[UnresolvedOperand]) -> int:
    """One entry: an SSA value (recorded as ``kDynamic``) or an integer."""
    use = parser.parse_optional_operand()
    if use is not None:
        values.append(use)
        return DYNAMIC
    negative = parser.consume_if("-") is not None
    tok = parser.tok
    if tok.kind is not TokenKind.INTEGER:
        op_error(parser, "expected integer value")
    parser.consume()
    return -int(tok.text, 0) if negative else int(tok.text, 0)


def parse_optional_dynamic_index_list(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], DenseArrayAttr | None]:
    """``parseOptionalDynamicIndexList``: ``[entry (, entry)*]`` or nothing
    (no attribute then)."""
    values: list[UnresolvedOperand] = []
    if parser.consume_if("[") is None:
        return values, None
    integers = [_parse_entry(parser, values)]
    while parser.consume_if(",") is not None:
        integers.append(_parse_entry(parser, values))
    if parser.consume_if("]") is None:
        parser.error_wrong_token("expected ']'")
    return values, DenseArrayAttr.get(IntegerType.get(64), integers)


def print_optional_dynamic_index_list(
    printer: OpPrinter, op: object, values: object, integers: object
) -> None:
    """``printOptionalDynamicIndexList``: nothing without the attribute."""
    if isinstance(integers, DenseArrayAttr):
        print_dynamic_index_list(printer, op, values, integers)


register_custom_directive(
    "OptionalDynamicIndexList",
    parse_optional_dynamic_index_list,
    print_optional_dynamic_index_list,
    "xegpu",
)
