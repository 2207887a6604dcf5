"""The ops that name module-level symbols (MLIR's ``SPIRVOps.cpp``):
``spirv.SpecConstant``'s syntax and verifier, and the verifiers of
``spirv.mlir.addressof`` and ``spirv.mlir.referenceof``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.dialects._support import lookup_symbol, quoted
from tblgen_py.dialects.asm_support import merged_attrs, op_error, set_attributes
from tblgen_py.dialects.spirv.casts import emit_error
from tblgen_py.dialects.spirv.types import composite_elements
from tblgen_py.runtime.ir.attributes import ArrayAttr, FloatAttr, IntegerAttr, TypeAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState
from tblgen_py.runtime.text.print_rules import symbol_name

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter

_SCALAR_WIDTHS = (1, 8, 16, 32, 64)
_FLOATS = ("f16", "bf16", "f32", "f64")


def _type_attr_value(op: Operation, name: str) -> object:
    return getattr(op.get_attr(name), "value", None)


@implement_op("spirv.mlir.addressof", "verify")
def verify_address_of(op: Operation) -> None:
    """The symbol is a ``spirv.GlobalVariable`` of the result's type."""
    found = lookup_symbol(op, op.get_attr("variable"))
    if found is None or found.name != "spirv.GlobalVariable":
        raise VerifyError("expected spirv.GlobalVariable symbol")
    if op.results[0].type != _type_attr_value(found, "type"):
        raise VerifyError(
            "result type mismatch with the referenced global variable's type"
        )


@implement_op("spirv.mlir.addressof", "getAsmResultNames")
def _address_of_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """``<variable>_addr``."""
    ref = op.get_attr("variable")
    set_name(op.results[0], f"{getattr(ref, 'root', '')}_addr")


@implement_op("spirv.mlir.referenceof", "verify")
def verify_reference_of(op: Operation) -> None:
    """The symbol is a spec constant (composite) of the result's type."""
    found = lookup_symbol(op, op.get_attr("spec_const"))
    if found is not None and found.name == "spirv.SpecConstant":
        wanted = getattr(found.get_attr("default_value"), "type", None)
    elif found is not None and found.name == "spirv.SpecConstantComposite":
        wanted = _type_attr_value(found, "type")
    else:
        raise VerifyError(
            "expected spirv.SpecConstant or spirv.SpecConstantComposite symbol"
        )
    if op.results[0].type != wanted:
        raise VerifyError(
            "result type mismatch with the referenced specialization constant's type"
        )


@implement_op("spirv.SpecConstant", "parse")
def parse_spec_constant(parser: Parser, state: OperationState) -> None:
    """@name (`spec_id` `(` int `)`)? `=` attribute"""
    name = parser.parse_optional_symbol_name()
    if name is None:
        op_error(parser, "expected valid '@'-identifier for symbol name")
    attrs: dict[str, object] = {"sym_name": name}
    if parser.parse_optional_keyword("spec_id"):
        parser.expect("(", "expected '('")
        attrs["spec_id"] = parser.parse_attribute()
        parser.expect(")", "expected ')'")
    parser.expect("=", "expected '='")
    attrs["default_value"] = parser.parse_attribute()
    set_attributes(parser, state, attrs)


@implement_op("spirv.SpecConstant", "print")
def print_spec_constant(op: Operation, printer: OpPrinter) -> None:
    """``@name spec_id(3) = 42 : i32``"""
    attrs = merged_attrs(op)
    text = " " + symbol_name(str(getattr(attrs.get("sym_name"), "value", "")))
    spec_id = attrs.get("spec_id")
    if isinstance(spec_id, IntegerAttr):
        text += f" spec_id({spec_id.value})"
    printer.write(text + " = " + printer.attr_str(attrs.get("default_value")))


@implement_op("spirv.SpecConstant", "verify")
def verify_spec_constant(op: Operation) -> None:
    """A non-negative SpecId; a bool, integer or float scalar default of a
    bit width SPIR-V has."""
    spec_id = op.get_attr("spec_id")
    if isinstance(spec_id, IntegerAttr) and spec_id.value < 0:
        raise VerifyError("SpecId cannot be negative")
    value = op.get_attr("default_value")
    if not isinstance(value, (IntegerAttr, FloatAttr)):
        raise VerifyError("default value can only be a bool, integer, or float scalar")
    ty = value.type
    allowed = (isinstance(ty, IntegerType) and ty.width in _SCALAR_WIDTHS) or (
        isinstance(ty, FloatType) and str(ty) in _FLOATS
    )
    if not allowed:
        raise VerifyError("default value bitwidth disallowed")


# -- spirv.SpecConstantComposite -----------------------------------------------------
@implement_op("spirv.SpecConstantComposite", "parse")
def parse_spec_constant_composite(parser: Parser, state: OperationState) -> None:
    """@name `(` @constituent (`,` @constituent)* `)` `:` type"""
    name = parser.parse_optional_symbol_name()
    if name is None:
        op_error(parser, "expected valid '@'-identifier for symbol name")
    parser.expect("(", "expected '('")
    constituents = [parser.parse_attribute()]
    while parser.consume_if(",") is not None:
        constituents.append(parser.parse_attribute())
    parser.expect(")", "expected ')'")
    ty = parser.parse_colon_type()
    attrs: dict[str, object] = {
        "sym_name": name,
        "constituents": ArrayAttr.get(constituents),
        "type": TypeAttr.get(ty),
    }
    set_attributes(parser, state, attrs)


@implement_op("spirv.SpecConstantComposite", "print")
def print_spec_constant_composite(op: Operation, printer: OpPrinter) -> None:
    """``@name (@a, @b) : vector<2xi32>``"""
    attrs = merged_attrs(op)
    text = " " + symbol_name(str(getattr(attrs.get("sym_name"), "value", "")))
    constituents = attrs.get("constituents")
    items = constituents.elements if isinstance(constituents, ArrayAttr) else ()
    text += " (" + ", ".join(printer.attr_str(c) for c in items) + ")"
    ty = getattr(attrs.get("type"), "value", None)
    printer.write(text + " : " + printer.type_str(ty))


@implement_op("spirv.SpecConstantComposite", "verify")
def verify_spec_constant_composite(op: Operation) -> None:
    """A composite type with one spec constant of each element type."""
    ty = _type_attr_value(op, "type")
    found = composite_elements(ty)
    constituents = op.get_attr("constituents")
    items = constituents.elements if isinstance(constituents, ArrayAttr) else ()
    if str(ty).startswith("!spirv.coopmatrix"):
        raise emit_error(op, f"unsupported composite type  {quoted(ty)}")
    if found is None:
        raise emit_error(
            op, f"result type must be a composite type, but provided {quoted(ty)}"
        )
    elements = found[0]
    if len(items) != len(elements):
        raise emit_error(
            op,
            f"has incorrect number of operands: expected {len(elements)}, but "
            f"provided {len(items)}",
        )
    for wanted, ref in zip(elements, items):
        constant = lookup_symbol(op, ref)
        got = getattr(
            constant.get_attr("default_value") if constant is not None else None,
            "type",
            None,
        )
        if wanted is not None and got is not None and got != wanted:
            raise emit_error(
                op,
                f"has incorrect types of operands: expected {quoted(wanted)}, but "
                f"provided {quoted(got)}",
            )
