"""``cf`` dialect: the successor operands of the branches, ``cf.switch``'s verifier.

``getSuccessorOperands`` is what the generic ``BranchOpInterface`` verifier and
region simplification (dead block arguments) read.
"""

from __future__ import annotations

from tblgen_py.dialects._support import quoted, register
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__ = ["register"]


@implement_op("cf.br", "getSuccessorOperands")
def br_successor_operands(op: OpView, index: int) -> list[Value]:
    """Every operand goes to the single successor."""
    return list(op._ods_operands(0))


@implement_op("cf.cond_br", "getSuccessorOperands")
def cond_br_successor_operands(op: OpView, index: int) -> list[Value]:
    """``trueDestOperands`` for successor 0, ``falseDestOperands`` for 1."""
    return list(op._ods_operands(1 + index))


@implement_op("cf.switch", "getSuccessorOperands")
def switch_successor_operands(op: OpView, index: int) -> list[Value]:
    """``defaultOperands`` for successor 0, case ``index - 1``'s operands after."""
    if index == 0:
        return list(op._ods_operands(1))
    return list(op._ods_operand_groups(2, "case_operand_segments")[index - 1])


@implement_op("cf.switch", "verify")
def verify_switch(op: OpView) -> None:
    """Case values have the flag's type, one per case destination."""
    values = op.get_attr("case_values")
    destinations = len(op.successors) - 1
    if values is None:
        if destinations:  # (MLIR's verifier crashes here)
            raise VerifyError(
                f"number of case values (0) should match number of case "
                f"destinations ({destinations})"
            )
        return
    assert isinstance(values, DenseElementsAttr)  # the ODS constraint held
    flag_type = op.operands[0].type
    if values.element_type != flag_type:
        raise VerifyError(
            f"'flag' type ({quoted(flag_type)}) should match case value type "
            f"({quoted(values.element_type)})"
        )
    count = values.type.num_elements
    if count != destinations:
        raise VerifyError(
            f"number of case values ({count}) should match number of case "
            f"destinations ({destinations})"
        )


# cf.switch's custom<SwitchOpCases> directive.
from tblgen_py.dialects.cf import asm  # noqa: E402,F401
