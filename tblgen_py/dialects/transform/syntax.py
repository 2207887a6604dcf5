"""The ``custom<...>`` directives of the transform ops of other dialects
(MLIR's ``Transform/Utils/Utils.cpp`` and ``Linalg/TransformOps/Syntax.cpp``)::

    transform.structured.tile_using_forall %t tile_sizes *(%p)    custom<PackedOrDynamicIndexList>
    transform.structured.generalize %t : (!a) -> !b                 custom<SemiFunctionType>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error, type_list
from tblgen_py.dialects.index_lists import (
    parse_dynamic_index_list,
    print_dynamic_index_list,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def _values(value: object) -> list[object]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def parse_packed_or_dynamic_index_list(parser: Parser) -> tuple[object, ...]:
    """``parsePackedOrDynamicIndexList``: `*` `(` one packed handle `)`, or a
    dynamic index list."""
    if parser.consume_if("*") is not None:
        parser.expect("(", "expected '('")
        packed = parser.parse_operand()
        parser.expect(")", "expected ')'")
        return [packed], [], DenseArrayAttr.get(IntegerType.get(64), [])
    values, integers, _ = parse_dynamic_index_list(parser)
    return [], values, integers


def print_packed_or_dynamic_index_list(
    printer: OpPrinter, op: object, packed: object, values: object, integers: object
) -> None:
    """``printPackedOrDynamicIndexList``."""
    handles = [v for v in _values(packed) if isinstance(v, Value)]
    if handles:
        printer.write("*(" + printer.value_name(handles[0]) + ")")
        return
    print_dynamic_index_list(printer, op, values, integers)


def parse_semi_function_type(
    parser: Parser, result_optional: object = "true"
) -> tuple[object, list[object]]:
    """``parseSemiFunctionType``: type, or `(` type `)` `->` type(s)."""
    optional = str(result_optional).strip() != "false"
    has_paren = parser.consume_if("(") is not None
    if not has_paren and not optional:
        op_error(parser, "expected '('")
    argument: object = parser.parse_type()
    if not has_paren:
        return argument, []
    parser.expect(")", "expected ')'")
    parser.expect("->", "expected '->'")
    if parser.consume_if("(") is None:
        return argument, [parser.parse_type()]
    results: list[object] = list(parser.parse_type_list_no_parens())
    parser.expect(")", "expected ')'")
    return argument, results


def print_semi_function_type(
    printer: OpPrinter, op: object, argument: object, results: object, *_: object
) -> None:
    """``printSemiFunctionType``."""
    types = [t for t in _values(results) if t is not None]
    text = printer.type_str(_values(argument)[0])
    if types:
        text = "(" + text + ") -> "
        listed = type_list(printer, types)
        text += "(" + listed + ")" if len(types) > 1 else listed
    printer.write(text)


register_custom_directive(
    "PackedOrDynamicIndexList",
    parse_packed_or_dynamic_index_list,
    print_packed_or_dynamic_index_list,
    "transform",
)
register_custom_directive(
    "SemiFunctionType", parse_semi_function_type, print_semi_function_type, "transform"
)
