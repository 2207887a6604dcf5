"""Verifiers of ``spirv.Select``, ``spirv.Return`` and ``spirv.ReturnValue``
(MLIR's ``ControlFlowOps.cpp``; the returns are checked by their function)."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op


@implement_op("spirv.Select", "verify")
def verify_select(op: Operation) -> None:
    """A vector condition selects between vectors of as many elements."""
    condition = op.operand_uses[0].value.type
    if not isinstance(condition, VectorType):
        return
    result = op.results[0].type
    if not isinstance(result, VectorType):
        raise VerifyError(
            "result expected to be of vector type when condition is of vector type"
        )
    if result.num_elements != condition.num_elements:
        raise VerifyError(
            "result should have the same number of elements as the condition "
            "when condition is of vector type"
        )


@implement_op("spirv.Return", "verify")
@implement_op("spirv.ReturnValue", "verify")
def verify_return(op: Operation) -> None:
    """Checked by the enclosing ``spirv.func``."""
