"""The hand-written syntax of ``ml_program`` ops (MLProgramOps.cpp): ``func``
and ``subgraph`` (the function-interface form) and the format directives
``custom<TokenOrdering>``, ``custom<TypedInitialValue>`` and
``custom<SymbolVisibility>``::

    ml_program.global private mutable @g(dense<0> : tensor<4xi32>) : tensor<?xi32>
    %0, %t = ml_program.global_load_graph @g ordering(%a -> !ml_program.token) : ...
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.dialects.function_interface import (
    parse_function_op,
    print_function_type_op,
)
from tblgen_py.runtime.ir.attributes import StringAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


# -- ml_program.func, ml_program.subgraph ------------------------------------------
def _parse_function(parser: Parser, state: OperationState) -> None:
    """``FuncOp::parse``/``SubgraphOp::parse``: ``parseFunctionOp``."""
    parse_function_op(parser, state)


def _print_function(op: Operation, printer: OpPrinter) -> None:
    """``printFunctionOp`` with the op's ``function_type``."""
    print_function_type_op(op, printer)


for _name in ("ml_program.func", "ml_program.subgraph"):
    implement_op(_name, "parse")(_parse_function)
    implement_op(_name, "print")(_print_function)


# -- custom<TokenOrdering> --------------------------------------------------------
def parse_token_ordering(parser: Parser) -> tuple[list[UnresolvedOperand], object]:
    """(`ordering` `(` (`(` `)` | operands) `->` type `)`)?"""
    if not parser.parse_optional_keyword("ordering"):
        return [], None
    if parser.consume_if("(") is None:
        return [], None
    uses: list[UnresolvedOperand] = []
    if parser.consume_if("(") is not None:
        parser.expect(")", "expected ')'")
    else:
        uses = parser.parse_operand_list()
    parser.expect("->", "expected '->'")
    produced = parser.parse_type()
    parser.expect(")", "expected ')'")
    return uses, produced


def print_token_ordering(
    printer: OpPrinter, op: object, consumed: object, produced: object
) -> None:
    """`` ordering(%a, %b -> !ml_program.token)`` unless both are absent."""
    values = consumed if isinstance(consumed, list) else []
    if not values and produced is None:
        return
    text = " ordering("
    names = [printer.value_name(v) for v in values if isinstance(v, Value)]
    text += ", ".join(names) if names else "()"
    if produced is not None:
        text += " -> " + printer.type_str(produced)
    printer.write(text + ")")


# -- custom<TypedInitialValue> ------------------------------------------------------
def parse_typed_initial_value(parser: Parser) -> tuple[TypeAttr, object]:
    """(`(` attribute `)`)? `:` type"""
    value = None
    if parser.consume_if("(") is not None:
        value = parser.parse_attribute()
        parser.expect(")", "expected ')'")
    parser.expect(":", "expected ':'")
    return TypeAttr.get(parser.parse_type()), value


def print_typed_initial_value(
    printer: OpPrinter, op: object, type_attr: object, value: object
) -> None:
    """``(value) : type`` (no parentheses without a value)."""
    text = f"({printer.attr_str(value)})" if value is not None else ""
    printer.write(text + " : " + printer.attr_str(type_attr))


# -- custom<SymbolVisibility> -------------------------------------------------------
_VISIBILITIES = ("public", "private", "nested")


def parse_symbol_visibility(parser: Parser) -> StringAttr:
    """`public` | `private` | `nested`"""
    tok = parser.tok
    if tok.kind is not TokenKind.BARE_IDENT or tok.text not in _VISIBILITIES:
        op_error(parser, "expected 'public', 'private', or 'nested'")
    parser.consume()
    return StringAttr.get(tok.text)


def print_symbol_visibility(printer: OpPrinter, op: object, visibility: object) -> None:
    """The visibility, ``public`` when absent."""
    printer.write(visibility.value if isinstance(visibility, StringAttr) else "public")


register_custom_directive(
    "TokenOrdering", parse_token_ordering, print_token_ordering, "ml_program"
)
register_custom_directive(
    "TypedInitialValue",
    parse_typed_initial_value,
    print_typed_initial_value,
    "ml_program",
)
register_custom_directive(
    "SymbolVisibility", parse_symbol_visibility, print_symbol_visibility, "ml_program"
)
