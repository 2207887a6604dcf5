"""The composite ops of MLIR's ``SPIRVOps.cpp``: ``spirv.CompositeExtract``
and ``spirv.CompositeInsert`` (syntax: indices as an array attribute;
``getElementType``'s walk down the composite), ``spirv.CompositeConstruct``'s
verifier, the extended arithmetic ops (``spirv.IAddCarry``, ...) and the
shift verifiers."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.asm_support import (
    merged_attrs,
    op_error,
    parse_operands_exactly,
    set_attributes,
)
from tblgen_py.dialects.spirv.casts import emit_error
from tblgen_py.dialects.spirv.type_classes import CooperativeMatrixType
from tblgen_py.dialects.spirv.types import composite_elements
from tblgen_py.runtime.ir.attributes import ArrayAttr, IntegerAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


class _WalkError(Exception):
    """A ``getElementType`` failure with its message."""


def element_type(ty: object, indices: object, context: object = None) -> object:
    """``getElementType``: the type the ``indices`` select in ``ty``."""
    if not isinstance(indices, ArrayAttr):
        raise _WalkError("expected a 32-bit integer array attribute for 'indices'")
    if not indices.elements:
        raise _WalkError("expected at least one index for spirv.CompositeExtract")
    values = []
    for item in indices.elements:
        if not isinstance(item, IntegerAttr):
            raise _WalkError(
                f"expected an 32-bit integer for index, but found '{item}'"
            )
        values.append(int(item.value))
    for index in values:
        found = composite_elements(ty, context)
        if found is None:
            raise _WalkError(
                f"cannot extract from non-composite type {quoted(ty)} with index {index}"
            )
        elements, known = found
        if known and not 0 <= index < len(elements):
            raise _WalkError(f"index {index} out of bounds for {quoted(ty)}")
        ty = elements[min(index, len(elements) - 1)] if elements else None
        if ty is None:
            raise _Unknown()
    return ty


class _Unknown(Exception):
    """An element type the runtime cannot spell (an unparsed SPIR-V type)."""


def _walk(op: Operation, composite: object) -> object | None:
    try:
        return element_type(composite, op.get_attr("indices"))
    except _WalkError as err:
        raise emit_error(op, str(err)) from None
    except _Unknown:
        return None


# -- spirv.CompositeExtract --------------------------------------------------------
@implement_op("spirv.CompositeExtract", "parse")
def parse_composite_extract(parser: Parser, state: OperationState) -> None:
    """%composite [indices] `:` composite-type"""
    use = parser.parse_operand()
    at = parser.tok.start
    indices = parser.parse_attribute()
    ty = parser.parse_colon_type()
    state.operands = [parser.resolve_operand(use, ty)]
    try:
        result = element_type(ty, indices, parser.context)
    except _WalkError as err:
        op_error(parser, str(err), at)
    except _Unknown:
        op_error(parser, "cannot infer the element type of this composite", at)
    state.result_types = [result]
    set_attributes(parser, state, {"indices": indices})


@implement_op("spirv.CompositeExtract", "print")
def print_composite_extract(op: Operation, printer: OpPrinter) -> None:
    """``%v[0 : i32] : vector<4xf32>``"""
    composite = op.operand_uses[0].value
    text = f" {printer.value_name(composite)}{printer.attr_str(op.get_attr('indices'))}"
    printer.write(text + " : " + printer.type_str(composite.type))


@implement_op("spirv.CompositeExtract", "verify")
def verify_composite_extract(op: Operation) -> None:
    """The indices select the result type."""
    expected = _walk(op, op.operand_uses[0].value.type)
    result = op.results[0].type
    if expected is not None and expected != result:
        raise VerifyError(
            f"invalid result type: expected {quoted(expected)} but provided "
            f"{quoted(result)}"
        )


# -- spirv.CompositeInsert ---------------------------------------------------------
@implement_op("spirv.CompositeInsert", "parse")
def parse_composite_insert(parser: Parser, state: OperationState) -> None:
    """%object, %composite [indices] `:` object-type `into` composite-type"""
    uses = parse_operands_exactly(parser, 2)
    indices = parser.parse_attribute()
    object_type = parser.parse_colon_type()
    if not parser.parse_optional_keyword("into"):
        op_error(parser, "expected 'into'")
    composite_type = parser.parse_type()
    state.operands = [
        parser.resolve_operand(uses[0], object_type),
        parser.resolve_operand(uses[1], composite_type),
    ]
    state.result_types = [composite_type]
    set_attributes(parser, state, {"indices": indices})


@implement_op("spirv.CompositeInsert", "print")
def print_composite_insert(op: Operation, printer: OpPrinter) -> None:
    """``%x, %v[1 : i32] : f32 into vector<4xf32>``"""
    obj, composite = (use.value for use in op.operand_uses)
    text = f" {printer.value_name(obj)}, {printer.value_name(composite)}"
    text += printer.attr_str(op.get_attr("indices"))
    text += f" : {printer.type_str(obj.type)} into {printer.type_str(composite.type)}"
    printer.write(text)


@implement_op("spirv.CompositeInsert", "verify")
def verify_composite_insert(op: Operation) -> None:
    """The object has the selected type; the result the composite's."""
    obj, composite = (use.value.type for use in op.operand_uses)
    expected = _walk(op, composite)
    if expected is not None and expected != obj:
        raise VerifyError(
            f"object operand type should be {quoted(expected)}, but found {quoted(obj)}"
        )
    result = op.results[0].type
    if composite != result:
        raise VerifyError(
            "result type should be the same as the composite type, but found "
            f"{quoted(composite)} vs {quoted(result)}"
        )


# -- spirv.CompositeConstruct ------------------------------------------------------
def _verify_cooperative_matrix_construct(
    result: CooperativeMatrixType, parts: list[object]
) -> None:
    """A cooperative matrix is built from one value of its element type."""
    if len(parts) != 1:
        raise VerifyError(
            f"has incorrect number of operands: expected 1, but provided {len(parts)}"
        )
    if parts[0] != result.element_type:
        raise VerifyError(
            "operand type mismatch: expected operand type "
            f"{quoted(result.element_type)}, but provided {quoted(parts[0])}"
        )


@implement_op("spirv.CompositeConstruct", "verify")
def verify_composite_construct(op: Operation) -> None:
    """One constituent per element, or (for vectors) scalars and vectors
    adding up to the element count."""
    result = op.results[0].type
    parts = [use.value.type for use in op.operand_uses]
    if isinstance(result, CooperativeMatrixType):
        _verify_cooperative_matrix_construct(result, parts)
        return
    found = composite_elements(result)
    if found is None or any(e is None for e in found[0]):
        return
    elements = found[0]
    if len(parts) == len(elements):
        for wanted, got in zip(elements, parts):
            if wanted != got:
                raise VerifyError(
                    f"operand type mismatch: expected operand type {quoted(wanted)}, "
                    f"but provided {quoted(got)}"
                )
        return
    if not isinstance(result, VectorType):
        raise VerifyError(
            "expected to return a vector or cooperative matrix when the number of "
            "constituents is less than what the result needs"
        )
    total = 0
    for part in parts:
        if not isinstance(part, (VectorType, IntegerType, FloatType)):
            raise VerifyError(
                "operand type mismatch: expected operand to have a scalar or vector "
                f"type, but provided {quoted(part)}"
            )
        element = part.element_type if isinstance(part, VectorType) else part
        total += part.shape[0] if isinstance(part, VectorType) else 1
        if element != result.element_type:
            raise VerifyError(
                "operand element type mismatch: expected to be "
                f"{quoted(result.element_type)}, but provided {quoted(element)}"
            )
    if total != len(elements):
        raise VerifyError(
            f"has incorrect number of operands: expected {len(elements)}, but "
            f"provided {total}"
        )


# -- extended arithmetic -------------------------------------------------------------
def parse_extended_binary(parser: Parser, state: OperationState) -> None:
    """attr-dict? %a, %b `:` !spirv.struct<(T, T)>"""
    attrs = parser.parse_optional_attr_dict()
    uses = [parser.parse_operand()]
    while parser.consume_if(",") is not None:
        uses.append(parser.parse_operand())
    parser.expect(":", "expected ':'")
    at = parser.tok.start
    ty = parser.parse_type()
    found = composite_elements(ty, parser.context)
    is_struct = str(ty).startswith("!spirv.struct")
    if found is None or not is_struct or len(found[0]) != 2 or found[0][0] is None:
        op_error(parser, "expected spirv.struct type with two members", at)
    member = found[0][0]
    state.operands = parser.resolve_operands(uses, [member, member], at)
    state.result_types = [ty]
    set_attributes(parser, state, attrs)


def print_extended_binary(op: Operation, printer: OpPrinter) -> None:
    """``%a, %b : !spirv.struct<(i32, i32)>``"""
    text = printer.attr_dict_str(merged_attrs(op)) or ""
    names = ", ".join(printer.value_name(use.value) for use in op.operand_uses)
    printer.write(f"{text} {names} : {printer.type_str(op.results[0].type)}")


def verify_extended_binary(op: Operation) -> None:
    """A two-member struct of the operands' common type."""
    found = composite_elements(op.results[0].type)
    if found is None or len(found[0]) != 2:
        raise VerifyError("expected result struct type containing two members")
    types = [use.value.type for use in op.operand_uses] + list(found[0])
    if any(t != types[0] for t in types):
        raise VerifyError(
            "expected all operand types and struct member types are the same"
        )


for _name in ("IAddCarry", "ISubBorrow", "SMulExtended", "UMulExtended"):
    implement_op(f"spirv.{_name}", "parse")(parse_extended_binary)
    implement_op(f"spirv.{_name}", "print")(print_extended_binary)
    implement_op(f"spirv.{_name}", "verify")(verify_extended_binary)


def verify_shift(op: Operation) -> None:
    """``verifyShiftOp``: the base and the result of one type."""
    base, result = op.operand_uses[0].value.type, op.results[0].type
    if base != result:
        raise emit_error(
            op,
            "expected the same type for the first operand and result, but provided "
            f"{quoted(base)} and {quoted(result)}",
        )


_SHIFTS: tuple[str, ...] = (
    "ShiftLeftLogical",
    "ShiftRightArithmetic",
    "ShiftRightLogical",
)
_VERIFY_SHIFT: Callable[[Operation], None] = verify_shift
for _name in _SHIFTS:
    implement_op(f"spirv.{_name}", "verify")(_VERIFY_SHIFT)


@implement_op("spirv.VectorTimesScalar", "verify")
def verify_vector_times_scalar(op: Operation) -> None:
    """The vector has the result type, the scalar its element type."""
    vector, scalar = (use.value.type for use in op.operand_uses)
    result = op.results[0].type
    if vector != result:
        raise VerifyError("vector operand and result type mismatch")
    if scalar != getattr(result, "element_type", None):
        raise VerifyError("scalar operand and result element type match")


@implement_op("spirv.GL.Ldexp", "verify")
def verify_ldexp(op: Operation) -> None:
    """A float significand with an integer exponent of as many elements."""
    significand, exponent = (use.value.type for use in op.operand_uses)
    if isinstance(significand, FloatType) != isinstance(exponent, IntegerType):
        raise VerifyError("operands must both be scalars or vectors")
    if _count(significand) != _count(exponent):
        raise VerifyError("operands must have the same number of elements")


def _count(ty: object) -> int:
    return ty.shape[0] if isinstance(ty, VectorType) else 1


@implement_op("spirv.GL.FrexpStruct", "verify")
def verify_frexp_struct(op: Operation) -> None:
    """A struct of the operand's type and an ``i32`` exponent of as many
    components."""
    operand = op.operand_uses[0].value.type
    found = composite_elements(op.results[0].type)
    if found is None or len(found[0]) != 2:
        raise emit_error(op, "result type must be a struct type with two memebers")
    significand, exponent = found[0]
    if significand is None or exponent is None:
        return
    if significand != operand:
        raise emit_error(
            op,
            "member zero of the resulting struct type must be the same type as the "
            "operand",
        )
    if isinstance(exponent, VectorType):
        element = exponent.element_type
        if not (isinstance(element, IntegerType) and element.width == 32):
            raise emit_error(
                op,
                "member one of the resulting struct type mustbe a scalar or vector "
                "of 32 bit integer type",
            )
    elif not (isinstance(exponent, IntegerType) and exponent.width == 32):
        raise emit_error(
            op,
            "member one of the resulting struct type must be a scalar or vector of "
            "32 bit integer type",
        )
    if isinstance(operand, VectorType) and isinstance(exponent, VectorType):
        if exponent.shape[0] == operand.shape[0]:
            return
    if isinstance(operand, FloatType) and isinstance(exponent, IntegerType):
        return
    raise emit_error(
        op,
        "member one of the resulting struct type must have the same number of "
        "components as the operand type",
    )
