"""``x86vector`` dialect: ``avx512.mask.compress``'s verifier
(X86VectorDialect.cpp): the vector the unselected lanes come from, given as
an operand (``src``) or as a constant (``constant_src``) but not both, has
the result's type."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]


@implement_op("x86vector.avx512.mask.compress", "verify")
def verify_mask_compress(op: Operation) -> None:
    """``MaskCompressOp::verify``."""
    src = getattr(op, "src")
    constant = op.get_attr("constant_src")
    dst = op.results[0].type
    if src is not None and constant is not None:
        raise PlainVerifyError("cannot use both src and constant_src")
    if src is not None and src.type != dst:
        raise PlainVerifyError("failed to verify that src and dst have same type")
    if constant is not None and getattr(constant, "type", None) != dst:
        raise PlainVerifyError(
            "failed to verify that constant_src and dst have same type"
        )


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
