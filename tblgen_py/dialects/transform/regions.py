"""``RegionBranchOpInterface`` of the transform ops with bodies
(``transform.foreach``, ``transform.sequence``, ``transform.alternatives``,
MLIR's ``TransformOps.cpp``): entered with the op's operands as the body's
arguments, left to the op's results."""

from __future__ import annotations

from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.region import Region
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor


def _args(region: Region) -> list[Value]:
    return list(region.blocks[0].arguments) if region.blocks else []


def _operands(op: Operation, successor: int | None) -> list[Value]:
    """Every operand goes to the entered region."""
    return [use.value for use in op.operand_uses]


@implement_op("transform.foreach", "getSuccessorRegions")
def foreach_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body from the parent; the body again or the parent from the body."""
    body = RegionSuccessor(0, _args(op.regions[0]))
    return [body] if point is None else [body, RegionSuccessor(None, [])]


@implement_op("transform.sequence", "getSuccessorRegions")
def sequence_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """The body (its arguments when the op has operands), then the results."""
    if point is None:
        inputs = _args(op.regions[0]) if op.operand_uses else []
        return [RegionSuccessor(0, inputs)]
    return [RegionSuccessor(None, list(op.results))]


@implement_op("transform.alternatives", "getSuccessorRegions")
def alternatives_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """Any alternative (with the scope as argument), then the results."""
    if point is not None:
        return [RegionSuccessor(None, list(op.results))]
    return [
        RegionSuccessor(index, _args(region) if op.operand_uses else [])
        for index, region in enumerate(op.regions)
    ]


for _name in ("transform.foreach", "transform.sequence", "transform.alternatives"):
    implement_op(_name, "getEntrySuccessorOperands")(_operands)
