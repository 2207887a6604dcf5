"""Canonicalization of ``tensor.extract_slice``, ``tensor.insert_slice`` and
``tensor.parallel_insert_slice``, ported from MLIR's C++ (``TensorOps.cpp``).

- ``extract_slice``: the constant-argument folder
  (``OpWithOffsetSizesAndStridesConstantArgumentFolder``: constant dynamic
  offsets/sizes/strides become static, the result type re-inferred and cast
  back) and ``ExtractSliceOpCastFolder`` (a slice of a cast losing static
  information slices the cast's source); its fold: an identity slice, a
  slice of what an ``insert_slice`` at the same place inserted, a splat;
- ``insert_slice``/``parallel_insert_slice``:
  ``InsertSliceOpConstantArgumentFolder``, ``InsertSliceOpCastFolder`` (casts
  of source or dest losing static information) and
  ``InsertSliceOpSourceCastInserter`` (static sizes cast the source to a
  static type); ``insert_slice``'s fold: an identity insert, an insert over an
  insert at the same place, inserting back what was extracted, a zero size.
"""

from __future__ import annotations

from tblgen_py.dialects.mixed_indices import Mixed
from tblgen_py.dialects.static_shapes import preserves_static_information
from tblgen_py.dialects.offset_size_stride import (
    fold_slice_constants,
    create_slice_op,
    infer_rank_reduced_type,
    is_constant_index,
    mixed_slice,
    same_slice,
    slice_in_bounds,
)
from tblgen_py.runtime.ir.attributes_dense import DenseElementsAttr
from tblgen_py.runtime.ir.operation import Operation
from tblgen_py.runtime.ir.types import DYNAMIC, RankedTensorType
from tblgen_py.runtime.ir.value import Value
from tblgen_py.runtime.ods.hooks import implement_op
from tblgen_py.runtime.rewrite import (
    PatternRewriter,
    RewritePattern,
    RewritePatternSet,
)

__all__ = ["fold_extract_slice", "fold_insert_slice"]

_PARALLEL = "tensor.parallel_insert_slice"


def _cast(
    rewriter: PatternRewriter, location: object, value: Value, type: object
) -> Value:
    made = rewriter.create("tensor.cast", [value], [type], location=location)
    return made.results[0]


def _foldable_cast(value: Value) -> Value | None:
    """``canFoldIntoConsumerOp``: a cast from a type at least as static."""
    cast = value.defining_op
    if cast is None or cast.name != "tensor.cast":
        return None
    source = cast.operands[0]
    if not preserves_static_information(value.type, source.type):
        return None
    return source


class ExtractSliceOpConstantArgumentFolder(RewritePattern):
    """Constant dynamic offsets, sizes and strides become static."""

    def __init__(self) -> None:
        super().__init__(
            "tensor.extract_slice",
            debug_name="OpWithOffsetSizesAndStridesConstantArgumentFolder",
        )

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mixed = mixed_slice(op)
        if not fold_slice_constants(mixed):
            return False
        source = op.operands[0]
        source_type = source.type
        if not isinstance(source_type, RankedTensorType):
            return False
        if not slice_in_bounds(source_type.shape, *mixed):
            return False
        result_type = op.results[0].type
        rank = len(getattr(result_type, "shape", ()))
        inferred = infer_rank_reduced_type(rank, source_type, mixed[1])
        new = create_slice_op(
            rewriter, op.name, op.location, [inferred], [source], mixed
        )
        replacement: Value = new.results[0]
        if inferred != result_type:
            replacement = _cast(rewriter, op.location, replacement, result_type)
        rewriter.replace_op(op, [replacement])
        return True


class ExtractSliceOpCastFolder(RewritePattern):
    """A slice of a cast that loses static information slices its source."""

    def __init__(self) -> None:
        super().__init__("tensor.extract_slice", debug_name="ExtractSliceOpCastFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(is_constant_index(value) for value in op.operands):
            return False
        source = _foldable_cast(op.operands[0])
        if source is None:
            return False
        shape = getattr(source.type, "shape", ())
        if not slice_in_bounds(shape, *mixed_slice(op)):
            return False
        properties = op.properties
        new = rewriter.create(
            op.name,
            [source, *op.operands[1:]],
            op.result_types,
            properties=dict(properties) if isinstance(properties, dict) else None,
            location=op.location,
        )
        rewriter.replace_op(op, new)
        return True


class InsertSliceOpConstantArgumentFolder(RewritePattern):
    """Constant dynamic offsets, sizes and strides become static."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name="InsertSliceOpConstantArgumentFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mixed = mixed_slice(op)
        if not fold_slice_constants(mixed):
            return False
        source, dest = op.operands[0], op.operands[1]
        dest_type = dest.type
        if not isinstance(dest_type, RankedTensorType):
            return False
        if not slice_in_bounds(dest_type.shape, *mixed):
            return False
        rank = len(getattr(source.type, "shape", ()))
        inferred = infer_rank_reduced_type(rank, dest_type, mixed[1])
        if inferred != source.type:
            if op.name == _PARALLEL and op.parent_op is not None:
                rewriter.set_insertion_point_before(op.parent_op)
            source = _cast(rewriter, op.location, source, inferred)
            rewriter.set_insertion_point_before(op)
        new = create_slice_op(
            rewriter, op.name, op.location, op.result_types, [source, dest], mixed
        )
        rewriter.replace_op(op, new)
        return True


class InsertSliceOpCastFolder(RewritePattern):
    """Casts of the source or dest that lose static information are skipped."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name="InsertSliceOpCastFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(is_constant_index(value) for value in op.operands):
            return False
        source_cast = _foldable_cast(op.operands[0])
        dest_cast = _foldable_cast(op.operands[1])
        if source_cast is None and dest_cast is None:
            return False
        source = op.operands[0] if source_cast is None else source_cast
        dest = op.operands[1] if dest_cast is None else dest_cast
        mixed = mixed_slice(op)
        sizes = _sizes_from_source(mixed[1], source.type)
        if sizes is None:
            return False
        mixed[1] = sizes
        if not _insert_verifies(source.type, dest.type, mixed):
            return False
        new = create_slice_op(
            rewriter,
            op.name,
            op.location,
            [dest.type] if op.results else [],
            [source, dest],
            mixed,
        )
        replacement: list[Value] = list(new.results)
        if op.results and dest.type != op.operands[1].type:
            replacement = [
                _cast(rewriter, op.location, new.results[0], op.operands[1].type)
            ]
        rewriter.replace_op(op, replacement)
        return True


def _sizes_from_source(sizes: list[Mixed], source: object) -> list[Mixed] | None:
    """The slice sizes with the static sizes of the (cast's) source type where
    the rank-reduction mask (dynamic sizes matching anything) places them."""
    if not isinstance(source, RankedTensorType):
        return None
    statics = [size if isinstance(size, int) else DYNAMIC for size in sizes]
    shape = list(source.shape)
    mask = _reduction_mask(statics, shape)
    if mask is None:
        return None
    result = list(sizes)
    position = 0
    for index in range(len(statics)):
        if index in mask or position >= len(shape) or shape[position] == DYNAMIC:
            continue
        result[index] = shape[position]
        position += 1
    return result


def _reduction_mask(original: list[int], reduced: list[int]) -> set[int] | None:
    """``computeRankReductionMask`` with ``matchDynamic``: the dropped dims."""
    unused: set[int] = set()
    position = 0
    for index, size in enumerate(original):
        if (
            position < len(reduced)
            and size != 1
            and DYNAMIC in (size, reduced[position])
        ):
            position += 1
            continue
        if position < len(reduced) and size == reduced[position]:
            position += 1
            continue
        unused.add(index)
        if size != 1:
            return None
    return unused if position == len(reduced) else None


def _insert_verifies(source: object, dest: object, mixed: list[list[Mixed]]) -> bool:
    """``verifyInsertSliceOp`` succeeds: the source type is the slice type of
    the static sizes, unit dimensions possibly dropped."""
    if not isinstance(source, RankedTensorType):
        return False
    if not isinstance(dest, RankedTensorType):
        return False
    sizes = [size if isinstance(size, int) else DYNAMIC for size in mixed[1]]
    return source.element_type == dest.element_type and _rank_reduces(
        sizes, list(source.shape)
    )


def _rank_reduces(original: list[int], reduced: list[int]) -> bool:
    """``computeRankReductionMask`` finds a mask: ``reduced`` is ``original``
    with unit dimensions dropped, matched greedily and exactly."""
    position = 0
    for size in original:
        if position < len(reduced) and size == reduced[position]:
            position += 1
        elif size != 1:
            return False
    return position == len(reduced)


class InsertSliceOpSourceCastInserter(RewritePattern):
    """Static sizes cast the source to the more static type they give."""

    def __init__(self, name: str) -> None:
        super().__init__(name, debug_name="InsertSliceOpSourceCastInserter")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        source = op.operands[0]
        source_type = source.type
        dest_type = op.operands[1].type
        if not isinstance(source_type, RankedTensorType):
            return False
        if len(source_type.shape) != len(getattr(dest_type, "shape", ())):
            return False
        sizes = mixed_slice(op)[1]
        shape = [
            size if isinstance(size, int) else dim
            for size, dim in zip(sizes, source_type.shape)
        ]
        new_type = RankedTensorType.get(shape, source_type.element_type)
        if new_type == source_type:
            return False
        if not preserves_static_information(source_type, new_type):
            return False
        if not _cast_compatible(source_type, new_type):
            return False
        if op.name == _PARALLEL and op.parent_op is not None:
            rewriter.set_insertion_point_before(op.parent_op)
        cast = _cast(rewriter, op.location, source, new_type)
        rewriter.set_insertion_point_before(op)
        new = create_slice_op(
            rewriter,
            op.name,
            op.location,
            op.result_types,
            [cast, op.operands[1]],
            mixed_slice(op),
        )
        rewriter.replace_op(op, new)
        return True


def _cast_compatible(one: RankedTensorType, two: RankedTensorType) -> bool:
    """``tensor::CastOp::areCastCompatible`` of two ranked types."""
    if one.element_type != two.element_type or len(one.shape) != len(two.shape):
        return False
    return all(a == b or DYNAMIC in (a, b) for a, b in zip(one.shape, two.shape))


def _identity(op: Operation, shape: tuple[int, ...]) -> bool:
    """``foldIdentityOffsetSizeAndStrideOpInterface``: zero offsets, unit
    strides, the sizes of ``shape``."""
    offsets, sizes, strides = mixed_slice(op)
    if any(offset != 0 for offset in offsets):
        return False
    if any(size != dim for size, dim in zip(sizes, shape)):
        return False
    return all(stride == 1 for stride in strides)


@implement_op("tensor.extract_slice", "fold")
def fold_extract_slice(op: Operation, adaptor: object) -> object:
    """A splat source reshaped, an identity slice, or a slice of what an
    ``insert_slice`` at the same place inserted."""
    operands = getattr(adaptor, "operands", [])
    splat = operands[0] if operands else None
    result_type = op.results[0].type
    if (
        isinstance(splat, DenseElementsAttr)
        and splat.is_splat
        and isinstance(result_type, RankedTensorType)
        and DYNAMIC not in result_type.shape
    ):
        return DenseElementsAttr.get(result_type, [splat.values[0]])
    source = op.operands[0]
    if not isinstance(result_type, RankedTensorType):
        return None
    if source.type == result_type and _identity(op, result_type.shape):
        return source
    insert = source.defining_op
    if insert is not None and insert.name == "tensor.insert_slice":
        inserted = insert.operands[0]
        if inserted.type == result_type and same_slice(insert, op):
            return inserted
    return None


@implement_op("tensor.insert_slice", "fold")
def fold_insert_slice(op: Operation, adaptor: object) -> object:
    """Identity inserts, inserts over an insert at the same place, inserting
    back an extracted slice, and zero sizes."""
    source, dest = op.operands[0], op.operands[1]
    result_type = op.results[0].type
    if (
        isinstance(result_type, RankedTensorType)
        and DYNAMIC not in result_type.shape
        and source.type == result_type
        and _identity(op, result_type.shape)
    ):
        return source
    previous = dest.defining_op
    if (
        previous is not None
        and previous.name == "tensor.insert_slice"
        and previous.operands[0].type == source.type
        and same_slice(previous, op)
    ):
        op.set_operand(1, previous.operands[1])
        return op.results[0]
    extract = source.defining_op
    if (
        extract is not None
        and extract.name == "tensor.extract_slice"
        and extract.operands[0] is dest
        and same_slice(extract, op)
    ):
        return dest
    if any(size == 0 for size in mixed_slice(op)[1]):
        return dest
    return None


@implement_op("tensor.extract_slice", "canonicalization_patterns")
def extract_slice_patterns(patterns: RewritePatternSet, context: object) -> None:
    """``ExtractSliceOp::getCanonicalizationPatterns``."""
    patterns.add(ExtractSliceOpConstantArgumentFolder(), ExtractSliceOpCastFolder())


def _insert_patterns(name: str) -> None:
    def add(patterns: RewritePatternSet, context: object) -> None:
        patterns.add(
            InsertSliceOpConstantArgumentFolder(name),
            InsertSliceOpCastFolder(name),
            InsertSliceOpSourceCastInserter(name),
        )

    add.__doc__ = f"``getCanonicalizationPatterns`` of ``{name}``."
    implement_op(name, "canonicalization_patterns")(add)


_insert_patterns("tensor.insert_slice")
_insert_patterns(_PARALLEL)


class TensorCastExtractSlice(RewritePattern):
    """A cast to a more static type of an ``extract_slice`` is a slice of the
    more static sizes."""

    def __init__(self) -> None:
        super().__init__("tensor.cast", debug_name="TensorCastExtractSlice")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        extract = op.operands[0].defining_op
        result_type = op.results[0].type
        if not isinstance(result_type, RankedTensorType):
            return False
        source_type = op.operands[0].type
        if extract is None or extract.name != "tensor.extract_slice":
            return False
        if not preserves_static_information(source_type, result_type):
            return False
        if result_type.shape == getattr(source_type, "shape", None):
            return False
        offsets, sizes, strides = mixed_slice(extract)
        statics = [size if isinstance(size, int) else DYNAMIC for size in sizes]
        mask = _exact_reduction_mask(statics, list(getattr(source_type, "shape", ())))
        shape = iter(result_type.shape)
        for index in range(len(sizes)):
            if mask is not None and index in mask:
                continue
            dim = next(shape)
            if dim != DYNAMIC:
                sizes[index] = dim
        new = create_slice_op(
            rewriter,
            "tensor.extract_slice",
            op.location,
            [result_type],
            [extract.operands[0]],
            [offsets, sizes, strides],
        )
        rewriter.replace_op(op, new)
        return True


def _exact_reduction_mask(original: list[int], reduced: list[int]) -> set[int] | None:
    """``computeRankReductionMask`` without ``matchDynamic``."""
    unused: set[int] = set()
    position = 0
    for index, size in enumerate(original):
        if position < len(reduced) and size == reduced[position]:
            position += 1
            continue
        unused.add(index)
        if size != 1:
            return None
    return unused if position == len(reduced) else None
