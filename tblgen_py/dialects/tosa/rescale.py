"""``tosa.rescale``'s verifier and the zero points TOSA ops read from
constants (``RescaleOp::verify``, ``getZeroPoint``, ``verifyZeroPoint`` of
MLIR's ``TosaOps.cpp``).

A zero point is checked only when a constant defines it: an integer one is
read sign- or zero-extended (a rescale's unsigned side zero-extends), a
non-zero float one, or one of another type, counts as ``-1``.
"""

from __future__ import annotations

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.tosa.verifiers import storage_type
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, ShapedType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite.fold import constant_value

__all__ = ["zero_point"]


def zero_point(value: Value, sign_extend: bool) -> int | None:
    """``getZeroPoint``: the constant's first element (None if not constant)."""
    attr = constant_value(value)
    if not isinstance(attr, DenseElementsAttr):
        return None
    element = attr.type.element_type
    if isinstance(element, FloatType):
        return 0 if attr.float_values()[0] == 0.0 else -1
    if not isinstance(element, IntegerType):
        return -1
    first = attr.element_values()[0]
    if not isinstance(first, int):
        return -1
    raw = first & ((1 << element.width) - 1)
    if sign_extend and raw >> (element.width - 1):
        return raw - (1 << element.width)
    return raw


def _is_int(ty: object, width: int) -> bool:
    return isinstance(ty, IntegerType) and ty.width == width


def _verify_zero_point_types(value: Value, zp: Value, name: str) -> None:
    """``verifyRescaleValueAndZpTypes``: integers of one bit width."""
    e_type, zp_type = storage_type(value.type), storage_type(zp.type)
    if not (
        isinstance(e_type, IntegerType)
        and isinstance(zp_type, IntegerType)
        and e_type.width == zp_type.width
    ):
        raise VerifyError(
            f"expected {name} and {name}_zp to both be integer of the same "
            f"bitwidth, but got {quoted(e_type)} vs. {quoted(zp_type)}"
        )


def _verify_rescale_zero_point(zp_value: Value, unsigned: bool, name: str) -> None:
    """``verifyZeroPoint`` of ``tosa.rescale``: 0 unless 8-bit, or 32768 for
    an unsigned 16-bit side."""
    zp = zero_point(zp_value, not unsigned)
    if zp is None or zp == 0:
        return
    element = getattr(zp_value.type, "element_type", zp_value.type)
    if not _is_int(element, 8) and not (_is_int(element, 16) and unsigned):
        raise VerifyError(f"expect {name}_zp of 0, got {zp}")
    if _is_int(element, 16) and unsigned and zp != 32768:
        raise VerifyError(
            f"expect {name}_zp of 0 or 32768 for unsigned int16 {name}, got {zp}"
        )


def _flag(op: Operation, name: str) -> bool:
    return bool(getattr(op.get_attr(name), "value", False))


@implement_op("tosa.rescale", "verify")
def verify_rescale(op: Operation) -> None:
    """Integer input and output with zero points of their widths; an i32
    (``scale32``) or i16 multiplier; one multiplier and shift per channel."""
    source, multiplier, shift, input_zp, output_zp = (
        use.value for use in op.operand_uses[:5]
    )
    result = op.results[0]
    for value, name in ((source, "input"), (result, "output")):
        if not isinstance(value.type, ShapedType):
            raise VerifyError(
                f"expect shaped tensor for {name}, got {quoted(value.type)}"
            )
        element = storage_type(value.type)
        if not isinstance(element, IntegerType):
            raise VerifyError(
                f"expect {name} to have integer element type, got {quoted(element)}"
            )
    _verify_zero_point_types(source, input_zp, "input")
    _verify_zero_point_types(result, output_zp, "output")
    _verify_rescale_zero_point(input_zp, _flag(op, "input_unsigned"), "input")
    _verify_rescale_zero_point(output_zp, _flag(op, "output_unsigned"), "output")
    _verify_multiplier_and_shift(op, source.type, multiplier.type, shift.type)


def _verify_multiplier_and_shift(
    op: Operation, source: object, multiplier: object, shift: object
) -> None:
    for ty, name in ((multiplier, "multiplier"), (shift, "shift")):
        if not isinstance(ty, ShapedType):
            raise VerifyError(f"expect shaped tensor for {name}, got {quoted(ty)}")
    element = getattr(multiplier, "element_type", None)
    scale32 = _flag(op, "scale32")
    width, flag = (32, "true") if scale32 else (16, "false")
    if not _is_int(element, width):
        raise VerifyError(
            f"expect i{width} element type for multiplier for scale32={flag}, got "
            f"{quoted(element)}"
        )
    shape = getattr(source, "shape", None)
    if shape is None:
        return
    channels = 1
    if _flag(op, "per_channel"):
        if not shape:
            raise VerifyError(
                "requires input to be at least rank 1 when per_channel is true, "
                "but got rank 0"
            )
        channels = shape[-1]
    for ty, name in ((multiplier, "multiplier"), (shift, "shift")):
        dims = getattr(ty, "shape", None)
        if dims is None:
            return
        if dims[0] >= 0 and dims[0] != channels:
            raise VerifyError(
                f"expect shape of {{ {channels} }} for {name} input, got "
                f"{{ {dims[0]} }}"
            )
