"""Canonicalization of ``func``: ``call_indirect`` of a ``func.constant`` becomes
a direct ``func.call`` (``CallIndirectOp::canonicalize``)."""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import SymbolRefAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import PatternRewriter, constant_value

__all__ = ["canonicalize_call_indirect"]


@implement_op("func.call_indirect", "canonicalize")
def canonicalize_call_indirect(op: Operation, rewriter: PatternRewriter) -> bool:
    """A call through a known function symbol calls it directly."""
    callee = constant_value(op.operands[0])
    if not isinstance(callee, SymbolRefAttr):
        return False
    rewriter.replace_op_with_new_op(
        op,
        "func.call",
        op.operands[1:],
        [result.type for result in op.results],
        {"callee": callee},
    )
    return True
