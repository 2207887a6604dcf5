"""The ``custom<...>`` directives of the ``pdl_interp`` dialect's declarative
formats (MLIR's ``parseX``/``printX`` in PDLInterp.cpp)::

    pdl_interp.create_operation "foo.op" {"attr" = %a}   custom<CreateOperationOpAttributes>
        -> (%t, %ts : !pdl.type, !pdl.range<type>)        custom<CreateOperationOpResults>
        -> <inferred>
    pdl_interp.get_value_type of %v : !pdl.type   (the operand's type from the
        result's: getGetValueTypeOpValueType)
    pdl_interp.create_range %a, %b : !pdl.value, ...      custom<RangeType> (as pdl's)
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import expect_keyword, type_list
from tblgen_py.dialects.pdl.directives import (
    parse_operation_op_attributes,
    parse_range_type,
    print_operation_op_attributes,
    print_range_type,
)
from tblgen_py.runtime.ir.attributes import UnitAttr
from tblgen_py.runtime.ods.asm_format import (
    register_custom_directive,
    register_type_transformer,
)
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def parse_create_operation_op_results(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], list[object], UnitAttr | None]:
    """(`->` (`<` `inferred` `>` | `(` operands `:` types `)`))?"""
    if parser.tok.kind is not TokenKind.ARROW:
        return [], [], None
    parser.consume()
    if parser.consume_if("<") is not None:
        expect_keyword(parser, "inferred")
        parser.expect(">", "expected '>'")
        return [], [], UnitAttr.get()
    parser.expect("(", "expected '('")
    uses = parser.parse_operand_list()
    types = parser.parse_colon_type_list()
    parser.expect(")", "expected ')'")
    return uses, types, None


def print_create_operation_op_results(
    printer: OpPrinter, op: object, values: object, types: object, inferred: object
) -> None:
    """`` -> <inferred>``, or `` -> (%a : t)`` when there are result types."""
    if inferred is not None:
        printer.write(" -> <inferred>")
        return
    found = types if isinstance(types, list) else []
    if not found:
        return
    operands = values if isinstance(values, list) else []
    names = ", ".join(printer.value_name(value) for value in operands)
    printer.write(f" -> ({names} : {type_list(printer, found)})")


register_custom_directive(
    "CreateOperationOpAttributes",
    parse_operation_op_attributes,
    print_operation_op_attributes,
    "pdl_interp",
)
register_custom_directive(
    "CreateOperationOpResults",
    parse_create_operation_op_results,
    print_create_operation_op_results,
    "pdl_interp",
)
register_custom_directive("RangeType", parse_range_type, print_range_type, "pdl_interp")


def value_type_of(ty: object) -> object:
    """``getGetValueTypeOpValueType``: ``!pdl.value`` for a ``!pdl.type``
    result, ``!pdl.range<value>`` for a range of types (the classes of the
    module that made ``ty``)."""
    types = sys.modules[type(ty).__module__]
    value = types.ValueType.get()
    if getattr(ty, "MNEMONIC", "") == "range":
        return types.RangeType.get(value)
    return value


def range_type_of(ty: object) -> object:
    """``pdl::RangeType::get``: the range of ``ty``."""
    return sys.modules[type(ty).__module__].RangeType.get(ty)


register_type_transformer("getGetValueTypeOpValueType", value_type_of)
register_type_transformer("pdl::RangeType::get", range_type_of)
