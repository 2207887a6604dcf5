"""``llvm.switch``'s successor operands (``SwitchOp::getSuccessorOperands``):
the default destination's operands, then each case's group
(``case_operand_segments``)."""

from __future__ import annotations

from tblgen_py.dialects.asm_support import merged_attrs
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op


@implement_op("llvm.switch", "getSuccessorOperands")
def switch_successor_operands(op: Operation, index: int) -> list[Value]:
    """The default operands for successor 0, case ``index - 1``'s after."""
    values = [use.value for use in op.operand_uses]
    attrs = merged_attrs(op)
    sizes = list(getattr(attrs.get("operandSegmentSizes"), "values", ()))
    defaults = sizes[1] if len(sizes) > 1 else 0
    if index == 0:
        return values[1 : 1 + defaults]
    counts = list(getattr(attrs.get("case_operand_segments"), "values", ()))
    start = 1 + defaults + sum(counts[: index - 1])
    return values[start : start + counts[index - 1]]
