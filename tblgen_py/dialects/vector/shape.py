"""``vector`` dialect: verifiers of ``shuffle``, ``shape_cast``,
``constant_mask``, ``create_mask``, ``outerproduct``, ``multi_reduction`` and
``scan``."""

from __future__ import annotations

from tblgen_py.dialects._support import quoted
from tblgen_py.dialects.vector.hooks import combining_kind_supported
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import VectorType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView

__all__: list[str] = []


def _ints(op: Operation, name: str) -> list[int]:
    """A dense i64 array attribute's values."""
    return [int(v) for v in getattr(op.get_attr(name), "values", ())]


def _vector(ty: object) -> VectorType | None:
    """``ty`` if it is a vector."""
    return ty if isinstance(ty, VectorType) else None


@implement_op("vector.shuffle", "verify")
def verify_shuffle(op: Operation) -> None:
    """Ranks and trailing sizes agree; mask indices select from both inputs."""
    v1 = _vector(op.operand_uses[0].value.type)
    v2 = _vector(op.operand_uses[1].value.type)
    result = _vector(op.results[0].type)
    if v1 is None or v2 is None or result is None:
        return
    r1, r2, rr = len(v1.shape), len(v2.shape), len(result.shape)
    if not (r1 == r2 == 0 and rr == 1) and not (r1 == rr and r2 == rr):
        raise VerifyError("rank mismatch")
    for dim in range(1, r1):
        if not result.shape[dim] == v1.shape[dim] == v2.shape[dim]:
            raise VerifyError("dimension mismatch")
    mask = _ints(op, "mask")
    if not mask:
        raise VerifyError("invalid mask length")
    if len(mask) != result.shape[0]:
        raise VerifyError("mask length mismatch")
    size = (v1.shape[0] if v1.shape else 1) + (v2.shape[0] if v2.shape else 1)
    for index, position in enumerate(mask):
        if position != -1 and not 0 <= position < size:
            raise VerifyError(f"mask index #{index + 1} out of range")


def _count(ty: VectorType) -> int:
    """The number of elements."""
    total = 1
    for size in ty.shape:
        total *= size
    return total


@implement_op("vector.shape_cast", "verify")
def verify_shape_cast(op: Operation) -> None:
    """Same element type, element count and number of scalable dims."""
    source = _vector(op.operand_uses[0].value.type)
    result = _vector(op.results[0].type)
    if source is None or result is None:
        return
    if source.element_type != result.element_type:
        raise VerifyError("has different source and result element types")
    if _count(source) != _count(result):
        raise VerifyError(
            f"has different number of elements at source ({_count(source)}) and "
            f"result ({_count(result)})"
        )
    a, b = sum(source.scalable), sum(result.scalable)
    if a != b:
        raise VerifyError(
            f"has different number of scalable dims at source ({a}) and result ({b})"
        )


@implement_op("vector.constant_mask", "verify")
def verify_constant_mask(op: Operation) -> None:
    """One in-bounds size per dimension; all zero if any is."""
    result = _vector(op.results[0].type)
    if result is None:
        return
    sizes = _ints(op, "mask_dim_sizes")
    if not result.shape:
        if len(sizes) != 1:
            raise PlainVerifyError("array attr must have length 1 for 0-D vectors")
        if sizes[0] not in (0, 1):
            raise PlainVerifyError(
                "mask dim size must be either 0 or 1 for 0-D vectors"
            )
        return
    if len(sizes) != len(result.shape):
        raise VerifyError("must specify array attr of size equal vector result rank")
    for size, dim, scalable in zip(sizes, result.shape, result.scalable):
        if size < 0 or size > dim:
            raise VerifyError(
                "array attr of size out of bounds of vector result dimension size"
            )
        if scalable and size not in (0, dim):
            raise VerifyError(
                "only supports 'none set' or 'all set' scalable dimensions"
            )
    if 0 in sizes and any(sizes):
        raise VerifyError(
            "expected all mask dim sizes to be zeros, as a result of conjunction "
            "with zero mask dim"
        )


@implement_op("vector.create_mask", "verify")
def verify_create_mask(op: Operation) -> None:
    """One operand per result dimension (exactly one for 0-D)."""
    result = _vector(op.results[0].type)
    if result is None:
        return
    count = len(op.operand_uses)
    if not result.shape:
        if count != 1:
            raise VerifyError("must specify exactly one operand for 0-D create_mask")
    elif count != len(result.shape):
        raise VerifyError("must specify an operand for each result vector dimension")


@implement_op("vector.outerproduct", "verify")
def verify_outerproduct(op: OpView) -> None:
    """An outer product (or AXPY) whose sizes, accumulator and kind fit."""
    lhs = _vector(op.operand_uses[0].value.type)
    rhs = _vector(op.operand_uses[1].value.type)
    result = _vector(op.results[0].type)
    if lhs is None or result is None:
        return
    if len(lhs.shape) != 1:
        raise VerifyError("expected 1-d vector for operand #1")
    if rhs is not None:
        _verify_outer(lhs, rhs, result)
    else:
        if len(result.shape) != 1:
            raise VerifyError("expected 1-d vector result")
        if lhs.shape[0] != result.shape[0]:
            raise VerifyError("expected #1 operand dim to match result dim #1")
    acc = op._ods_operands(2)
    if acc and acc[0].type != result:
        raise VerifyError("expected operand #3 of same type as result type")
    if not combining_kind_supported(str(getattr(op, "kind")), result.element_type):
        raise VerifyError("unsupported outerproduct type")


def _verify_outer(lhs: VectorType, rhs: VectorType, result: VectorType) -> None:
    """The proper outer product: 1-D operands, a 2-D result of their sizes."""
    if len(rhs.shape) != 1:
        raise VerifyError("expected 1-d vector for operand #2")
    if len(result.shape) != 2:
        raise VerifyError("expected 2-d vector result")
    if lhs.shape[0] != result.shape[0]:
        raise VerifyError("expected #1 operand dim to match result dim #1")
    if rhs.shape[0] != result.shape[1]:
        raise VerifyError("expected #2 operand dim to match result dim #2")
    if any(lhs.scalable) and not any(rhs.scalable):
        raise VerifyError("expected either both or only #2 operand dim to be scalable")


@implement_op("vector.multi_reduction", "verify")
def verify_multi_reduction(op: Operation) -> None:
    """The result is the source without the reduced dimensions."""
    source = _vector(op.operand_uses[0].value.type)
    if source is None:
        return
    dims = set(_ints(op, "reduction_dims"))
    kept = [i for i in range(len(source.shape)) if i not in dims]
    inferred: object = source.element_type
    if kept:
        inferred = VectorType.get(
            [source.shape[i] for i in kept],
            source.element_type,
            [source.scalable[i] for i in kept],
        )
    found = op.results[0].type
    if found != inferred:
        raise VerifyError(
            f"destination type {quoted(found)} is incompatible with source type "
            f"{quoted(source)}"
        )


@implement_op("vector.scan", "verify")
def verify_scan(op: Operation) -> None:
    """The reduction dim is in range, the initial value drops it, the kind fits."""
    source = _vector(op.operand_uses[0].value.type)
    initial = _vector(op.operand_uses[1].value.type)
    if source is None or initial is None:
        return
    rank = len(source.shape)
    dim = int(getattr(op.get_attr("reduction_dim"), "value", 0))
    if dim >= rank:
        raise VerifyError(f"reduction dimension {dim} has to be less than {rank}")
    if len(initial.shape) != rank - 1:
        raise VerifyError(
            f"initial value rank {len(initial.shape)} has to be equal to {rank - 1}"
        )
    expected = [size for i, size in enumerate(source.shape) if i != dim]
    if list(initial.shape) != expected:
        raise VerifyError("incompatible input/initial value shapes")
    element = getattr(op.results[0].type, "element_type", None)
    kind = str(getattr(op, "kind"))
    if not combining_kind_supported(kind, element):
        raise VerifyError(
            f"unsupported reduction type {quoted(element)} for kind '{kind}'"
        )
