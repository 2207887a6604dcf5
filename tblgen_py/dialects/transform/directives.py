"""The ``custom<...>`` directives of the ``transform`` dialect's declarative
formats (MLIR's ``parseX``/``printX`` of its ``MatchInterfaces.cpp``)::

    transform.get_result %h[0]             custom<TransformMatchDims>
    transform.get_operand %h[except(0, 1)]
    transform.get_result %h[all]
    transform.sequence %root, %extra : (!t, !u) failures(...) {   custom<SequenceOpOperands>
    transform.foreach_match in %root @m -> @a, ...                custom<ForeachMatchSymbols>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import name_offset, op_error, parse_integer
from tblgen_py.dialects.function_interface import parse_symbol_name
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    Attribute,
    SymbolRefAttr,
    UnitAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseArrayAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_ALL = "all"
_EXCEPT = "except"


def _i64_array(values: list[int]) -> DenseArrayAttr:
    return DenseArrayAttr.get(IntegerType.get(64), values)


def parse_transform_match_dims(parser: Parser) -> tuple[object, object, object]:
    """`all` | integers | `except` `(` integers `)`."""
    if parser.parse_optional_keyword(_ALL):
        return _i64_array([]), None, UnitAttr.get()
    inverted = parser.parse_optional_keyword(_EXCEPT)
    if inverted:
        parser.expect("(", "expected '('")
    values = [parse_integer(parser)]
    while parser.consume_if(",") is not None:
        values.append(parse_integer(parser))
    if inverted:
        parser.expect(")", "expected ')'")
    return _i64_array(values), UnitAttr.get() if inverted else None, None


def print_transform_match_dims(
    printer: OpPrinter, op: object, raw: object, inverted: object, all_: object
) -> None:
    """``printTransformMatchDims``."""
    if all_ is not None:
        printer.write(_ALL)
        return
    values = ", ".join(str(v) for v in getattr(raw, "values", ()))
    printer.write(f"{_EXCEPT}({values})" if inverted is not None else values)


def verify_transform_match_dims(
    op: Operation, raw: list[int], inverted: bool, all_: bool
) -> None:
    """``verifyTransformMatchDimsOp``: `all` alone, or a list of positions
    (of which two equal neighbours are reported, as ``llvm::unique`` finds)."""
    if all_ and inverted:
        raise VerifyError("cannot request both 'all' and 'inverted' values in the list")
    if all_ and raw:
        raise VerifyError("cannot both request 'all' and specific values in the list")
    if not all_ and not raw:
        raise VerifyError(
            "must request specific values in the list if 'all' is not specified"
        )
    if any(a == b for a, b in zip(raw, raw[1:])):
        raise VerifyError("expected the listed values to be unique")


register_custom_directive(
    "TransformMatchDims",
    parse_transform_match_dims,
    print_transform_match_dims,
    "transform",
)


def parse_sequence_op_operands(parser: Parser) -> tuple[object, ...]:
    """``parseSequenceOpOperands``: (%root (`,` %extra...)? `:` `(`? type
    (`,` types)? `)`?)?"""
    root = parser.parse_optional_operand()
    if root is None:
        return None, None, [], []
    extras: list[UnresolvedOperand] = []
    if parser.consume_if(",") is not None:
        extras = parser.parse_operand_list()
    parser.expect(":", "expected ':'")
    parser.consume_if("(")
    root_type = parser.parse_type()
    types: list[object] = []
    if extras:
        parser.expect(",", "expected ','")
        types = list(parser.parse_type_list_no_parens())
    if len(types) != len(extras):
        op_error(
            parser,
            "expected types to be provided for all operands",
            name_offset(parser),
        )
    parser.consume_if(")")
    return [root], root_type, extras, types


def _values(value: object) -> list[object]:
    if value is None:
        return []
    return list(value) if isinstance(value, (list, tuple)) else [value]


def print_sequence_op_operands(
    printer: OpPrinter,
    op: object,
    root: object,
    root_type: object,
    extras: object,
    extra_types: object,
) -> None:
    """``printSequenceOpOperands``."""
    roots = _values(root)
    if not roots:
        return
    text = printer.value_name(roots[0])  # type: ignore[arg-type]
    bindings = _values(extras)
    if bindings:
        text += ", " + ", ".join(printer.value_name(v) for v in bindings)  # type: ignore[arg-type]
    text += " : " + ("(" if bindings else "")
    text += printer.type_str(_values(root_type)[0])
    if bindings:
        text += (
            ", " + ", ".join(printer.type_str(t) for t in _values(extra_types)) + ")"
        )
    printer.write(text)


def parse_foreach_match_symbols(parser: Parser) -> tuple[object, object]:
    """``parseForeachMatchSymbols``: @matcher `->` @action (`,` ...)*."""
    matchers: list[Attribute] = []
    actions: list[Attribute] = []
    while True:
        matchers.append(SymbolRefAttr.get(parse_symbol_name(parser).value))
        parser.expect("->", "expected '->'")
        actions.append(SymbolRefAttr.get(parse_symbol_name(parser).value))
        if parser.consume_if(",") is None:
            break
    return ArrayAttr.get(matchers), ArrayAttr.get(actions)


def print_foreach_match_symbols(
    printer: OpPrinter, op: object, matchers: object, actions: object
) -> None:
    """``printForeachMatchSymbols``: one pair a line, indented twice more."""
    pad = "\n" + " " * (printer.indent + 4)
    pairs = list(
        zip(getattr(matchers, "elements", ()), getattr(actions, "elements", ()))
    )
    text = ""
    for index, (matcher, action) in enumerate(pairs):
        text += pad + printer.attr_str(matcher) + " -> " + printer.attr_str(action)
        if index != len(pairs) - 1:
            text += ", "
    printer.write(text)


register_custom_directive(
    "SequenceOpOperands",
    parse_sequence_op_operands,
    print_sequence_op_operands,
    "transform",
)
register_custom_directive(
    "ForeachMatchSymbols",
    parse_foreach_match_symbols,
    print_foreach_match_symbols,
    "transform",
)


def _verify_positions(op: Operation) -> None:
    """``GetOperandOp``/``GetResultOp::verify``."""
    raw = [int(v) for v in getattr(op.get_attr("raw_position_list"), "values", ())]
    inverted = op.get_attr("is_inverted") is not None
    verify_transform_match_dims(op, raw, inverted, op.get_attr("is_all") is not None)


implement_op("transform.get_operand", "verify")(_verify_positions)
implement_op("transform.get_result", "verify")(_verify_positions)
