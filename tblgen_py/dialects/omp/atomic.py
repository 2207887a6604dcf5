"""``omp``'s atomic ops and ``omp.critical.declare``: their verifiers
(OpenMPDialect.cpp) over the shared atomic interfaces, with the memory
orders each op forbids and the synchronization hint's consistency."""

from __future__ import annotations

from tblgen_py.dialects.atomic_interfaces import (
    verify_capture_regions_common,
    verify_read_common,
    verify_update_common,
    verify_update_regions_common,
    verify_write_common,
)
from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.enums import dialect_attr_text
from tblgen_py.runtime.ods.hooks import implement_op

_UNCONTENDED, _CONTENDED, _NONSPECULATIVE, _SPECULATIVE = 1, 2, 4, 8


def verify_synchronization_hint(op: Operation) -> None:
    """``verifySynchronizationHint``: no contradicting hint pair."""
    hint = int(getattr(op.get_attr("hint"), "value", 0))
    if hint & _UNCONTENDED and hint & _CONTENDED:
        raise VerifyError(
            "the hints omp_sync_hint_uncontended and omp_sync_hint_contended "
            "cannot be combined"
        )
    if hint & _NONSPECULATIVE and hint & _SPECULATIVE:
        raise VerifyError(
            "the hints omp_sync_hint_nonspeculative and omp_sync_hint_speculative "
            "cannot be combined."
        )


def _memory_order(op: Operation) -> str:
    attr = op.get_attr("memory_order")
    return "" if attr is None else dialect_attr_text(attr, "omp", "memoryorderkind")


def _forbid_orders(op: Operation, orders: tuple[str, str], what: str) -> None:
    if _memory_order(op) in orders:
        raise PlainVerifyError(
            f"memory-order must not be {orders[0]} or {orders[1]} for atomic {what}"
        )


@implement_op("omp.atomic.read", "verify")
def verify_atomic_read(op: Operation) -> None:
    """``AtomicReadOp::verify``."""
    verify_read_common(op)
    _forbid_orders(op, ("acq_rel", "release"), "reads")
    verify_synchronization_hint(op)


@implement_op("omp.atomic.write", "verify")
def verify_atomic_write(op: Operation) -> None:
    """``AtomicWriteOp::verify``."""
    verify_write_common(op)
    _forbid_orders(op, ("acq_rel", "acquire"), "writes")
    verify_synchronization_hint(op)


@implement_op("omp.atomic.update", "verify")
def verify_atomic_update(op: Operation) -> None:
    """``AtomicUpdateOp::verify``."""
    verify_update_common(op)
    _forbid_orders(op, ("acq_rel", "acquire"), "updates")
    verify_synchronization_hint(op)


implement_op("omp.atomic.update", "verify_regions")(verify_update_regions_common)
implement_op("omp.atomic.capture", "verify")(verify_synchronization_hint)
implement_op("omp.critical.declare", "verify")(verify_synchronization_hint)


@implement_op("omp.atomic.capture", "verify_regions")
def verify_atomic_capture_regions(op: Operation) -> None:
    """``AtomicCaptureOp::verifyRegions``: the pair, then no clause of its own
    on either op."""
    verify_capture_regions_common(op)
    ops = op.regions[0].blocks[0].operations
    for name in ("hint", "memory_order"):
        if ops[0].get_attr(name) is not None or ops[1].get_attr(name) is not None:
            raise VerifyError(
                f"operations inside capture region must not have {name} clause"
            )
