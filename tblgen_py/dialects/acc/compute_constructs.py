"""The verifiers of ``acc``'s compute constructs (OpenACC.cpp):
``acc.parallel``, ``acc.serial``, ``acc.kernels``, ``acc.loop`` and
``acc.host_data``: device-type counts of their clauses, the async/wait
conflicts per device type, the defining ops of their data, private,
firstprivate and reduction operands, and the loop's parallelism clauses and
the loops a container-like ``acc.loop`` holds.
"""

from __future__ import annotations

from tblgen_py.dialects.acc.data_constructs import check_data_operands, defined_by
from tblgen_py.dialects.acc.device_types import (
    check_wait_and_async_conflict,
    values_of,
    verify_count_match,
    verify_segment_count_match,
)
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor


def _check_private_operands(op: Operation, operands: str, kind: str) -> None:
    """``checkPrivateOperands``: each operand is made by ``acc.<kind>``, once."""
    seen: set[int] = set()
    for value in values_of(op, operands):
        if not defined_by(value, frozenset({f"acc.{kind}"})):
            raise VerifyError(f"expected {kind} as defining op")
        if id(value) in seen:
            raise VerifyError(f"{kind} operand appears more than once")
        seen.add(id(value))


def check_privatizations(op: Operation) -> None:
    _check_private_operands(op, "privateOperands", "private")
    _check_private_operands(op, "firstprivateOperands", "firstprivate")
    _check_private_operands(op, "reductionOperands", "reduction")


def _check_launch_clauses(op: Operation, gangs_and_workers: bool) -> None:
    """The device-type counts of the compute constructs' clauses."""
    if gangs_and_workers:
        verify_segment_count_match(
            op, "numGangs", "numGangsSegments", "numGangsDeviceType", "num_gangs", 3
        )
    verify_segment_count_match(
        op, "waitOperands", "waitOperandsSegments", "waitOperandsDeviceType", "wait"
    )
    if gangs_and_workers:
        verify_count_match(op, "numWorkers", "numWorkersDeviceType", "num_workers")
        verify_count_match(
            op, "vectorLength", "vectorLengthDeviceType", "vector_length"
        )
    verify_count_match(op, "asyncOperands", "asyncOperandsDeviceType", "async")
    check_wait_and_async_conflict(op)


@implement_op("acc.parallel", "verify")
def verify_parallel(op: Operation) -> None:
    """``ParallelOp::verify``."""
    check_privatizations(op)
    _check_launch_clauses(op, True)
    check_data_operands(op)


@implement_op("acc.serial", "verify")
def verify_serial(op: Operation) -> None:
    """``SerialOp::verify``."""
    check_privatizations(op)
    _check_launch_clauses(op, False)
    check_data_operands(op)


@implement_op("acc.kernels", "verify")
def verify_kernels(op: Operation) -> None:
    """``KernelsOp::verify``."""
    _check_launch_clauses(op, True)
    check_data_operands(op)


@implement_op("acc.host_data", "verify")
def verify_host_data(op: Operation) -> None:
    """``HostDataOp::verify``."""
    operands = values_of(op, "dataClauseOperands")
    if not operands:
        raise PlainVerifyError(
            "at least one operand must appear on the host_data operation"
        )
    if not all(defined_by(v, frozenset({"acc.use_device"})) for v in operands):
        raise PlainVerifyError("expect data entry operation as defining op")


def single_region_successors(op: Operation, point: int | None) -> list[RegionSuccessor]:
    """``getSingleRegionOpSuccessorRegions``: the parent enters the region,
    the region returns to the parent (with the op's results)."""
    if point is None:
        return [RegionSuccessor(0, [])]
    return [RegionSuccessor(None, list(op.results))]


for _name in (
    "parallel",
    "serial",
    "kernels",
    "kernel_environment",
    "data",
    "host_data",
    "loop",
):
    implement_op(f"acc.{_name}", "getSuccessorRegions")(single_region_successors)


@implement_op("acc.terminator", "getSuccessorOperands")
def terminator_operands(op: Operation, successor: int | None) -> list[object]:
    """``acc.terminator`` forwards nothing."""
    return []
