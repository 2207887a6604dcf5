"""The verifiers of MLIR's ``TosaOps.cpp`` for the ops that take their
shapes from ``!tosa.shape`` values (``tosa.const_shape``, ``tosa.reshape``,
``tosa.tile``, ``tosa.slice``, ``tosa.pad``) and for ``tosa.mul`` and
``tosa.negate`` (element types, ranks).  A shape operand not defined by a
``tosa.const_shape`` skips the checks of its values, as MLIR's
``getConstShapeValues`` does; zero point values are not checked."""

from __future__ import annotations

import math

from tblgen_py.dialects._support import is_dynamic, quoted, shapes_compatible
from tblgen_py.dialects.tosa.verifiers import storage_type, verify_same_element_types
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import IntegerType, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


def const_shape_values(value: Value) -> list[int] | None:
    """``getConstShapeValues``: the values of a ``tosa.const_shape``."""
    owner = value.defining_op
    if owner is None or owner.name != "tosa.const_shape":
        return None
    found = owner.get_attr("values")
    if not isinstance(found, DenseElementsAttr):
        return None
    return [int(v) for v in found.element_values() if isinstance(v, int)]


def _shape(ty: object) -> tuple[int, ...] | None:
    return tuple(ty.shape) if isinstance(ty, RankedTensorType) else None


def _types(op: Operation) -> list[object]:
    return [use.value.type for use in op.operand_uses]


@implement_op("tosa.const_shape", "verify")
def verify_const_shape(op: Operation) -> None:
    """A rank-1 attribute with one value per dimension of the shape type."""
    found = op.get_attr("values")
    ty = getattr(found, "type", None)
    if isinstance(ty, RankedTensorType) and len(ty.shape) != 1:
        raise VerifyError("expect elements in attribute values with rank 1")
    rank = getattr(op.results[0].type, "rank", None)
    count = len(found) if isinstance(found, DenseElementsAttr) else None
    if rank is not None and count is not None and count != rank:
        raise VerifyError(
            f"expect number of elements in attribute values ({count}) to be equal "
            f"to the rank ({rank}) for the result shape type"
        )


@implement_op("tosa.reshape", "verify")
def verify_reshape(op: Operation) -> None:
    """The new shape (at most one -1) matches the result and the input's
    element count."""
    in_type = _types(op)[0]
    out_type = op.results[0].type
    verify_same_element_types(in_type, out_type)
    values = const_shape_values(op.operand_uses[1].value)
    if values is None:
        return
    if values.count(-1) > 1:
        raise VerifyError("expected at most one target dimension to be -1")
    out_shape = _shape(out_type)
    if out_shape is None:
        return
    if len(values) != len(out_shape):
        raise VerifyError("new shape does not match result rank")
    for new, out in zip(values, out_shape):
        if new != -1 and not is_dynamic(new) and not is_dynamic(out) and new != out:
            raise VerifyError("new shape is inconsistent with result shape")
        if not is_dynamic(new) and new < -1:
            raise VerifyError(f"new shape has invalid tensor dimension size {new}")
    in_shape = _shape(in_type)
    if in_shape is None or any(is_dynamic(s) for s in in_shape):
        return
    count = math.prod(in_shape)
    if not any(is_dynamic(s) for s in out_shape) and count != math.prod(out_shape):
        raise VerifyError(
            f"cannot reshape {count} elements into {math.prod(out_shape)}"
        )
    new_count = math.prod(v for v in values if v > 0)
    static = all(v > 0 for v in values)
    if (static and count != new_count) or (not static and new_count > count):
        raise VerifyError(f"cannot reshape {count} elements into {new_count}")


@implement_op("tosa.tile", "verify")
def verify_tile(op: Operation) -> None:
    """One multiple per input dimension, positive or -1."""
    in_type = _types(op)[0]
    out_type = op.results[0].type
    verify_same_element_types(in_type, out_type)
    rank = getattr(op.operand_uses[1].value.type, "rank", None)
    in_shape, out_shape = _shape(in_type), _shape(out_type)
    if in_shape is not None:
        if len(in_shape) != rank:
            raise VerifyError(
                f"expect 'multiples' to have rank {len(in_shape)} but got {rank}."
            )
        if out_shape is not None and len(in_shape) != len(out_shape):
            raise VerifyError("expect same input and output tensor rank.")
    elif out_shape is not None and len(out_shape) != rank:
        raise VerifyError(
            f"expect 'multiples' array to have length {len(out_shape)} but got {rank}."
        )
    multiples = const_shape_values(op.operand_uses[1].value)
    if multiples is not None and any(v <= 0 and v != -1 for v in multiples):
        raise VerifyError("expect element of 'multiples' to be positive integer or -1.")


@implement_op("tosa.slice", "verify")
def verify_slice(op: Operation) -> None:
    """Same element types and ranks; start and size of the input's rank."""
    types = _types(op)
    verify_same_element_types(types[0], op.results[0].type)
    in_shape, out_shape = _shape(types[0]), _shape(op.results[0].type)
    if in_shape is None:
        return
    if out_shape is not None and len(in_shape) != len(out_shape):
        raise VerifyError(
            "expect input1 and output to have the same ranks, got "
            f"{len(in_shape)} and {len(out_shape)}"
        )
    if getattr(types[1], "rank", None) != len(in_shape):
        raise VerifyError("length of start is not equal to rank of input shape")
    if getattr(types[2], "rank", None) != len(in_shape):
        raise VerifyError("length of size is not equal to rank of input shape")


@implement_op("tosa.pad", "verify")
def verify_pad(op: Operation) -> None:
    """Same element types (pad value too); two paddings per dimension that
    give the output's sizes."""
    types = _types(op)
    out_type = op.results[0].type
    verify_same_element_types(types[0], out_type)
    if len(types) > 2:
        verify_same_element_types(types[2], out_type)
    in_shape, out_shape = _shape(types[0]), _shape(out_type)
    if in_shape is None or out_shape is None:
        return
    if len(in_shape) != len(out_shape):
        raise VerifyError(
            "expect same input and output tensor rank, but got inputRank: "
            f"{len(in_shape)}, outputRank: {len(out_shape)}"
        )
    values = const_shape_values(op.operand_uses[1].value)
    if values is None:
        return
    rank = len(in_shape)
    if len(values) != rank * 2:
        raise VerifyError(
            f"padding tensor must have {rank} * 2 = {rank * 2} elements, but got "
            f"{len(values)}"
        )
    for index in range(rank):
        start, end = values[2 * index], values[2 * index + 1]
        if (start < 0 and start != -1) or (end < 0 and end != -1):
            raise VerifyError(
                f"invalid padding values at dimension {index}: values must be "
                f"non-negative or -1 for dynamic padding, got [{start}, {end}]"
            )
        size, out = in_shape[index], out_shape[index]
        if is_dynamic(size) or is_dynamic(out):
            continue
        if out != size + start + end:
            raise VerifyError(
                f"mismatch in output shape at dimension {index}: expected {size} + "
                f"{start} + {end} = {size + start + end}, but got {out}"
            )


@implement_op("tosa.mul", "verify")
def verify_mul(op: Operation) -> None:
    """Integer inputs of one type no wider than the result, else all of the
    result's element type; equal, broadcastable ranks."""
    a, b = _types(op)[:2]
    result = op.results[0].type
    result_element = getattr(result, "element_type", result)
    a_element = getattr(a, "element_type", a)
    b_element = getattr(b, "element_type", b)
    if isinstance(result_element, IntegerType):
        if (
            not isinstance(a_element, IntegerType)
            or not isinstance(b_element, IntegerType)
            or a_element != b_element
        ):
            raise VerifyError("requires the same element type for all operands")
        if a_element.width > result_element.width:
            raise VerifyError("invalid data type size for operands or result")
    elif a_element != result_element or b_element != result_element:
        raise VerifyError("requires the same element type for all operands and results")
    a_shape, b_shape, out_shape = _shape(a), _shape(b), _shape(result)
    if a_shape is not None and b_shape is not None:
        if len(a_shape) != len(b_shape):
            raise VerifyError(
                "a and b operands don't have matching ranks, got "
                f"{len(a_shape)} and {len(b_shape)}"
            )
        if not _broadcastable(a_shape, b_shape):
            raise VerifyError(
                "a and b operands don't have broadcast-compatible shapes, got "
                f"{quoted(a)} and {quoted(b)}"
            )
    if out_shape is None:
        return
    if a_shape is not None and len(out_shape) != len(a_shape):
        raise VerifyError(
            f"result type has different rank than a, got {len(out_shape)} vs "
            f"{len(a_shape)}"
        )
    if b_shape is not None and len(out_shape) != len(b_shape):
        raise VerifyError(
            f"result type has different rank than b, got {len(out_shape)} vs "
            f"{len(b_shape)}"
        )


def _broadcastable(a: tuple[int, ...], b: tuple[int, ...]) -> bool:
    """``getBroadcastedShape`` succeeds: sizes equal, 1 or dynamic."""
    return all(
        x == y or x == 1 or y == 1 or is_dynamic(x) or is_dynamic(y)
        for x, y in zip(a, b)
    )


@implement_op("tosa.negate", "verify")
def verify_negate(op: Operation) -> None:
    """Same element types and shapes; zero points of their tensors' types."""
    types = _types(op)
    out_type = op.results[0].type
    verify_same_element_types(types[0], out_type)
    if not shapes_compatible(types[0], out_type):
        raise VerifyError("requires the same shape for input1 and output")
    if len(types) < 3:
        return
    pairs = (("input1", types[0], types[1]), ("output", out_type, types[2]))
    for name, tensor, zero_point in pairs:
        element, zp = storage_type(tensor), storage_type(zero_point)
        if element != zp:
            raise VerifyError(
                f"expect both {name} and its zero point are the same element type, "
                f"got {quoted(element)} and {quoted(zp)}"
            )


def _idiv_check(lhs: int, rhs: int) -> int | None:
    """``idivCheck``: ``lhs / rhs`` when exact (C++'s truncating division)."""
    if rhs == 0 or abs(lhs) % abs(rhs):
        return None
    quotient = abs(lhs) // abs(rhs)
    return quotient if (lhs < 0) == (rhs < 0) else -quotient


def _resize_axis(
    size: int, out: int, scale: tuple[int, int], offset: int, border: int, axis: str
) -> None:
    """One spatial axis of ``ResizeOp::verify`` (a size of 1 may broadcast)."""
    if size < 0 or size == 1:
        return
    name, key = ("height", "y") if axis == "y" else ("width", "x")
    minus_one = _idiv_check((size - 1) * scale[0] - offset + border, scale[1])
    if minus_one is None:
        raise VerifyError(
            f"expected (input_{name} - 1) * scale_{key}_n - offset_{key} + "
            f"border_{key} to be wholly divisible by scale_{key}_d, got (({size} "
            f"- 1) * {scale[0]} - {offset} + {border}) / {scale[1]}"
        )
    if out >= 0 and minus_one + 1 != out:
        raise VerifyError(
            f"calculated output {name} did not match expected: "
            f"calculated={minus_one + 1}, expected={out}"
        )


@implement_op("tosa.resize", "verify")
def verify_resize(op: Operation) -> None:
    """``ResizeOp::verify``: positive scales; the output's height and width
    follow from the input's, the scales, offsets and borders."""
    source, scale_v, offset_v, border_v = (use.value for use in op.operand_uses[:4])
    scale = const_shape_values(scale_v)
    offset = const_shape_values(offset_v)
    border = const_shape_values(border_v)
    if scale is None or offset is None or border is None:
        return
    if any(s <= 0 for s in scale):
        raise VerifyError(
            "expect all scale values to be > 0, got " + ", ".join(map(str, scale))
        )
    shape_in, shape_out = _shape(source.type), _shape(op.results[0].type)
    if shape_in is None or shape_out is None:
        return
    _resize_axis(
        shape_in[1], shape_out[1], (scale[0], scale[1]), offset[0], border[0], "y"
    )
    _resize_axis(
        shape_in[2], shape_out[2], (scale[2], scale[3]), offset[1], border[1], "x"
    )
