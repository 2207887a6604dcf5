"""The device types of ``acc``'s clauses (OpenACC.cpp): their enum order,
the arrays naming them, the counts of device-type-dependent operands
(``verifyDeviceTypeCountMatch``, ``verifyDeviceTypeAndSegmentCountMatch``)
and the async/wait conflicts per device type (``checkWaitAndAsyncConflict``).
"""

from __future__ import annotations

from tblgen_py.runtime.ir.attributes import ArrayAttr
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ir.verifier import PlainVerifyError


def values_of(op: Operation, name: str) -> list[Value]:
    found = getattr(op, name, None)
    if found is None:
        return []
    return list(found) if isinstance(found, (list, tuple)) else [found]


DEVICE_TYPES = ("none", "star", "default", "host", "multicore", "nvidia", "radeon")
"""The ``DeviceType`` cases in enum order."""


def items_of(attr: object) -> list[object]:
    if isinstance(attr, ArrayAttr):
        return list(attr.elements)
    return list(getattr(attr, "values", ()) or ())


def device_type_of(attr: object) -> str:
    """The case of a ``#acc.device_type<...>``."""
    text = str(attr)
    return text[text.rfind("<") + 1 : -1] if text.endswith(">") else text


def has_device_type(attr: object, device_type: str) -> bool:
    """``hasDeviceType``: whether the array names ``device_type``."""
    return any(device_type_of(item) == device_type for item in items_of(attr))


def verify_count_match(
    op: Operation, operands: str, device_types: str, keyword: str
) -> None:
    """``verifyDeviceTypeCountMatch``."""
    values = values_of(op, operands)
    if values and len(items_of(op.get_attr(device_types))) != len(values):
        raise VerifyError(
            f"{keyword} operands count must match {keyword} device_type count"
        )


def verify_segment_count_match(
    op: Operation,
    operands: str,
    segments_name: str,
    device_types_name: str,
    keyword: str,
    max_in_segment: int = 0,
) -> None:
    """``verifyDeviceTypeAndSegmentCountMatch``."""
    values = values_of(op, operands)
    segments = op.get_attr(segments_name)
    device_types = op.get_attr(device_types_name)
    total = 0
    count = 0
    for size in items_of(segments):
        if max_in_segment and int(size) > max_in_segment:  # type: ignore[call-overload]
            raise VerifyError(
                f"{keyword} expects a maximum of {max_in_segment} values per segment"
            )
        total += int(size)  # type: ignore[call-overload]
        count += 1
    if total != len(values) or (device_types is None and values):
        raise VerifyError(f"{keyword} operand count does not match count in segments")
    if device_types is not None and len(items_of(device_types)) != count:
        raise VerifyError(f"{keyword} segment count does not match device_type count")


def check_wait_and_async_conflict(op: Operation) -> None:
    """``checkWaitAndAsyncConflict``: per device type, a clause without value
    excludes its operands."""
    for device_type in DEVICE_TYPES:
        if has_device_type(
            op.get_attr("asyncOperandsDeviceType"), device_type
        ) and has_device_type(op.get_attr("asyncOnly"), device_type):
            raise PlainVerifyError(
                "asyncOnly attribute cannot appear with asyncOperand"
            )
        if has_device_type(
            op.get_attr("waitOperandsDeviceType"), device_type
        ) and has_device_type(op.get_attr("waitOnly"), device_type):
            raise PlainVerifyError("wait attribute cannot appear with waitOperands")
