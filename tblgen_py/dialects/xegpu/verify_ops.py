"""Verifiers of ``xegpu`` ops (MLIR's ``XeGPUOps.cpp``): ``dpas``.

The tensor-descriptor ops' verifiers read ``!xegpu.tensor_desc``, whose C++
parser and printer are not ported (the type stays opaque), so they are not
ported either and those ops still report their missing verifier.
"""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ods.hooks import implement_op


def _bit_width(ty: object) -> int:
    """``getIntOrFloatBitWidth``."""
    return int(getattr(ty, "width", 0))


@implement_op("xegpu.dpas", "verify")
def verify_dpas(op: Operation) -> None:
    """``DpasOp::verify``: the accumulator has the result's type; SIMT code
    (all 1-D) has a B operand of whole 32-bit words; SIMD code multiplies a
    2-D A by a 2-D or packed 3-D B into a 2-D result of matching M, N, K."""
    types = [use.value.type for use in op.operand_uses]
    lhs, rhs, result = types[0], types[1], op.results[0].type
    if len(types) > 2 and types[2] != result:
        raise VerifyError("Expecting the acc type to be the same as result.")
    if not all(isinstance(t, VectorType) for t in (lhs, rhs, result)):
        return  # the operand constraints already failed
    assert isinstance(lhs, VectorType) and isinstance(rhs, VectorType)
    assert isinstance(result, VectorType)
    a, b, c = list(lhs.shape), list(rhs.shape), list(result.shape)
    if len(a) == 1 and len(b) == 1 and len(c) == 1:
        width = _bit_width(rhs.element_type)
        factor = 32 // width if width else 0
        if factor and b[0] % factor:
            raise VerifyError("Expecting B operand to be a multiple of 32 bits.")
        return
    if len(a) != 2 or len(b) not in (2, 3) or len(c) != 2:
        raise VerifyError(
            "expecting lhs and result to be a 2D vector, and rhs to be either "
            "2D or 3D (packed) vector."
        )
    k = b[0] * b[2] if len(b) == 3 else b[0]
    if k != a[1]:
        raise VerifyError("K-dimension mismatch.")
    if a[0] != c[0]:
        raise VerifyError("M-dimension mismatch.")
    if b[1] != c[1]:
        raise VerifyError("N-dimension mismatch.")
