"""The hand-written syntax of the ``affine`` memory ops, whose subscripts are
affine maps of SSA ids (``%A[%i + 1, symbol(%n)]``): ``affine.load``,
``affine.store``, ``affine.vector_load``, ``affine.vector_store`` and
``affine.prefetch``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from tblgen_py.dialects.affine.asm import map_of
from tblgen_py.dialects.asm_support import (
    merged_attrs,
    name_offset,
    op_error,
    set_attributes,
)
from tblgen_py.runtime.ir.affine import AffineMap, AffineMapAttr
from tblgen_py.runtime.ir.attributes import BoolAttr, IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IndexType, IntegerType, MemRefType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.lexer import TokenKind
from tblgen_py.runtime.text.op_state import OperationState, UnresolvedOperand
from tblgen_py.runtime.text.print_rules import print_affine_expr

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_INDEX = IndexType.get()


def map_of_ssa_ids(printer: OpPrinter, amap: AffineMap, values: Sequence[Value]) -> str:
    """``printAffineMapOfSSAIds``: the map's results over the operands' names
    (symbols as ``symbol(%n)``)."""

    def name(is_symbol: bool, position: int) -> str:
        if is_symbol:
            return f"symbol({printer.value_name(values[amap.num_dims + position])})"
        return printer.value_name(values[position])

    return ", ".join(print_affine_expr(e, False, name) for e in amap.results)


def parse_memref_type(parser: Parser) -> MemRefType:
    """``parseColonType(MemRefType&)``."""
    at = parser.tok.start
    parser.expect(":", "expected ':'")
    ty = parser.parse_type()
    if not isinstance(ty, MemRefType):
        op_error(
            parser,
            "invalid kind of type specified: expected builtin.memref, but found '"
            + str(ty)
            + "'",
            at,
        )
    return ty


def _access(printer: OpPrinter, op: Operation, first: int) -> str:
    values = [use.value for use in op.operand_uses]
    text = printer.value_name(values[first - 1])
    text += "[" + map_of_ssa_ids(printer, map_of(op), values[first:]) + "]"
    return text


def _parse_access(
    parser: Parser,
) -> tuple[UnresolvedOperand, AffineMapAttr, list[UnresolvedOperand]]:
    """%memref `[` subscripts `]`."""
    memref = parser.parse_operand()
    attr, uses = parser.parse_affine_map_of_ssa_ids()
    return memref, attr, uses


def _resolve_index(parser: Parser, uses: Sequence[UnresolvedOperand]) -> list[Value]:
    return [parser.resolve_operand(use, _INDEX) for use in uses]


# -- affine.load / affine.vector_load ------------------------------------------
def _parse_load(parser: Parser, state: OperationState, vector: bool) -> None:
    memref, attr, uses = _parse_access(parser)
    attrs: dict[str, object] = {"map": attr}
    attrs.update(parser.parse_optional_attr_dict())
    ty = parse_memref_type(parser)
    result: object = ty.element_type
    if vector:
        parser.expect(",", "expected ','")
        result = parser.parse_type()
    state.operands = [parser.resolve_operand(memref, ty)] + _resolve_index(parser, uses)
    state.result_types = [result]
    set_attributes(parser, state, attrs)


@implement_op("affine.load", "parse")
def parse_load(parser: Parser, state: OperationState) -> None:
    """%memref `[` subscripts `]` attr-dict? `:` memref-type"""
    _parse_load(parser, state, False)


@implement_op("affine.vector_load", "parse")
def parse_vector_load(parser: Parser, state: OperationState) -> None:
    """%memref `[` subscripts `]` attr-dict? `:` memref-type `,` vector-type"""
    _parse_load(parser, state, True)


def _print_load(op: Operation, printer: OpPrinter, vector: bool) -> None:
    text = " " + _access(printer, op, 1)
    text += printer.attr_dict_str(merged_attrs(op), ("map",))
    text += " : " + printer.type_str(op.operand_uses[0].value.type)
    if vector:
        text += ", " + printer.type_str(op.results[0].type)
    printer.write(text)


@implement_op("affine.load", "print")
def print_load(op: Operation, printer: OpPrinter) -> None:
    """``affine.load %A[%i + 1] : memref<?xf32>``."""
    _print_load(op, printer, False)


@implement_op("affine.vector_load", "print")
def print_vector_load(op: Operation, printer: OpPrinter) -> None:
    """``affine.vector_load %A[%i] : memref<?xf32>, vector<8xf32>``."""
    _print_load(op, printer, True)


# -- affine.store / affine.vector_store ----------------------------------------
def _parse_store(parser: Parser, state: OperationState, vector: bool) -> None:
    value = parser.parse_operand()
    parser.expect(",", "expected ','")
    memref, attr, uses = _parse_access(parser)
    attrs: dict[str, object] = {"map": attr}
    attrs.update(parser.parse_optional_attr_dict())
    ty = parse_memref_type(parser)
    stored: object = ty.element_type
    if vector:
        parser.expect(",", "expected ','")
        stored = parser.parse_type()
    state.operands = [
        parser.resolve_operand(value, stored),
        parser.resolve_operand(memref, ty),
        *_resolve_index(parser, uses),
    ]
    set_attributes(parser, state, attrs)


@implement_op("affine.store", "parse")
def parse_store(parser: Parser, state: OperationState) -> None:
    """%value `,` %memref `[` subscripts `]` attr-dict? `:` memref-type"""
    _parse_store(parser, state, False)


@implement_op("affine.vector_store", "parse")
def parse_vector_store(parser: Parser, state: OperationState) -> None:
    """%value `,` %memref `[` subscripts `]` attr-dict? `:` memref `,` vector"""
    _parse_store(parser, state, True)


def _print_store(op: Operation, printer: OpPrinter, vector: bool) -> None:
    values = [use.value for use in op.operand_uses]
    text = " " + printer.value_name(values[0]) + ", " + _access(printer, op, 2)
    text += printer.attr_dict_str(merged_attrs(op), ("map",))
    text += " : " + printer.type_str(values[1].type)
    if vector:
        text += ", " + printer.type_str(values[0].type)
    printer.write(text)


@implement_op("affine.store", "print")
def print_store(op: Operation, printer: OpPrinter) -> None:
    """``affine.store %v, %A[%i] : memref<?xf32>``."""
    _print_store(op, printer, False)


@implement_op("affine.vector_store", "print")
def print_vector_store(op: Operation, printer: OpPrinter) -> None:
    """``affine.vector_store %v, %A[%i] : memref<?xf32>, vector<8xf32>``."""
    _print_store(op, printer, True)


# -- affine.prefetch ------------------------------------------------------------
def _parse_keyword(parser: Parser) -> str:
    tok = parser.tok
    if tok.kind is not TokenKind.BARE_IDENT:
        op_error(parser, "expected valid keyword")
    parser.consume()
    return tok.text


@implement_op("affine.prefetch", "parse")
def parse_prefetch(parser: Parser, state: OperationState) -> None:
    """%memref `[` subscripts `]` `,` (read|write) `,` `locality` `<` int `>`
    `,` (data|instr) attr-dict? `:` memref-type"""
    memref, attr, uses = _parse_access(parser)
    parser.expect(",", "expected ','")
    rw = _parse_keyword(parser)
    parser.expect(",", "expected ','")
    if not parser.parse_optional_keyword("locality"):
        op_error(parser, "expected 'locality'")
    parser.expect("<", "expected '<'")
    hint = parser.parse_attribute(IntegerType.get(32))
    if not isinstance(hint, IntegerAttr):
        op_error(parser, "invalid kind of attribute specified")
    parser.expect(">", "expected '>'")
    parser.expect(",", "expected ','")
    cache = _parse_keyword(parser)
    attrs: dict[str, object] = {"map": attr, "localityHint": hint}
    attrs.update(parser.parse_optional_attr_dict())
    ty = parse_memref_type(parser)
    state.operands = [parser.resolve_operand(memref, ty)] + _resolve_index(parser, uses)
    if rw not in ("read", "write"):
        op_error(
            parser, "rw specifier has to be 'read' or 'write'", name_offset(parser)
        )
    attrs["isWrite"] = BoolAttr.get(rw == "write")
    if cache not in ("data", "instr"):
        op_error(parser, "cache type has to be 'data' or 'instr'", name_offset(parser))
    attrs["isDataCache"] = BoolAttr.get(cache == "data")
    set_attributes(parser, state, attrs)


@implement_op("affine.prefetch", "print")
def print_prefetch(op: Operation, printer: OpPrinter) -> None:
    """``affine.prefetch %A[%i], read, locality<3>, data : memref<...>``."""
    write = getattr(op.get_attr("isWrite"), "value", False)
    data = getattr(op.get_attr("isDataCache"), "value", False)
    hint = getattr(op.get_attr("localityHint"), "value", 0)
    text = " " + _access(printer, op, 1)
    text += f", {'write' if write else 'read'}, locality<{hint}>, "
    text += "data" if data else "instr"
    elided = ("map", "localityHint", "isDataCache", "isWrite")
    text += printer.attr_dict_str(merged_attrs(op), elided)
    text += " : " + printer.type_str(op.operand_uses[0].value.type)
    printer.write(text)


def _map_unaliased(op: Operation) -> tuple[str, ...]:
    """The subscripts print the map inline: it takes no alias."""
    return ("map",)


for _name in (
    "affine.load",
    "affine.store",
    "affine.vector_load",
    "affine.vector_store",
    "affine.prefetch",
):
    implement_op(_name, "unaliasedAttrs")(_map_unaliased)
