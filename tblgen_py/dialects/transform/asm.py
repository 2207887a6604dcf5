"""``transform.named_sequence``'s hand-written syntax: the function-op syntax
of ``function_interface_impl`` (MLIR's ``TransformOps.cpp``); the default
dialect of the ops whose bodies may spell transform ops without the prefix."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.function_interface import (
    parse_function_op,
    print_function_type_op,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


@implement_op("transform.named_sequence", "parse")
def parse_named_sequence(parser: Parser, state: OperationState) -> None:
    """``parseFunctionOp`` without variadic arguments."""
    parse_function_op(parser, state)


@implement_op("transform.named_sequence", "print")
def print_named_sequence(op: Operation, printer: OpPrinter) -> None:
    """``printFunctionOp``."""
    print_function_type_op(op, printer)


@implement_op("transform.sequence", "getDefaultDialect")
@implement_op("transform.with_pdl_patterns", "getDefaultDialect")
def transform_default_dialect() -> str:
    """``SequenceOp``/``WithPDLPatternsOp::getDefaultDialect`` (the ops that
    are an ``OpAsmOpInterface``: not ``foreach`` or ``named_sequence``)."""
    return "transform"
