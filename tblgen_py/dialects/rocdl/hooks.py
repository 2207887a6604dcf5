"""``rocdl`` dialect (ROCDLDialect.cpp): ``ROCDLDialect::verifyOperationAttribute``,
``rocdl.kernel`` only on an ``llvm.func``; ``buffer_asm`` is the raw buffer
ops' syntax."""

from __future__ import annotations

from tblgen_py.dialects._support import register
from tblgen_py.runtime.ir.dialect import set_operation_attribute_verifier
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError

__all__ = ["register"]

KERNEL = "rocdl.kernel"


def verify_rocdl_attribute(op: Operation, name: str, value: object) -> None:
    """``ROCDLDialect::verifyOperationAttribute``."""
    if name == KERNEL and op.name != "llvm.func":
        raise PlainVerifyError(f"'\"{KERNEL}\"' attribute attached to unexpected op")


set_operation_attribute_verifier("rocdl", verify_rocdl_attribute)


from tblgen_py.dialects.rocdl import buffer_asm  # noqa: E402,F401 - raw buffer ops
