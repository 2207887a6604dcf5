"""The ``custom<...>`` directives of the ``gpu`` dialect's declarative formats
(MLIR's ``parseX``/``printX`` in GPUDialect.cpp)::

    gpu.wait async [%t0, %t1]       custom<AsyncDependencies>
    gpu.all_reduce add %v           custom<AllReduceOperation>
    ... threads in (...) : i32      custom<LaunchDimType>
    args(%a : f32, %b : index)      custom<LaunchFuncOperands>
    gpu.binary @b <#handler> [...]  custom<OffloadingHandler>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import attr_from_text, op_error
from tblgen_py.runtime.ir.types import IndexType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import context_type, register_custom_directive
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.text.lexer import MLIRParseError, TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def parse_async_dependencies(
    parser: Parser, num_results: int | None = None
) -> tuple[object, list[UnresolvedOperand]]:
    """``parseAsyncDependencies``: `async`? (`[` operands `]`)?; an `async` op
    must name its result (when ``num_results``, the count named, is given)."""
    token = None
    at = parser.tok.start
    if parser.parse_optional_keyword("async"):
        if num_results == 0:
            op_error(parser, "needs to be named when marked 'async'", at)
        token = context_type("gpu::AsyncTokenType")
    uses: list[UnresolvedOperand] = []
    if parser.consume_if("[") is not None and parser.consume_if("]") is None:
        uses = [parser.parse_operand()]
        while parser.consume_if(",") is not None:
            uses.append(parser.parse_operand())
        parser.expect("]", "expected ']' in operand list")
    return token, uses


def print_async_dependencies(
    printer: OpPrinter, op: object, token: object, dependencies: object
) -> None:
    """``printAsyncDependencies``."""
    if token is not None:
        printer.write("async")
    values = dependencies if isinstance(dependencies, list) else []
    if not values:
        return
    names = ", ".join(printer.value_name(v) for v in values if isinstance(v, Value))
    printer.write((" " if token is not None else "") + f"[{names}]")


setattr(parse_async_dependencies, "reads_result_count", True)
register_custom_directive(
    "AsyncDependencies", parse_async_dependencies, print_async_dependencies, "gpu"
)


def parse_all_reduce_operation(parser: Parser) -> object:
    """``parseAllReduceOperation``: an optional bare keyword naming a case of
    ``#gpu<all_reduce_op ...>``."""
    if parser.tok.kind is not TokenKind.BARE_IDENT:
        return None
    keyword = parser.tok.text
    parser.consume()
    try:
        return attr_from_text(parser, f"#gpu<all_reduce_op {keyword}>")
    except MLIRParseError:
        op_error(parser, "invalid op kind")


def print_all_reduce_operation(printer: OpPrinter, op: object, attr: object) -> None:
    """``printAllReduceOperation``: the case keyword, if any (the enum
    attribute's own printer puts a space before it)."""
    if attr is not None:
        printer.write(" " + dialect_attr_text(attr, "gpu", "all_reduce_op"))


def parse_launch_dim_type(
    parser: Parser, cluster: object
) -> tuple[object, object, object, object]:
    """``parseLaunchDimType``: (`:` type)?, index by default; the cluster
    sizes, when given, share it."""
    dim: object = IndexType.get()
    if parser.consume_if(":") is not None:
        dim = parser.parse_type()
    other = dim if cluster else None
    return dim, other, other, other


def print_launch_dim_type(
    printer: OpPrinter, op: object, dim: object, *cluster: object
) -> None:
    """``printLaunchDimType``: `: type` unless index."""
    if not isinstance(dim, IndexType):
        printer.write(": " + printer.type_str(dim))


def parse_launch_func_operands(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[object]]:
    """``parseLaunchFuncOperands``: (`args` `(` (%v `:` type),* `)`)?."""
    uses: list[UnresolvedOperand] = []
    types: list[object] = []
    if not parser.parse_optional_keyword("args"):
        return uses, types
    parser.expect("(", "expected '(' in argument list")
    if parser.consume_if(")") is not None:
        return uses, types
    while True:
        uses.append(parser.parse_operand())
        parser.expect(":", "expected ':'")
        types.append(parser.parse_type())
        if parser.consume_if(",") is None:
            break
    parser.expect(")", "expected ')' in argument list")
    return uses, types


def print_launch_func_operands(
    printer: OpPrinter, op: object, operands: object, types: object
) -> None:
    """``printLaunchFuncOperands``: ``args(%a : t, ...)`` when any."""
    values = operands if isinstance(operands, list) else []
    if not values:
        return
    items = [
        f"{printer.value_name(v)} : {printer.type_str(v.type)}"
        for v in values
        if isinstance(v, Value)
    ]
    printer.write("args(" + ", ".join(items) + ")")


def _default_handler(parser: Parser) -> object:
    return attr_from_text(parser, "#gpu.select_object")


def parse_offloading_handler(parser: Parser) -> object:
    """``parseOffloadingHandler``: (`<` attr `>`)?, ``#gpu.select_object``
    by default."""
    if parser.consume_if("<") is None:
        return _default_handler(parser)
    handler = parser.parse_attribute()
    parser.expect(">", "expected '>'")
    return handler


def print_offloading_handler(printer: OpPrinter, op: object, handler: object) -> None:
    """``printOffloadingHandler``: ``<attr>`` unless the default."""
    if handler is None or printer.attr_str(handler) == "#gpu.select_object":
        return
    printer.write("<" + printer.attr_str(handler) + ">")


register_custom_directive(
    "AllReduceOperation",
    parse_all_reduce_operation,
    print_all_reduce_operation,
    "gpu",
)
register_custom_directive(
    "LaunchDimType", parse_launch_dim_type, print_launch_dim_type, "gpu"
)
register_custom_directive(
    "LaunchFuncOperands",
    parse_launch_func_operands,
    print_launch_func_operands,
    "gpu",
)
register_custom_directive(
    "OffloadingHandler", parse_offloading_handler, print_offloading_handler, "gpu"
)
