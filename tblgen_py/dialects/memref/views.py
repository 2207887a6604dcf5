"""``memref`` dialect: verifiers of the view ops (``subview``, ``view``,
``reinterpret_cast`` and ``transpose``) and the ranks
``OffsetSizeAndStrideOpInterface`` needs."""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects._support import (
    is_dynamic,
    num_dynamic_dims,
    quoted,
)
from tblgen_py.dialects.tensor.hooks import rank_reduction_mask, slice_bounds_error
from tblgen_py.runtime.ir.affine import AffineDimExpr, AffineMapAttr
from tblgen_py.runtime.ir.attributes import StridedLayoutAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.strided_layout import (
    canonical_strided_layout,
    is_identity_layout,
    sat_add,
    sat_mul,
    strides_and_offset,
)
from tblgen_py.runtime.ir.types import MemRefType
from tblgen_py.runtime.ir.verifier import PlainVerifyError, VerifyError
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.ods.opbase import OpView
from tblgen_py.runtime.ods.view_like import static_values

__all__ = ["dropped_dims", "subview_result_type", "transpose_permutation"]


def _rank(ty: object) -> int:
    """The rank of a ranked memref (0 otherwise)."""
    return len(ty.shape) if isinstance(ty, MemRefType) else 0


@implement_op("memref.subview", "getArrayAttrMaxRanks")
def subview_ranks(op: Operation) -> tuple[int, int, int]:
    """The source rank, for offsets, sizes and strides."""
    rank = _rank(op.operand_uses[0].value.type)
    return rank, rank, rank


@implement_op("memref.reinterpret_cast", "getArrayAttrMaxRanks")
def reinterpret_cast_ranks(op: Operation) -> tuple[int, int, int]:
    """One offset; sizes and strides of the result rank."""
    rank = _rank(op.results[0].type)
    return 1, rank, rank


# -- subview --------------------------------------------------------------------
def subview_result_type(
    source: MemRefType,
    offsets: Sequence[int],
    sizes: Sequence[int],
    strides: Sequence[int],
) -> MemRefType | None:
    """``SubViewOp::inferResultType`` (None: the source is not strided)."""
    found = strides_and_offset(source)
    if found is None:
        return None
    source_strides, offset = found
    for static_offset, stride in zip(offsets, source_strides):
        offset = sat_add(offset, sat_mul(static_offset, stride))
    result_strides = [sat_mul(a, b) for a, b in zip(source_strides, strides)]
    layout = StridedLayoutAttr.get(result_strides, offset)
    return MemRefType.get(list(sizes), source.element_type, layout, source.memory_space)


def dropped_dims(
    original: MemRefType, reduced: MemRefType, sizes: Sequence[int]
) -> list[bool] | None:
    """``computeMemRefRankReductionMask``: which unit dims the result drops,
    told apart by their strides (None: no consistent choice)."""
    rank = len(original.shape)
    unused = [False] * rank
    if rank == len(reduced.shape):
        return unused
    unused = [size == 1 for size in sizes]
    if sum(unused) + len(reduced.shape) == rank:
        return unused
    first, second = strides_and_offset(original), strides_and_offset(reduced)
    if first is None or second is None:
        return None
    unaccounted = _counts(first[0])
    candidate = _counts(second[0])
    for dim in range(rank):
        if not unused[dim]:
            continue
        stride = first[0][dim]
        have, want = unaccounted.get(stride, 0), candidate.get(stride, 0)
        if have > want:
            unaccounted[stride] = have - 1
        elif have == want:
            unused[dim] = False
        else:
            return None
    return unused if sum(unused) + len(reduced.shape) == rank else None


def _counts(values: Sequence[int]) -> dict[int, int]:
    """How often each value occurs."""
    counts: dict[int, int] = {}
    for value in values:
        counts[value] = counts.get(value, 0) + 1
    return counts


def _layout_matches(
    expected: MemRefType, found: MemRefType, sizes: Sequence[int]
) -> bool:
    """Equal offsets; equal strides on the dimensions the result keeps."""
    first, second = strides_and_offset(expected), strides_and_offset(found)
    if first is None or second is None or first[1] != second[1]:
        return False
    dropped = dropped_dims(expected, found, sizes)
    if dropped is None:
        return False
    kept = [stride for stride, gone in zip(first[0], dropped) if not gone]
    return kept == second[0]


def _subview_type_error(
    expected: MemRefType, found: MemRefType, sizes: Sequence[int]
) -> str | None:
    """``isRankReducedType`` and the layout checks, as ``produceSubViewErrorMsg``."""
    if expected == found:
        return None
    if len(found.shape) > len(expected.shape):
        return (
            "expected result rank to be smaller or equal to the source rank, but "
            f"got {quoted(found)}"
        )
    if not rank_reduction_mask(expected.shape, found.shape):
        return (
            f"expected result type to be {quoted(expected)} or a rank-reduced "
            f"version. (mismatch of result sizes), but got {quoted(found)}"
        )
    if expected.element_type != found.element_type:
        return (
            f"expected result element type to be {quoted(expected.element_type)}, "
            f"but got {quoted(found)}"
        )
    if expected.memory_space != found.memory_space:
        return (
            "expected result and source memory spaces to match, but got "
            f"{quoted(found)}"
        )
    if not _layout_matches(expected, found, sizes):
        return (
            f"expected result type to be {quoted(expected)} or a rank-reduced "
            f"version. (mismatch of result layout), but got {quoted(found)}"
        )
    return None


@implement_op("memref.subview", "verify")
def verify_subview(op: OpView) -> None:
    """Same memory space, a strided source, the inferred (or rank-reduced)
    result type, in bounds."""
    base = op.operand_uses[0].value.type
    result = op.results[0].type
    if not isinstance(base, MemRefType) or not isinstance(result, MemRefType):
        return
    if base.memory_space != result.memory_space:
        raise PlainVerifyError(
            f"different memory spaces specified for base memref type {quoted(base)} "
            f"and subview memref type {quoted(result)}"
        )
    offsets, sizes = static_values(op, "offsets"), static_values(op, "sizes")
    strides = static_values(op, "strides")
    expected = subview_result_type(base, offsets, sizes, strides)
    if expected is None:
        raise PlainVerifyError(f"base type {quoted(base)} is not strided")
    message = _subview_type_error(expected, result, sizes)
    if message is None:
        message = slice_bounds_error(base.shape, offsets, sizes, strides)
    if message is not None:
        raise PlainVerifyError(message)


# -- view and reinterpret_cast ------------------------------------------------------
@implement_op("memref.view", "verify")
def verify_view(op: OpView) -> None:
    """Identity layouts, one memory space, a size per dynamic dimension."""
    base = op.operand_uses[0].value.type
    view = op.results[0].type
    if not isinstance(base, MemRefType) or not isinstance(view, MemRefType):
        return
    if not is_identity_layout(base):
        raise PlainVerifyError(f"unsupported map for base memref type {quoted(base)}")
    if not is_identity_layout(view):
        raise PlainVerifyError(f"unsupported map for result memref type {quoted(view)}")
    if base.memory_space != view.memory_space:
        raise PlainVerifyError(
            f"different memory spaces specified for base memref type {quoted(base)} "
            f"and view memref type {quoted(view)}"
        )
    has, expected = len(op._ods_operands(2)), num_dynamic_dims(view)
    if has != expected:
        raise VerifyError(
            f"incorrect number of dynamic sizes, has {has}, expected {expected}"
        )


def _expected(value: int) -> str:
    """A static value as the messages print it (``dynamic`` for ``?``)."""
    return "dynamic" if is_dynamic(value) else str(value)


@implement_op("memref.reinterpret_cast", "verify")
def verify_reinterpret_cast(op: OpView) -> None:
    """Memory space and element type kept; the result's sizes, offset and
    strides agree with the static ones."""
    source = op.operand_uses[0].value.type
    result = op.results[0].type
    if not isinstance(result, MemRefType):
        return
    pair = f"source type {quoted(source)} and result memref type {quoted(result)}"
    if getattr(source, "memory_space", None) != result.memory_space:
        raise PlainVerifyError(f"different memory spaces specified for {pair}")
    if getattr(source, "element_type", None) != result.element_type:
        raise PlainVerifyError(f"different element types specified for {pair}")
    for dim, (size, want) in enumerate(zip(result.shape, static_values(op, "sizes"))):
        if not is_dynamic(size) and size != want:
            raise PlainVerifyError(
                f"expected result type with size = {_expected(want)} instead of "
                f"{size} in dim = {dim}"
            )
    found = strides_and_offset(result)
    if found is None:
        raise PlainVerifyError(
            f"expected result type to have strided layout but found {quoted(result)}"
        )
    strides, offset = found
    want = (static_values(op, "offsets") or [0])[0]
    if not is_dynamic(offset) and offset != want:
        raise PlainVerifyError(
            f"expected result type with offset = {_expected(want)} instead of {offset}"
        )
    for dim, (stride, want) in enumerate(zip(strides, static_values(op, "strides"))):
        if not is_dynamic(stride) and stride != want:
            raise PlainVerifyError(
                f"expected result type with stride = {_expected(want)} instead of "
                f"{stride} in dim = {dim}"
            )


# -- transpose ----------------------------------------------------------------------
def transpose_permutation(op: Operation) -> list[int] | None:
    """The dims the ``permutation`` map selects (None: not a permutation)."""
    attr = op.get_attr("permutation")
    amap = attr.value if isinstance(attr, AffineMapAttr) else None
    if amap is None or amap.num_dims != len(amap.results):
        return None
    dims = [e.position if isinstance(e, AffineDimExpr) else -1 for e in amap.results]
    if sorted(dims) != list(range(len(dims))):
        return None
    return dims


@implement_op("memref.transpose", "verify")
def verify_transpose(op: Operation) -> None:
    """A permutation of the input's rank giving the (canonical) result type."""
    dims = transpose_permutation(op)
    if dims is None:
        raise VerifyError("expected a permutation map")
    source, result = op.operand_uses[0].value.type, op.results[0].type
    if not isinstance(source, MemRefType) or not isinstance(result, MemRefType):
        return
    if len(dims) != len(source.shape):
        raise VerifyError("expected a permutation map of same rank as the input")
    found = strides_and_offset(source)
    if found is None:
        return
    strides, offset = found
    layout = StridedLayoutAttr.get([strides[d] for d in dims], offset)
    shape = [source.shape[d] for d in dims]
    inferred = MemRefType.get(shape, source.element_type, layout, source.memory_space)
    canonical = canonical_strided_layout(inferred)
    if canonical_strided_layout(result) != canonical:
        raise VerifyError(
            f"result type {quoted(result)} is not equivalent to the canonical "
            f"transposed input type {quoted(canonical)}"
        )
