"""``spirv.Constant`` (MLIR's ``SPIRVOps.cpp``): its syntax (the value, with
a trailing type only when the value carries none, or for ``!spirv.array``),
``verifyConstantType`` and the result names (``%cst7_i32``, ``%true``,
``%cst_vec_2xi32``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from tblgen_py.dialects._support import is_tensor, quoted
from tblgen_py.dialects.asm_support import set_attributes
from tblgen_py.dialects.spirv.types import array_element, composite_elements
from tblgen_py.runtime.ir.attributes import (
    ArrayAttr,
    BoolAttr,
    FloatAttr,
    IntegerAttr,
)
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr, SparseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, NoneType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.text.op_state import OperationState

if TYPE_CHECKING:
    from tblgen_py.runtime.text.parser import Parser
    from tblgen_py.runtime.text.printer import OpPrinter


def is_array_type(ty: object) -> bool:
    """``isa<spirv::ArrayType>`` (the runtime keeps it an opaque type)."""
    return array_element(ty) is not None


def _array_parts(ty: object) -> tuple[object | None, int]:
    """An array type's element type (parsed) and element count."""
    found = composite_elements(ty)
    if found is None or not found[0]:
        return None, 0
    return found[0][0], len(found[0])


@implement_op("spirv.Constant", "parse")
def parse_constant(parser: Parser, state: OperationState) -> None:
    """attribute (`:` type)?: the type is read when the value has none."""
    value = parser.parse_attribute()
    ty = getattr(value, "type", None)
    if ty is None or isinstance(ty, NoneType) or is_tensor(ty):
        ty = parser.parse_colon_type()
    set_attributes(parser, state, {"value": value})
    state.result_types = [ty]


@implement_op("spirv.Constant", "print")
def print_constant(op: Operation, printer: OpPrinter) -> None:
    """The value; its type after it for a ``!spirv.array`` result."""
    printer.write(" " + printer.attr_str(op.get_attr("value")))
    ty = op.results[0].type
    if is_array_type(ty):
        printer.write(" : " + printer.type_str(ty))


def _typed(value: object) -> object:
    return getattr(value, "type", None)


def verify_constant_type(value: object, op_type: object) -> None:
    """``verifyConstantType``: scalars of the result type, elements of it or
    of a (nested) ``!spirv.array`` of as many scalars, arrays element-wise."""
    if isinstance(value, (IntegerAttr, FloatAttr, BoolAttr)):
        if _typed(value) != op_type:
            raise VerifyError(
                f"result type ({quoted(op_type)}) does not match value type "
                f"({quoted(_typed(value))})"
            )
        return
    if isinstance(value, (DenseElementsAttr, SparseElementsAttr)):
        _verify_elements(value, op_type)
        return
    if isinstance(value, ArrayAttr):
        if not is_array_type(op_type):
            raise VerifyError("must have spirv.array result type for array value")
        element_type = _array_parts(op_type)[0]
        for element in value:
            verify_constant_type(element, element_type)
        return
    raise VerifyError(f"cannot have attribute: {value}")


def _verify_elements(value: object, op_type: object) -> None:
    value_type = _typed(value)
    if value_type == op_type:
        return
    if not is_array_type(op_type):
        raise VerifyError(
            f"result or element type ({quoted(op_type)}) does not match value type "
            f"({quoted(value_type)}), must be the same or spirv.array"
        )
    count = 1
    element = op_type
    while is_array_type(element):
        element, size = _array_parts(element)
        count *= size
    if not isinstance(element, (IntegerType, FloatType)):
        raise VerifyError("only support nested array result type")
    value_element = getattr(value_type, "element_type", None)
    if value_element != element:
        raise VerifyError(
            f"result element type ({quoted(element)}) does not match value element "
            f"type ({quoted(value_element)})"
        )
    shape = getattr(value_type, "shape", ())
    total = 1
    for size in shape:
        total *= size
    if count != total:
        raise VerifyError(
            f"result number of elements ({count}) does not match value number of "
            f"elements ({total})"
        )


@implement_op("spirv.Constant", "verify")
def verify_constant(op: Operation) -> None:
    """The value's type agrees with the result type."""
    verify_constant_type(op.get_attr("value"), op.results[0].type)


@implement_op("spirv.Constant", "getAsmResultNames")
def _constant_name(op: Operation, set_name: Callable[[object, str], None]) -> None:
    """``cst``, the integer value, then the scalar type or ``_vec_N`` and
    the element type; ``true``/``false`` for ``i1``."""
    ty = op.results[0].type
    value = op.get_attr("value")
    name = "cst"
    if isinstance(value, (IntegerAttr, BoolAttr)) and isinstance(ty, IntegerType):
        number = int(getattr(value, "value", 0))
        if ty.width == 1:
            set_name(op.results[0], "true" if number else "false")
            return
        if ty.is_unsigned:
            number &= (1 << ty.width) - 1
        name += str(number)
    if isinstance(ty, (IntegerType, FloatType)):
        name += f"_{ty}"
    if isinstance(ty, VectorType):
        name += f"_vec_{ty.shape[0]}"
        if isinstance(ty.element_type, (IntegerType, FloatType)):
            name += f"x{ty.element_type}"
    set_name(op.results[0], name)
