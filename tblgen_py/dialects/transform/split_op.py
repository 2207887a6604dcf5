"""``transform.structured.split``: its syntax and verifier (``SplitOp::parse``,
``print`` and ``verify`` of MLIR's ``LinalgTransformOps.cpp``)::

    transform.structured.split %target after 16 {dimension = 1} : !transform.any_op
    transform.structured.split %target after %sizes {dimension = 0} : !t, !p

The chunk size is a static integer or a handle (then the static
``static_chunk_sizes`` holds ``ShapedType::kDynamic``); the result has the
target's type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    expect_keyword,
    merged_attrs,
    parse_integer,
    set_attributes,
)
from tblgen_py.runtime.ir.attributes import IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IntegerType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["parse_split"]

_STATIC = "static_chunk_sizes"


@implement_op("transform.structured.split", "parse")
def parse_split(parser: Parser, state: OperationState) -> None:
    """%target `after` (integer | %handle) attr-dict `:` type (`,` type)?"""
    target = parser.parse_operand()
    expect_keyword(parser, "after")
    dynamic = parser.parse_optional_operand()
    static = DYNAMIC if dynamic is not None else parse_integer(parser)
    attrs = dict(parser.parse_optional_attr_dict())
    parser.expect(":", "expected ':'")
    target_type = parser.parse_type()
    operands = [parser.resolve_operand(target, target_type)]
    if dynamic is not None:
        parser.expect(",", "expected ','")
        operands.append(parser.resolve_operand(dynamic, parser.parse_type()))
    attrs[_STATIC] = IntegerAttr.get(IntegerType.get(64), static)
    state.operands = operands
    state.result_types = [target_type]
    set_attributes(parser, state, attrs)


@implement_op("transform.structured.split", "print")
def print_split(op: Operation, printer: OpPrinter) -> None:
    """``transform.structured.split %t after 16 {dimension = 1 : i64} : !t``."""
    values = [use.value for use in op.operand_uses]
    static = getattr(op.get_attr(_STATIC), "value", DYNAMIC)
    text = " " + printer.value_name(values[0]) + " after "
    dynamic = static == DYNAMIC and len(values) > 1
    text += printer.value_name(values[1]) if dynamic else str(static)
    text += " " + printer.attr_dict_str(merged_attrs(op), (_STATIC,))
    text += " : " + printer.type_str(values[0].type)
    if dynamic:
        text += ", " + printer.type_str(values[1].type)
    printer.write(text)


@implement_op("transform.structured.split", "verify")
def verify_split(op: Operation) -> None:
    """``SplitOp::verify``: a static or (exclusively) a dynamic chunk size."""
    static = getattr(op.get_attr(_STATIC), "value", DYNAMIC)
    if (static != DYNAMIC) == (len(op.operand_uses) > 1):
        raise VerifyError(
            "expects either a dynamic or a static split point to be provided"
        )
