"""``rocdl`` dialect (ROCDLDialect.cpp): the syntax of the raw buffer ops,
their operands and one type, the loaded or stored value's::

    %v = rocdl.raw.buffer.load %rsrc, %offset, %soffset, %aux : f32
    rocdl.raw.buffer.store %v, %rsrc, %offset, %soffset, %aux : f32
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    name_offset,
    parse_operands_exactly,
    resolve_operands,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, VectorType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_STORES = (
    "raw.buffer.store",
    "raw.buffer.atomic.fadd",
    "raw.buffer.atomic.fmax",
    "raw.buffer.atomic.smax",
    "raw.buffer.atomic.umin",
)


def _address_types() -> list[object]:
    """The resource descriptor and the three offsets."""
    i32 = IntegerType.get(32)
    return [VectorType.get([4], i32), i32, i32, i32]


@implement_op("rocdl.raw.buffer.load", "parse")
def parse_load(parser: Parser, state: OperationState) -> None:
    """``RawBufferLoadOp::parse``: four operands `:` the result type."""
    uses = parse_operands_exactly(parser, 4)
    ty = parser.parse_colon_type()
    state.result_types = [ty]
    state.operands = resolve_operands(
        parser, uses, _address_types(), name_offset(parser)
    )


def parse_store(parser: Parser, state: OperationState) -> None:
    """``RawBufferStoreOp::parse`` (and the atomics'): the value and the
    address operands `:` the value's type."""
    uses = parse_operands_exactly(parser, 5)
    ty = parser.parse_colon_type()
    types = [ty, *_address_types()]
    state.operands = resolve_operands(parser, uses, types, name_offset(parser))


def print_buffer_op(op: Operation, printer: OpPrinter) -> None:
    """`` %a, %b, ... : type`` (the result's, else the stored value's)."""
    names = ", ".join(printer.value_name(use.value) for use in op.operand_uses)
    ty = op.results[0].type if op.results else op.operand_uses[0].value.type
    printer.write(f" {names} : {printer.type_str(ty)}")


implement_op("rocdl.raw.buffer.load", "print")(print_buffer_op)
for _name in _STORES:
    implement_op(f"rocdl.{_name}", "parse")(parse_store)
    implement_op(f"rocdl.{_name}", "print")(print_buffer_op)
