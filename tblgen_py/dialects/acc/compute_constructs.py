"""The verifiers of ``acc``'s compute constructs (OpenACC.cpp):
``acc.parallel``, ``acc.serial``, ``acc.kernels``, ``acc.loop`` and
``acc.host_data``: device-type counts of their clauses, the async/wait
conflicts per device type, the defining ops of their data, private,
firstprivate and reduction operands, and the loop's parallelism clauses and
the loops a container-like ``acc.loop`` holds.
"""

from __future__ import annotations

from tblgen_py.dialects.acc.data_constructs import _defined_by, _values
from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.region_branch import RegionSuccessor

DEVICE_TYPES = ("none", "star", "default", "host", "multicore", "nvidia", "radeon")
"""The ``DeviceType`` cases in enum order."""

_DATA_OPS = frozenset(
    {
        "acc.attach",
        "acc.copyin",
        "acc.copyout",
        "acc.create",
        "acc.delete",
        "acc.detach",
        "acc.deviceptr",
        "acc.getdeviceptr",
        "acc.nocreate",
        "acc.present",
    }
)


def _items(attr: object) -> list[object]:
    if isinstance(attr, ArrayAttr):
        return list(attr.elements)
    return list(getattr(attr, "values", ()) or ())


def _device_type(attr: object) -> str:
    """The case of a ``#acc.device_type<...>``."""
    text = str(attr)
    return text[text.rfind("<") + 1 : -1] if text.endswith(">") else text


def _has_device_type(attr: object, device_type: str) -> bool:
    """``hasDeviceType``: whether the array names ``device_type``."""
    return any(_device_type(item) == device_type for item in _items(attr))


def _count_match(op: Operation, operands: str, device_types: str, keyword: str) -> None:
    """``verifyDeviceTypeCountMatch``."""
    values = _values(op, operands)
    if values and len(_items(op.get_attr(device_types))) != len(values):
        raise VerifyError(
            f"{keyword} operands count must match {keyword} device_type count"
        )


def _segment_count_match(
    op: Operation,
    operands: str,
    segments_name: str,
    device_types_name: str,
    keyword: str,
    max_in_segment: int = 0,
) -> None:
    """``verifyDeviceTypeAndSegmentCountMatch``."""
    values = _values(op, operands)
    segments = op.get_attr(segments_name)
    device_types = op.get_attr(device_types_name)
    total = 0
    count = 0
    for size in _items(segments):
        if max_in_segment and int(size) > max_in_segment:  # type: ignore[call-overload]
            raise VerifyError(
                f"{keyword} expects a maximum of {max_in_segment} values per segment"
            )
        total += int(size)  # type: ignore[call-overload]
        count += 1
    if total != len(values) or (device_types is None and values):
        raise VerifyError(f"{keyword} operand count does not match count in segments")
    if device_types is not None and len(_items(device_types)) != count:
        raise VerifyError(f"{keyword} segment count does not match device_type count")


def check_wait_and_async_conflict(op: Operation) -> None:
    """``checkWaitAndAsyncConflict``: per device type, a clause without value
    excludes its operands."""
    for device_type in DEVICE_TYPES:
        if _has_device_type(
            op.get_attr("asyncOperandsDeviceType"), device_type
        ) and _has_device_type(op.get_attr("asyncOnly"), device_type):
            raise PlainVerifyError(
                "asyncOnly attribute cannot appear with asyncOperand"
            )
        if _has_device_type(
            op.get_attr("waitOperandsDeviceType"), device_type
        ) and _has_device_type(op.get_attr("waitOnly"), device_type):
            raise PlainVerifyError("wait attribute cannot appear with waitOperands")


def _check_data_operands(op: Operation) -> None:
    """``checkDataOperands``."""
    if not all(_defined_by(v, _DATA_OPS) for v in _values(op, "dataClauseOperands")):
        raise PlainVerifyError(
            "expect data entry/exit operation or acc.getdeviceptr as defining op"
        )


def _check_private_operands(op: Operation, operands: str, kind: str) -> None:
    """``checkPrivateOperands``: each operand is made by ``acc.<kind>``, once."""
    seen: set[int] = set()
    for value in _values(op, operands):
        if not _defined_by(value, frozenset({f"acc.{kind}"})):
            raise VerifyError(f"expected {kind} as defining op")
        if id(value) in seen:
            raise VerifyError(f"{kind} operand appears more than once")
        seen.add(id(value))


def _check_privatizations(op: Operation) -> None:
    _check_private_operands(op, "privateOperands", "private")
    _check_private_operands(op, "firstprivateOperands", "firstprivate")
    _check_private_operands(op, "reductionOperands", "reduction")


def _check_launch_clauses(op: Operation, gangs_and_workers: bool) -> None:
    """The device-type counts of the compute constructs' clauses."""
    if gangs_and_workers:
        _segment_count_match(
            op, "numGangs", "numGangsSegments", "numGangsDeviceType", "num_gangs", 3
        )
    _segment_count_match(
        op, "waitOperands", "waitOperandsSegments", "waitOperandsDeviceType", "wait"
    )
    if gangs_and_workers:
        _count_match(op, "numWorkers", "numWorkersDeviceType", "num_workers")
        _count_match(op, "vectorLength", "vectorLengthDeviceType", "vector_length")
    _count_match(op, "asyncOperands", "asyncOperandsDeviceType", "async")
    check_wait_and_async_conflict(op)


@implement_op("acc.parallel", "verify")
def verify_parallel(op: Operation) -> None:
    """``ParallelOp::verify``."""
    _check_privatizations(op)
    _check_launch_clauses(op, True)
    _check_data_operands(op)


@implement_op("acc.serial", "verify")
def verify_serial(op: Operation) -> None:
    """``SerialOp::verify``."""
    _check_privatizations(op)
    _check_launch_clauses(op, False)
    _check_data_operands(op)


@implement_op("acc.kernels", "verify")
def verify_kernels(op: Operation) -> None:
    """``KernelsOp::verify``."""
    _check_launch_clauses(op, True)
    _check_data_operands(op)


@implement_op("acc.host_data", "verify")
def verify_host_data(op: Operation) -> None:
    """``HostDataOp::verify``."""
    operands = _values(op, "dataClauseOperands")
    if not operands:
        raise PlainVerifyError(
            "at least one operand must appear on the host_data operation"
        )
    if not all(_defined_by(v, frozenset({"acc.use_device"})) for v in operands):
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
