"""The atomic op interfaces ``omp`` and ``acc`` share (``accomp``'s
``AtomicReadOpInterface``, ``AtomicWriteOpInterface``,
``AtomicUpdateOpInterface``, ``AtomicCaptureOpInterface``): their default
``verifyCommon``/``verifyRegionsCommon`` checks, with MLIR's messages.

``x`` is the address operand; its pointee (``PointerLikeType``'s element
type, none for an opaque pointer) must be the value read, written or updated.
"""

from __future__ import annotations

from tblgen_py.dialects.pointer_like import pointee_type
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerificationError

READ = "AtomicReadOpInterface"
WRITE = "AtomicWriteOpInterface"
UPDATE = "AtomicUpdateOpInterface"
COMPARE = "AtomicCompareOpInterface"


def implements(op: Operation, interface: str) -> bool:
    """Whether ``op``'s ODS declares ``interface``."""
    return interface in getattr(type(op), "ODS_TRAITS", ())


def _x(op: Operation) -> object:
    return op.operands[0]


def _pointee(op: Operation) -> object:
    return pointee_type(getattr(_x(op), "type", None))


def verify_read_common(op: Operation) -> None:
    """``AtomicReadOpInterface::verifyCommon``: ``x`` and ``v`` differ."""
    if op.operands[0] is op.operands[1]:
        raise PlainVerifyError(
            "read and write must not be to the same location for atomic reads"
        )


def verify_write_common(op: Operation) -> None:
    """``AtomicWriteOpInterface::verifyCommon``: ``x`` points to ``expr``'s type."""
    element = _pointee(op)
    if element is not None and element != op.operands[1].type:
        raise PlainVerifyError("address must dereference to value type")


def verify_update_common(op: Operation) -> None:
    """``AtomicUpdateOpInterface::verifyCommon``: one region argument, of the
    type ``x`` points to."""
    region = op.regions[0]
    arguments = region.blocks[0].arguments if region.blocks else []
    if len(arguments) != 1:
        raise PlainVerifyError("the region must accept exactly one argument")
    element = _pointee(op)
    if element is not None and element != arguments[0].type:
        raise PlainVerifyError(
            "the type of the operand must be a pointer type whose element type "
            "is the same as that of the region argument"
        )


def verify_update_regions_common(op: Operation) -> None:
    """``AtomicUpdateOpInterface::verifyRegionsCommon``: the terminator yields
    one value of the region argument's type."""
    block = op.regions[0].blocks[0]
    terminator = block.operations[-1]
    if len(terminator.operands) != 1:
        raise PlainVerifyError("only updated value must be returned")
    if terminator.operands[0].type != block.arguments[0].type:
        raise PlainVerifyError("input and yielded value must have the same type")


_CAPTURE_PAIRS = ((UPDATE, READ), (READ, UPDATE), (READ, WRITE), (READ, COMPARE))


def verify_capture_regions_common(op: Operation) -> None:
    """``AtomicCaptureOpInterface::verifyRegionsCommon``: two atomic ops of an
    allowed pair and a terminator, on the same variable."""
    ops = list(op.regions[0].blocks[0].operations)
    if len(ops) != 3:
        raise PlainVerifyError(
            "expected three operations in atomic.capture region (one "
            "terminator, and two atomic ops)"
        )
    first, second = ops[0], ops[1]
    pair = next(
        (
            (a, b)
            for a, b in (*_CAPTURE_PAIRS, (COMPARE, READ))
            if implements(first, a) and implements(second, b)
        ),
        None,
    )
    if pair is None:
        raise VerificationError(
            "invalid sequence of operations in the capture region",
            first.location,
            first,
        )
    if _x(first) is _x(second):
        return
    if pair == (UPDATE, READ):
        message = (
            "updated variable in atomic.update must be captured in second operation"
        )
        raise VerificationError(message, first.location, first)
    if pair == (COMPARE, READ):
        message = "captured variable in atomic.read must be updated in first operation"
        raise VerificationError(message, second.location, second)
    message = "captured variable in atomic.read must be updated in second operation"
    raise VerificationError(message, first.location, first)


__all__ = [
    "implements",
    "verify_capture_regions_common",
    "verify_read_common",
    "verify_update_common",
    "verify_update_regions_common",
    "verify_write_common",
]
