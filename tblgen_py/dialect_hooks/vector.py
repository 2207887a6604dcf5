"""``vector`` dialect: ``vector.broadcast``'s verifier."""

from __future__ import annotations

from tblgen_py.dialect_hooks._support import register
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["broadcast_mismatch", "register"]


def _dim(size: int, scalable: bool) -> str:
    """A dimension as MLIR prints it in messages (``4`` or ``[4]``)."""
    return f"[{size}]" if scalable else str(size)


def broadcast_mismatch(source: object, result: VectorType) -> str | None:
    """``isBroadcastableTo`` as a message (None: broadcastable)."""
    if not isinstance(source, VectorType):
        if source == result.element_type:
            return None
        return "source type is not a vector"
    lead = len(result.shape) - len(source.shape)
    if lead < 0:
        return "source rank higher than destination rank"
    for index, (size, scalable) in enumerate(zip(source.shape, source.scalable)):
        dst = result.shape[lead + index]
        dst_scalable = result.scalable[lead + index]
        mismatch = size not in (1, dst)
        if (size == 1 and scalable and dst != 1) or (
            scalable != dst_scalable and (size != 1 or scalable)
        ):
            mismatch = True
        if mismatch:
            return (
                f"dimension mismatch ({_dim(size, scalable)} vs. "
                f"{_dim(dst, dst_scalable)})"
            )
    return None


@implement_op("vector.broadcast", "verify")
def verify_broadcast(op: Operation) -> None:
    """The source broadcasts to the result vector type."""
    result = op.results[0].type
    if not isinstance(result, VectorType):
        return
    message = broadcast_mismatch(op.operand_uses[0].value.type, result)
    if message is not None:
        raise VerifyError(message)
