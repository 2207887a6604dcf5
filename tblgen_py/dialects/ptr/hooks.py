"""``ptr`` dialect: the memory ops' verifiers and ``ptr.ptr_add``'s result type.

The loads and stores check their ``alignment`` property (positive, a power
of two) and, for ``ptr.load``/``ptr.store``, their atomic ordering (a
supported ordering, an alignment when atomic, no ``syncscope`` otherwise), as
``PtrDialect.cpp`` does.  The memory space's own ``isValidLoad``/
``isValidStore`` is not ported: ``#ptr.generic_space`` accepts every access.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.runtime.ir.operation import Operation, VerifyError
from tblgen_py.runtime.ir.types import RankedTensorType, Type, VectorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError
from tblgen_py.runtime.ods.hooks import implement_op

__all__ = ["register"]

_ORDERINGS = (
    "not_atomic",
    "unordered",
    "monotonic",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
)
"""``ptr::AtomicOrdering`` by value."""


def _alignment(op: Operation) -> int | None:
    """The ``alignment`` property (an ``OptionalProp<I64Prop>``: ``[]`` or
    ``[n]``), or None."""
    items = list(getattr(op.get_attr("alignment"), "elements", ()))
    return int(items[0].value) if items else None


def _verify_alignment(op: Operation) -> None:
    """``verifyAlignment``: positive and a power of 2 when present."""
    alignment = _alignment(op)
    if alignment is None:
        return
    if alignment <= 0:
        raise PlainVerifyError("alignment must be positive")
    if alignment & (alignment - 1):
        raise PlainVerifyError("alignment must be a power of 2")


def _verify_atomic(op: Operation, unsupported: tuple[str, ...]) -> None:
    """``verifyAtomicMemOp``."""
    value = getattr(op.get_attr("ordering"), "value", 0)
    ordering = _ORDERINGS[value] if 0 <= value < len(_ORDERINGS) else ""
    if ordering != "not_atomic":
        if ordering in unsupported:
            raise VerifyError(f"unsupported ordering '{ordering}'")
        if _alignment(op) is None:
            raise VerifyError("expected alignment for atomic access")
        return
    if op.get_attr("syncscope") is not None:
        raise VerifyError("expected syncscope to be null for non-atomic access")


@implement_op("ptr.load", "verify")
def verify_load(op: Operation) -> None:
    """``LoadOp::verify``."""
    _verify_alignment(op)
    _verify_atomic(op, ("release", "acq_rel"))


@implement_op("ptr.store", "verify")
def verify_store(op: Operation) -> None:
    """``StoreOp::verify``."""
    _verify_alignment(op)
    _verify_atomic(op, ("acquire", "acq_rel"))


@implement_op("ptr.masked_load", "verify")
@implement_op("ptr.masked_store", "verify")
@implement_op("ptr.gather", "verify")
@implement_op("ptr.scatter", "verify")
def verify_masked(op: Operation) -> None:
    """The masked, gather and scatter ops: their alignment."""
    _verify_alignment(op)


@implement_op("ptr.ptr_add", "infer_return_types")
def ptr_add_result_types(
    operands: Sequence[object], attributes: object, regions: int
) -> list[object]:
    """``PtrAddOp::inferReturnTypes``: the base type, or the offset's shape of
    the base pointer when only the offset is shaped."""
    base: Type = getattr(operands[0], "type")
    offset: Type = getattr(operands[1], "type")
    if isinstance(offset, VectorType) and not isinstance(base, VectorType):
        return [VectorType.get(offset.shape, base, offset.scalable)]
    if isinstance(offset, RankedTensorType) and not isinstance(base, RankedTensorType):
        return [RankedTensorType.get(offset.shape, base)]
    return [base]


def register(context: object) -> None:
    """``--load-dialect`` entry point: the hooks attach on import."""
