"""The cast verifiers of MLIR's ``CastOps.cpp``: ``spirv.Bitcast``, the
``Convert*``/``*Convert`` conversions (``verifyCastOp``: element bit widths)
and the pointer casts between storage classes."""

from __future__ import annotations

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.spirv.types import pointer_parts
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, OpaqueType, VectorType
from tblgen_py.runtime.ir.verifier import VerificationError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


def emit_error(op: Operation, message: str) -> VerificationError:
    """``op->emitError(message)``: an error without the ``'name' op`` prefix."""
    return VerificationError(message, op.location, op)


def _width(ty: object) -> int | None:
    """``getBitWidth``: 64 for a pointer, a scalar's width, a vector's total."""
    if pointer_parts(ty) is not None:
        return 64
    if isinstance(ty, (IntegerType, FloatType)):
        return ty.width
    if isinstance(ty, VectorType):
        element = _width(ty.element_type)
        count = 1
        for size in ty.shape:
            count *= size
        return None if element is None else element * count
    return None


def _types(op: Operation) -> tuple[object, object]:
    return op.operand_uses[0].value.type, op.results[0].type


def verify_cast(op: Operation, same_width: bool) -> None:
    """``verifyCastOp``: vectors on both sides or neither; element widths
    equal (``same_width``) or different."""
    operand, result = _types(op)
    if isinstance(operand, OpaqueType) or isinstance(result, OpaqueType):
        return  # cooperative matrices: checked by their ODS constraints
    if isinstance(operand, VectorType):
        if not isinstance(result, VectorType):
            raise VerifyError("incompatible operand and result types")
        operand, result = operand.element_type, result.element_type
    a, b = _width(operand), _width(result)
    if a is None or b is None:
        return
    if same_width and a != b:
        raise VerifyError(
            "expected the same bit widths for operand type and result type, but "
            f"provided {quoted(operand)} and {quoted(result)}"
        )
    if not same_width and a == b:
        raise VerifyError(
            "expected the different bit widths for operand type and result type, "
            f"but provided {quoted(operand)} and {quoted(result)}"
        )


def _different_widths(op: Operation) -> None:
    verify_cast(op, False)


def _any_widths(op: Operation) -> None:
    """The float/integer conversions: no bit width rule."""


for _name in ("FConvert", "SConvert", "UConvert"):
    implement_op(f"spirv.{_name}", "verify")(_different_widths)
for _name in ("ConvertFToS", "ConvertFToU", "ConvertSToF", "ConvertUToF"):
    implement_op(f"spirv.{_name}", "verify")(_any_widths)


@implement_op("spirv.Bitcast", "verify")
def verify_bitcast(op: Operation) -> None:
    """A different type of the same total bit width; pointers only to
    pointers."""
    operand, result = _types(op)
    if operand == result:
        raise emit_error(op, "result type must be different from operand type")
    from_pointer = pointer_parts(operand) is not None
    to_pointer = pointer_parts(result) is not None
    if from_pointer and not to_pointer:
        raise emit_error(
            op, "unhandled bit cast conversion from pointer type to non-pointer type"
        )
    if to_pointer and not from_pointer:
        raise emit_error(
            op, "unhandled bit cast conversion from non-pointer type to pointer type"
        )
    a, b = _width(operand), _width(result)
    if a is not None and b is not None and a != b:
        raise VerifyError(
            f"mismatch in result type bitwidth {b} and operand type bitwidth {a}"
        )


_CASTABLE = ("Workgroup", "CrossWorkgroup", "Function")


def _pointee_match(
    op: Operation, operand: tuple[object, str], result: tuple[object, str]
) -> None:
    if operand[0] != result[0]:
        raise VerifyError(
            "pointer operand's pointee type must have the same as the op result "
            f"type, but found '{operand[0]}' vs '{result[0]}'"
        )


@implement_op("spirv.PtrCastToGeneric", "verify")
def verify_ptr_cast_to_generic(op: Operation) -> None:
    """A Workgroup/CrossWorkgroup/Function pointer to a Generic one."""
    operand, result = (pointer_parts(t) for t in _types(op))
    if operand is None or result is None:
        return
    if operand[1] not in _CASTABLE:
        raise emit_error(
            op,
            "pointer must point to the Workgroup, CrossWorkgroup, or Function "
            "Storage Class",
        )
    if result[1] != "Generic":
        raise emit_error(op, "result type must be of storage class Generic")
    _pointee_match(op, operand, result)


def verify_generic_cast_to_ptr(op: Operation) -> None:
    """A Generic pointer to a Workgroup/CrossWorkgroup/Function one."""
    operand, result = (pointer_parts(t) for t in _types(op))
    if operand is None or result is None:
        return
    if operand[1] != "Generic":
        raise emit_error(op, "pointer type must be of storage class Generic")
    if result[1] not in _CASTABLE:
        raise emit_error(
            op,
            "result must point to the Workgroup, CrossWorkgroup, or Function "
            "Storage Class",
        )
    _pointee_match(op, operand, result)


for _name in ("GenericCastToPtr", "GenericCastToPtrExplicit"):
    implement_op(f"spirv.{_name}", "verify")(verify_generic_cast_to_ptr)


def _addressing_model(op: Operation) -> str | None:
    parent = op.parent_op
    while parent is not None and parent.name != "spirv.module":
        parent = parent.parent_op
    if parent is None:
        return None
    found = str(parent.get_attr("addressing_model"))
    return found[found.index("<") + 1 : -1] if "<" in found else found


def _physical(op: Operation, pointer: tuple[object, str] | None, message: str) -> None:
    model = _addressing_model(op)
    if model is None or pointer is None:
        return
    if model == "Logical" or (
        model == "PhysicalStorageBuffer64" and pointer[1] != "PhysicalStorageBuffer"
    ):
        raise emit_error(op, message)


def _is_signless(ty: object) -> bool:
    return isinstance(ty, IntegerType) and ty.is_signless


@implement_op("spirv.ConvertPtrToU", "verify")
def verify_convert_ptr_to_u(op: Operation) -> None:
    """A signless integer result; a physical pointer in a physical module."""
    operand, result = _types(op)
    if not _is_signless(result):
        raise emit_error(op, "result must be a scalar type of unsigned integer")
    _physical(op, pointer_parts(operand), "operand must be a physical pointer")


@implement_op("spirv.ConvertUToPtr", "verify")
def verify_convert_u_to_ptr(op: Operation) -> None:
    """A signless integer operand; a physical pointer in a physical module."""
    operand, result = _types(op)
    if not _is_signless(operand):
        raise emit_error(op, "result must be a scalar type of unsigned integer")
    _physical(op, pointer_parts(result), "result must be a physical pointer")
