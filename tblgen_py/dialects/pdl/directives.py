"""The ``custom<...>`` directives of the ``pdl`` dialect's declarative formats
(MLIR's ``parseX``/``printX`` in PDL.cpp)::

    pdl.operation "foo.op" {"attr" = %a, "other" = %b}   custom<OperationOpAttributes>
    pdl.range %a, %b : !pdl.value, !pdl.range<value>     custom<RangeType> (inferred)
    pdl.range : !pdl.range<type>                         custom<RangeType> (spelled)
    pdl.results 0 of %op -> !pdl.value                   custom<ResultsValueType>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.runtime.ir.attributes import ArrayAttr, StringAttr
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def parse_operation_op_attributes(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], ArrayAttr]:
    """(`{` string `=` operand (`,` string `=` operand)* `}`)?"""
    uses: list[UnresolvedOperand] = []
    names: list[StringAttr] = []
    if parser.tok.text == "{":

        def element() -> None:
            at = parser.tok.start
            name = parser.parse_attribute()
            if not isinstance(name, StringAttr):
                op_error(parser, "invalid kind of attribute specified", at)
            parser.expect("=", "expected '='")
            names.append(name)
            uses.append(parser.parse_ssa_use())

        parser.parse_comma_list("{", "}", element, "")
    return uses, ArrayAttr.get(names)


def print_operation_op_attributes(
    printer: OpPrinter, op: object, values: object, names: object
) -> None:
    """`` {"name" = %value, ...}`` when there are attributes."""
    attrs = list(names) if isinstance(names, ArrayAttr) else []
    if not attrs:
        return
    operands = values if isinstance(values, list) else []
    items = [
        f"{printer.attr_str(name)} = {printer.value_name(value)}"
        for name, value in zip(attrs, operands)
    ]
    printer.write(" {" + ", ".join(items) + "}")


def range_of(parser: Parser, element: object) -> object:
    """``pdl::RangeType::get(element)``, through the loaded dialect's class."""
    cls = parser.dialect_value_class("pdl", "range", True)
    if cls is None:
        raise ValueError("the pdl dialect's types are not loaded")
    return cls.get(element)  # type: ignore[attr-defined]


def _element_or_self(ty: object) -> object:
    """``getRangeElementTypeOrSelf``."""
    return getattr(ty, "element_type", ty)


def parse_range_type(parser: Parser, argument_types: object) -> object:
    """The range of the arguments' element type, else `:` type."""
    types = argument_types if isinstance(argument_types, list) else []
    if types:
        return range_of(parser, _element_or_self(types[0]))
    parser.expect(":", "expected ':'")
    return parser.parse_type()


def print_range_type(
    printer: OpPrinter, op: object, argument_types: object, result_type: object
) -> None:
    """``: type`` when there are no arguments to infer it from."""
    if not argument_types:
        printer.write(": " + printer.type_str(result_type))


def parse_results_value_type(parser: Parser, index: object) -> object:
    """Without an index, a range of values; with one, `->` type."""
    if index is None:
        value = parser.dialect_value_class("pdl", "value", True)
        if value is None:
            raise ValueError("the pdl dialect's types are not loaded")
        return range_of(parser, value.get())  # type: ignore[attr-defined]
    parser.expect("->", "expected '->'")
    return parser.parse_type()


def print_results_value_type(
    printer: OpPrinter, op: object, index: object, result_type: object
) -> None:
    """`` -> type`` when an index is given."""
    if index is not None:
        printer.write(" -> " + printer.type_str(result_type))


register_custom_directive(
    "OperationOpAttributes",
    parse_operation_op_attributes,
    print_operation_op_attributes,
    "pdl",
)
register_custom_directive("RangeType", parse_range_type, print_range_type, "pdl")
register_custom_directive(
    "ResultsValueType", parse_results_value_type, print_results_value_type, "pdl"
)


@implement_op("pdl.pattern", "getDefaultDialect")
@implement_op("pdl.rewrite", "getDefaultDialect")
def pdl_default_dialect() -> str:
    """``PatternOp``/``RewriteOp::getDefaultDialect``: ``pdl``."""
    return "pdl"


@implement_op("pdl.pattern", "isOptionalSymbol")
def pattern_is_optional_symbol(op: object) -> bool:
    """``PatternOp::isOptionalSymbol``: a pattern may be unnamed."""
    return True
