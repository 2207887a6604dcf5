"""``custom<DynamicIndexList>`` (MLIR's ViewLikeInterface.cpp): a list mixing
SSA values and integers, as the offsets, sizes and strides of views::

    memref.subview %m[%o, 4] [2, %s] [1, 1] : ...

The values go to the operand group, the integers to a dense i64 array where
each value's place holds ``ShapedType::kDynamic``; an entry in ``[...]`` is
scalable (a dense bool array); ``%v : type`` entries carry their types.
String arguments give the delimiter (``::mlir::AsmParser::Delimiter::Paren``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import op_error
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

DYNAMIC = -(1 << 63)
"""``ShapedType::kDynamic``."""

_DELIMITERS = {
    "Paren": ("(", ")"),
    "Square": ("[", "]"),
    "LessGreater": ("<", ">"),
    "Braces": ("{", "}"),
    "OptionalParen": ("(", ")"),
    "OptionalSquare": ("[", "]"),
    "OptionalLessGreater": ("<", ">"),
    "OptionalBraces": ("{", "}"),
}


def _delimiters(strings: Sequence[object]) -> tuple[str, str]:
    """The delimiter a string argument names (square brackets by default)."""
    for text in strings:
        if isinstance(text, str) and "Delimiter::" in text:
            return _DELIMITERS.get(text.rsplit("::", 1)[1], ("[", "]"))
    return "[", "]"


def _parse_integer(parser: Parser) -> int | None:
    """An optionally negative integer (``parseInteger``), or None."""
    negative = parser.consume_if("-") is not None
    tok = parser.tok
    if tok.kind is not TokenKind.INTEGER:
        return None
    parser.consume()
    return -int(tok.text, 0) if negative else int(tok.text, 0)


def parse_dynamic_index_list(
    parser: Parser, *strings: object, typed: Sequence[bool] = ()
) -> tuple[list[UnresolvedOperand], DenseArrayAttr, object]:
    """``parseDynamicIndexList``: (values, integers, types or scalable flags);
    ``%v : type`` entries only in the overload that takes ``type($values)``."""
    left, right = _delimiters(strings)
    with_types = len(typed) > 2 and typed[2]
    values: list[UnresolvedOperand] = []
    integers: list[int] = []
    scalable: list[bool] = []
    types: list[object] = []
    at = parser.tok.start
    if parser.consume_if(left) is None:
        op_error(parser, "expected SSA value or integer", at)
    if parser.consume_if(right) is None:
        while True:
            use = parser.parse_optional_operand()
            is_scalable = parser.consume_if("[") is not None
            scalable.append(is_scalable)
            if use is not None:
                values.append(use)
                integers.append(DYNAMIC)
                if with_types and parser.consume_if(":") is not None:
                    types.append(parser.parse_type())
            else:
                number = _parse_integer(parser)
                if number is None:
                    op_error(parser, "expected integer value")
                integers.append(number)
            if is_scalable and parser.consume_if("]") is None:
                op_error(parser, "expected SSA value or integer", at)
            if parser.consume_if(",") is None:
                break
        if parser.consume_if(right) is None:
            parser.error_wrong_token(f"expected '{right}' in dynamic index list")
    array = DenseArrayAttr.get(IntegerType.get(64), integers)
    third: object = types if types else DenseArrayAttr.get(IntegerType.get(1), scalable)
    return values, array, third


def print_dynamic_index_list(
    printer: OpPrinter, op: object, values: object, integers: object, *rest: object
) -> None:
    """``printDynamicIndexList``."""
    left, right = _delimiters(rest)
    dynamic = list(values) if isinstance(values, (list, tuple)) else []
    ints = list(integers.values) if isinstance(integers, DenseArrayAttr) else []
    third = rest[0] if rest and not isinstance(rest[0], str) else None
    flags = list(third.values) if isinstance(third, DenseArrayAttr) else []
    types = list(third) if isinstance(third, (list, tuple)) else []
    parts = []
    next_value = 0
    for index, number in enumerate(ints):
        if number == DYNAMIC and next_value < len(dynamic):
            value = dynamic[next_value]
            text = printer.value_name(value) if isinstance(value, Value) else "<<NULL>>"
            if types:
                text += " : " + printer.type_str(types[next_value])
            next_value += 1
        else:
            text = str(number)
        if index < len(flags) and flags[index]:
            text = "[" + text + "]"
        parts.append(text)
    printer.write(left + ", ".join(parts) + right)


parse_dynamic_index_list.overloaded_on_types = True  # type: ignore[attr-defined]
register_custom_directive(
    "DynamicIndexList", parse_dynamic_index_list, print_dynamic_index_list
)
