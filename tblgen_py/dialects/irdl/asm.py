"""The ``custom<...>`` directives of the ``irdl`` dialect's formats (IRDL.cpp)::

irdl.type @complex { ... }                   custom<SingleBlockRegion>
irdl.parameters(elem: %0)                    custom<NamedValueList>
irdl.operands(lhs: %0, rest: variadic %1)    custom<NamedValueListWithVariadicity>
irdl.attributes {"value" = %0}               custom<AttributesOp>
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import attr_from_text, op_error
from tblgen_py.runtime.ir.attributes import ArrayAttr, StringAttr
from tblgen_py.runtime.ir.block import Block
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.asm_format import register_custom_directive
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import UnresolvedOperand

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_VARIADICITIES = ("single", "optional", "variadic")


# -- custom<SingleBlockRegion> ------------------------------------------------------
def parse_single_block_region(parser: Parser) -> Region:
    """An optional region; an empty one gets one empty block."""
    region = Region()
    if parser.tok.text == "{" and parser.tok.kind is not TokenKind.STRING:
        parser.parse_region(region)
    if not region.blocks:
        region.add_block(Block())
    return region


def print_single_block_region(printer: OpPrinter, op: object, region: object) -> None:
    """The region, unless its one block is empty."""
    if isinstance(region, Region) and region.blocks and region.blocks[0].operations:
        printer.print_region(region)


# -- custom<NamedValueList>, custom<NamedValueListWithVariadicity> -------------------
def _parse_named_values(
    parser: Parser, variadic: bool
) -> tuple[list[UnresolvedOperand], ArrayAttr, list[str]]:
    """`(` (bare-id `:` variadicity? ssa-value (`,` ...)*)? `)`"""
    uses: list[UnresolvedOperand] = []
    names: list[StringAttr] = []
    kinds: list[str] = []
    parser.expect("(", "expected '('")
    if parser.consume_if(")") is None:
        while True:
            tok = parser.tok
            if tok.kind is not TokenKind.BARE_IDENT:
                op_error(parser, "expected valid keyword")
            parser.consume()
            parser.expect(":", "expected ':'")
            kind = "single"
            if variadic and parser.tok.text in _VARIADICITIES:
                if parser.tok.kind is TokenKind.BARE_IDENT:
                    kind = parser.consume().text
            uses.append(parser.parse_operand())
            names.append(StringAttr.get(tok.text))
            kinds.append(kind)
            if parser.consume_if(",") is None:
                break
        parser.expect(")", "expected ')'")
    return uses, ArrayAttr.get(names), kinds


def parse_named_value_list(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], ArrayAttr]:
    """``parseNamedValueList``."""
    uses, names, _ = _parse_named_values(parser, False)
    return uses, names


def parse_named_value_list_with_variadicity(
    parser: Parser,
) -> tuple[list[UnresolvedOperand], ArrayAttr, object]:
    """``parseNamedValueListWithVariadicity`` (``single`` by default)."""
    uses, names, kinds = _parse_named_values(parser, True)
    body = ", ".join(kinds)
    return uses, names, attr_from_text(parser, f"#irdl<variadicity_array[{body}]>")


def _print_named_values(
    printer: OpPrinter, values: object, names: object, kinds: list[str]
) -> None:
    operands = values if isinstance(values, list) else []
    labels = list(names) if isinstance(names, ArrayAttr) else []
    parts = []
    for index, value in enumerate(operands):
        label = labels[index] if index < len(labels) else None
        text = (label.value if isinstance(label, StringAttr) else "") + ": "
        kind = kinds[index] if index < len(kinds) else "single"
        if kind != "single":
            text += kind + " "
        if isinstance(value, Value):
            text += printer.value_name(value)
        parts.append(text)
    printer.write("(" + ", ".join(parts) + ")")


def print_named_value_list(
    printer: OpPrinter, op: object, values: object, names: object
) -> None:
    """``printNamedValueList``: ``(name: %v, ...)``."""
    _print_named_values(printer, values, names, [])


def print_named_value_list_with_variadicity(
    printer: OpPrinter, op: object, values: object, names: object, kinds: object
) -> None:
    """``printNamedValueListWithVariadicity``: non-single variadicities shown."""
    cases = getattr(kinds, "value", kinds)
    items = cases if isinstance(cases, (list, tuple)) else ()
    found = [str(getattr(case, "value", case)) for case in items]
    _print_named_values(printer, values, names, found)


# -- custom<AttributesOp> -----------------------------------------------------------
def parse_attributes_op(parser: Parser) -> tuple[list[UnresolvedOperand], ArrayAttr]:
    """(`{` attribute `=` ssa-value (`,` ...)* `}`)?"""
    uses: list[UnresolvedOperand] = []
    names: list[object] = []
    if parser.consume_if("{") is not None:
        while True:
            names.append(parser.parse_attribute())
            parser.expect("=", "expected '='")
            uses.append(parser.parse_operand())
            if parser.consume_if(",") is None:
                break
        parser.expect("}", "expected '}'")
    return uses, ArrayAttr.get(names)  # type: ignore[arg-type]


def print_attributes_op(
    printer: OpPrinter, op: object, values: object, names: object
) -> None:
    """``{"name" = %v, ...}``, nothing when empty."""
    labels = list(names) if isinstance(names, ArrayAttr) else []
    if not labels:
        return
    operands = values if isinstance(values, list) else []
    parts = [
        f"{printer.attr_str(label)} = {printer.value_name(value)}"
        for label, value in zip(labels, operands)
        if isinstance(value, Value)
    ]
    printer.write("{" + ", ".join(parts) + "}")


register_custom_directive(
    "SingleBlockRegion", parse_single_block_region, print_single_block_region, "irdl"
)
register_custom_directive(
    "NamedValueList", parse_named_value_list, print_named_value_list, "irdl"
)
register_custom_directive(
    "NamedValueListWithVariadicity",
    parse_named_value_list_with_variadicity,
    print_named_value_list_with_variadicity,
    "irdl",
)
register_custom_directive(
    "AttributesOp", parse_attributes_op, print_attributes_op, "irdl"
)
