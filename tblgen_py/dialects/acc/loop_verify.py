"""``acc.loop``'s verifier (``LoopOp::verify`` in OpenACC.cpp): bounds and
steps, the device types of its collapse, gang, worker, vector and tile
clauses, the exclusive auto/independent/seq parallelism, privatizations, and
the loops a container-like ``acc.loop`` (one without bounds) holds.
"""

from __future__ import annotations

from tblgen_py.dialects.acc.compute_constructs import check_privatizations
from tblgen_py.dialects.acc.device_types import (
    device_type_of,
    items_of,
    values_of,
    verify_count_match,
    verify_segment_count_match,
)
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite.roots import has_interface


def _check_device_types(op: Operation, name: str) -> None:
    """``checkDeviceTypes``: no device type twice in attribute ``name``."""
    seen: set[str] = set()
    for item in items_of(op.get_attr(name)):
        device_type = device_type_of(item)
        if device_type in seen:
            raise VerifyError(
                f"duplicate device_type `{device_type}` found in {name} attribute"
            )
        seen.add(device_type)


def _check_bounds(op: Operation) -> None:
    upper = values_of(op, "upperbound")
    if len(upper) != len(values_of(op, "step")):
        raise PlainVerifyError(
            "number of upperbounds expected to be the same as number of steps"
        )
    if len(upper) != len(values_of(op, "lowerbound")):
        raise PlainVerifyError(
            "number of upperbounds expected to be the same as number of lowerbounds"
        )
    inclusive = op.get_attr("inclusiveUpperbound")
    if upper and inclusive is not None and len(items_of(inclusive)) != len(upper):
        raise PlainVerifyError(
            "inclusiveUpperbound size is expected to be the same as upperbound size"
        )


def _check_collapse(op: Operation) -> None:
    collapse = op.get_attr("collapse")
    device_types = op.get_attr("collapseDeviceType")
    if collapse is not None and device_types is None:
        raise VerifyError(
            "collapse device_type attr must be define when collapse attr is present"
        )
    if collapse is not None and len(items_of(collapse)) != len(items_of(device_types)):
        raise VerifyError(
            "collapse attribute count must match collapse device_type count"
        )
    _check_device_types(op, "collapseDeviceType")


def _check_gang_worker_vector(op: Operation) -> None:
    gangs = values_of(op, "gangOperands")
    if gangs:
        kinds = op.get_attr("gangOperandsArgType")
        if kinds is None:
            raise VerifyError(
                "gangOperandsArgType attribute must be defined when gang operands "
                "are present"
            )
        if len(gangs) != len(items_of(kinds)):
            raise VerifyError(
                "gangOperandsArgType attribute count must match gangOperands count"
            )
    _check_device_types(op, "gang")
    verify_segment_count_match(
        op, "gangOperands", "gangOperandsSegments", "gangOperandsDeviceType", "gang"
    )
    _check_device_types(op, "worker")
    _check_device_types(op, "workerNumOperandsDeviceType")
    verify_count_match(op, "workerNumOperands", "workerNumOperandsDeviceType", "worker")
    _check_device_types(op, "vector")
    _check_device_types(op, "vectorOperandsDeviceType")
    verify_count_match(op, "vectorOperands", "vectorOperandsDeviceType", "vector")
    verify_segment_count_match(
        op, "tileOperands", "tileOperandsSegments", "tileOperandsDeviceType", "tile"
    )


def _device_types_of(op: Operation, name: str) -> list[str]:
    return [device_type_of(item) for item in items_of(op.get_attr(name))]


def _has_parallelism(op: Operation, device_type: str) -> bool:
    """Whether a gang, worker or vector clause (with or without values)
    applies to ``device_type``."""
    for name in (
        "vector",
        "vectorOperandsDeviceType",
        "worker",
        "workerNumOperandsDeviceType",
        "gang",
    ):
        if device_type in _device_types_of(op, name):
            return True
    # a gang value of any kind in the device type's segment
    segments = [int(s) for s in items_of(op.get_attr("gangOperandsSegments"))]  # type: ignore[call-overload]
    for position, found in enumerate(_device_types_of(op, "gangOperandsDeviceType")):
        if found == device_type:
            return position < len(segments) and segments[position] > 0
    return False


def _check_parallelism(op: Operation) -> None:
    """auto, independent and seq: exclusive, one of them for no device type,
    and seq without gang, worker or vector."""
    seen: set[str] = set()
    for name in ("auto_", "independent", "seq"):
        for device_type in _device_types_of(op, name):
            if device_type in seen:
                raise PlainVerifyError(
                    "only one of auto, independent, seq can be present at the same "
                    "time"
                )
            seen.add(device_type)
    if not any(
        "none" in _device_types_of(op, name) for name in ("seq", "independent", "auto_")
    ):
        raise PlainVerifyError("at least one of auto, independent, seq must be present")
    for device_type in _device_types_of(op, "seq"):
        if _has_parallelism(op, device_type):
            raise PlainVerifyError("gang, worker or vector cannot appear with seq")


def _is_loop_like(op: Operation) -> bool:
    return has_interface(type(op), "LoopLikeOpInterface")


def _loop_like_parent(op: Operation) -> Operation | None:
    parent = op.parent_op
    while parent is not None and not _is_loop_like(parent):
        parent = parent.parent_op
    return parent


def _check_container(op: Operation) -> None:
    """A container-like loop holds as many nested loops as it collapses."""
    count = 1
    values = items_of(op.get_attr("collapse"))
    for position, device_type in enumerate(_device_types_of(op, "collapseDeviceType")):
        if device_type == "none" and position < len(values):
            count = int(getattr(values[position], "value", 1))
            break
    for value in values:
        count = max(count, int(getattr(value, "value", 0)))
    expected = op
    for nested in _preorder(op):
        if _is_loop_like(nested):
            if _loop_like_parent(nested) is not expected:
                raise PlainVerifyError(
                    "found sibling loops inside container-like acc.loop"
                )
            count -= 1
            expected = nested
        if count == 0:
            return
    if count == 0:
        return
    raise PlainVerifyError(
        "failed to find enough loop-like operations inside container-like acc.loop"
    )


def _preorder(op: Operation) -> list[Operation]:
    """The ops nested in ``op``'s regions, parents first."""
    found: list[Operation] = []
    stack = [o for r in op.regions for b in r.blocks for o in b]
    stack.reverse()
    while stack:
        current = stack.pop()
        found.append(current)
        children = [o for r in current.regions for b in r.blocks for o in b]
        stack.extend(reversed(children))
    return found


@implement_op("acc.loop", "verify")
def verify_loop(op: Operation) -> None:
    """``LoopOp::verify``."""
    _check_bounds(op)
    _check_collapse(op)
    _check_gang_worker_vector(op)
    _check_parallelism(op)
    check_privatizations(op)
    if not op.regions or not op.regions[0].blocks:
        raise PlainVerifyError("expected non-empty body.")
    if not values_of(op, "lowerbound"):
        _check_container(op)
