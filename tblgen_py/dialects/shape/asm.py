"""The hand-written syntax of ``shape`` ops (``parse``/``print`` of
``Shape.cpp``): ``shape.assuming``, ``shape.const_shape``, ``shape.reduce``,
``shape.func`` and ``shape.function_library``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tblgen_py.dialects.asm_support import (
    arrow_type_list,
    ensure_terminator,
    expect_keyword,
    merged_attrs,
    name_offset,
    op_error,
    parse_operand_list_in,
    print_value_list,
    resolve_operands,
    set_attributes,
    type_list,
)
from tblgen_py.dialects.function_interface import (
    parse_function_op,
    parse_symbol_name,
    print_function_type_op,
)
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    DictionaryAttr,
    IntegerAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.types import FunctionType, IndexType, RankedTensorType
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

__all__ = ["index_tensor_attr"]


def _attr_dict(printer: OpPrinter, op: Operation, *elided: str) -> None:
    printer.write(printer.attr_dict_str(merged_attrs(op), elided))


def index_tensor_attr(values: list[int]) -> DenseElementsAttr:
    """``Builder::getIndexTensorAttr``: a ``tensor<Nxindex>`` of ``values``."""
    ty = RankedTensorType.get([len(values)], IndexType.get())
    return DenseElementsAttr.get(ty, values)


def shape_type(parser: Parser, mnemonic: str) -> object:
    """``builder.getType<shape::XType>()``: the parameterless ``!shape.<mnemonic>``."""
    cls = parser.dialect_value_class("shape", mnemonic, True)
    assert cls is not None  # the shape dialect is loaded: its op is being parsed
    return getattr(cls, "get")()


# -- shape.assuming -------------------------------------------------------------
@implement_op("shape.assuming", "parse")
def parse_assuming(parser: Parser, state: OperationState) -> None:
    """%witness (`->` types)? region attr-dict?"""
    witness = parser.parse_operand()
    witness_type = shape_type(parser, "witness")
    state.operands = [parser.resolve_operand(witness, witness_type)]
    state.result_types = parser.parse_optional_arrow_type_list()
    body = Region()
    parser.parse_region(body)
    ensure_terminator(parser, body, "shape.assuming_yield", state.location)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [body]


@implement_op("shape.assuming", "print")
def print_assuming(op: Operation, printer: OpPrinter) -> None:
    """``shape.assuming %w -> (t) { ... }``."""
    results = [r.type for r in op.results]
    text = " " + printer.value_name(op.operand_uses[0].value)
    if results:
        text += " -> (" + type_list(printer, results) + ")"
    printer.write(text + " ")
    printer.print_region(op.regions[0], False, bool(results))
    _attr_dict(printer, op)


# -- shape.const_shape ----------------------------------------------------------
@implement_op("shape.const_shape", "parse")
def parse_const_shape(parser: Parser, state: OperationState) -> None:
    """attr-dict? `[` integers `]` `:` type."""
    attrs = parser.parse_optional_attr_dict()
    at = parser.tok.start
    extents = parser.parse_attribute()
    if not isinstance(extents, ArrayAttr):
        op_error(parser, "expected an array of extents", at)
    values = []
    for extent in extents:
        if not isinstance(extent, IntegerAttr):
            op_error(parser, "expected integer extents", at)
        values.append(extent.value)
    attrs["shape"] = index_tensor_attr(values)
    state.result_types = [parser.parse_colon_type()]
    set_attributes(parser, state, attrs)


@implement_op("shape.const_shape", "print")
def print_const_shape(op: Operation, printer: OpPrinter) -> None:
    """``shape.const_shape [1, 2] : tensor<2xindex>``."""
    printer.write(" ")
    text = printer.attr_dict_str(merged_attrs(op), ("shape",))
    shape = op.get_attr("shape")
    values = shape.element_values() if isinstance(shape, DenseElementsAttr) else []
    extents = ", ".join(str(v) for v in values)
    printer.write(text.lstrip() + "[" + extents + "] : ")
    printer.write(printer.type_str(op.results[0].type))


# -- shape.reduce ---------------------------------------------------------------
@implement_op("shape.reduce", "parse")
def parse_reduce(parser: Parser, state: OperationState) -> None:
    """`(` %shape, %inits `)` `:` type (`->` types)? region attr-dict?"""
    uses = parse_operand_list_in(parser)
    shape_type = parser.parse_colon_type()
    state.result_types = parser.parse_optional_arrow_type_list()
    if not uses:
        op_error(parser, "expected a shape operand", name_offset(parser))
    operands = [parser.resolve_operand(uses[0], shape_type)]
    operands += resolve_operands(
        parser, uses[1:], state.result_types, name_offset(parser)
    )
    state.operands = operands
    body = Region()
    parser.parse_region(body)
    set_attributes(parser, state, parser.parse_optional_attr_dict())
    state.regions = [body]


@implement_op("shape.reduce", "print")
def print_reduce(op: Operation, printer: OpPrinter) -> None:
    """``shape.reduce(%shape, %init) : type -> t { ... }``."""
    values = [use.value for use in op.operand_uses]
    text = "(" + printer.value_name(values[0]) + ", "
    text += print_value_list(printer, values[1:]) + ") : "
    text += printer.type_str(values[0].type)
    text += arrow_type_list(printer, [r.type for r in op.results]) + " "
    printer.write(text)
    printer.print_region(op.regions[0])
    _attr_dict(printer, op)


# -- shape.func -----------------------------------------------------------------
@implement_op("shape.func", "parse")
def parse_func(parser: Parser, state: OperationState) -> None:
    """``function_interface_impl::parseFunctionOp`` (no variadics)."""
    parse_function_op(parser, state)


@implement_op("shape.func", "print")
def print_func(op: Operation, printer: OpPrinter) -> None:
    """``function_interface_impl::printFunctionOp``."""
    print_function_type_op(op, printer)


# -- shape.function_library -----------------------------------------------------
@implement_op("shape.function_library", "parse")
def parse_function_library(parser: Parser, state: OperationState) -> None:
    """@name attr-dict-with-keyword? region `mapping` dictionary."""
    attrs: dict[str, object] = {"sym_name": parse_symbol_name(parser)}
    attrs.update(parser.parse_optional_attr_dict_with_keyword())
    body = Region()
    parser.parse_region(body)
    expect_keyword(parser, "mapping")
    at = parser.tok.start
    mapping = parser.parse_attribute()
    if not isinstance(mapping, DictionaryAttr):
        op_error(parser, "invalid kind of attribute specified", at)
    attrs["mapping"] = mapping
    set_attributes(parser, state, attrs)
    state.regions = [body]


@implement_op("shape.function_library", "print")
def print_function_library(op: Operation, printer: OpPrinter) -> None:
    """``shape.function_library @lib { ... } mapping {op = @fn}``."""
    attrs = merged_attrs(op)
    name = getattr(attrs.get("sym_name"), "value", "")
    printer.write(" @" + str(name))
    printer.write(printer.attr_dict_with_keyword_str(attrs, ("sym_name", "mapping")))
    printer.write(" ")
    printer.print_region(op.regions[0], False, False)
    printer.write(" mapping " + printer.attr_str(attrs.get("mapping")))
