"""``llvm`` dialect: branch operands and ``llvm.mlir.zero``."""

from __future__ import annotations

from tblgen_py.dialect_hooks._support import register
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["register"]

_TARGET = "!llvm.target<"


@implement_op("llvm.br", "getSuccessorOperands")
def br_successor_operands(op: Operation, index: int) -> list[Value]:
    """Every operand goes to the single successor."""
    return [use.value for use in op.operand_uses]


@implement_op("llvm.cond_br", "getSuccessorOperands")
def cond_br_successor_operands(op: OpView, index: int) -> list[Value]:
    """``trueDestOperands`` for successor 0, ``falseDestOperands`` for 1."""
    return list(op._ods_operands(1 + index))


@implement_op("llvm.mlir.zero", "verify")
def verify_zero(op: Operation) -> None:
    """A target extension type must support zero initialisation.

    As MLIR's ``LLVMTargetExtType::hasProperty``: only ``spirv.*`` types do.
    """
    text = str(op.results[0].type)
    if text.startswith(_TARGET) and not text.startswith(_TARGET + '"spirv.'):
        raise VerifyError("target extension type does not support zero-initializer")
