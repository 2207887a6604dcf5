"""``func.func``'s hand-written syntax (``FuncOp::parse``/``FuncOp::print``)
and its default dialect (``return`` inside a function means ``func.return``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects._support import name_results
from tblgen_py.dialects.function_interface import (
    body_arg_attrs,
    parse_function_op,
    print_function_type_op,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


@implement_op("func.func", "parse")
def parse_func(parser: Parser, state: OperationState) -> None:
    """``func.func`` visibility? @name(args) (-> results)? attributes? body?"""
    parse_function_op(parser, state)


@implement_op("func.func", "print")
def print_func(op: Operation, printer: OpPrinter) -> None:
    """The custom form of ``func.func``."""
    print_function_type_op(op, printer)


implement_op("func.func", "unaliasedAttrs")(body_arg_attrs)


@implement_op("func.func", "getDefaultDialect")
def func_default_dialect() -> str:
    """``FuncOp::getDefaultDialect``."""
    return "func"


name_results({"func.constant": "f"})
