"""The hand-written syntax of ``pdl_interp`` ops (``FuncOp``/``ForEachOp``
``parse``/``print`` in PDLInterp.cpp)::

    pdl_interp.func @matcher(%root: !pdl.operation) { ... }
    pdl_interp.foreach %op : !pdl.operation in %ops { ... } -> ^next
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    merged_attrs,
    op_error,
    parse_argument,
    set_attributes,
)
from tblgen_py.dialects.function_interface import (
    parse_function_op,
    print_function_type_op,
)
from tblgen_py.dialects.pdl.directives import range_of
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


@implement_op("pdl_interp.func", "parse")
def parse_func(parser: Parser, state: OperationState) -> None:
    """``function_interface_impl::parseFunctionOp``, not variadic."""
    parse_function_op(parser, state)


@implement_op("pdl_interp.func", "print")
def print_func(op: Operation, printer: OpPrinter) -> None:
    """``function_interface_impl::printFunctionOp``."""
    print_function_type_op(op, printer)


@implement_op("pdl_interp.foreach", "parse")
def parse_foreach(parser: Parser, state: OperationState) -> None:
    """%var `:` type `in` %range region attr-dict? `->` successor."""
    loop_variable = parse_argument(parser, allow_type=True)
    if not parser.parse_optional_keyword("in"):
        op_error(parser, "expected 'in' after loop variable")
    use = parser.parse_operand()
    range_type = range_of(parser, loop_variable.type)
    state.operands.append(parser.resolve_operand(use, range_type))
    body = Region()
    parser.parse_region(body, [loop_variable.entry()])
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    if parser.tok.kind is not TokenKind.ARROW:
        parser.error_wrong_token("expected '->'")
    parser.consume()
    state.successors.append(parser.parse_successor())
    state.regions = [body]


@implement_op("pdl_interp.foreach", "print")
def print_foreach(op: Operation, printer: OpPrinter) -> None:
    """`` %var : type in %range {...} {attrs} -> ^dest``."""
    arg = op.regions[0].blocks[0].arguments[0]
    values = op.operand_uses[0].value
    printer.write(
        f" {printer.value_name(arg)} : {printer.type_str(arg.type)} in "
        f"{printer.value_name(values)} "
    )
    printer.print_region(op.regions[0], False)
    printer.write(printer.attr_dict_str(merged_attrs(op)))
    printer.write(" -> " + printer.block_name(op.successors[0]))


@implement_op("pdl_interp.foreach", "hiddenEntryArgs")
def foreach_hidden_entry_args(op: Operation) -> tuple[int, ...]:
    """The loop variable prints before the region, without its location."""
    return (0,)
