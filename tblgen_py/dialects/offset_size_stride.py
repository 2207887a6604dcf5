"""What the canonicalization of ``OffsetSizeAndStrideOpInterface`` ops
(``tensor.extract_slice``/``insert_slice``, ``memref.subview``, ...) shares:
their mixed offsets/sizes/strides, building such an op from mixed lists,
``verifyInBoundsSlice``, ``matchConstantIndex`` and the canonical rank-reduced
result type of ``tensor::ExtractSliceOp``.
"""

from __future__ import annotations

from collections.abc import Sequence

from tblgen_py.dialects.asm_support import segment_sizes
from tblgen_py.dialects.mixed_indices import (
    Mixed,
    constant_index,
    dispatch,
    fold_dynamic_index_list,
    i64_array,
    mixed_values,
    static_values,
)
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, IndexType, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.rewrite import PatternRewriter

__all__ = [
    "create_slice_op",
    "fold_slice_constants",
    "infer_rank_reduced_type",
    "is_constant_index",
    "mixed_slice",
    "same_slice",
    "slice_in_bounds",
]

_STATICS = ("static_offsets", "static_sizes", "static_strides")


def mixed_slice(op: Operation) -> list[list[Mixed]]:
    """Mixed offsets, sizes and strides (the last three operand groups)."""
    sizes = static_values(op.get_attr("operandSegmentSizes"))
    values, groups, start = list(op.operands), [], 0
    for size in sizes:
        groups.append(values[start : start + size])
        start += size
    return [
        mixed_values(static_values(op.get_attr(name)), group)
        for name, group in zip(_STATICS, groups[-3:])
    ]


def fold_slice_constants(mixed: list[list[Mixed]]) -> bool:
    """``foldDynamicIndexList`` on offsets, else on sizes (non-negative
    constants), else on strides (any constant), in place: as in MLIR's
    ``OpWithOffsetSizesAndStridesConstantArgumentFolder``, whose ``&&`` of
    ``failed(...)`` stops at the first list that folds, one list per
    rewrite; whether any became static."""
    return (
        fold_dynamic_index_list(mixed[0], only_non_negative=True)
        or fold_dynamic_index_list(mixed[1], only_non_negative=True)
        or fold_dynamic_index_list(mixed[2])
    )


def same_slice(one: Operation, other: Operation) -> bool:
    """``isSameAs``: equal static entries and the same dynamic values."""
    for first, second in zip(mixed_slice(one), mixed_slice(other)):
        if len(first) != len(second):
            return False
        for a, b in zip(first, second):
            if isinstance(a, Value) or isinstance(b, Value):
                if a is not b:
                    return False
            elif a != b:
                return False
    return True


def create_slice_op(
    rewriter: PatternRewriter,
    name: str,
    location: object,
    result_types: Sequence[object],
    leading: Sequence[Value],
    mixed: Sequence[Sequence[Mixed]],
) -> Operation:
    """A slice op (``leading`` operands, then the mixed lists' dynamic values)."""
    dynamics: list[Value] = []
    properties: dict[str, object] = {}
    counts: list[int] = []
    for static_name, values in zip(_STATICS, mixed):
        found, statics = dispatch(values)
        dynamics.extend(found)
        counts.append(len(found))
        properties[static_name] = i64_array(statics)
    properties["operandSegmentSizes"] = segment_sizes(*[1] * len(leading), *counts)
    return rewriter.create(
        name,
        [*leading, *dynamics],
        list(result_types),
        properties=properties,
        location=location,
    )


def _static(value: Mixed) -> int:
    return value if isinstance(value, int) else DYNAMIC


def slice_in_bounds(
    shape: Sequence[int],
    offsets: Sequence[Mixed],
    sizes: Sequence[Mixed],
    strides: Sequence[Mixed],
) -> bool:
    """``verifyInBoundsSlice``: no static offset or last position past a
    static dimension."""
    for index, dim in enumerate(shape):
        offset = _static(offsets[index])
        if dim == DYNAMIC or offset == DYNAMIC:
            continue
        if offset >= dim:
            return False
        size, stride = _static(sizes[index]), _static(strides[index])
        if size == DYNAMIC or stride == DYNAMIC:
            continue
        if offset + (size - 1) * stride >= dim:
            return False
    return True


def infer_rank_reduced_type(
    rank: int, source: RankedTensorType, sizes: Sequence[Mixed]
) -> RankedTensorType:
    """``ExtractSliceOp::inferCanonicalRankReducedResultType``: the static
    sizes as a shape with the source's encoding, or, rank-reduced, its first
    unit dimensions dropped down to ``rank`` (and no encoding)."""
    shape = [_static(size) for size in sizes]
    drop = len(shape) - rank
    if drop <= 0:
        return RankedTensorType.get(shape, source.element_type, source.encoding)
    kept: list[int] = []
    for size in shape:
        if size == 1 and drop > 0:
            drop -= 1
            continue
        kept.append(size)
    return RankedTensorType.get(kept, source.element_type)


def is_constant_index(value: Value) -> bool:
    """``matchConstantIndex``: an index constant."""
    return isinstance(value.type, IndexType) and constant_index(value) is not None
