"""The verifier MLIR's ``IntegerDotProductOps.cpp`` gives the integer dot
product ops (``spirv.SDot``, ``spirv.SUDot``, ``spirv.UDot`` and their
``AccSat`` forms): a packed 32-bit integer factor needs the
``PackedVectorFormat4x8Bit`` format, a vector factor has none, and the result
is at least as wide as a factor."""

from __future__ import annotations

from tblgen_py.dialects.spirv.spirv_enums import enum_name
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import FloatType, IntegerType, VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

OPS = (
    "spirv.SDot",
    "spirv.SUDot",
    "spirv.UDot",
    "spirv.SDotAccSat",
    "spirv.SUDotAccSat",
    "spirv.UDotAccSat",
)


def bit_width(ty: object) -> int:
    """``getBitWidth`` (SPIRVOpUtils.h): a scalar's width, a vector's total."""
    if isinstance(ty, VectorType):
        return bit_width(ty.element_type) * ty.shape[0]
    if isinstance(ty, (IntegerType, FloatType)):
        return ty.width
    return 0


def verify_integer_dot_product(op: Operation) -> None:
    """``verifyIntegerDotProduct``: see the module docstring."""
    factor = op.operand_uses[0].value.type
    packed = op.get_attr("format")
    if isinstance(factor, IntegerType):
        if packed is None:
            raise VerifyError(
                "requires Packed Vector Format attribute for integer vector operands"
            )
        if factor.width != 32:
            name = enum_name(getattr(packed, "value"))
            raise VerifyError(
                f"with specified Packed Vector Format ({name}) requires integer "
                "vector operands to be 32-bits wide"
            )
    elif packed is not None:
        raise VerifyError(
            f"with invalid format attribute for vector operands of type '{factor}'"
        )
    factor_bits = bit_width(factor)
    result_bits = bit_width(op.results[0].type)
    if factor_bits > result_bits:
        raise VerifyError(
            f"result type has insufficient bit-width ({result_bits} bits) for the "
            f"specified vector operand type ({factor_bits} bits)"
        )


for _name in OPS:
    implement_op(_name, "verify")(verify_integer_dot_product)
